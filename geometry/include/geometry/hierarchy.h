// Hierarchical bounding circles (seed 003, L4 and exercise E3): an outer circle and up to
// kMaxInner inner circles, in local coordinates, placed by a Pose. No heap.
#pragma once

#include "geometry/circles.h"
#include "geometry/rects.h"
#include "geometry/shapes.h"

#include <array>

namespace geometry {

struct Pose {
    Vec2 position;
    double angle = 0; // radians, counter-clockwise
};

struct CircleHierarchy {
    static constexpr int kMaxInner = 8;
    Circle outer {}; // centre in local coordinates (usually (0, 0))
    std::array<Circle, kMaxInner> inner {}; // offsets from the pose position, local coordinates
    int innerCount = 0;
};

// The seed's car: inner r = 45, 60, 70 at (-105,-15), (90,-10), (0,0) (front, rear, middle).
CircleHierarchy seedCar(double outerRadius);

// World circle: local centre rotated by pose.angle, then moved by pose.position.
Circle worldOuter(const CircleHierarchy& h, const Pose& pose);
Circle worldInner(const CircleHierarchy& h, const Pose& pose, int index);

struct HierarchyResult {
    bool hit = false;
    bool outerOverlap = false; // the coarse test; false means no inner test was done
    int circleTests = 0; // circle-vs-circle tests performed (1 + inner pairs tried)
    int innerA = -1, innerB = -1; // first inner pair found overlapping
};
// Every circle test hierarchyVsHierarchy did, in order (the lessons' code views): tests[0] is the
// outer pair, tests[k] for k >= 1 inner pair ((k - 1) / b.innerCount, (k - 1) % b.innerCount).
struct HierarchyTrace {
    static constexpr int kMaxTests = 1 + CircleHierarchy::kMaxInner * CircleHierarchy::kMaxInner;
    std::array<CircleCircleResult, kMaxTests> tests {};
    int count = 0; // equals the result's circleTests
};
// Outer vs outer first; only if they meet, inner pairs (i, j) in order until one overlaps.
// `trace`, when given, receives every test.
HierarchyResult hierarchyVsHierarchy(const CircleHierarchy& a, const Pose& poseA, const CircleHierarchy& b,
    const Pose& poseB, HierarchyTrace* trace = nullptr);

struct HierarchyWallResult {
    bool hit = false; // an inner circle pokes out of the area (outer alone is not enough)
    bool outerTouches = false; // x - r < Left or Right < x + r (or the same in y) for the outer circle
    int circleTests = 0; // circle-vs-walls tests performed
    int innerIndex = -1; // first inner circle poking out
};
// Circle-vs-walls rule of the seed: outside when x - r < area.min.x or area.max.x < x + r, same in y.
HierarchyWallResult hierarchyVsWalls(const CircleHierarchy& h, const Pose& pose, const Aabb& area);

struct HierarchyBounceResult {
    Pose pose {};
    Vec2 velocity {};
    bool outerTouched = false;
    int innerIndex = -1; // inner circle that reversed the velocity, or -1
    bool flippedX = false, flippedY = false;
    int circleTests = 0;
};
// One circle-vs-walls test of bounceHierarchyInBox: the world circle tested and whether it is out
// sideways (x - r < Left or Right < x + r) and up or down (the same in y).
struct WallTest {
    Circle circle {};
    bool outX = false, outY = false;
};
// Every test bounceHierarchyInBox did, in order (the lessons' code views): tests[0] is the outer
// circle before the move, tests[k] for k >= 1 inner circle k - 1 after the first move.
struct HierarchyBounceTrace {
    std::array<WallTest, 1 + CircleHierarchy::kMaxInner> tests {};
    int count = 0; // equals the result's circleTests
};
// The seed's car Update: if the outer circle pokes out, move, then test the inner circles in order;
// the first that pokes out reverses velocity.x (or else velocity.y) and the car moves again.
// Otherwise just move. The pose angle is kept. `trace`, when given, receives every test.
HierarchyBounceResult bounceHierarchyInBox(const CircleHierarchy& h, const Pose& pose, Vec2 velocity,
    const Aabb& area, HierarchyBounceTrace* trace = nullptr);

} // namespace geometry
