#include "slab_painter.h"

#include "slab_spotlight.h"
#include "slab_timeline.h"
#include "slab_words.h"

#include "core/canvas/label_placer.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/model/points.h"

#include <geometry/numeric.h>

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <vector>

namespace lab {

namespace {

using geometry::Vec2;

// The dashed edge of a band from `a` to `b` (pixels, reaching far past the view). The part in
// `bounds` is drawn, starting a whole number of dash periods after `a` so that the dashes stay
// where they were; while the ray is dragged the same edge is drawn again and again, so it is
// stamped (draw::stamped) instead of cut into a hundred antialiased dashes on every repaint.
void bandEdge(QPainter& p, QPointF a, QPointF b, const QRectF& bounds)
{
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    if (!(length > 0))
        return;
    // Where the segment is inside `bounds` (Liang-Barsky), as fractions of it.
    double from = 0;
    double to = 1;
    const double starts[]
        = { a.x() - bounds.left(), bounds.right() - a.x(), a.y() - bounds.top(), bounds.bottom() - a.y() };
    const double steps[] = { -d.x(), d.x(), -d.y(), d.y() };
    for (int i = 0; i < 4; ++i) {
        if (steps[i] == 0) {
            if (starts[i] < 0)
                return;
            continue;
        }
        const double t = starts[i] / steps[i];
        if (steps[i] < 0)
            from = std::max(from, t);
        else
            to = std::min(to, t);
    }
    if (from >= to)
        return;
    double period = 0;
    for (const qreal dash : p.pen().dashPattern())
        period += dash * p.pen().widthF();
    if (period > 0)
        from = std::floor(from * length / period) * period / length;
    const QPointF start = a + d * from;
    const QPointF end = a + d * to;
    const QString key = QStringLiteral("slab band edge %1 %2 %3 %4 %5 %6")
                            .arg(start.x(), 0, 'g', 17)
                            .arg(start.y(), 0, 'g', 17)
                            .arg(end.x(), 0, 'g', 17)
                            .arg(end.y(), 0, 'g', 17)
                            .arg(p.pen().color().rgba())
                            .arg(p.pen().widthF());
    draw::stamped(p, QRectF(start, end).normalized().adjusted(-2, -2, 2, 2), key,
        [&](QPainter& on) { on.drawLine(start, end); });
}

// A band {p : lo <= (p - origin) . across <= hi} drawn across the whole view.
void band(
    QPainter& p, const Viewport& view, Vec2 origin, Vec2 across, double lo, double hi, const QColor& color)
{
    const QRectF w = view.worldRect();
    const double reach = std::hypot(w.width(), w.height())
        + geometry::length(origin - Vec2 { w.center().x(), w.center().y() });
    const Vec2 along = geometry::perp(across);
    const QPolygonF world { toQt(origin + lo * across - reach * along),
        toQt(origin + hi * across - reach * along), toQt(origin + hi * across + reach * along),
        toQt(origin + lo * across + reach * along) };
    QPolygonF screen;
    for (const QPointF& q : world)
        screen << view.toScreen(q);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(translucent(color, 38));
    p.drawPolygon(screen);
    p.setPen(QPen(translucent(color, 170), 1.5, Qt::DashLine));
    const QRectF shown = QRectF(QPointF(0, 0), view.size()).adjusted(-4, -4, 4, 4);
    bandEdge(p, screen[0], screen[3], shown);
    bandEdge(p, screen[1], screen[2], shown);
    p.restore();
}

// A label placed beside a world point on one side of the ray: `side` +1 or -1 across the ray's
// screen direction, `row` pushes it further out so that labels at the same time stay apart.
void sideLabel(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, QPointF screenDir,
    int side, int row, const QString& text, const QColor& color)
{
    const QPointF normal(-screenDir.y() * side, screenDir.x() * side);
    const double gap = style.labelPointSize * (2.4 + 1.9 * row);
    QFont font = p.font();
    font.setPointSizeF(style.labelPointSize);
    const QFontMetricsF fm(font);
    const double w = fm.horizontalAdvance(text);
    const double h = fm.height();
    // The label's centre sits `gap` pixels away; draw::label anchors at the bottom left.
    const QPointF center = normal * gap;
    draw::label(p, view, style, at, text, color, center + QPointF(-w / 2, h / 2));
}

struct Tick {
    double t;
    QString text;
    QColor color;
    int side;
};

// The picture of one scene: its ray, the current shape with its slabs or roots, the hit and the
// verdict (its words are the painter's).
class SlabPicture {
public:
    SlabPicture(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
        : m_p(p)
        , m_view(view)
        , m_style(style)
        , m_scene(scene)
        , m_ray(scene.ray())
    {
        const QPointF a = m_view.toScreen(toQt(m_ray.origin));
        const QPointF b = m_view.toScreen(toQt(m_ray.origin + m_ray.direction));
        const QPointF d = b - a;
        const double len = std::hypot(d.x(), d.y());
        m_screenDir = len > 0 ? d / len : QPointF(1, 0);
    }

    void paint()
    {
        switch (m_scene.mode()) {
        case SlabScene::Mode::Box: paintBox(); break;
        case SlabScene::Mode::Rotated: paintRotated(); break;
        case SlabScene::Mode::Disk: paintDisk(); break;
        }
    }

private:
    QPointF at(double t) const { return toQt(geometry::pointAt(m_ray, t)); }

    void paintRay()
    {
        const QRectF w = m_view.worldRect();
        const double reach = (std::hypot(w.width(), w.height())
                                 + geometry::length(m_ray.origin - Vec2 { w.center().x(), w.center().y() }))
            / geometry::length(m_ray.direction);
        m_p.setPen(QPen(m_style.muted, m_style.lineWidth * 0.75, Qt::DashLine));
        draw::segment(m_p, m_view, at(-reach), at(0));
        m_p.setPen(QPen(m_style.shapes[0], m_style.lineWidth));
        draw::segment(m_p, m_view, at(0), at(reach));
        m_p.setPen(QPen(m_style.shapes[0], m_style.lineWidth * 1.6));
        draw::arrow(m_p, m_view, m_style, at(0), at(1));
        draw::label(m_p, m_view, m_style, at(0), QStringLiteral("R₀"), m_style.shapes[0], { -28, -8 });
        draw::label(m_p, m_view, m_style, at(1), QStringLiteral("v"), m_style.shapes[0], { 6, 18 });
    }

    void paintTicks(const std::vector<Tick>& ticks)
    {
        for (std::size_t i = 0; i < ticks.size(); ++i) {
            const Tick& k = ticks[i];
            if (!std::isfinite(k.t))
                continue;
            // Labels at the same (or almost the same) time on the same side go one row further out.
            int row = 0;
            for (std::size_t j = 0; j < i; ++j) {
                if (ticks[j].side == k.side && std::isfinite(ticks[j].t)
                    && std::abs(ticks[j].t - k.t) * geometry::length(m_ray.direction) * m_view.scale()
                        < m_style.labelPointSize * 6)
                    ++row;
            }
            draw::dot(m_p, m_view, at(k.t), m_style.handleRadius * 0.55, k.color);
            sideLabel(m_p, m_view, m_style, at(k.t), m_screenDir, k.side, row, k.text, k.color);
        }
    }

    void paintHit(const geometry::RayResult& h)
    {
        if (!h.hit)
            return;
        m_p.setPen(
            QPen(translucent(m_style.result, 200), m_style.lineWidth * 2.5, Qt::SolidLine, Qt::RoundCap));
        draw::segment(m_p, m_view, toQt(h.enter), toQt(h.exit));
        draw::dot(m_p, m_view, toQt(h.enter), m_style.handleRadius * 0.85, m_style.result);
        draw::dot(m_p, m_view, toQt(h.exit), m_style.handleRadius * 0.85, m_style.result);
        const QString enter = h.startedInside
            ? SlabPainter::tr("start (inside) %1").arg(formatPoint(h.enter.x, h.enter.y, 3))
            : SlabPainter::tr("enter %1").arg(formatPoint(h.enter.x, h.enter.y, 3));
        // Beyond the tick labels (row 0 on either side): the entry on the Y side, the exit on the X side.
        sideLabel(m_p, m_view, m_style, toQt(h.enter), m_screenDir, -1, 1, enter, m_style.result);
        if (h.exit != h.enter)
            sideLabel(m_p, m_view, m_style, toQt(h.exit), m_screenDir, 1, 1,
                SlabPainter::tr("exit %1").arg(formatPoint(h.exit.x, h.exit.y, 3)), m_style.result);
    }

    bool timesShown() const { return !m_scene.holds(kHeldTimes); }
    bool hitShown() const { return timesShown() && !m_scene.holds(kHeldVerdict); }

    // The verdict plate; while a task holds the times back it says hit or miss without them.
    VerdictWords slabVerdict(const geometry::RayAabbResult& h)
    {
        const VerdictWords text = timesShown() ? SlabPainter::slabsVerdict(h)
            : h.hit                            ? VerdictWords { SlabPainter::tr("Hit"), {} }
                                               : VerdictWords { SlabPainter::tr("Miss"), {} };
        const Verdict kind = !h.hit ? Verdict::Apart
            : h.tEnter == h.tExit   ? Verdict::Touch
                                    : Verdict::Collide;
        draw::verdict(m_p, m_view, m_style, m_scene, kind, text);
        return text;
    }

    // What both rectangles draw after their shape: the times on the ray, the hit, the verdict,
    // the time line and the code's step.
    VerdictWords paintSlabResult(const geometry::RayAabbResult& h)
    {
        paintRay();
        if (timesShown())
            paintTicks(slabTicks(h));
        if (hitShown())
            paintHit(h);
        const VerdictWords verdict = slabVerdict(h);
        paintSlabSpotlight(m_p, m_view, m_style, m_scene);
        if (timesShown())
            SlabTimeline(m_p, m_view, m_style).paintSlabs(h, xSlabColor(m_style), ySlabColor(m_style));
        return verdict;
    }

    std::vector<Tick> slabTicks(const geometry::RayAabbResult& h) const
    {
        const QColor xc = xSlabColor(m_style);
        const QColor yc = ySlabColor(m_style);
        return {
            { h.inX, QStringLiteral("inX = %1").arg(formatNumber(h.inX, 3)), xc, 1 },
            { h.outX, QStringLiteral("outX = %1").arg(formatNumber(h.outX, 3)), xc, 1 },
            { h.inY, QStringLiteral("inY = %1").arg(formatNumber(h.inY, 3)), yc, -1 },
            { h.outY, QStringLiteral("outY = %1").arg(formatNumber(h.outY, 3)), yc, -1 },
        };
    }

    void paintBox()
    {
        const geometry::Aabb b = m_scene.box();
        const QColor xc = xSlabColor(m_style);
        const QColor yc = ySlabColor(m_style);
        if (!m_scene.holds(kHeldSlabs)) {
            band(m_p, m_view, b.min, { 1, 0 }, 0, b.max.x - b.min.x, xc);
            band(m_p, m_view, b.min, { 0, 1 }, 0, b.max.y - b.min.y, yc);
            const QRectF top = m_view.worldRect();
            draw::label(m_p, m_view, m_style, { b.min.x, top.bottom() }, SlabPainter::tr("X slab"), xc,
                { 4, m_style.labelPointSize * 5.5 });
            draw::label(m_p, m_view, m_style, { top.left(), b.max.y }, SlabPainter::tr("Y slab"), yc,
                { 6, m_style.labelPointSize * 2.2 });
        }
        m_p.setBrush(m_style.shapeFill(1, 40));
        m_p.setPen(m_style.shapePen(1, m_style.lineWidth));
        draw::rect(m_p, m_view, QRectF(toQt(b.min), toQt(b.max)));
        m_p.setBrush(Qt::NoBrush);
        paintSlabResult(m_scene.result().slabs);
    }

    void paintRotated()
    {
        const geometry::Obb b = m_scene.obb();
        const QColor xc = xSlabColor(m_style);
        const QColor yc = ySlabColor(m_style);
        if (!m_scene.holds(kHeldSlabs)) {
            band(m_p, m_view, b.center, b.axisX, -b.half.x, b.half.x, xc);
            band(m_p, m_view, b.center, b.axisY, -b.half.y, b.half.y, yc);
        }
        QPolygonF corners;
        for (const Vec2 c : { Vec2 { -1, -1 }, Vec2 { 1, -1 }, Vec2 { 1, 1 }, Vec2 { -1, 1 } })
            corners << m_view.toScreen(toQt(b.center + c.x * b.half.x * b.axisX + c.y * b.half.y * b.axisY));
        m_p.setBrush(m_style.shapeFill(1, 40));
        m_p.setPen(m_style.shapePen(1, m_style.lineWidth));
        draw::polygon(m_p, corners);
        m_p.setBrush(Qt::NoBrush);
        // The box's own frame: origin T, unit axes u_i and u_j.
        m_p.setPen(QPen(m_style.text, m_style.lineWidth));
        draw::arrow(m_p, m_view, m_style, toQt(b.center), toQt(b.center + b.axisX));
        draw::arrow(m_p, m_view, m_style, toQt(b.center), toQt(b.center + b.axisY));
        draw::label(
            m_p, m_view, m_style, toQt(b.center + b.axisX), QStringLiteral("uᵢ"), m_style.text, { 4, 18 });
        draw::label(
            m_p, m_view, m_style, toQt(b.center + b.axisY), QStringLiteral("uⱼ"), m_style.text, { -22, -4 });
        draw::label(m_p, m_view, m_style, toQt(b.center), QStringLiteral("T"), m_style.text, { -18, 20 });

        const geometry::RayAabbResult& h = m_scene.result().slabs;
        const VerdictWords verdict = paintSlabResult(h);
        // Where the textbook's CollisionTest_Ray_Rect would put the points: right only for |v| = 1.
        const double speed = geometry::length(m_ray.direction);
        if (hitShown() && h.hit && std::abs(speed - 1) > geometry::tolerance::kUnitLength) {
            m_p.setPen(QPen(m_style.result, m_style.lineWidth, Qt::DotLine));
            m_p.setBrush(Qt::NoBrush);
            for (const double t : { h.tEnter, h.tExit }) {
                const QPointF q = m_view.toScreen(toQt(textbookRectPoint(m_ray, t)));
                const double r = m_style.handleRadius * 1.1;
                m_p.drawLine(q + QPointF(-r, -r), q + QPointF(r, r));
                m_p.drawLine(q + QPointF(-r, r), q + QPointF(r, -r));
            }
            draw::label(m_p, m_view, m_style, toQt(textbookRectPoint(m_ray, h.tExit)),
                SlabPainter::tr("textbook's exit (wrong)"), m_style.result, { 10, -10 });
            if (textbookRectPoint(m_ray, h.tEnter) != h.exit)
                draw::label(m_p, m_view, m_style, toQt(textbookRectPoint(m_ray, h.tEnter)),
                    SlabPainter::tr("textbook's entry (wrong)"), m_style.result, { 10, -10 });
        }
        if (!m_scene.holds(kHeldLocal)) // the inset draws R0' and v': a task asks for them
            paintLocalInset(h, b, verdict);
    }

    // The same ray seen from the rectangle: T at the origin, u_i and u_j as the axes. There the
    // rectangle is an axis-aligned box from -half to half and the slab method runs unchanged.
    // At the top right, below the verdict line `verdict` (which wraps at large text); its labels
    // shrink (to 40 % of the label size at the least) until the widest fits the inset.
    void paintLocalInset(
        const geometry::RayAabbResult& h, const geometry::Obb& b, const VerdictWords& verdict)
    {
        const Vec2 lo = m_scene.localOrigin();
        const Vec2 lv = m_scene.localDirection();
        const QSizeF size = m_view.size();
        const double width = std::min(size.width() * 0.46, m_style.projector ? 420.0 : 280.0);
        const double height = width * 0.8;
        // Below the verdict plate.
        const VerdictWords plate = m_scene.holds(kHeldVerdict) ? draw::heldVerdict() : verdict;
        const double top
            = LabelPlacer::verdictBottom(m_p.font(), m_style, plate.main, plate.detail, size) + 10;
        const QRectF frame(size.width() - width - 8, top, width, height);
        const QString originText = QStringLiteral("R₀' = %1").arg(formatPoint(lo.x, lo.y, 3));
        const QString directionText = QStringLiteral("v' = %1").arg(formatPoint(lv.x, lv.y, 3));
        const QString caption = SlabPainter::tr("in the rectangle's frame");
        const QFontMetricsF full(LabelPlacer::labelFont(m_p.font(), m_style));
        const double widest = std::max({ full.horizontalAdvance(originText),
            full.horizontalAdvance(directionText), full.horizontalAdvance(caption) });
        const double scale = std::clamp((width - 16) / widest, 0.4, 1.0);
        const double lineHeight = QFontMetricsF(LabelPlacer::labelFont(m_p.font(), m_style, scale)).height();
        const double extent
            = 1.3 * std::max({ geometry::length(lo), geometry::length(lo + lv), b.half.x, b.half.y });
        Viewport local;
        local.setSize(frame.size());
        local.setDefaultScale(std::min(width, height) / (2 * extent));
        local.reset();

        m_p.save();
        m_p.setPen(QPen(m_style.axis, 1));
        m_p.setBrush(m_style.background);
        m_p.drawRect(frame);
        draw::keepClear(m_p, frame);
        m_p.translate(frame.topLeft());
        m_p.setClipRect(QRectF(QPointF(0, 0), frame.size()));
        const QColor xc = xSlabColor(m_style);
        const QColor yc = ySlabColor(m_style);
        band(m_p, local, -b.half, { 1, 0 }, 0, 2 * b.half.x, xc);
        band(m_p, local, -b.half, { 0, 1 }, 0, 2 * b.half.y, yc);
        m_p.setPen(QPen(m_style.grid, 1));
        draw::infiniteLine(m_p, local, { 0, 0 }, { 1, 0 });
        draw::infiniteLine(m_p, local, { 0, 0 }, { 0, 1 });
        m_p.setBrush(m_style.shapeFill(1, 40));
        m_p.setPen(m_style.shapePen(1, m_style.lineWidth));
        draw::rect(m_p, local, QRectF(toQt(-b.half), toQt(b.half)));
        m_p.setBrush(Qt::NoBrush);
        const auto localAt = [&](double t) { return toQt(lo + t * lv); };
        const double reach = 4 * extent / geometry::length(lv);
        m_p.setPen(QPen(m_style.muted, m_style.lineWidth * 0.6, Qt::DashLine));
        draw::segment(m_p, local, localAt(-reach), localAt(0));
        m_p.setPen(QPen(m_style.shapes[0], m_style.lineWidth * 0.8));
        draw::segment(m_p, local, localAt(0), localAt(reach));
        m_p.setPen(QPen(m_style.shapes[0], m_style.lineWidth * 1.2));
        draw::arrow(m_p, local, m_style, localAt(0), localAt(1));
        draw::dot(m_p, local, localAt(0), m_style.handleRadius * 0.6, m_style.shapes[0]);
        if (h.hit && hitShown()) {
            m_p.setPen(
                QPen(translucent(m_style.result, 200), m_style.lineWidth * 2, Qt::SolidLine, Qt::RoundCap));
            draw::segment(m_p, local, localAt(h.tEnter), localAt(h.tExit));
            draw::dot(m_p, local, localAt(h.tEnter), m_style.handleRadius * 0.6, m_style.result);
            draw::dot(m_p, local, localAt(h.tExit), m_style.handleRadius * 0.6, m_style.result);
        }
        draw::textAt(
            m_p, local, m_style, localAt(0), originText, m_style.shapes[0], scale, { -20, lineHeight * 0.6 });
        draw::textAt(
            m_p, local, m_style, localAt(1), directionText, m_style.shapes[0], scale, { 6, -6 - lineHeight });
        draw::textAt(m_p, local, m_style, local.toWorld({ 4, 4 }), caption, m_style.text, scale);
        m_p.restore();
    }

    void paintDisk()
    {
        const geometry::Circle c = m_scene.disk();
        m_p.setBrush(m_style.shapeFill(1, 40));
        m_p.setPen(m_style.shapePen(1, m_style.lineWidth));
        draw::circle(m_p, m_view, toQt(c.center), c.radius);
        m_p.setBrush(Qt::NoBrush);
        m_p.setPen(QPen(m_style.shapes[1], m_style.lineWidth * 0.75, Qt::DashLine));
        draw::segment(m_p, m_view, toQt(c.center), toQt(c.center + Vec2 { c.radius, 0 }));
        draw::label(
            m_p, m_view, m_style, toQt(c.center), QStringLiteral("C"), m_style.shapes[1], { -18, 20 });
        draw::label(m_p, m_view, m_style, toQt(c.center + Vec2 { 0.5 * c.radius, 0 }), QStringLiteral("r"),
            m_style.shapes[1], { 0, -4 });
        const geometry::RayDiskResult& h = m_scene.result().disk;
        const DiskRoots roots = diskRoots(h);
        paintRay();
        const bool rootsShown = !m_scene.holds(kHeldRoots);
        if (roots.real && rootsShown) {
            const QColor rc = ySlabColor(m_style);
            paintTicks({ { roots.near, QStringLiteral("t_min = %1").arg(formatNumber(roots.near, 3)), rc, 1 },
                { roots.far, QStringLiteral("t_max = %1").arg(formatNumber(roots.far, 3)), rc, 1 } });
        }
        if (rootsShown && !m_scene.holds(kHeldVerdict))
            paintHit(h);
        const Verdict kind = !h.hit              ? Verdict::Apart
            : h.realRoots && h.discriminant == 0 ? Verdict::Touch
                                                 : Verdict::Collide;
        draw::verdict(m_p, m_view, m_style, m_scene, kind,
            rootsShown ? SlabPainter::diskVerdict(h)
                       : VerdictWords { h.hit ? SlabPainter::tr("Hit") : SlabPainter::tr("Miss"), {} });
        paintSlabSpotlight(m_p, m_view, m_style, m_scene);
        if (rootsShown)
            SlabTimeline(m_p, m_view, m_style).paintDisk(roots.real, roots.near, roots.far);
    }

    QPainter& m_p;
    const Viewport& m_view;
    const CanvasStyle& m_style;
    const SlabScene& m_scene;
    geometry::Ray m_ray;
    QPointF m_screenDir;
};

} // namespace

void SlabPainter::paintScene(
    QPainter& painter, const Viewport& view, const CanvasStyle& style, const SlabScene& scene) const
{
    SlabPicture(painter, view, style, scene).paint();
}

VerdictWords SlabPainter::slabsVerdict(const geometry::RayAabbResult& h)
{
    if (!h.hit)
        return { tr("Miss"), {} };
    if (h.startedInside)
        return { tr("Hit, started inside"), tr("Leaves at t = %1").arg(formatNumber(h.tExit, 3)) };
    if (h.tEnter == h.tExit)
        return { tr("Hit, grazing"), QStringLiteral("t_enter = t_exit = %1").arg(formatNumber(h.tEnter, 3)) };
    return {
        tr("Hit"),
        QStringLiteral("t_enter = %1, t_exit = %2").arg(formatNumber(h.tEnter, 3), formatNumber(h.tExit, 3))
    };
}

VerdictWords SlabPainter::diskVerdict(const geometry::RayDiskResult& h)
{
    if (!h.hit)
        return { tr("Miss"), h.realRoots ? tr("Both roots are behind R₀.") : QStringLiteral("D < 0") };
    if (h.startedInside) {
        return {
            tr("Hit, started inside"),
            tr("t_min = %1 < 0, leaves at t = %2").arg(formatNumber(h.rootNear, 3), formatNumber(h.tExit, 3))
        };
    }
    if (h.tEnter == h.tExit)
        return { tr("Hit, tangent"), QStringLiteral("D = 0, t = %1").arg(formatNumber(h.tEnter, 3)) };
    return { tr("Hit"),
        QStringLiteral("t_min = %1, t_max = %2").arg(formatNumber(h.tEnter, 3), formatNumber(h.tExit, 3)) };
}

SceneDescription SlabPainter::describeScene(const SlabScene& scene) const
{
    const geometry::Ray ray = scene.ray();
    SceneDescription d;
    d.shapes << tr("Ray from R₀ %1 along v %2")
                    .arg(formatPoint(ray.origin.x, ray.origin.y, 3),
                        formatPoint(ray.direction.x, ray.direction.y, 3));
    if (scene.mode() == SlabScene::Mode::Disk) {
        const geometry::Circle c = scene.disk();
        d.shapes << tr("Disk: centre C %1, radius %2")
                        .arg(formatPoint(c.center.x, c.center.y, 3), formatNumber(c.radius, 3));
        d.verdict = scene.holds(kHeldVerdict) ? draw::heldVerdictText()
            : scene.holds(kHeldRoots)         ? (scene.result().disk.hit ? tr("Hit") : tr("Miss"))
                                              : diskVerdict(scene.result().disk).sentence();
        return d;
    }
    if (scene.mode() == SlabScene::Mode::Box) {
        const geometry::Aabb b = scene.box();
        d.shapes << tr("Box from %1 to %2")
                        .arg(formatPoint(b.min.x, b.min.y, 3), formatPoint(b.max.x, b.max.y, 3));
    } else {
        const geometry::Obb b = scene.obb();
        d.shapes << tr("Rotated rectangle: centre T %1, half sizes %2 and %3, turned %4°")
                        .arg(formatPoint(b.center.x, b.center.y, 3), formatNumber(b.half.x, 3),
                            formatNumber(b.half.y, 3),
                            formatNumber(geometry::degrees(std::atan2(b.axisX.y, b.axisX.x)), 3));
    }
    const geometry::RayAabbResult& h = scene.result().slabs;
    const bool timesHeld = scene.holds(kHeldTimes);
    if (!timesHeld)
        d.shapes << timesText(h);
    d.verdict = scene.holds(kHeldVerdict) ? draw::heldVerdictText()
        : timesHeld                       ? (h.hit ? tr("Hit") : tr("Miss"))
                                          : slabsVerdict(h).sentence();
    return d;
}

} // namespace lab
