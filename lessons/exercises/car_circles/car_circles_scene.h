// Exercise E3's scene: the handout's car bouncing in the drawing area (shared/car_scene), the
// given program (its outer circle alone) or the student's hierarchy running it frame by frame
// with both programs' counters, and the student's work on the two tasks, kept in the
// ProgressStore. Scene units are the seed's MathCalc pixels.
#pragma once

#include "car_circles_work.h"

#include "shared/car_scene.h"

#include "core/model/cached.h"

#include <geometry/hierarchy.h>
#include <geometry/rects.h>

#include <QList>

namespace lab {

class CarCirclesScene : public CarScene {
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
        static constexpr int kFrames = 90; // a mark fades out over this many frames
        geometry::Vec2 at;
        int frame = 0;
    };

    explicit CarCirclesScene(QObject* parent = nullptr);

    geometry::Pose pose() const { return poseAt(X, Y, Angle); }
    geometry::Vec2 velocity() const { return { value(Vx), value(Vy) }; }
    // The handout's car against the walls right now, once per change.
    const geometry::HierarchyWallResult& wallsNow() const;

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
    void stepFrame() override; // not an undo step
    void clearRun() override; // both programs' counters and the marks
    const Counters& counters(Program program) const;
    const QList<FalseHitMark>& marks() const { return m_run.marks; }
    int frame() const { return m_run.frame; }

    // The student's answers, restored from the ProgressStore when the scene is made (the task's
    // record is the task panel's).
    const car_circles::Work& work() const { return m_work; }
    void setHierarchyAnswers(const car_circles::HierarchyAnswers& answers);
    // The task is solved: the run may use the student's circles (the record's, when the scene is
    // made; then the task's answer area says). Unsolved, the run is the given program's.
    bool solved() const { return m_solved; }
    void setSolved(bool solved);
    // The car the Hierarchy program runs: the student's answers with outer radius r0.
    geometry::CircleHierarchy studentCar() const;

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // MathCalc pixels: the canvas starts at half a screen pixel per unit and keeps the drawing
    // area fitted (fitRect) until the student zooms.
    double viewScale() const override { return 0.5; }
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the car (1; Shift: 10), R turns it 5° counter-clockwise, Shift+R clockwise.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    static QString exerciseId() { return QStringLiteral("car_circles"); }

signals:
    void workChanged();

private:
    // The run so far: both programs' counters and the false collisions still drawn.
    struct Run {
        Counters counters[2];
        QList<FalseHitMark> marks;
        int frame = 0;
    };

    void save();

    Program m_program = Program::OuterOnly;
    Run m_run;
    car_circles::Work m_work;
    bool m_solved = false;
    Cached<geometry::HierarchyWallResult> m_walls;
};

} // namespace lab
