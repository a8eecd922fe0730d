#include "slab_timeline.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

QColor translucent(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

} // namespace

SlabTimeline::SlabTimeline(QPainter& p, const Viewport& view, const CanvasStyle& style)
    : p(p)
    , view(view)
    , style(style)
    , font(p.font())
{
}

void SlabTimeline::paintSlabs(const geometry::RayAabbResult& h, const QColor& xColor, const QColor& yColor)
{
    std::vector<Bar> bars;
    bars.push_back({ h.inX, h.outX, QStringLiteral("X"), xColor });
    bars.push_back({ h.inY, h.outY, QStringLiteral("Y"), yColor });
    if (h.slabEnter <= h.slabExit)
        bars.push_back({ h.slabEnter, h.slabExit, tr("both"), style.result });
    paint(bars);
}

void SlabTimeline::paintDisk(bool realRoots, double near, double far)
{
    std::vector<Bar> bars;
    if (realRoots)
        bars.push_back({ near, far, tr("disk"), style.result });
    paint(bars);
}

void SlabTimeline::layOut(const std::vector<Bar>& bars)
{
    const QSizeF size = view.size();
    const int rows = std::max<int>(1, int(bars.size()));
    // At most 30 % of the canvas's height, so that large text leaves room for the picture:
    // the panel's text shrinks (to half the label size at the least, which at 200 % text is
    // the size at 100 %).
    const auto panelHeight = [&](double factor) {
        font.setPointSizeF(style.labelPointSize * factor);
        return QFontMetricsF(font).height() * 1.5 * (rows + 1.6);
    };
    for (int step = 0; step <= 10 && panelHeight(1 - 0.05 * step) > 0.3 * size.height(); ++step) { }
    const QFontMetricsF fm(font);
    rowHeight = fm.height() * 1.5;
    const double height = rowHeight * (rows + 1.6);
    panel = QRectF(8, size.height() - height - 8, size.width() - 16, height);
    const double nameWidth = fm.horizontalAdvance(tr("both")) + fm.horizontalAdvance(QStringLiteral("  "));
    // Room for the numbers written before a bar's start and after its end.
    double before = 0;
    double after = 0;
    lo = 0;
    hi = 0;
    for (const Bar& b : bars) {
        if (std::isfinite(b.from) && b.from < b.to)
            before = std::max(before, fm.horizontalAdvance(formatNumber(b.from, 3)) + 4);
        if (std::isfinite(b.to))
            after = std::max(after, fm.horizontalAdvance(formatNumber(b.to, 3)) + 4);
        for (const double t : { b.from, b.to }) {
            if (std::isfinite(t)) {
                lo = std::min(lo, t);
                hi = std::max(hi, t);
            }
        }
    }
    left = panel.left() + nameWidth + 10 + before;
    right = panel.right() - 8 - std::max(8.0, after);
    const double pad = hi > lo ? 0.12 * (hi - lo) : 1;
    lo -= pad;
    hi += pad;
}

double SlabTimeline::x(double t) const
{
    if (std::isinf(t))
        return t < 0 ? left - 6 : right + 6;
    return left + (t - lo) / (hi - lo) * (right - left);
}

void SlabTimeline::paintAxis()
{
    const QFontMetricsF fm(font);
    p.setPen(Qt::NoPen);
    p.setBrush(style.background); // opaque: the grid's numbers do not show through
    p.drawRoundedRect(panel, 4, 4);
    // No label of the picture goes over the time line (a point under it is named from above).
    draw::keepLabelsOff(p, panel);
    // Before t = 0 lies behind R0: shaded, since the ray does not go there.
    const double axisY = panel.bottom() - rowHeight * 0.9;
    p.setBrush(translucent(style.muted, 45));
    p.drawRect(QRectF(QPointF(left - 6, panel.top() + 4), QPointF(std::max(left - 6, x(0)), axisY)));
    p.setPen(QPen(style.axis, 1));
    p.drawLine(QPointF(left, axisY), QPointF(right, axisY));
    p.drawText(QPointF(right - fm.horizontalAdvance(QStringLiteral("t")), axisY + fm.ascent() + 2),
        QStringLiteral("t"));
    // t = 0: the ray's start; everything left of it is behind R0.
    p.setPen(QPen(style.shapes[0], 1.5, Qt::DashLine));
    p.drawLine(QPointF(x(0), panel.top() + 4), QPointF(x(0), axisY + 4));
    p.setPen(style.shapes[0]);
    p.drawText(QPointF(x(0) + 3, axisY + fm.ascent() + 2), QStringLiteral("0 (R₀)"));
}

void SlabTimeline::paintBar(const Bar& b, double y)
{
    const QFontMetricsF fm(font);
    p.setPen(b.color);
    p.drawText(QPointF(panel.left() + 6, y + fm.ascent() / 2 - 1), b.name);
    if (!(b.from <= b.to)) {
        p.drawText(QPointF(left, y + fm.ascent() / 2 - 1), tr("never inside"));
        return;
    }
    const double x0 = x(b.from);
    const double x1 = x(b.to);
    p.setPen(Qt::NoPen);
    p.setBrush(translucent(b.color, 150));
    p.drawRect(
        QRectF(QPointF(x0, y - rowHeight * 0.22), QPointF(std::max(x1, x0 + 2), y + rowHeight * 0.22)));
    p.setPen(b.color);
    for (const double t : { b.from, b.to }) {
        if (!std::isfinite(t))
            continue;
        const QString text = formatNumber(t, 3);
        const double w = fm.horizontalAdvance(text);
        const bool first = t == b.from && b.from != b.to;
        const double tx = first ? x(t) - w - 4 : x(t) + 4;
        p.drawText(QPointF(tx, y + fm.ascent() / 2 - 1), text);
    }
}

void SlabTimeline::paint(const std::vector<Bar>& bars)
{
    layOut(bars);
    p.save();
    p.setFont(font);
    paintAxis();
    for (std::size_t i = 0; i < bars.size(); ++i)
        paintBar(bars[i], panel.top() + rowHeight * (double(i) + 0.75));
    p.restore();
}

} // namespace lab
