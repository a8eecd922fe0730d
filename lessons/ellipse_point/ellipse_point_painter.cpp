#include "ellipse_point_painter.h"

#include "core/model/lesson_task.h"
#include "core/model/points.h"
#include "shared/ellipse_outline.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

namespace lab {

namespace {

using Scene = EllipsePointScene;

// How the ellipse looks after `stage` maps: centre, semi-axes and angle.
geometry::Ellipse ellipseAt(const geometry::Ellipse& e, int stage)
{
    switch (stage) {
    case Scene::Translated: return { {}, e.rx, e.ry, e.angle };
    case Scene::Rotated: return { {}, e.rx, e.ry, 0 };
    case Scene::Scaled: return { {}, e.rx, e.rx, 0 };
    default: break;
    }
    return e;
}

QPolygonF outline(const Viewport& view, const geometry::Ellipse& e)
{
    return ellipseOutline([&view](geometry::Vec2 w) { return view.toScreen(toQt(w)); }, e, view.scale(), 120);
}

QString pointName(int stage)
{
    switch (stage) {
    case Scene::Translated: return QStringLiteral("P₁");
    case Scene::Rotated: return QStringLiteral("P₂");
    case Scene::Scaled: return QStringLiteral("P₃ = (x′, y′)");
    default: break;
    }
    return QStringLiteral("P");
}

// A label beside a point, on its left when the right side would run off the canvas.
void pointLabel(QPainter& p, const Viewport& view, const CanvasStyle& style, geometry::Vec2 at,
    const QString& text, const QColor& color)
{
    QFont font = p.font();
    font.setPointSizeF(style.labelPointSize);
    const double width = QFontMetricsF(font).horizontalAdvance(text);
    const double x = view.toScreen(toQt(at)).x();
    const bool left = x + 12 + width > view.size().width() - 4;
    draw::label(p, view, style, toQt(at), text, color, { left ? -12 - width : 12.0, -10 });
}

} // namespace

void EllipsePointPainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const EllipsePointScene& scene) const
{
    const geometry::Ellipse e = scene.ellipse();
    const geometry::Vec2 pt = scene.point();
    const geometry::PointEllipseResult& t = scene.result();
    const int stage = scene.shownStage();
    const bool held = scene.holds(kHeldVerdict);
    const bool inside = t.hit && !held; // the canvas tells inside by colour only once it may
    const QColor shape = style.shapes[0];
    const QColor pointColor = inside ? style.result : style.shapes[1];
    // The step of the code view: its stage's map drawn bold.
    const bool stepping = Scene::spotlightStage(scene.spotlight()) >= 0;

    // The earlier stages, faint, and the path the point took through them.
    for (int k = 0; k < stage; ++k) {
        QColor ghost = shape;
        ghost.setAlpha(90);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ghost, style.lineWidth * 0.7, Qt::DashLine));
        draw::polygon(p, outline(view, ellipseAt(e, k)));
        QColor faint = pointColor;
        faint.setAlpha(110);
        draw::dot(p, view, toQt(Scene::pointAt(t, pt, k)), style.handleRadius * 0.55, faint);
        draw::label(p, view, style, toQt(Scene::pointAt(t, pt, k)), pointName(k), style.muted, { 6, -6 });
        const bool current = stepping && k + 1 == stage;
        p.setPen(QPen(current ? style.highlight : style.muted, style.lineWidth * (current ? 1.6 : 0.7)));
        draw::arrow(p, view, style, toQt(Scene::pointAt(t, pt, k)), toQt(Scene::pointAt(t, pt, k + 1)));
    }

    // The ellipse after the chosen stage, with its two semi-axes.
    const geometry::Ellipse now = ellipseAt(e, stage);
    QColor fill = inside ? style.result : shape;
    fill.setAlpha(inside ? 40 : 28);
    p.setBrush(fill);
    p.setPen(QPen(shape, style.lineWidth * 1.4));
    draw::polygon(p, outline(view, now));
    const geometry::Vec2 u = geometry::unitAt(now.angle);
    const geometry::Vec2 xEnd = now.center + now.rx * u;
    const geometry::Vec2 yEnd = now.center + now.ry * geometry::perp(u);
    p.setPen(QPen(shape, style.lineWidth, Qt::SolidLine, Qt::FlatCap));
    draw::segment(p, view, toQt(now.center), toQt(xEnd));
    p.setPen(QPen(shape, style.lineWidth, Qt::DashLine, Qt::FlatCap));
    draw::segment(p, view, toQt(now.center), toQt(yEnd));
    draw::label(p, view, style, toQt(0.5 * (now.center + xEnd)), QStringLiteral("rx = ") + formatNumber(e.rx),
        shape, { 4, 20 });
    draw::label(p, view, style, toQt(0.5 * (now.center + yEnd)),
        stage == Scene::Scaled ? tr("ry · rx/ry = %1").arg(formatNumber(e.rx))
                               : QStringLiteral("ry = ") + formatNumber(e.ry),
        shape, { 6, 0 });
    if (stage == Scene::Original) {
        draw::label(p, view, style, toQt(e.center), QStringLiteral("C"), shape, { 8, 22 });
    } else {
        draw::dot(p, view, { 0, 0 }, style.handleRadius * 0.5, shape);
    }

    // In the last stage the test is a distance: from the origin to P3, against the radius rx.
    const geometry::Vec2 at = Scene::pointAt(t, pt, stage);
    if (stage == Scene::Scaled) {
        const bool comparing = scene.spotlight() == ellipse_point::kSpotCompare;
        p.setPen(QPen(
            comparing ? style.highlight : pointColor, style.lineWidth * (comparing ? 2 : 1), Qt::DotLine));
        draw::segment(p, view, { 0, 0 }, toQt(at));
    }
    draw::dot(p, view, toQt(at), style.handleRadius * (stage == Scene::Original ? 0.4 : 0.8), pointColor);
    pointLabel(p, view, style, at, QStringLiteral("%1 = %2").arg(pointName(stage), formatPoint(at.x, at.y)),
        pointColor);

    draw::verdict(p, view, style, scene,
        !t.hit                                  ? Verdict::Apart
            : t.valueSquared == t.radiusSquared ? Verdict::Touch
                                                : Verdict::Collide,
        verdictWords(scene));
    draw::headline(p, view, style, stageLine(scene), style.text);
}

QString EllipsePointPainter::stageLine(const EllipsePointScene& scene)
{
    const int stage = scene.shownStage();
    QString line = tr("Stage %1: %2").arg(stage).arg(Scene::stageName(stage));
    if (scene.lastShownStage() < Scene::Scaled)
        line += QStringLiteral(" — ") + tr("later stages after the task");
    return line;
}

VerdictWords EllipsePointPainter::verdictWords(const EllipsePointScene& scene)
{
    const geometry::PointEllipseResult& t = scene.result();
    if (scene.holds(kHeldVerdict))
        return draw::heldVerdict();
    const QString main = t.hit ? tr("P is inside the ellipse") : tr("P is outside the ellipse");
    // While a task holds the last stage back, x′² + y′² would give it away: the verdict alone.
    if (scene.lastShownStage() < Scene::Scaled)
        return { main, {} };
    QStringList detail { QStringLiteral("x′² + y′² = %1 %2 rx² = %3")
                             .arg(formatNumber(t.valueSquared),
                                 t.hit ? QStringLiteral("≤") : QStringLiteral(">"),
                                 formatNumber(t.radiusSquared)) };
    if (t.hit && t.valueSquared == t.radiusSquared)
        detail << tr("exactly on the boundary, which counts as inside");
    return { main, draw::clauses(detail) };
}

QStringList EllipsePointPainter::verdict(const geometry::PointEllipseResult& t)
{
    const QString v = formatNumber(t.valueSquared);
    const QString r = formatNumber(t.radiusSquared);
    QStringList lines { t.hit ? tr("x′² + y′² = %1 ≤ rx² = %2: the point is inside").arg(v, r)
                              : tr("x′² + y′² = %1 > rx² = %2: the point is outside").arg(v, r) };
    if (t.hit && t.valueSquared == t.radiusSquared)
        lines << tr("exactly on the boundary, which counts as inside");
    return lines;
}

SceneDescription EllipsePointPainter::describeScene(const EllipsePointScene& scene) const
{
    const geometry::Ellipse e = scene.ellipse();
    const geometry::PointEllipseResult& t = scene.result();
    const int stage = scene.shownStage();
    SceneDescription d;
    d.shapes << tr("Ellipse: centre C %1, rx = %2, ry = %3, θ = %4°")
                    .arg(formatPoint(e.center.x, e.center.y), formatNumber(e.rx), formatNumber(e.ry),
                        formatNumber(scene.value(Scene::Theta)));
    const geometry::Vec2 p = scene.point();
    d.shapes << QStringLiteral("P = ") + formatPoint(p.x, p.y);
    d.shapes << stageLine(scene);
    if (stage != Scene::Original) {
        const geometry::Vec2 at = Scene::pointAt(t, p, stage);
        d.shapes << QStringLiteral("%1 = %2").arg(pointName(stage), formatPoint(at.x, at.y));
    }
    d.verdict = scene.holds(kHeldVerdict)        ? draw::heldVerdictText()
        : scene.lastShownStage() < Scene::Scaled ? verdictWords(scene).sentence()
                                                 : draw::clauses(verdict(t));
    return d;
}

} // namespace lab
