#include "square_collision_painter.h"

#include "square_collision_code.h"

#include "core/model/points.h"

#include <QPainter>

#include <algorithm>

namespace lab {

namespace {

QRectF worldRect(const geometry::Aabb& b)
{
    return QRectF(QPointF(b.min.x, b.min.y), QPointF(b.max.x, b.max.y));
}

// A world text anchored by its top-left corner, as MathCalc's Text(position, text) places it.
void text(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& s,
    const QColor& color, double scale, bool bold, QPointF offsetPixels = {})
{
    p.save();
    QFont font = p.font();
    font.setBold(bold);
    p.setFont(font);
    draw::textAt(p, view, style, at, s, color, scale, offsetPixels);
    p.restore();
}

// The two edges an inequality compares, with a dashed bridge between them and its label.
void failedInequality(QPainter& p, const Viewport& view, const CanvasStyle& style,
    const square_collision::RectPair& pair, int which, const QString& caption)
{
    const geometry::Aabb& a = pair.r1;
    const geometry::Aabb& b = pair.r2;
    const bool vertical = which < 2; // edges x = const
    QLineF e1, e2;
    if (vertical) {
        const double x1 = which == 0 ? a.max.x : a.min.x;
        const double x2 = which == 0 ? b.min.x : b.max.x;
        e1 = QLineF(x1, a.min.y, x1, a.max.y);
        e2 = QLineF(x2, b.min.y, x2, b.max.y);
    } else {
        const double y1 = which == 2 ? a.max.y : a.min.y;
        const double y2 = which == 2 ? b.min.y : b.max.y;
        e1 = QLineF(a.min.x, y1, a.max.x, y1);
        e2 = QLineF(b.min.x, y2, b.max.x, y2);
    }
    QColor glow = style.result;
    glow.setAlpha(200);
    p.setPen(QPen(glow, style.lineWidth * 3, Qt::SolidLine, Qt::RoundCap));
    draw::segment(p, view, e1.p1(), e1.p2());
    draw::segment(p, view, e2.p1(), e2.p2());
    // Bridge across the gap, in the middle of the range both edges share (or between them).
    QPointF from, to;
    if (vertical) {
        const double lo = std::max(e1.y1(), e2.y1());
        const double hi = std::min(e1.y2(), e2.y2());
        const double y = lo <= hi ? (lo + hi) / 2 : (e1.center().y() + e2.center().y()) / 2;
        from = { e1.x1(), y };
        to = { e2.x1(), y };
    } else {
        const double lo = std::max(e1.x1(), e2.x1());
        const double hi = std::min(e1.x2(), e2.x2());
        const double x = lo <= hi ? (lo + hi) / 2 : (e1.center().x() + e2.center().x()) / 2;
        from = { x, e1.y1() };
        to = { x, e2.y1() };
    }
    p.setPen(QPen(style.result, style.lineWidth, Qt::DashLine));
    draw::segment(p, view, from, to);
    text(p, view, style, (from + to) / 2, caption, style.result, 1.0, false, { 8, 6 });
}

// A rectangle of the pair in shape group `group`, its corners named as in the handout: `corner`0
// top-left, 1 = (0.X, 2.Y), 2 bottom-right, 3 = (2.X, 0.Y).
void namedRect(QPainter& p, const Viewport& view, const CanvasStyle& style, const geometry::Aabb& b,
    int group, const QString& corner)
{
    const QColor color = style.shape(group);
    p.setPen(style.shapePen(group, style.lineWidth));
    p.setBrush(style.shapeFill(group, 35));
    draw::rect(p, view, worldRect(b));
    p.setBrush(Qt::NoBrush);
    const double gap = style.handleRadius + 2;
    QFont font = p.font();
    font.setPointSizeF(style.labelPointSize * 0.85);
    const QFontMetricsF fm(font);
    const auto name = [&](geometry::Vec2 at, int index, bool left, bool top) {
        const QString label = corner + QString::number(index);
        const QPointF screen = view.toScreen(toQt(at));
        const QPointF topLeft(left ? screen.x() - gap - fm.horizontalAdvance(label) - 4 : screen.x() + gap,
            top ? screen.y() - gap - fm.height() : screen.y() + gap);
        text(p, view, style, toQt(at), label, color, 0.85, false, topLeft - screen);
    };
    name({ b.min.x, b.max.y }, 0, true, true);
    name({ b.min.x, b.min.y }, 1, true, false);
    name({ b.max.x, b.min.y }, 2, false, false);
    name({ b.max.x, b.max.y }, 3, false, true);
}

} // namespace

QColor SquareCollisionPainter::collidedColor(const CanvasStyle& style)
{
    return style.result; // the handout's red, in the palette that stays apart for every student
}

QColor SquareCollisionPainter::apartColor(const CanvasStyle& style)
{
    // The handout's royal blue, as the palette's blue.
    return style.shapes[0];
}

QString SquareCollisionPainter::inequalityText(const square_collision::Inequality& q, bool withValues)
{
    QString s
        = QStringLiteral("%1 %2 %3").arg(QLatin1String(q.left), QLatin1String(q.op), QLatin1String(q.right));
    if (withValues)
        s += QStringLiteral("  (%1 %2 %3)")
                 .arg(formatNumber(q.leftValue), QLatin1String(q.op), formatNumber(q.rightValue));
    return s;
}

QString SquareCollisionPainter::edgesText(const QString& name, const geometry::Aabb& b)
{
    return QStringLiteral("%1.Left = %2, %1.Right = %3,\n%1.Bottom = %4, %1.Top = %5")
        .arg(
            name, formatNumber(b.min.x), formatNumber(b.max.x), formatNumber(b.min.y), formatNumber(b.max.y));
}

void SquareCollisionPainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SquareCollisionScene& scene) const
{
    const int placed = scene.cornersPlaced();
    const auto& s = scene.state();
    if (placed >= 2)
        namedRect(p, view, style, scene.rect1(), 0, QStringLiteral("P"));
    if (placed >= 4)
        namedRect(p, view, style, scene.rect2(), 1, QStringLiteral("p"));
    // Corners clicked so far whose rectangle is not finished yet.
    if (placed == 1)
        draw::dot(p, view, { s[SquareCollisionScene::Ax], s[SquareCollisionScene::Ay] }, style.handleRadius,
            style.shapes[0]);
    if (placed == 3)
        draw::dot(p, view, { s[SquareCollisionScene::Cx], s[SquareCollisionScene::Cy] }, style.handleRadius,
            style.shapes[1]);
    if (scene.complete() && !scene.revealed()) {
        text(p, view, style, resultPosition(), tr("collided?"), style.text, 1.5, true);
        draw::verdict(p, view, style, scene, Verdict::Undecided,
            { tr("Collided or not?"), tr("Predict with the buttons, then see.") });
    } else {
        if (scene.complete()) {
            paintVerdict(p, view, style, scene);
            const SquareCollisionScene::Verdict& v = scene.verdict();
            draw::verdict(p, view, style, scene,
                v.result.hit        ? Verdict::Collide
                    : v.onlyTouches ? Verdict::Touch
                                    : Verdict::Apart,
                verdictWords(scene));
        }
        // The prompt across the top of the canvas, wrapped to its width.
        draw::headline(p, view, style, scene.promptText(), style.text);
    }
    paintSpotlight(p, view, style, scene);
}

VerdictWords SquareCollisionPainter::verdictWords(const SquareCollisionScene& scene)
{
    const SquareCollisionScene::Verdict& verdict = scene.verdict();
    QStringList fails;
    for (const auto& q : verdict.inequalities) {
        if (!verdict.result.hit && !q.holds)
            fails << tr("%1 fails").arg(inequalityText(q, true));
    }
    return { verdict.result.hit ? tr("Collided") : tr("Not collided"), draw::clauses(fails) };
}

// What the code view's current step computes (square_collision_code.cpp names the keys).
void SquareCollisionPainter::paintSpotlight(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SquareCollisionScene& scene)
{
    const Spotlight& key = scene.spotlight();
    const QColor mark = style.highlight;
    if (const int index = square_collision::pairOfSpotlight(key); index >= 0) {
        const square_collision::RectPair& pair = square_collision::defaultPairs()[std::size_t(index)];
        p.setBrush(Qt::NoBrush);
        for (int r = 0; r < 2; ++r) {
            const geometry::Aabb& b = r == 0 ? pair.r1 : pair.r2;
            p.setPen(QPen(mark, style.lineWidth * 2, r == 0 ? Qt::SolidLine : Qt::DashLine));
            draw::rect(p, view, worldRect(b));
            draw::label(p, view, style, { b.min.x, b.max.y },
                r == 0 ? QStringLiteral("r1") : QStringLiteral("r2"), mark, { 4, -6 });
        }
        draw::legend(p, view, style, tr("the checker's pair %1").arg(index + 1), mark);
        return;
    }
    if (!scene.complete() || key.isEmpty())
        return;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(mark, style.lineWidth * 3, Qt::SolidLine, Qt::RoundCap));
    if (key == square_collision::kSpotRect1 || key == square_collision::kSpotRect2) {
        draw::rect(p, view, worldRect(key == square_collision::kSpotRect1 ? scene.rect1() : scene.rect2()));
    } else if (key == square_collision::kSpotAcross || key == square_collision::kSpotUpDown) {
        // The four edges the comparisons read.
        const bool x = key == square_collision::kSpotAcross;
        for (const geometry::Aabb& b : { scene.rect1(), scene.rect2() }) {
            if (x) {
                draw::segment(p, view, { b.min.x, b.min.y }, { b.min.x, b.max.y });
                draw::segment(p, view, { b.max.x, b.min.y }, { b.max.x, b.max.y });
            } else {
                draw::segment(p, view, { b.min.x, b.min.y }, { b.max.x, b.min.y });
                draw::segment(p, view, { b.min.x, b.max.y }, { b.max.x, b.max.y });
            }
        }
    }
}

// Once revealed: the overlap hatched, or the inequalities that fail; the verdict at (-200, 200).
void SquareCollisionPainter::paintVerdict(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SquareCollisionScene& scene)
{
    const square_collision::RectPair pair = scene.pair();
    const SquareCollisionScene::Verdict& verdict = scene.verdict();
    const bool overlap = verdict.result.hit;
    if (overlap) {
        const geometry::Aabb both { { std::max(pair.r1.min.x, pair.r2.min.x),
                                        std::max(pair.r1.min.y, pair.r2.min.y) },
            { std::min(pair.r1.max.x, pair.r2.max.x), std::min(pair.r1.max.y, pair.r2.max.y) } };
        QColor fill = collidedColor(style);
        fill.setAlpha(90);
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(fill, Qt::DiagCrossPattern));
        draw::rect(p, view, worldRect(both));
        p.setBrush(Qt::NoBrush);
    } else {
        for (int i = 0; i < 4; ++i) {
            const square_collision::Inequality& q = verdict.inequalities[std::size_t(i)];
            if (!q.holds)
                failedInequality(p, view, style, pair, i,
                    tr("%1 fails").arg(inequalityText(q, false)) + QLatin1Char('\n')
                        + QStringLiteral("(%1 %2 %3)")
                              .arg(formatNumber(q.leftValue), QLatin1String(q.op),
                                  formatNumber(q.rightValue)));
        }
    }
    text(p, view, style, resultPosition(), overlap ? tr("collided") : tr("not collided"),
        overlap ? collidedColor(style) : apartColor(style), 1.5, true);
}

SceneDescription SquareCollisionPainter::describeScene(const SquareCollisionScene& scene) const
{
    const int placed = scene.cornersPlaced();
    const auto& s = scene.state();
    SceneDescription d;
    const auto rect = [&](int n, const geometry::Aabb& b) {
        d.shapes << tr("Rectangle %1: x from %2 to %3, y from %4 to %5")
                        .arg(n)
                        .arg(formatNumber(b.min.x), formatNumber(b.max.x), formatNumber(b.min.y),
                            formatNumber(b.max.y));
    };
    const auto corner = [&](int n, int x) {
        d.shapes << tr("First corner of rectangle %1 at (%2, %3)")
                        .arg(n)
                        .arg(formatNumber(s[x]), formatNumber(s[x + 1]));
    };
    if (placed >= 2)
        rect(1, scene.rect1());
    else if (placed == 1)
        corner(1, SquareCollisionScene::Ax);
    if (placed >= 4)
        rect(2, scene.rect2());
    else if (placed == 3)
        corner(2, SquareCollisionScene::Cx);
    if (!scene.complete() || !scene.revealed()) {
        d.verdict = scene.promptText();
        return d;
    }
    d.verdict = verdictWords(scene).sentence();
    return d;
}

} // namespace lab
