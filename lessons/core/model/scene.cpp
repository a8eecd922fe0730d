#include "scene.h"

#include <geometry/vec2.h>

#include <QCoreApplication>

#include <cmath>

namespace lab {

double normalizedDegrees(double degrees)
{
    const double a = std::remainder(degrees, 360.0);
    return a <= -180 ? a + 360 : a;
}

QPointF handlePosition(const HandleSpec& h, const QList<double>& s)
{
    switch (h.kind) {
    case HandleKind::Vector: return QPointF(s[h.anchorX] + s[h.x], s[h.anchorY] + s[h.y]);
    case HandleKind::Radius: return QPointF(s[h.anchorX] + s[h.x], s[h.anchorY]);
    case HandleKind::Axis: {
        const double a = geometry::radians(s[h.y] + 90.0 * h.quarterTurns);
        return QPointF(s[h.anchorX] + s[h.x] * std::cos(a), s[h.anchorY] + s[h.x] * std::sin(a));
    }
    case HandleKind::Point: break;
    }
    return { s[h.x], s[h.y] };
}

QList<double> stateWithHandleAt(const HandleSpec& h, QList<double> state, QPointF world)
{
    const QPointF anchor
        = h.kind == HandleKind::Point ? QPointF() : QPointF(state[h.anchorX], state[h.anchorY]);
    const QPointF d = world - anchor;
    switch (h.kind) {
    case HandleKind::Radius: state[h.x] = std::hypot(d.x(), d.y()); break;
    case HandleKind::Axis:
        state[h.x] = std::hypot(d.x(), d.y());
        if (state[h.x] > 0) // a zero semi-axis has no direction: the angle stays
            state[h.y]
                = normalizedDegrees(geometry::degrees(std::atan2(d.y(), d.x())) - 90.0 * h.quarterTurns);
        break;
    case HandleKind::Vector:
    case HandleKind::Point:
        state[h.x] = d.x();
        state[h.y] = d.y();
        break;
    }
    return state;
}

std::optional<QPointF> arrowStep(int key, double step)
{
    switch (key) {
    case Qt::Key_Left: return QPointF(-step, 0);
    case Qt::Key_Right: return QPointF(step, 0);
    case Qt::Key_Up: return QPointF(0, step);
    case Qt::Key_Down: return QPointF(0, -step);
    default: return std::nullopt;
    }
}

std::optional<QPointF> hjklStep(int key)
{
    switch (key) {
    case Qt::Key_H: return QPointF(-1, 0);
    case Qt::Key_J: return QPointF(0, -1);
    case Qt::Key_K: return QPointF(0, 1);
    case Qt::Key_L: return QPointF(1, 0);
    default: return std::nullopt;
    }
}

LessonScene::LessonScene(QList<ParamSpec> params, QObject* parent)
    : QObject(parent)
    , m_params(std::move(params))
{
    m_state = initialState();
    // Connected first, so it runs before anyone who reads a result on the same signal.
    connect(this, &LessonScene::changed, this, [this] { ++m_revision; });
}

int LessonScene::indexOf(const QString& symbol) const
{
    for (int i = 0; i < m_params.size(); ++i) {
        if (m_params[i].symbol == symbol)
            return i;
    }
    return -1;
}

LessonScene::State LessonScene::initialState() const
{
    State state;
    state.reserve(m_params.size());
    for (const auto& p : m_params)
        state.append(p.initial);
    return state;
}

QString LessonScene::tooltip(int index) const
{
    const auto& p = m_params.at(index);
    return QCoreApplication::translate(p.context, p.tooltip);
}

void LessonScene::setState(const State& state)
{
    Q_ASSERT(state.size() == m_params.size());
    const bool wasRunning = m_runFrame.has_value();
    m_runFrame.reset();
    if (state == m_state && !wasRunning)
        return;
    const bool shownChanged = wasRunning || state != m_state;
    m_state = state;
    if (shownChanged)
        emit changed();
}

void LessonScene::showRunFrame(const State& frame)
{
    Q_ASSERT(frame.size() == m_params.size());
    if (m_runFrame == frame)
        return;
    m_runFrame = frame;
    emit changed();
}

void LessonScene::clearRunFrame()
{
    if (!m_runFrame)
        return;
    const bool same = *m_runFrame == m_state;
    m_runFrame.reset();
    if (!same)
        emit changed();
}

void LessonScene::setSpotlight(const Spotlight& spotlight)
{
    if (spotlight == m_spotlight)
        return;
    m_spotlight = spotlight;
    emit highlightChanged();
}

void LessonScene::setHeld(const HeldKeys& what)
{
    if (what == m_held)
        return;
    m_held = what;
    emit changed();
}

QString LessonScene::validate(const State& state) const
{
    if (state.size() != m_params.size())
        return QCoreApplication::translate("LessonScene", "The scene has the wrong number of values.");
    for (int i = 0; i < state.size(); ++i) {
        if (!std::isfinite(state[i])) {
            return QCoreApplication::translate("LessonScene", "%1 must be a finite number.")
                .arg(m_params[i].symbol);
        }
    }
    return {};
}

double LessonScene::viewScale() const
{
    return kDefaultScale;
}

QRectF LessonScene::fitRect() const
{
    return {};
}

bool LessonScene::keyCommand(int, Qt::KeyboardModifiers, const Selection&)
{
    return false;
}

void LessonScene::followSelection(const Selection&)
{
}

int LessonScene::bodyAt(QPointF) const
{
    return -1;
}

LessonScene::State LessonScene::movedBody(int, QPointF, const State& start) const
{
    return start;
}

std::optional<LessonScene::State> LessonScene::clickAction(QPointF) const
{
    return std::nullopt;
}

QString LessonScene::clickActionText() const
{
    return QCoreApplication::translate("LessonScene", "Click");
}

std::optional<LessonScene::State> LessonScene::keyAction(int, Qt::KeyboardModifiers, const Selection&) const
{
    return std::nullopt;
}

QString LessonScene::keyActionText(int, const Selection&) const
{
    return QCoreApplication::translate("LessonScene", "Key action");
}

} // namespace lab
