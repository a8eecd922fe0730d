// What the canvas draws once and reuses (the static layer of grid, axes and tick labels), and the
// drawing helpers that stand in for Qt's slow paths (draw::circle, draw::rect, draw::stamped,
// draw::stampedMoving, draw::polygon), each compared with what Qt itself draws.
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/viewport.h"

#include "../support/images.h"
#include "../support/lines_canvas.h"

#include "lines/lines_scene.h"

#include <catch2/catch.hpp>

#include <QBackingStore>
#include <QImage>
#include <QPainter>
#include <QSignalBlocker>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <numbers>

namespace test_canvas_drawing {

using namespace lab;
using lab::test::largestDifference;
using Fixture = lab::test::LinesCanvas;

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

TEST_CASE("Canvas: a drag reuses the static layer, a zoom, a resize, a style and a font draw it again")
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
    f.canvas.hide(); // a lesson left gives its layer back, and draws it again when shown
    f.canvas.show();
    CHECK(redrawn());
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

TEST_CASE("draw::circle: a circle drawn again the same is stamped from an image that looks like it, a "
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
          "place, a new key is drawn anew")
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

TEST_CASE(
    "draw::stampedMoving: a drawing moved by whole pixels is stamped where it is now, moved by part of a "
    "pixel, it is drawn anew")
{
    int drawings = 0; // how often the drawing itself ran, not its stamp
    const auto paint = [&drawings](QPointF at, bool stamp) {
        QImage image(240, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        const QPolygonF shape(
            { at, at + QPointF(90.4, 10.2), at + QPointF(70.7, 60.9), at + QPointF(-5.3, 40.1) });
        const auto drawing = [&](QPainter& on) {
            ++drawings;
            on.setPen(QPen(QColor(20, 90, 200), 2.5));
            on.setBrush(QColor(20, 90, 200, 80));
            on.drawPolygon(shape);
        };
        if (stamp)
            draw::stampedMoving(p, at, shape.boundingRect().adjusted(-4, -4, 4, 4),
                QStringLiteral("test moving shape"), drawing);
        else
            drawing(p);
        return image;
    };
    const QPointF at(37.3, 41.7);
    paint(at, true); // seen once: drawn
    paint(at, true); // seen twice: drawn into its stamp
    drawings = 0;
    for (const QPointF by : { QPointF(11, 7), QPointF(-23, 40), QPointF(0, 0) }) {
        INFO(by.x() << ", " << by.y());
        const QImage stamped = paint(at + by, true);
        CHECK(drawings == 0);
        CHECK(largestDifference(stamped, paint(at + by, false)) <= 3);
        drawings = 0;
    }
    // Half a pixel further: another place within the pixel, so another drawing, where it is.
    const QPointF half = at + QPointF(11.5, 7);
    const QImage drawn = paint(half, true);
    CHECK(drawings == 1);
    CHECK(largestDifference(drawn, paint(half, false)) <= 3);
    CHECK(largestDifference(drawn, paint(at + QPointF(11, 7), false)) > 60);
}

TEST_CASE("draw::polygon: a solid pen around a smooth outline looks as Qt strokes it, a sharp, tight or thin "
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

TEST_CASE("draw::polygon: a large ellipse moved by whole pixels is stamped and looks as drawn, and another "
          "pen, brush or shape is drawn as itself")
{
    const auto ellipse = [](QPointF c) {
        QPolygonF poly;
        for (int i = 0; i < 120; ++i) {
            const double t = 2 * std::numbers::pi * i / 120;
            poly << c + QPointF(140.3 * std::cos(t), 90.6 * std::sin(t));
        }
        return poly;
    };
    const auto paint = [](const QPolygonF& shape, const QColor& colour, bool ours) {
        QImage image(420, 320, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(colour, 3.2));
        p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 50));
        if (ours)
            draw::polygon(p, shape);
        else
            p.drawPolygon(shape);
        return image;
    };
    const QPointF at(180.3, 140.6);
    const QColor blue(20, 90, 200);
    paint(ellipse(at), blue, true); // seen once: drawn
    const int before = draw::stampsMade();
    paint(ellipse(at), blue, true); // seen twice: drawn into its stamp
    CHECK(draw::stampsMade() == before + 1);
    for (const QPointF by : { QPointF(11, 7), QPointF(-23, 40) }) {
        CAPTURE(by.x(), by.y());
        const QImage moved = paint(ellipse(at + by), blue, true);
        CHECK(draw::stampsMade() == before + 1); // the same stamp, elsewhere
        CHECK(largestDifference(moved, paint(ellipse(at + by), blue, false)) <= 40);
    }
    // Another colour, or a wider ellipse, at the same place is not the stamp.
    const QColor red(200, 40, 20);
    CHECK(largestDifference(paint(ellipse(at), red, true), paint(ellipse(at), red, false)) <= 40);
    QPolygonF wider = ellipse(at);
    for (QPointF& corner : wider)
        corner.setX(at.x() + (corner.x() - at.x()) * 1.2);
    CHECK(largestDifference(paint(wider, blue, true), paint(wider, blue, false)) <= 40);
}

TEST_CASE("Canvas: painted straight into its window's backing store, it shows what grab() draws, where Qt "
          "asked and nowhere else")
{
    LinesLesson lesson;
    LinesScene scene;
    const std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    QWidget window;
    window.resize(640, 540);
    Canvas canvas { scene, *painter, undo, view, &window };
    canvas.setGeometry(23, 17, 600, 500); // not at the window's corner: the offset counts
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto* store = dynamic_cast<QImage*>(window.backingStore()->paintDevice());
    REQUIRE(store);
    const qreal ratio = canvas.devicePixelRatioF();
    const auto shown = [&](const QRect& logical) {
        const QRect device((QPointF(canvas.pos() + logical.topLeft()) * ratio).toPoint(),
            (QSizeF(logical.size()) * ratio).toSize());
        return store->copy(device).convertToFormat(QImage::Format_RGB32);
    };
    const auto drawn = [&](const QRect& logical) {
        const QImage whole = canvas.grab().toImage().convertToFormat(QImage::Format_RGB32);
        return whole.copy(
            QRect((QPointF(logical.topLeft()) * ratio).toPoint(), (QSizeF(logical.size()) * ratio).toSize()));
    };
    auto state = scene.state();
    state[LinesScene::Px] += 2.5;
    scene.setState(state);
    const int direct = canvas.directPaints();
    canvas.repaint();
    CHECK(canvas.directPaints() == direct + 1);
    CHECK(largestDifference(shown(canvas.rect()), drawn(canvas.rect())) == 0);

    // A repaint of a part (the scene changed without asking for a repaint of its own): the part
    // around P shows the new scene, the rest keeps what was there.
    const QRect part = QRect(canvas.handleScreenPos(0).toPoint() - QPoint(100, 75), QSize(200, 150))
                           .intersected(canvas.rect());
    const QImage before = shown(canvas.rect());
    state[LinesScene::Px] -= 1;
    state[LinesScene::Py] += 1;
    {
        const QSignalBlocker quiet(&scene);
        scene.setState(state);
    }
    canvas.repaint(part);
    CHECK(canvas.directPaints() == direct + 2);
    const QRect partPixels(
        (QPointF(part.topLeft()) * ratio).toPoint(), (QSizeF(part.size()) * ratio).toSize());
    // A repeated shape may come from a stamp (draw::circle, draw::stamped), whose centre is kept to
    // a quarter pixel: a few levels at its edge.
    CHECK(largestDifference(shown(part), drawn(part)) <= 8);
    CHECK(largestDifference(shown(part), before.copy(partPixels)) > 64);
    QImage outside = shown(canvas.rect());
    QImage kept = before;
    QPainter(&outside).fillRect(partPixels, Qt::black);
    QPainter(&kept).fillRect(partPixels, Qt::black);
    CHECK(largestDifference(outside, kept) == 0);
}

} // namespace test_canvas_drawing
