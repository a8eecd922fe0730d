// The circles lesson's tasks (README "Tasks"), its code view and Example 1's move from the car
// circles exercise: every answer judged through the task's box on random scenes, what is held back
// while a task is open, the code's values against geometry/, and an older progress file read.
#include "task_checks.h"

#include "circles/circles_code.h"
#include "circles/circles_conditions.h"
#include "circles/circles_example1.h"
#include "circles/circles_lesson.h"
#include "circles/circles_tasks.h"
#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/numbers.h"
#include "core/records/progress.h"
#include "core/widgets/task_panel.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "hierarchy/hierarchy_lesson.h"
#include "shared/handout_examples.h"

#include "../support/shown_canvas.h"

#include <catch2/catch.hpp>

#include <geometry/circles.h>

#include <QAbstractButton>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace test_circles_tasks {

using namespace lab;
using lab::test::AskedTask;
using lab::test::checkTaskList;
using lab::test::controlTexts;
using lab::test::taskNamed;

namespace {

// The verdict of two circles from the values alone, as the README says: D² against (r1 + r2)².
QString expectedKind(const LessonScene::State& s)
{
    const double dx = s[CirclesScene::A2] - s[CirclesScene::A1];
    const double dy = s[CirclesScene::B2] - s[CirclesScene::B1];
    const double sum = s[CirclesScene::R1] + s[CirclesScene::R2];
    const double d2 = dx * dx + dy * dy;
    return d2 < sum * sum ? QStringLiteral("overlap")
        : d2 == sum * sum ? QStringLiteral("touch")
                          : QStringLiteral("apart");
}

QStringList example1Right()
{
    return { QStringLiteral("20"), QStringLiteral("10"), QStringLiteral("sqrt(900)"), QStringLiteral("-10"),
        QStringLiteral("50"), QStringLiteral("25"), QStringLiteral("50"), QStringLiteral("55"),
        QStringLiteral("yes"), QStringLiteral("they collide") };
}

} // namespace

TEST_CASE("circles tasks: five, in the README's order, ids and kinds")
{
    checkTaskList(CirclesLesson().createTasks(),
        { { QStringLiteral("predict-verdict"), TaskKind::Predict },
            { QStringLiteral("compute-d2"), TaskKind::Compute },
            { QStringLiteral("example1"), TaskKind::FillIn },
            { QStringLiteral("handout-blanks"), TaskKind::FillIn },
            { QStringLiteral("conditions"), TaskKind::FillIn } });
}

TEST_CASE("circles conditions: any condition meaning D <= r1 + r2 is right, < for <=, a forgotten square, a "
          "root in (2) wrong, words unreadable")
{
    const auto tasks = CirclesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, circles::kConditionsTask);
    CirclesScene scene;
    AskedTask asked(task, scene, 1);
    const QString root = QStringLiteral("sqrt((a2 - a1)^2 + (b2 - b1)^2) <= r1 + r2");
    const QString squared = QStringLiteral("(a2 - a1)^2 + (b2 - b1)^2 <= (r1 + r2)^2");
    CHECK(asked.fill({ root, squared }) == AnswerState::Right);
    // Written another way round, with the other order of the differences, full-width from an IME.
    CHECK(asked.fill({ QStringLiteral("r1+r2 >= √((a1-a2)^2+(b1-b2)^2)"),
              QStringLiteral("(r1+r2)*(r1+r2) >= (b1-b2)^2 + (a1-a2)*(a1-a2)") })
        == AnswerState::Right);
    CHECK(asked.fill({ QStringLiteral("sqrt((a2-a1)^2+(b2-b1)^2) ＜＝ r1＋r2"), squared })
        == AnswerState::Right);
    // The slips: strict <, the sum squared term by term, a root where (2) asks for none, == .
    CHECK(asked.fill({ QStringLiteral("sqrt((a2 - a1)^2 + (b2 - b1)^2) < r1 + r2"), squared })
        == AnswerState::Wrong);
    CHECK(asked.fill({ root, QStringLiteral("(a2 - a1)^2 + (b2 - b1)^2 <= r1^2 + r2^2") })
        == AnswerState::Wrong);
    CHECK(asked.fill({ root, root }) == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("sqrt((a2 - a1)^2 + (b2 - b1)^2) == r1 + r2"), squared })
        == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("(a2 - a1) + (b2 - b1) <= r1 + r2"), squared }) == AnswerState::Wrong);
    // Not a condition, or not readable: said, not counted.
    CHECK(asked.fill({ QStringLiteral("r1 + r2"), squared }) == AnswerState::Unreadable);
    CHECK(asked.fill({ QStringLiteral("D <= r1 + r2"), squared }) == AnswerState::Unreadable);
    // The samples reach the boundary, where < and <= part.
    int touching = 0;
    for (const auto& v : circles::conditionSamples()) {
        const double dx = v.at("a2") - v.at("a1"), dy = v.at("b2") - v.at("b1"),
                     sum = v.at("r1") + v.at("r2");
        touching += dx * dx + dy * dy == sum * sum;
    }
    CHECK(touching >= 6);
}

TEST_CASE("circles predict-verdict: on 60 random scenes the right choice is right, the others wrong, all "
          "three occur")
{
    const auto tasks = CirclesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, circles::kPredictVerdictTask);
    CirclesScene scene;
    QSet<QString> kinds;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        AskedTask asked(task, scene, seed);
        const QString right = expectedKind(scene.values());
        INFO("seed " << seed << " right " << right.toStdString());
        kinds.insert(right);
        const double d = std::sqrt(scene.result().distanceSquared);
        CHECK((d == 20 || d == 40 || d == 52)); // D whole, so the comparison is exact
        CHECK(CirclesScene::inLessonRegion(scene.values()));
        CHECK(task.rightChoice(scene) == right);
        for (const TaskChoice& c : task.choices())
            CHECK(asked.pick(c.id) == (c.id == right ? AnswerState::Right : AnswerState::Wrong));
    }
    CHECK(kinds.size() == 3);
}

TEST_CASE("circles compute-d2: D² typed as a number or an expression is right, D² + 1 and D are wrong")
{
    const auto tasks = CirclesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, circles::kComputeD2Task);
    CirclesScene scene;
    for (quint32 seed = 1; seed <= 40; ++seed) {
        AskedTask asked(task, scene, seed);
        const auto& s = scene.values();
        const double dx = s[CirclesScene::A2] - s[CirclesScene::A1];
        const double dy = s[CirclesScene::B2] - s[CirclesScene::B1];
        const double d2 = dx * dx + dy * dy;
        INFO("seed " << seed << " D2 " << d2);
        REQUIRE(d2 > 0);
        CHECK(CirclesScene::inLessonRegion(s));
        CHECK(asked.type(QString::number(d2)) == AnswerState::Right);
        CHECK(asked.type(QStringLiteral("(%1)^2 + (%2)^2").arg(dx).arg(dy)) == AnswerState::Right);
        CHECK(asked.type(QString::number(d2 + 1)) == AnswerState::Wrong);
        if (d2 != 1)
            CHECK(asked.type(QString::number(std::sqrt(d2), 'f', 3)) == AnswerState::Wrong);
    }
}

TEST_CASE("circles example1: the handout's numbers are right, the usual slips wrong and named by the hint")
{
    const auto tasks = CirclesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, circles::kExample1Task);
    CirclesScene scene;
    AskedTask asked(task, scene, 1);
    CHECK(asked.fill(example1Right()) == AnswerState::Right);
    // In Japanese too, and with full-width digits.
    QStringList ja = example1Right();
    ja[0] = QStringLiteral("２０");
    ja[8] = QStringLiteral("はい");
    ja[9] = QStringLiteral("衝突している");
    CHECK(asked.fill(ja) == AnswerState::Right);
    const auto wrongAt = [&](int index, const QString& text) {
        QStringList typed = example1Right();
        typed[index] = text;
        return asked.fill(typed);
    };
    CHECK(wrongAt(2, QStringLiteral("900")) == AnswerState::Wrong); // r² for r
    CHECK(wrongAt(3, QStringLiteral("10")) == AnswerState::Wrong); // the sign
    CHECK(wrongAt(6, QStringLiteral("2500")) == AnswerState::Wrong); // D² for D
    CHECK(wrongAt(8, QStringLiteral("no")) == AnswerState::Wrong);
    CHECK(wrongAt(9, QStringLiteral("they do not collide")) == AnswerState::Wrong);
    // The numbers are geometry/'s.
    const auto r = geometry::circleVsCircle(handout::kExample1Circles[0], handout::kExample1Circles[1]);
    CHECK(task.blanks()[6].number == std::sqrt(r.distanceSquared));
    CHECK(task.blanks()[7].number == std::sqrt(r.radiusSumSquared));
    // The slips the car circles checker named are named here.
    const auto slip = [](int index, const QString& text) {
        QStringList typed = example1Right();
        typed[index] = text;
        return circles::example1Slip(typed);
    };
    CHECK(slip(2, QStringLiteral("900")).contains(QStringLiteral("square root")));
    CHECK(slip(3, QStringLiteral("10")).contains(QStringLiteral("sign")));
    CHECK(slip(6, QStringLiteral("2500")).contains(QStringLiteral("D²")));
    CHECK(slip(7, QStringLiteral("3025")).contains(QStringLiteral("add the two radii")));
    CHECK(circles::example1Slip(example1Right()).isEmpty());
    CHECK_FALSE(task.solution(scene).isEmpty());
    CHECK(task.solution(scene).contains(QStringLiteral("2500 ≤ 3025")));
}

TEST_CASE("circles handout-blanks: the handout's words in English or Japanese are right, 'equal' for the "
          "condition wrong")
{
    const auto tasks = CirclesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, circles::kHandoutBlanksTask);
    CirclesScene scene;
    AskedTask asked(task, scene, 1);
    const QStringList en { QStringLiteral("faster"), QStringLiteral("accuracy"),
        QStringLiteral("less than or equal to"), QStringLiteral("60"), QStringLiteral("frame"),
        QStringLiteral("equal"), QStringLiteral("Less than or equal") };
    CHECK(asked.fill(en) == AnswerState::Right);
    const QStringList ja { QStringLiteral("速い"), QStringLiteral("正確さ"), QStringLiteral("小さいか等しい"),
        QStringLiteral("６０"), QStringLiteral("1フレーム"), QStringLiteral("等しいかどうか"),
        QStringLiteral("以下") };
    CHECK(asked.fill(ja) == AnswerState::Right);
    QStringList wrong = en;
    wrong[2] = QStringLiteral("equal");
    CHECK(asked.fill(wrong) == AnswerState::Wrong);
    wrong = en;
    wrong[3] = QStringLiteral("30");
    CHECK(asked.fill(wrong) == AnswerState::Wrong);
    wrong = en;
    wrong[1] = QString(); // one blank left empty is not right
    CHECK(asked.fill(wrong) == AnswerState::Wrong);
}

TEST_CASE("circles tasks hold back: while open no giveaway in the live box, read-out or canvas words, after, "
          "the numbers are back")
{
    CirclesLesson lesson;
    const auto tasks = lesson.createTasks();
    const auto painter = lesson.createPainter();
    for (const QString& id : { circles::kPredictVerdictTask, circles::kComputeD2Task }) {
        const TaskDefinition& task = taskNamed(tasks, id);
        for (quint32 seed = 1; seed <= 15; ++seed) {
            CirclesScene scene;
            QUndoStack undo;
            ViewState view;
            scene.setState(*task.scene(seed));
            scene.setHeld(task.held());
            std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
            const SceneDescription words = painter->describe(scene);
            const QString seen = lesson.liveText(scene) + controlTexts(*controls)
                + words.shapes.join(QLatin1Char('\n')) + words.verdict;
            INFO(id.toStdString() << " seed " << seed);
            for (const QString& g : task.giveaways(scene))
                CHECK_FALSE(seen.contains(g));
            CHECK(lesson.liveText(scene).contains(QStringLiteral("?")));
            scene.setHeld({});
            const QString d2 = formatNumber(scene.result().distanceSquared);
            CHECK(controlTexts(*controls).contains(QStringLiteral("D² = ") + d2));
            CHECK(lesson.liveText(scene).contains(QStringLiteral("D^2 = ") + d2));
        }
    }
    // Predict-verdict draws no circles and takes no key or handle while open.
    CirclesScene scene;
    scene.setHeld(taskNamed(tasks, circles::kPredictVerdictTask).held());
    CHECK(scene.handles().isEmpty());
    CHECK_FALSE(scene.keyAction(Qt::Key_L, {}, {}).has_value());
    scene.setHeld({});
    CHECK(scene.handles().size() == 4);
}

TEST_CASE("circles tasks hold back: the Example 1 button and the animation while their tasks are open")
{
    CirclesLesson lesson;
    const auto tasks = lesson.createTasks();
    CirclesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    controls->show();
    auto* example1 = controls->findChild<QPushButton*>(QStringLiteral("example1"));
    auto* animate = controls->findChild<QPushButton*>(QStringLiteral("animate"));
    REQUIRE((example1 && animate));
    CHECK(example1->isVisible());
    scene.setHeld(taskNamed(tasks, circles::kExample1Task).held());
    CHECK_FALSE(example1->isVisible());
    CHECK(animate->isVisible());
    animate->click();
    REQUIRE(scene.animating());
    scene.setHeld(taskNamed(tasks, circles::kHandoutBlanksTask).held());
    CHECK_FALSE(animate->isVisible());
    CHECK_FALSE(scene.animating()); // switched off: the student's circles are back
    CHECK_FALSE(controlTexts(*controls).contains(QStringLiteral("60")));
    scene.setHeld({});
    CHECK(example1->isVisible());
    CHECK(animate->isVisible());
}

TEST_CASE("circles code: for random scenes every value of the run is geometry's circleVsCircle")
{
    CirclesLesson lesson;
    REQUIRE(lesson.codeListings().size() == 1);
    const CodeListing listing = lesson.codeListings().front();
    CHECK(listing.id == circles::kListingId);
    CirclesScene scene;
    QRandomGenerator rng(29);
    for (int k = 0; k < 200; ++k) {
        const auto value = [&rng](double lo, double hi) { return lo + (hi - lo) * rng.generateDouble(); };
        scene.setState(
            { value(-60, 60), value(-60, 60), value(-60, 60), value(-60, 60), value(1, 40), value(1, 40) });
        const geometry::CircleCircleResult r = geometry::circleVsCircle(scene.first(), scene.second());
        const CodeRun run = lesson.runCode(scene, 0);
        QMap<QString, double> seen;
        for (const CodeStep& s : run.steps) {
            REQUIRE(s.line < listing.lines.size());
            for (const CodeValue& v : s.values) {
                if (v.text.isEmpty())
                    seen.insert(v.name, v.value);
            }
        }
        CHECK(seen.value(QStringLiteral("dx")) == r.delta.x);
        CHECK(seen.value(QStringLiteral("dy")) == r.delta.y);
        CHECK(seen.value(QStringLiteral("D2")) == r.distanceSquared);
        CHECK(seen.value(QStringLiteral("rSum")) == r.radiusSum);
        CHECK(seen.value(QStringLiteral("rSum2")) == r.radiusSumSquared);
        const CodeStep& test = run.steps[run.steps.size() - 2];
        CHECK(test.line == circles::IfLine);
        CHECK((test.branch == CodeStep::Branch::Taken) == r.hit);
        CHECK(run.steps.back().line == (r.hit ? circles::HitLine : circles::MissLine));
        CHECK(run.reached(circles::HitLine) == r.hit);
    }
}

TEST_CASE("circles code: while a task holds D² or the verdict the run shows '?' and takes no branch")
{
    CirclesLesson lesson;
    const auto tasks = lesson.createTasks();
    CirclesScene scene;
    scene.setState(*taskNamed(tasks, circles::kPredictVerdictTask).scene(3));
    scene.setHeld(taskNamed(tasks, circles::kPredictVerdictTask).held());
    CodeRun run = lesson.runCode(scene, 0);
    CHECK_FALSE(run.reached(circles::HitLine));
    CHECK_FALSE(run.reached(circles::MissLine));
    for (const CodeStep& s : run.steps) {
        CHECK(s.branch == CodeStep::Branch::None);
        for (const CodeValue& v : s.values) {
            if (v.name == QLatin1String("D2") || v.name == QLatin1String("rSum2"))
                CHECK(v.text == QStringLiteral("?"));
        }
    }
    scene.setHeld(taskNamed(tasks, circles::kComputeD2Task).held());
    run = lesson.runCode(scene, 0);
    for (const CodeStep& s : run.steps) {
        for (const CodeValue& v : s.values) {
            if (v.name == QLatin1String("D2"))
                CHECK(v.text == QStringLiteral("?"));
        }
        if (s.line == circles::D2Line || s.line == circles::IfLine)
            CHECK(s.formula.isEmpty()); // the formulas that would show D²
    }
}

TEST_CASE("circles code: the canvas draws the step's spotlight (D², r1 + r2, dx and dy)")
{
    CirclesLesson lesson;
    CirclesScene scene;
    const auto painter = lesson.createPainter();
    lab::test::ShownCanvas shown(scene, *painter);
    Canvas& canvas = shown.canvas;
    const auto labels = [&canvas] {
        canvas.grab();
        QStringList texts;
        for (const PlacedLabel& l : canvas.placedLabels())
            texts << l.text;
        return texts;
    };
    const geometry::CircleCircleResult& r = scene.result();
    CHECK_FALSE(labels().contains(QStringLiteral("D² = ") + formatNumber(r.distanceSquared)));
    scene.setSpotlight(circles::kSpotDistance);
    CHECK(labels().contains(QStringLiteral("D² = ") + formatNumber(r.distanceSquared)));
    scene.setSpotlight(circles::kSpotRadii);
    CHECK(labels().contains(QStringLiteral("r1 + r2 = ") + formatNumber(r.radiusSum)));
    scene.setSpotlight(circles::kSpotCentres);
    CHECK(labels().contains(QStringLiteral("dx = ") + formatNumber(r.delta.x)));
}

TEST_CASE(
    "circles example1: an older file's car circles record of Example 1 shows as the circles lesson's own")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    {
        ProgressStore old(path);
        old.load();
        ExerciseProgress carCircles;
        carCircles.status = ExerciseStatus::InProgress;
        carCircles.attempts = 2;
        TaskRecord example1;
        example1.check(
            QStringLiteral("Ax=20; Ay=10; r1=900"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
        example1.check(
            QStringLiteral("Ax=20; Ay=10; r1=30"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
        REQUIRE(example1.solved);
        carCircles.tasks.insert(QStringLiteral("example1"), example1);
        carCircles.data.insert(QStringLiteral("worksheet"),
            QJsonObject { { QStringLiteral("fields"),
                              QJsonArray { QStringLiteral("20"), QStringLiteral("10"), QStringLiteral("30"),
                                  QStringLiteral("-10"), QStringLiteral("50"), QStringLiteral("25"),
                                  QStringLiteral("50"), QStringLiteral("55") } },
                { QStringLiteral("verdict"), 0 } });
        old.update(QStringLiteral("car_circles"), carCircles);
        REQUIRE(old.save());
    }
    ProgressStore store(path);
    REQUIRE(store.load().outcome == ProgressStore::LoadOutcome::Loaded);
    ProgressStore::setInstance(&store);
    CirclesLesson lesson;
    {
        const auto scene = lesson.createScene(); // the page's first step moves the record
        QUndoStack undo;
        TaskPanel panel(lesson.id(), *scene, undo, lesson.createTasks());
        const TaskRecord shown = panel.box(2).record();
        CHECK(panel.box(2).task().id() == circles::kExample1Task);
        CHECK(shown.solved);
        CHECK(shown.attempts == 2);
        CHECK(shown.wrongAttempts == 1);
        CHECK(panel.revealed().contains(QStringLiteral("circles/example1")));
    }
    // A record of the lesson's own is never overwritten by the older one.
    TaskRecord mine;
    mine.skip(QDateTime::currentDateTimeUtc());
    ExerciseProgress circles = store.exercise(QStringLiteral("circles"));
    circles.tasks.insert(QStringLiteral("example1"), mine);
    store.update(QStringLiteral("circles"), circles);
    circles::moveExample1Record(store);
    CHECK(store.exercise(QStringLiteral("circles")).tasks.value(QStringLiteral("example1")).skipped);
    ProgressStore::setInstance(nullptr);
}

TEST_CASE("circles example1: an older record whose worksheet no longer checks is not believed solved")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    store.load();
    ExerciseProgress carCircles;
    TaskRecord example1;
    example1.check(QStringLiteral("x"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    carCircles.tasks.insert(QStringLiteral("example1"), example1);
    carCircles.data.insert(QStringLiteral("worksheet"),
        QJsonObject { { QStringLiteral("fields"), QJsonArray { QStringLiteral("20") } },
            { QStringLiteral("verdict"), 0 } });
    store.update(QStringLiteral("car_circles"), carCircles);
    circles::moveExample1Record(store);
    const TaskRecord moved
        = store.exercise(QStringLiteral("circles")).tasks.value(QStringLiteral("example1"));
    CHECK(moved.attempts == 1);
    CHECK_FALSE(moved.solved);
}

TEST_CASE("circles, hierarchy, car circles: every 'show in code' link of the texts names a listing and a "
          "line of it")
{
    const QRegularExpression link(QStringLiteral("collision-lab:code/([^/\"]+)/([0-9]+)"));
    const std::vector<std::unique_ptr<Lesson>> lessons = [] {
        std::vector<std::unique_ptr<Lesson>> all;
        all.push_back(std::make_unique<CirclesLesson>());
        all.push_back(std::make_unique<HierarchyLesson>());
        all.push_back(std::make_unique<CarCirclesLesson>());
        return all;
    }();
    int links = 0;
    for (const auto& lesson : lessons) {
        const QList<CodeListing> listings = lesson->codeListings();
        REQUIRE_FALSE(listings.isEmpty());
        for (const Language language : { Language::English, Language::Japanese }) {
            const QString text = lessonText(lesson->id(), language);
            for (auto it = link.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                INFO(lesson->id().toStdString() << ": " << m.captured(0).toStdString());
                const auto listing = std::find_if(listings.begin(), listings.end(),
                    [&m](const CodeListing& l) { return l.id == m.captured(1); });
                REQUIRE(listing != listings.end());
                const int line = m.captured(2).toInt();
                CHECK((line >= 1 && line <= listing->lines.size()));
                ++links;
            }
        }
    }
    CHECK(links >= 8); // two in each language in circles and hierarchy
}

} // namespace test_circles_tasks
