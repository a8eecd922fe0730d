#include "slab_timeline.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lab {

SlabTimeline::SlabTimeline(QPainter& p, const Viewport& view, const CanvasStyle& style)
    : m_p(p)
    , m_view(view)
    , m_style(style)
    , m_font(p.font())
{
}

void SlabTimeline::paintSlabs(const geometry::RayAabbResult& h, const QColor& xColor, const QColor& yColor)
{
    std::vector<Bar> bars;
    bars.push_back({ h.inX, h.outX, QStringLiteral("X"), xColor });
    bars.push_back({ h.inY, h.outY, QStringLiteral("Y"), yColor });
    if (h.slabEnter <= h.slabExit)
        bars.push_back({ h.slabEnter, h.slabExit, tr("both"), m_style.result });
    paint(bars);
}

void SlabTimeline::paintDisk(bool realRoots, double near, double far)
{
    std::vector<Bar> bars;
    if (realRoots)
        bars.push_back({ near, far, tr("disk"), m_style.result });
    paint(bars);
}

void SlabTimeline::layOut(const std::vector<Bar>& bars)
{
    const QSizeF size = m_view.size();
    const int rows = std::max<int>(1, int(bars.size()));
    // At most 30 % of the canvas's height, so that large text leaves room for the picture:
    // the panel's text shrinks (to half the label size at the least, which at 200 % text is
    // the size at 100 %).
    const auto panelHeight = [&](double factor) {
        m_font.setPointSizeF(m_style.labelPointSize * factor);
        return QFontMetricsF(m_font).height() * 1.5 * (rows + 1.6);
    };
    for (int step = 0; step <= 10 && panelHeight(1 - 0.05 * step) > 0.3 * size.height(); ++step) { }
    const QFontMetricsF fm(m_font);
    m_rowHeight = fm.height() * 1.5;
    const double height = m_rowHeight * (rows + 1.6);
    m_panel = QRectF(8, size.height() - height - 8, size.width() - 16, height);
    const double nameWidth = fm.horizontalAdvance(tr("both")) + fm.horizontalAdvance(QStringLiteral("  "));
    // Room for the numbers written before a bar's start and after its end.
    double before = 0;
    double after = 0;
    m_lo = 0;
    m_hi = 0;
    for (const Bar& b : bars) {
        if (std::isfinite(b.from) && b.from < b.to)
            before = std::max(before, fm.horizontalAdvance(formatNumber(b.from, 3)) + 4);
        if (std::isfinite(b.to))
            after = std::max(after, fm.horizontalAdvance(formatNumber(b.to, 3)) + 4);
        for (const double t : { b.from, b.to }) {
            if (std::isfinite(t)) {
                m_lo = std::min(m_lo, t);
                m_hi = std::max(m_hi, t);
            }
        }
    }
    m_left = m_panel.left() + nameWidth + 10 + before;
    m_right = m_panel.right() - 8 - std::max(8.0, after);
    const double pad = m_hi > m_lo ? 0.12 * (m_hi - m_lo) : 1;
    m_lo -= pad;
    m_hi += pad;
}

double SlabTimeline::x(double t) const
{
    if (std::isinf(t))
        return t < 0 ? m_left - 6 : m_right + 6;
    return m_left + (t - m_lo) / (m_hi - m_lo) * (m_right - m_left);
}

void SlabTimeline::paintAxis()
{
    const QFontMetricsF fm(m_font);
    m_p.setPen(Qt::NoPen);
    m_p.setBrush(m_style.background); // opaque: the grid's numbers do not show through
    m_p.drawRoundedRect(m_panel, 4, 4);
    // No label of the picture goes over the time line (a point under it is named from above).
    draw::keepLabelsOff(m_p, m_panel);
    // Before t = 0 lies behind R0: shaded, since the ray does not go there.
    const double axisY = m_panel.bottom() - m_rowHeight * 0.9;
    m_p.setBrush(translucent(m_style.muted, 45));
    m_p.drawRect(QRectF(QPointF(m_left - 6, m_panel.top() + 4), QPointF(std::max(m_left - 6, x(0)), axisY)));
    m_p.setPen(QPen(m_style.axis, 1));
    m_p.drawLine(QPointF(m_left, axisY), QPointF(m_right, axisY));
    m_p.drawText(QPointF(m_right - fm.horizontalAdvance(QStringLiteral("t")), axisY + fm.ascent() + 2),
        QStringLiteral("t"));
    // t = 0: the ray's start; everything left of it is behind R0.
    m_p.setPen(QPen(m_style.shapes[0], 1.5, Qt::DashLine));
    m_p.drawLine(QPointF(x(0), m_panel.top() + 4), QPointF(x(0), axisY + 4));
    m_p.setPen(m_style.shapes[0]);
    m_p.drawText(QPointF(x(0) + 3, axisY + fm.ascent() + 2), QStringLiteral("0 (R₀)"));
}

void SlabTimeline::paintBar(const Bar& b, double y)
{
    const QFontMetricsF fm(m_font);
    m_p.setPen(b.color);
    m_p.drawText(QPointF(m_panel.left() + 6, y + fm.ascent() / 2 - 1), b.name);
    if (!(b.from <= b.to)) {
        m_p.drawText(QPointF(m_left, y + fm.ascent() / 2 - 1), tr("never inside"));
        return;
    }
    const double x0 = x(b.from);
    const double x1 = x(b.to);
    m_p.setPen(Qt::NoPen);
    m_p.setBrush(translucent(b.color, 150));
    m_p.drawRect(
        QRectF(QPointF(x0, y - m_rowHeight * 0.22), QPointF(std::max(x1, x0 + 2), y + m_rowHeight * 0.22)));
    m_p.setPen(b.color);
    for (const double t : { b.from, b.to }) {
        if (!std::isfinite(t))
            continue;
        const QString text = formatNumber(t, 3);
        const double w = fm.horizontalAdvance(text);
        const bool first = t == b.from && b.from != b.to;
        const double tx = first ? x(t) - w - 4 : x(t) + 4;
        m_p.drawText(QPointF(tx, y + fm.ascent() / 2 - 1), text);
    }
}

void SlabTimeline::paint(const std::vector<Bar>& bars)
{
    layOut(bars);
    m_p.save();
    m_p.setFont(m_font);
    paintAxis();
    for (std::size_t i = 0; i < bars.size(); ++i)
        paintBar(bars[i], m_panel.top() + m_rowHeight * (double(i) + 0.75));
    m_p.restore();
}

} // namespace lab
