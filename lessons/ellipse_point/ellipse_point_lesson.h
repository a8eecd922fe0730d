// Lesson L5: is a point inside a rotated ellipse? (seed 001) Translate by -C, rotate by -theta,
// scale y by rx/ry: the ellipse becomes the circle of radius rx, and geometry::pointInEllipse
// compares x'^2 + y'^2 with rx^2. A stage selector shows the scene after each of the three maps.
#pragma once

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/affine.h>
#include <geometry/ellipses.h>

#include <QCoreApplication>

namespace lab {

class EllipsePointScene : public LessonScene {
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

    explicit EllipsePointScene(QObject* parent = nullptr);

    geometry::Vec2 point() const { return pointOf(state()); }
    geometry::Ellipse ellipse() const { return ellipseOf(state()); }
    geometry::PointEllipseResult trace() const { return geometry::pointInEllipse(point(), ellipse()); }
    static geometry::Vec2 pointOf(const State& state);
    static geometry::Ellipse ellipseOf(const State& state); // angle in radians
    // Where the rx and ry handles sit: C + rx (cos, sin), C + ry (-sin, cos).
    static geometry::Vec2 axisEnd(const State& state, Handle end);

    // The three maps as affine maps (geometry/affine.h) and their product M = S R T.
    struct Maps {
        geometry::Affine2 T, R, S, M;
    };
    static Maps maps(const geometry::Ellipse& e);
    // The point after `stage` maps, from the trace of geometry::pointInEllipse.
    static geometry::Vec2 pointAt(const geometry::PointEllipseResult& trace, geometry::Vec2 p, int stage);

    int stage() const { return m_stage; }
    void setStage(int stage);

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the ellipse (Shift: a bigger step), S / T stretch it along its x / y axis
    // (Shift: shrink), R turns it 5 degrees counter-clockwise (Shift: back). The arrows move the
    // picked ellipse by the same steps as H/J/K/L.
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // What the canvas keeps in view: the ellipse, its image at the origin and every stage of P, as
    // they were at the last refit() (not while dragging, so the view holds still under the mouse).
    QRectF fitRect() const override { return m_fit; }
    void refit();
    static QRectF viewBox(const State& state);

    static State example(Example which);

signals:
    void stageChanged(int stage);

private:
    int m_stage = Original;
    QRectF m_fit;
};

class EllipsePointLesson : public LessonOf<EllipsePointScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointLesson)

public:
    QString id() const override { return QStringLiteral("ellipse_point"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const EllipsePointScene& scene) const override;
};

namespace ellipse_point {
// A number in the current locale, up to two decimals.
QString num(double value);
// The same for KaTeX: a decimal comma wrapped so KaTeX adds no space after it, and negative
// numbers in brackets when `bracketNegative` (for products such as 2 \cdot (-3)).
QString mathNum(double value, bool bracketNegative = false);
QString pointText(geometry::Vec2 p);
// The stage's name, in the current language ("translated by −C" ...).
QString stageName(int stage);
} // namespace ellipse_point

} // namespace lab
