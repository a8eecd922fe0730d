#include "circles/circles_format.h"
#include "circles/circles_lesson.h"
#include "core/canvas/view_state.h"
#include "core/model/frames.h"
#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <geometry/circles.h>
#include <geometry/rects.h>

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

#include <cmath>

namespace test_circles_lesson {

using namespace lab;

namespace {

// a1, b1, r1 and a2, b2, r2 in the scene's order.
CirclesScene::State circles2(double a1, double b1, double r1, double a2, double b2, double r2)
{
    return { a1, b1, a2, b2, r1, r2 };
}

// Configurations the animation must handle: the lesson's own, overlapping, far apart,
// coincident centres, awkward decimals.
QList<CirclesScene::State> runStates()
{
    return {
        CirclesScene().initialState(), CirclesScene::example(CirclesScene::Example1),
        CirclesScene::example(CirclesScene::FalseCollision), circles2(0, 0, 10, 5, 0, 10), // overlapping
        circles2(0, 0, 1, 1000, -700, 2), // far away
        circles2(3, 3, 4, 3, 3, 4), // the same centre
        circles2(-1.3, 0.7, 0.3, 2.9, -4.1, 1.7),
        circles2(1e4, -2e4, 123.456, 1e4 + 300, -2e4 + 400, 76.544), // touching exactly at rest
    };
}

} // namespace

TEST_CASE("circles: Example 1's numbers, as the text states them, come from geometry/")
{
    CirclesScene scene;
    scene.setState(CirclesScene::example(CirclesScene::Example1));
    const geometry::Circle a = scene.first();
    const geometry::Circle b = scene.second();
    // The equations (x - 20)^2 + (y - 10)^2 = 900 and (x + 10)^2 + (y - 50)^2 = 625.
    CHECK(circles::equation(a) == QStringLiteral("(x - 20)^2 + (y - 10)^2 = 900"));
    CHECK(circles::equation(b) == QStringLiteral("(x + 10)^2 + (y - 50)^2 = 625"));
    CHECK(a.center == geometry::Vec2 { 20, 10 });
    CHECK(b.center == geometry::Vec2 { -10, 50 });
    CHECK(a.radius == 30);
    CHECK(b.radius == 25);
    CHECK((b.center.x - a.center.x) * (b.center.x - a.center.x) == 900);
    CHECK((b.center.y - a.center.y) * (b.center.y - a.center.y) == 1600);

    const geometry::CircleCircleResult r = geometry::circleVsCircle(a, b);
    CHECK(r.distanceSquared == 2500);
    CHECK(std::sqrt(r.distanceSquared) == 50);
    CHECK(a.radius + b.radius == 55);
    CHECK(r.radiusSumSquared == 3025);
    CHECK(r.hit);
    CHECK(scene.result().hit == r.hit);
}

TEST_CASE("circles: Example 1's cars, drawn level, do not touch although their circles collide")
{
    CirclesScene scene;
    scene.setState(CirclesScene::example(CirclesScene::Example1));
    CHECK(scene.result().hit);
    const auto cars
        = geometry::aabbVsAabb(CirclesScene::carBox(scene.first()), CirclesScene::carBox(scene.second()));
    CHECK_FALSE(cars.hit);
    CHECK(scene.carsResult().hit == cars.hit);
}

TEST_CASE("circles: the false-collision configuration has overlapping circles and separate cars")
{
    CirclesScene scene;
    scene.setState(CirclesScene::example(CirclesScene::FalseCollision));
    CHECK(geometry::circleVsCircle(scene.first(), scene.second()).hit);
    CHECK_FALSE(
        geometry::aabbVsAabb(CirclesScene::carBox(scene.first()), CirclesScene::carBox(scene.second())).hit);
}

TEST_CASE("circles: the car box is twice as long as wide and its corners lie on the circle")
{
    for (const double r : { 1.0, 25.0, 30.0, 1234.5 }) {
        const geometry::Circle c { { 3, -4 }, r };
        const geometry::Aabb box = CirclesScene::carBox(c);
        const geometry::Vec2 size = box.max - box.min;
        CHECK(size.x == Approx(2 * size.y));
        for (const geometry::Vec2 corner : { box.min, box.max, geometry::Vec2 { box.min.x, box.max.y } }) {
            const auto onCircle = geometry::pointInCircle(corner, c);
            CHECK(onCircle.hit);
            CHECK(onCircle.distanceSquared == Approx(onCircle.radiusSquared));
        }
    }
}

TEST_CASE("circles: the default scene is apart, the cars are apart, the run is 9 frames at 60 fps")
{
    CirclesScene scene;
    CHECK_FALSE(scene.result().hit);
    CHECK_FALSE(scene.carsResult().hit);
    CHECK(kFramesPerSecond == 60);
    CHECK(FrameRun::kFrameCount == 9);
    CHECK(FrameRun::kFramesBeforeContact == 5);
}

TEST_CASE("circles: no frame lands on D = r1 + r2 exactly, while <= reports the hit from frame 6")
{
    for (const CirclesScene::State& state : runStates()) {
        INFO(state[0] << ", " << state[1] << ", " << state[2] << ", " << state[3] << ", " << state[4] << ", "
                      << state[5]);
        const FrameRun run = CirclesScene::planRun(state);
        int firstHit = -1;
        for (int k = 0; k < FrameRun::kFrameCount; ++k) {
            const FrameInfo f = CirclesScene::frameOf(state, run, k);
            INFO("frame " << k);
            CHECK(f.test.distanceSquared != f.test.radiusSumSquared);
            if (f.test.hit && firstHit < 0)
                firstHit = k;
            // Once overlapping, every later frame of the run overlaps too: it stops before passing through.
            CHECK(f.test.hit == (k >= FrameRun::kFramesBeforeContact + 1));
        }
        CHECK(firstHit == 6);
        // The touching moment lies half way between frames 5 and 6.
        const geometry::Vec2 contact = run.start + (FrameRun::kFramesBeforeContact + 0.5) * run.step;
        const auto touch = geometry::circleVsCircle(
            CirclesScene::circleOf(state, 0), { contact, state[CirclesScene::R2] });
        CHECK(std::sqrt(touch.distanceSquared) == Approx(std::sqrt(touch.radiusSumSquared)));
    }
}

TEST_CASE("circles: a run starts from circle 2 where the student left it when the gap is a fair run-up")
{
    const CirclesScene::State state = CirclesScene().initialState();
    const FrameRun run = CirclesScene::planRun(state);
    CHECK(run.start == CirclesScene::circleOf(state, 1).center);
    CHECK(CirclesScene::frameOf(state, run, 0).center == run.start);
}

TEST_CASE("circles: the animation shows frames without touching the student's state for good")
{
    CirclesScene scene;
    scene.setState(CirclesScene::example(CirclesScene::FalseCollision));
    const auto student = scene.state();
    scene.startAnimation();
    CHECK(scene.animating());
    CHECK(scene.savedState() == student);
    scene.showFrame(7);
    CHECK(scene.frame() == 7);
    CHECK(scene.state() != student);
    CHECK(scene.result().hit);
    // Edits are refused while the frames play.
    CHECK_FALSE(scene.validate(student).isEmpty());
    scene.showFrame(99);
    CHECK(scene.frame() == FrameRun::kFrameCount - 1);
    scene.stopAnimation(true);
    CHECK_FALSE(scene.animating());
    CHECK(scene.state() == student);
    CHECK(scene.validate(student).isEmpty());
}

TEST_CASE("circles: radii must be positive")
{
    CirclesScene scene;
    auto state = scene.state();
    state[CirclesScene::R2] = 0;
    CHECK_FALSE(scene.validate(state).isEmpty());
    state[CirclesScene::R2] = -3;
    CHECK_FALSE(scene.validate(state).isEmpty());
    state[CirclesScene::R2] = 0.001;
    CHECK(scene.validate(state).isEmpty());
}

TEST_CASE("circles: H/J/K/L move the selected circle, circle 1 when nothing is selected")
{
    Selection picked;
    CirclesScene scene;
    const auto start = scene.state();
    auto next = scene.keyAction(Qt::Key_H, {}, picked);
    REQUIRE(next);
    CHECK((*next)[CirclesScene::A1] == start[CirclesScene::A1] - 1);
    CHECK((*next)[CirclesScene::A2] == start[CirclesScene::A2]);
    next = scene.keyAction(Qt::Key_K, Qt::ShiftModifier, picked);
    CHECK((*next)[CirclesScene::B1] == start[CirclesScene::B1] + 5);
    picked = { 2, -1 }; // a handle of circle 2
    next = scene.keyAction(Qt::Key_J, {}, picked);
    CHECK((*next)[CirclesScene::B2] == start[CirclesScene::B2] - 1);
    CHECK((*next)[CirclesScene::B1] == start[CirclesScene::B1]);
    next = scene.keyAction(Qt::Key_L, Qt::ShiftModifier, picked);
    CHECK((*next)[CirclesScene::A2] == start[CirclesScene::A2] + 5);
    CHECK_FALSE(scene.keyAction(Qt::Key_Q, {}, picked));
}

TEST_CASE("circles: the live text works Example 1 through with the numbers of geometry/")
{
    CirclesLesson lesson;
    CirclesScene scene;
    scene.setState(CirclesScene::example(CirclesScene::Example1));
    const auto r = scene.result();
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("(x - 20)^2 + (y - 10)^2 = 900")));
    CHECK(live.contains(QStringLiteral("(x + 10)^2 + (y - 50)^2 = 625")));
    CHECK(live.contains(QStringLiteral("(a_2, b_2) = (-10, 50)")));
    CHECK(live.contains(QStringLiteral("\\sqrt{(-30)^2 + 40^2} = \\sqrt{%1} = %2")
                            .arg(mathNumber(r.distanceSquared), mathNumber(std::sqrt(r.distanceSquared)))));
    CHECK(live.contains(QStringLiteral("r_1 + r_2 = 30 + 25 = 55")));
    CHECK(live.contains(QStringLiteral("D^2 = %1 \\;\\le\\; (r_1 + r_2)^2 = %2")
                            .arg(mathNumber(r.distanceSquared), mathNumber(r.radiusSumSquared))));
    scene.setState(scene.initialState());
    CHECK(lesson.liveText(scene).contains(QStringLiteral("\\;>\\;")));
}

TEST_CASE("circles controls: one-click configurations are undo steps and the read-out follows")
{
    CirclesLesson lesson;
    CirclesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    CHECK(readout->text().contains(QStringLiteral("apart")));
    controls->findChild<QPushButton*>(QStringLiteral("example1"))->click();
    const auto r = scene.result();
    CHECK(readout->text().contains(QStringLiteral("D = %1, r1 + r2 = %2")
                                       .arg(formatNumber(std::sqrt(r.distanceSquared)), formatNumber(55))));
    CHECK(readout->text().contains(
        QStringLiteral("D² = %1, (r1 + r2)² = %2")
            .arg(formatNumber(r.distanceSquared), formatNumber(r.radiusSumSquared))));
    CHECK(readout->text().contains(QStringLiteral("The circles collide")));
    CHECK(readout->text().contains(QStringLiteral("false collision")));
    controls->findChild<QPushButton*>(QStringLiteral("falseCollision"))->click();
    CHECK(undo.count() == 2);
    CHECK(readout->text().contains(QStringLiteral("false collision")));
    undo.undo();
    undo.undo();
    CHECK(scene.state() == scene.initialState());
    CHECK(readout->text().contains(QStringLiteral("apart")));
}

TEST_CASE("circles controls: the frame buttons step the run and the table shows no exact touch")
{
    CirclesLesson lesson;
    CirclesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* animate = controls->findChild<QPushButton*>(QStringLiteral("animate"));
    auto* next = controls->findChild<QPushButton*>(QStringLiteral("step"));
    auto* back = controls->findChild<QPushButton*>(QStringLiteral("stepBack"));
    auto* play = controls->findChild<QPushButton*>(QStringLiteral("play"));
    auto* frames = controls->findChild<QLabel*>(QStringLiteral("frames"));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE((animate && next && back && play && frames && readout));
    CHECK_FALSE(next->isEnabled());
    const auto student = scene.state();

    animate->click();
    REQUIRE(scene.animating());
    play->click(); // pause: the buttons step from here
    CHECK(scene.frame() == 0);
    for (int k = 1; k <= 5; ++k)
        next->click();
    CHECK(scene.frame() == 5);
    CHECK(readout->text().contains(QStringLiteral("apart")));
    next->click();
    CHECK(scene.frame() == 6);
    CHECK(readout->text().contains(QStringLiteral("collide")));
    back->click();
    CHECK(scene.frame() == 5);
    CHECK(frames->text().contains(QStringLiteral("exactly in 0 of 9 frames")));
    CHECK(frames->text().contains(QStringLiteral("from frame 6 on")));
    for (const FrameInfo& f : scene.frames())
        CHECK(frames->text().contains(formatNumber(std::sqrt(f.test.distanceSquared))));
    CHECK(undo.count() == 0); // frames are not undo steps

    animate->click();
    CHECK_FALSE(scene.animating());
    CHECK(scene.state() == student);
    CHECK(undo.count() == 0);
}

TEST_CASE("circles controls: an undo while the frames play ends the animation at the undone state")
{
    CirclesLesson lesson;
    CirclesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    controls->findChild<QPushButton*>(QStringLiteral("example1"))->click();
    auto* animate = controls->findChild<QPushButton*>(QStringLiteral("animate"));
    animate->click();
    REQUIRE(scene.animating());
    scene.showFrame(4);
    undo.undo();
    CHECK_FALSE(scene.animating());
    CHECK_FALSE(animate->isChecked());
    CHECK(scene.state() == scene.initialState());
    // Loading an example while animating first puts the student's state back, then records one step.
    animate->click();
    scene.showFrame(8);
    controls->findChild<QPushButton*>(QStringLiteral("falseCollision"))->click();
    CHECK_FALSE(scene.animating());
    undo.undo();
    CHECK(scene.state() == scene.initialState());
}

} // namespace test_circles_lesson
