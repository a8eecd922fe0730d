// The shared canvas, driven with QTest on the Lines scene: drags, undo, snapping, keys.
#include "core/canvas/canvas.h"
#include "core/canvas/handle_tooltip.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "lines/lines_lesson.h"

#include "../support/images.h"

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

using namespace lab;
using lab::test::largestDifference;

namespace {

struct Fixture {
    LinesLesson lesson;
    LinesScene scene;
    std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas { scene, *painter, undo, view };

    Fixture()
    {
        canvas.resize(600, 500);
        canvas.show();
        REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    }

    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(&canvas, Qt::LeftButton, mods, from);
        const int steps = 5;
        for (int i = 1; i <= steps; ++i) {
            const QPoint at = from + (to - from) * i / steps;
            QMouseEvent move(
                QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, mods);
            QApplication::sendEvent(&canvas, &move);
        }
        QTest::mouseRelease(&canvas, Qt::LeftButton, mods, to);
    }
};

} // namespace

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
    QVector<HandleSpec> handles() const override { return { { HandleKind::Radius, 2, -1, 0, 1, 0 } }; }
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
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, painter, undo, view);
    canvas.resize(600, 500);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
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
    CHECK(undo.count() >= 1);
}

TEST_CASE("Canvas: dragging inside a body moves the whole shape as one undo step")
{
    CircleScene scene;
    NoPainter painter;
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, painter, undo, view);
    canvas.resize(600, 500);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    const double scale = canvas.viewport().scale();
    const QPoint inside = canvas.viewport().toScreen({ 1.5, 0.5 }).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, inside);
    QTest::mouseMove(&canvas, inside + QPoint(int(2 * scale), 0));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, inside + QPoint(int(2 * scale), 0));
    CHECK(scene.value(0) == Approx(3).margin(1.0 / scale));
    CHECK(scene.value(1) == Approx(1).margin(1.0 / scale));
    CHECK(scene.value(2) == 2);
    CHECK(undo.count() == 1);
    undo.undo();
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
    QVector<HandleSpec> handles() const override { return {}; }
    std::optional<State> clickAction(QPointF w) const override { return State { w.x(), w.y() }; }
};
} // namespace

TEST_CASE("Canvas: a click on empty canvas goes to the scene as one undo step; a drag there pans")
{
    ClickScene scene;
    NoPainter painter;
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, painter, undo, view);
    canvas.resize(600, 500);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    const QPoint at = canvas.viewport().toScreen({ 2, -1 }).toPoint();
    QTest::mouseClick(&canvas, Qt::LeftButton, {}, at);
    CHECK(scene.value(0) == Approx(2).margin(0.05));
    CHECK(scene.value(1) == Approx(-1).margin(0.05));
    CHECK(undo.count() == 1);
    QTest::mousePress(&canvas, Qt::LeftButton, {}, at);
    QTest::mouseMove(&canvas, at + QPoint(40, 0));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, at + QPoint(40, 0));
    CHECK(undo.count() == 1);
}

TEST_CASE("Canvas: the grid drawn once and reused matches a fresh drawing after pan, zoom, resize and style")
{
    Fixture f;
    // A second canvas on the same scene, created only at the end, has never drawn another view:
    // whatever the first one shows must be exactly what it shows.
    const auto matchesFresh = [&f] {
        ViewState freshView;
        Canvas fresh { f.scene, *f.painter, f.undo, freshView };
        fresh.setCanvasStyle(f.canvas.canvasStyle());
        fresh.resize(f.canvas.size());
        fresh.viewport() = f.canvas.viewport();
        fresh.show();
        REQUIRE(QTest::qWaitForWindowExposed(&fresh));
        fresh.viewport() = f.canvas.viewport(); // a first show may fit the view to the scene
        f.canvas.clearFocus(); // the focus frame is not part of the comparison
        fresh.clearFocus();
        const QImage cached = f.canvas.grab().toImage();
        const QImage drawn = fresh.grab().toImage();
        if (cached != drawn && qEnvironmentVariableIsSet("CANVAS_DEBUG_DIR")) {
            cached.save(qEnvironmentVariable("CANVAS_DEBUG_DIR") + QStringLiteral("/cached.png"));
            drawn.save(qEnvironmentVariable("CANVAS_DEBUG_DIR") + QStringLiteral("/drawn.png"));
        }
        return cached == drawn;
    };
    f.canvas.grab(); // the layer is drawn for the first view
    QTest::keyClick(&f.canvas, Qt::Key_Plus);
    CHECK(matchesFresh());
    const QPoint empty(20, 20);
    f.drag(empty, empty + QPoint(37, 23)); // pans
    CHECK(matchesFresh());
    f.canvas.resize(520, 430);
    CHECK(matchesFresh());
    f.canvas.setCanvasStyle(CanvasStyle::projectorStyle());
    CHECK(matchesFresh());
    // A scene change alone keeps the layer (the shapes move over the same grid).
    auto state = f.scene.state();
    state[LinesScene::Px] += 1.5;
    f.scene.setState(state);
    CHECK(matchesFresh());
}

TEST_CASE("Canvas: a drag reuses the static layer; a zoom, a resize, a style and a font draw it again")
{
    Fixture f;
    f.canvas.grab();
    int draws = f.canvas.staticLayerDraws();
    CHECK(draws >= 1);
    const QPoint from = f.canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&f.canvas, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 10; ++i) {
        const QPoint at = from + QPoint(3 * i, -2 * i);
        QMouseEvent move(QEvent::MouseMove, at, f.canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&f.canvas, &move);
        f.canvas.grab();
    }
    QTest::mouseRelease(&f.canvas, Qt::LeftButton, {}, from + QPoint(30, -20));
    CHECK(f.scene.value(LinesScene::Px) != LinesScene().value(LinesScene::Px)); // it did move
    CHECK(f.canvas.staticLayerDraws() == draws); // the shapes moved over the same grid
    const auto redrawn = [&f, &draws] {
        f.canvas.grab();
        const bool again = f.canvas.staticLayerDraws() > draws;
        draws = f.canvas.staticLayerDraws();
        return again;
    };
    QTest::keyClick(&f.canvas, Qt::Key_Plus);
    CHECK(redrawn());
    f.canvas.resize(540, 450);
    CHECK(redrawn());
    f.canvas.setCanvasStyle(CanvasStyle::projectorStyle());
    CHECK(redrawn());
    CanvasStyle larger = f.canvas.canvasStyle();
    larger.labelPointSize *= 1.25; // View > Text size: the tick labels grow
    f.canvas.setCanvasStyle(larger);
    CHECK(redrawn());
    QFont font = f.canvas.font();
    font.setFamily(QStringLiteral("Serif"));
    font.setPointSizeF(font.pointSizeF() + 3);
    f.canvas.setFont(font);
    CHECK(redrawn());
    f.canvas.grab();
    CHECK(!redrawn()); // nothing changed: the same layer
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

TEST_CASE("draw::circle and draw::rect: a dashed outline has dashes and gaps, a solid one none, and a fill "
          "under it")
{
    Viewport view;
    view.setSize(QSizeF(240, 240));
    view.setView(QPointF(0, 0), 10); // 10 pixels a unit, the origin in the middle
    const QPointF center = view.toScreen({ 0, 0 });
    const auto paint = [&](Qt::PenStyle style, bool fill, bool rectangle) {
        QImage image(240, 240, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(Qt::black, 3, style));
        p.setBrush(fill ? QBrush(Qt::red) : QBrush(Qt::NoBrush));
        if (rectangle)
            draw::rect(p, view, QRectF(-8, -8, 16, 16));
        else
            draw::circle(p, view, { 0, 0 }, 8);
        return image;
    };
    // The share of the outline that is inked, sampled all round it.
    const auto inked = [&](const QImage& image, bool rectangle) {
        int dark = 0;
        const int samples = 720;
        for (int i = 0; i < samples; ++i) {
            const double t = 2 * std::numbers::pi * i / samples;
            QPointF at = center + 80 * QPointF(std::cos(t), std::sin(t));
            if (rectangle) { // the same angle, on the square's edge
                const double k = 80 / std::max(std::abs(std::cos(t)), std::abs(std::sin(t)));
                at = center + k * QPointF(std::cos(t), std::sin(t));
            }
            dark += QColor(image.pixel(at.toPoint())).value() < 100 ? 1 : 0; // black, not the red fill
        }
        return double(dark) / samples;
    };
    for (const bool rectangle : { false, true }) {
        INFO((rectangle ? "rect" : "circle"));
        CHECK(inked(paint(Qt::SolidLine, false, rectangle), rectangle) > 0.97);
        const double dashed = inked(paint(Qt::DashLine, false, rectangle), rectangle);
        CHECK(dashed > 0.5); // Qt's DashLine: 4 widths on, 2 off, plus the caps
        CHECK(dashed < 0.95);
        const double dotted = inked(paint(Qt::DotLine, false, rectangle), rectangle);
        CHECK(dotted > 0.2);
        CHECK(dotted < dashed);
        const QImage filled = paint(Qt::DashLine, true, rectangle);
        CHECK(filled.pixel(center.toPoint()) == QColor(Qt::red).rgb());
        CHECK(inked(filled, rectangle) > 0.5); // the outline stays on top of the fill
    }
}

TEST_CASE("draw::circle: a circle drawn again the same is stamped from an image that looks like it; a "
          "changed one is drawn anew")
{
    Viewport view;
    view.setSize(QSizeF(200, 200));
    view.setView(QPointF(0, 0), 10);
    const auto paint = [&](QPointF center, double radius, Qt::PenStyle style, const QColor& fill) {
        QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(20, 60, 200), 2.5, style));
        p.setBrush(fill.isValid() ? QBrush(fill) : QBrush(Qt::NoBrush));
        draw::circle(p, view, center, radius);
        return image;
    };
    // Centres on a quarter pixel (where the stamp keeps them) and radii no other test draws.
    for (const Qt::PenStyle style : { Qt::SolidLine, Qt::DashLine }) {
        for (const QColor& fill : { QColor(), QColor(250, 120, 40, 90) }) {
            INFO(int(style) << " " << fill.isValid());
            const QPointF center(1.325, -2.05);
            const QImage first = paint(center, 6.37, style, fill); // drawn
            const QImage second = paint(center, 6.37, style, fill); // stamped
            const QImage third = paint(center, 6.37, style, fill);
            CHECK(largestDifference(first, second) <= 3);
            CHECK(second == third);
            // Another radius or place is another circle, not the stamp of the last one.
            const QImage larger = paint(center, 6.91, style, fill);
            CHECK(largestDifference(larger, second) > 100);
            CHECK(largestDifference(paint(center, 6.91, style, fill), larger) <= 3);
            const QImage moved = paint(center + QPointF(0.8, 0), 6.37, style, fill);
            CHECK(largestDifference(moved, second) > 100);
        }
    }
}

TEST_CASE("draw::stamped: a drawing repeated under its key is stamped as drawn, hatching and dashes in "
          "place; a new key is drawn anew")
{
    const auto paint = [](QPointF at, const QString& key) {
        QImage image(220, 180, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        const QPolygonF shape(
            { at, at + QPointF(90.4, 10.2), at + QPointF(70.7, 60.9), at + QPointF(-5.3, 40.1) });
        draw::stamped(p, shape.boundingRect().adjusted(-4, -4, 4, 4), key, [&](QPainter& on) {
            on.setPen(QPen(QColor(200, 90, 20), 3, Qt::DashLine));
            QColor fill(200, 90, 20, 90);
            on.setBrush(QBrush(fill, Qt::BDiagPattern)); // a pattern: it must line up with the canvas
            draw::polygon(on, shape);
        });
        return image;
    };
    const QPointF at(37.3, 41.7);
    const QImage drawn = paint(at, QStringLiteral("test shape 1"));
    const QImage stamped = paint(at, QStringLiteral("test shape 1"));
    CHECK(largestDifference(drawn, stamped) <= 3);
    CHECK(paint(at, QStringLiteral("test shape 1")) == stamped);
    // Moved under a new key: drawn where it is now, not the old stamp.
    const QImage moved = paint(at + QPointF(11, 7), QStringLiteral("test shape 2"));
    CHECK(largestDifference(moved, stamped) > 100);
    CHECK(largestDifference(paint(at + QPointF(11, 7), QStringLiteral("test shape 2")), moved) <= 3);
}

TEST_CASE("draw::polygon: a solid pen around a smooth outline looks as Qt strokes it; a sharp, tight or thin "
          "one is drawn by Qt")
{
    const auto ellipse = [](QPointF c, double rx, double ry, double angle, int steps) {
        QPolygonF poly;
        for (int i = 0; i < steps; ++i) {
            const double t = 2 * std::numbers::pi * i / steps;
            const QPointF local(rx * std::cos(t), ry * std::sin(t));
            poly << c
                    + QPointF(local.x() * std::cos(angle) - local.y() * std::sin(angle),
                        local.x() * std::sin(angle) + local.y() * std::cos(angle));
        }
        return poly;
    };
    const auto paint = [](const QPolygonF& shape, const QPen& pen, const QBrush& brush, bool ours) {
        QImage image(260, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(pen);
        p.setBrush(brush);
        if (ours)
            draw::polygon(p, shape);
        else
            p.drawPolygon(shape);
        return image;
    };
    const QBrush fill(QColor(20, 90, 200, 40));
    for (const double width : { 1.6, 2.8, 4.2 }) {
        for (const QBrush& brush :
            { QBrush(Qt::NoBrush), fill, QBrush(QColor(200, 90, 20, 160), Qt::BDiagPattern) }) {
            CAPTURE(width);
            const QPen pen(QColor(20, 90, 200), width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
            const QPolygonF shape = ellipse({ 130.3, 99.6 }, 95.2, 41.7, 0.43, 160);
            const QImage ours = paint(shape, pen, brush, true);
            const QImage qt = paint(shape, pen, brush, false);
            // The same ring: at most a faint difference in a few edge pixels.
            CHECK(largestDifference(ours, qt) <= 40);
            // Not the fill alone: the outline is there.
            CHECK(largestDifference(ours, paint(shape, QPen(Qt::NoPen), brush, false)) > 100);
        }
    }
    // A rectangle's corners and an ellipse too thin for the pen are Qt's stroke, pixel for pixel.
    const QPen wide(QColor(20, 90, 200), 6);
    const QPen thinPen(QColor(20, 90, 200), 1); // Qt's thin-line rasteriser
    const QPolygonF round = ellipse({ 130.3, 99.6 }, 95.2, 41.7, 0.43, 160);
    CHECK(paint(round, thinPen, fill, true) == paint(round, thinPen, fill, false));
    const QPolygonF box(
        { QPointF(20.5, 30.2), QPointF(200.1, 30.2), QPointF(200.1, 150.7), QPointF(20.5, 150.7) });
    CHECK(paint(box, wide, fill, true) == paint(box, wide, fill, false));
    const QPolygonF thin = ellipse({ 130, 100 }, 100, 1.5, 0.2, 160);
    CHECK(paint(thin, wide, fill, true) == paint(thin, wide, fill, false));
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
        const QVector<QRectF> rects = f.canvas.tickLabelRects();
        CHECK(rects.size() >= 3); // the origin and at least one number on each axis
        for (qsizetype i = 0; i < rects.size(); ++i) {
            CHECK(inside.contains(rects[i]));
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                CHECK(!rects[i].intersects(rects[j]));
        }
    }
}
