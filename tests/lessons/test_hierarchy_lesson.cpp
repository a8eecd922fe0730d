#include "hierarchy/hierarchy_controls.h"
#include "hierarchy/hierarchy_lesson.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/frames.h"

#include <geometry/circles.h>
#include <geometry/hierarchy.h>

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace test_hierarchy_lesson {

using namespace lab;

namespace {

geometry::Pose poseOf(const HierarchyScene& s, int car)
{
    const int x = car == 0 ? HierarchyScene::Ax : HierarchyScene::Bx;
    return { { s.value(x), s.value(x + 1) }, geometry::radians(s.value(x + 2)) };
}

QString label(const QWidget& w, const char* name)
{
    auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
    REQUIRE(l);
    return l->text();
}

void click(const QWidget& w, const char* name)
{
    auto* b = w.findChild<QAbstractButton*>(QString::fromLatin1(name));
    REQUIRE(b);
    b->click();
}

} // namespace

TEST_CASE("hierarchy: the lesson's car is geometry's seed car, r = 45, 60, 70 at (-105,-15), (90,-10), (0,0)")
{
    HierarchyScene scene;
    const auto car = scene.handoutCar();
    const auto seed = geometry::seedCar(scene.value(HierarchyScene::R0));
    REQUIRE(car.innerCount == 3);
    REQUIRE(seed.innerCount == 3);
    const double radii[] = { 45, 60, 70 };
    const geometry::Vec2 offsets[] = { { -105, -15 }, { 90, -10 }, { 0, 0 } };
    for (int i = 0; i < 3; ++i) {
        CHECK(car.inner[i].radius == seed.inner[i].radius);
        CHECK(car.inner[i].center == seed.inner[i].center);
        CHECK(seed.inner[i].radius == radii[i]);
        CHECK(seed.inner[i].center == offsets[i]);
    }
    CHECK(car.outer.radius == 155);
}

TEST_CASE("hierarchy: the text's numbers: r0 >= 151.07 holds every inner circle, at most 10 and 4 tests")
{
    const auto car = geometry::seedCar(155);
    double needed = 0;
    for (int i = 0; i < car.innerCount; ++i)
        needed = std::max(needed, geometry::length(car.inner[i].center) + car.inner[i].radius);
    CHECK(needed == Approx(std::sqrt(105.0 * 105 + 15 * 15) + 45));
    CHECK(needed == Approx(151.07).margin(0.005));
    CHECK(car.outer.radius >= needed);

    // The most tests: outer circles overlap and no inner pair does (the default scene), and a car
    // whose outer circle is past a wall while no inner circle is.
    HierarchyScene scene;
    const auto hit = geometry::hierarchyVsHierarchy(car, poseOf(scene, 0), car, poseOf(scene, 1));
    CHECK(hit.circleTests == 1 + 3 * 3);
    CHECK(hit.circleTests == 10);
    const geometry::Aabb box { { -320, -240 }, { 320, 240 } };
    const auto walls = geometry::hierarchyVsWalls(car, { { 320 - 150, 0 }, 0 }, box);
    CHECK(walls.outerTouches);
    CHECK_FALSE(walls.hit);
    CHECK(walls.circleTests == 1 + 3);
    CHECK(walls.circleTests == 4);
}

TEST_CASE(
    "hierarchy: the text's examples, a false collision after 10 tests and a crash of A2 and B1 on test 5")
{
    HierarchyScene scene;
    const auto hit = scene.carVsCar();
    const auto car = scene.handoutCar();
    const auto expected = geometry::hierarchyVsHierarchy(car, poseOf(scene, 0), car, poseOf(scene, 1));
    CHECK(hit.outerOverlap);
    CHECK_FALSE(hit.hit);
    CHECK(hit.circleTests == expected.circleTests);

    scene.setState(scene.example(HierarchyScene::Crash));
    const auto crash = geometry::hierarchyVsHierarchy(car, poseOf(scene, 0), car, poseOf(scene, 1));
    REQUIRE(crash.hit);
    CHECK(crash.circleTests == 5);
    CHECK(crash.innerA == 1); // rear of A
    CHECK(crash.innerB == 0); // front of B
    const InnerPair fourth = testedPair(car, crash.circleTests - 2);
    CHECK(fourth.a == crash.innerA);
    CHECK(fourth.b == crash.innerB);
}

TEST_CASE("hierarchy: the erratum's stuck car, 50 past the left wall at 3 a frame, never moves")
{
    HierarchyScene scene;
    scene.setMode(HierarchyScene::Mode::Walls);
    scene.setState(scene.example(HierarchyScene::StuckAtWall));
    const auto car = scene.handoutCar();
    const auto front = geometry::worldInner(car, poseOf(scene, 0), 0);
    CHECK(scene.area().min.x - (front.center.x - front.radius) == Approx(50));
    CHECK(std::abs(scene.value(HierarchyScene::Avx)) == 3);
    const double x = scene.value(HierarchyScene::Ax);
    for (int frame = 0; frame < 20; ++frame) {
        scene.stepFrame();
        CHECK(scene.value(HierarchyScene::Ax) == Approx(x));
        CHECK(scene.history().constLast().innerA == 0);
    }
    // geometry/ agrees that the seed's rule leaves it there.
    geometry::Pose pose = poseOf(scene, 0);
    geometry::Vec2 v { scene.value(HierarchyScene::Avx), 0 };
    for (int frame = 0; frame < 20; ++frame) {
        const auto r = geometry::bounceHierarchyInBox(car, pose, v, scene.area());
        CHECK(r.pose.position.x == Approx(x));
        pose = r.pose;
        v = r.velocity;
    }
}

TEST_CASE("hierarchy: keys move and turn the selected car, R and Shift+R by 5 degrees")
{
    HierarchyScene scene;
    const auto start = scene.state();
    auto next = scene.keyAction(Qt::Key_R, {}, {});
    REQUIRE(next);
    CHECK((*next)[HierarchyScene::Aangle] == start[HierarchyScene::Aangle] + 5);
    next = scene.keyAction(Qt::Key_R, Qt::ShiftModifier, {});
    CHECK((*next)[HierarchyScene::Aangle] == start[HierarchyScene::Aangle] - 5);
    scene.setSelectedCar(1);
    next = scene.keyAction(Qt::Key_L, Qt::ShiftModifier, {});
    CHECK((*next)[HierarchyScene::Bx] == start[HierarchyScene::Bx] + 10);
    CHECK((*next)[HierarchyScene::Ax] == start[HierarchyScene::Ax]);
    next = scene.keyAction(Qt::Key_K, {}, {});
    CHECK((*next)[HierarchyScene::By] == start[HierarchyScene::By] + 1);
    next = scene.keyAction(Qt::Key_J, Qt::ShiftModifier, {});
    CHECK((*next)[HierarchyScene::By] == start[HierarchyScene::By] - 10);
    next = scene.keyAction(Qt::Key_H, {}, {});
    CHECK((*next)[HierarchyScene::Bx] == start[HierarchyScene::Bx] - 1);
    CHECK_FALSE(scene.keyAction(Qt::Key_Q, {}, {}));
    // Walls mode has one car: the selection goes back to A.
    scene.setMode(HierarchyScene::Mode::Walls);
    CHECK(scene.selectedCar() == 0);
}

TEST_CASE("hierarchy: a radius of 0, a tiny area or a huge step is refused")
{
    HierarchyScene scene;
    auto state = scene.state();
    state[HierarchyScene::R0] = 0;
    CHECK_FALSE(scene.validate(state).isEmpty());
    state = scene.state();
    state[HierarchyScene::Width] = 50;
    CHECK_FALSE(scene.validate(state).isEmpty());
    state = scene.state();
    state[HierarchyScene::Avx] = 150;
    CHECK_FALSE(scene.validate(state).isEmpty());
    CHECK(scene.validate(scene.state()).isEmpty());
}

TEST_CASE("hierarchy controls: the read-out names the tested pairs and the verdict, examples are undoable")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    const QString before = label(*controls, "readout");
    CHECK(before.contains(QStringLiteral("Verdict: no collision (false collision avoided)")));
    CHECK(before.contains(QStringLiteral("Circle tests: 10")));
    CHECK(before.contains(pairName(2, 2)));
    CHECK(before.contains(QStringLiteral("Pair that hit: none")));

    click(*controls, "exampleCrash");
    const QString crash = label(*controls, "readout");
    CHECK(crash.contains(QStringLiteral("Verdict: collision")));
    CHECK(crash.contains(QStringLiteral("Inner pairs tested: %1, %2, %3, %4\n")
                             .arg(pairName(0, 0), pairName(0, 1), pairName(0, 2), pairName(1, 0))));
    CHECK(crash.contains(QStringLiteral("Pair that hit: ") + pairName(1, 0)));
    CHECK(pairName(1, 0).remove(QChar(0x2060)) == QStringLiteral("A2\u2013B1"));
    CHECK(crash.contains(QStringLiteral("Circle tests: 5")));
    CHECK(undo.count() == 1);
    undo.undo();
    CHECK(label(*controls, "readout") == before);

    // Far apart: one test, nothing else tried.
    auto far = scene.state();
    far[HierarchyScene::Bx] = 300;
    far[HierarchyScene::By] = 200;
    scene.setState(far);
    CHECK(label(*controls, "readout").contains(QStringLiteral("Inner pairs tested: none")));
    CHECK(label(*controls, "readout").contains(QStringLiteral("Circle tests: 1\n")));
}

TEST_CASE(
    "hierarchy controls: stepping frames in wall mode counts as geometry's bounce says, and is no undo step")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    QUndoStack undo;
    ViewState state;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, state, nullptr));
    click(*controls, "modeWalls");
    REQUIRE(scene.mode() == HierarchyScene::Mode::Walls);
    CHECK(undo.count() == 1); // the mode is an undo step
    const LessonScene::State setUp = scene.values();
    CHECK(label(*controls, "counters").contains(QStringLiteral("No frame run yet")));

    // The same run computed by geometry/ alone.
    const auto car = geometry::seedCar(scene.value(HierarchyScene::R0));
    geometry::Pose pose = poseOf(scene, 0);
    geometry::Vec2 v { scene.value(HierarchyScene::Avx), scene.value(HierarchyScene::Avy) };
    const geometry::Aabb box { { -scene.value(HierarchyScene::Width) / 2,
                                   -scene.value(HierarchyScene::Height) / 2 },
        { scene.value(HierarchyScene::Width) / 2, scene.value(HierarchyScene::Height) / 2 } };
    constexpr int kFrames = 300;
    int tests = 0, falseHits = 0, confirmed = 0, lastTests = 0;
    for (int i = 0; i < kFrames; ++i) {
        const auto r = geometry::bounceHierarchyInBox(car, pose, v, box);
        tests += r.circleTests;
        falseHits += (r.outerTouched && r.innerIndex < 0) ? 1 : 0;
        confirmed += r.innerIndex >= 0 ? 1 : 0;
        lastTests = r.circleTests;
        pose = r.pose;
        v = r.velocity;
    }
    REQUIRE(falseHits > 0); // the run shows the point of the lesson
    REQUIRE(confirmed > 0);

    for (int i = 0; i < kFrames; ++i)
        click(*controls, "step");
    CHECK(undo.count() == 1); // the frames are no undo steps
    CHECK(scene.values() == setUp); // they are shown over the values, which keep the set-up
    CHECK(scene.hasRunFrame());
    CHECK(scene.value(HierarchyScene::Ax) == Approx(pose.position.x));
    CHECK(scene.value(HierarchyScene::Ay) == Approx(pose.position.y));
    CHECK(scene.value(HierarchyScene::Avx) == v.x);
    const QString counters = label(*controls, "counters");
    CHECK(counters.contains(QStringLiteral("Frame %1\n").arg(kFrames)));
    CHECK(counters.contains(QStringLiteral("This frame: %1 circle tests").arg(lastTests)));
    CHECK(counters.contains(
        QStringLiteral("Totals: %1 circle tests (outer circle only: %2)").arg(tests).arg(kFrames)));
    CHECK(counters.contains(QStringLiteral("False collisions avoided: %1\n").arg(falseHits)));
    CHECK(counters.contains(QStringLiteral("Confirmed hits: %1").arg(confirmed)));

    // The plot has one point per frame; the hierarchy's tests per frame are geometry's.
    auto* view = controls->findChild<QChartView*>(QStringLiteral("chart"));
    REQUIRE(view);
    QLineSeries* hierarchy = nullptr;
    QLineSeries* falseSeries = nullptr;
    for (auto* s : view->chart()->series()) {
        if (s->objectName() == QLatin1String("testsHierarchy"))
            hierarchy = static_cast<QLineSeries*>(s);
        if (s->objectName() == QLatin1String("falseHitsOuterOnly"))
            falseSeries = static_cast<QLineSeries*>(s);
    }
    REQUIRE(hierarchy);
    REQUIRE(falseSeries);
    CHECK(hierarchy->count() == kFrames);
    CHECK(hierarchy->at(kFrames - 1).y() == lastTests);
    CHECK(falseSeries->at(kFrames - 1).y() == falseHits);

    click(*controls, "clearRun");
    CHECK(label(*controls, "counters").contains(QStringLiteral("No frame run yet")));
    CHECK(hierarchy->count() == 0);
}

TEST_CASE(
    "hierarchy controls: car vs car frames count pair tests, Play runs a 60 fps timer, Pause keeps the state")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    click(*controls, "step");
    const auto car = scene.handoutCar();
    const auto hit = geometry::hierarchyVsHierarchy(car, poseOf(scene, 0), car, poseOf(scene, 1));
    const QString counters = label(*controls, "counters");
    CHECK(counters.contains(QStringLiteral("This frame: %1 circle tests").arg(hit.circleTests)));
    CHECK(counters.contains(
        QStringLiteral("False collisions avoided: %1").arg(hit.outerOverlap && !hit.hit ? 1 : 0)));

    auto* timer = controls->findChild<QTimer*>(QStringLiteral("frameTimer"));
    REQUIRE(timer);
    CHECK(timer->interval() == kFrameIntervalMs);
    CHECK_FALSE(timer->isActive());
    click(*controls, "play");
    CHECK(timer->isActive());
    CHECK(QTest::qWaitFor([&] { return scene.totals().frames >= 3; }, 2000));
    click(*controls, "play");
    CHECK_FALSE(timer->isActive());
    const int frames = scene.totals().frames;
    const auto paused = scene.state();
    lab::test::deliverPostedEvents(); // a stopped player moves nothing, whatever is pending
    CHECK(scene.totals().frames == frames);
    CHECK(scene.state() == paused);
    CHECK(undo.count() == 0);
}

TEST_CASE("hierarchy: the live text shows the outer test with the current numbers")
{
    HierarchyLesson lesson;
    HierarchyScene scene;
    const auto outer = geometry::circleVsCircle(geometry::worldOuter(scene.handoutCar(), poseOf(scene, 0)),
        geometry::worldOuter(scene.handoutCar(), poseOf(scene, 1)));
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(
        QStringLiteral("D^2 = %1 \\le (r_0 + r_0)^2 = %2")
            .arg(formatNumber(outer.distanceSquared, 2), formatNumber(outer.radiusSumSquared, 2))));
    scene.setMode(HierarchyScene::Mode::Walls);
    CHECK(lesson.liveText(scene).contains(QStringLiteral("\\mathit{Left} = -320")));
}

} // namespace test_hierarchy_lesson
