#include "lines_painter.h"

#include "lines_scene.h"

#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPolygonF>

namespace lab {

namespace {

// The canvas's verdict plate for the kind of common points.
Verdict verdictOf(geometry::LineLineKind kind)
{
    switch (kind) {
    case geometry::LineLineKind::Point:
    case geometry::LineLineKind::SameLine: return Verdict::Collide;
    case geometry::LineLineKind::Parallel: return Verdict::Apart;
    case geometry::LineLineKind::ZeroDirection: break;
    }
    return Verdict::Undecided;
}

class LinesPainter : public PainterOf<LinesScene> {
    Q_DECLARE_TR_FUNCTIONS(LinesPainter)

public:
    void paintScene(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LinesScene& scene) const override
    {
        const geometry::LineLineResult& r = scene.result();
        draw::verdict(p, view, style, scene, verdictOf(r.kind), plate(scene));
        if (scene.holds(lines::kHeldLines))
            return; // a prediction from the equations alone: nothing but the axes
        paintLines(p, view, style, scene);
        if (r.kind == geometry::LineLineKind::Point && !scene.holds(lines::kHeldMeet)) {
            // s a from P and t b from Q both end at R.
            const geometry::Line l1 = scene.first();
            p.setPen(QPen(style.shapes[0], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(l1.point), toQt(r.point));
            p.setPen(QPen(style.shapes[1], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(scene.second().point), toQt(r.point));
            draw::dot(p, view, toQt(r.point), style.handleRadius * 0.9, style.result);
            draw::label(p, view, style, toQt(r.point),
                QStringLiteral("R ") + formatPoint(r.point.x, r.point.y, LinesScene::kDecimals),
                style.result);
        }
        paintSpotlight(p, view, style, scene);
    }

    SceneDescription describeScene(const LinesScene& scene) const override
    {
        SceneDescription d;
        if (!scene.holds(lines::kHeldLines)) {
            const geometry::Line l1 = scene.first();
            const geometry::Line l2 = scene.second();
            d.shapes << tr("Line 1 through P %1 along a %2")
                            .arg(formatPoint(l1.point.x, l1.point.y, LinesScene::kDecimals),
                                formatPoint(l1.direction.x, l1.direction.y, LinesScene::kDecimals))
                     << tr("Line 2 through Q %1 along b %2")
                            .arg(formatPoint(l2.point.x, l2.point.y, LinesScene::kDecimals),
                                formatPoint(l2.direction.x, l2.direction.y, LinesScene::kDecimals));
        }
        d.verdict = scene.verdictText();
        return d;
    }

private:
    // The verdict plate: the kind of common points over the numbers no task holds back.
    static VerdictWords plate(const LinesScene& scene)
    {
        const geometry::LineLineResult& r = scene.result();
        QStringList numbers; // R, s, t and det A, each where no task holds it
        if (r.kind == geometry::LineLineKind::Point && !scene.holds(lines::kHeldMeet)) {
            numbers << QStringLiteral("R = %1: s = %2, t = %3")
                           .arg(formatPoint(r.point.x, r.point.y, LinesScene::kDecimals),
                               formatNumber(r.s, LinesScene::kDecimals),
                               formatNumber(r.t, LinesScene::kDecimals));
        }
        if (r.kind != geometry::LineLineKind::ZeroDirection && !scene.holds(lines::kHeldDet))
            numbers << QStringLiteral("det\u00a0A = %1")
                           .arg(formatNumber(r.det, LinesScene::kDecimals)); // det A: one word
        const QString detail = numbers.join(QStringLiteral(", "));
        const auto withNumbers = [&](const QString& words) {
            return detail.isEmpty() ? words : draw::clauses({ words, detail });
        };
        switch (r.kind) {
        case geometry::LineLineKind::Point: return { tr("One common point"), detail };
        case geometry::LineLineKind::SameLine:
            return { tr("The same line"), withNumbers(tr("Infinitely many common points")) };
        case geometry::LineLineKind::Parallel: return { tr("Parallel"), withNumbers(tr("No common point")) };
        case geometry::LineLineKind::ZeroDirection: break;
        }
        return { tr("Not a line"), tr("A direction is the zero vector.") };
    }

    // Both lines (the whole line lit where they coincide), W and the two arrows with their names.
    static void paintLines(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LinesScene& scene)
    {
        const geometry::Line l1 = scene.first();
        const geometry::Line l2 = scene.second();
        if (scene.result().kind == geometry::LineLineKind::SameLine && !scene.holds(kHeldVerdict)) {
            QColor glow = style.highlight; // every point is common: the whole line lights up
            glow.setAlpha(150);
            p.setPen(QPen(glow, style.lineWidth * 5, Qt::SolidLine, Qt::RoundCap));
            draw::infiniteLine(p, view, toQt(l1.point), toQt(l1.direction));
        }
        p.setPen(style.shapePen(0, style.lineWidth));
        draw::infiniteLine(p, view, toQt(l1.point), toQt(l1.direction));
        p.setPen(style.shapePen(1, style.lineWidth)); // dashed: it shows on top of line 1 too
        draw::infiniteLine(p, view, toQt(l2.point), toQt(l2.direction));

        // W = Q - P, the right-hand side of the system.
        p.setPen(QPen(style.muted, style.lineWidth * 0.75, Qt::DashLine));
        draw::arrow(p, view, style, toQt(l1.point), toQt(l2.point));
        draw::label(p, view, style, toQt(0.5 * (l1.point + l2.point)), QStringLiteral("W"), style.muted);

        p.setPen(QPen(style.shapes[0], style.lineWidth * 1.5));
        draw::arrow(p, view, style, toQt(l1.point), toQt(l1.point + l1.direction));
        p.setPen(QPen(style.shapes[1], style.lineWidth * 1.5));
        draw::arrow(p, view, style, toQt(l2.point), toQt(l2.point + l2.direction));
        draw::label(p, view, style, toQt(l1.point), QStringLiteral("P"), style.shapes[0], { -22, -8 });
        draw::label(p, view, style, toQt(l2.point), QStringLiteral("Q"), style.shapes[1], { -22, -8 });
        draw::label(p, view, style, toQt(l1.point + l1.direction), QStringLiteral("a"), style.shapes[0]);
        draw::label(p, view, style, toQt(l2.point + l2.direction), QStringLiteral("b"), style.shapes[1]);
    }

    // What the code view's current step computes (lines_code.cpp names the keys).
    static void paintSpotlight(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LinesScene& scene)
    {
        const Spotlight& key = scene.spotlight();
        if (key.isEmpty())
            return;
        const geometry::LineLineResult& r = scene.result();
        const geometry::Vec2 pt = scene.first().point;
        const geometry::Vec2 a = scene.first().direction;
        const QColor mark = style.highlight;
        p.setPen(QPen(mark, style.lineWidth * 2.5, Qt::SolidLine, Qt::RoundCap));
        if (key == lines::kSpotW || key == lines::kSpotParallel) {
            draw::arrow(p, view, style, toQt(pt), toQt(pt + r.w));
            draw::label(p, view, style, toQt(pt + 0.5 * r.w),
                QStringLiteral("W = ") + formatPoint(r.w.x, r.w.y, LinesScene::kDecimals), mark);
            if (key == lines::kSpotParallel)
                draw::arrow(p, view, style, toQt(pt), toQt(pt + a));
        } else if (key == lines::kSpotDet && !scene.holds(lines::kHeldDet)) {
            // A's columns a and -b from P, and the parallelogram they span: its signed area is |A|.
            const geometry::Vec2 minusB = -1.0 * scene.second().direction;
            QColor fill = mark;
            fill.setAlpha(60);
            p.setBrush(fill);
            p.setPen(QPen(mark, style.lineWidth));
            const QPolygonF area { view.toScreen(toQt(pt)), view.toScreen(toQt(pt + a)),
                view.toScreen(toQt(pt + a + minusB)), view.toScreen(toQt(pt + minusB)) };
            draw::polygon(p, area);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(mark, style.lineWidth * 2.5));
            draw::arrow(p, view, style, toQt(pt), toQt(pt + minusB));
            draw::label(p, view, style, toQt(pt + 0.5 * (a + minusB)),
                QStringLiteral("|A| = ") + formatNumber(r.det, LinesScene::kDecimals), mark);
        } else if ((key == lines::kSpotS || key == lines::kSpotR) && r.kind == geometry::LineLineKind::Point
            && !scene.holds(lines::kHeldMeet)) {
            if (key == lines::kSpotS)
                draw::arrow(p, view, style, toQt(pt), toQt(r.point));
            else
                draw::dot(p, view, toQt(r.point), style.handleRadius * 1.6, mark);
            draw::label(p, view, style, toQt(key == lines::kSpotS ? pt + 0.5 * r.s * a : r.point),
                key == lines::kSpotS ? QStringLiteral("s a, s = ") + formatNumber(r.s, LinesScene::kDecimals)
                                     : QStringLiteral("R"),
                mark);
        }
    }
};

} // namespace

std::unique_ptr<ScenePainter> createLinesPainter()
{
    return std::make_unique<LinesPainter>();
}

} // namespace lab
