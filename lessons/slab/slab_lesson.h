// Lesson L6: a ray against an axis-aligned box by the slab method, against a rotated rectangle
// (the same method in the box's own frame) and against a disk (a quadratic in t). Seed 002 A, B.
// All times t count lengths of the direction v: at t = 1 the ray is at the tip of the arrow.
#pragma once

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/raycast.h>

#include <QCoreApplication>

namespace lab {

class SlabScene : public LessonScene {
    Q_OBJECT
public:
    // The mode is a value too, so that undo and the one-click configurations restore it; its
    // field stays hidden (the controls have buttons for it).
    enum Param {
        Rx,
        Ry,
        Vx,
        Vy, // the ray: origin R0 and direction v
        Px,
        Py,
        Qx,
        Qy, // axis-aligned box: two opposite corners, in any order
        Tx,
        Ty,
        HalfW,
        HalfH, // rotated rectangle: centre T, half sizes w/2, h/2
        Angle,
        ModeParam, // its angle in degrees; which shape the ray is cast at
        Cx,
        Cy,
        Radius, // disk: centre C, radius r
        ParamCount
    };
    enum class Mode { Box = 0, Rotated = 1, Disk = 2 };
    enum class Example {
        Crossing, // inX < inY < outY < outX, as in the textbook's first figure
        Missing, // inX > outY
        ParallelInside, // v.x = 0 with R0 inside the X slab
        ParallelOutside, // v.x = 0 with R0 outside it
        StartInside, // R0 inside the box
        GrazeCorner, // tEnter = tExit at the box's top left corner
        RotatedLongV, // rotated rectangle, |v| = 2: the textbook's points go wrong
        DiskInside, // R0 at the disk's centre
        DiskTangent, // discriminant 0
    };

    explicit SlabScene(QObject* parent = nullptr);

    Mode mode() const { return modeOf(state()); }
    static Mode modeOf(const State& state);
    State withMode(Mode mode) const;

    geometry::Ray ray() const;
    geometry::Aabb box() const;
    geometry::Obb obb() const;
    geometry::Circle disk() const;

    geometry::RayAabbResult boxHit() const; // geometry::rayVsAabb
    geometry::RayAabbResult rotatedHit() const; // geometry::rayVsObb
    geometry::RayDiskResult diskHit() const; // geometry::rayVsDisk
    // The common part of the current mode's result.
    geometry::RayResult hit() const;

    // The ray in the rotated rectangle's frame: (m . ui, m . uj) with m = R0 - T, and (v . ui, v . uj).
    geometry::Vec2 localOrigin() const;
    geometry::Vec2 localDirection() const;

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // A little wider than the default so that the examples' starts (x from -6 to 4) are in view.
    double viewScale() const override { return 30; }
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the current shape left, down, up, right by 0.25 (Shift: 1); E turns the ray
    // 5 degrees counter-clockwise (Shift+E clockwise); R turns the rectangle the same way (in the
    // axis-aligned mode it first becomes the rotated rectangle it was).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    State example(Example which) const;
};

// The two roots (-b -+ sqrt(D)) / a of the disk's quadratic, from geometry's b and D, a = |v|^2.
struct DiskRoots {
    bool real = false;
    double near = 0;
    double far = 0;
};
DiskRoots diskRoots(const geometry::RayDiskResult& hit);

// The points the textbook's CollisionTest_Ray_Rect returns: it measures t along the normalised
// local direction (so t |v|) and then walks that t along the caller's v.
geometry::Vec2 textbookRectPoint(const geometry::Ray& ray, double t);

// A slab time for people: "-∞", "+∞" or the number.
QString timeText(double t);
// The same in KaTeX.
QString timeTex(double t);

class SlabLesson : public LessonOf<SlabScene> {
    Q_DECLARE_TR_FUNCTIONS(SlabLesson)

public:
    QString id() const override { return QStringLiteral("slab"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const SlabScene& scene) const override;
};

} // namespace lab
