#include "square_collision_rectangles.h"

#include "core/model/points.h"

#include <cmath>

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::SquareCollisionRectangles", tooltip, initial, hidden };
}

geometry::Aabb corners(const LessonScene::State& s, int first)
{
    return geometry::aabbFromCorners({ s[first], s[first + 1] }, { s[first + 2], s[first + 3] });
}

bool inside(const geometry::Aabb& b, QPointF p)
{
    return geometry::pointInAabb(toVec(p), b);
}

} // namespace

SquareCollisionRectangles::SquareCollisionRectangles(QObject* parent)
    : LessonScene(
        {
            // A first pair to predict: close, but a gap between r1's right and r2's left edge.
            field("A.x",
                QT_TRANSLATE_NOOP("lab::SquareCollisionRectangles", "x of the first corner of rectangle 1"),
                -170),
            field("A.y",
                QT_TRANSLATE_NOOP("lab::SquareCollisionRectangles", "y of the first corner of rectangle 1"),
                120),
            field("B.x",
                QT_TRANSLATE_NOOP(
                    "lab::SquareCollisionRectangles", "x of the opposite corner of rectangle 1"),
                -30),
            field("B.y",
                QT_TRANSLATE_NOOP(
                    "lab::SquareCollisionRectangles", "y of the opposite corner of rectangle 1"),
                -80),
            field("C.x",
                QT_TRANSLATE_NOOP("lab::SquareCollisionRectangles", "x of the first corner of rectangle 2"),
                20),
            field("C.y",
                QT_TRANSLATE_NOOP("lab::SquareCollisionRectangles", "y of the first corner of rectangle 2"),
                160),
            field("D.x",
                QT_TRANSLATE_NOOP(
                    "lab::SquareCollisionRectangles", "x of the opposite corner of rectangle 2"),
                170),
            field("D.y",
                QT_TRANSLATE_NOOP(
                    "lab::SquareCollisionRectangles", "y of the opposite corner of rectangle 2"),
                10),
            field("n", QT_TRANSLATE_NOOP("lab::SquareCollisionRectangles", "corners clicked so far (0 to 4)"),
                4),
        },
        parent)
{
}

square_collision::RectPair SquareCollisionRectangles::pairOf(const State& state)
{
    return { corners(state, Ax), corners(state, Cx) };
}

const SquareCollisionRectangles::Verdict& SquareCollisionRectangles::verdict() const
{
    return m_verdict.get(*this, [this] {
        const square_collision::RectPair p = pair();
        Verdict v;
        v.result = square_collision::judge(p);
        v.inequalities = square_collision::inequalities(p, v.result);
        v.onlyTouches = square_collision::onlyTouches(p);
        return v;
    });
}

geometry::Aabb SquareCollisionRectangles::rect1() const
{
    return corners(state(), Ax);
}

geometry::Aabb SquareCollisionRectangles::rect2() const
{
    return corners(state(), Cx);
}

LessonScene::State SquareCollisionRectangles::stateFor(const square_collision::RectPair& p) const
{
    return { p.r1.min.x, p.r1.max.y, p.r1.max.x, p.r1.min.y, p.r2.min.x, p.r2.max.y, p.r2.max.x, p.r2.min.y,
        4 };
}

QString SquareCollisionRectangles::validate(const State& s) const
{
    QString problem = LessonScene::validate(s);
    if (!problem.isEmpty())
        return problem;
    const double n = s[Placed];
    if (n < 0 || n > 4 || n != std::floor(n))
        return tr("n counts the corners clicked so far: a whole number from 0 to 4.");
    return {};
}

QList<HandleSpec> SquareCollisionRectangles::handles() const
{
    // Corners become handles once both rectangles exist (a click near a handle would drag it).
    if (!complete())
        return {};
    return {
        { HandleKind::Point, Ax, Ay, -1, -1, 0 },
        { HandleKind::Point, Bx, By, -1, -1, 0 },
        { HandleKind::Point, Cx, Cy, -1, -1, 1 },
        { HandleKind::Point, Dx, Dy, -1, -1, 1 },
    };
}

int SquareCollisionRectangles::bodyAt(QPointF world) const
{
    if (!complete())
        return -1;
    if (inside(rect2(), world)) // drawn on top
        return 1;
    if (inside(rect1(), world))
        return 0;
    return -1;
}

LessonScene::State SquareCollisionRectangles::movedBody(int body, QPointF delta, const State& start) const
{
    State s = start;
    const int first = body == 0 ? Ax : Cx;
    for (int i = first; i < first + 4; i += 2) {
        s[i] += delta.x();
        s[i + 1] += delta.y();
    }
    return s;
}

std::optional<LessonScene::State> SquareCollisionRectangles::clickAction(QPointF world) const
{
    const int n = cornersPlaced();
    if (n >= 4)
        return std::nullopt;
    State s = state();
    s[Ax + 2 * n] = world.x();
    s[Ay + 2 * n] = world.y();
    s[Placed] = n + 1;
    return s;
}

QString SquareCollisionRectangles::clickActionText() const
{
    return tr("Place corner %1").arg(cornersPlaced() + 1);
}

LessonScene::State SquareCollisionRectangles::clearedState() const
{
    return State(ParamCount, 0.0);
}

std::optional<LessonScene::State> SquareCollisionRectangles::keyAction(
    int key, Qt::KeyboardModifiers, const Selection&) const
{
    const int n = cornersPlaced();
    if (key == Qt::Key_Escape && n % 2 == 1) { // half a rectangle: cancel its first corner
        State s = state();
        s[Ax + 2 * (n - 1)] = 0;
        s[Ay + 2 * (n - 1)] = 0;
        s[Placed] = n - 1;
        return s;
    }
    // Not Esc for the finished rectangles: the student's work goes only on a deliberate key.
    if ((key != Qt::Key_Delete && key != Qt::Key_Backspace) || state() == clearedState())
        return std::nullopt;
    return clearedState();
}

QString SquareCollisionRectangles::keyActionText(int key, const Selection&) const
{
    if (key == Qt::Key_Escape && cornersPlaced() % 2 == 1)
        return tr("Cancel the corner");
    return clearText();
}

QString SquareCollisionRectangles::clearText() const
{
    return tr("Clear the rectangles");
}

} // namespace lab
