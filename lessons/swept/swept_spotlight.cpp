#include "swept_spotlight.h"

#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/model/lesson_task.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;

struct SweptSpotlightWords {
    Q_DECLARE_TR_FUNCTIONS(SweptSpotlight)
};

// The inset's picture in its own viewport (world units of the relative frame, y up).
class Relative {
public:
    Relative(QPainter& p, const Viewport& local, const CanvasStyle& style, const geometry::SweptResult& h,
        double scale)
        : m_p(p)
        , m_view(local)
        , m_style(style)
        , m_h(h)
        , m_scale(scale)
    {
    }

    void base()
    {
        m_p.setPen(QPen(m_style.grid, 1));
        draw::infiniteLine(m_p, m_view, { 0, 0 }, { 1, 0 });
        draw::infiniteLine(m_p, m_view, { 0, 0 }, { 0, 1 });
        m_p.setBrush(Qt::NoBrush);
        m_p.setPen(QPen(m_style.shapes[0], m_style.lineWidth, Qt::DashLine));
        draw::circle(m_p, m_view, { 0, 0 }, std::sqrt(m_h.rSquared));
        draw::dot(m_p, m_view, { 0, 0 }, m_style.handleRadius * 0.5, m_style.shapes[0]);
        m_p.setPen(QPen(m_style.shapes[1], m_style.lineWidth));
        if (m_h.c0 != m_h.c1)
            draw::arrow(m_p, m_view, m_style, toQt(m_h.c0), toQt(m_h.c1));
        draw::dot(m_p, m_view, toQt(m_h.c0), m_style.handleRadius * 0.5, m_style.shapes[1]);
        draw::dot(m_p, m_view, toQt(m_h.c1), m_style.handleRadius * 0.5, m_style.shapes[1]);
        text(m_h.c0, QStringLiteral("C0"), m_style.shapes[1], { -24, -6 });
        text(m_h.c1, QStringLiteral("C1"), m_style.shapes[1], { 6, -6 });
        text({ 0, 0 }, QStringLiteral("A"), m_style.shapes[0], { -14, 16 });
    }

    void highlight(const Spotlight& key)
    {
        using namespace lab::swept;
        QPen bold(m_style.highlight, m_style.lineWidth * 2);
        m_p.setPen(bold);
        m_p.setBrush(Qt::NoBrush);
        if (key == kSpotC0 || key == kSpotC1) {
            draw::arrow(m_p, m_view, m_style, { 0, 0 }, toQt(key == kSpotC0 ? m_h.c0 : m_h.c1));
        } else if (key == kSpotSegment && m_h.c0 != m_h.c1) {
            draw::arrow(m_p, m_view, m_style, toQt(m_h.c0), toQt(m_h.c1));
        } else if (key == kSpotRadius) {
            draw::circle(m_p, m_view, { 0, 0 }, std::sqrt(m_h.rSquared));
            text({ std::sqrt(m_h.rSquared), 0 }, QStringLiteral("r = rA + rB"), m_style.highlight, { 4, -4 });
        } else if (key == kSpotStart || key == kSpotEnd || key == kSpotEnds) {
            if (key != kSpotEnd)
                ring(m_h.c0);
            if (key != kSpotStart)
                ring(m_h.c1);
        } else if ((key == kSpotVertex || key == kSpotDistance) && m_h.alpha > 0) {
            // The whole line through C0 and C1, and its point nearest A at u = uLine.
            QPen thin(m_style.highlight, 1, Qt::DotLine);
            m_p.setPen(thin);
            draw::infiniteLine(m_p, m_view, toQt(m_h.c0), toQt(m_h.c1 - m_h.c0));
            const Vec2 nearest = m_h.c0 + m_h.uLine * (m_h.c1 - m_h.c0);
            m_p.setPen(bold);
            if (key == kSpotDistance)
                draw::segment(m_p, m_view, { 0, 0 }, toQt(nearest));
            ring(nearest);
            text(nearest, QStringLiteral("C(u)"), m_style.highlight, { 8, 14 });
        }
    }

private:
    void ring(Vec2 at)
    {
        const QPointF c = m_view.toScreen(toQt(at));
        const double r = m_style.handleRadius * 1.8;
        m_p.drawEllipse(c, r, r);
    }
    void text(Vec2 at, const QString& words, const QColor& color, QPointF offset)
    {
        draw::textAt(m_p, m_view, m_style, toQt(at), words, color, m_scale, offset);
    }

    QPainter& m_p;
    const Viewport& m_view;
    const CanvasStyle& m_style;
    const geometry::SweptResult& m_h;
    double m_scale;
};

} // namespace

void paintSweptSpotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SweptScene& scene)
{
    const Spotlight& key = scene.spotlight();
    if (key.isEmpty() || scene.holds(kHeldVerdict) || scene.holds(kHeldVertex))
        return;
    const geometry::SweptResult& h = scene.result().swept;
    const QSizeF size = view.size();
    const double side
        = std::min({ size.width() * 0.42, size.height() * 0.5, style.projector ? 380.0 : 260.0 });
    const QRectF frame(8, size.height() - side - 8, side, side);
    const double extent
        = 1.25 * std::max({ geometry::length(h.c0), geometry::length(h.c1), std::sqrt(h.rSquared), 1.0 });
    Viewport local;
    local.setSize(frame.size());
    local.setDefaultScale(side / (2 * extent));
    local.reset();
    const QString caption = SweptSpotlightWords::tr("B seen from A");
    const QFontMetricsF full(LabelPlacer::labelFont(p.font(), style));
    const double scale = std::clamp(
        (side - 16) / (3 * full.horizontalAdvance(QStringLiteral("C0")) + full.horizontalAdvance(caption)),
        0.5, 1.0);

    p.save();
    p.setPen(QPen(style.axis, 1));
    p.setBrush(style.background);
    p.drawRect(frame);
    draw::keepClear(p, frame);
    p.translate(frame.topLeft());
    p.setClipRect(QRectF(QPointF(0, 0), frame.size()));
    Relative picture(p, local, style, h, scale);
    picture.base();
    picture.highlight(key);
    draw::textAt(p, local, style, local.toWorld({ 4, 4 }), caption, style.text, scale);
    p.restore();
}

} // namespace lab
