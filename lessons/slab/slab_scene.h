// Lesson L6's scene: a ray (R0, v) and the shape it is cast at, an axis-aligned box, a rotated
// rectangle or a disk (the mode is a value too), and the current shape's test, computed once per
// change for the painter, the controls and the live text. All times t count lengths of the
// direction v: at t = 1 the ray is at the tip of the arrow.
#pragma once

#include "core/model/cached.h"
#include "core/model/scene.h"

#include <geometry/raycast.h>

namespace lab {

// The test of the current shape: `slabs` for the box (geometry::rayVsAabb) and the rotated
// rectangle (geometry::rayVsObb, its slab times in the rectangle's frame), `disk` for the disk
// (geometry::rayVsDisk). The other stays a miss.
struct SlabSceneResult {
    geometry::RayAabbResult slabs;
    geometry::RayDiskResult disk;
};

// What the slab tasks hold back besides the verdict (LessonScene::holds): the slab bands; the
// slab times, and with them t_enter, t_exit, the time line and the entry and exit points; the
// disk's quadratic (b, c, D, its roots and points); the ray in the rotated rectangle's own frame
// (R0' and v': the read-out, the live box, the canvas's inset and the code's locR0 and locV).
inline const HeldKey kHeldSlabs { QStringLiteral("slabs") };
inline const HeldKey kHeldLocal { QStringLiteral("local") };
inline const HeldKey kHeldTimes { QStringLiteral("times") };
inline const HeldKey kHeldRoots { QStringLiteral("roots") };

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

    // The current shape's test for what the scene shows, computed once per change.
    const SlabSceneResult& result() const;

    // The ray in the rotated rectangle's frame: (m . ui, m . uj) with m = R0 - T, and (v . ui, v . uj),
    // as geometry::rayVsObb cast it (in the rotated mode only).
    geometry::Vec2 localOrigin() const;
    geometry::Vec2 localDirection() const;

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // A little wider than the default so that the examples' starts (x from -6 to 4) are in view.
    double viewScale() const override { return 30; }
    // The ray's start and tip, the shape and the one-click configurations' room, with space above
    // for the verdict and below for the time line; as it was at the last refit.
    QRectF fitRect() const override { return m_fit; }
    // Fits the view again when the scene no longer fits it (a task's fresh scene, a field typed
    // far away); the controls call it, not during a drag.
    void refitIfOutgrown();
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the current shape left, down, up, right by 0.25 (Shift: 1); E turns the ray
    // 5 degrees counter-clockwise (Shift+E clockwise); R turns the rectangle the same way (in the
    // axis-aligned mode it first becomes the rotated rectangle it was).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    State example(Example which) const;

private:
    static QList<ParamSpec> paramSpecs();
    // What the view must show: R0, R0 + v and the current shape.
    QRectF contentBox() const;
    static QRectF fitAround(const QRectF& content);

    Cached<SlabSceneResult> m_result;
    QRectF m_fit;
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

} // namespace lab
