#include "circles_lesson.h"

#include "circles_controls.h"
#include "circles_format.h"
#include "circles_painter.h"

#include "shared/handout_examples.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr double kKeyStep = 1; // world units per H/J/K/L press
constexpr double kBigKeyStep = 5; // with Shift
constexpr double kCarLength = 2; // the car body is twice as long as it is wide

geometry::Vec2 vec(QPointF p)
{
    return { p.x(), p.y() };
}

using circles::mathNum;

// A difference as it appears squared in a formula: negative numbers in brackets.
QString squared(double v)
{
    return (v < 0 ? QStringLiteral("(%1)^2") : QStringLiteral("%1^2")).arg(mathNum(v));
}

} // namespace

CirclesScene::CirclesScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("a1"), "CirclesLesson",
                QT_TRANSLATE_NOOP("CirclesLesson", "x of the centre of circle 1"), -25 },
            { QStringLiteral("b1"), "CirclesLesson",
                QT_TRANSLATE_NOOP("CirclesLesson", "y of the centre of circle 1"), 15 },
            { QStringLiteral("a2"), "CirclesLesson",
                QT_TRANSLATE_NOOP("CirclesLesson", "x of the centre of circle 2"), 40 },
            { QStringLiteral("b2"), "CirclesLesson",
                QT_TRANSLATE_NOOP("CirclesLesson", "y of the centre of circle 2"), 45 },
            { QStringLiteral("r1"), "CirclesLesson", QT_TRANSLATE_NOOP("CirclesLesson", "radius of circle 1"),
                25 },
            { QStringLiteral("r2"), "CirclesLesson", QT_TRANSLATE_NOOP("CirclesLesson", "radius of circle 2"),
                20 },
        },
        parent)
{
}

geometry::Circle CirclesScene::circleOf(const State& state, int index)
{
    if (index == 0)
        return { { state[A1], state[B1] }, state[R1] };
    return { { state[A2], state[B2] }, state[R2] };
}

geometry::CircleCircleResult CirclesScene::result() const
{
    return geometry::circleVsCircle(first(), second());
}

geometry::Aabb CirclesScene::carBox(const geometry::Circle& circle)
{
    // Half sizes (2w, w) with |(2w, w)| = r: the four corners lie on the circle.
    const double w = circle.radius / std::sqrt(kCarLength * kCarLength + 1);
    const geometry::Vec2 half { kCarLength * w, w };
    return { circle.center - half, circle.center + half };
}

geometry::AabbAabbResult CirclesScene::carsResult() const
{
    return geometry::aabbVsAabb(carBox(first()), carBox(second()), geometry::Touching::Counts);
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

QVector<HandleSpec> CirclesScene::handles() const
{
    return {
        { HandleKind::Point, A1, B1, -1, -1, 0 },
        { HandleKind::Radius, R1, -1, A1, B1, 0 },
        { HandleKind::Point, A2, B2, -1, -1, 1 },
        { HandleKind::Radius, R2, -1, A2, B2, 1 },
    };
}

int CirclesScene::bodyAt(QPointF world) const
{
    // Circle 2 is drawn on top, so it is found first.
    for (const int index : { 1, 0 }) {
        if (geometry::pointInCircle(vec(world), circleOf(state(), index)).hit)
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
    const double step = (modifiers & Qt::ShiftModifier) ? kBigKeyStep : kKeyStep;
    QPointF delta;
    switch (key) {
    case Qt::Key_H: delta = { -step, 0 }; break;
    case Qt::Key_J: delta = { 0, -step }; break;
    case Qt::Key_K: delta = { 0, step }; break;
    case Qt::Key_L: delta = { step, 0 }; break;
    default: return std::nullopt;
    }
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

QVector<FrameInfo> CirclesScene::frames() const
{
    QVector<FrameInfo> all;
    for (int k = 0; k < FrameRun::kFrameCount; ++k)
        all.append(frameOf(m_animating ? m_saved : values(), m_run, k));
    return all;
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

QRectF CirclesScene::fitRect() const
{
    // Where the default scene, Example 1 and the false collision all lie (world units).
    static const QRectF kFitBox(QPointF(-52, -25), QPointF(68, 82));
    const auto boxOf = [](const geometry::Circle& c) {
        return QRectF(c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius);
    };
    QRectF box = kFitBox.united(boxOf(first())).united(boxOf(second()));
    if (m_animating)
        box = box.united(boxOf({ m_run.start, second().radius }));
    return box;
}

std::unique_ptr<ScenePainter> CirclesLesson::createPainter() const
{
    return std::make_unique<CirclesPainter>();
}

QWidget* CirclesLesson::controls(
    CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new CirclesControls(scene, undo, view, parent);
}

QString CirclesLesson::live(const CirclesScene& scene) const
{
    const geometry::Circle c[2] = { scene.first(), scene.second() };
    const geometry::CircleCircleResult r = scene.result();
    const geometry::Vec2 d = c[1].center - c[0].center;
    const double sum = c[0].radius + c[1].radius;
    const QString relation = r.hit ? QStringLiteral("\\le") : QStringLiteral(">");

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your circles right now"));
    if (scene.animating()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Animation frame %1 of %2: circle 2 is where this frame puts it.")
                             .arg(scene.frame())
                             .arg(FrameRun::kFrameCount - 1));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("(1) Centres and radii, read off the equations:"));
    for (int i = 0; i < 2; ++i) {
        html += QStringLiteral("$$%1$$").arg(circles::equation(c[i]));
        html += QStringLiteral("<p>$(a_%1, b_%1) = (%2, %3),\\ r_%1 = \\sqrt{%4} = %5$</p>")
                    .arg(i + 1)
                    .arg(mathNum(c[i].center.x), mathNum(c[i].center.y), mathNum(c[i].radius * c[i].radius),
                        mathNum(c[i].radius));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("(2) The distance of the centres:"));
    html += QStringLiteral("$$\\begin{aligned} D &= \\sqrt{(a_2 - a_1)^2 + (b_2 - b_1)^2} \\\\ "
                           "&= \\sqrt{%1 + %2} = \\sqrt{%3} = %4 \\end{aligned}$$")
                .arg(squared(d.x), squared(d.y), mathNum(r.distanceSquared),
                    mathNum(std::sqrt(r.distanceSquared)));
    html += QStringLiteral("<p>%1</p>").arg(tr("(3) Compare it with the sum of the radii:"));
    html += QStringLiteral("$$D = %1 \\;%2\\; r_1 + r_2 = %3 + %4 = %5$$")
                .arg(mathNum(std::sqrt(r.distanceSquared)), relation, mathNum(c[0].radius),
                    mathNum(c[1].radius), mathNum(sum));
    html += QStringLiteral("<p>%1</p>").arg(tr("The same comparison squared, with no square root:"));
    html += QStringLiteral("$$D^2 = %1 \\;%2\\; (r_1 + r_2)^2 = %3$$")
                .arg(mathNum(r.distanceSquared), relation, mathNum(r.radiusSumSquared));
    QString verdict = r.hit ? tr("The circles collide.") : tr("The circles are apart.");
    if (r.hit) {
        verdict += QLatin1Char(' ')
            + (scene.carsResult().hit ? tr("The car bodies overlap as well: a real collision.")
                                      : tr("The car bodies do not touch: a false collision."));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict);
    return html;
}

} // namespace lab
