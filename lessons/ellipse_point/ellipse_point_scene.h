// Lesson L5's scene: the point P and the ellipse (C, rx, ry, θ in degrees), the stage the canvas
// shows, and geometry::pointInEllipse's answer with the point after each of the three maps,
// computed once per change for the painter, the controls and the live text.
#pragma once

#include "core/model/cached.h"
#include "shared/ellipse_scene.h"

#include <geometry/affine.h>
#include <geometry/ellipses.h>

namespace lab {

// What the canvas draws for a step of the code (CodeStep::spotlight): the ellipse and point after
// the move, the turn or the stretch, and the comparison with the circle.
namespace ellipse_point {
inline const Spotlight kSpotTranslate { QStringLiteral("translate") };
inline const Spotlight kSpotRotate { QStringLiteral("rotate") };
inline const Spotlight kSpotScale { QStringLiteral("scale") };
inline const Spotlight kSpotCompare { QStringLiteral("compare") };
} // namespace ellipse_point

class EllipsePointScene : public EllipseScene {
    Q_OBJECT
public:
    // Fields in rows: the point, the centre, the semi-axes, the angle (degrees).
    enum Param { Px, Py, Cx, Cy, Rx, Ry, Theta, ParamCount };
    // What the canvas shows: the scene after this many of the three maps.
    enum Stage { Original, Translated, Rotated, Scaled };
    static constexpr int kStageCount = 4;
    // The canvas handles, in Tab order: the centre, the ends of the two semi-axes (they turn with
    // the ellipse; dragging one sets its semi-axis and the angle) and the point.
    enum Handle { CenterHandle, RxEnd, RyEnd, PointHandle };
    // The whole ellipse is dragged by its inside.
    enum Body { EllipseBody };
    // SeedBoundary: the seed's rx = 10, ry = 2 with P on the boundary; NearMiss: the start scene,
    // P nearer to C than rx and yet outside.
    enum Example { SeedBoundary, NearMiss };
    static constexpr EllipseFields kEllipse { Cx, Cy, Rx, Ry, Theta };

    explicit EllipsePointScene(QObject* parent = nullptr);

    geometry::Vec2 point() const { return pointOf(state()); }
    geometry::Ellipse ellipse() const { return ellipseOf(state()); }
    // geometry::pointInEllipse for what the scene shows: the verdict and P after every map.
    const geometry::PointEllipseResult& result() const;
    static geometry::Vec2 pointOf(const State& state);
    static geometry::Ellipse ellipseOf(const State& state) { return ellipseIn(state, kEllipse); }
    static geometry::Vec2 axisEnd(const State& state, Handle end)
    {
        return axisEndIn(state, kEllipse, end == RyEnd);
    }

    // The three maps as affine maps (geometry/affine.h) and their product M = S R T.
    struct Maps {
        geometry::Affine2 T, R, S, M;
    };
    static Maps maps(const geometry::Ellipse& e);
    // The point after `stage` maps, from the result of geometry::pointInEllipse.
    static geometry::Vec2 pointAt(const geometry::PointEllipseResult& result, geometry::Vec2 p, int stage);
    // The stage's name, in the current language ("translated by −C" ...).
    static QString stageName(int stage);

    int stage() const { return m_stage; }
    void setStage(int stage);
    // What a task holds back (LessonScene::holds) of the point's way: heldStageKey(k) hides the
    // point after stage k and every later one. The last stage that may be shown now.
    static HeldKey heldStageKey(int stage);
    int lastShownStage() const;
    // The stage the canvas shows: the code view's current step (spotlightStage) or else the
    // slider's, never beyond lastShownStage().
    int shownStage() const;
    // The stage a code step's spotlight names (ellipse_point::kSpot...), or -1.
    static int spotlightStage(const Spotlight& spotlight);
    // Refits the view when what it should show no longer fits (a task's fresh scene, a field
    // typed far away); not during a drag, so the view holds still under the mouse.
    void refitIfOutgrown();

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the ellipse by 0.1 (Shift: 0.5), S / T stretch it along its x / y axis
    // (Shift: shrink), R turns it 5 degrees counter-clockwise (Shift: back). The arrows move the
    // picked ellipse by the same steps as H/J/K/L.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    static State example(Example which);

signals:
    void stageChanged(int stage);

protected:
    // The ellipse, its image at the origin and every stage of P.
    QRectF viewBox() const override;

private:
    static QList<ParamSpec> paramSpecs();

    int m_stage = Original;
    Cached<geometry::PointEllipseResult> m_result;
};

} // namespace lab
