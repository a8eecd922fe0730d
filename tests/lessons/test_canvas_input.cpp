// The canvas's input modes: what a press starts (a handle's drag, a shape's move, a pan that may
// be a click) and the keyboard pointer, driven with QTest.
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/line_breaks.h"
#include "exercises/square_collision/square_collision_lesson.h"
#include "lines/lines_lesson.h"

#include "../support/shown_canvas.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

namespace test_canvas_input {

using namespace lab;

namespace {

void moveTo(Canvas& canvas, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(&canvas, &move);
}

} // namespace

TEST_CASE("Canvas input: a press on a handle drags it, on empty canvas pans, and the release ends either")
{
    LinesLesson lesson;
    LinesScene scene;
    const auto painter = lesson.createPainter();
    lab::test::ShownCanvas shown(scene, *painter);
    Canvas& canvas = shown.canvas;
    CHECK(canvas.inputMode() == Canvas::InputMode::Idle);

    const QPoint handle = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, handle);
    CHECK(canvas.inputMode() == Canvas::InputMode::DragHandle);
    CHECK(shown.view.isDragging());
    CHECK(shown.view.selection().handle == 0);
    moveTo(canvas, handle + QPoint(30, 0));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, handle + QPoint(30, 0));
    CHECK(canvas.inputMode() == Canvas::InputMode::Idle);
    CHECK_FALSE(shown.view.isDragging());
    CHECK(shown.undo.count() == 1); // the drag is one shown.undo step

    const QPoint empty(20, 480);
    REQUIRE(canvas.handleRects().size() == scene.handles().size());
    for (const QRectF& r : canvas.handleRects())
        REQUIRE_FALSE(r.contains(empty));
    const QPointF centerBefore = canvas.viewport().toWorld(QPointF(300, 250));
    QTest::mousePress(&canvas, Qt::RightButton, {}, empty);
    CHECK(canvas.inputMode() == Canvas::InputMode::Pan);
    moveTo(canvas, empty + QPoint(40, -20));
    QTest::mouseRelease(&canvas, Qt::RightButton, {}, empty + QPoint(40, -20));
    CHECK(canvas.inputMode() == Canvas::InputMode::Idle);
    CHECK(canvas.viewport().toWorld(QPointF(300, 250)) != centerBefore); // the shown.view moved
    CHECK(shown.undo.count() == 1); // a pan is no edit
}

TEST_CASE("Canvas input: where a lesson takes clicks, the focused canvas with nothing picked has a keyboard "
          "pointer")
{
    SquareCollisionLesson lesson;
    auto scene = std::make_unique<SquareCollisionScene>();
    scene->setState(scene->clearedState()); // no rectangles yet: it takes clicks for corners
    const auto painter = lesson.createPainter();
    lab::test::ShownCanvas shown(*scene, *painter);
    Canvas& canvas = shown.canvas;
    canvas.activateWindow();
    canvas.setFocus();
    REQUIRE(QTest::qWaitFor([&] { return canvas.hasFocus(); }));
    shown.view.setSelection({});
    CHECK(canvas.inputMode() == Canvas::InputMode::KeyboardPointer);
    if (!scene->handles().isEmpty()) {
        shown.view.setSelection({ 0, -1 }); // a picked handle takes the arrows instead
        CHECK(canvas.inputMode() == Canvas::InputMode::Idle);
    }
}

namespace {

// A painter that shows nothing but the lesson's verdict plate, as every lesson's painter does.
class VerdictOnly : public PainterOf<LinesScene> {
protected:
    void paintScene(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LinesScene& scene) const override
    {
        draw::verdict(p, view, style, scene, Verdict::Collide,
            { QStringLiteral("One point"), QStringLiteral("det A = 2") });
    }
    SceneDescription describeScene(const LinesScene&) const override { return {}; }
};

} // namespace

TEST_CASE("Verdict plate: the first headline in the verdict's color, while a task holds it back it asks for "
          "the prediction")
{
    LinesScene scene;
    VerdictOnly painter;
    lab::test::ShownCanvas shown(scene, painter);
    Canvas& canvas = shown.canvas;
    canvas.repaint();
    REQUIRE_FALSE(canvas.placedLabels().isEmpty());
    CHECK(canvas.placedLabels().first().text == QStringLiteral("One point"));
    CHECK(canvas.placedLabels().first().detail == phrased(QStringLiteral("det A = 2")));
    CHECK(canvas.placedLabels().first().headline);
    scene.setHeld({ kHeldVerdict });
    canvas.repaint();
    CHECK(canvas.placedLabels().first().text == draw::heldVerdict().main);
    CHECK(canvas.placedLabels().first().detail == phrased(draw::heldVerdict().detail));
    const QImage held = canvas.grab().toImage();
    scene.setHeld({});
    canvas.repaint();
    CHECK(canvas.placedLabels().first().text == QStringLiteral("One point"));
    CHECK(canvas.grab().toImage() != held);
}

TEST_CASE("scene keys: H / J / K / L are left, down, up, right (y up), the arrows a step in the same ways")
{
    CHECK(hjklStep(Qt::Key_H) == QPointF(-1, 0));
    CHECK(hjklStep(Qt::Key_J) == QPointF(0, -1));
    CHECK(hjklStep(Qt::Key_K) == QPointF(0, 1));
    CHECK(hjklStep(Qt::Key_L) == QPointF(1, 0));
    CHECK_FALSE(hjklStep(Qt::Key_R));
    CHECK_FALSE(hjklStep(Qt::Key_Left));
    CHECK(arrowStep(Qt::Key_Left, 2) == QPointF(-2, 0));
    CHECK(arrowStep(Qt::Key_Up, 2) == QPointF(0, 2));
    CHECK_FALSE(arrowStep(Qt::Key_H, 2));
}

} // namespace test_canvas_input
