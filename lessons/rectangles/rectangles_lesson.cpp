#include "rectangles_lesson.h"

#include "rectangles_controls.h"
#include "rectangles_words.h"

#include "core/scene_painter.h"

#include <QPainter>

#include <algorithm>

namespace lab {

namespace {

using geometry::Aabb;
using geometry::AabbAabbResult;
using geometry::Touching;
using namespace rect;

constexpr SeparatingCondition kConditions[kConditionCount] = {
    { Edge::Right, Edge::Left, false, &AabbAabbResult::aLeftOfB,
        QT_TRANSLATE_NOOP("RectanglesLesson", "rectangle 1 is left of rectangle 2") },
    { Edge::Left, Edge::Right, true, &AabbAabbResult::aRightOfB,
        QT_TRANSLATE_NOOP("RectanglesLesson", "rectangle 1 is right of rectangle 2") },
    { Edge::Top, Edge::Bottom, false, &AabbAabbResult::aBelowB,
        QT_TRANSLATE_NOOP("RectanglesLesson", "rectangle 1 is below rectangle 2") },
    { Edge::Bottom, Edge::Top, true, &AabbAabbResult::aAboveB,
        QT_TRANSLATE_NOOP("RectanglesLesson", "rectangle 1 is above rectangle 2") },
};

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

LessonScene::State moved(LessonScene::State state, int firstParam, QPointF delta)
{
    for (int i = firstParam; i < firstParam + 4; i += 2) {
        state[i] += delta.x();
        state[i + 1] += delta.y();
    }
    return state;
}

// ---- the canvas -------------------------------------------------------------------------

class RectanglesPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(RectanglesLesson)

public:
    void paint(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LessonScene& base) const override
    {
        const auto& scene = static_cast<const RectanglesScene&>(base);
        const Aabb boxes[2] = { scene.first(), scene.second() };
        const AabbAabbResult r = scene.result();
        const QColor apart = style.projector ? style.shapes[2] : kApartColour;

        for (int i = 0; i < 2; ++i) {
            QColor fill = style.shapes[i];
            fill.setAlpha(40);
            p.setBrush(fill);
            p.setPen(QPen(style.shapes[i], style.lineWidth));
            draw::rect(p, view, toRect(boxes[i]));
        }
        p.setBrush(Qt::NoBrush);
        paintContact(p, view, style, boxes, r.overlap);

        // Every true separating condition: its two edges and the gap between them.
        for (int i = 0; i < kConditionCount; ++i) {
            if (r.*kConditions[i].holds && i != scene.focusedCondition())
                paintCondition(p, view, style, boxes, i, apart, false);
        }
        if (scene.focusedCondition() >= 0)
            paintCondition(p, view, style, boxes, scene.focusedCondition(), style.highlight, true);

        for (int i = 0; i < 2; ++i) {
            draw::label(p, view, style, { boxes[i].min.x, boxes[i].max.y }, tr("rectangle %1").arg(i + 1),
                style.shapes[i], { 4, -6 });
        }
        const QPointF corner = view.toWorld({ 12, 12 + style.labelPointSize * 2 });
        draw::label(p, view, style, corner, verdictText(scene), r.overlap ? style.result : apart, { 0, 0 });
    }

private:
    // The common part: filled when it has an area, a thick line or dot when the boxes only touch.
    static void paintContact(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const Aabb (&boxes)[2], bool overlap)
    {
        const QPointF lo(std::max(boxes[0].min.x, boxes[1].min.x), std::max(boxes[0].min.y, boxes[1].min.y));
        const QPointF hi(std::min(boxes[0].max.x, boxes[1].max.x), std::min(boxes[0].max.y, boxes[1].max.y));
        if (lo.x() > hi.x() || lo.y() > hi.y())
            return;
        QColor colour = overlap ? style.result : style.muted;
        if (lo.x() < hi.x() && lo.y() < hi.y()) {
            colour.setAlpha(overlap ? 110 : 60);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            draw::rect(p, view, QRectF(lo, hi));
            p.restore();
            return;
        }
        p.setPen(QPen(colour, style.lineWidth * 3, Qt::SolidLine, Qt::RoundCap));
        draw::segment(p, view, lo, hi);
    }

    static void paintCondition(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const Aabb (&boxes)[2], int index, const QColor& colour, bool focused)
    {
        const SeparatingCondition& c = kConditions[index];
        const auto [a1, a2] = edgeSegment(boxes[0], c.edge1);
        const auto [b1, b2] = edgeSegment(boxes[1], c.edge2);
        if (focused) {
            // The whole lines through both edges, so that the comparison can be read anywhere.
            QColor guide = colour;
            guide.setAlpha(150);
            p.setPen(QPen(guide, style.lineWidth * 0.75, Qt::DotLine));
            draw::infiniteLine(p, view, a1, a2 - a1);
            draw::infiniteLine(p, view, b1, b2 - b1);
        }
        p.setPen(QPen(colour, style.lineWidth * (focused ? 3 : 2), focused ? Qt::SolidLine : Qt::DashLine,
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
        p.setPen(QPen(colour, style.lineWidth));
        draw::arrow(p, view, style, from, to);
        QString text = conditionName(index);
        if (focused) {
            // Rectangle 1's value at the top or right end of its edge, rectangle 2's at the other.
            draw::label(p, view, style, a2, QStringLiteral("%1 = %2").arg(edgeName(c.edge1, 1), num(v1)),
                style.shapes[0]);
            draw::label(p, view, style, b1, QStringLiteral("%1 = %2").arg(edgeName(c.edge2, 2), num(v2)),
                style.shapes[1], vertical ? QPointF(8, 22) : QPointF(8, -8));
            text += QStringLiteral(": ") + meaning(c);
        }
        draw::label(p, view, style, 0.5 * (from + to), text, colour, { 6, -6 });
    }
};

} // namespace

// ---- conditions and truth rows ----------------------------------------------------------

const SeparatingCondition& separatingCondition(int index)
{
    return kConditions[index];
}

TruthRow canvasTruthRow(TruthMeaning meaning, const AabbAabbResult& r)
{
    switch (meaning) {
    case TruthMeaning::XAxis: return { r.aLeftOfB, r.aRightOfB };
    case TruthMeaning::YAxis: return { r.aBelowB, r.aAboveB };
    case TruthMeaning::Axes: break;
    }
    return { r.aLeftOfB || r.aRightOfB, r.aBelowB || r.aAboveB };
}

bool truthRowPossible(TruthMeaning meaning, TruthRow row)
{
    return meaning == TruthMeaning::Axes || !(row.a && row.b);
}

// ---- the scene --------------------------------------------------------------------------

RectanglesScene::RectanglesScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("P1.x"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "x of the corner P1 of rectangle 1"), -4 },
            { QStringLiteral("P1.y"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "y of the corner P1 of rectangle 1"), -1 },
            { QStringLiteral("Q1.x"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "x of the opposite corner Q1 of rectangle 1"), -1 },
            { QStringLiteral("Q1.y"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "y of the opposite corner Q1 of rectangle 1"), 2 },
            { QStringLiteral("P2.x"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "x of the corner P2 of rectangle 2"), 1 },
            { QStringLiteral("P2.y"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "y of the corner P2 of rectangle 2"), -3 },
            { QStringLiteral("Q2.x"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "x of the opposite corner Q2 of rectangle 2"), 4 },
            { QStringLiteral("Q2.y"), "RectanglesLesson",
                QT_TRANSLATE_NOOP("RectanglesLesson", "y of the opposite corner Q2 of rectangle 2"), 1 },
        },
        parent)
{
}

Aabb RectanglesScene::first() const
{
    return geometry::aabbFromCorners({ value(P1x), value(P1y) }, { value(Q1x), value(Q1y) });
}

Aabb RectanglesScene::second() const
{
    return geometry::aabbFromCorners({ value(P2x), value(P2y) }, { value(Q2x), value(Q2y) });
}

AabbAabbResult RectanglesScene::result() const
{
    return geometry::aabbVsAabb(first(), second(), m_touching);
}

bool RectanglesScene::touchingOnly() const
{
    return geometry::aabbVsAabb(first(), second(), Touching::Counts).overlap
        && !geometry::aabbVsAabb(first(), second(), Touching::DoesNotCount).overlap;
}

void RectanglesScene::setTouching(Touching touching)
{
    if (touching == m_touching)
        return;
    m_touching = touching;
    emit changed();
}

void RectanglesScene::setFocusedCondition(int index)
{
    if (index == m_focused)
        return;
    m_focused = index;
    emit highlightChanged();
}

QString RectanglesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    for (int n = 0; n < 2; ++n) {
        const int p = n == 0 ? P1x : P2x;
        if (state[p] == state[p + 2])
            return tr("Rectangle %1 needs a width: its two corners have the same x.").arg(n + 1);
        if (state[p + 1] == state[p + 3])
            return tr("Rectangle %1 needs a height: its two corners have the same y.").arg(n + 1);
    }
    return {};
}

QVector<HandleSpec> RectanglesScene::handles() const
{
    // The two given corners, then the other two; a handle at (P.x, Q.y) moves P.x and Q.y, so
    // dragging any corner keeps the opposite one in place.
    return {
        { HandleKind::Point, P1x, P1y, -1, -1, 0 },
        { HandleKind::Point, Q1x, Q1y, -1, -1, 0 },
        { HandleKind::Point, P1x, Q1y, -1, -1, 0 },
        { HandleKind::Point, Q1x, P1y, -1, -1, 0 },
        { HandleKind::Point, P2x, P2y, -1, -1, 1 },
        { HandleKind::Point, Q2x, Q2y, -1, -1, 1 },
        { HandleKind::Point, P2x, Q2y, -1, -1, 1 },
        { HandleKind::Point, Q2x, P2y, -1, -1, 1 },
    };
}

int RectanglesScene::bodyAt(QPointF world) const
{
    // Rectangle 2 is drawn on top, so it wins where they overlap.
    for (const int body : { 1, 0 }) {
        const Aabb box = body == 0 ? first() : second();
        if (geometry::pointInAabb({world.x(), world.y()}, box))
            return body;
    }
    return -1;
}

LessonScene::State RectanglesScene::movedBody(int body, QPointF delta, const State& start) const
{
    return moved(start, body == 0 ? P1x : P2x, delta);
}

std::optional<LessonScene::State> RectanglesScene::keyAction(int key, Qt::KeyboardModifiers modifiers) const
{
    const double step = (modifiers & Qt::ShiftModifier) ? 0.25 : 1.0;
    switch (key) {
    case Qt::Key_H: return moved(state(), P1x, { -step, 0 });
    case Qt::Key_J: return moved(state(), P1x, { 0, -step });
    case Qt::Key_K: return moved(state(), P1x, { 0, step });
    case Qt::Key_L: return moved(state(), P1x, { step, 0 });
    default: return std::nullopt;
    }
}

QString RectanglesScene::keyActionText(int) const
{
    return tr("Move rectangle 1");
}

LessonScene::State RectanglesScene::touchingExample()
{
    return { -3, -2, 0, 2, 0, -1, 3, 3 };
}

// ---- the lesson -------------------------------------------------------------------------

std::unique_ptr<LessonScene> RectanglesLesson::createScene() const
{
    return std::make_unique<RectanglesScene>();
}

std::unique_ptr<ScenePainter> RectanglesLesson::createPainter() const
{
    return std::make_unique<RectanglesPainter>();
}

QWidget* RectanglesLesson::createControls(LessonScene& scene, QUndoStack& undo, QWidget* parent) const
{
    return createRectanglesControls(static_cast<RectanglesScene&>(scene), undo, parent);
}

QString RectanglesLesson::liveText(const LessonScene& base) const
{
    const auto& scene = static_cast<const RectanglesScene&>(base);
    const Aabb boxes[2] = { scene.first(), scene.second() };
    const AabbAabbResult r = scene.result();
    const Touching touching = scene.touching();

    QString html = QStringLiteral("<p><b>%1</b> %2</p>")
                       .arg(tr("Your rectangles right now"),
                           touching == Touching::Counts ? tr("(inclusive: touching counts)")
                                                        : tr("(strict: touching does not count)"));
    // One row per condition: c_k, its comparison with the numbers and its value; then not c_k.
    QString rows;
    QString apartValues;
    QString overlapValues;
    for (int i = 0; i < kConditionCount; ++i) {
        const SeparatingCondition& c = kConditions[i];
        const Relation rel = separatingRelation(c, touching);
        const QString v1 = num(edgeValue(boxes[0], c.edge1));
        const QString v2 = num(edgeValue(boxes[1], c.edge2));
        const bool holds = r.*c.holds;
        rows += QStringLiteral("c_%1\\!: %2 %3 %4 & %5 %3 %6 & %7 & \\lnot c_%1\\!: %5 %8 %6 & %9 \\\\ ")
                    .arg(i + 1)
                    .arg(edgeTex(c.edge1, 1), relationText(rel, true), edgeTex(c.edge2, 2), v1, v2,
                        truthTex(holds, kApartColour), relationText(negated(rel), true),
                        truthTex(!holds, kOverlapColour));
        apartValues += (i == 0 ? QString() : QStringLiteral(" \\lor ")) + truthTex(holds, kApartColour);
        overlapValues += (i == 0 ? QString() : QStringLiteral(" \\land ")) + truthTex(!holds, kOverlapColour);
    }
    html += QStringLiteral("$$\\small\\begin{array}{lcc|lc} %1\\end{array}$$").arg(rows);
    // NOT(any separating condition) -> De Morgan -> all four overlap conditions.
    html += QStringLiteral(
        "$$\\small\\begin{aligned} &\\lnot(c_1 \\lor c_2 \\lor c_3 \\lor c_4) = \\lnot(%1) = %2 \\\\ "
        "&\\quad\\Updownarrow\\ \\text{%3} \\\\ "
        "&\\lnot c_1 \\land \\lnot c_2 \\land \\lnot c_3 \\land \\lnot c_4 = %4 = %2 \\end{aligned}$$")
                .arg(apartValues, truthTex(r.overlap, kOverlapColour), tr("De Morgan"), overlapValues);
    QString verdict;
    if (r.overlap && scene.touchingOnly())
        verdict = tr("All four negations are true, some only by equality: the edges touch, and touching "
                     "counts as an overlap.");
    else if (r.overlap)
        verdict = tr("All four negations are true: the rectangles overlap.");
    else
        verdict = tr("%1 true, so at least one negation is false: the rectangles do not overlap.")
                      .arg(trueConditions(r));
    html += QStringLiteral("<p>%1</p>").arg(verdict);
    return html;
}

} // namespace lab
