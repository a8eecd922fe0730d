#include "circles_scene.h"

#include "core/model/points.h"
#include "shared/handout_examples.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::CirclesScene", tooltip, initial, hidden };
}

constexpr double kKeyStep = 1; // world units per H/J/K/L press
constexpr double kBigKeyStep = 5; // with Shift
constexpr double kCarLength = 2; // the car body is twice as long as it is wide

} // namespace

CirclesScene::CirclesScene(QObject* parent)
    : LessonScene(
        {
            field("a1", QT_TRANSLATE_NOOP("lab::CirclesScene", "x of the centre of circle 1"), -25),
            field("b1", QT_TRANSLATE_NOOP("lab::CirclesScene", "y of the centre of circle 1"), 15),
            field("a2", QT_TRANSLATE_NOOP("lab::CirclesScene", "x of the centre of circle 2"), 40),
            field("b2", QT_TRANSLATE_NOOP("lab::CirclesScene", "y of the centre of circle 2"), 45),
            field("r1", QT_TRANSLATE_NOOP("lab::CirclesScene", "radius of circle 1"), 25),
            field("r2", QT_TRANSLATE_NOOP("lab::CirclesScene", "radius of circle 2"), 20),
        },
        parent)
{
    // The handles go while a task holds the circles back, and come back with them.
    connect(this, &LessonScene::changed, this, [this] {
        if (holds(circles::kHeldCircles) != m_circlesHeld) {
            m_circlesHeld = !m_circlesHeld;
            emit handlesChanged();
        }
    });
}

geometry::Circle CirclesScene::circleOf(const State& state, int index)
{
    if (index == 0)
        return { { state[A1], state[B1] }, state[R1] };
    return { { state[A2], state[B2] }, state[R2] };
}

const CirclesScene::Tests& CirclesScene::tests() const
{
    return m_tests.get(*this, [this] {
        return Tests { geometry::circleVsCircle(first(), second()),
            geometry::aabbVsAabb(carBox(first()), carBox(second()), geometry::Touching::Counts) };
    });
}

const geometry::CircleCircleResult& CirclesScene::result() const
{
    return tests().circles;
}

Verdict CirclesScene::verdict() const
{
    const geometry::CircleCircleResult& r = result();
    if (r.distanceSquared == r.radiusSumSquared)
        return Verdict::Touch;
    return r.hit ? Verdict::Collide : Verdict::Apart;
}

geometry::Aabb CirclesScene::carBox(const geometry::Circle& circle)
{
    // Half sizes (2w, w) with |(2w, w)| = r: the four corners lie on the circle.
    const double w = circle.radius / std::sqrt(kCarLength * kCarLength + 1);
    const geometry::Vec2 half { kCarLength * w, w };
    return { circle.center - half, circle.center + half };
}

const geometry::AabbAabbResult& CirclesScene::carsResult() const
{
    return tests().cars;
}

QString CirclesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (m_animating)
        return tr("The frames are playing: switch the animation off to change the circles.");
    if (state[R1] <= 0 || state[R2] <= 0)
        return tr("A radius must be greater than zero.");
    return {};
}

QList<HandleSpec> CirclesScene::handles() const
{
    if (holds(circles::kHeldCircles))
        return {};
    return {
        { HandleKind::Point, A1, B1, -1, -1, 0 },
        { HandleKind::Radius, R1, -1, A1, B1, 0 },
        { HandleKind::Point, A2, B2, -1, -1, 1 },
        { HandleKind::Radius, R2, -1, A2, B2, 1 },
    };
}

int CirclesScene::bodyAt(QPointF world) const
{
    if (holds(circles::kHeldCircles))
        return -1;
    // Circle 2 is drawn on top, so it is found first.
    for (const int index : { 1, 0 }) {
        if (geometry::pointInCircle(toVec(world), circleOf(state(), index)).hit)
            return index;
    }
    return -1;
}

LessonScene::State CirclesScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    next[body == 0 ? A1 : A2] += delta.x();
    next[body == 0 ? B1 : B2] += delta.y();
    return next;
}

std::optional<LessonScene::State> CirclesScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    if (holds(circles::kHeldCircles))
        return std::nullopt; // the circles the student has not seen yet stay where the task put them
    const double step = (modifiers & Qt::ShiftModifier) ? kBigKeyStep : kKeyStep;
    const std::optional<QPointF> direction = hjklStep(key);
    if (!direction)
        return std::nullopt;
    const QPointF delta = *direction * step;
    // The circle the canvas has picked: handles 0, 1 belong to circle 1 and 2, 3 to circle 2.
    const int handle = picked.handle;
    const int circle = handle >= 0 ? std::clamp(handle / 2, 0, 1) : std::clamp(picked.body, 0, 1);
    return movedBody(circle, delta, state());
}

QString CirclesScene::keyActionText(int, const Selection&) const
{
    return tr("Move circle");
}

LessonScene::State CirclesScene::example(Example which)
{
    switch (which) {
    case Example1: {
        const auto& [a, b] = handout::kExample1Circles;
        return { a.center.x, a.center.y, b.center.x, b.center.y, a.radius, b.radius };
    }
    case FalseCollision: break;
    }
    return { -20, 5, 20, 35, 30, 25 };
}

FrameRun CirclesScene::planRun(const State& state)
{
    const geometry::Circle a = circleOf(state, 0);
    const geometry::Circle b = circleOf(state, 1);
    const double sum = a.radius + b.radius;
    const double distance = geometry::length(b.center - a.center);
    const geometry::Vec2 away
        = distance > 0 ? geometry::normalized(b.center - a.center) : geometry::Vec2 { 1, 0 };
    // Start where the student left circle 2 when its gap is a sensible run-up; otherwise
    // (overlapping, barely apart or far away) on the same line at a gap of 0.5 or 2 times r1 + r2.
    const double wanted = distance - sum;
    const bool fromHere = wanted >= 0.5 * sum && wanted <= 2 * sum;
    const double gap = std::clamp(wanted, 0.5 * sum, 2 * sum);
    const geometry::Vec2 start = fromHere ? b.center : a.center + (sum + gap) * away;
    const double speed = gap / (FrameRun::kFramesBeforeContact + 0.5);
    return { start, -speed * away };
}

FrameInfo CirclesScene::frameOf(const State& state, const FrameRun& run, int frame)
{
    FrameInfo info;
    info.frame = frame;
    info.center = run.start + double(frame) * run.step;
    info.test = geometry::circleVsCircle(circleOf(state, 0), { info.center, state[R2] });
    return info;
}

const QList<FrameInfo>& CirclesScene::frames() const
{
    return m_frames.get(*this, [this] {
        QList<FrameInfo> all;
        for (int k = 0; k < FrameRun::kFrameCount; ++k)
            all.append(frameOf(m_animating ? m_saved : values(), m_run, k));
        return all;
    });
}

void CirclesScene::startAnimation()
{
    if (m_animating)
        return;
    m_saved = values();
    m_run = planRun(m_saved);
    m_animating = true;
    m_frame = -1;
    showFrame(0);
    emit fitRectChanged(); // the run may start outside the student's view
}

void CirclesScene::showFrame(int frame)
{
    if (!m_animating)
        return;
    m_frame = std::clamp(frame, 0, FrameRun::kFrameCount - 1);
    State next = m_saved;
    const FrameInfo info = frameOf(m_saved, m_run, m_frame);
    next[A2] = info.center.x;
    next[B2] = info.center.y;
    if (next == state())
        emit changed(); // the frame number changed even if the circles did not
    else
        showRunFrame(next); // over the values: a frame is no edit and no undo step
}

void CirclesScene::stopAnimation(bool restore)
{
    if (!m_animating)
        return;
    m_animating = false;
    if (restore && hasRunFrame())
        clearRunFrame(); // the values were never touched: the student's state is shown again
    emit changed();
    emit fitRectChanged();
}

QRectF CirclesScene::lessonRegion()
{
    return { QPointF(-52, -25), QPointF(68, 82) }; // world units
}

bool CirclesScene::inLessonRegion(const State& state)
{
    for (int i = 0; i < 2; ++i) {
        const geometry::Circle c = circleOf(state, i);
        const QRectF box(c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius);
        if (!lessonRegion().contains(box))
            return false;
    }
    return true;
}

QRectF CirclesScene::fitRect() const
{
    const auto boxOf = [](const geometry::Circle& c) {
        return QRectF(c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius);
    };
    QRectF box = lessonRegion().united(boxOf(first())).united(boxOf(second()));
    if (m_animating)
        box = box.united(boxOf({ m_run.start, second().radius }));
    return box;
}

} // namespace lab
