// The handout's car in its drawing area, as the hierarchy lesson and the car circles exercise
// both show it: the outer radius r0 and the area's Width and Height among the scene's values, the
// area kept fitted in view, the car's key steps, and a run of frames (Space plays or pauses, F runs
// one frame) that the unit's scene steps and clears. Scene units are the handout's MathCalc pixels.
#pragma once

#include "core/model/scene.h"

#include <geometry/hierarchy.h>

#include <initializer_list>

namespace lab {

class CarScene : public LessonScene {
    Q_OBJECT
public:
    // Where r0, Width and Height sit among the values.
    struct Indices {
        int r0;
        int width;
        int height;
    };
    CarScene(QList<ParamSpec> params, Indices indices, QObject* parent);

    // The fields of the drawing area (640 by 480, as in the handout), for a unit's value list.
    static ParamSpec widthSpec();
    static ParamSpec heightSpec();

    // The handout's car (geometry::seedCar) with outer radius r0.
    geometry::CircleHierarchy handoutCar() const;
    // The drawing area, centred on the origin: Left = -Width/2 ... Top = Height/2.
    geometry::Aabb area() const;
    // The car placed by the values at `x`, `y` and `angle` (degrees, counter-clockwise).
    geometry::Pose poseAt(int x, int y, int angle) const;

    // One frame of the run (not an undo step), and a fresh run.
    virtual void stepFrame() = 0;
    virtual void clearRun() = 0;

    // The drawing area with a margin, kept fitted until the student zooms.
    QRectF fitRect() const override;
    // Space plays or pauses, F runs one frame: signals for the controls' runner.
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;

    // A key's move (1; Shift: 10), and `state` with the angle at `angle` turned by 5° counter-
    // clockwise (Shift: clockwise).
    static double moveStep(Qt::KeyboardModifiers modifiers);
    static State turned(State state, int angle, Qt::KeyboardModifiers modifiers);

signals:
    void runChanged();
    void playPauseRequested();
    void oneFrameRequested();

protected:
    // What every car scene refuses: r0 not above 0, an area under 100 by 100, a step per frame
    // (the values at `steps`) over 100. Empty when none of it.
    QString carProblem(const State& state, std::initializer_list<int> steps) const;

private:
    Indices m_indices;
    QRectF m_fittedArea;
};

} // namespace lab
