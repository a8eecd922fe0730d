#include "ellipse_scene.h"

#include <geometry/vec2.h>

namespace lab {

geometry::Ellipse EllipseScene::ellipseIn(const State& state, const EllipseFields& f)
{
    return { { state[f.cx], state[f.cy] }, state[f.rx], state[f.ry], geometry::radians(state[f.theta]) };
}

geometry::Vec2 EllipseScene::axisEndIn(const State& state, const EllipseFields& fields, bool ryEnd)
{
    const geometry::Ellipse e = ellipseIn(state, fields);
    const geometry::Vec2 u = geometry::unitAt(e.angle);
    return ryEnd ? e.center + e.ry * geometry::perp(u) : e.center + e.rx * u;
}

QList<HandleSpec> EllipseScene::handlesOf(const EllipseFields& f, int group)
{
    return {
        { HandleKind::Point, f.cx, f.cy, -1, -1, group },
        { HandleKind::Axis, f.rx, f.theta, f.cx, f.cy, group, 0 },
        { HandleKind::Axis, f.ry, f.theta, f.cx, f.cy, group, 1 },
    };
}

QRectF EllipseScene::squareAround(geometry::Vec2 center, double radius)
{
    return { center.x - radius, center.y - radius, 2 * radius, 2 * radius };
}

void EllipseScene::refit()
{
    const QRectF box = viewBox();
    if (box == m_fit)
        return;
    m_fit = box;
    emit fitRectChanged();
}

void EllipseScene::fitView()
{
    refit();
    emit viewResetRequested(); // fit again even if the student has zoomed or panned since
}

std::optional<LessonScene::State> EllipseScene::ellipseKeyAction(const EllipseFields& f, EllipseSteps steps,
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? steps.bigStep : steps.step;
    const auto stretched = [shift](double r) { return shift ? r / kStretch : r * kStretch; };
    State next = state();
    if (const std::optional<QPointF> direction = hjklStep(key)) {
        next[f.cx] += direction->x() * step;
        next[f.cy] += direction->y() * step;
        return next;
    }
    switch (key) {
    case Qt::Key_S: next[f.rx] = stretched(next[f.rx]); break;
    case Qt::Key_T: next[f.ry] = stretched(next[f.ry]); break;
    case Qt::Key_R:
        next[f.theta] = normalizedDegrees(next[f.theta] + (shift ? -kTurnDegrees : kTurnDegrees));
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (picked.body < 0)
            return std::nullopt;
        return movedBody(picked.body, *arrowStep(key, step), next);
    default: return std::nullopt;
    }
    return next;
}

} // namespace lab
