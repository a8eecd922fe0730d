// Canvas painting: the static layer (grid, axes, tick labels) drawn once per view, the scene on
// top, handle sprites, the keyboard pointer; and render() for export.
#include "canvas.h"

#include "ink_bounds.h"
#include "label_placer.h"
#include "scene_painter.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QHash>
#include <QPaintEngine>
#include <QPaintEvent>
#include <QPainter>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <cmath>
#include <functional>

namespace lab {

namespace {

void drawHandleShape(QPainter& p, HandleKind kind, QPointF at, double r)
{
    switch (kind) {
    case HandleKind::Vector: p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)); break;
    case HandleKind::Radius:
    case HandleKind::Axis: {
        const QPointF diamond[] = { at + QPointF(0, -r * 1.3), at + QPointF(r * 1.3, 0),
            at + QPointF(0, r * 1.3), at + QPointF(-r * 1.3, 0) };
        p.drawPolygon(diamond, 4);
        break;
    }
    case HandleKind::Point: p.drawEllipse(at, r, r); break;
    }
}

// A handle drawn once per look (kind, size, colours, outline, pixel ratio) into a small image
// and stamped on every repaint: eight antialiased outlines cost more than the lesson's shapes.
// Bounded: cleared when full. An image, not a pixmap: frames are painted off the GUI thread.
const QImage& handleSprite(HandleKind kind, double r, const QColor& fill, const QPen& outline, qreal ratio)
{
    thread_local QHash<QString, QImage> cache;
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(int(kind))
                            .arg(r, 0, 'g', 9)
                            .arg(fill.rgba())
                            .arg(outline.color().rgba())
                            .arg(outline.widthF())
                            .arg(ratio);
    auto found = cache.find(key);
    if (found != cache.end())
        return *found;
    if (cache.size() >= 256)
        cache.clear();
    const int side = int(std::ceil(2 * (r * 1.3 + outline.widthF()))) + 2;
    QImage sprite(QSizeF(QSizeF(side, side) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    sprite.setDevicePixelRatio(ratio);
    sprite.fill(Qt::transparent);
    QPainter p(&sprite);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(outline);
    p.setBrush(fill);
    drawHandleShape(p, kind, QPointF(side / 2.0, side / 2.0), r);
    p.end();
    return *cache.insert(key, sprite);
}

// Runs `paint` on a thread of Qt's global thread pool and waits for it; on the calling thread
// when no pool thread is free. Why: Qt's raster engine (qdrawhelper.cpp, 6.4) hands every fill
// of more than 95 spans (a large or antialiased shape) to that pool in pieces and waits for them,
// unless it already runs on one of its threads. A frame of a lesson made 15 to 50 such
// hand-overs, and on a 2-core machine whose web engine is busy each can wait milliseconds for a
// core. Painted on a pool thread, the frame hands over once.
void paintOnPoolThread(const std::function<void()>& paint)
{
    // The pool's threads are busy for a moment after a fill of another widget handed to them:
    // each has signalled its piece done but not yet gone back to the pool. Ask again for up to
    // half a millisecond before painting here.
    constexpr qint64 kRetryNs = 500'000;
    QSemaphore done;
    const std::function<void()> job = [&] {
        paint();
        done.release();
    };
    QThreadPool& pool = *QThreadPool::globalInstance();
    QElapsedTimer asking;
    asking.start();
    while (!pool.tryStart(job)) {
        if (asking.nsecsElapsed() > kRetryNs) {
            paint();
            return;
        }
        QThread::yieldCurrentThread();
    }
    done.acquire();
}
} // namespace

void Canvas::render(QPainter& p, QSize size) const
{
    Viewport view = m_view;
    view.setSize(size);
    p.fillRect(QRect(QPoint(0, 0), size), style().background);
    p.setRenderHint(QPainter::Antialiasing);
    const QList<TickLabel> ticks = tickLabels(view);
    paintGrid(p, view, ticks);
    paintScene(p, view, false, ticks);
}

const QImage& Canvas::staticLayer(const Viewport& view, qreal ratio, const QFont& font)
{
    const QSize size = view.size().toSize();
    const QRectF world = view.worldRect();
    const QString key = QStringLiteral("%1x%2@%3 %4,%5,%6,%7 %8%9%10%11 %12 %13 %14")
                            .arg(size.width())
                            .arg(size.height())
                            .arg(ratio)
                            .arg(world.x(), 0, 'g', 17)
                            .arg(world.y(), 0, 'g', 17)
                            .arg(world.width(), 0, 'g', 17)
                            .arg(world.height(), 0, 'g', 17)
                            .arg(style().background.name(QColor::HexArgb), style().grid.name(QColor::HexArgb),
                                style().axis.name(QColor::HexArgb), style().text.name(QColor::HexArgb))
                            .arg(style().labelPointSize)
                            .arg(style().projector ? 1 : 0)
                            .arg(font.toString());
    if (key != m_staticKey || m_staticLayer.isNull()) {
        ++m_staticLayerDraws;
        m_staticKey = key;
        m_staticTicks = tickLabels(view);
        m_staticLayer = QImage((QSizeF(size) * ratio).toSize(), QImage::Format_RGB32);
        m_staticLayer.setDevicePixelRatio(ratio);
        QPainter p(&m_staticLayer);
        p.setFont(font);
        p.fillRect(QRect(QPoint(0, 0), size), style().background);
        p.setRenderHint(QPainter::Antialiasing);
        paintGrid(p, view, m_staticTicks);
    }
    return m_staticLayer;
}

void Canvas::hideEvent(QHideEvent* event)
{
    m_staticLayer = QImage();
    m_staticKey.clear();
    QWidget::hideEvent(event);
}

void Canvas::paintFrame(QPainter& p, const FrameSetup& setup)
{
    const Viewport& view = setup.view;
    const QImage& layer = staticLayer(view, setup.ratio, setup.font);
    // What a painter on the widget starts with.
    p.setFont(setup.font);
    p.setPen(setup.pen);
    p.setLayoutDirection(setup.direction);
    p.drawImage(QPoint(0, 0), layer);
    p.setRenderHint(QPainter::Antialiasing);
    paintScene(p, view, true, m_staticTicks);
    paintHandles(p);
    if (setup.pointer)
        paintKeyboardPointer(p);
    if (setup.focused) { // a 2-pixel frame on whole pixels: four bands, not a stroked outline
        const int w = int(view.size().width());
        const int h = int(view.size().height());
        for (const QRect& band :
            { QRect(0, 0, w, 2), QRect(0, h - 2, w, 2), QRect(0, 2, 2, h - 4), QRect(w - 2, 2, 2, h - 4) })
            p.fillRect(band, style().highlight);
    }
}

QImage Canvas::paintTarget(qreal ratio) const
{
    // Where Qt sends this paint: normally the window's backing store, an image in device pixels
    // (a widget's painter scales to them); a grab() or render() sends it elsewhere (a pixmap,
    // another widget's shared painter). The canvas's part of the backing store as an image of
    // its own, sharing the memory, at the canvas's pixel ratio: painted like a frame of its own,
    // with nothing to copy afterwards. Only where the canvas covers whole device pixels.
    QPoint offset;
    auto* target = sharedPainter() ? nullptr : dynamic_cast<QImage*>(redirected(&offset));
    if (!target || target->paintingActive() || !target->isDetached() || target->depth() != 32
        || !(qFuzzyCompare(target->devicePixelRatio(), 1.0)
            || qFuzzyCompare(target->devicePixelRatio(), ratio)))
        return {};
    const QRectF exact(QPointF(-offset) * ratio, QSizeF(size()) * ratio);
    const QRect pixels = exact.toRect();
    if (QRectF(pixels) != exact || !target->rect().contains(pixels) || pixels.isEmpty())
        return {};
    const qsizetype stride = target->bytesPerLine();
    QImage part(target->bits() + pixels.y() * stride + pixels.x() * 4, pixels.width(), pixels.height(),
        stride, target->format());
    part.setDevicePixelRatio(ratio);
    return part;
}

namespace {
// From this many device pixels on (a 4K projector at ratio 2 gives the canvas 4.8 million), a drag repaints
// only where its frames have ink: below, a whole repaint costs less than finding where.
constexpr double kPartialRepaintPixels = 3.0e6;
constexpr int kWholeRepaintsAfterLarge = 8;
} // namespace

QList<InkMark> Canvas::ink() const
{
    Viewport view = m_view;
    view.setSize(size());
    InkBounds device(size());
    QPainter p(&device);
    p.setFont(font());
    p.setPen(palette().color(foregroundRole()));
    p.setLayoutDirection(layoutDirection());
    p.setRenderHint(QPainter::Antialiasing);
    paintScene(p, view, true, tickLabels(view));
    paintHandles(p);
    if (keyboardPointerActive())
        paintKeyboardPointer(p);
    p.end();
    return device.marks();
}

void Canvas::sceneChanged()
{
    std::optional<QList<InkMark>> before = std::exchange(m_inkOnScreen, std::nullopt);
    const double ratio = devicePixelRatioF();
    if (m_wholeRepaints > 0)
        --m_wholeRepaints;
    if (!before || !isVisible() || width() * height() * ratio * ratio < kPartialRepaintPixels) {
        update();
        return;
    }
    QList<InkMark> after = ink();
    const QRegion changed = inkChange(*before, after, 32) & rect();
    double area = 0;
    for (const QRect& r : changed)
        area += double(r.width()) * r.height();
    if (area > 0.6 * width() * height()) {
        // The whole frame; a drag that changes most of the canvas (a line across it) is likely
        // to go on doing so: the next few changes repaint it all without looking for their ink.
        m_wholeRepaints = kWholeRepaintsAfterLarge;
        update();
        return;
    }
    m_inkOnScreen = std::move(after);
    ++m_partialRepaints;
    update(changed);
}

void Canvas::paintEvent(QPaintEvent* event)
{
    const qreal ratio = devicePixelRatioF();
    // A whole repaint (a drag's first, a hover, a new view) learns where its frame has ink, for
    // the scene changes after it.
    if (m_wholeRepaints == 0 && width() * height() * ratio * ratio >= kPartialRepaintPixels
        && QRegion(rect()).subtracted(event->region()).isEmpty())
        m_inkOnScreen = ink();
    FrameSetup setup;
    setup.view = m_view;
    setup.view.setSize(size());
    setup.ratio = ratio;
    setup.font = font();
    setup.pen = palette().color(foregroundRole());
    setup.direction = layoutDirection();
    setup.pointer = keyboardPointerActive();
    setup.focused = hasFocus();
    // The frame is painted on a pool thread (see paintOnPoolThread) while this thread waits, so
    // nothing else touches the canvas, its scene or its caches meanwhile.
    QImage part = paintTarget(ratio);
    if (!part.isNull()) {
        // Straight into the window's backing store: at 3840x2160 the copy of a frame of the
        // canvas's own was 30 million instructions a move on this thread. Only where Qt asked,
        // whatever clip a lesson's painter or the label placer sets: the engine's system clip.
        QRegion device;
        for (const QRect& r : event->region())
            device += QRectF(QPointF(r.topLeft()) * ratio, QSizeF(r.size()) * ratio).toAlignedRect();
        part.paintEngine()->setSystemClip(device);
        ++m_directPaints;
        paintOnPoolThread([&] {
            QPainter p(&part);
            paintFrame(p, setup);
        });
        return;
    }
    // Elsewhere (grab(), render()): through a frame of its own, copied in.
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    QImage frame(pixels, QImage::Format_RGB32);
    frame.setDevicePixelRatio(ratio);
    paintOnPoolThread([&] {
        QPainter p(&frame);
        paintFrame(p, setup);
    });
    QPainter(this).drawImage(QPoint(0, 0), frame);
}

QFont Canvas::tickFont() const
{
    QFont tick = font();
    tick.setPointSizeF(style().labelPointSize * 0.85);
    return tick;
}

QList<Canvas::TickLabel> Canvas::tickLabels(const Viewport& view) const
{
    const QRectF world = view.worldRect();
    const double step = view.gridStep();
    const QSizeF px = view.size();
    const QRectF inside(QPointF(0, 0), px);
    const QPointF origin = view.toScreen({ 0, 0 });
    const QFontMetricsF fm(tickFont());
    const double lineHeight = fm.height();
    const double widest = fm.horizontalAdvance(QStringLiteral("-0000"));
    const double labelY = std::clamp(origin.y() + 4, 2.0, std::max(2.0, px.height() - lineHeight - 2));
    const double labelX = std::clamp(origin.x() + 4, 2.0, std::max(2.0, px.width() - widest - 2));
    QList<TickLabel> ticks;
    // The strip at the top where the verdict's plate sits (its main line and one line of detail)
    // has no numbers: a plate over an axis number hid it or looked like part of it (issue 37).
    const QString line = QStringLiteral("Mg");
    const double strip = LabelPlacer::verdictBottom(font(), style(), line, line, px) + 4;
    // A label that would be cut at the canvas's edge, in the plate's strip, or touch a label
    // already placed (on either axis: near the origin they meet), is left out: large text keeps
    // every other number.
    const auto add = [&](QRectF box, int flags, const QString& text) {
        const QRectF r = fm.boundingRect(box, flags, text);
        if (!inside.contains(r) || r.top() < strip)
            return;
        for (const TickLabel& other : ticks) {
            if (r.adjusted(-4, -1, 4, 1).intersects(other.rect))
                return;
        }
        ticks.append({ r, flags, text });
    };
    add(QRectF(origin.x() + 3, origin.y() + 2, widest, lineHeight), Qt::AlignLeft | Qt::AlignTop,
        QStringLiteral("O"));
    for (double x = std::ceil(world.left() / step) * step; x <= world.right(); x += step) {
        if (std::abs(x) < step / 2)
            continue;
        const double sx = view.toScreen({ x, 0 }).x();
        add(QRectF(sx + 2, labelY, 4 * widest, lineHeight), Qt::AlignLeft | Qt::AlignTop, formatNumber(x, 6));
    }
    for (double y = std::ceil(world.top() / step) * step; y <= world.bottom(); y += step) {
        if (std::abs(y) < step / 2)
            continue;
        const double sy = view.toScreen({ 0, y }).y();
        add(QRectF(labelX, sy - lineHeight, 4 * widest, lineHeight), Qt::AlignLeft | Qt::AlignBottom,
            formatNumber(y, 6));
    }
    return ticks;
}

QList<QRectF> Canvas::tickLabelRects() const
{
    QList<QRectF> rects;
    for (const TickLabel& tick : tickLabels(m_view))
        rects.append(tick.rect);
    return rects;
}

void Canvas::paintGrid(QPainter& p, const Viewport& view, const QList<TickLabel>& ticks) const
{
    const QRectF world = view.worldRect();
    const double step = view.gridStep();
    const QSizeF px = view.size();
    p.save();
    p.setPen(QPen(style().grid, 1));
    for (double x = std::ceil(world.left() / step) * step; x <= world.right(); x += step) {
        const double sx = view.toScreen({ x, 0 }).x();
        p.drawLine(QPointF(sx, 0), QPointF(sx, px.height()));
    }
    for (double y = std::ceil(world.top() / step) * step; y <= world.bottom(); y += step) {
        const double sy = view.toScreen({ 0, y }).y();
        p.drawLine(QPointF(0, sy), QPointF(px.width(), sy));
    }
    // Axes through the origin, with labels on the grid lines.
    p.setPen(QPen(style().axis, style().projector ? 2.5 : 1.5));
    const QPointF origin = view.toScreen({ 0, 0 });
    p.drawLine(QPointF(0, origin.y()), QPointF(px.width(), origin.y()));
    p.drawLine(QPointF(origin.x(), 0), QPointF(origin.x(), px.height()));
    p.setFont(tickFont());
    for (const TickLabel& tick : ticks)
        p.drawText(tick.rect, tick.flags, tick.text);
    p.restore();
}

void Canvas::paintScene(QPainter& p, const Viewport& view, bool handles, const QList<TickLabel>& ticks) const
{
    LabelPlacer labels(p, QRectF(QPointF(0, 0), view.size()), style());
    if (handles) {
        for (const QRectF& handle : handleRects(view))
            labels.addHandle(handle);
    }
    for (const TickLabel& tick : ticks)
        labels.addTickLabel(tick.rect);
    m_painter.paint(p, view, style(), m_scene);
    labels.place();
    m_labels = labels.placed();
    m_labelObstacles = labels.handles();
}

QList<QRectF> Canvas::handleRects() const
{
    Viewport view = m_view;
    view.setSize(size());
    return handleRects(view);
}

QList<QRectF> Canvas::handleRects(const Viewport& view) const
{
    QList<QRectF> rects;
    for (const HandleSpec& h : m_scene.handles()) {
        const QPointF at = view.toScreen(handleWorldPos(h));
        // The drawn shape (a diamond reaches 1.3 radii) and its 2-pixel outline.
        const double r
            = style().handleRadius * (h.kind == HandleKind::Radius || h.kind == HandleKind::Axis ? 1.3 : 1.0)
            + 2;
        rects.append(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
    }
    return rects;
}

void Canvas::paintHandles(QPainter& p) const
{
    const auto handles = m_scene.handles();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < handles.size(); ++i) {
        const QPointF at = m_view.toScreen(handleWorldPos(handles[i]));
        const bool hot = i == m_hovered || (m_press.mode == Press::Mode::DragHandle && i == m_press.target);
        const double r = style().handleRadius * (hot ? 1.35 : 1.0);
        const QColor color = style().shapes[std::clamp(handles[i].group, 0, 2)];
        const QPen outline(hot ? style().highlight : style().background, hot ? 3 : 2);
        const QImage& sprite
            = handleSprite(handles[i].kind, r, color, outline, p.device()->devicePixelRatioF());
        const QSizeF size = sprite.deviceIndependentSize();
        p.drawImage(
            QPointF(std::round(at.x() - size.width() / 2), std::round(at.y() - size.height() / 2)), sprite);
        if (i == selectedHandle()) { // the focus ring: solid, on a halo of the background
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(style().background, 6));
            p.drawEllipse(at, r + 6, r + 6);
            p.setPen(QPen(style().highlight, 3));
            p.drawEllipse(at, r + 6, r + 6);
        }
    }
    p.restore();
}

QPointF Canvas::keyboardPointer() const
{
    if (m_pointer)
        return *m_pointer;
    return snapped(m_view.toWorld(QPointF(width() / 2.0, height() / 2.0)));
}

bool Canvas::keyboardPointerActive() const
{
    return hasFocus() && selectedHandle() < 0 && m_scene.clickAction(keyboardPointer()).has_value();
}

void Canvas::paintKeyboardPointer(QPainter& p) const
{
    const QPointF at = m_view.toScreen(keyboardPointer());
    const double arm = style().handleRadius * 2.2;
    p.save();
    p.setBrush(Qt::NoBrush);
    for (const auto& [color, width] :
        { std::pair { style().background, 5.0 }, std::pair { style().highlight, 2.0 } }) {
        p.setPen(QPen(color, width));
        p.drawLine(at - QPointF(arm, 0), at + QPointF(arm, 0));
        p.drawLine(at - QPointF(0, arm), at + QPointF(0, arm));
        p.drawEllipse(at, arm * 0.45, arm * 0.45);
    }
    p.restore();
}

} // namespace lab
