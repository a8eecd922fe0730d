#include "ellipse_ellipse_painter.h"

#include "ellipse_ellipse_inset.h"
#include "ellipse_ellipse_stages.h"
#include "ellipse_ellipse_words.h"

#include "core/model/lesson_task.h"
#include "core/model/points.h"
#include "shared/ellipse_outline.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;

int ellipseGroup(int which)
{
    return which == 0 ? 2 : 0;
}

bool isReduction(int stage)
{
    return stage >= Scene::Image && stage <= Scene::Tall;
}

// The two ellipses as they are; `faint` (stages 1-4): outlines only, behind the stage's picture.
void paintWorld(QPainter& p, const Viewport& view, const CanvasStyle& style, const Scene& scene, bool faint)
{
    const bool hit = !faint && !scene.holds(kHeldVerdict) && scene.exact().hit;
    const auto map = [&view](geometry::Vec2 w) { return view.toScreen(toQt(w)); };
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        QColor color = style.shape(ellipseGroup(which));
        QBrush fill = style.shapeFill(ellipseGroup(which), hit ? 45 : 30);
        if (hit) {
            QColor red = style.result;
            red.setAlpha(fill.color().alpha());
            fill.setColor(red);
        }
        const bool active = which == scene.active();
        QPen outline = style.shapePen(ellipseGroup(which), style.lineWidth * (active ? 2 : 1.1));
        if (faint) {
            color.setAlpha(90);
            outline.setColor(color);
            outline.setWidthF(style.lineWidth);
        }
        p.setBrush(faint ? QBrush(Qt::NoBrush) : fill);
        p.setPen(outline);
        draw::polygon(p, ellipseOutline(map, e, view.scale()));
        const geometry::Vec2 u = geometry::unitAt(e.angle);
        p.setPen(QPen(color, style.lineWidth * 0.8, Qt::SolidLine, Qt::FlatCap));
        draw::segment(p, view, toQt(e.center), toQt(e.center + e.rx * u));
        p.setPen(QPen(color, style.lineWidth * 0.8, Qt::DashLine, Qt::FlatCap));
        draw::segment(p, view, toQt(e.center), toQt(e.center + e.ry * geometry::perp(u)));
        if (faint)
            continue;
        const QString name = active ? EllipseEllipsePainter::tr("ellipse %1 (keys)").arg(which + 1)
                                    : EllipseEllipsePainter::tr("ellipse %1").arg(which + 1);
        draw::label(p, view, style, toQt(e.center), name, color, { 10, 22 });
    }
}

// Ellipse 1's image at a reduction stage, with its semi-axes, the previous stage's faintly and
// an arrow from there; the unit circle (ellipse 2's image) at the origin.
void paintReduction(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const Scene& scene, int stage)
{
    const geometry::EllipseTextbookResult& t = scene.textbook();
    if (!t.reduced)
        return;
    const auto map = [&view](geometry::Vec2 w) { return view.toScreen(toQt(w)); };
    const QColor one = style.shape(ellipseGroup(0));
    const QColor two = style.shape(ellipseGroup(1));
    p.setBrush(style.shapeFill(ellipseGroup(1), 30));
    p.setPen(style.shapePen(ellipseGroup(1), style.lineWidth * 1.5));
    draw::polygon(p, ellipseOutline(map, { { 0, 0 }, 1, 1, 0 }, view.scale()));
    draw::label(p, view, style, { 0, 0 }, EllipseEllipsePainter::tr("unit circle"), two, { 10, 22 });
    const geometry::Ellipse now = EllipseEllipseStages::imageAt(t, stage);
    if (stage > Scene::Image) {
        const geometry::Ellipse before = EllipseEllipseStages::imageAt(t, stage - 1);
        QColor faint = one;
        faint.setAlpha(110);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(faint, style.lineWidth, Qt::DashLine));
        draw::polygon(p, ellipseOutline(map, before, view.scale()));
        if (geometry::length(now.center - before.center) > 0) {
            p.setPen(QPen(style.highlight, style.lineWidth));
            draw::arrow(p, view, style, toQt(before.center), toQt(now.center));
        }
    }
    if (stage == Scene::Tall && t.reduction.wide) {
        p.setPen(QPen(style.muted, 1.2, Qt::DashDotLine));
        draw::infiniteLine(p, view, { 0, 0 }, { 1, -1 });
        draw::label(p, view, style, { 1.5, -1.5 }, QStringLiteral("y = −x"), style.muted, { 8, 8 });
    }
    p.setBrush(style.shapeFill(ellipseGroup(0), 40));
    p.setPen(style.shapePen(ellipseGroup(0), style.lineWidth * 1.5));
    draw::polygon(p, ellipseOutline(map, now, view.scale()));
    const geometry::Vec2 u = geometry::unitAt(now.angle);
    p.setPen(QPen(one, style.lineWidth, Qt::SolidLine, Qt::FlatCap));
    draw::segment(p, view, toQt(now.center), toQt(now.center + now.rx * u));
    p.setPen(QPen(one, style.lineWidth, Qt::DashLine, Qt::FlatCap));
    draw::segment(p, view, toQt(now.center), toQt(now.center + now.ry * geometry::perp(u)));
    const QString names[] = { {}, QStringLiteral("M₂⁻¹C₁"), QStringLiteral("−C"),
        QStringLiteral("(−|x₀|, |y₀|)"), QStringLiteral("E") };
    draw::dot(p, view, toQt(now.center), style.handleRadius * 0.5, one);
    draw::label(p, view, style, toQt(now.center), names[stage], one, { 8, -8 });
    if (stage == Scene::Image) {
        draw::label(p, view, style, toQt(now.center + now.rx * u), QStringLiteral("u₁"), one, { 6, -6 });
        draw::label(p, view, style, toQt(now.center + now.ry * geometry::perp(u)), QStringLiteral("u₂"), one,
            { 6, -6 });
    }
}

// The bounding (or inscribed) circles of the exact test's shortcut, while the code view is there.
void paintShortcut(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const Scene& scene, bool outer)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(style.highlight, style.lineWidth, Qt::DashLine));
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        draw::circle(p, view, toQt(e.center), outer ? std::max(e.rx, e.ry) : std::min(e.rx, e.ry));
    }
}

void paintVerdicts(QPainter& p, const Viewport& view, const CanvasStyle& style, const Scene& scene)
{
    if (scene.holds(kHeldVerdict)) {
        draw::verdict(p, view, style, scene, Verdict::Undecided, {});
        return;
    }
    const geometry::EllipseEllipseResult& exact = scene.exact();
    const geometry::EllipseTextbookResult& book = scene.textbook();
    // The heuristic first, the exact test second, as in the live box and the read-out: a later
    // plate goes above the earlier ones.
    draw::verdict(p, view, style, scene, exact.hit ? Verdict::Collide : Verdict::Apart,
        { EllipseEllipsePainter::tr("Exact test: %1")
                .arg(
                    exact.hit ? EllipseEllipsePainter::tr("overlap") : EllipseEllipsePainter::tr("apart")) });
    const QString verdict
        = book.hit ? EllipseEllipsePainter::tr("overlap") : EllipseEllipsePainter::tr("apart");
    draw::verdict(p, view, style, scene, book.hit ? Verdict::Collide : Verdict::Apart,
        { book.decidingCase == geometry::TextbookCase::Trivial
                ? EllipseEllipsePainter::tr("Heuristic: %1 (trivial case)").arg(verdict)
                : EllipseEllipsePainter::tr("Heuristic: %1, case %2")
                      .arg(verdict, EllipseEllipseWords::caseName(book.decidingCase)) });
    if (exact.hit != book.hit) {
        p.save();
        QFont bold = p.font();
        bold.setBold(true);
        p.setFont(bold);
        draw::headline(p, view, style, EllipseEllipsePainter::tr("The two tests disagree!"), style.highlight);
        p.restore();
    }
}

} // namespace

void EllipseEllipsePainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const EllipseEllipseScene& scene) const
{
    const int stage = scene.drawnStage();
    paintWorld(p, view, style, scene, isReduction(stage));
    if (isReduction(stage))
        paintReduction(p, view, style, scene, stage);
    if (scene.spotlight() == ellipse_ellipse::kSpotExactOuter
        || scene.spotlight() == ellipse_ellipse::kSpotExactInner)
        paintShortcut(p, view, style, scene, scene.spotlight() == ellipse_ellipse::kSpotExactOuter);
    paintVerdicts(p, view, style, scene);
    if (stage != Scene::World)
        draw::headline(p, view, style, EllipseEllipseStages::title(stage), style.text);
    if (scene.insetVisible() && !isReduction(stage) && scene.lastShownStage() > Scene::World)
        EllipseEllipseInset::paint(p, view, style, scene);
}

SceneDescription EllipseEllipsePainter::describeScene(const EllipseEllipseScene& scene) const
{
    const geometry::EllipseEllipseResult& exact = scene.exact();
    const geometry::EllipseTextbookResult& book = scene.textbook();
    SceneDescription d;
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        d.shapes << tr("Ellipse %1: centre %2, rx = %3, ry = %4, θ = %5°")
                        .arg(which + 1)
                        .arg(formatPoint(e.center.x, e.center.y), formatNumber(e.rx), formatNumber(e.ry),
                            formatNumber(scene.value(Scene::fieldsOf(which).theta)));
    }
    d.shapes << tr("The keys act on ellipse %1").arg(scene.active() + 1);
    const int stage = scene.drawnStage();
    if (stage != Scene::World)
        d.shapes << EllipseEllipseStages::title(stage) + QStringLiteral(": ")
                + EllipseEllipseStages::line(book, stage);
    if (scene.holds(kHeldVerdict)) {
        d.verdict = draw::heldVerdictText();
        return d;
    }
    QStringList verdict { EllipseEllipseWords::textbookLine(book), EllipseEllipseWords::exactLine(exact) };
    if (exact.hit != book.hit)
        verdict << tr("The two tests disagree!");
    d.verdict = draw::clauses(verdict);
    return d;
}

} // namespace lab
