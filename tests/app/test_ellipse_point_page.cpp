// The ellipse-and-point lesson in the real window: handles and axis diamonds dragged to a known
// ellipse, the stage slider, the keys, and a zero semi-axis refused in the field and in a drag.
#include "../support/canvas_drag.h"
#include "unit_page.h"

#include "core/canvas/canvas.h"
#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "core/widgets/parameter_panel.h"
#include "ellipse_point/ellipse_point_lesson.h"

#include <catch2/catch.hpp>

#include <geometry/ellipses.h>

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <numbers>

namespace test_ellipse_point_page {

using namespace lab;
using lab::testing::snapDrag;
using lab::testing::snapDragFrom;
using Scene = EllipsePointScene;

namespace {

QString pointText(geometry::Vec2 p)
{
    return formatPoint(p.x, p.y);
}

// The diamond at the end of a semi-axis, where the student grabs it.
QPoint diamond(Canvas& canvas, const Scene& scene, Scene::Handle end)
{
    const geometry::Vec2 at = Scene::axisEnd(scene.state(), end);
    return canvas.viewport().toScreen({ at.x, at.y }).toPoint();
}

struct EllipsePage : lab::test::UnitPage<EllipsePointLesson> {
    QLabel* readout = find<QLabel>("readout");
    ParameterPanel* panel = find<ParameterPanel>();

    EllipsePage()
        : UnitPage("ellipse_point")
    {
        page->resetScene();
        page->undoStack().clear();
    }
    // What the read-out must say, from geometry/ on the scene's own ellipse and point.
    void checkReadout() const
    {
        const auto t = geometry::pointInEllipse(scene->point(), scene->ellipse());
        const QStringList lines = readout->text().split(QLatin1Char('\n'));
        REQUIRE(lines.size() == 6);
        CHECK(lines[0].endsWith(pointText(scene->point())));
        CHECK(lines[1].endsWith(pointText(t.translated)));
        CHECK(lines[2].endsWith(pointText(t.rotated)));
        CHECK(lines[3].endsWith(QStringLiteral("(x′, y′) = ") + pointText(t.scaled)));
        CHECK(lines[4]
            == QStringLiteral("x′² + y′² = %1 %2 rx² = %3")
                   .arg(formatNumber(t.valueSquared), t.hit ? QStringLiteral("≤") : QStringLiteral(">"),
                       formatNumber(t.radiusSquared)));
        CHECK(lines[5].startsWith(
            t.hit ? QStringLiteral("The point is inside") : QStringLiteral("The point is outside")));
    }
};

} // namespace

TEST_CASE("ellipse_point page: handles and axis diamonds dragged to a known ellipse show geometry/'s stages "
          "and verdict")
{
    EllipsePage p;
    Canvas& canvas = p.page->canvas();
    const double snap = canvas.viewport().gridStep() / 2;
    REQUIRE(std::fmod(1.0, snap) == 0);

    p.type(Scene::Theta, QStringLiteral("0"));
    snapDrag(canvas, Scene::CenterHandle, { 0, 0 });
    snapDrag(canvas, Scene::PointHandle, { 2, 1 });
    REQUIRE(p.scene->value(Scene::Cx) == 0);
    REQUIRE(p.scene->value(Scene::Cy) == 0);
    REQUIRE(p.scene->point() == geometry::Vec2 { 2, 1 });
    // rx = 4 along x: its diamond at (4, 0) goes to (0, 3), turning the ellipse a quarter.
    snapDragFrom(canvas, diamond(canvas, *p.scene, Scene::RxEnd), { 0, 3 });
    CHECK(p.scene->value(Scene::Rx) == Approx(3));
    CHECK(p.scene->value(Scene::Theta) == Approx(90));
    // The ry diamond, now at (-2, 0), moves in to (-1, 0): ry = 1, the angle stays.
    snapDragFrom(canvas, diamond(canvas, *p.scene, Scene::RyEnd), { -1, 0 });
    CHECK(p.scene->value(Scene::Ry) == Approx(1));
    CHECK(p.scene->value(Scene::Theta) == Approx(90));
    CHECK(p.page->undoStack().count() == 5);

    // C = (0, 0), rx = 3, ry = 1, theta = 90 degrees, P = (2, 1): x' = 1, y' = 3 (-2) = -6, 37 > 9.
    const geometry::Ellipse known { { 0, 0 }, 3, 1, std::numbers::pi / 2 };
    const auto outside = geometry::pointInEllipse({ 2, 1 }, known);
    CHECK_FALSE(outside.hit);
    const auto shown = geometry::pointInEllipse(p.scene->point(), p.scene->ellipse());
    CHECK(shown.hit == outside.hit);
    CHECK(shown.valueSquared == Approx(outside.valueSquared));
    CHECK(p.readout->text().contains(QStringLiteral("(x′, y′) = ") + pointText(outside.scaled)));
    CHECK(p.readout->text().contains(QStringLiteral("> rx² = %1").arg(formatNumber(outside.radiusSquared))));
    p.checkReadout();

    // P to (0, 2): x' = 2, y' = 0, 4 <= 9: inside.
    snapDrag(canvas, Scene::PointHandle, { 0, 2 });
    const auto inside = geometry::pointInEllipse({ 0, 2 }, known);
    CHECK(inside.hit);
    CHECK(p.readout->text().contains(QStringLiteral("(x′, y′) = ") + pointText(inside.scaled)));
    CHECK(p.readout->text().contains(
        QStringLiteral("x′² + y′² = %1 ≤ rx² = %2")
            .arg(formatNumber(inside.valueSquared), formatNumber(inside.radiusSquared))));
    p.checkReadout();

    // Dragging the inside of the ellipse moves it, and the verdict follows.
    snapDragFrom(canvas, canvas.viewport().toScreen({ 0, 1 }).toPoint(), { 3, 1 });
    CHECK(p.scene->value(Scene::Cx) == Approx(3));
    p.checkReadout();
    p.page->undoStack().undo();
    CHECK(p.scene->value(Scene::Cx) == 0);
}

TEST_CASE("ellipse_point page: the stage slider redraws the canvas and the read-out marks the stage")
{
    EllipsePage p;
    auto* slider = p.page->controls().findChild<QSlider*>(QStringLiteral("stage"));
    REQUIRE(slider);
    Canvas& canvas = p.page->canvas();
    QImage previous = canvas.grab().toImage();
    for (int stage = 1; stage < Scene::kStageCount; ++stage) {
        slider->setValue(stage);
        CHECK(p.scene->stage() == stage);
        QApplication::processEvents();
        const QImage now = canvas.grab().toImage();
        CHECK(now != previous); // each stage draws the ellipse and the point elsewhere
        previous = now;
        const QStringList lines = p.readout->text().split(QLatin1Char('\n'));
        CHECK(lines[stage].startsWith(QStringLiteral("▶ Stage %1").arg(stage)));
    }
    p.checkReadout();
    CHECK(p.page->undoStack().count() == 0);
}

TEST_CASE("ellipse_point page: a zero semi-axis is refused in the field and in a drag, with the reason")
{
    EllipsePage p;
    const auto before = p.scene->state();
    p.type(Scene::Rx, QStringLiteral("0"));
    CHECK(p.scene->state() == before);
    CHECK(p.panel->errorText().contains(QStringLiteral("rx must be greater than zero")));
    auto* error = p.panel->findChild<QLabel*>(QStringLiteral("fieldError"));
    REQUIRE(error);
    CHECK(error->isVisible());
    p.type(Scene::Ry, QStringLiteral("-1"));
    CHECK(p.panel->errorText().contains(QStringLiteral("ry must be greater than zero")));
    CHECK(p.scene->state() == before);
    CHECK(p.page->undoStack().count() == 0);

    // Dragging the rx diamond onto the centre would make rx = 0: the ellipse stays as it was.
    p.type(Scene::Ry, QStringLiteral("2"));
    Canvas& canvas = p.page->canvas();
    p.type(Scene::Theta, QStringLiteral("0"));
    p.type(Scene::Cx, QStringLiteral("0"));
    p.type(Scene::Cy, QStringLiteral("0"));
    const auto set = p.scene->state();
    const int steps = p.page->undoStack().count();
    QString message;
    QObject::connect(&canvas, &Canvas::message, [&message](const QString& text) { message = text; });
    snapDragFrom(canvas, diamond(canvas, *p.scene, Scene::RxEnd), { 0, 0 }, true);
    CHECK(p.scene->state() == set);
    CHECK(p.page->undoStack().count() == steps);
    CHECK(message.contains(QStringLiteral("rx must be greater than zero")));
}

TEST_CASE("ellipse_point page: H/J/K/L, S/T and R on the canvas move, stretch and turn the ellipse")
{
    EllipsePage p;
    Canvas& canvas = p.page->canvas();
    canvas.setFocus();
    const auto s0 = p.scene->state();
    QTest::keyClick(&canvas, Qt::Key_L);
    CHECK(p.scene->value(Scene::Cx) == s0[Scene::Cx] + 0.1);
    QTest::keyClick(&canvas, Qt::Key_S);
    CHECK(p.scene->value(Scene::Rx) == Approx(s0[Scene::Rx] * 1.1));
    QTest::keyClick(&canvas, Qt::Key_T, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::Ry) == Approx(s0[Scene::Ry] / 1.1));
    QTest::keyClick(&canvas, Qt::Key_R);
    CHECK(p.scene->value(Scene::Theta) == Approx(s0[Scene::Theta] + 5));
    QTest::keyClick(&canvas, Qt::Key_R, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::Theta) == Approx(s0[Scene::Theta]));
    CHECK(p.page->undoStack().count() == 5);
    p.checkReadout();

    // A click on the rx diamond picks that handle; the arrows then move that end (Shift: half a
    // grid step, else a tenth).
    const geometry::Vec2 end = Scene::axisEnd(p.scene->state(), Scene::RxEnd);
    QTest::mouseClick(&canvas, Qt::LeftButton, {}, diamond(canvas, *p.scene, Scene::RxEnd));
    CHECK(p.page->viewState().selection().handle == Scene::RxEnd);
    CHECK(p.page->undoStack().count() == 5);
    QTest::keyClick(&canvas, Qt::Key_Up, Qt::ShiftModifier);
    const geometry::Vec2 moved = Scene::axisEnd(p.scene->state(), Scene::RxEnd);
    CHECK(moved.x == Approx(end.x));
    CHECK(moved.y == Approx(end.y + canvas.viewport().gridStep() / 2));
    CHECK(p.page->undoStack().count() == 6);
    // Tab reaches the axis ends too: from the centre, Tab picks the rx end, then the ry end.
    p.page->viewState().setSelection({ Scene::CenterHandle, -1 });
    QTest::keyClick(&canvas, Qt::Key_Tab);
    CHECK(p.page->viewState().selection().handle == Scene::RxEnd);
    QTest::keyClick(&canvas, Qt::Key_Tab);
    CHECK(p.page->viewState().selection().handle == Scene::RyEnd);
    const double ry = p.scene->value(Scene::Ry);
    const double theta = p.scene->value(Scene::Theta);
    // The ry end sits at C + ry (-sin θ, cos θ): moving it along that direction lengthens ry only.
    QTest::keyClick(&canvas, Qt::Key_Left, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::Ry) != Approx(ry));
    CHECK(p.scene->value(Scene::Theta) != Approx(theta));
    CHECK(p.page->undoStack().count() == 7);
    p.checkReadout();
}

TEST_CASE("ellipse_point page: the source example and Fit the view bring the whole scene into view")
{
    EllipsePage p;
    Canvas& canvas = p.page->canvas();
    // The start scene, its image at the origin and every stage of P are visible.
    CHECK(canvas.viewport().worldRect().contains(p.scene->fitRect()));
    auto* seed = p.page->controls().findChild<QPushButton*>(QStringLiteral("seedBoundary"));
    REQUIRE(seed);
    seed->click();
    CHECK(p.scene->state() == Scene::example(Scene::SeedBoundary));
    // rx = 10 is far wider than the start scene: the view follows.
    CHECK(canvas.viewport().worldRect().contains(QRectF(QPointF(-10, -10), QPointF(10, 10))));
    // A zoom by hand, then Fit the view, brings it back.
    canvas.zoomIn();
    canvas.zoomIn();
    CHECK_FALSE(canvas.viewport().worldRect().contains(QRectF(QPointF(-10, -10), QPointF(10, 10))));
    auto* fit = p.page->controls().findChild<QPushButton*>(QStringLiteral("fitView"));
    REQUIRE(fit);
    fit->click();
    CHECK(canvas.viewport().worldRect().contains(QRectF(QPointF(-10, -10), QPointF(10, 10))));
    p.checkReadout();
}

} // namespace test_ellipse_point_page
