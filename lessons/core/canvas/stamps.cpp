// Stamps: a drawing made once into an image and copied from then on (scene_painter.h says
// when: stamped(), stampedMoving(), and polygon() through them).
#include "scene_painter.h"

#include "geometry/numeric.h"

#include <QHash>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace lab::draw {

namespace {

thread_local int stampsMadeHere = 0;

// Whether a drawing over `area` may go through a stamp: a plain painter on a raster device, a
// stamp of a bounded size.
bool stampable(QPainter& p, const QRect& area)
{
    return area.width() * area.height() <= 1280 * 960 && p.transform().type() == QTransform::TxNone
        && !p.hasClipping() && p.opacity() == 1 && p.compositionMode() == QPainter::CompositionMode_SourceOver
        && p.device() && p.paintEngine()->type() == QPaintEngine::Raster;
}

// Paints what `paint` paints over `area` (canvas pixels) through the stamp kept under `key`,
// made the second time the key is asked for: the first is painted as it comes (a drawing seen
// once is not worth an image).
void throughStamp(
    QPainter& p, const QRect& area, const QString& key, const std::function<void(QPainter&)>& paint)
{
    const qreal ratio = p.device()->devicePixelRatioF();
    thread_local QHash<QString, QImage> stamps; // images, not pixmaps: frames are painted off the GUI thread
    thread_local QHash<QString, int> seen;
    // A stamp of the largest drawing (1280 x 960 at pixel ratio 2) is 19 MiB: a few at most.
    constexpr qsizetype kStampBytes = qsizetype(96) << 20;
    thread_local qsizetype stampBytes = 0;
    auto found = stamps.constFind(key);
    if (found == stamps.constEnd()) {
        if (seen.size() >= 1024)
            seen.clear();
        if (++seen[key] < 2) {
            paint(p);
            return;
        }
        if (stamps.size() >= 32 || stampBytes > kStampBytes) {
            stamps.clear();
            stampBytes = 0;
        }
        // At the device's pixel ratio: whole logical pixels are whole device pixels too.
        QImage stamp((QSizeF(area.size()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
        stamp.setDevicePixelRatio(ratio);
        stamp.fill(Qt::transparent);
        QPainter sp(&stamp);
        sp.setRenderHints(p.renderHints());
        sp.setFont(p.font());
        sp.setPen(p.pen());
        sp.setBrush(p.brush());
        // Whole pixels: the same rasterisation as on the canvas (fill patterns move with it too).
        sp.translate(-area.topLeft());
        paint(sp);
        sp.end();
        stampBytes += stamp.sizeInBytes();
        ++stampsMadeHere;
        found = stamps.insert(key, stamp);
    }
    p.drawImage(area.topLeft(), *found);
}

// A stamp's key: its drawing's `key`, its place and size in canvas pixels, the render hints and
// the pixel ratio it is drawn at.
QString stampKey(const QPainter& p, const QRect& area, const QString& key)
{
    return QStringLiteral("%1,%2,%3,%4 %5 %6 %7")
        .arg(area.x())
        .arg(area.y())
        .arg(area.width())
        .arg(area.height())
        .arg(int(p.renderHints()))
        .arg(p.device()->devicePixelRatioF())
        .arg(key);
}

} // namespace

int stampsMade()
{
    return stampsMadeHere;
}

void stamped(
    QPainter& p, const QRectF& pixels, const QString& key, const std::function<void(QPainter&)>& paint)
{
    const QRect area = pixels.toAlignedRect().adjusted(-2, -2, 2, 2);
    if (!stampable(p, area)) {
        paint(p);
        return;
    }
    throughStamp(p, area, stampKey(p, area, key), paint);
}

void stampedMoving(QPainter& p, QPointF origin, const QRectF& pixels, const QString& key,
    const std::function<void(QPainter&)>& paint)
{
    // Where the origin falls within its whole pixel, to a quarter of a device pixel: the stamp of
    // one place serves every place a whole number of pixels from it.
    const QPoint whole(int(std::floor(origin.x())), int(std::floor(origin.y())));
    // Whole pixels around the drawing, from the origin's: the same for every place of one key
    // (the rounding of `pixels` does not make another stamp).
    const QRectF from = pixels.translated(-whole);
    const auto down = [](double v) { return int(std::floor(v + geometry::tolerance::kStampPixel)); };
    const auto up = [](double v) { return int(std::ceil(v - geometry::tolerance::kStampPixel)); };
    const QRect area = QRect(
        QPoint(down(from.left()), down(from.top())), QPoint(up(from.right()) - 1, up(from.bottom()) - 1))
                           .adjusted(-2, -2, 2, 2);
    if (!stampable(p, area)) {
        paint(p);
        return;
    }
    const qreal ratio = p.device()->devicePixelRatioF();
    const QPointF quarter = QPointF(
        std::round((origin.x() - whole.x()) * ratio * 4), std::round((origin.y() - whole.y()) * ratio * 4));
    throughStamp(p, area.translated(whole),
        stampKey(p, area, QStringLiteral("moving %1,%2 %3").arg(quarter.x()).arg(quarter.y()).arg(key)),
        paint);
}

} // namespace lab::draw
