// The shared canvas, driven with QTest on the Lines scene: drags, undo, snapping, keys.
#include "core/canvas/canvas.h"
#include "core/canvas/handle_tooltip.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "lines/lines_lesson.h"

#include "../support/images.h"
#include "../support/lines_canvas.h"
#include "../support/shown_canvas.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <numbers>

namespace test_canvas {

using namespace lab;
using lab::test::largestDifference;

using Fixture = lab::test::LinesCanvas;

TEST_CASE("Canvas: dragging the point P moves it by the mouse distance, as one undo step")
{
    Fixture f;
    const auto before = f.scene.state();
    const QPoint from = f.canvas.handleScreenPos(0).toPoint();
    f.drag(from, from + QPoint(80, -40));
    const double scale = f.canvas.viewport().scale();
    CHECK(f.scene.value(LinesScene::Px) == Approx(before[LinesScene::Px] + 80 / scale).margin(1.0 / scale));
    CHECK(f.scene.value(LinesScene::Py) == Approx(before[LinesScene::Py] + 40 / scale).margin(1.0 / scale));
    CHECK(f.undo.count() == 1);
    f.undo.undo();
    CHECK(f.scene.state() == before);
    f.undo.redo();
    CHECK(f.scene.value(LinesScene::Px) != before[LinesScene::Px]);
}

TEST_CASE("Canvas: Shift snaps a dragged handle to the grid")
{
    Fixture f;
    const QPoint from = f.canvas.handleScreenPos(2).toPoint();
    f.drag(from, from + QPoint(37, 23), Qt::ShiftModifier);
    const double half = f.canvas.viewport().gridStep() / 2;
    const double qx = f.scene.value(LinesScene::Qx) / half;
    const double qy = f.scene.value(LinesScene::Qy) / half;
    CHECK(qx == Approx(std::round(qx)).margin(1e-9));
    CHECK(qy == Approx(std::round(qy)).margin(1e-9));
}

TEST_CASE("Canvas: a direction handle cannot be dragged onto a zero vector")
{
    Fixture f;
    QString message;
    QObject::connect(&f.canvas, &Canvas::message, [&](const QString& m) { message = m; });
    const QPoint tip = f.canvas.handleScreenPos(1).toPoint();
    const QPoint anchor = f.canvas.handleScreenPos(0).toPoint();
    f.drag(tip, anchor, Qt::ShiftModifier); // snapping makes the vector exactly zero
    CHECK_FALSE((f.scene.value(LinesScene::Ax) == 0 && f.scene.value(LinesScene::Ay) == 0));
    CHECK(message.contains(QStringLiteral("zero vector")));
}

TEST_CASE("Canvas: dragging empty space pans the view and leaves the scene alone")
{
    Fixture f;
    const auto before = f.scene.state();
    const QPointF worldBefore = f.canvas.viewport().toWorld({ 10, 10 });
    f.drag({ 10, 10 }, { 110, 10 });
    CHECK(f.scene.state() == before);
    CHECK(f.undo.count() == 0);
    CHECK(f.canvas.viewport().toWorld({ 110, 10 }).x() == Approx(worldBefore.x()));
}

TEST_CASE("Canvas: the wheel zooms about the mouse position")
{
    Fixture f;
    const QPointF mouse(450, 100);
    const QPointF before = f.canvas.viewport().toWorld(mouse);
    QWheelEvent wheel(
        mouse, f.canvas.mapToGlobal(mouse), {}, { 0, 120 }, Qt::NoButton, {}, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&f.canvas, &wheel);
    CHECK(f.canvas.viewport().scale() > Viewport::kDefaultScale);
    CHECK(f.canvas.viewport().toWorld(mouse).x() == Approx(before.x()));
    CHECK(f.canvas.viewport().toWorld(mouse).y() == Approx(before.y()));
}

TEST_CASE("Canvas: Tab picks a handle and the arrow keys move it (Shift: further), one undo step per key")
{
    Fixture f;
    f.canvas.setFocus();
    const double x = f.scene.value(LinesScene::Px);
    const double y = f.scene.value(LinesScene::Py);
    QTest::keyClick(&f.canvas, Qt::Key_Tab);
    CHECK(f.canvas.selectedHandle() == 0);
    QTest::keyClick(&f.canvas, Qt::Key_Right);
    CHECK(f.scene.value(LinesScene::Px) == Approx(x + f.canvas.viewport().gridStep() / 10));
    QTest::keyClick(&f.canvas, Qt::Key_Up, Qt::ShiftModifier);
    CHECK(f.scene.value(LinesScene::Py) == Approx(y + f.canvas.viewport().gridStep() / 2));
    CHECK(f.undo.count() == 2);
}

TEST_CASE("Canvas: H and J turn line 1 through undoable commands")
{
    Fixture f;
    f.canvas.setFocus();
    const double angle = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    QTest::keyClick(&f.canvas, Qt::Key_H);
    const double turned = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    CHECK(turned - angle == Approx(1 * std::numbers::pi / 180));
    QTest::keyClick(&f.canvas, Qt::Key_J, Qt::ShiftModifier);
    const double back = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    CHECK(back - angle == Approx(-4 * std::numbers::pi / 180));
    CHECK(f.undo.count() == 2);
}

TEST_CASE("Canvas: PNG and SVG exports are real files of the canvas")
{
    Fixture f;
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("c.png"));
    const QString svg = dir.filePath(QStringLiteral("c.svg"));
    REQUIRE(f.canvas.exportPng(png));
    REQUIRE(f.canvas.exportSvg(svg, QStringLiteral("Lines")));
    QImage image(png);
    CHECK(image.width() == 2 * f.canvas.width());
    QFile file(svg);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    CHECK(content.contains("<svg"));
    CHECK(content.contains("Lines"));
    CHECK_FALSE(f.canvas.exportPng(QStringLiteral("/nonexistent-dir/x.png")));
}

namespace {

// A circle with a radius handle and a draggable body: the shapes later lessons are made of.
class CircleScene : public LessonScene {
public:
    CircleScene()
        : LessonScene({ { QStringLiteral("C.x"), "Test", "x", 1 }, { QStringLiteral("C.y"), "Test", "y", 1 },
            { QStringLiteral("r"), "Test", "r", 2 } })
    {
    }
    QString validate(const State& s) const override
    {
        const QString base = LessonScene::validate(s);
        return !base.isEmpty() ? base : s[2] > 0 ? QString() : QStringLiteral("radius");
    }
    QList<HandleSpec> handles() const override { return { { HandleKind::Radius, 2, -1, 0, 1, 0 } }; }
    int bodyAt(QPointF w) const override
    {
        return std::hypot(w.x() - value(0), w.y() - value(1)) < value(2) ? 0 : -1;
    }
    State movedBody(int, QPointF d, const State& start) const override
    {
        State s = start;
        s[0] += d.x();
        s[1] += d.y();
        return s;
    }
};

class NoPainter : public ScenePainter {
public:
    void paint(QPainter&, const Viewport&, const CanvasStyle&, const LessonScene&) const override { }
};

} // namespace

TEST_CASE("Canvas: a radius handle sits on the circle and sets the radius to the mouse distance")
{
    CircleScene scene;
    NoPainter painter;
    lab::test::ShownCanvas shown(scene, painter);
    Canvas& canvas = shown.canvas;
    const QPointF handle = canvas.handleScreenPos(0);
    CHECK(canvas.viewport().toWorld(handle).x() == Approx(3));
    const double scale = canvas.viewport().scale();
    const QPoint center = canvas.viewport().toScreen({ 1, 1 }).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, handle.toPoint());
    QTest::mouseMove(&canvas, center + QPoint(0, -int(4 * scale)));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, center + QPoint(0, -int(4 * scale)));
    CHECK(scene.value(2) == Approx(4).margin(1.0 / scale));
    // Dragging onto the centre would make the radius 0: refused, the last good radius stays.
    QTest::mousePress(&canvas, Qt::LeftButton, {}, canvas.handleScreenPos(0).toPoint());
    QTest::mouseMove(&canvas, center);
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, center);
    CHECK(scene.value(2) > 0);
    CHECK(shown.undo.count() >= 1);
}

TEST_CASE("Canvas: dragging inside a body moves the whole shape as one undo step")
{
    CircleScene scene;
    NoPainter painter;
    lab::test::ShownCanvas shown(scene, painter);
    Canvas& canvas = shown.canvas;
    const double scale = canvas.viewport().scale();
    const QPoint inside = canvas.viewport().toScreen({ 1.5, 0.5 }).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, inside);
    QTest::mouseMove(&canvas, inside + QPoint(int(2 * scale), 0));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, inside + QPoint(int(2 * scale), 0));
    CHECK(scene.value(0) == Approx(3).margin(1.0 / scale));
    CHECK(scene.value(1) == Approx(1).margin(1.0 / scale));
    CHECK(scene.value(2) == 2);
    CHECK(shown.undo.count() == 1);
    shown.undo.undo();
    CHECK(scene.value(0) == 1);
}

namespace {
// Records clicks as a point: the shape of the exercises' "click two corners" prompts.
class ClickScene : public LessonScene {
public:
    ClickScene()
        : LessonScene({ { QStringLiteral("x"), "Test", "x", 0 }, { QStringLiteral("y"), "Test", "y", 0 } })
    {
    }
    QList<HandleSpec> handles() const override { return {}; }
    std::optional<State> clickAction(QPointF w) const override { return State { w.x(), w.y() }; }
};
} // namespace

TEST_CASE("Canvas: a click on empty canvas goes to the scene as one undo step, a drag there pans")
{
    ClickScene scene;
    NoPainter painter;
    lab::test::ShownCanvas shown(scene, painter);
    Canvas& canvas = shown.canvas;
    const QPoint at = canvas.viewport().toScreen({ 2, -1 }).toPoint();
    QTest::mouseClick(&canvas, Qt::LeftButton, {}, at);
    CHECK(scene.value(0) == Approx(2).margin(0.05));
    CHECK(scene.value(1) == Approx(-1).margin(0.05));
    CHECK(shown.undo.count() == 1);
    QTest::mousePress(&canvas, Qt::LeftButton, {}, at);
    QTest::mouseMove(&canvas, at + QPoint(40, 0));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, at + QPoint(40, 0));
    CHECK(shown.undo.count() == 1);
}

TEST_CASE("Canvas: a handle's tooltip says what it is and its value")
{
    Fixture f;
    const auto handles = f.scene.handles();
    REQUIRE(handles.size() >= 2);
    const QString point = handleToolTip(f.scene, handles[0]);
    CHECK(point.contains(
        QStringLiteral("P = (%1, %2)").arg(formatNumber(f.scene.value(0)), formatNumber(f.scene.value(1)))));
    CHECK(point.contains(f.scene.tooltip(0).toHtmlEscaped()));
    CHECK(point.contains(QStringLiteral("Shift")));
    const QString vector = handleToolTip(f.scene, handles[1]);
    CHECK(vector.contains(QStringLiteral("a = (")));
    f.scene.setState({ 1.5, -2, 3, 1, 3, -3, -1, 2 });
    CHECK(handleToolTip(f.scene, handles[0]).contains(QStringLiteral("P = (1.5, -2)")));
    // A radius handle names its one value.
    HandleSpec radius;
    radius.kind = HandleKind::Radius;
    radius.x = 2;
    radius.anchorX = 0;
    radius.anchorY = 1;
    CHECK(handleToolTip(f.scene, radius).contains(QStringLiteral("a.x = 3")));
    // The canvas shows it where the mouse rests on a handle.
    QHelpEvent help(QEvent::ToolTip, f.canvas.handleScreenPos(0).toPoint(),
        f.canvas.mapToGlobal(f.canvas.handleScreenPos(0).toPoint()));
    CHECK(QCoreApplication::sendEvent(&f.canvas, &help));
}

TEST_CASE("Canvas: every handle is drawn at its place in its group's colour, after a drag too")
{
    Fixture f;
    const auto handlesShown = [&f] {
        const QImage image = f.canvas.grab().toImage();
        bool ok = true;
        const auto handles = f.scene.handles();
        for (int i = 0; i < handles.size(); ++i) {
            const QPointF at = f.canvas.handleScreenPos(i) * image.devicePixelRatio();
            const QColor want = f.canvas.canvasStyle().shapes[std::clamp(handles[i].group, 0, 2)];
            const QColor got = image.pixelColor(at.toPoint());
            const bool near = std::abs(got.red() - want.red()) < 40
                && std::abs(got.green() - want.green()) < 40 && std::abs(got.blue() - want.blue()) < 40;
            if (!near)
                UNSCOPED_INFO(
                    "handle " << i << " at " << at.x() << "," << at.y() << " is " << qPrintable(got.name()));
            ok = ok && near;
        }
        return ok;
    };
    CHECK(handlesShown());
    const QPoint from = f.canvas.handleScreenPos(0).toPoint();
    f.drag(from, from + QPoint(45, 25));
    CHECK(handlesShown());
    f.canvas.setCanvasStyle(CanvasStyle::projectorStyle()); // larger handles, other colours
    CHECK(handlesShown());
}

TEST_CASE("Canvas: tick labels stay whole inside the canvas and clear of each other, even at large text")
{
    Fixture f;
    f.canvas.resize(320, 260); // a narrow canvas beside large controls
    REQUIRE(QTest::qWaitFor([&] { return f.canvas.viewport().size() == QSizeF(320, 260); }, 5000));
    const QRectF inside(f.canvas.rect());
    for (const double factor : { 1.0, 2.0, 3.0 }) {
        INFO("label size x" << factor);
        CanvasStyle style = CanvasStyle::projectorStyle();
        style.labelPointSize *= factor;
        f.canvas.setCanvasStyle(style);
        const QList<QRectF> rects = f.canvas.tickLabelRects();
        CHECK(rects.size() >= 3); // the origin and at least one number on each axis
        // The verdict plate's strip at the top has no numbers (issue 37).
        const QString line = QStringLiteral("Mg");
        const double strip
            = LabelPlacer::verdictBottom(f.canvas.font(), style, line, line, f.canvas.viewport().size());
        for (qsizetype i = 0; i < rects.size(); ++i) {
            CHECK(inside.contains(rects[i]));
            CHECK(rects[i].top() >= strip);
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                CHECK(!rects[i].intersects(rects[j]));
        }
    }
}

} // namespace test_canvas
