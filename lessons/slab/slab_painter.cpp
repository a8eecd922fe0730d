#include "slab_painter.h"

#include "slab_spotlight.h"
#include "slab_timeline.h"

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

QColor translucent(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

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
        : p(p)
        , view(view)
        , style(style)
        , scene(scene)
        , ray(scene.ray())
    {
        const QPointF a = view.toScreen(toQt(ray.origin));
        const QPointF b = view.toScreen(toQt(ray.origin + ray.direction));
        const QPointF d = b - a;
        const double len = std::hypot(d.x(), d.y());
        screenDir = len > 0 ? d / len : QPointF(1, 0);
    }

    void paint()
    {
        switch (scene.mode()) {
        case SlabScene::Mode::Box: paintBox(); break;
        case SlabScene::Mode::Rotated: paintRotated(); break;
        case SlabScene::Mode::Disk: paintDisk(); break;
        }
    }

private:
    QPointF at(double t) const { return toQt(geometry::pointAt(ray, t)); }

    void paintRay()
    {
        const QRectF w = view.worldRect();
        const double reach = (std::hypot(w.width(), w.height())
                                 + geometry::length(ray.origin - Vec2 { w.center().x(), w.center().y() }))
            / geometry::length(ray.direction);
        p.setPen(QPen(style.muted, style.lineWidth * 0.75, Qt::DashLine));
        draw::segment(p, view, at(-reach), at(0));
        p.setPen(QPen(style.shapes[0], style.lineWidth));
        draw::segment(p, view, at(0), at(reach));
        p.setPen(QPen(style.shapes[0], style.lineWidth * 1.6));
        draw::arrow(p, view, style, at(0), at(1));
        draw::label(p, view, style, at(0), QStringLiteral("R₀"), style.shapes[0], { -28, -8 });
        draw::label(p, view, style, at(1), QStringLiteral("v"), style.shapes[0], { 6, 18 });
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
                    && std::abs(ticks[j].t - k.t) * geometry::length(ray.direction) * view.scale()
                        < style.labelPointSize * 6)
                    ++row;
            }
            draw::dot(p, view, at(k.t), style.handleRadius * 0.55, k.color);
            sideLabel(p, view, style, at(k.t), screenDir, k.side, row, k.text, k.color);
        }
    }

    void paintHit(const geometry::RayResult& h)
    {
        if (!h.hit)
            return;
        p.setPen(QPen(translucent(style.result, 200), style.lineWidth * 2.5, Qt::SolidLine, Qt::RoundCap));
        draw::segment(p, view, toQt(h.enter), toQt(h.exit));
        draw::dot(p, view, toQt(h.enter), style.handleRadius * 0.85, style.result);
        draw::dot(p, view, toQt(h.exit), style.handleRadius * 0.85, style.result);
        const QString enter = h.startedInside
            ? SlabPainter::tr("start (inside) %1").arg(formatPoint(h.enter.x, h.enter.y, 3))
            : SlabPainter::tr("enter %1").arg(formatPoint(h.enter.x, h.enter.y, 3));
        // Beyond the tick labels (row 0 on either side): the entry on the Y side, the exit on the X side.
        sideLabel(p, view, style, toQt(h.enter), screenDir, -1, 1, enter, style.result);
        if (h.exit != h.enter)
            sideLabel(p, view, style, toQt(h.exit), screenDir, 1, 1,
                SlabPainter::tr("exit %1").arg(formatPoint(h.exit.x, h.exit.y, 3)), style.result);
    }

    bool timesShown() const { return !scene.holds(kHeldTimes); }
    bool hitShown() const { return timesShown() && !scene.holds(kHeldVerdict); }

    // The verdict plate; while a task holds the times back it says hit or miss without them.
    VerdictWords slabVerdict(const geometry::RayAabbResult& h)
    {
        const VerdictWords text = timesShown() ? SlabPainter::slabsVerdict(h)
            : h.hit                            ? VerdictWords { SlabPainter::tr("Hit"), {} }
                                               : VerdictWords { SlabPainter::tr("Miss"), {} };
        const Verdict kind = !h.hit ? Verdict::Apart
            : h.tEnter == h.tExit   ? Verdict::Touch
                                    : Verdict::Collide;
        draw::verdict(p, view, style, scene, kind, text);
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
        paintSlabSpotlight(p, view, style, scene);
        if (timesShown())
            SlabTimeline(p, view, style).paintSlabs(h, xSlabColor(style), ySlabColor(style));
        return verdict;
    }

    std::vector<Tick> slabTicks(const geometry::RayAabbResult& h) const
    {
        const QColor xc = xSlabColor(style);
        const QColor yc = ySlabColor(style);
        return {
            { h.inX, QStringLiteral("inX = %1").arg(formatNumber(h.inX, 3)), xc, 1 },
            { h.outX, QStringLiteral("outX = %1").arg(formatNumber(h.outX, 3)), xc, 1 },
            { h.inY, QStringLiteral("inY = %1").arg(formatNumber(h.inY, 3)), yc, -1 },
            { h.outY, QStringLiteral("outY = %1").arg(formatNumber(h.outY, 3)), yc, -1 },
        };
    }

    void paintBox()
    {
        const geometry::Aabb b = scene.box();
        const QColor xc = xSlabColor(style);
        const QColor yc = ySlabColor(style);
        if (!scene.holds(kHeldSlabs)) {
            band(p, view, b.min, { 1, 0 }, 0, b.max.x - b.min.x, xc);
            band(p, view, b.min, { 0, 1 }, 0, b.max.y - b.min.y, yc);
            const QRectF top = view.worldRect();
            draw::label(p, view, style, { b.min.x, top.bottom() }, SlabPainter::tr("X slab"), xc,
                { 4, style.labelPointSize * 5.5 });
            draw::label(p, view, style, { top.left(), b.max.y }, SlabPainter::tr("Y slab"), yc,
                { 6, style.labelPointSize * 2.2 });
        }
        p.setBrush(style.shapeFill(1, 40));
        p.setPen(style.shapePen(1, style.lineWidth));
        draw::rect(p, view, QRectF(toQt(b.min), toQt(b.max)));
        p.setBrush(Qt::NoBrush);
        paintSlabResult(scene.result().slabs);
    }

    void paintRotated()
    {
        const geometry::Obb b = scene.obb();
        const QColor xc = xSlabColor(style);
        const QColor yc = ySlabColor(style);
        if (!scene.holds(kHeldSlabs)) {
            band(p, view, b.center, b.axisX, -b.half.x, b.half.x, xc);
            band(p, view, b.center, b.axisY, -b.half.y, b.half.y, yc);
        }
        QPolygonF corners;
        for (const Vec2 c : { Vec2 { -1, -1 }, Vec2 { 1, -1 }, Vec2 { 1, 1 }, Vec2 { -1, 1 } })
            corners << view.toScreen(toQt(b.center + c.x * b.half.x * b.axisX + c.y * b.half.y * b.axisY));
        p.setBrush(style.shapeFill(1, 40));
        p.setPen(style.shapePen(1, style.lineWidth));
        draw::polygon(p, corners);
        p.setBrush(Qt::NoBrush);
        // The box's own frame: origin T, unit axes u_i and u_j.
        p.setPen(QPen(style.text, style.lineWidth));
        draw::arrow(p, view, style, toQt(b.center), toQt(b.center + b.axisX));
        draw::arrow(p, view, style, toQt(b.center), toQt(b.center + b.axisY));
        draw::label(p, view, style, toQt(b.center + b.axisX), QStringLiteral("uᵢ"), style.text, { 4, 18 });
        draw::label(p, view, style, toQt(b.center + b.axisY), QStringLiteral("uⱼ"), style.text, { -22, -4 });
        draw::label(p, view, style, toQt(b.center), QStringLiteral("T"), style.text, { -18, 20 });

        const geometry::RayAabbResult& h = scene.result().slabs;
        const VerdictWords verdict = paintSlabResult(h);
        // Where the textbook's CollisionTest_Ray_Rect would put the points: right only for |v| = 1.
        const double speed = geometry::length(ray.direction);
        if (hitShown() && h.hit && std::abs(speed - 1) > geometry::tolerance::kUnitLength) {
            p.setPen(QPen(style.result, style.lineWidth, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            for (const double t : { h.tEnter, h.tExit }) {
                const QPointF q = view.toScreen(toQt(textbookRectPoint(ray, t)));
                const double r = style.handleRadius * 1.1;
                p.drawLine(q + QPointF(-r, -r), q + QPointF(r, r));
                p.drawLine(q + QPointF(-r, r), q + QPointF(r, -r));
            }
            draw::label(p, view, style, toQt(textbookRectPoint(ray, h.tExit)),
                SlabPainter::tr("textbook's exit (wrong)"), style.result, { 10, -10 });
            if (textbookRectPoint(ray, h.tEnter) != h.exit)
                draw::label(p, view, style, toQt(textbookRectPoint(ray, h.tEnter)),
                    SlabPainter::tr("textbook's entry (wrong)"), style.result, { 10, -10 });
        }
        if (!scene.holds(kHeldLocal)) // the inset draws R0' and v': a task asks for them
            paintLocalInset(h, b, verdict);
    }

    // The same ray seen from the rectangle: T at the origin, u_i and u_j as the axes. There the
    // rectangle is an axis-aligned box from -half to half and the slab method runs unchanged.
    // At the top right, below the verdict line `verdict` (which wraps at large text); its labels
    // shrink (to 40 % of the label size at the least) until the widest fits the inset.
    void paintLocalInset(
        const geometry::RayAabbResult& h, const geometry::Obb& b, const VerdictWords& verdict)
    {
        const Vec2 lo = scene.localOrigin();
        const Vec2 lv = scene.localDirection();
        const QSizeF size = view.size();
        const double width = std::min(size.width() * 0.46, style.projector ? 420.0 : 280.0);
        const double height = width * 0.8;
        // Below the verdict plate.
        const VerdictWords plate = scene.holds(kHeldVerdict) ? draw::heldVerdict() : verdict;
        const double top = LabelPlacer::verdictBottom(p.font(), style, plate.main, plate.detail, size) + 10;
        const QRectF frame(size.width() - width - 8, top, width, height);
        const QString originText = QStringLiteral("R₀' = %1").arg(formatPoint(lo.x, lo.y, 3));
        const QString directionText = QStringLiteral("v' = %1").arg(formatPoint(lv.x, lv.y, 3));
        const QString caption = SlabPainter::tr("in the rectangle's frame");
        const QFontMetricsF full(LabelPlacer::labelFont(p.font(), style));
        const double widest = std::max({ full.horizontalAdvance(originText),
            full.horizontalAdvance(directionText), full.horizontalAdvance(caption) });
        const double scale = std::clamp((width - 16) / widest, 0.4, 1.0);
        const double lineHeight = QFontMetricsF(LabelPlacer::labelFont(p.font(), style, scale)).height();
        const double extent
            = 1.3 * std::max({ geometry::length(lo), geometry::length(lo + lv), b.half.x, b.half.y });
        Viewport local;
        local.setSize(frame.size());
        local.setDefaultScale(std::min(width, height) / (2 * extent));
        local.reset();

        p.save();
        p.setPen(QPen(style.axis, 1));
        p.setBrush(style.background);
        p.drawRect(frame);
        draw::keepClear(p, frame);
        p.translate(frame.topLeft());
        p.setClipRect(QRectF(QPointF(0, 0), frame.size()));
        const QColor xc = xSlabColor(style);
        const QColor yc = ySlabColor(style);
        band(p, local, -b.half, { 1, 0 }, 0, 2 * b.half.x, xc);
        band(p, local, -b.half, { 0, 1 }, 0, 2 * b.half.y, yc);
        p.setPen(QPen(style.grid, 1));
        draw::infiniteLine(p, local, { 0, 0 }, { 1, 0 });
        draw::infiniteLine(p, local, { 0, 0 }, { 0, 1 });
        p.setBrush(style.shapeFill(1, 40));
        p.setPen(style.shapePen(1, style.lineWidth));
        draw::rect(p, local, QRectF(toQt(-b.half), toQt(b.half)));
        p.setBrush(Qt::NoBrush);
        const auto localAt = [&](double t) { return toQt(lo + t * lv); };
        const double reach = 4 * extent / geometry::length(lv);
        p.setPen(QPen(style.muted, style.lineWidth * 0.6, Qt::DashLine));
        draw::segment(p, local, localAt(-reach), localAt(0));
        p.setPen(QPen(style.shapes[0], style.lineWidth * 0.8));
        draw::segment(p, local, localAt(0), localAt(reach));
        p.setPen(QPen(style.shapes[0], style.lineWidth * 1.2));
        draw::arrow(p, local, style, localAt(0), localAt(1));
        draw::dot(p, local, localAt(0), style.handleRadius * 0.6, style.shapes[0]);
        if (h.hit && hitShown()) {
            p.setPen(QPen(translucent(style.result, 200), style.lineWidth * 2, Qt::SolidLine, Qt::RoundCap));
            draw::segment(p, local, localAt(h.tEnter), localAt(h.tExit));
            draw::dot(p, local, localAt(h.tEnter), style.handleRadius * 0.6, style.result);
            draw::dot(p, local, localAt(h.tExit), style.handleRadius * 0.6, style.result);
        }
        draw::textAt(
            p, local, style, localAt(0), originText, style.shapes[0], scale, { -20, lineHeight * 0.6 });
        draw::textAt(
            p, local, style, localAt(1), directionText, style.shapes[0], scale, { 6, -6 - lineHeight });
        draw::textAt(p, local, style, local.toWorld({ 4, 4 }), caption, style.text, scale);
        p.restore();
    }

    void paintDisk()
    {
        const geometry::Circle c = scene.disk();
        p.setBrush(style.shapeFill(1, 40));
        p.setPen(style.shapePen(1, style.lineWidth));
        draw::circle(p, view, toQt(c.center), c.radius);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.shapes[1], style.lineWidth * 0.75, Qt::DashLine));
        draw::segment(p, view, toQt(c.center), toQt(c.center + Vec2 { c.radius, 0 }));
        draw::label(p, view, style, toQt(c.center), QStringLiteral("C"), style.shapes[1], { -18, 20 });
        draw::label(p, view, style, toQt(c.center + Vec2 { 0.5 * c.radius, 0 }), QStringLiteral("r"),
            style.shapes[1], { 0, -4 });
        const geometry::RayDiskResult& h = scene.result().disk;
        const DiskRoots roots = diskRoots(h);
        paintRay();
        const bool rootsShown = !scene.holds(kHeldRoots);
        if (roots.real && rootsShown) {
            const QColor rc = ySlabColor(style);
            paintTicks({ { roots.near, QStringLiteral("t_min = %1").arg(formatNumber(roots.near, 3)), rc, 1 },
                { roots.far, QStringLiteral("t_max = %1").arg(formatNumber(roots.far, 3)), rc, 1 } });
        }
        if (rootsShown && !scene.holds(kHeldVerdict))
            paintHit(h);
        const Verdict kind = !h.hit              ? Verdict::Apart
            : h.realRoots && h.discriminant == 0 ? Verdict::Touch
                                                 : Verdict::Collide;
        draw::verdict(p, view, style, scene, kind,
            rootsShown ? SlabPainter::diskVerdict(h)
                       : VerdictWords { h.hit ? SlabPainter::tr("Hit") : SlabPainter::tr("Miss"), {} });
        paintSlabSpotlight(p, view, style, scene);
        if (rootsShown)
            SlabTimeline(p, view, style).paintDisk(roots.real, roots.near, roots.far);
    }

    QPainter& p;
    const Viewport& view;
    const CanvasStyle& style;
    const SlabScene& scene;
    geometry::Ray ray;
    QPointF screenDir;
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

namespace {

QString slabTimes(const geometry::RayAabbResult& h)
{
    return QStringLiteral("inX = %1, outX = %2, inY = %3, outY = %4")
        .arg(
            formatNumber(h.inX, 3), formatNumber(h.outX, 3), formatNumber(h.inY, 3), formatNumber(h.outY, 3));
}

} // namespace

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
        d.shapes << slabTimes(h);
    d.verdict = scene.holds(kHeldVerdict) ? draw::heldVerdictText()
        : timesHeld                       ? (h.hit ? tr("Hit") : tr("Miss"))
                                          : slabsVerdict(h).sentence();
    return d;
}

} // namespace lab
