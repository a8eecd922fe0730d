#include "rectangles_lesson.h"

#include "rectangles_controls.h"
#include "rectangles_painter.h"
#include "rectangles_words.h"

#include "core/canvas/scene_painter.h"

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

LessonScene::State moved(LessonScene::State state, int firstParam, QPointF delta)
{
    for (int i = firstParam; i < firstParam + 4; i += 2) {
        state[i] += delta.x();
        state[i + 1] += delta.y();
    }
    return state;
}

// ---- the canvas -------------------------------------------------------------------------

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
            { QStringLiteral("touch"), "RectanglesLesson",
                QT_TRANSLATE_NOOP(
                    "RectanglesLesson", "1: touching edges count as an overlap; 0: they do not"),
                1, true },
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
    return geometry::aabbVsAabb(first(), second(), touching());
}

bool RectanglesScene::touchingOnly() const
{
    return geometry::aabbVsAabb(first(), second(), Touching::Counts).hit
        && !geometry::aabbVsAabb(first(), second(), Touching::DoesNotCount).hit;
}

Touching RectanglesScene::touching() const
{
    return value(TouchingParam) == 0 ? Touching::DoesNotCount : Touching::Counts;
}

LessonScene::State RectanglesScene::withTouching(Touching touching) const
{
    State next = values();
    next[TouchingParam] = touching == Touching::Counts ? 1 : 0;
    return next;
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
    if (state[TouchingParam] != 0 && state[TouchingParam] != 1)
        return tr("The touching rule must be 1 (touching counts) or 0 (it does not).");
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
        if (geometry::pointInAabb({ world.x(), world.y() }, box))
            return body;
    }
    return -1;
}

LessonScene::State RectanglesScene::movedBody(int body, QPointF delta, const State& start) const
{
    return moved(start, body == 0 ? P1x : P2x, delta);
}

std::optional<LessonScene::State> RectanglesScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const double step = (modifiers & Qt::ShiftModifier) ? 1.0 : 0.25;
    switch (key) {
    case Qt::Key_H: return moved(state(), P1x, { -step, 0 });
    case Qt::Key_J: return moved(state(), P1x, { 0, -step });
    case Qt::Key_K: return moved(state(), P1x, { 0, step });
    case Qt::Key_L: return moved(state(), P1x, { step, 0 });
    default: return std::nullopt;
    }
}

QString RectanglesScene::keyActionText(int, const Selection&) const
{
    return tr("Move rectangle 1");
}

LessonScene::State RectanglesScene::touchingExample() const
{
    return { -3, -2, 0, 2, 0, -1, 3, 3, values()[TouchingParam] };
}

// ---- the lesson -------------------------------------------------------------------------

std::unique_ptr<ScenePainter> RectanglesLesson::createPainter() const
{
    return createRectanglesPainter();
}

QWidget* RectanglesLesson::controls(
    RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createRectanglesControls(scene, undo, view, parent);
}

QString RectanglesLesson::live(const RectanglesScene& scene) const
{
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
                        truthTex(holds, kApartColor), relationText(negated(rel), true),
                        truthTex(!holds, kOverlapColor));
        apartValues += (i == 0 ? QString() : QStringLiteral(" \\lor ")) + truthTex(holds, kApartColor);
        overlapValues += (i == 0 ? QString() : QStringLiteral(" \\land ")) + truthTex(!holds, kOverlapColor);
    }
    html += QStringLiteral("$$\\small\\begin{array}{lcc|lc} %1\\end{array}$$").arg(rows);
    // NOT(any separating condition) -> De Morgan -> all four overlap conditions.
    html += QStringLiteral(
        "$$\\small\\begin{aligned} &\\lnot(c_1 \\lor c_2 \\lor c_3 \\lor c_4) = \\lnot(%1) = %2 \\\\ "
        "&\\quad\\Updownarrow\\ \\text{%3} \\\\ "
        "&\\lnot c_1 \\land \\lnot c_2 \\land \\lnot c_3 \\land \\lnot c_4 = %4 = %2 \\end{aligned}$$")
                .arg(apartValues, truthTex(r.hit, kOverlapColor), tr("De Morgan"), overlapValues);
    QString verdict;
    if (r.hit && scene.touchingOnly())
        verdict = tr("All four negations are true, some only by equality: the edges touch, and touching "
                     "counts as an overlap.");
    else if (r.hit)
        verdict = tr("All four negations are true: the rectangles overlap.");
    else
        verdict = tr("%1 true, so at least one negation is false: the rectangles do not overlap.")
                      .arg(trueConditions(r));
    html += QStringLiteral("<p>%1</p>").arg(verdict);
    return html;
}

} // namespace lab
