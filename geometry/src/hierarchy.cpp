#include "geometry/hierarchy.h"

#include "geometry/circles.h"

#include <algorithm>

namespace geometry {

CircleHierarchy seedCar(double outerRadius)
{
    CircleHierarchy h;
    h.outer = { { 0, 0 }, outerRadius };
    h.inner[0] = { { -105, -15 }, 45 };
    h.inner[1] = { { 90, -10 }, 60 };
    h.inner[2] = { { 0, 0 }, 70 };
    h.innerCount = 3;
    return h;
}

namespace {
Circle place(const Circle& local, const Pose& pose)
{
    return { pose.position + rotated(local.center, pose.angle), local.radius };
}
int innerCount(const CircleHierarchy& h)
{
    return std::clamp(h.innerCount, 0, CircleHierarchy::kMaxInner);
}

struct WallTouch {
    bool x = false, y = false;
};
WallTouch touchesWalls(const Circle& c, const Aabb& area)
{
    return { c.center.x - c.radius < area.min.x || area.max.x < c.center.x + c.radius,
        c.center.y - c.radius < area.min.y || area.max.y < c.center.y + c.radius };
}
} // namespace

Circle worldOuter(const CircleHierarchy& h, const Pose& pose)
{
    return place(h.outer, pose);
}

Circle worldInner(const CircleHierarchy& h, const Pose& pose, int index)
{
    if (index < 0 || index >= innerCount(h))
        return {};
    return place(h.inner[static_cast<std::size_t>(index)], pose);
}

HierarchyResult hierarchyVsHierarchy(const CircleHierarchy& a, const Pose& poseA, const CircleHierarchy& b,
    const Pose& poseB, HierarchyTrace* trace)
{
    // Each test, handed to the trace when there is one.
    const auto test = [trace](const Circle& p, const Circle& q) {
        const CircleCircleResult t = circleVsCircle(p, q);
        if (trace && trace->count < HierarchyTrace::kMaxTests)
            trace->tests[static_cast<std::size_t>(trace->count++)] = t;
        return t.hit;
    };
    if (trace)
        trace->count = 0;
    HierarchyResult r;
    r.circleTests = 1;
    r.outerOverlap = test(worldOuter(a, poseA), worldOuter(b, poseB));
    if (!r.outerOverlap)
        return r;
    for (int i = 0; i < innerCount(a); ++i) {
        const Circle ca = worldInner(a, poseA, i);
        for (int j = 0; j < innerCount(b); ++j) {
            ++r.circleTests;
            if (test(ca, worldInner(b, poseB, j))) {
                r.hit = true;
                r.innerA = i;
                r.innerB = j;
                return r;
            }
        }
    }
    return r;
}

HierarchyWallResult hierarchyVsWalls(const CircleHierarchy& h, const Pose& pose, const Aabb& area)
{
    HierarchyWallResult r;
    r.circleTests = 1;
    const WallTouch outer = touchesWalls(worldOuter(h, pose), area);
    r.outerTouches = outer.x || outer.y;
    if (!r.outerTouches)
        return r;
    for (int i = 0; i < innerCount(h); ++i) {
        ++r.circleTests;
        const WallTouch w = touchesWalls(worldInner(h, pose, i), area);
        if (w.x || w.y) {
            r.hit = true;
            r.innerIndex = i;
            return r;
        }
    }
    return r;
}

HierarchyBounceResult bounceHierarchyInBox(
    const CircleHierarchy& h, const Pose& pose, Vec2 velocity, const Aabb& area, HierarchyBounceTrace* trace)
{
    // Each test, handed to the trace when there is one.
    const auto test = [trace, &area](const Circle& c) {
        const WallTouch w = touchesWalls(c, area);
        if (trace && trace->count < static_cast<int>(trace->tests.size()))
            trace->tests[static_cast<std::size_t>(trace->count++)] = { c, w.x, w.y };
        return w;
    };
    if (trace)
        trace->count = 0;
    HierarchyBounceResult r;
    r.pose = pose;
    r.velocity = velocity;
    r.circleTests = 1;
    const WallTouch outer = test(worldOuter(h, pose));
    r.outerTouched = outer.x || outer.y;
    r.pose.position += r.velocity;
    if (!r.outerTouched)
        return r;
    for (int i = 0; i < innerCount(h); ++i) {
        ++r.circleTests;
        const WallTouch w = test(worldInner(h, r.pose, i));
        if (w.x || w.y) {
            // The seed's inner AreaMove flips x when x pokes out, otherwise y, and stops there.
            if (w.x) {
                r.velocity.x = -r.velocity.x;
                r.flippedX = true;
            } else {
                r.velocity.y = -r.velocity.y;
                r.flippedY = true;
            }
            r.innerIndex = i;
            r.pose.position += r.velocity;
            return r;
        }
    }
    return r;
}

} // namespace geometry
