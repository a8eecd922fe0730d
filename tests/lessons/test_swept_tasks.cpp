// The swept lesson's tasks and code: the right answer is judged right and a wrong one wrong on
// many fresh scenes, what a task asks stays held back while it is open, and every value the two
// listings show is geometry::sweptCirclesTextbook's or sweptCircles's.
#include "task_fixture.h"

#include "swept/swept_lesson.h"
#include "swept/swept_spotlight.h"

#include "core/model/numbers.h"

#include <geometry/swept.h>

#include <QChartView>
#include <QLineSeries>
#include <QRandomGenerator>
#include <QScatterSeries>

#include <cmath>

namespace test_swept_tasks {

using namespace lab;
using namespace lab::test;
using Scene = SweptScene;

namespace {

using Fixture = TaskFixture<SweptLesson>;

// Random motions with awkward numbers, some of them without relative motion or with radius 0.
Scene::State randomState(QRandomGenerator& rng)
{
    const auto u = [&rng](double lo, double hi) { return lo + (hi - lo) * rng.generateDouble(); };
    Scene::State s { u(-50, 50), u(-50, 50), u(-50, 50), u(-50, 50), u(-50, 50), u(-50, 50), u(-50, 50),
        u(-50, 50), u(0, 20), u(0, 20) };
    if (rng.bounded(8) == 0) { // B moves by A's step: C0 = C1
        s[Scene::B1x] = s[Scene::B0x] + s[Scene::A1x] - s[Scene::A0x];
        s[Scene::B1y] = s[Scene::B0y] + s[Scene::A1y] - s[Scene::A0y];
    }
    if (rng.bounded(8) == 0)
        s[Scene::RA] = 0;
    return s;
}

} // namespace

TEST_CASE("swept tasks: ids and kinds as the README lists them")
{
    Fixture().checkTasks({ { QStringLiteral("predict-contact"), TaskKind::Predict },
        { QStringLiteral("compute-toi"), TaskKind::Compute },
        { QStringLiteral("compute-vertex"), TaskKind::Compute } });
}

TEST_CASE("swept predict-contact: the right choice is right, the others wrong, all three outcomes occur")
{
    Fixture f;
    const TaskDefinition& task = f.task("predict-contact");
    QMap<QString, int> seen;
    for (quint32 seed = 1; seed <= 45; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::SweptResult h = geometry::sweptCircles(f.scene.a(), f.scene.b());
        CHECK_FALSE(h.startedTouching);
        // Judged from the motion itself: the first u >= 0 with |C0 + u D| = r, D = C1 - C0.
        const geometry::Vec2 d = h.c1 - h.c0;
        const double a = geometry::dot(d, d);
        const double b = geometry::dot(h.c0, d);
        const double disc = b * b - a * (geometry::dot(h.c0, h.c0) - h.rSquared);
        const double firstTouch = a > 0 && disc >= 0 ? (-b - std::sqrt(disc)) / a : -1;
        const QString right = h.hit ? QStringLiteral("now")
            : firstTouch > 1        ? QStringLiteral("later")
                                    : QStringLiteral("never");
        CHECK(task.rightChoice(f.scene) == right);
        ++seen[right];
        for (const QString& choice :
            { QStringLiteral("now"), QStringLiteral("later"), QStringLiteral("never") })
            CHECK(
                judged(task, f.scene, choice) == (choice == right ? AnswerState::Right : AnswerState::Wrong));
    }
    CHECK(seen.size() == 3);
}

TEST_CASE("swept compute-toi: t typed right is right, the closest moment or the other root is wrong")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-toi");
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::SweptResult h = geometry::sweptCircles(f.scene.a(), f.scene.b());
        REQUIRE(h.hit);
        CHECK_FALSE(h.startedTouching);
        CHECK(task.answer(f.scene) == h.t);
        // A friendly number: one of the fractions the task draws.
        CHECK(std::abs(20 * h.t - std::round(20 * h.t)) < 1e-9);
        CHECK(judged(task, f.scene, formatNumber(h.t, 3)) == AnswerState::Right);
        CHECK(judged(task, f.scene, formatNumber(h.t + 0.05, 3)) == AnswerState::Wrong);
        if (std::abs(h.tClosest - h.t) > 0.01)
            CHECK(judged(task, f.scene, formatNumber(h.tClosest, 3)) == AnswerState::Wrong);
        CHECK(judged(task, f.scene, formatNumber(2 * h.t - 1, 3)) == AnswerState::Wrong); // s, not t
    }
}

TEST_CASE("swept compute-vertex: s_top typed right is right, beta/alpha without the minus is wrong")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-vertex");
    int outside = 0;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::SweptResult h = geometry::sweptCircles(f.scene.a(), f.scene.b());
        REQUIRE(h.alpha > 0);
        const double top = -h.beta / h.alpha;
        CHECK(task.answer(f.scene) == top);
        CHECK(std::abs(8 * top - std::round(8 * top)) < 1e-9);
        CHECK(std::abs(top) <= 2);
        outside += std::abs(top) > 1 ? 1 : 0;
        CHECK(judged(task, f.scene, formatNumber(top, 3)) == AnswerState::Right);
        if (std::abs(top) > 0.01)
            CHECK(judged(task, f.scene, formatNumber(-top, 3)) == AnswerState::Wrong);
        // Inside the frame it is 2 tClosest - 1, the same moment.
        if (std::abs(top) < 1)
            CHECK(2 * h.tClosest - 1 == Approx(top));
    }
    CHECK(outside > 0);
}

TEST_CASE("swept tasks: what a task asks is held back while it is open: words, plot, code")
{
    Fixture f;
    for (const auto& task : f.tasks) {
        for (quint32 seed = 1; seed <= 15; ++seed) {
            putTask(*task, f.scene, seed);
            const QString seen = seenWhileOpen(f.lesson, f.scene);
            checkNotSeen(*task, f.scene, seen, seed);
            ViewState view;
            QUndoStack undo;
            std::unique_ptr<QWidget> controls(f.lesson.createControls(f.scene, undo, view, nullptr));
            const bool curveHeld = f.scene.holds(kHeldVertex);
            auto* chart = controls->findChild<QChartView*>(QStringLiteral("chart"));
            REQUIRE(chart);
            const auto series = [chart](const char* name) {
                for (QAbstractSeries* s : chart->chart()->series()) {
                    if (s->objectName() == QLatin1String(name))
                        return qobject_cast<QXYSeries*>(s);
                }
                return static_cast<QXYSeries*>(nullptr);
            };
            REQUIRE(series("gSeries"));
            CHECK((series("gSeries")->count() == 0) == curveHeld);
            if (curveHeld)
                CHECK(series("vertexSeries")->count() == 0);
            CHECK(series("contactSeries")->count() == 0);
            for (int listing = 0; listing < 2; ++listing) {
                const CodeRun run = f.lesson.runCode(f.scene, listing);
                if (curveHeld) { // the run stops before its first branch
                    for (const CodeStep& step : run.steps)
                        CHECK(step.branch == CodeStep::Branch::None);
                }
            }
            f.scene.setHeld({});
        }
    }
}

TEST_CASE("swept code: every value of the article's run is sweptCirclesTextbook's, of the correct one "
          "sweptCircles's")
{
    Fixture f;
    QRandomGenerator rng(21);
    int vertexRuns = 0;
    int falseHits = 0;
    for (int i = 0; i < 400; ++i) {
        f.scene.setState(randomState(rng));
        const geometry::SweptTextbookResult t = geometry::sweptCirclesTextbook(f.scene.a(), f.scene.b());
        CodeRun run = f.lesson.runCode(f.scene, 0);
        checkRunValue(run, QStringLiteral("C0.x"), t.C0.x);
        checkRunValue(run, QStringLiteral("C1.y"), t.C1.y);
        checkRunValue(run, QStringLiteral("r_sq"), t.rSquared);
        checkRunValue(run, QStringLiteral("c0"), t.c0);
        checkRunValue(run, QStringLiteral("c1"), t.c1);
        checkRunValue(run, QStringLiteral("i"), t.i);
        checkRunValue(run, QStringLiteral("-i*i"), t.vertexLeft);
        checkRunValue(run, QStringLiteral("r_sq*(c0+c1-2*i)"), t.vertexRight);
        CHECK(runValue(run, QStringLiteral("return"))->text
            == (t.hit ? QLatin1String("true") : QLatin1String("false")));
        CHECK(runLines(run).contains(22) == !t.vertexBranch);

        const geometry::SweptResult h = geometry::sweptCircles(f.scene.a(), f.scene.b());
        run = f.lesson.runCode(f.scene, 1);
        checkRunValue(run, QStringLiteral("C0.x"), h.c0.x);
        checkRunValue(run, QStringLiteral("C1.y"), h.c1.y);
        checkRunValue(run, QStringLiteral("r_sq"), h.rSquared);
        checkRunValue(run, QStringLiteral("c0"), h.c0Squared);
        checkRunValue(run, QStringLiteral("alpha"), h.alpha);
        CHECK(runValue(run, QStringLiteral("return"))->text
            == (h.hit ? QLatin1String("true") : QLatin1String("false")));
        if (h.alpha > 0)
            checkRunValue(run, QStringLiteral("u"), h.uLine);
        if (h.alpha > 0 && h.uLine > 0 && h.uLine < 1) {
            ++vertexRuns;
            checkRunValue(run, QStringLiteral("cr"), h.cross);
            checkRunValue(run, QStringLiteral("cr*cr/alpha"), h.minDistanceSquared);
        }
        falseHits += t.hit && !h.hit ? 1 : 0;
    }
    CHECK(vertexRuns > 50);
    CHECK(falseHits > 10); // the article's erratum shows up on random motions
}

TEST_CASE("swept code: the errata are marked in both listings, and the steps name what the canvas draws")
{
    Fixture f;
    const QList<CodeListing> listings = f.lesson.codeListings();
    REQUIRE(listings.size() == 2);
    CHECK(listings[0].id == QLatin1String("article"));
    CHECK(listings[1].id == QLatin1String("correct"));
    // The vertex test that always holds, alpha = 0, and => where <=> is meant.
    CHECK(correctedLines(listings[0]).contains(QLatin1String("-i * i <= r_sq")));
    CHECK(correctedLines(listings[0]).contains(QStringLiteral("α")));
    CHECK(correctedLines(listings[0]).contains(QStringLiteral("⇔")));
    CHECK(correctedLines(listings[1]).contains(QLatin1String("alpha == 0")));
    CHECK(correctedLines(listings[1]).contains(QLatin1String("cr * cr / alpha")));
    CHECK(correctedLines(listings[1]).contains(QStringLiteral("⇔")));
    // The start scene: C0, C1, the segment, the radius, then the vertex and the distance.
    QList<Spotlight> spots;
    for (const CodeStep& step : f.lesson.runCode(f.scene, 1).steps) {
        if (!step.spotlight.isEmpty() && !spots.contains(step.spotlight))
            spots << step.spotlight;
    }
    CHECK(spots.contains(swept::kSpotC0));
    CHECK(spots.contains(swept::kSpotSegment));
    CHECK(spots.contains(swept::kSpotVertex));
}

TEST_CASE("swept text: every formula's link to the code names a listing and a line of it")
{
    SweptLesson lesson;
    CHECK(checkCodeLinks(lesson) == 6);
}

TEST_CASE("swept scene: a scene beyond the view asks the canvas to fit again, one inside it does not")
{
    Scene scene;
    int asked = 0;
    QObject::connect(&scene, &LessonScene::fitRectChanged, [&asked] { ++asked; });
    scene.refitIfOutgrown();
    CHECK(asked == 0);
    Scene::State far = Scene::example(Scene::Start);
    far[Scene::B0x] = 120;
    scene.setState(far);
    scene.refitIfOutgrown();
    CHECK(asked == 1);
    CHECK(scene.fitRect().contains(QPointF(120, 30)));
    scene.refitIfOutgrown();
    CHECK(asked == 1);
}

} // namespace test_swept_tasks
