#include "car_circles_lesson.h"

#include "car_circles_controls.h"
#include "car_circles_painter.h"

#include "core/canvas/scene_painter.h"
#include "core/records/progress.h"
#include "shared/car_drawing.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

namespace {

constexpr double kDegree = std::numbers::pi / 180;
constexpr double kMoveStep = 1;
constexpr double kBigStep = 10; // with Shift
constexpr double kTurnStep = 5; // degrees

QString num(double v)
{
    return formatNumber(v, 2);
}
// The same inside a KaTeX formula: a group separator must not become a KaTeX space.
QString mathNum(double v)
{
    return num(v).replace(QLatin1Char(','), QStringLiteral("{,}"));
}
int programIndex(CarCirclesScene::Program p)
{
    return p == CarCirclesScene::Program::OuterOnly ? 0 : 1;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Scene

CarCirclesScene::CarCirclesScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("p0.x"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "x of the car's centre p0"), -60 },
            { QStringLiteral("p0.y"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "y of the car's centre p0"), 0 },
            { QStringLiteral("angle"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "Angle of the car in degrees, counter-clockwise"),
                20 },
            { QStringLiteral("mov.X"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "x step of the car per frame"), 3 },
            { QStringLiteral("mov.Y"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "y step of the car per frame"), 2 },
            { QStringLiteral("r0"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP("CarCirclesExercise", "Radius r0 of the outer circle"), 155 },
            { QStringLiteral("Width"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP(
                    "CarCirclesExercise", "Width of the drawing area (Left = -Width/2, Right = Width/2)"),
                640 },
            { QStringLiteral("Height"), "CarCirclesExercise",
                QT_TRANSLATE_NOOP(
                    "CarCirclesExercise", "Height of the drawing area (Bottom = -Height/2, Top = Height/2)"),
                480 },
        },
        parent)
{
    if (const ProgressStore* store = ProgressStore::instance())
        m_work = carcircles::Work::fromJson(store->exercise(exerciseId()).data);
    // The fitted view follows the drawing area when Width or Height change.
    m_fittedArea = fitRect();
    connect(this, &LessonScene::changed, this, [this] {
        const QRectF now = fitRect();
        if (now != m_fittedArea) {
            m_fittedArea = now;
            emit fitRectChanged();
        }
    });
}

QRectF CarCirclesScene::fitRect() const
{
    const geometry::Aabb box = area();
    constexpr double kMargin = 0.04; // of the area's size, on each side
    const QRectF rect(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
    return rect.adjusted(
        -rect.width() * kMargin, -rect.height() * kMargin, rect.width() * kMargin, rect.height() * kMargin);
}

bool CarCirclesScene::keyCommand(int key, Qt::KeyboardModifiers, const Selection&)
{
    switch (key) {
    case Qt::Key_Space: emit playPauseRequested(); return true;
    case Qt::Key_F: emit oneFrameRequested(); return true;
    default: return false;
    }
}

geometry::Pose CarCirclesScene::pose() const
{
    return { { value(X), value(Y) }, value(Angle) * kDegree };
}

geometry::Vec2 CarCirclesScene::velocity() const
{
    return { value(Vx), value(Vy) };
}

geometry::Aabb CarCirclesScene::area() const
{
    const double w = value(Width) / 2;
    const double h = value(Height) / 2;
    return { { -w, -h }, { w, h } };
}

geometry::CircleHierarchy CarCirclesScene::handoutCar() const
{
    return geometry::seedCar(value(R0));
}

geometry::HierarchyWallResult CarCirclesScene::wallsNow() const
{
    return geometry::hierarchyVsWalls(handoutCar(), pose(), area());
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
    const Program allowed
        = program == Program::Hierarchy && !m_work.hierarchyProgress.solved ? Program::OuterOnly : program;
    if (allowed != m_program) {
        m_program = allowed;
        emit runChanged();
        emit changed();
    }
    return m_program == program;
}

geometry::CircleHierarchy CarCirclesScene::studentCar() const
{
    return carcircles::studentCar(m_work.hierarchy, value(R0));
}

void CarCirclesScene::stepFrame()
{
    const geometry::CircleHierarchy car = m_program == Program::OuterOnly ? handoutCar() : studentCar();
    const Step s = step(m_program, car, handoutCar(), pose(), velocity(), area());
    ++m_frame;
    Counters& c = m_counters[programIndex(m_program)];
    ++c.frames;
    c.bounces += s.bounced ? 1 : 0;
    c.falseHits += s.falseHit ? 1 : 0;
    c.circleTests += s.circleTests;
    if (s.falseHit)
        m_marks.append({ s.testedAt, m_frame });
    m_marks.erase(std::remove_if(m_marks.begin(), m_marks.end(),
                      [this](const FalseHitMark& m) { return m_frame - m.frame > kMarkFrames; }),
        m_marks.end());
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
    m_counters[0] = {};
    m_counters[1] = {};
    m_marks.clear();
    m_frame = 0;
    emit runChanged();
    emit changed();
}

const CarCirclesScene::Counters& CarCirclesScene::counters(Program program) const
{
    return m_counters[programIndex(program)];
}

void CarCirclesScene::setHierarchyAnswers(const carcircles::HierarchyAnswers& answers)
{
    if (answers == m_work.hierarchy)
        return;
    m_work.hierarchy = answers;
    // A solved task stays solved only while the answers are still right.
    m_work.hierarchyProgress.edited(carcircles::checkHierarchy(answers).allRight());
    m_last[HierarchyTask] = CheckCounted::Counted;
    if (!m_work.hierarchyProgress.solved)
        setProgram(Program::OuterOnly);
    save();
    emit workChanged();
    emit changed();
}

void CarCirclesScene::setWorksheetAnswers(const carcircles::WorksheetAnswers& answers)
{
    if (answers == m_work.worksheet)
        return;
    m_work.worksheet = answers;
    m_work.worksheetProgress.edited(carcircles::checkWorksheet(answers).allRight());
    m_last[WorksheetTask] = CheckCounted::Counted;
    save();
    emit workChanged();
}

void CarCirclesScene::setQuestionAnswers(const carcircles::QuestionAnswers& answers)
{
    if (answers == m_work.questions)
        return;
    m_work.questions = answers;
    m_work.questionsProgress.edited(carcircles::checkQuestions(answers).allRight());
    m_last[QuestionsTask] = CheckCounted::Counted;
    save();
    emit workChanged();
}

TaskRecord& CarCirclesScene::record(Task task)
{
    switch (task) {
    case WorksheetTask: return m_work.worksheetProgress;
    case QuestionsTask: return m_work.questionsProgress;
    default: return m_work.hierarchyProgress;
    }
}

template <typename Check, typename Answers>
Check CarCirclesScene::recordCheck(Task task, Check check, const Answers& answers)
{
    const CheckCounted counted = record(task).check(carcircles::answerText(answers), check.state(),
        int(check.hints.size()), QDateTime::currentDateTimeUtc());
    m_last[task] = counted;
    save();
    emit workChanged();
    return check;
}

carcircles::HierarchyCheck CarCirclesScene::checkHierarchy()
{
    auto check = recordCheck(HierarchyTask, carcircles::checkHierarchy(m_work.hierarchy), m_work.hierarchy);
    if (!m_work.hierarchyProgress.solved)
        setProgram(Program::OuterOnly);
    emit changed();
    return check;
}

carcircles::WorksheetCheck CarCirclesScene::checkWorksheet()
{
    return recordCheck(WorksheetTask, carcircles::checkWorksheet(m_work.worksheet), m_work.worksheet);
}

carcircles::QuestionCheck CarCirclesScene::checkQuestions()
{
    return recordCheck(QuestionsTask, carcircles::checkQuestions(m_work.questions), m_work.questions);
}

void CarCirclesScene::askSolution(Task task)
{
    TaskRecord& r = record(task);
    if (r.solutionVisible())
        return;
    r.askSolution();
    r.open(QDateTime::currentDateTimeUtc());
    save();
    emit workChanged();
}

void CarCirclesScene::openTask(Task task)
{
    TaskRecord& r = record(task);
    if (r.opened.isValid())
        return;
    r.open(QDateTime::currentDateTimeUtc());
    save();
}

void CarCirclesScene::save()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    ExerciseProgress progress;
    progress.status = m_work.done() ? ExerciseStatus::Done
        : m_work.started()          ? ExerciseStatus::InProgress
                                    : ExerciseStatus::NotStarted;
    progress.attempts = m_work.attempts();
    progress.data = m_work.toJson();
    progress.tasks.insert(carcircles::kHierarchyTask, m_work.hierarchyProgress);
    progress.tasks.insert(carcircles::kWorksheetTask, m_work.worksheetProgress);
    progress.tasks.insert(carcircles::kQuestionsTask, m_work.questionsProgress);
    store->update(exerciseId(), progress);
}

QString CarCirclesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[R0] <= 0)
        return tr("The outer radius r0 must be greater than 0.");
    if (state[Width] < 100 || state[Height] < 100)
        return tr("The drawing area must be at least 100 wide and 100 high.");
    if (std::abs(state[Vx]) > 100 || std::abs(state[Vy]) > 100)
        return tr("A step per frame larger than 100 jumps over the walls; take at most 100.");
    return {};
}

QVector<HandleSpec> CarCirclesScene::handles() const
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
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? kBigStep : kMoveStep;
    State next = state();
    switch (key) {
    case Qt::Key_H: next[X] -= step; return next;
    case Qt::Key_J: next[Y] -= step; return next;
    case Qt::Key_K: next[Y] += step; return next;
    case Qt::Key_L: next[X] += step; return next;
    case Qt::Key_R:
        next[Angle] = std::remainder(next[Angle] + (shift ? -kTurnStep : kTurnStep), 360.0);
        return next;
    default: return std::nullopt;
    }
}

QString CarCirclesScene::keyActionText(int key, const Selection&) const
{
    return key == Qt::Key_R ? tr("Turn car") : tr("Move car");
}

// ---------------------------------------------------------------------------------------------
// Lesson

std::unique_ptr<ScenePainter> CarCirclesLesson::createPainter() const
{
    return createCarCirclesPainter();
}

QWidget* CarCirclesLesson::controls(
    CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createCarCirclesControls(scene, undo, view, parent);
}

QList<LessonTask> CarCirclesLesson::tasks() const
{
    return { { carcircles::kHierarchyTask, tr("Task 1: inner circles") },
        { carcircles::kWorksheetTask, tr("Task 2: Example 1") },
        { carcircles::kQuestionsTask, tr("Task 3: the handout's questions") } };
}

QString CarCirclesLesson::live(const CarCirclesScene& scene) const
{
    const geometry::Circle outer = geometry::worldOuter(scene.handoutCar(), scene.pose());
    const geometry::Aabb box = scene.area();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("The outer circle against the walls right now"));
    html += QStringLiteral(
        "$$x_0 - r_0 = %1,\\quad x_0 + r_0 = %2$$$$\\mathit{Left} = %3,\\quad \\mathit{Right} = %4$$")
                .arg(mathNum(outer.center.x - outer.radius), mathNum(outer.center.x + outer.radius),
                    mathNum(box.min.x), mathNum(box.max.x));
    html += QStringLiteral(
        "$$y_0 - r_0 = %1,\\quad y_0 + r_0 = %2$$$$\\mathit{Bottom} = %3,\\quad \\mathit{Top} = %4$$")
                .arg(mathNum(outer.center.y - outer.radius), mathNum(outer.center.y + outer.radius),
                    mathNum(box.min.y), mathNum(box.max.y));
    const auto walls = scene.wallsNow();
    if (!walls.outerTouches)
        html += QStringLiteral("<p>%1</p>").arg(tr("The outer circle is inside the walls."));
    else if (walls.hit)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The outer circle pokes out, and so does the car: a real hit."));
    else
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The outer circle pokes out but the car does not: the given program would call "
                            "this a hit. That is a false collision."));
    if (scene.work().hierarchyProgress.solved) {
        // Task 1 is done: the student's offsets, turned by the car's angle.
        const geometry::CircleHierarchy car = scene.studentCar();
        const double a = scene.pose().angle;
        html += QStringLiteral("<p>%1</p>").arg(tr("Your inner circles, turned by the car's angle:"));
        QStringList rows;
        for (int i = 0; i < car.innerCount; ++i) {
            const geometry::Vec2 o = car.inner[static_cast<std::size_t>(i)].center;
            const geometry::Vec2 t = geometry::rotated(o, a);
            rows << QStringLiteral("p_%1' = (%2,\\ %3)").arg(i + 1).arg(mathNum(t.x), mathNum(t.y));
        }
        html += QStringLiteral("$$a = %1^\\circ$$").arg(mathNum(scene.value(CarCirclesScene::Angle)));
        for (const QString& row : rows)
            html += QStringLiteral("$$%1$$").arg(row);
    }
    return html;
}

} // namespace lab
