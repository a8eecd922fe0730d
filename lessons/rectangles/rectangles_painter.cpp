#include "rectangles_painter.h"

#include "rectangles_scene.h"
#include "rectangles_words.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace lab {

namespace {

using namespace rectangles;
using geometry::Aabb;

// The segment of `box` that is its edge `e`, in world coordinates.
std::pair<QPointF, QPointF> edgeSegment(const Aabb& box, Edge e)
{
    switch (e) {
    case Edge::Left: return { { box.min.x, box.min.y }, { box.min.x, box.max.y } };
    case Edge::Right: return { { box.max.x, box.min.y }, { box.max.x, box.max.y } };
    case Edge::Bottom: return { { box.min.x, box.min.y }, { box.max.x, box.min.y } };
    case Edge::Top: break;
    }
    return { { box.min.x, box.max.y }, { box.max.x, box.max.y } };
}

bool isVertical(Edge e)
{
    return e == Edge::Left || e == Edge::Right;
}

QRectF toRect(const Aabb& box)
{
    return QRectF(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
}

class RectanglesPainter : public PainterOf<RectanglesScene> {
    Q_DECLARE_TR_FUNCTIONS(RectanglesPainter)

public:
    void paintScene(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const RectanglesScene& scene) const override
    {
        draw::verdict(p, view, style, scene, verdictOf(scene), verdictPlate(scene));
        if (scene.holds(kHeldShapes))
            return; // a prediction from the corners' numbers alone
        const Aabb boxes[2] = { scene.first(), scene.second() };
        const geometry::AabbAabbResult& r = scene.result();
        const bool marks = !scene.holds(kHeldConditions) && !scene.holds(kHeldVerdict);

        for (int i = 0; i < 2; ++i) {
            p.setBrush(style.shapeFill(i, 40));
            p.setPen(style.shapePen(i, style.lineWidth));
            draw::rect(p, view, toRect(boxes[i]));
        }
        p.setBrush(Qt::NoBrush);
        if (marks)
            paintContact(p, view, style, boxes, r.hit, false);

        // Every true separating condition: its two edges and the gap between them.
        const int focused = focusOf(scene);
        const QColor apart = scene.spotlight() == rectangles::kSpotApart ? style.highlight : style.shapes[2];
        for (int i = 0; marks && i < kConditionCount; ++i) {
            if (r.*separatingCondition(i).holds && i != focused)
                paintCondition(p, view, style, boxes, i, apart, false);
        }
        if (focused >= 0)
            paintCondition(p, view, style, boxes, focused, style.highlight, true);
        if (marks && scene.spotlight() == rectangles::kSpotOverlap)
            paintContact(p, view, style, boxes, r.hit, true);

        for (int i = 0; i < 2; ++i) {
            draw::label(p, view, style, { boxes[i].min.x, boxes[i].max.y }, tr("rectangle %1").arg(i + 1),
                style.shapes[i], { 4, -6 });
        }
    }

    SceneDescription describeScene(const RectanglesScene& scene) const override
    {
        SceneDescription d;
        const Aabb boxes[2] = { scene.first(), scene.second() };
        for (int i = 0; i < 2 && !scene.holds(kHeldShapes); ++i) {
            d.shapes << tr("Rectangle %1: x from %2 to %3, y from %4 to %5")
                            .arg(i + 1)
                            .arg(formatNumber(boxes[i].min.x, RectanglesScene::kDecimals),
                                formatNumber(boxes[i].max.x, RectanglesScene::kDecimals),
                                formatNumber(boxes[i].min.y, RectanglesScene::kDecimals),
                                formatNumber(boxes[i].max.y, RectanglesScene::kDecimals));
        }
        d.verdict = verdictText(scene);
        return d;
    }

private:
    // The condition whose edges the canvas lights: the one the controls point at, else the one the
    // code view's step computes (rectangles::kSpotCondition.at(0 .. 3)).
    static int focusOf(const RectanglesScene& scene)
    {
        if (scene.focusedCondition() >= 0)
            return scene.focusedCondition();
        const Spotlight& key = scene.spotlight();
        return key.is(rectangles::kSpotCondition) && key.first() < kConditionCount ? key.first() : -1;
    }

    // The common part: filled when it has an area, a thick line or dot when the boxes only touch;
    // outlined in the highlight colour while the code view's step is the overlap.
    static void paintContact(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const Aabb (&boxes)[2], bool overlap, bool spotlit)
    {
        const QPointF lo(std::max(boxes[0].min.x, boxes[1].min.x), std::max(boxes[0].min.y, boxes[1].min.y));
        const QPointF hi(std::min(boxes[0].max.x, boxes[1].max.x), std::min(boxes[0].max.y, boxes[1].max.y));
        if (lo.x() > hi.x() || lo.y() > hi.y())
            return;
        QColor color = overlap ? style.result : style.muted;
        if (spotlit) {
            p.setPen(QPen(style.highlight, style.lineWidth * 3));
            p.setBrush(Qt::NoBrush);
            draw::rect(p, view, QRectF(lo, hi));
            return;
        }
        if (lo.x() < hi.x() && lo.y() < hi.y()) {
            color.setAlpha(overlap ? 110 : 60);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            draw::rect(p, view, QRectF(lo, hi));
            p.restore();
            return;
        }
        p.setPen(QPen(color, style.lineWidth * 3, Qt::SolidLine, Qt::RoundCap));
        draw::segment(p, view, lo, hi);
    }

    static void paintCondition(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const Aabb (&boxes)[2], int index, const QColor& color, bool focused)
    {
        const SeparatingCondition& c = separatingCondition(index);
        const auto [a1, a2] = edgeSegment(boxes[0], c.edge1);
        const auto [b1, b2] = edgeSegment(boxes[1], c.edge2);
        if (focused) {
            // The whole lines through both edges, so that the comparison can be read anywhere.
            QColor guide = color;
            guide.setAlpha(150);
            p.setPen(QPen(guide, style.lineWidth * 0.75, Qt::DotLine));
            draw::infiniteLine(p, view, a1, a2 - a1);
            draw::infiniteLine(p, view, b1, b2 - b1);
        }
        p.setPen(QPen(color, style.lineWidth * (focused ? 3 : 2), focused ? Qt::SolidLine : Qt::DashLine,
            Qt::RoundCap));
        draw::segment(p, view, a1, a2);
        draw::segment(p, view, b1, b2);

        // The gap, measured across the two edges where both boxes are (or between them).
        const double v1 = edgeValue(boxes[0], c.edge1);
        const double v2 = edgeValue(boxes[1], c.edge2);
        const bool vertical = isVertical(c.edge1);
        const double across = vertical
            ? 0.5 * (std::max(boxes[0].min.y, boxes[1].min.y) + std::min(boxes[0].max.y, boxes[1].max.y))
            : 0.5 * (std::max(boxes[0].min.x, boxes[1].min.x) + std::min(boxes[0].max.x, boxes[1].max.x));
        const QPointF from = vertical ? QPointF(v1, across) : QPointF(across, v1);
        const QPointF to = vertical ? QPointF(v2, across) : QPointF(across, v2);
        p.setPen(QPen(color, style.lineWidth));
        draw::arrow(p, view, style, from, to);
        QString text = conditionName(index);
        if (focused) {
            // Rectangle 1's value at the top or right end of its edge, rectangle 2's at the other.
            draw::label(p, view, style, a2,
                QStringLiteral("%1 = %2").arg(
                    edgeName(c.edge1, 1), formatNumber(v1, RectanglesScene::kDecimals)),
                style.shapes[0]);
            draw::label(p, view, style, b1,
                QStringLiteral("%1 = %2").arg(
                    edgeName(c.edge2, 2), formatNumber(v2, RectanglesScene::kDecimals)),
                style.shapes[1], vertical ? QPointF(8, 22) : QPointF(8, -8));
            text += QStringLiteral(": ") + meaning(c);
        }
        draw::label(p, view, style, 0.5 * (from + to), text, color, { 6, -6 });
    }
};

} // namespace

std::unique_ptr<ScenePainter> createRectanglesPainter()
{
    return std::make_unique<RectanglesPainter>();
}

} // namespace lab
