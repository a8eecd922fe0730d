#include "lines_painter.h"

#include "lines_scene.h"

#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>

namespace lab {

namespace {

constexpr int kDecimals = LinesScene::kDecimals;

class LinesPainter : public PainterOf<LinesScene> {
    Q_DECLARE_TR_FUNCTIONS(LinesPainter)

public:
    void paintScene(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LinesScene& scene) const override
    {
        const geometry::Line l1 = scene.first();
        const geometry::Line l2 = scene.second();
        const geometry::LineLineResult& r = scene.result();

        if (r.kind == geometry::LineLineKind::SameLine) { // every point is common: the whole line lights up
            QColor glow = style.highlight;
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

        if (r.kind == geometry::LineLineKind::Point) {
            // s a from P and t b from Q both end at R.
            p.setPen(QPen(style.shapes[0], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(l1.point), toQt(r.point));
            p.setPen(QPen(style.shapes[1], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(l2.point), toQt(r.point));
            draw::dot(p, view, toQt(r.point), style.handleRadius * 0.9, style.result);
            draw::label(p, view, style, toQt(r.point),
                QStringLiteral("R ") + formatPoint(r.point.x, r.point.y, kDecimals), style.result);
        }
        const QString headline = r.kind == geometry::LineLineKind::Point
            ? tr("One common point: s = %1, t = %2, det A = %3")
                  .arg(formatNumber(r.s, kDecimals), formatNumber(r.t, kDecimals),
                      formatNumber(r.det, kDecimals))
            : verdictWithoutPoint(r.kind);
        draw::headline(
            p, view, style, headline, r.kind == geometry::LineLineKind::Point ? style.result : style.text);
    }

    SceneDescription describeScene(const LinesScene& scene) const override
    {
        const geometry::Line l1 = scene.first();
        const geometry::Line l2 = scene.second();
        const geometry::LineLineResult& r = scene.result();
        SceneDescription d;
        d.shapes << tr("Line 1 through P %1 along a %2")
                        .arg(formatPoint(l1.point.x, l1.point.y, kDecimals),
                            formatPoint(l1.direction.x, l1.direction.y, kDecimals))
                 << tr("Line 2 through Q %1 along b %2")
                        .arg(formatPoint(l2.point.x, l2.point.y, kDecimals),
                            formatPoint(l2.direction.x, l2.direction.y, kDecimals));
        d.verdict = r.kind == geometry::LineLineKind::Point
            ? tr("They meet in one point, R %1: s = %2, t = %3, det A = %4")
                  .arg(formatPoint(r.point.x, r.point.y, kDecimals), formatNumber(r.s, kDecimals),
                      formatNumber(r.t, kDecimals), formatNumber(r.det, kDecimals))
            : verdictWithoutPoint(r.kind);
        return d;
    }

private:
    // The verdict when the lines do not meet in one point.
    static QString verdictWithoutPoint(geometry::LineLineKind kind)
    {
        switch (kind) {
        case geometry::LineLineKind::SameLine:
            return tr("The same line: infinitely many common points (det A = 0)");
        case geometry::LineLineKind::Parallel: return tr("Parallel: no common point (det A = 0)");
        case geometry::LineLineKind::Point:
        case geometry::LineLineKind::ZeroDirection: break;
        }
        return tr("A direction is the zero vector: that is not a line");
    }
};

} // namespace

std::unique_ptr<ScenePainter> createLinesPainter()
{
    return std::make_unique<LinesPainter>();
}

} // namespace lab
