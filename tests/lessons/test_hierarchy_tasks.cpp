// The hierarchy lesson's tasks (README "Tasks"), its code view and its chart: every answer judged
// through the task's box on random scenes, what is held back while a task is open, the code's
// values against geometry/, and the plot's axes.
#include "task_checks.h"

#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "hierarchy/hierarchy_code.h"
#include "hierarchy/hierarchy_lesson.h"
#include "hierarchy/hierarchy_tasks.h"
#include "shared/car_code.h"

#include <catch2/catch.hpp>

#include <geometry/hierarchy.h>
#include <geometry/vec2.h>

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

#include <cmath>

namespace test_hierarchy_tasks {

using namespace lab;
using lab::test::AskedTask;
using lab::test::checkTaskList;
using lab::test::controlTexts;
using lab::test::taskNamed;

namespace {

geometry::Pose poseOf(const LessonScene::State& s, int car)
{
    const int x = car == 0 ? HierarchyScene::Ax : HierarchyScene::Bx;
    const int y = car == 0 ? HierarchyScene::Ay : HierarchyScene::By;
    const int a = car == 0 ? HierarchyScene::Aangle : HierarchyScene::Bangle;
    return { { s[x], s[y] }, geometry::radians(s[a]) };
}

geometry::HierarchyResult carsOf(const LessonScene::State& s)
{
    const auto car = geometry::seedCar(s[HierarchyScene::R0]);
    return geometry::hierarchyVsHierarchy(car, poseOf(s, 0), car, poseOf(s, 1));
}

geometry::Aabb areaOf(const LessonScene::State& s)
{
    const double w = s[HierarchyScene::Width] / 2;
    const double h = s[HierarchyScene::Height] / 2;
    return { { -w, -h }, { w, h } };
}

} // namespace

TEST_CASE("hierarchy tasks: three, in the README's order, ids and kinds")
{
    checkTaskList(HierarchyLesson().createTasks(),
        { { QStringLiteral("predict-outcome"), TaskKind::Predict },
            { QStringLiteral("compute-tests"), TaskKind::Compute },
            { QStringLiteral("predict-wall"), TaskKind::Predict } });
}

TEST_CASE("hierarchy predict-outcome: the right outcome is right, the others wrong, collision, false and "
          "apart all occur")
{
    const auto tasks = HierarchyLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, hierarchy::kPredictOutcomeTask);
    HierarchyScene scene;
    QSet<QString> outcomes;
    for (quint32 seed = 1; seed <= 30; ++seed) {
        AskedTask asked(task, scene, seed);
        const auto r = carsOf(scene.values());
        const QString right = !r.outerOverlap ? QStringLiteral("apart")
            : r.hit                           ? QStringLiteral("collision")
                                              : QStringLiteral("false");
        INFO("seed " << seed << " " << right.toStdString());
        outcomes.insert(right);
        CHECK(scene.mode() == HierarchyScene::Mode::CarVsCar);
        CHECK(task.rightChoice(scene) == right);
        for (const TaskChoice& c : task.choices())
            CHECK(asked.pick(c.id) == (c.id == right ? AnswerState::Right : AnswerState::Wrong));
        CHECK(task.solution(scene).contains(QString::number(r.circleTests)));
    }
    CHECK(outcomes.size() == 3);
}

TEST_CASE("hierarchy compute-tests: the count of circle tests is right, one more is wrong, the counts spread")
{
    const auto tasks = HierarchyLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, hierarchy::kComputeTestsTask);
    HierarchyScene scene;
    QSet<int> counts;
    for (quint32 seed = 1; seed <= 30; ++seed) {
        AskedTask asked(task, scene, seed);
        const auto r = carsOf(scene.values());
        INFO("seed " << seed << " tests " << r.circleTests);
        CHECK(r.outerOverlap);
        counts.insert(r.circleTests);
        CHECK(asked.type(QString::number(r.circleTests)) == AnswerState::Right);
        CHECK(asked.type(QString::number(r.circleTests + 1)) == AnswerState::Wrong);
        CHECK(asked.type(QString::number(r.circleTests - 1)) == AnswerState::Wrong);
    }
    CHECK(counts.size() >= 5);
}

TEST_CASE(
    "hierarchy predict-wall: the circle that reverses mov after the move is right, the outer circle is out")
{
    const auto tasks = HierarchyLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, hierarchy::kPredictWallTask);
    HierarchyScene scene;
    QSet<QString> answers;
    for (quint32 seed = 1; seed <= 40; ++seed) {
        AskedTask asked(task, scene, seed);
        const auto& s = scene.values();
        CHECK(scene.mode() == HierarchyScene::Mode::Walls);
        const auto next = geometry::bounceHierarchyInBox(geometry::seedCar(s[HierarchyScene::R0]),
            poseOf(s, 0), { s[HierarchyScene::Avx], s[HierarchyScene::Avy] }, areaOf(s));
        const QString right
            = next.innerIndex < 0 ? QStringLiteral("none") : QString::number(next.innerIndex + 1);
        INFO("seed " << seed << " " << right.toStdString());
        answers.insert(right);
        CHECK(next.outerTouched);
        CHECK(task.rightChoice(scene) == right);
        for (const TaskChoice& c : task.choices())
            CHECK(asked.pick(c.id) == (c.id == right ? AnswerState::Right : AnswerState::Wrong));
    }
    CHECK(answers.size() >= 3);
}

TEST_CASE("hierarchy tasks hold back: while open no giveaway in the live box, read-outs or canvas words, no "
          "frame runs")
{
    HierarchyLesson lesson;
    const auto tasks = lesson.createTasks();
    const auto painter = lesson.createPainter();
    for (const auto& task : tasks) {
        for (quint32 seed = 1; seed <= 8; ++seed) {
            HierarchyScene scene;
            QUndoStack undo;
            ViewState view;
            scene.setState(*task->scene(seed));
            scene.setHeld(task->held());
            std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
            const SceneDescription words = painter->describe(scene);
            const QString seen = lesson.liveText(scene) + controlTexts(*controls)
                + words.shapes.join(QLatin1Char('\n')) + words.verdict;
            INFO(task->id().toStdString() << " seed " << seed);
            for (const QString& g : task->giveaways(scene))
                CHECK_FALSE(seen.contains(g));
            // Shown again once nothing is held: the same words are there.
            scene.setHeld({});
            const QString after
                = lesson.liveText(scene) + controlTexts(*controls) + painter->describe(scene).verdict;
            bool any = false;
            for (const QString& g : task->giveaways(scene))
                any = any || after.contains(g);
            if (task->id() != hierarchy::kPredictWallTask) // its answer is the next frame's, shown by the run
                CHECK(any);
        }
    }
    HierarchyScene scene;
    scene.setState(*taskNamed(tasks, hierarchy::kPredictWallTask).scene(2));
    scene.setHeld(taskNamed(tasks, hierarchy::kPredictWallTask).held());
    const auto before = scene.state();
    scene.stepFrame();
    CHECK(scene.state() == before);
    CHECK(scene.history().isEmpty());
    scene.setHeld({});
    scene.stepFrame();
    CHECK(scene.history().size() == 1);
}

TEST_CASE("hierarchy code: car against car, every value of the run is hierarchyVsHierarchy's test")
{
    HierarchyLesson lesson;
    const QList<CodeListing> listings = lesson.codeListings();
    REQUIRE(listings.size() == 2);
    CHECK(listings[0].id == hierarchy::kCarsListing);
    const auto tasks = lesson.createTasks();
    HierarchyScene scene;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        scene.setState(*taskNamed(tasks, hierarchy::kComputeTestsTask).scene(seed));
        if (seed % 3 == 0)
            scene.setState(*taskNamed(tasks, hierarchy::kPredictOutcomeTask).scene(seed));
        const auto& s = scene.values();
        const auto car = geometry::seedCar(s[HierarchyScene::R0]);
        const geometry::Pose a = poseOf(s, 0);
        const geometry::Pose b = poseOf(s, 1);
        const auto r = geometry::hierarchyVsHierarchy(car, a, car, b);
        const CodeRun run = lesson.runCode(scene, 0);
        INFO("seed " << seed);
        int pairs = 0;
        for (const CodeStep& step : run.steps) {
            REQUIRE(step.line < listings[0].lines.size());
            if (step.line == hierarchy::CarsOuterLine) {
                const auto outer
                    = geometry::circleVsCircle(geometry::worldOuter(car, a), geometry::worldOuter(car, b));
                CHECK(step.values[0].value == outer.distanceSquared);
                CHECK(step.values[1].value == outer.radiusSumSquared);
                CHECK((step.branch == CodeStep::Branch::Taken) == !r.outerOverlap);
            }
            if (step.line == hierarchy::CarsPairLine) {
                const int i = pairs / car.innerCount;
                const int j = pairs % car.innerCount;
                const auto t = geometry::circleVsCircle(
                    geometry::worldInner(car, a, i), geometry::worldInner(car, b, j));
                CHECK(step.values[0].value == t.distanceSquared);
                CHECK(step.values[1].value == t.radiusSumSquared);
                CHECK((step.branch == CodeStep::Branch::Taken) == t.hit);
                CHECK(step.iteration == j);
                CHECK(step.spotlight == car_code::kSpotPair.at(i, j));
                ++pairs;
            }
        }
        CHECK(1 + pairs == r.circleTests);
        CHECK(run.reached(hierarchy::CarsHitLine) == r.hit);
        CHECK(run.reached(hierarchy::CarsApartLine) == !r.outerOverlap);
        CHECK(lesson.runCode(scene, 1).steps.isEmpty()); // the walls' Update runs in the walls mode
    }
}

TEST_CASE("hierarchy code: one Update at the walls, every value of the run is bounceHierarchyInBox's")
{
    HierarchyLesson lesson;
    const CodeListing listing = lesson.codeListings().at(1);
    CHECK(listing.id == hierarchy::kUpdateListing);
    const auto tasks = lesson.createTasks();
    HierarchyScene scene;
    QRandomGenerator rng(31);
    for (quint32 seed = 1; seed <= 60; ++seed) {
        LessonScene::State s = *taskNamed(tasks, hierarchy::kPredictWallTask).scene(seed);
        if (seed % 4 == 0) { // somewhere inside too
            s[HierarchyScene::Ax] = -100 + 200 * rng.generateDouble();
            s[HierarchyScene::Ay] = -50 + 100 * rng.generateDouble();
        }
        scene.setState(s);
        const auto car = geometry::seedCar(s[HierarchyScene::R0]);
        const geometry::Pose pose = poseOf(s, 0);
        const geometry::Vec2 mov { s[HierarchyScene::Avx], s[HierarchyScene::Avy] };
        const auto next = geometry::bounceHierarchyInBox(car, pose, mov, areaOf(s));
        const CodeRun run = lesson.runCode(scene, 1);
        INFO("seed " << seed);
        QStringList innerTried;
        for (const CodeStep& step : run.steps) {
            if (step.line == car_code::TurnLine) {
                const geometry::Vec2 p
                    = geometry::worldInner(car, pose, step.iteration).center - pose.position;
                CHECK(step.values.back().text == formatPoint(p.x, p.y));
            }
            if (step.line == car_code::OuterLine)
                CHECK((step.branch == CodeStep::Branch::Taken) == next.outerTouched);
            if (step.line == car_code::InnerLine) {
                const geometry::Circle c
                    = geometry::worldInner(car, { pose.position + mov, pose.angle }, step.iteration);
                CHECK(step.values[0].text == formatPoint(c.center.x, c.center.y));
                CHECK((step.branch == CodeStep::Branch::Taken) == (step.iteration == next.innerIndex));
                innerTried << QString::number(step.iteration);
            }
            if (step.line == car_code::BounceLine)
                CHECK(step.values[1].text == formatPoint(next.velocity.x, next.velocity.y));
        }
        CHECK(1 + innerTried.size() == next.circleTests);
        CHECK(run.reached(car_code::ElseMoveLine) == !next.outerTouched);
        CHECK(run.reached(car_code::BounceLine) == (next.innerIndex >= 0));
        CHECK(lesson.runCode(scene, 0).steps.isEmpty());
    }
}

TEST_CASE("hierarchy code: while a task holds the answer the run stops before it, with '?'")
{
    HierarchyLesson lesson;
    const auto tasks = lesson.createTasks();
    HierarchyScene scene;
    for (const auto& task : tasks) {
        scene.setState(*task->scene(5));
        scene.setHeld(task->held());
        const int listing = scene.mode() == HierarchyScene::Mode::Walls ? 1 : 0;
        const CodeRun run = lesson.runCode(scene, listing);
        INFO(task->id().toStdString());
        if (listing == 0)
            CHECK_FALSE(run.reached(hierarchy::CarsPairLine));
        else
            CHECK_FALSE(run.reached(car_code::InnerLine));
        CHECK(run.steps.back().values.value(0).text == QStringLiteral("?"));
        scene.setHeld({});
    }
}

TEST_CASE("hierarchy code: the canvas draws the step's pair")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    const auto painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, *painter, undo, view);
    canvas.resize(700, 520);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    const auto labels = [&canvas] {
        canvas.grab();
        QStringList texts;
        for (const PlacedLabel& l : canvas.placedLabels())
            texts << l.text;
        return texts;
    };
    CHECK_FALSE(labels().contains(pairName(1, 2)));
    scene.setSpotlight(car_code::kSpotPair.at(1, 2));
    CHECK(labels().contains(pairName(1, 2)));
}

TEST_CASE("hierarchy chart: the two y axes tick alike, at whole numbers, in the canvas's palette")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* chartView = controls->findChild<QChartView*>(QStringLiteral("chart"));
    REQUIRE(chartView);
    const auto check = [&] {
        const auto axes = chartView->chart()->axes(Qt::Vertical);
        REQUIRE(axes.size() == 2);
        const auto* left = qobject_cast<QValueAxis*>(axes[0]);
        const auto* right = qobject_cast<QValueAxis*>(axes[1]);
        REQUIRE((left && right));
        CHECK(left->tickCount() == right->tickCount());
        for (const QValueAxis* axis : { left, right }) {
            CHECK(axis->min() == 0);
            const double step = axis->max() / (axis->tickCount() - 1);
            CHECK(step == std::round(step));
        }
        CHECK(chartView->chart()->backgroundBrush().color() == view.style().background);
        CHECK(left->labelsBrush().color() == view.style().text);
    };
    check();
    for (int k = 0; k < 40; ++k)
        scene.stepFrame();
    check();
    scene.setMode(HierarchyScene::Mode::Walls);
    check();
    view.setStyle(CanvasStyle::projectorStyle(ProjectorPalette::Dark));
    check();
}

} // namespace test_hierarchy_tasks
