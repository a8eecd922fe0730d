#include "slab_painter.h"

#include "slab_lesson.h"

#include "core/canvas/label_placer.h"

#include <geometry/numeric.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace lab {

namespace {

using geometry::Vec2;

QPointF toQt(Vec2 v)
{
    return { v.x, v.y };
}

QString num(double v)
{
    return formatNumber(v, 3);
}

QString pointText(Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(num(v.x), num(v.y));
}

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

class Painter {
    Q_DECLARE_TR_FUNCTIONS(SlabLesson)

public:
    Painter(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
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
        const QString enter = h.startedInside ? tr("start (inside) %1").arg(pointText(h.enter))
                                              : tr("enter %1").arg(pointText(h.enter));
        // Beyond the tick labels (row 0 on either side): the entry on the Y side, the exit on the X side.
        sideLabel(p, view, style, toQt(h.enter), screenDir, -1, 1, enter, style.result);
        if (h.exit != h.enter)
            sideLabel(p, view, style, toQt(h.exit), screenDir, 1, 1, tr("exit %1").arg(pointText(h.exit)),
                style.result);
    }

    void headline(const QString& text, bool hit)
    {
        draw::headline(p, view, style, text, hit ? style.result : style.text);
    }

    QString slabVerdict(const geometry::RayAabbResult& h) const
    {
        if (!h.hit)
            return tr("Miss");
        if (h.startedInside)
            return tr("Hit, started inside: leaves at t = %1").arg(num(h.tExit));
        if (h.tEnter == h.tExit)
            return tr("Hit, grazing: t_enter = t_exit = %1").arg(num(h.tEnter));
        return tr("Hit: t_enter = %1, t_exit = %2").arg(num(h.tEnter), num(h.tExit));
    }

    std::vector<Tick> slabTicks(const geometry::RayAabbResult& h) const
    {
        const QColor xc = SlabPainter::xSlabColor(style);
        const QColor yc = SlabPainter::ySlabColor(style);
        return {
            { h.inX, QStringLiteral("inX = %1").arg(num(h.inX)), xc, 1 },
            { h.outX, QStringLiteral("outX = %1").arg(num(h.outX)), xc, 1 },
            { h.inY, QStringLiteral("inY = %1").arg(num(h.inY)), yc, -1 },
            { h.outY, QStringLiteral("outY = %1").arg(num(h.outY)), yc, -1 },
        };
    }

    void paintBox()
    {
        const geometry::Aabb b = scene.box();
        const QColor xc = SlabPainter::xSlabColor(style);
        const QColor yc = SlabPainter::ySlabColor(style);
        band(p, view, b.min, { 1, 0 }, 0, b.max.x - b.min.x, xc);
        band(p, view, b.min, { 0, 1 }, 0, b.max.y - b.min.y, yc);
        const QRectF top = view.worldRect();
        draw::label(
            p, view, style, { b.min.x, top.bottom() }, tr("X slab"), xc, { 4, style.labelPointSize * 5.5 });
        draw::label(
            p, view, style, { top.left(), b.max.y }, tr("Y slab"), yc, { 6, style.labelPointSize * 2.2 });
        p.setBrush(style.shapeFill(1, 40));
        p.setPen(style.shapePen(1, style.lineWidth));
        draw::rect(p, view, QRectF(toQt(b.min), toQt(b.max)));
        p.setBrush(Qt::NoBrush);
        const geometry::RayAabbResult h = scene.boxHit();
        paintRay();
        paintTicks(slabTicks(h));
        paintHit(h);
        headline(slabVerdict(h), h.hit);
        paintTimeline(h);
    }

    void paintRotated()
    {
        const geometry::Obb b = scene.obb();
        const QColor xc = SlabPainter::xSlabColor(style);
        const QColor yc = SlabPainter::ySlabColor(style);
        band(p, view, b.center, b.axisX, -b.half.x, b.half.x, xc);
        band(p, view, b.center, b.axisY, -b.half.y, b.half.y, yc);
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

        const geometry::RayAabbResult h = scene.rotatedHit();
        paintRay();
        paintTicks(slabTicks(h));
        paintHit(h);
        // Where the textbook's CollisionTest_Ray_Rect would put the points: right only for |v| = 1.
        const double speed = geometry::length(ray.direction);
        if (h.hit && std::abs(speed - 1) > geometry::tolerance::kUnitLength) {
            p.setPen(QPen(style.result, style.lineWidth, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            for (const double t : { h.tEnter, h.tExit }) {
                const QPointF q = view.toScreen(toQt(textbookRectPoint(ray, t)));
                const double r = style.handleRadius * 1.1;
                p.drawLine(q + QPointF(-r, -r), q + QPointF(r, r));
                p.drawLine(q + QPointF(-r, r), q + QPointF(r, -r));
            }
            draw::label(p, view, style, toQt(textbookRectPoint(ray, h.tExit)), tr("textbook's exit (wrong)"),
                style.result, { 10, -10 });
            if (textbookRectPoint(ray, h.tEnter) != h.exit)
                draw::label(p, view, style, toQt(textbookRectPoint(ray, h.tEnter)),
                    tr("textbook's entry (wrong)"), style.result, { 10, -10 });
        }
        headline(slabVerdict(h), h.hit);
        paintTimeline(h);
        paintLocalInset(h, b, slabVerdict(h));
    }

    // The same ray seen from the rectangle: T at the origin, u_i and u_j as the axes. There the
    // rectangle is an axis-aligned box from -half to half and the slab method runs unchanged.
    // At the top right, below the verdict line `verdict` (which wraps at large text); its labels
    // shrink (to 40 % of the label size at the least) until the widest fits the inset.
    void paintLocalInset(const geometry::RayAabbResult& h, const geometry::Obb& b, const QString& verdict)
    {
        const Vec2 lo = scene.localOrigin();
        const Vec2 lv = scene.localDirection();
        const QSizeF size = view.size();
        const double width = std::min(size.width() * 0.46, style.projector ? 420.0 : 280.0);
        const double height = width * 0.8;
        const double top = LabelPlacer::headlineBottom(p.font(), style, verdict, size) + 6;
        const QRectF frame(size.width() - width - 8, top, width, height);
        const QString originText = QStringLiteral("R₀' = %1").arg(pointText(lo));
        const QString directionText = QStringLiteral("v' = %1").arg(pointText(lv));
        const QString caption = tr("in the rectangle's frame");
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
        const QColor xc = SlabPainter::xSlabColor(style);
        const QColor yc = SlabPainter::ySlabColor(style);
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
        if (h.hit) {
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
        const geometry::RayDiskResult h = scene.diskHit();
        const DiskRoots roots = diskRoots(h);
        paintRay();
        if (roots.real) {
            const QColor rc = SlabPainter::ySlabColor(style);
            paintTicks({ { roots.near, QStringLiteral("t_min = %1").arg(num(roots.near)), rc, 1 },
                { roots.far, QStringLiteral("t_max = %1").arg(num(roots.far)), rc, 1 } });
        }
        paintHit(h);
        QString text;
        if (!h.hit)
            text = roots.real ? tr("Miss: both roots are behind R₀") : tr("Miss: D < 0");
        else if (h.startedInside)
            text = tr("Hit, started inside: t_min = %1 < 0, leaves at t = %2")
                       .arg(num(roots.near), num(h.tExit));
        else if (h.tEnter == h.tExit)
            text = tr("Hit, tangent: D = 0, t = %1").arg(num(h.tEnter));
        else
            text = tr("Hit: t_min = %1, t_max = %2").arg(num(h.tEnter), num(h.tExit));
        headline(text, h.hit);
        paintDiskTimeline(h, roots);
    }

    // ---- the time line at the bottom: each interval as a bar over t -----------------------

    struct Bar {
        double from;
        double to;
        QString name;
        QColor color;
    };

    void paintTimeline(const geometry::RayAabbResult& h)
    {
        std::vector<Bar> bars;
        bars.push_back({ h.inX, h.outX, QStringLiteral("X"), SlabPainter::xSlabColor(style) });
        bars.push_back({ h.inY, h.outY, QStringLiteral("Y"), SlabPainter::ySlabColor(style) });
        if (h.slabEnter <= h.slabExit)
            bars.push_back({ h.slabEnter, h.slabExit, tr("both"), style.result });
        timeline(bars);
    }

    void paintDiskTimeline(const geometry::RayDiskResult&, const DiskRoots& roots)
    {
        std::vector<Bar> bars;
        if (roots.real)
            bars.push_back({ roots.near, roots.far, tr("disk"), style.result });
        timeline(bars);
    }

    void timeline(const std::vector<Bar>& bars)
    {
        const QSizeF size = view.size();
        const int rows = std::max<int>(1, int(bars.size()));
        // At most 30 % of the canvas's height, so that large text leaves room for the picture:
        // the panel's text shrinks (to half the label size at the least, which at 200 % text is
        // the size at 100 %).
        QFont font = p.font();
        const auto panelHeight = [&](double factor) {
            font.setPointSizeF(style.labelPointSize * factor);
            return QFontMetricsF(font).height() * 1.5 * (rows + 1.6);
        };
        for (int step = 0; step <= 10 && panelHeight(1 - 0.05 * step) > 0.3 * size.height(); ++step) { }
        const QFontMetricsF fm(font);
        const double rowH = fm.height() * 1.5;
        const double height = rowH * (rows + 1.6);
        const QRectF panel(8, size.height() - height - 8, size.width() - 16, height);
        const double nameW = fm.horizontalAdvance(tr("both")) + fm.horizontalAdvance(QStringLiteral("  "));
        // Room for the numbers written before a bar's start and after its end.
        double before = 0;
        double after = 0;
        for (const Bar& b : bars) {
            if (std::isfinite(b.from) && b.from < b.to)
                before = std::max(before, fm.horizontalAdvance(num(b.from)) + 4);
            if (std::isfinite(b.to))
                after = std::max(after, fm.horizontalAdvance(num(b.to)) + 4);
        }
        const double left = panel.left() + nameW + 10 + before;
        const double right = panel.right() - 8 - std::max(8.0, after);

        double lo = 0;
        double hi = 0;
        for (const Bar& b : bars) {
            for (const double t : { b.from, b.to }) {
                if (std::isfinite(t)) {
                    lo = std::min(lo, t);
                    hi = std::max(hi, t);
                }
            }
        }
        const double pad = hi > lo ? 0.12 * (hi - lo) : 1;
        lo -= pad;
        hi += pad;
        const auto x = [&](double t) {
            if (std::isinf(t))
                return t < 0 ? left - 6 : right + 6;
            return left + (t - lo) / (hi - lo) * (right - left);
        };

        p.save();
        p.setFont(font);
        p.setPen(Qt::NoPen);
        p.setBrush(style.background); // opaque: the grid's numbers do not show through
        p.drawRoundedRect(panel, 4, 4);
        // No label of the picture goes over the time line (a point under it is named from above).
        draw::keepLabelsOff(p, panel);
        // Before t = 0 lies behind R0: shaded, since the ray does not go there.
        p.setBrush(translucent(style.muted, 45));
        p.drawRect(QRectF(QPointF(left - 6, panel.top() + 4),
            QPointF(std::max(left - 6, x(0)), panel.bottom() - rowH * 0.9)));
        const double axisY = panel.bottom() - rowH * 0.9;
        p.setPen(QPen(style.axis, 1));
        p.drawLine(QPointF(left, axisY), QPointF(right, axisY));
        p.drawText(QPointF(right - fm.horizontalAdvance(QStringLiteral("t")), axisY + fm.ascent() + 2),
            QStringLiteral("t"));
        // t = 0: the ray's start; everything left of it is behind R0.
        p.setPen(QPen(style.shapes[0], 1.5, Qt::DashLine));
        p.drawLine(QPointF(x(0), panel.top() + 4), QPointF(x(0), axisY + 4));
        p.setPen(style.shapes[0]);
        p.drawText(QPointF(x(0) + 3, axisY + fm.ascent() + 2), QStringLiteral("0 (R₀)"));

        for (std::size_t i = 0; i < bars.size(); ++i) {
            const Bar& b = bars[i];
            const double y = panel.top() + rowH * (i + 0.75);
            p.setPen(b.color);
            p.drawText(QPointF(panel.left() + 6, y + fm.ascent() / 2 - 1), b.name);
            if (!(b.from <= b.to)) {
                p.drawText(QPointF(left, y + fm.ascent() / 2 - 1), tr("never inside"));
                continue;
            }
            const double x0 = x(b.from);
            const double x1 = x(b.to);
            p.setPen(Qt::NoPen);
            p.setBrush(translucent(b.color, 150));
            p.drawRect(QRectF(QPointF(x0, y - rowH * 0.22), QPointF(std::max(x1, x0 + 2), y + rowH * 0.22)));
            p.setPen(b.color);
            for (const double t : { b.from, b.to }) {
                if (!std::isfinite(t))
                    continue;
                const QString text = num(t);
                const double w = fm.horizontalAdvance(text);
                const bool first = t == b.from && b.from != b.to;
                const double tx = first ? x(t) - w - 4 : x(t) + 4;
                p.drawText(QPointF(tx, y + fm.ascent() / 2 - 1), text);
            }
        }
        p.restore();
    }

    QPainter& p;
    const Viewport& view;
    const CanvasStyle& style;
    const SlabScene& scene;
    geometry::Ray ray;
    QPointF screenDir;
};

} // namespace

QColor SlabPainter::xSlabColor(const CanvasStyle& style)
{
    return style.highlight; // apart from the ray, the box, the Y slab and the hit in every palette
}

QColor SlabPainter::ySlabColor(const CanvasStyle& style)
{
    return style.shapes[2];
}

void SlabPainter::paintScene(
    QPainter& painter, const Viewport& view, const CanvasStyle& style, const SlabScene& scene) const
{
    Painter(painter, view, style, scene).paint();
}

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(SlabLesson)
};

QString boxVerdict(const geometry::RayAabbResult& h)
{
    if (!h.hit)
        return Words::tr("Miss");
    if (h.startedInside)
        return Words::tr("Hit, started inside: leaves at t = %1").arg(num(h.tExit));
    if (h.tEnter == h.tExit)
        return Words::tr("Hit, grazing: t_enter = t_exit = %1").arg(num(h.tEnter));
    return Words::tr("Hit: t_enter = %1, t_exit = %2").arg(num(h.tEnter), num(h.tExit));
}

QString slabTimes(const geometry::RayAabbResult& h)
{
    return QStringLiteral("inX = %1, outX = %2, inY = %3, outY = %4")
        .arg(num(h.inX), num(h.outX), num(h.inY), num(h.outY));
}

} // namespace

SceneDescription SlabPainter::describeScene(const SlabScene& scene) const
{
    const geometry::Ray ray = scene.ray();
    SceneDescription d;
    d.shapes << Words::tr("Ray from R₀ %1 along v %2").arg(pointText(ray.origin), pointText(ray.direction));
    switch (scene.mode()) {
    case SlabScene::Mode::Box: {
        const geometry::Aabb b = scene.box();
        const geometry::RayAabbResult h = scene.boxHit();
        d.shapes << Words::tr("Box from %1 to %2").arg(pointText(b.min), pointText(b.max)) << slabTimes(h);
        d.verdict = boxVerdict(h);
        break;
    }
    case SlabScene::Mode::Rotated: {
        const geometry::Obb b = scene.obb();
        const geometry::RayAabbResult h = scene.rotatedHit();
        d.shapes << Words::tr("Rotated rectangle: centre T %1, half sizes %2 and %3, turned %4°")
                        .arg(pointText(b.center), num(b.half.x), num(b.half.y),
                            num(std::atan2(b.axisX.y, b.axisX.x) * 180 / std::numbers::pi))
                 << slabTimes(h);
        d.verdict = boxVerdict(h);
        break;
    }
    case SlabScene::Mode::Disk: {
        const geometry::Circle c = scene.disk();
        const geometry::RayDiskResult h = scene.diskHit();
        const DiskRoots roots = diskRoots(h);
        d.shapes << Words::tr("Disk: centre C %1, radius %2").arg(pointText(c.center), num(c.radius));
        if (!h.hit)
            d.verdict = roots.real ? Words::tr("Miss: both roots are behind R₀") : Words::tr("Miss: D < 0");
        else if (h.startedInside)
            d.verdict = Words::tr("Hit, started inside: t_min = %1 < 0, leaves at t = %2")
                            .arg(num(roots.near), num(h.tExit));
        else if (h.tEnter == h.tExit)
            d.verdict = Words::tr("Hit, tangent: D = 0, t = %1").arg(num(h.tEnter));
        else
            d.verdict = Words::tr("Hit: t_min = %1, t_max = %2").arg(num(h.tEnter), num(h.tExit));
        break;
    }
    }
    return d;
}

} // namespace lab
