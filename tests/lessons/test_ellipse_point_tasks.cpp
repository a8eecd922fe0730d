// Ellipse and point's tasks and code: the right answer is judged right and a wrong one wrong on
// many fresh scenes (y' of P, and the origin sent through M = S R T), what a task asks stays held
// back while it is open, and every value the code view shows is geometry::pointInEllipse's.
#include "task_fixture.h"

#include "ellipse_point/ellipse_point_lesson.h"

#include "core/model/numbers.h"

#include <geometry/ellipses.h>

#include <QSlider>

#include <cmath>

namespace test_ellipse_point_tasks {

using namespace lab;
using namespace lab::test;
using Scene = EllipsePointScene;

namespace {

using Fixture = TaskFixture<EllipsePointLesson>;

} // namespace

TEST_CASE("ellipse_point tasks: ids and kinds as the README lists them")
{
    Fixture().checkTasks({ { QStringLiteral("predict-inside"), TaskKind::Predict },
        { QStringLiteral("compute-yprime"), TaskKind::Compute },
        { QStringLiteral("compute-through-m"), TaskKind::Compute } });
}

TEST_CASE("ellipse_point predict-inside: the right choice is judged right, the other wrong, both occur")
{
    Fixture f;
    const TaskDefinition& task = f.task("predict-inside");
    int inside = 0;
    int nearMisses = 0;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::PointEllipseResult t = geometry::pointInEllipse(f.scene.point(), f.scene.ellipse());
        const QString right = t.hit ? QStringLiteral("inside") : QStringLiteral("outside");
        const QString wrong = t.hit ? QStringLiteral("outside") : QStringLiteral("inside");
        checkChoices(task, f.scene, { right, wrong }, right);
        // Never close to the edge: the canvas decides it plainly.
        const double ratio = t.valueSquared / t.radiusSquared;
        CHECK((ratio <= 0.8 || ratio >= 1.25));
        inside += t.hit ? 1 : 0;
        if (!t.hit && geometry::length(t.translated) < std::max(f.scene.ellipse().rx, f.scene.ellipse().ry))
            ++nearMisses;
    }
    CHECK(inside > 15);
    CHECK(inside < 45);
    CHECK(nearMisses > 3);
}

TEST_CASE(
    "ellipse_point compute-yprime: y' typed right is right, off by 0.5 or ry/rx in place of rx/ry wrong")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-yprime");
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::PointEllipseResult t = geometry::pointInEllipse(f.scene.point(), f.scene.ellipse());
        CHECK(task.answer(f.scene) == t.scaled.y);
        // The numbers are friendly: y' is a multiple of 0.5.
        CHECK(std::abs(2 * t.scaled.y - std::round(2 * t.scaled.y)) < 1e-9);
        CHECK(judged(task, f.scene, formatNumber(t.scaled.y)) == AnswerState::Right);
        CHECK(judged(task, f.scene, formatNumber(t.scaled.y + 0.5)) == AnswerState::Wrong);
        const geometry::Ellipse e = f.scene.ellipse();
        if (e.rx != e.ry && std::abs(t.rotated.y) > 0.1)
            CHECK(judged(task, f.scene, formatNumber(t.rotated.y * e.ry / e.rx, 6)) == AnswerState::Wrong);
        CHECK(judged(task, f.scene, QStringLiteral("y")) == AnswerState::Unreadable);
    }
}

TEST_CASE("ellipse_point compute-through-m: M O's y typed right is right, off by 0.05, T last, R by +θ and "
          "ry/rx wrong")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-through-m");
    CHECK(task.held() == HeldKeys { Scene::heldStageKey(Scene::Scaled) });
    for (quint32 seed = 1; seed <= 60; ++seed) {
        INFO("seed " << seed);
        putTask(task, f.scene, seed);
        const geometry::Ellipse e = f.scene.ellipse();
        // O through the three maps one at a time, and by hand: (rx/ry)(Cx sin θ − Cy cos θ).
        const double y = geometry::pointInEllipse({}, e).scaled.y;
        const double s = std::sin(e.angle), c = std::cos(e.angle), stretch = e.rx / e.ry;
        CHECK(task.answer(f.scene) == Approx(y).margin(1e-12));
        CHECK(y == Approx(stretch * (e.center.x * s - e.center.y * c)).margin(1e-12));
        // ... and M's third column, as the live box prints M once the task is done.
        const geometry::Affine2 m = Scene::maps(e).M;
        CHECK(geometry::apply(m, {}).y == Approx(y).margin(1e-12));
        CHECK(std::abs(s * c) > 0.4); // no quarter turn: M's rotation part is a real one
        CHECK(std::abs(y) >= 0.5);
        CHECK(judged(task, f.scene, formatNumber(y, 3)) == AnswerState::Right);
        CHECK(judged(task, f.scene, formatNumber(y + 0.05, 3)) == AnswerState::Wrong);
        CHECK(judged(task, f.scene, formatNumber(-e.center.y, 3)) == AnswerState::Wrong); // M = T R S
        CHECK(judged(task, f.scene, formatNumber(stretch * (-e.center.x * s - e.center.y * c), 3))
            == AnswerState::Wrong); // turned by +θ
        CHECK(judged(task, f.scene, formatNumber((e.center.x * s - e.center.y * c) / stretch, 3))
            == AnswerState::Wrong); // stretched by ry/rx
        // What it gives away is what the live box shows once the task is over.
        f.scene.setHeld({});
        CHECK(f.lesson.liveText(f.scene).contains(task.giveaways(f.scene).first()));
    }
}

TEST_CASE("ellipse_point tasks: what a task asks is held back while it is open, on many scenes")
{
    Fixture f;
    for (const auto& task : f.tasks) {
        for (quint32 seed = 1; seed <= 25; ++seed) {
            putTask(*task, f.scene, seed);
            f.scene.setStage(Scene::Scaled); // the slider at the end: the held stages still wait
            const QString seen = seenWhileOpen(f.lesson, f.scene);
            checkNotSeen(*task, f.scene, seen, seed);
            CHECK(f.scene.shownStage() < Scene::Scaled);
            const CodeRun run = f.lesson.runCode(f.scene, 0);
            REQUIRE(runValue(run, QStringLiteral("After_y")));
            CHECK(runValue(run, QStringLiteral("After_y"))->text == QLatin1String("?"));
            CHECK(run.steps.last().branch == CodeStep::Branch::None); // the verdict is not stepped to
            f.scene.setHeld({});
            CHECK(f.scene.shownStage() == Scene::Scaled);
        }
    }
}

TEST_CASE("ellipse_point code: every value the run shows is pointInEllipse's, and it returns its verdict")
{
    Fixture f;
    const QList<CodeListing> listings = f.lesson.codeListings();
    REQUIRE(listings.size() == 1);
    const TaskDefinition& task = f.task("predict-inside");
    for (quint32 seed = 1; seed <= 50; ++seed) {
        putTask(task, f.scene, seed);
        f.scene.setHeld({});
        LessonScene::State s = f.scene.values();
        s[Scene::Theta] += 7.3 * seed; // awkward angles too
        f.scene.setState(s);
        const geometry::PointEllipseResult t = geometry::pointInEllipse(f.scene.point(), f.scene.ellipse());
        const CodeRun run = f.lesson.runCode(f.scene, 0);
        checkRunValue(run, QStringLiteral("Ofs_x"), t.translated.x);
        checkRunValue(run, QStringLiteral("Ofs_y"), t.translated.y);
        checkRunValue(run, QStringLiteral("After_x"), t.rotated.x);
        checkRunValue(run, QStringLiteral("Turn_y"), t.rotated.y);
        checkRunValue(run, QStringLiteral("After_y"), t.scaled.y);
        checkRunValue(run, QStringLiteral("After_x² + After_y²"), t.valueSquared);
        checkRunValue(run, QStringLiteral("Elp.rx²"), t.radiusSquared);
        // Lines: the heading, the five assignments, the comparison, then return true or false.
        CHECK(runLines(run) == QList<int> { 0, 2, 3, 4, 5, 6, 7, t.hit ? 8 : 9 });
        CHECK(run.steps[6].branch == (t.hit ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken));
        for (const CodeStep& step : run.steps)
            CHECK(step.line < listings[0].lines.size());
    }
}

TEST_CASE("ellipse_point code: the corrections are marked and each step names the stage the canvas shows")
{
    Fixture f;
    const CodeListing listing = f.lesson.codeListings().value(0);
    QStringList corrected;
    for (const CodeLine& line : listing.lines) {
        if (line.correction)
            corrected << line.code;
    }
    CHECK(corrected.size() == 2);
    CHECK(corrected.join(QString()).contains(QLatin1String("ELLIPSE")));
    CHECK(corrected.join(QString()).contains(QLatin1String("After_y")));
    const CodeRun run = f.lesson.runCode(f.scene, 0);
    using namespace ellipse_point;
    const QList<Spotlight> expected { {}, kSpotTranslate, kSpotTranslate, kSpotRotate, kSpotRotate,
        kSpotScale, kSpotCompare, kSpotCompare };
    REQUIRE(run.steps.size() == expected.size());
    for (int i = 0; i < run.steps.size(); ++i) {
        CHECK(run.steps[i].spotlight == expected[i]);
        f.scene.setSpotlight(run.steps[i].spotlight);
        const int stage = Scene::spotlightStage(expected[i]);
        CHECK(f.scene.shownStage() == (stage >= 0 ? stage : f.scene.stage()));
    }
}

TEST_CASE("ellipse_point text: every formula's link to the code names a listing and a line of it")
{
    EllipsePointLesson lesson;
    CHECK(checkCodeLinks(lesson) == 4);
}

} // namespace test_ellipse_point_tasks
