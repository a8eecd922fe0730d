#include "scene_painter.h"

#include "core/model/lesson_task.h"
#include "core/model/scene.h"

#include "label_placer.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextStream>
#include <QVarLengthArray>

#include <cmath>
#include <numbers>

namespace lab {

SceneDescription ScenePainter::describe(const LessonScene&) const
{
    return {};
}

} // namespace lab

namespace lab::draw {

void infiniteLine(QPainter& p, const Viewport& view, QPointF point, QPointF direction)
{
    const double len = std::hypot(direction.x(), direction.y());
    if (!(len > 0))
        return;
    const QPointF unit = direction / len;
    const QRectF rect = view.worldRect();
    const QPointF c = rect.center();
    // The point of the line nearest the view centre, then far enough both ways to leave the view.
    const QPointF foot = point + unit * QPointF::dotProduct(c - point, unit);
    const double reach = std::hypot(rect.width(), rect.height());
    p.drawLine(view.toScreen(foot - unit * reach), view.toScreen(foot + unit * reach));
}

void segment(QPainter& p, const Viewport& view, QPointF from, QPointF to)
{
    p.drawLine(view.toScreen(from), view.toScreen(to));
}

void arrow(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF from, QPointF to)
{
    const QPointF a = view.toScreen(from);
    const QPointF b = view.toScreen(to);
    p.drawLine(a, b);
    const QPointF d = b - a;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1)
        return;
    const QPointF u = d / len;
    const QPointF n(-u.y(), u.x());
    const double head = 6 + 2 * style.lineWidth;
    QPainterPath tip;
    tip.moveTo(b);
    tip.lineTo(b - u * head + n * head * 0.5);
    tip.lineTo(b - u * head - n * head * 0.5);
    tip.closeSubpath();
    p.save();
    p.setBrush(p.pen().color());
    p.drawPath(tip);
    p.restore();
}

namespace {

// Whether `p` paints with Qt's raster engine, the one whose stroker the helpers below stand in
// for: another device (the canvas's ink bounds, a vector file) takes a shape as it is.
bool onRaster(const QPainter& p)
{
    return p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster;
}

// Qt strokes a dashed curve or rectangle with its general path stroker, dash by dash, each a
// polygon: many times slower than its line rasteriser, which draws dashed straight lines and
// short solid lines directly. So a dashed outline is cut here into its dashes (a dash of a
// circle into short chords) and drawn as lines with flat caps, the dash lengthened by the
// square or round cap it had. The pen's width, colour and pattern stay; the pattern runs on
// from where the outline starts, as Qt's does. False when the pen is not dashed, the painter
// is not on the raster engine, or the outline is too small or too large for this to pay; nothing
// is drawn then.
bool strokeDashed(QPainter& p, const QPolygonF& outline, bool closed)
{
    const QPen pen = p.pen();
    if (pen.style() == Qt::SolidLine || pen.style() == Qt::NoPen || !onRaster(p))
        return false;
    const double width = pen.widthF() > 0 ? pen.widthF() : 1.0;
    const QList<qreal> pattern = pen.dashPattern();
    double period = 0;
    for (const qreal length : pattern)
        period += length * width;
    double total = 0;
    const int n = int(outline.size());
    for (int i = 0; i + 1 < n + (closed ? 1 : 0); ++i)
        total += QLineF(outline[i], outline[(i + 1) % n]).length();
    if (pattern.size() < 2 || period < 1 || total / period > 4000)
        return false;
    const double cap = pen.capStyle() == Qt::FlatCap ? 0.0 : width / 2;
    QVarLengthArray<QLineF, 512> lines;
    int index = 0; // in the pattern
    double left = pattern[0] * width; // of the current dash or gap
    bool dash = true;
    for (int i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
        const QPointF a = outline[i];
        const QPointF b = outline[(i + 1) % n];
        const double length = QLineF(a, b).length();
        double at = 0;
        while (at < length) {
            const double step = std::min(left, length - at);
            if (dash) {
                // The cap: the first piece of a dash starts earlier, its last ends later.
                const bool first = left == pattern[index] * width;
                const bool last = step == left;
                const double from = at - (first ? cap : 0);
                const double to = at + step + (last ? cap : 0);
                lines.append(QLineF(a + (b - a) * (from / length), a + (b - a) * (to / length)));
            }
            if (step < left) { // the segment ends inside this dash or gap
                left -= step;
                at = length;
            } else {
                at += step;
                index = (index + 1) % int(pattern.size());
                left = pattern[index] * width;
                dash = index % 2 == 0;
            }
        }
    }
    QPen solid = pen;
    solid.setStyle(Qt::SolidLine);
    solid.setCapStyle(Qt::FlatCap);
    p.save();
    if (p.brush().style() != Qt::NoBrush) { // the fill first, under the outline
        p.setPen(Qt::NoPen);
        p.drawPolygon(outline);
    }
    p.setPen(solid);
    p.drawLines(lines.data(), int(lines.size()));
    p.restore();
    return true;
}

// Qt strokes a wide solid pen with its path stroker too (the outline offset both ways, joins
// and all, then filled), many times slower than it fills a polygon. A smooth closed outline
// (every corner turns by at most kSmoothTurn) is therefore drawn as that fill itself: the ring
// between the outline moved half the pen width out and half in along the corner bisectors,
// which is the region the stroker fills (its joins differ from these corners by less than a
// thousandth of a pixel at such turns). The brush's fill comes first, under the ring, as Qt
// draws a polygon. False off the raster engine, when the pen is not a plain solid one, the outline is not
// smooth or too tight a curve for the pen (the inner offset would fold), or the painter is turned or scaled;
// nothing is drawn then.
constexpr double kSmoothTurn = 0.21; // radians, about 12°

bool fillSmoothOutline(QPainter& p, const QPolygonF& outline)
{
    const QPen pen = p.pen();
    const int n = int(outline.size());
    // A pen of a pixel or less is drawn by Qt's own thin-line rasteriser, which is fast already.
    if (!onRaster(p) || pen.style() != Qt::SolidLine || pen.isCosmetic() || pen.widthF() <= 1 || n < 8
        || p.transform().type() > QTransform::TxTranslate || !(p.renderHints() & QPainter::Antialiasing))
        return false;
    const double half = pen.widthF() / 2;
    QVarLengthArray<QPointF, 512> normals(n); // of the edge from corner i to corner i + 1
    QVarLengthArray<double, 512> lengths(n);
    for (int i = 0; i < n; ++i) {
        const QPointF d = outline[(i + 1) % n] - outline[i];
        const double length = std::hypot(d.x(), d.y());
        if (!(length > 0))
            return false;
        normals[i] = QPointF(d.y() / length, -d.x() / length);
        lengths[i] = length;
    }
    const double smooth = std::cos(kSmoothTurn);
    QVarLengthArray<double, 512> shift(n); // how far each corner's offset slides along its edges
    QPolygonF outer;
    QPolygonF inner;
    outer.reserve(n);
    inner.reserve(n);
    for (int i = 0; i < n; ++i) {
        const QPointF before = normals[(i + n - 1) % n];
        const QPointF after = normals[i];
        const double turn = QPointF::dotProduct(before, after);
        if (!(turn >= smooth))
            return false;
        QPointF bisector = before + after;
        bisector /= std::hypot(bisector.x(), bisector.y());
        const double reach = half / QPointF::dotProduct(bisector, after);
        shift[i] = half * std::sqrt(std::max(0.0, (1 - turn) / (1 + turn))); // half * tan(turn / 2)
        outer.append(outline[i] + bisector * reach);
        inner.append(outline[i] - bisector * reach);
    }
    for (int i = 0; i < n; ++i) {
        if (shift[i] + shift[(i + 1) % n] >= lengths[i])
            return false;
    }
    QPainterPath ring;
    ring.setFillRule(Qt::OddEvenFill);
    ring.addPolygon(outer);
    ring.closeSubpath();
    ring.addPolygon(inner);
    ring.closeSubpath();
    p.save();
    if (p.brush().style() != Qt::NoBrush) {
        p.setPen(Qt::NoPen);
        p.drawPolygon(outline);
    }
    p.fillPath(ring, pen.brush());
    p.restore();
    return true;
}

} // namespace

namespace {

// A circle in pixels as the painter's pen and brush draw it.
void circleAt(QPainter& p, QPointF c, double r)
{
    if (onRaster(p) && p.pen().style() != Qt::SolidLine && p.pen().style() != Qt::NoPen && r > 2
        && r < 20000) {
        // Chords of about 3 pixels: closer to the circle than the antialiasing can show.
        const int count = std::clamp(int(2 * std::numbers::pi * r / 3), 24, 4000);
        QPolygonF outline;
        outline.reserve(count);
        for (int i = 0; i < count; ++i) {
            const double angle = 2 * std::numbers::pi * i / count;
            outline.append(c + QPointF(r * std::cos(angle), -r * std::sin(angle)));
        }
        if (strokeDashed(p, outline, true))
            return;
    }
    p.drawEllipse(c, r, r);
}

// A circle that is drawn again the same (a shape that is not dragged, in every repaint of a
// drag) is drawn once into an image and stamped from then on: an antialiased outline costs many
// times its copy. Its centre is kept to a quarter of a device pixel, and the stamp lands on whole
// device pixels at any pixel ratio. Only for a plain painter on a raster device (no transform,
// clip or opacity, plain colours): anything else is drawn as it comes. A circle seen once is not
// stamped; a dragged one is from its second frame on, as a drag moves it by whole pixels. Bounded.
bool stampCircle(QPainter& p, QPointF c, double r)
{
    // A circle of radius 320 at pixel ratio 2 is a stamp of 6.4 MiB: ten of those at most.
    constexpr qsizetype kSpriteBytes = qsizetype(64) << 20;
    const QPen pen = p.pen();
    const QBrush brush = p.brush();
    if (r < 1 || r > 320 || p.transform().type() != QTransform::TxNone || p.hasClipping() || p.opacity() != 1
        || p.compositionMode() != QPainter::CompositionMode_SourceOver || !p.device()
        || p.paintEngine()->type() != QPaintEngine::Raster || !(p.renderHints() & QPainter::Antialiasing)
        || (brush.style() != Qt::NoBrush && brush.style() != Qt::SolidPattern)
        || (pen.style() != Qt::NoPen && pen.brush().style() != Qt::SolidPattern))
        return false;
    const qreal ratio = p.device()->devicePixelRatioF();
    const QPointF device = c * ratio;
    const QPointF whole(std::floor(device.x()), std::floor(device.y()));
    const QPointF quarter
        = QPointF(std::round((device.x() - whole.x()) * 4), std::round((device.y() - whole.y()) * 4)) / 4;
    QString key;
    QTextStream(&key) << r << ' ' << ratio << ' ' << quarter.x() << ' ' << quarter.y() << ' '
                      << int(pen.style()) << ' ' << pen.widthF() << ' ' << pen.color().rgba() << ' '
                      << int(pen.capStyle()) << ' ' << int(pen.joinStyle()) << ' ' << pen.dashOffset() << ' '
                      << int(brush.style()) << ' ' << brush.color().rgba();
    if (pen.style() == Qt::CustomDashLine) {
        for (const qreal dash : pen.dashPattern())
            QTextStream(&key) << ' ' << dash;
    }
    thread_local QHash<QString, QImage> sprites; // images: frames are painted off the GUI thread
    thread_local QHash<QString, int> seen;
    thread_local qsizetype spriteBytes = 0;
    auto found = sprites.constFind(key);
    if (found == sprites.constEnd()) {
        if (seen.size() >= 1024)
            seen.clear();
        if (++seen[key] < 2)
            return false;
        if (sprites.size() >= 64 || spriteBytes > kSpriteBytes) {
            sprites.clear();
            spriteBytes = 0;
        }
        const double pad = std::ceil(pen.style() == Qt::NoPen ? 2 : pen.widthF() + 2);
        // Even, in device pixels: the stamp's middle is a pixel corner.
        const int side = 2 * int(std::ceil((r + pad) * ratio)) + 2;
        QImage sprite(side, side, QImage::Format_ARGB32_Premultiplied);
        sprite.setDevicePixelRatio(ratio);
        sprite.fill(Qt::transparent);
        QPainter sp(&sprite);
        sp.setRenderHints(p.renderHints());
        sp.setPen(pen);
        sp.setBrush(brush);
        circleAt(sp, (QPointF(side / 2.0, side / 2.0) + quarter) / ratio, r);
        sp.end();
        spriteBytes += sprite.sizeInBytes();
        found = sprites.insert(key, sprite);
    }
    const double half = found->width() / 2.0;
    p.drawImage(QPointF(whole.x() - half, whole.y() - half) / ratio, *found);
    return true;
}

} // namespace

void circle(QPainter& p, const Viewport& view, QPointF center, double radius)
{
    const double r = radius * view.scale();
    const QPointF c = view.toScreen(center);
    if (!stampCircle(p, c, r))
        circleAt(p, c, r);
}

void rect(QPainter& p, const Viewport& view, QRectF worldRect)
{
    const QRectF r
        = QRectF(view.toScreen(worldRect.topLeft()), view.toScreen(worldRect.bottomRight())).normalized();
    if (p.pen().style() != Qt::SolidLine && p.pen().style() != Qt::NoPen
        && strokeDashed(p, QPolygonF({ r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft() }), true))
        return;
    p.drawRect(r);
}

namespace {

// What polygon() draws, as it draws it.
void polygonAsIs(QPainter& p, const QPolygonF& pixels)
{
    if (p.pen().style() != Qt::SolidLine && p.pen().style() != Qt::NoPen && pixels.size() > 1
        && strokeDashed(p, pixels, true))
        return;
    if (p.pen().style() == Qt::SolidLine && fillSmoothOutline(p, pixels))
        return;
    p.drawPolygon(pixels);
}

// A polygon as a moving stamp's key names it: its corners seen from the first (to a 64th of a
// pixel: the same shape moved gives the same key), the pen and the brush.
QString polygonKey(const QPainter& p, const QPolygonF& pixels)
{
    size_t corners = 0;
    for (const QPointF& corner : pixels) {
        const QPointF from = (corner - pixels.first()) * 64;
        corners = qHashMulti(corners, qRound64(from.x()), qRound64(from.y()));
    }
    const QPen pen = p.pen();
    const QBrush brush = p.brush();
    QString key;
    QTextStream(&key) << "polygon " << pixels.size() << ' ' << corners << ' ' << int(pen.style()) << ' '
                      << pen.widthF() << ' ' << pen.color().rgba() << ' ' << int(pen.capStyle()) << ' '
                      << int(pen.joinStyle()) << ' ' << pen.miterLimit() << ' ' << pen.dashOffset() << ' '
                      << pen.isCosmetic() << ' ' << int(brush.style()) << ' ' << brush.color().rgba();
    for (const qreal dash : pen.dashPattern())
        QTextStream(&key) << ' ' << dash;
    return key;
}

} // namespace

void polygon(QPainter& p, const QPolygonF& pixels)
{
    // A large smooth outline (an ellipse of many corners) costs milliseconds to fill at 4K; moved
    // by a drag, it is the same drawing elsewhere, and is stamped from its second frame on.
    constexpr qsizetype kStampedCorners = 16;
    constexpr double kStampedArea = 160 * 160;
    const QRectF box = pixels.boundingRect();
    const QBrush brush = p.brush();
    if (pixels.size() < kStampedCorners || box.width() * box.height() < kStampedArea
        || brush.style() > Qt::SolidPattern || p.pen().brush().style() != Qt::SolidPattern) {
        polygonAsIs(p, pixels);
        return;
    }
    // A miter join reaches past the corner by up to the miter limit times half the pen's width.
    const double margin = std::max(1.0, p.pen().widthF()) * std::max(1.0, p.pen().miterLimit()) + 2;
    stampedMoving(p, pixels.first(), box.adjusted(-margin, -margin, margin, margin), polygonKey(p, pixels),
        [&](QPainter& on) { polygonAsIs(on, pixels); });
}

void dot(QPainter& p, const Viewport& view, QPointF at, double radiusPixels, const QColor& fill)
{
    p.save();
    p.setBrush(fill);
    p.setPen(QPen(fill.darker(140), 1));
    p.drawEllipse(view.toScreen(at), radiusPixels, radiusPixels);
    p.restore();
}

void label(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& text,
    const QColor& color, QPointF offsetPixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addLabel(p.transform().map(view.toScreen(at)), text, color, offsetPixels);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style); // painted outside a canvas
    alone.addLabel(p.transform().map(view.toScreen(at)), text, color, offsetPixels);
}

void textAt(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& text,
    const QColor& color, double scale, QPointF offsetPixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addLabel(p.transform().map(view.toScreen(at)), text, color, offsetPixels, scale, true);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style);
    alone.addLabel(p.transform().map(view.toScreen(at)), text, color, offsetPixels, scale, true);
}

namespace {

void addHeadline(QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text,
    const QColor& color, bool bottom)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addHeadline(text, color, bottom);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style);
    alone.addHeadline(text, color, bottom);
}

} // namespace

void headline(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text, const QColor& color)
{
    addHeadline(p, view, style, text, color, false);
}

void verdict(QPainter& p, const Viewport& view, const CanvasStyle& style, const LessonScene& scene,
    Verdict verdict, const VerdictWords& words)
{
    const bool held = scene.holds(kHeldVerdict);
    const Verdict shown = held ? Verdict::Undecided : verdict;
    const VerdictWords plate = held ? heldVerdict() : words;
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addVerdict(shown, plate.main, plate.detail);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style);
    alone.addVerdict(shown, plate.main, plate.detail);
}

// Any task that holds the verdict: a prediction, or a number the verdict would give away.
VerdictWords heldVerdict()
{
    return { QCoreApplication::translate("ScenePainter", "Answer the task first"),
        QCoreApplication::translate("ScenePainter", "The verdict waits for your answer.") };
}

QString heldVerdictText()
{
    return QCoreApplication::translate("ScenePainter", "Answer the task first: the verdict waits for it.");
}

void legend(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text, const QColor& color)
{
    addHeadline(p, view, style, text, color, true);
}

void keepClear(QPainter& p, QRectF pixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p))
        placer->addArea(p.transform().mapRect(pixels));
}

void keepLabelsOff(QPainter& p, QRectF pixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p))
        placer->addHandle(p.transform().mapRect(pixels));
}

QString clauses(const QStringList& parts)
{
    return parts.join(QCoreApplication::translate("ScenePainter", "; "));
}

} // namespace lab::draw

namespace lab {

QString VerdictWords::sentence() const
{
    if (detail.isEmpty() || main.isEmpty())
        return main + detail;
    return draw::clauses({ main, detail });
}

} // namespace lab
