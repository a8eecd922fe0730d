// Runs and animations show their frames over the scene's values (LessonScene::showRunFrame): a
// frame is no edit and no undo step, and an undo right after a run returns to the values before
// the last edit.
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "hierarchy/hierarchy_lesson.h"
#include "lines/lines_lesson.h"

#include "../support/lines_canvas.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

namespace test_run_frames {

using namespace lab;

TEST_CASE("run frames: shown over the values, ended by any edit")
{
    LinesScene scene;
    const LessonScene::State values = scene.values();
    LessonScene::State frame = values;
    frame[LinesScene::Px] += 3;
    QSignalSpy changed(&scene, &LessonScene::changed);
    scene.showRunFrame(frame);
    CHECK(changed.count() == 1);
    CHECK(scene.hasRunFrame());
    CHECK(scene.state() == frame);
    CHECK(scene.value(LinesScene::Px) == frame[LinesScene::Px]);
    CHECK(scene.values() == values);

    // An edit from what is shown: its undo step starts at the values, not at the frame.
    QUndoStack undo;
    LessonScene::State edited = scene.state();
    edited[LinesScene::Py] += 1;
    pushState(undo, scene, edited, QStringLiteral("edit"));
    CHECK_FALSE(scene.hasRunFrame());
    CHECK(scene.values() == edited);
    undo.undo();
    CHECK(scene.values() == values);
    CHECK(scene.state() == values);

    // Setting the values the scene already has still ends a shown frame, with no undo step.
    scene.showRunFrame(frame);
    pushState(undo, scene, values, QStringLiteral("same"));
    CHECK_FALSE(scene.hasRunFrame());
    CHECK(undo.count() == 1);
    scene.showRunFrame(frame);
    scene.clearRunFrame();
    CHECK(scene.state() == values);
}

TEST_CASE("run frames: an undo right after a hierarchy run returns to the values before the last edit")
{
    HierarchyScene scene;
    QUndoStack undo;
    const LessonScene::State start = scene.values();
    LessonScene::State moved = start;
    moved[HierarchyScene::Ax] -= 20;
    pushState(undo, scene, moved, QStringLiteral("Move car"));
    for (int i = 0; i < 40; ++i)
        scene.stepFrame();
    REQUIRE(scene.hasRunFrame());
    CHECK(scene.value(HierarchyScene::Ax) != moved[HierarchyScene::Ax]); // the car was shown moving
    CHECK(scene.values() == moved);
    CHECK(undo.count() == 1);
    undo.undo();
    CHECK(scene.state() == start);
    CHECK_FALSE(scene.hasRunFrame());
    undo.redo();
    CHECK(scene.state() == moved);
}

TEST_CASE("run frames: the hierarchy mode is a value and an undo step, and a new mode clears the run")
{
    HierarchyScene scene;
    QUndoStack undo;
    for (int i = 0; i < 5; ++i)
        scene.stepFrame();
    CHECK(scene.totals().frames == 5);
    pushState(undo, scene, scene.withMode(HierarchyScene::Mode::Walls), QStringLiteral("Mode"));
    CHECK(scene.mode() == HierarchyScene::Mode::Walls);
    CHECK(scene.totals().frames == 0);
    CHECK(scene.carCount() == 1);
    undo.undo();
    CHECK(scene.mode() == HierarchyScene::Mode::CarVsCar);
    CHECK(scene.carCount() == 2);
    LessonScene::State bad = scene.values();
    bad[HierarchyScene::ModeParam] = 2;
    CHECK_FALSE(scene.validate(bad).isEmpty());
}

TEST_CASE("run frames: a car circles run is no undo step and keeps the car's set-up")
{
    CarCirclesScene scene;
    QUndoStack undo;
    const LessonScene::State setUp = scene.values();
    for (int i = 0; i < 60; ++i)
        scene.stepFrame();
    CHECK(scene.values() == setUp);
    CHECK(scene.state() != setUp);
    CHECK(undo.count() == 0);
    // A key moves the car from where it is shown: one undo step back to the set-up.
    const auto next = scene.keyAction(Qt::Key_L, {}, {});
    REQUIRE(next);
    pushState(undo, scene, *next, scene.keyActionText(Qt::Key_L, {}));
    CHECK(undo.count() == 1);
    undo.undo();
    CHECK(scene.state() == setUp);
}

TEST_CASE("run frames: a handle dragged while a run frame is shown is one undo step back to the values")
{
    lab::test::LinesCanvas f;
    const LessonScene::State values = f.scene.values();
    LessonScene::State frame = values;
    frame[LinesScene::Px] += 1;
    f.scene.showRunFrame(frame);
    const QPoint at
        = f.canvas.viewport().toScreen({ frame[LinesScene::Px], frame[LinesScene::Py] }).toPoint();
    // A press and release that do not move change nothing and leave the frame shown.
    QTest::mouseClick(&f.canvas, Qt::LeftButton, {}, at);
    CHECK(f.scene.hasRunFrame());
    CHECK(f.undo.count() == 0);
    QTest::mousePress(&f.canvas, Qt::LeftButton, {}, at);
    for (int i = 1; i <= 4; ++i) {
        const QPoint to = at + QPoint(10 * i, 0);
        QMouseEvent move(QEvent::MouseMove, to, f.canvas.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&f.canvas, &move);
    }
    QTest::mouseRelease(&f.canvas, Qt::LeftButton, {}, at + QPoint(40, 0));
    CHECK(f.undo.count() == 1);
    CHECK_FALSE(f.scene.hasRunFrame());
    CHECK(f.scene.value(LinesScene::Px) > frame[LinesScene::Px]); // dragged from where it was shown
    f.undo.undo();
    CHECK(f.scene.state() == values);
}

} // namespace test_run_frames
