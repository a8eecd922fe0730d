// Exercise E3, car circles (seed 003): the given program bounces the car on its outer circle
// alone and counts the false collisions; the student builds the inner circles, their rotation and the
// order of the tests, then runs their hierarchy; plus the Example 1 worksheet of the circles lesson.
// Scene units are the seed's MathCalc pixels. The student's work is kept in the ProgressStore.
#pragma once

#include "car_circles_work.h"

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/hierarchy.h>
#include <geometry/rects.h>

#include <QCoreApplication>
#include <QVector>

namespace lab {

class CarCirclesScene : public LessonScene {
    Q_OBJECT
public:
    enum Param { X, Y, Angle, Vx, Vy, R0, Width, Height, ParamCount };
    enum class Program { OuterOnly, Hierarchy };

    // What one run of a program has counted so far.
    struct Counters {
        int frames = 0;
        int bounces = 0; // frames in which the program reversed mov
        int falseHits = 0; // of those, frames in which the handout's car does not touch a wall
        int circleTests = 0; // circle-vs-walls tests done
    };
    // One frame of a program from a pose: where the car goes and what the frame counts.
    struct Step {
        geometry::Pose pose;
        geometry::Vec2 velocity;
        bool bounced = false;
        bool falseHit = false;
        int circleTests = 0;
        geometry::Vec2 testedAt; // the car's centre when the bounce was decided
    };
    // A false collision drawn on the canvas for a while: where the car's centre was.
    struct FalseHitMark {
        geometry::Vec2 at;
        int frame = 0;
    };
    static constexpr int kMarkFrames = 90; // a mark fades out over this many frames

    explicit CarCirclesScene(QObject* parent = nullptr);

    geometry::Pose pose() const;
    geometry::Vec2 velocity() const;
    geometry::Aabb area() const;
    // The handout's car (seedCar) with outer radius r0: the truth false collisions are judged by.
    geometry::CircleHierarchy handoutCar() const;
    // The handout's car against the walls right now.
    geometry::HierarchyWallResult wallsNow() const;

    // One frame of `program` for `car` (the car that program uses) from (pose, velocity):
    // OuterOnly is the seed's AreaMove on the outer circle (bounceRectInBox on its bounding box),
    // Hierarchy the seed's Update (bounceHierarchyInBox). A bounce is false when the handout's car
    // (`truth`) has no inner circle past a wall where the bounce was decided.
    static Step step(Program program, const geometry::CircleHierarchy& car,
        const geometry::CircleHierarchy& truth, const geometry::Pose& pose, geometry::Vec2 velocity,
        const geometry::Aabb& area);

    Program program() const { return m_program; }
    // Hierarchy only once task 1 is solved; returns whether the program is now `program`.
    bool setProgram(Program program);
    void stepFrame(); // not an undo step
    void clearRun(); // both programs' counters and the marks
    const Counters& counters(Program program) const;
    const QVector<FalseHitMark>& marks() const { return m_marks; }
    int frame() const { return m_frame; }

    // The student's work (both tasks), restored from the ProgressStore when the scene is made.
    const carcircles::Work& work() const { return m_work; }
    void setHierarchyAnswers(const carcircles::HierarchyAnswers& answers);
    void setWorksheetAnswers(const carcircles::WorksheetAnswers& answers);
    // Each check follows the attempt rule (core/task_record.h): a blank, unreadable or unchanged
    // answer is no attempt; lastCheck() says what the last check of a task did.
    carcircles::HierarchyCheck checkHierarchy();
    carcircles::WorksheetCheck checkWorksheet();
    void setQuestionAnswers(const carcircles::QuestionAnswers& answers);
    carcircles::QuestionCheck checkQuestions();
    enum Task { HierarchyTask, WorksheetTask, QuestionsTask, TaskCount };
    CheckCounted lastCheck(Task task) const { return m_last[task]; }
    // The student asked for the worked solution of `task` (recorded).
    void askSolution(Task task);
    // The task's tab was shown: its first-opened time, if it has none.
    void openTask(Task task);
    // The car the Hierarchy program runs: the student's answers with outer radius r0.
    geometry::CircleHierarchy studentCar() const;

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // MathCalc pixels: the canvas starts at half a screen pixel per unit and keeps the drawing
    // area fitted (fitRect) until the student zooms.
    double viewScale() const override { return 0.5; }
    QRectF fitRect() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the car (1; Shift: 10), R turns it 5° counter-clockwise, Shift+R clockwise.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // Space plays or pauses, F runs one frame (the controls own the timer).
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;

    static QString exerciseId() { return QStringLiteral("car_circles"); }

signals:
    void runChanged();
    void workChanged();
    void playPauseRequested();
    void oneFrameRequested();

private:
    void save();
    TaskRecord& record(Task task);
    template <typename Check, typename Answers>
    Check recordCheck(Task task, Check check, const Answers& answers);

    Program m_program = Program::OuterOnly;
    Counters m_counters[2];
    QVector<FalseHitMark> m_marks;
    int m_frame = 0;
    carcircles::Work m_work;
    CheckCounted m_last[TaskCount] { CheckCounted::Counted, CheckCounted::Counted, CheckCounted::Counted };
    QRectF m_fittedArea;
};

class CarCirclesLesson : public LessonOf<CarCirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesExercise)

public:
    QString id() const override { return CarCirclesScene::exerciseId(); }
    bool isExercise() const override { return true; }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const CarCirclesScene& scene) const override;
    QList<LessonTask> tasks() const override;
};

} // namespace lab
