// Lesson L4's scene: hierarchical bounding circles on the handout's car (seed 003, car program),
// in two modes: car against car, and one car bouncing off the walls of the drawing area. The
// mode's test is computed once per change; a run of frames counts what the hierarchy saves.
#pragma once

#include "shared/car_scene.h"

#include "core/model/cached.h"
#include "core/model/lesson_task.h"

#include <geometry/circles.h>
#include <geometry/hierarchy.h>

#include <QList>

namespace lab {

// What the lesson's tasks hold back while they are open (LessonScene::holds), besides the verdict.
namespace hierarchy {
inline const HeldKey kHeldPairs { QStringLiteral("pairs") }; // which inner circles or pairs were tried or hit
inline const HeldKey kHeldTests { QStringLiteral(
    "tests") }; // how many circle tests: counters, plot, read-outs
inline const HeldKey kHeldFrame { QStringLiteral("frame") }; // running a frame (F, Play)
} // namespace hierarchy

class HierarchyScene : public CarScene {
    Q_OBJECT
public:
    // The mode is a value too (hidden: the controls switch it), so that it is an undo step, is
    // kept in scene files and comes back with the examples.
    enum Param {
        Ax,
        Ay,
        Aangle,
        Avx,
        Avy,
        Bx,
        By,
        Bangle,
        Bvx,
        Bvy,
        R0,
        Width,
        Height,
        ModeParam,
        ParamCount
    };
    enum class Mode { CarVsCar = 0, Walls = 1 };
    enum Example { FalseCollision, Crash, StuckAtWall };

    // One animation frame as counted by the lesson. The outer-only program does one test a frame.
    struct Frame {
        int tests = 0; // circle tests the hierarchy did
        bool outerHit = false; // what the outer circle alone says
        bool confirmed = false; // an inner circle (pair) confirms it
        int innerA = -1; // car vs car: the hit pair; walls: the inner circle that touched
        int innerB = -1;
        bool falseAvoided() const { return outerHit && !confirmed; }
    };
    struct Totals {
        int frames = 0;
        int tests = 0;
        int outerOnlyTests = 0;
        int falseAvoided = 0;
        int confirmed = 0;
    };
    // The mode's test of the scene as shown: car against car (with every circle test it did, for
    // their numbers) or car A against the walls, and what the handout's Update does with car A in
    // the next frame (with every test it does).
    struct Verdict {
        geometry::HierarchyResult cars;
        geometry::HierarchyTrace carsTrace; // tests[0] the outer pair, then the inner pairs tried
        geometry::CircleCircleResult outer;
        geometry::CircleCircleResult pair; // the inner pair that hit, when one did
        geometry::HierarchyWallResult walls;
        geometry::HierarchyBounceResult next; // walls mode: one Update of car A
        geometry::HierarchyBounceTrace nextTrace;
    };

    explicit HierarchyScene(QObject* parent = nullptr);

    Mode mode() const { return m_mode; }
    // The values with `mode` (the controls push it as an undo step); a mode change clears the run.
    State withMode(Mode mode) const;
    void setMode(Mode mode) { setState(withMode(mode)); } // not an undo step: for set-up and tests
    int selectedCar() const { return m_selected; } // 0 = A, 1 = B
    void setSelectedCar(int car);
    int carCount() const { return m_mode == Mode::CarVsCar ? 2 : 1; }

    geometry::Pose pose(int car) const;
    geometry::Vec2 velocity(int car) const;
    // Once per change, for the canvas, the read-out and the live text.
    const Verdict& verdict() const;
    const geometry::HierarchyResult& carVsCar() const { return verdict().cars; }
    const geometry::HierarchyWallResult& carVsWalls() const { return verdict().walls; } // car A

    // One frame forward: each car moves by the handout's Update (bounceHierarchyInBox), then the
    // mode's test runs and is recorded. The frame is shown over the values (showRunFrame): not an
    // undo step, and the values keep the set-up the run started from. Nothing while a task holds
    // the frame back.
    void stepFrame() override;
    void clearRun() override;
    const QList<Frame>& history() const { return m_history; }
    Totals totals() const { return m_totals; }

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // MathCalc pixels: about half a screen pixel per unit shows the 640 x 480 area; the canvas
    // keeps the drawing area fitted (fitRect) until the student zooms.
    double viewScale() const override { return 0.55; }
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L or the arrows (when no handle is picked) move the selected car (1; Shift: 10),
    // R turns it 5 degrees counter-clockwise, Shift+R clockwise.
    void followSelection(const Selection& picked) override;
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // Space plays or pauses, F steps one frame (CarScene), C switches car.
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;

    // The state moved by (dx, dy) for the selected car.
    State withSelectedMoved(double dx, double dy) const;
    State example(Example which) const;

signals:
    void modeChanged();

private:
    void followMode(); // m_mode from the values, and what a new mode resets
    Mode m_mode = Mode::CarVsCar;
    int m_selected = 0;
    QList<Frame> m_history;
    Totals m_totals;
    Cached<Verdict> m_verdict;
};

// The pair tested k-th (0-based) by hierarchyVsHierarchy: inner circle i of A against j of B.
struct InnerPair {
    int a = 0;
    int b = 0;
};
InnerPair testedPair(const geometry::CircleHierarchy& car, int k);
// "A2–B1" for inner circle a of car A and b of car B (0-based), kept on one line when wrapped.
QString pairName(int a, int b);

} // namespace lab
