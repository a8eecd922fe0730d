// What the scenes of both ellipse lessons (ellipse and point, two ellipses) share: where an
// ellipse's five values sit in the state, its three canvas handles, the H/J/K/L/S/T/R keys, and
// the view box the canvas keeps fitted until the student asks again (Fit the view).
#pragma once

#include "core/model/scene.h"

#include <geometry/shapes.h>

#include <QRectF>

#include <optional>

namespace lab {

// The indices of one ellipse's values in a scene's state: centre, semi-axes, angle in degrees.
struct EllipseFields {
    int cx;
    int cy;
    int rx;
    int ry;
    int theta;
};

// How far H/J/K/L (and the arrows on a picked ellipse) move it: world units, and with Shift.
struct EllipseSteps {
    double step;
    double bigStep;
};

class EllipseScene : public LessonScene {
    Q_OBJECT
public:
    // S / T multiply a semi-axis by this (Shift: divide); R turns by kTurnDegrees (Shift: back).
    static constexpr double kStretch = 1.1;
    static constexpr double kTurnDegrees = 5;

    // The ellipse whose values sit at `fields` in `state` (its angle in radians).
    static geometry::Ellipse ellipseIn(const State& state, const EllipseFields& fields);
    // Where an axis handle sits: C + rx (cos, sin), or C + ry (-sin, cos) for the ry end.
    static geometry::Vec2 axisEndIn(const State& state, const EllipseFields& fields, bool ryEnd);
    // The three handles of an ellipse in shape group `group`: its centre, the end of its rx
    // semi-axis and the end of its ry semi-axis (both turn with the ellipse).
    static QList<HandleSpec> handlesOf(const EllipseFields& fields, int group);
    // The square around a circle: what a view box is built from.
    static QRectF squareAround(geometry::Vec2 center, double radius);

    // What the canvas keeps in view, as it was at the last refit() (not while dragging, so the
    // view holds still under the mouse).
    QRectF fitRect() const override { return m_fit; }
    void refit();
    // Refits and asks the canvas to fit again, even after the student zoomed or panned.
    void fitView();

protected:
    using LessonScene::LessonScene;

    // The view box of what the scene shows now (refit() keeps it).
    virtual QRectF viewBox() const = 0;
    // The keys both lessons share, acting on the ellipse at `fields`: H/J/K/L move it, S / T
    // stretch it along its own x / y axis, R turns it (Shift: a bigger step, shrink, back); the
    // arrows move the picked body by the same steps (a picked handle takes them before this).
    std::optional<State> ellipseKeyAction(const EllipseFields& fields, EllipseSteps steps, int key,
        Qt::KeyboardModifiers modifiers, const Selection& picked) const;

private:
    QRectF m_fit;
};

} // namespace lab
