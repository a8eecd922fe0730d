#include "swept_scene.h"

#include "core/model/points.h"

#include <algorithm>
#include <optional>

namespace lab {

namespace {

constexpr double kKeyStep = 1; // world units per H/J/K/L press
constexpr double kBigKeyStep = 5; // with Shift

QRectF boxOf(const geometry::Circle& c)
{
    return { c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius };
}

} // namespace

QList<ParamSpec> SweptScene::paramSpecs()
{
    const char* const kContext = staticMetaObject.className(); // the tooltips translate as tr() does
    return {
        { QStringLiteral("A0.x"), kContext, QT_TR_NOOP("x of A at the previous frame"), -50 },
        { QStringLiteral("A0.y"), kContext, QT_TR_NOOP("y of A at the previous frame"), 0 },
        { QStringLiteral("A1.x"), kContext, QT_TR_NOOP("x of A at this frame"), 0 },
        { QStringLiteral("A1.y"), kContext, QT_TR_NOOP("y of A at this frame"), 0 },
        { QStringLiteral("B0.x"), kContext, QT_TR_NOOP("x of B at the previous frame"), 40 },
        { QStringLiteral("B0.y"), kContext, QT_TR_NOOP("y of B at the previous frame"), 30 },
        { QStringLiteral("B1.x"), kContext, QT_TR_NOOP("x of B at this frame"), 10 },
        { QStringLiteral("B1.y"), kContext, QT_TR_NOOP("y of B at this frame"), 10 },
        { QStringLiteral("rA"), kContext, QT_TR_NOOP("radius of A (0: a point)"), 15 },
        { QStringLiteral("rB"), kContext, QT_TR_NOOP("radius of B (0: a point)"), 10 },
    };
}

SweptScene::SweptScene(QObject* parent)
    : LessonScene(paramSpecs(), parent)
{
    m_fitted = fitRect();
}

void SweptScene::refitIfOutgrown()
{
    const QRectF now = fitRect();
    if (m_fitted.contains(now))
        return;
    m_fitted = now;
    emit fitRectChanged();
}

geometry::SweptCircle SweptScene::circleA(const State& s)
{
    return { { s[A0x], s[A0y] }, { s[A1x], s[A1y] }, s[RA] };
}

geometry::SweptCircle SweptScene::circleB(const State& s)
{
    return { { s[B0x], s[B0y] }, { s[B1x], s[B1y] }, s[RB] };
}

geometry::Circle SweptScene::circleAt(int which, double u) const
{
    const geometry::SweptCircle c = which == 0 ? a() : b();
    return { c.from + u * (c.to - c.from), c.radius };
}

const SweptSceneResult& SweptScene::result() const
{
    return m_result.get(*this, [this] {
        return SweptSceneResult { geometry::sweptCircles(a(), b()), geometry::sweptCirclesTextbook(a(), b()),
            geometry::circleVsCircle(circleAt(0, 0), circleAt(1, 0)),
            geometry::circleVsCircle(circleAt(0, 1), circleAt(1, 1)) };
    });
}

QString SweptScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[RA] < 0 || state[RB] < 0)
        return tr("A radius cannot be negative. Zero is allowed: the circle shrinks to a point.");
    return {};
}

QList<HandleSpec> SweptScene::handles() const
{
    return {
        { HandleKind::Point, A0x, A0y, -1, -1, 0 },
        { HandleKind::Point, A1x, A1y, -1, -1, 0 },
        { HandleKind::Point, B0x, B0y, -1, -1, 1 },
        { HandleKind::Point, B1x, B1y, -1, -1, 1 },
        { HandleKind::Radius, RA, -1, A0x, A0y, 0 },
        { HandleKind::Radius, RB, -1, B0x, B0y, 1 },
    };
}

int SweptScene::bodyAt(QPointF world) const
{
    const geometry::Vec2 p = toVec(world);
    for (const int which : { 1, 0 }) { // B is drawn on top
        for (const double u : { 1.0, 0.0 }) {
            if (geometry::pointInCircle(p, circleAt(which, u)).hit)
                return which;
        }
    }
    return -1;
}

LessonScene::State SweptScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    const int first = body == 0 ? A0x : B0x; // x, y at the previous frame, then at this frame
    for (const int i : { first, first + 2 }) {
        next[i] += delta.x();
        next[i + 1] += delta.y();
    }
    return next;
}

std::optional<LessonScene::State> SweptScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    const std::optional<QPointF> direction = hjklStep(key);
    if (!direction)
        return std::nullopt;
    int circle = std::max(picked.body, 0);
    if (const int h = picked.handle; h >= 0 && h < handles().size())
        circle = handles().at(h).group;
    const double step = (modifiers & Qt::ShiftModifier) ? kBigKeyStep : kKeyStep;
    return movedBody(circle, *direction * step, state());
}

QString SweptScene::keyActionText(int, const Selection&) const
{
    return tr("Move a circle's path");
}

QRectF SweptScene::fitRect() const
{
    // Where the default scene and every one-click configuration lie (world units).
    QRectF box(QPointF(-75, -45), QPointF(75, 55));
    for (const int which : { 0, 1 }) {
        box = box.united(boxOf(circleAt(which, 0))).united(boxOf(circleAt(which, 1)));
    }
    return box;
}

LessonScene::State SweptScene::example(Example which)
{
    switch (which) {
    case Start: break;
    case Tunnelling: // a small fast A jumps right over B: both frames apart, the paths cross
        return { -50, 0, 50, 0, -10, 10, 10, 10, 5, 10 };
    case TextbookFalseHit: // closest approach inside the frame at distance 30 > rA + rB = 20
        return { -20, 0, 20, 0, -60, 30, 60, 30, 10, 10 };
    case NoRelativeMotion: // A and B move by the same (40, 30): C0 = C1, alpha = 0
        return { -40, -20, 0, 10, 0, -20, 40, 10, 15, 15 };
    }
    return { -50, 0, 0, 0, 40, 30, 10, 10, 15, 10 };
}

} // namespace lab
