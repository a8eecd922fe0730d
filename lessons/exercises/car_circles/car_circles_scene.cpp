#include "car_circles_scene.h"

#include "core/records/progress.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::CarCirclesScene", tooltip, initial, hidden };
}

int programIndex(CarCirclesScene::Program p)
{
    return p == CarCirclesScene::Program::OuterOnly ? 0 : 1;
}

} // namespace

CarCirclesScene::CarCirclesScene(QObject* parent)
    : CarScene(
        {
            field("p0.x", QT_TRANSLATE_NOOP("lab::CarCirclesScene", "x of the car's centre p0"), -60),
            field("p0.y", QT_TRANSLATE_NOOP("lab::CarCirclesScene", "y of the car's centre p0"), 0),
            field("angle",
                QT_TRANSLATE_NOOP("lab::CarCirclesScene", "Angle of the car in degrees, counter-clockwise"),
                20),
            field("mov.X", QT_TRANSLATE_NOOP("lab::CarCirclesScene", "x step of the car per frame"), 3),
            field("mov.Y", QT_TRANSLATE_NOOP("lab::CarCirclesScene", "y step of the car per frame"), 2),
            field("r0", QT_TRANSLATE_NOOP("lab::CarCirclesScene", "Radius r0 of the outer circle"), 155),
            widthSpec(),
            heightSpec(),
        },
        { R0, Width, Height }, parent)
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    ExerciseProgress progress = store->exercise(exerciseId());
    m_work = car_circles::Work::fromJson(progress.data);
    // Saved before the task panel kept the task's record: the record the answers kept.
    if (!progress.tasks.contains(car_circles::kHierarchyTask) && m_work.hierarchyProgress != TaskRecord()) {
        progress.tasks.insert(car_circles::kHierarchyTask, m_work.hierarchyProgress);
        store->update(exerciseId(), progress);
    }
    m_solved = store->exercise(exerciseId()).tasks.value(car_circles::kHierarchyTask).solved;
}

const geometry::HierarchyWallResult& CarCirclesScene::wallsNow() const
{
    return m_walls.get(*this, [this] { return geometry::hierarchyVsWalls(handoutCar(), pose(), area()); });
}

CarCirclesScene::Step CarCirclesScene::step(Program program, const geometry::CircleHierarchy& car,
    const geometry::CircleHierarchy& truth, const geometry::Pose& pose, geometry::Vec2 velocity,
    const geometry::Aabb& area)
{
    Step s;
    s.pose = pose;
    if (program == Program::OuterOnly) {
        const geometry::Circle outer = geometry::worldOuter(car, pose);
        const geometry::Vec2 reach { outer.radius, outer.radius };
        const auto moved
            = geometry::bounceRectInBox({ outer.center - reach, outer.center + reach }, velocity, area);
        s.velocity = moved.velocity;
        s.pose.position = pose.position + moved.velocity;
        // A bounce is a reversal: a circle already heading back in is past the wall but not turned.
        s.bounced = moved.velocity.x != velocity.x || moved.velocity.y != velocity.y;
        s.circleTests = 1;
        s.testedAt = pose.position;
    } else {
        const auto moved = geometry::bounceHierarchyInBox(car, pose, velocity, area);
        s.velocity = moved.velocity;
        s.pose = moved.pose;
        s.bounced = moved.innerIndex >= 0;
        s.circleTests = moved.circleTests;
        s.testedAt = pose.position + velocity; // the inner circles are tested after the first move
    }
    s.falseHit = s.bounced && !geometry::hierarchyVsWalls(truth, { s.testedAt, pose.angle }, area).hit;
    return s;
}

bool CarCirclesScene::setProgram(Program program)
{
    const Program allowed = program == Program::Hierarchy && !m_solved ? Program::OuterOnly : program;
    if (allowed != m_program) {
        m_program = allowed;
        emit runChanged();
        emit changed();
    }
    return m_program == program;
}

geometry::CircleHierarchy CarCirclesScene::studentCar() const
{
    return car_circles::studentCar(m_work.hierarchy, value(R0));
}

void CarCirclesScene::stepFrame()
{
    const geometry::CircleHierarchy car = m_program == Program::OuterOnly ? handoutCar() : studentCar();
    const Step s = step(m_program, car, handoutCar(), pose(), velocity(), area());
    const int frame = ++m_run.frame;
    Counters& c = m_run.counters[programIndex(m_program)];
    ++c.frames;
    c.bounces += s.bounced ? 1 : 0;
    c.falseHits += s.falseHit ? 1 : 0;
    c.circleTests += s.circleTests;
    if (s.falseHit)
        m_run.marks.append({ s.testedAt, frame });
    m_run.marks.erase(std::remove_if(m_run.marks.begin(), m_run.marks.end(),
                          [frame](const FalseHitMark& m) { return frame - m.frame > FalseHitMark::kFrames; }),
        m_run.marks.end());
    State next = state();
    next[X] = s.pose.position.x;
    next[Y] = s.pose.position.y;
    next[Vx] = s.velocity.x;
    next[Vy] = s.velocity.y;
    showRunFrame(next); // over the values: a frame is no edit and no undo step
    emit runChanged();
}

void CarCirclesScene::clearRun()
{
    m_run = {};
    emit runChanged();
    emit changed();
}

const CarCirclesScene::Counters& CarCirclesScene::counters(Program program) const
{
    return m_run.counters[programIndex(program)];
}

void CarCirclesScene::setHierarchyAnswers(const car_circles::HierarchyAnswers& answers)
{
    if (answers == m_work.hierarchy)
        return;
    m_work.hierarchy = answers;
    // A solved task stays solved only while the answers are still right.
    if (m_solved && !car_circles::checkHierarchy(answers).allRight())
        setSolved(false);
    save();
    emit workChanged();
    emit changed(); // the canvas draws the student's circles
}

void CarCirclesScene::setSolved(bool solved)
{
    if (solved == m_solved)
        return;
    m_solved = solved;
    if (!solved)
        setProgram(Program::OuterOnly);
    emit workChanged();
    emit changed(); // the canvas and the live text say whether the student's circles run
}

void CarCirclesScene::save()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    // What else the record holds (an older file's Example 1 worksheet, its answers to the handout's
    // blanks once asked here, and their task record) is kept as it was.
    ExerciseProgress progress = store->exercise(exerciseId());
    if (progress.status == ExerciseStatus::NotStarted && m_work.started())
        progress.status = ExerciseStatus::InProgress;
    const QJsonObject mine = m_work.toJson();
    for (auto it = mine.begin(); it != mine.end(); ++it)
        progress.data.insert(it.key(), it.value());
    store->update(exerciseId(), progress);
}

QString CarCirclesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    return carProblem(state, { Vx, Vy });
}

QList<HandleSpec> CarCirclesScene::handles() const
{
    return { { HandleKind::Point, X, Y, -1, -1, 0 }, { HandleKind::Radius, R0, -1, X, Y, 2 } };
}

int CarCirclesScene::bodyAt(QPointF world) const
{
    const auto c = handoutCar();
    for (int i = 0; i < c.innerCount; ++i) {
        if (geometry::pointInCircle({ world.x(), world.y() }, geometry::worldInner(c, pose(), i)).hit)
            return 0;
    }
    return -1;
}

LessonScene::State CarCirclesScene::movedBody(int, QPointF delta, const State& start) const
{
    State next = start;
    next[X] += delta.x();
    next[Y] += delta.y();
    return next;
}

std::optional<LessonScene::State> CarCirclesScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const double step = moveStep(modifiers);
    State next = state();
    if (const std::optional<QPointF> direction = hjklStep(key)) {
        next[X] += direction->x() * step;
        next[Y] += direction->y() * step;
        return next;
    }
    switch (key) {
    case Qt::Key_R: return turned(next, Angle, modifiers);
    default: return std::nullopt;
    }
}

QString CarCirclesScene::keyActionText(int key, const Selection&) const
{
    return key == Qt::Key_R ? tr("Turn car") : tr("Move car");
}

} // namespace lab
