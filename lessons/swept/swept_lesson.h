// Lesson L8: two circles moving in straight lines between two frames (seed 004). The swept test
// of geometry/ against the seed's own test, the quadratic g(s) and tunnelling.
#pragma once

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/circles.h>
#include <geometry/swept.h>

#include <QCoreApplication>

namespace lab {

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

    // The correct swept test, the seed's test, and the per-frame test at both frames.
    geometry::SweptResult result() const { return geometry::sweptCircles(a(), b()); }
    geometry::SweptTextbookResult textbook() const { return geometry::sweptCirclesTextbook(a(), b()); }
    // Circle `which` (0: A, 1: B) at fraction u of the frame.
    geometry::Circle circleAt(int which, double u) const;
    // circleVsCircle at the previous frame (u = 0) and at this frame (u = 1).
    geometry::CircleCircleResult frameTest(double u) const;
    bool perFrameHit() const { return frameTest(0).hit || frameTest(1).hit; }

    // Radii may be zero (a point moving along its path) but not negative.
    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // A circle's whole path (both frames) is dragged by the inside of either of its circles.
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L (left, down, up, right by 1; Shift: by 5) move the whole path of the circle of the
    // selected handle or body, A when nothing is selected.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    QRectF fitRect() const override;

    static State example(Example which);
};

class SweptLesson : public LessonOf<SweptScene> {
    Q_DECLARE_TR_FUNCTIONS(SweptLesson)

public:
    QString id() const override { return QStringLiteral("swept"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const SweptScene& scene) const override;
};

} // namespace lab
