// Lesson L3's scene: two bounding circles (centres and radii), the cars drawn in them, and the
// 60 fps animation whose frames jump past the touching moment.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/model/cached.h"
#include "core/model/lesson_task.h"
#include "core/model/scene.h"

#include <geometry/circles.h>
#include <geometry/rects.h>

#include <QList>

namespace lab {

// One run of the 60 fps animation: circle 1 stays, circle 2 moves by `step` each frame from
// `start`. The touching moment falls half way between two frames, so no frame lands on it.
struct FrameRun {
    static constexpr int kFramesBeforeContact = 5; // frames 0..5 are apart, 6 is the first hit
    static constexpr int kFrameCount = 9; // frames 0..8

    geometry::Vec2 start;
    geometry::Vec2 step;
};

// What one frame looks like: circle 2's centre there and the test of geometry/.
struct FrameInfo {
    int frame = 0;
    geometry::Vec2 center;
    geometry::CircleCircleResult test;
};

// What the lesson's tasks hold back while they are open (LessonScene::holds), besides the verdict.
namespace circles {
inline const HeldKey kHeldCircles { QStringLiteral(
    "circles") }; // the circles drawn: only their equations show
inline const HeldKey kHeldDistance { QStringLiteral("D") }; // D and the line that measures it
inline const HeldKey kHeldD2 { QStringLiteral("D2") }; // D squared
inline const HeldKey kHeldExample1 { QStringLiteral("example1") }; // the Example 1 button
inline const HeldKey kHeldFrames { QStringLiteral("frames") }; // the 60 fps animation and its frame table
} // namespace circles

class CirclesScene : public LessonScene {
    Q_OBJECT
public:
    enum Param { A1, B1, A2, B2, R1, R2, ParamCount }; // fields in rows: centres, then radii
    enum Example { Example1, FalseCollision };

    explicit CirclesScene(QObject* parent = nullptr);

    geometry::Circle first() const { return circleOf(state(), 0); }
    geometry::Circle second() const { return circleOf(state(), 1); }
    // geometry::circleVsCircle of the circles as shown, computed once per change for the canvas,
    // the read-out and the live text.
    const geometry::CircleCircleResult& result() const;
    // The verdict of result(): collide (D < r1 + r2), touch (D = r1 + r2) or apart.
    Verdict verdict() const;
    static geometry::Circle circleOf(const State& state, int index);
    // D, D squared: not to be shown while a task holds either back.
    bool holdsDistance() const { return holds(circles::kHeldDistance) || holds(circles::kHeldD2); }

    // The car drawn in circle `index`: a body whose corners lie on the circle, twice as long
    // as wide, facing +x (car 1) or -x (car 2). Its outline is drawn inside this box.
    static geometry::Aabb carBox(const geometry::Circle& circle);
    // The exact test of the car bodies (their boxes, touching counts), once per change too.
    const geometry::AabbAabbResult& carsResult() const;

    QString validate(const State& state) const override;
    // None while a task holds the circles back (the canvas shows their equations only).
    QList<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L (left, down, up, right; Shift: further) move the circle of the canvas's selected
    // handle, circle 1 when none is selected.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // The default scene, Example 1, the false collision, the circles and the run's start.
    QRectF fitRect() const override;
    // The fixed part of fitRect(): where the default scene, Example 1 and the false collision
    // lie. The tasks put their circles inside it, so the view stays as it is.
    static QRectF lessonRegion();
    static bool inLessonRegion(const State& state);

    static State example(Example which);

    // The animation: a run is planned from the student's values, its frames are shown over them
    // (LessonScene::showRunFrame: no undo steps, the values stay), and leaving shows the values.
    static FrameRun planRun(const State& state);
    static FrameInfo frameOf(const State& state, const FrameRun& run, int frame);
    const QList<FrameInfo>& frames() const; // all frames of the current run, once per change
    bool animating() const { return m_animating; }
    int frame() const { return m_frame; }
    const FrameRun& run() const { return m_run; }
    const State& savedState() const { return m_saved; }
    void startAnimation();
    void showFrame(int frame);
    // Leaves the animation; `restore` shows the student's values again (false when an undo step
    // has already replaced them, which ended the run frame).
    void stopAnimation(bool restore);

private:
    struct Tests {
        geometry::CircleCircleResult circles;
        geometry::AabbAabbResult cars;
    };
    const Tests& tests() const;

    bool m_circlesHeld = false; // what handles() last said, to tell the canvas when it changes
    bool m_animating = false;
    int m_frame = 0;
    FrameRun m_run;
    State m_saved;
    Cached<Tests> m_tests;
    Cached<QList<FrameInfo>> m_frames;
};

} // namespace lab
