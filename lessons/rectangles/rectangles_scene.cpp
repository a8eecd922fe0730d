#include "rectangles_scene.h"

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::RectanglesScene", tooltip, initial, hidden };
}

using geometry::Aabb;
using geometry::AabbAabbResult;
using geometry::Touching;

constexpr SeparatingCondition kConditions[kConditionCount] = {
    { Edge::Right, Edge::Left, false, &AabbAabbResult::aLeftOfB,
        QT_TRANSLATE_NOOP("lab::RectanglesScene", "rectangle 1 is left of rectangle 2") },
    { Edge::Left, Edge::Right, true, &AabbAabbResult::aRightOfB,
        QT_TRANSLATE_NOOP("lab::RectanglesScene", "rectangle 1 is right of rectangle 2") },
    { Edge::Top, Edge::Bottom, false, &AabbAabbResult::aBelowB,
        QT_TRANSLATE_NOOP("lab::RectanglesScene", "rectangle 1 is below rectangle 2") },
    { Edge::Bottom, Edge::Top, true, &AabbAabbResult::aAboveB,
        QT_TRANSLATE_NOOP("lab::RectanglesScene", "rectangle 1 is above rectangle 2") },
};

LessonScene::State moved(LessonScene::State state, int firstParam, QPointF delta)
{
    for (int i = firstParam; i < firstParam + 4; i += 2) {
        state[i] += delta.x();
        state[i + 1] += delta.y();
    }
    return state;
}

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
            field("P1.x", QT_TRANSLATE_NOOP("lab::RectanglesScene", "x of the corner P1 of rectangle 1"), -4),
            field("P1.y", QT_TRANSLATE_NOOP("lab::RectanglesScene", "y of the corner P1 of rectangle 1"), -1),
            field("Q1.x",
                QT_TRANSLATE_NOOP("lab::RectanglesScene", "x of the opposite corner Q1 of rectangle 1"), -1),
            field("Q1.y",
                QT_TRANSLATE_NOOP("lab::RectanglesScene", "y of the opposite corner Q1 of rectangle 1"), 2),
            field("P2.x", QT_TRANSLATE_NOOP("lab::RectanglesScene", "x of the corner P2 of rectangle 2"), 1),
            field("P2.y", QT_TRANSLATE_NOOP("lab::RectanglesScene", "y of the corner P2 of rectangle 2"), -3),
            field("Q2.x",
                QT_TRANSLATE_NOOP("lab::RectanglesScene", "x of the opposite corner Q2 of rectangle 2"), 4),
            field("Q2.y",
                QT_TRANSLATE_NOOP("lab::RectanglesScene", "y of the opposite corner Q2 of rectangle 2"), 1),
            field("touch",
                QT_TRANSLATE_NOOP(
                    "lab::RectanglesScene", "1: touching edges count as an overlap; 0: they do not"),
                1, true),
        },
        parent)
{
    // Hiding the handles is a change of their number: the canvas drops its selection.
    connect(this, &LessonScene::changed, this, [this] {
        if (holds(rectangles::kHeldShapes) != m_handlesHidden) {
            m_handlesHidden = !m_handlesHidden;
            emit handlesChanged();
        }
    });
}

Aabb RectanglesScene::first() const
{
    return geometry::aabbFromCorners({ value(P1x), value(P1y) }, { value(Q1x), value(Q1y) });
}

Aabb RectanglesScene::second() const
{
    return geometry::aabbFromCorners({ value(P2x), value(P2y) }, { value(Q2x), value(Q2y) });
}

const RectanglesScene::Tests& RectanglesScene::tests() const
{
    return m_tests.get(*this, [this] {
        return Tests { geometry::aabbVsAabb(first(), second(), Touching::Counts),
            geometry::aabbVsAabb(first(), second(), Touching::DoesNotCount) };
    });
}

const AabbAabbResult& RectanglesScene::result() const
{
    return touching() == Touching::Counts ? tests().inclusive : tests().strict;
}

bool RectanglesScene::touchingOnly() const
{
    return tests().inclusive.hit && !tests().strict.hit;
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

QList<HandleSpec> RectanglesScene::handles() const
{
    if (holds(rectangles::kHeldShapes))
        return {};
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
    if (holds(rectangles::kHeldShapes))
        return -1;
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
    if (const std::optional<QPointF> direction = hjklStep(key))
        return moved(state(), P1x, *direction * step);
    return std::nullopt;
}

QString RectanglesScene::keyActionText(int, const Selection&) const
{
    return tr("Move rectangle 1");
}

LessonScene::State RectanglesScene::touchingExample() const
{
    return { -3, -2, 0, 2, 0, -1, 3, 3, values()[TouchingParam] };
}

} // namespace lab
