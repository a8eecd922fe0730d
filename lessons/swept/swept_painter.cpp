#include "swept_painter.h"

#include "swept_spotlight.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QPainter>

#include <cmath>

namespace lab {

namespace {

// The region a circle of radius r covers while its centre runs from `from` to `to`.
void capsule(QPainter& p, const Viewport& view, const CanvasStyle& style, const geometry::SweptCircle& c,
    const QColor& color)
{
    QColor fill = color;
    fill.setAlpha(38);
    const double width = std::max(2 * c.radius * view.scale(), style.lineWidth);
    const QPointF from = view.toScreen(toQt(c.from));
    const QPointF to = view.toScreen(toQt(c.to));
    p.setPen(QPen(fill, width, Qt::SolidLine, Qt::RoundCap));
    // A line as wide as the circle costs milliseconds at 4K: the capsule that is not dragged is
    // stamped.
    const double reach = width / 2 + 1;
    draw::stamped(p, QRectF(from, to).normalized().adjusted(-reach, -reach, reach, reach),
        QStringLiteral("swept capsule %1 %2 %3 %4 %5 %6")
            .arg(from.x(), 0, 'g', 12)
            .arg(from.y(), 0, 'g', 12)
            .arg(to.x(), 0, 'g', 12)
            .arg(to.y(), 0, 'g', 12)
            .arg(width, 0, 'g', 12)
            .arg(fill.rgba()),
        [&](QPainter& on) { on.drawLine(from, to); });
}

// The circle where it ends, filled (B hatched): the one that is not dragged is stamped (a hatched
// fill is not a circle draw::circle stamps).
void endCircle(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const geometry::Circle& c, int group)
{
    const QColor color = style.shapes[group];
    const QBrush fill = style.shapeFill(group, 30);
    p.setBrush(fill);
    p.setPen(QPen(color, style.lineWidth * 1.3));
    const QPointF at = view.toScreen(toQt(c.center));
    const double r = c.radius * view.scale();
    const double reach = r + style.lineWidth * 1.3 + 1;
    draw::stamped(p, QRectF(at.x() - reach, at.y() - reach, 2 * reach, 2 * reach),
        QStringLiteral("swept end %1 %2 %3 %4 %5 %6 %7")
            .arg(at.x(), 0, 'g', 12)
            .arg(at.y(), 0, 'g', 12)
            .arg(r, 0, 'g', 12)
            .arg(int(fill.style()))
            .arg(fill.color().rgba())
            .arg(color.rgba())
            .arg(style.lineWidth, 0, 'g', 12),
        [&](QPainter& on) { draw::circle(on, view, toQt(c.center), c.radius); });
}

} // namespace

void SweptPainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SweptScene& scene) const
{
    const geometry::SweptCircle c[2] = { scene.a(), scene.b() };
    const geometry::SweptResult& h = scene.result().swept;
    const QString names[2] = { QStringLiteral("A"), QStringLiteral("B") };

    p.save();
    for (int i = 0; i < 2; ++i)
        capsule(p, view, style, c[i], style.shapes[i]);

    for (int i = 0; i < 2; ++i) {
        const QColor color = style.shapes[i];
        // The path of the centre.
        p.setPen(QPen(color, style.lineWidth * 0.8, Qt::DashLine));
        if (c[i].from != c[i].to)
            draw::arrow(p, view, style, toQt(c[i].from), toQt(c[i].to));
        // Previous frame: dashed outline; this frame: solid.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, style.lineWidth, Qt::DashLine));
        draw::circle(p, view, toQt(c[i].from), c[i].radius);
        endCircle(p, view, style, { c[i].to, c[i].radius }, i); // A plain, B hatched: apart without colour
        draw::label(p, view, style, toQt(c[i].from), names[i] + QStringLiteral("0"), color, { -28, -10 });
        draw::label(p, view, style, toQt(c[i].to), names[i] + QStringLiteral("1"), color, { 8, -10 });
    }

    // Where the circles are at first contact, or at their closest when they miss (unless a task
    // asks for that moment or the verdict).
    const bool shown = !scene.holds(kHeldVerdict) && !scene.holds(h.hit ? kHeldContact : kHeldVertex);
    const double u = h.hit ? h.t : h.tClosest;
    const QColor mark = h.hit ? style.result : style.muted;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(mark, style.lineWidth * (h.hit ? 1.6 : 1.0), h.hit ? Qt::SolidLine : Qt::DotLine));
    for (int i = 0; i < 2 && shown; ++i) {
        const geometry::Circle at = scene.circleAt(i, u);
        draw::circle(p, view, toQt(at.center), at.radius);
        draw::dot(p, view, toQt(at.center), style.handleRadius * 0.5, mark);
    }
    p.restore();
    paintSweptSpotlight(p, view, style, scene);

    const Verdict kind = !h.hit              ? Verdict::Apart
        : h.minDistanceSquared == h.rSquared ? Verdict::Touch
                                             : Verdict::Collide;
    draw::verdict(p, view, style, scene, kind, sweptPlate(scene));
    for (const Line& line : otherVerdicts(scene))
        draw::headline(p, view, style, line.text, line.warning ? style.highlight : style.text);
}

QString SweptPainter::sweptVerdict(const SweptScene& scene)
{
    const geometry::SweptResult& h = scene.result().swept;
    if (h.hit)
        return scene.holds(kHeldContact)
            ? tr("Swept test: hit")
            : tr("Swept test: hit at t = %1 (bold circles: that moment)").arg(formatNumber(h.t, 3));
    return scene.holds(kHeldVertex)
        ? tr("Swept test: miss")
        : tr("Swept test: miss (dotted: closest, t = %1)").arg(formatNumber(h.tClosest, 3));
}

VerdictWords SweptPainter::sweptPlate(const SweptScene& scene)
{
    const geometry::SweptResult& h = scene.result().swept;
    if (h.hit) {
        if (scene.holds(kHeldContact))
            return { tr("Swept test: hit"), {} };
        return { tr("Hit at t = %1").arg(formatNumber(h.t, 3)),
            tr("The swept test. Bold circles: that moment.") };
    }
    if (scene.holds(kHeldVertex))
        return { tr("Swept test: miss"), {} };
    return { tr("Miss"),
        tr("The swept test. Dotted circles: closest, at t = %1.").arg(formatNumber(h.tClosest, 3)) };
}

QList<SweptPainter::Line> SweptPainter::otherVerdicts(const SweptScene& scene)
{
    if (scene.holds(kHeldVerdict))
        return {};
    const SweptSceneResult& r = scene.result();
    const geometry::SweptResult& h = r.swept;
    const bool perFrame = r.perFrameHit();
    QList<Line> lines;
    lines.append({ perFrame ? tr("Per-frame test (frames 0 and 1 only): hit")
                            : (h.hit ? tr("Per-frame test (frames 0 and 1 only): miss, tunnelling!")
                                     : tr("Per-frame test (frames 0 and 1 only): miss")),
        !perFrame && h.hit });
    lines.append(
        { r.textbook.hit ? (h.hit ? tr("Article's test: hit") : tr("Article's test: hit, a false collision!"))
                         : tr("Article's test: miss"),
            r.textbook.hit && !h.hit });
    if (h.alpha == 0)
        lines.append({ tr("No relative motion: α = 0"), false });
    return lines;
}

SceneDescription SweptPainter::describeScene(const SweptScene& scene) const
{
    const geometry::SweptCircle c[2] = { scene.a(), scene.b() };
    SceneDescription d;
    const auto point = [](geometry::Vec2 v) { return formatPoint(v.x, v.y, 3); };
    for (int i = 0; i < 2; ++i) {
        d.shapes << tr("Circle %1: from %2 at frame 0 to %3 at frame 1, radius %4")
                        .arg(i == 0 ? QStringLiteral("A") : QStringLiteral("B"), point(c[i].from),
                            point(c[i].to), formatNumber(c[i].radius, 3));
    }
    if (scene.holds(kHeldVerdict)) {
        d.verdict = draw::heldVerdictText();
        return d;
    }
    QStringList verdict { sweptVerdict(scene) };
    for (const Line& line : otherVerdicts(scene))
        verdict << line.text;
    d.verdict = draw::clauses(verdict);
    return d;
}

} // namespace lab
