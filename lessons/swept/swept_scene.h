// Lesson L8's scene: two circles moving in straight lines between two frames (A and B at the
// previous frame and at this frame, and their radii), and the three tests of the lesson, computed
// once per change for the painter, the controls (read-out and plot) and the live text.
#pragma once

#include "core/model/cached.h"
#include "core/model/scene.h"

#include <geometry/circles.h>
#include <geometry/swept.h>

namespace lab {

// The swept test of geometry/, the seed's own test, and the per-frame test at both frames.
struct SweptSceneResult {
    geometry::SweptResult swept;
    geometry::SweptTextbookResult textbook;
    geometry::CircleCircleResult previousFrame; // circleVsCircle at u = 0
    geometry::CircleCircleResult thisFrame; // circleVsCircle at u = 1
    bool perFrameHit() const { return previousFrame.hit || thisFrame.hit; }
};

// What the swept tasks hold back besides the verdict (LessonScene::holds): the first contact (its
// circles, its marker in the plot, its time), and the closest approach (alpha, beta, gamma, s_top,
// the curve of g and its vertex, the closest circles).
inline const HeldKey kHeldContact { QStringLiteral("contact") };
inline const HeldKey kHeldVertex { QStringLiteral("vertex") };

class SweptScene : public LessonScene {
    Q_OBJECT
public:
    // Fields in rows: A at the previous frame and at this frame, then B, then the radii.
    enum Param { A0x, A0y, A1x, A1y, B0x, B0y, B1x, B1y, RA, RB, ParamCount };
    // One-click configurations; Start is the default scene.
    enum Example { Start, Tunnelling, TextbookFalseHit, NoRelativeMotion };

    explicit SweptScene(QObject* parent = nullptr);

    static geometry::SweptCircle circleA(const State& state);
    static geometry::SweptCircle circleB(const State& state);
    geometry::SweptCircle a() const { return circleA(state()); }
    geometry::SweptCircle b() const { return circleB(state()); }

    // The three tests for what the scene shows, computed once per change.
    const SweptSceneResult& result() const;
    // Circle `which` (0: A, 1: B) at fraction u of the frame.
    geometry::Circle circleAt(int which, double u) const;

    // Radii may be zero (a point moving along its path) but not negative.
    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // A circle's whole path (both frames) is dragged by the inside of either of its circles.
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L (left, down, up, right by 1; Shift: by 5) move the whole path of the circle of the
    // selected handle or body, A when nothing is selected.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    QRectF fitRect() const override;
    // Asks the canvas to fit again when the circles left the view it last fitted (a task's fresh
    // scene, a field typed far away); the controls call it, not during a drag.
    void refitIfOutgrown();

    static State example(Example which);

private:
    static QList<ParamSpec> paramSpecs();

    Cached<SweptSceneResult> m_result;
    QRectF m_fitted; // fitRect() when the canvas was last asked to fit
};

} // namespace lab
