#include "area_move_scene.h"

#include "core/model/numbers.h"
#include "core/model/points.h"

#include <cmath>

namespace lab {

using namespace area_move;

QList<ParamSpec> AreaMoveScene::paramSpecs()
{
    const char* const kContext = staticMetaObject.className(); // the tooltips translate as tr() does
    return {
        { QStringLiteral("p0.X"), kContext,
            QT_TR_NOOP("x of the top-left corner p0 of rectangle 1 at the start"), -220 },
        { QStringLiteral("p0.Y"), kContext,
            QT_TR_NOOP("y of the top-left corner p0 of rectangle 1 at the start"), 120 },
        { QStringLiteral("p2.X"), kContext,
            QT_TR_NOOP("x of the bottom-right corner p2 of rectangle 1 at the start"), -60 },
        { QStringLiteral("p2.Y"), kContext,
            QT_TR_NOOP("y of the bottom-right corner p2 of rectangle 1 at the start"), 20 },
        { QStringLiteral("mov1.X"), kContext,
            QT_TR_NOOP("x of the velocity mov1 of rectangle 1, in units per frame"), 1 },
        { QStringLiteral("mov1.Y"), kContext,
            QT_TR_NOOP("y of the velocity mov1 of rectangle 1, in units per frame"), 2 },
        { QStringLiteral("P0.X"), kContext,
            QT_TR_NOOP("x of the top-left corner P0 of rectangle 2 at the start"), 40 },
        { QStringLiteral("P0.Y"), kContext,
            QT_TR_NOOP("y of the top-left corner P0 of rectangle 2 at the start"), 40 },
        { QStringLiteral("P2.X"), kContext,
            QT_TR_NOOP("x of the bottom-right corner P2 of rectangle 2 at the start"), 200 },
        { QStringLiteral("P2.Y"), kContext,
            QT_TR_NOOP("y of the bottom-right corner P2 of rectangle 2 at the start"), -80 },
        { QStringLiteral("mov2.X"), kContext,
            QT_TR_NOOP("x of the velocity mov2 of rectangle 2, in units per frame"), -2 },
        { QStringLiteral("mov2.Y"), kContext,
            QT_TR_NOOP("y of the velocity mov2 of rectangle 2, in units per frame"), -2 },
    };
}

AreaMoveScene::AreaMoveScene(QObject* parent)
    : LessonScene(paramSpecs(), parent)
{
    connect(this, &LessonScene::changed, this, &AreaMoveScene::rebuild);
    rebuild();
}

std::array<Body, 2> AreaMoveScene::startOf(const State& s)
{
    std::array<Body, 2> bodies;
    for (int r = 0; r < 2; ++r) {
        const int o = r * 6;
        bodies[r].box = { { s[o + P0x1], s[o + P2y1] }, { s[o + P2x1], s[o + P0y1] } };
        bodies[r].mov = { s[o + MovX1], s[o + MovY1] };
    }
    return bodies;
}

std::array<Body, 2> AreaMoveScene::start() const
{
    return startOf(state());
}

QString AreaMoveScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    const geometry::Aabb area = drawingArea();
    const auto bodies = startOf(state);
    for (int r = 0; r < 2; ++r) {
        const Body& b = bodies[r];
        const QString n = QString::number(r + 1);
        if (!(b.box.min.x < b.box.max.x) || !(b.box.min.y < b.box.max.y))
            return tr("In rectangle %1, p0 must be the top-left corner and p2 the bottom-right one.").arg(n);
        if (b.box.min.x < area.min.x || b.box.max.x > area.max.x || b.box.min.y < area.min.y
            || b.box.max.y > area.max.y)
            return tr("Rectangle %1 must start inside the drawing area (%2 by %3).")
                .arg(n, formatNumber(kWidth), formatNumber(kHeight));
        if (std::abs(b.mov.x) > kMaxSpeed || std::abs(b.mov.y) > kMaxSpeed)
            return tr("The velocity of rectangle %1 may be at most %2 units per frame in each direction.")
                .arg(n, formatNumber(kMaxSpeed));
    }
    return {};
}

QList<HandleSpec> AreaMoveScene::handles() const
{
    return {
        { HandleKind::Point, P0x1, P0y1, -1, -1, 0 },
        { HandleKind::Point, P2x1, P2y1, -1, -1, 0 },
        { HandleKind::Point, P0x2, P0y2, -1, -1, 1 },
        { HandleKind::Point, P2x2, P2y2, -1, -1, 1 },
    };
}

int AreaMoveScene::bodyAt(QPointF world) const
{
    const auto bodies = start();
    for (int r = 1; r >= 0; --r) { // rectangle 2 is drawn on top
        if (geometry::pointInAabb(toVec(world), bodies[r].box))
            return r;
    }
    return -1;
}

LessonScene::State AreaMoveScene::movedBody(int body, QPointF delta, const State& from) const
{
    State s = from;
    const int o = body * 6;
    s[o + P0x1] += delta.x();
    s[o + P2x1] += delta.x();
    s[o + P0y1] += delta.y();
    s[o + P2y1] += delta.y();
    return s;
}

void AreaMoveScene::setRules(std::optional<Rules> rules, const Answers& texts)
{
    m_rules = std::move(rules);
    m_ruleTexts = m_rules ? texts : Answers {};
    emit changed(); // rebuilds the run (connected in the constructor)
}

void AreaMoveScene::rebuild()
{
    const bool wasPlaying = isPlaying();
    m_simulation = Simulation(start(), m_rules);
    m_problem = m_rules ? diagnose(m_simulation) : Problem {};
    m_frame = 0;
    if (wasPlaying)
        pause();
    emit runChanged();
    emit frameChanged();
    emit highlightChanged();
}

void AreaMoveScene::play()
{
    if (isPlaying())
        return;
    if (m_frame >= kMaxFrames - 1)
        seek(0);
    m_playedFrom = m_frame;
    m_clock.start();
    m_playing = true;
    emit playingChanged(true);
}

void AreaMoveScene::pause()
{
    if (!isPlaying())
        return;
    m_playing = false;
    emit playingChanged(false);
}

QRectF AreaMoveScene::fitRect() const
{
    constexpr double kMargin = 0.06; // of the area on each side: room for the labels around it
    return QRectF(-kWidth / 2, -kHeight / 2, kWidth, kHeight)
        .adjusted(-kWidth * kMargin, -kHeight * kMargin, kWidth * kMargin, kHeight * kMargin);
}

bool AreaMoveScene::keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection&)
{
    const int frames = (modifiers & Qt::ShiftModifier) ? 10 : 1;
    switch (key) {
    case Qt::Key_Space: isPlaying() ? pause() : play(); break;
    case Qt::Key_Left: stepBack(frames); break;
    case Qt::Key_Right: stepForward(frames); break;
    case Qt::Key_Home:
        pause();
        seek(0);
        break;
    default: return false;
    }
    emit playerKeyUsed();
    return true;
}

void AreaMoveScene::advance()
{
    if (!isPlaying())
        return;
    // The frame is taken from the clock, so playback keeps 60 frames per second even though
    // the timer's period is not exactly a frame and a busy machine may fire it late.
    const qint64 due = m_playedFrom + m_clock.elapsed() * kFramesPerSecond / 1000;
    seek(int(std::min<qint64>(due, kMaxFrames - 1)));
    if (m_frame >= kMaxFrames - 1)
        pause();
}

void AreaMoveScene::stepForward(int frames)
{
    pause();
    seek(m_frame + frames);
}

void AreaMoveScene::stepBack(int frames)
{
    pause();
    seek(m_frame - frames);
}

void AreaMoveScene::seek(int frame)
{
    frame = std::clamp(frame, 0, kMaxFrames - 1);
    m_simulation.frame(frame);
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit frameChanged();
    emit highlightChanged(); // the canvas repaints; no value of the scene changed
}

void AreaMoveScene::setShowCorrect(bool on)
{
    if (on == m_showCorrect)
        return;
    m_showCorrect = on;
    emit frameChanged();
    emit highlightChanged();
}

} // namespace lab
