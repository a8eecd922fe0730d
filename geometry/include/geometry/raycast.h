// Ray casts (seed 002 parts A, B; L6). The ray is origin + t * direction, t >= 0, direction of any
// non-zero length; all t are in units of that direction, all points in world coordinates.
// Shapes are closed. Zero direction, NaN/inf or negative sizes give a miss.
#pragma once

#include "geometry/shapes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace geometry {

// Hit if the ray has at least one point in the closed shape. A ray starting inside hits with
// startedInside = true, tEnter = 0 and enter = origin (the seed reports a miss there).
struct RayResult {
    bool hit = false;
    bool startedInside = false;
    double tEnter = 0, tExit = 0; // ray parameters of the first and last point inside
    Vec2 enter {}, exit {};
};

// Slab times of the ray's supporting line, sorted so inX <= outX and inY <= outY. A direction
// component of zero gives (-inf, +inf) when the origin lies within that slab (closed) and a miss
// otherwise. slabEnter = max(inX, inY), slabExit = min(outX, outY), before clamping to t >= 0.
struct RayAabbResult : RayResult {
    double inX = 0, outX = 0, inY = 0, outY = 0;
    double slabEnter = 0, slabExit = 0;
    // The ray the slabs were cast with: the world ray for rayVsAabb, the ray in the box's frame
    // (m . ui, m . uj with m = origin - centre, and the direction projected alike) for rayVsObb.
    Vec2 slabOrigin {}, slabDirection {};
};

// Slab method. Grazing rule: hit iff slabEnter <= slabExit and slabExit >= 0, so touching a
// corner or running along an edge is a hit (tEnter == tExit at a corner).
RayAabbResult rayVsAabb(const Ray& ray, const Aabb& box);

// The slab method in the box's frame (origin and direction projected onto the unit axes; t is
// unchanged by that rotation); slab fields are local, points are world points for any |direction|.
RayAabbResult rayVsObb(const Ray& ray, const Obb& box);

// Roots of |m + t d|^2 = r^2, m = origin - centre (seed: b = m.d, c = |m|^2 - r^2, D = b^2 - c for
// |d| = 1). For any |d|: a t^2 + 2 b t + c = 0, a = |d|^2, D = b^2 - a c computed as a r^2 - (m x d)^2,
// near root c / q and far root q / a with q = -b + sqrt(D): no cancellation.
struct RayDiskResult : RayResult {
    double a = 0, b = 0, c = 0, discriminant = 0; // a = |d|^2
    bool realRoots = false; // discriminant >= 0: the ray's line meets the circle
    double rootNear = 0, rootFar = 0; // both roots of the line (either may be negative), near <= far
};
// A tangent ray (discriminant 0) hits; radius 0 is a point, hit only when the ray passes through it.
RayDiskResult rayVsDisk(const Ray& ray, const Circle& disk);

// ---- The answers alone, for callers that need only hit or miss ----
// Each returns exactly the `hit` of its traced query above for every input (same arithmetic).

namespace detail {
// 0 iff both components are finite (x - x is NaN for inf and NaN).
inline double finiteZero(Vec2 a)
{
    return (a.x - a.x) + (a.y - a.y);
}
// slabCast's answer for a ray with no zero direction component, in the box's frame: the slab
// times are the same quotients, sorted by min and max instead of a swap.
inline bool slabsMeet(Vec2 origin, Vec2 v, Vec2 lo, Vec2 hi)
{
    const double x0 = (lo.x - origin.x) / v.x, x1 = (hi.x - origin.x) / v.x;
    const double y0 = (lo.y - origin.y) / v.y, y1 = (hi.y - origin.y) / v.y;
    const double enter = std::max(std::min(x0, x1), std::min(y0, y1));
    const double exit = std::min(std::max(x0, x1), std::max(y0, y1));
    return (enter <= exit) & (exit >= 0);
}
} // namespace detail

// rayVsAabb(ray, box).hit. Rays along an axis and invalid input go to rayVsAabb itself.
inline bool intersects(const Ray& ray, const Aabb& box)
{
    const double finite = (detail::finiteZero(ray.origin) + detail::finiteZero(ray.direction))
        + (detail::finiteZero(box.min) + detail::finiteZero(box.max));
    const bool plain = (finite == 0) & (ray.direction.x != 0) & (ray.direction.y != 0)
        & (lengthSquared(ray.direction) > 0) & (box.min.x <= box.max.x) & (box.min.y <= box.max.y);
    if (plain)
        return detail::slabsMeet(ray.origin, ray.direction, box.min, box.max);
    return rayVsAabb(ray, box).hit;
}

// rayVsObb(ray, box).hit, by the same projection onto the box's axes.
inline bool intersects(const Ray& ray, const Obb& box)
{
    const double finite = (detail::finiteZero(ray.origin) + detail::finiteZero(ray.direction))
        + (detail::finiteZero(box.center) + detail::finiteZero(box.half))
        + (detail::finiteZero(box.axisX) + detail::finiteZero(box.axisY));
    const Vec2 m = ray.origin - box.center;
    const Vec2 localOrigin { dot(m, box.axisX), dot(m, box.axisY) };
    const Vec2 localDir { dot(ray.direction, box.axisX), dot(ray.direction, box.axisY) };
    const bool plain = (finite == 0) & (localDir.x != 0) & (localDir.y != 0)
        & (lengthSquared(ray.direction) > 0) & (lengthSquared(localDir) > 0) & (box.half.x >= 0)
        & (box.half.y >= 0);
    if (plain)
        return detail::slabsMeet(localOrigin, localDir, -box.half, box.half);
    return rayVsObb(ray, box).hit;
}

// rayVsDisk(ray, disk).hit: the same b, c and discriminant decide. rayVsDisk also calls a hit
// with infinite roots a miss; with moderate magnitudes (numeric.h) its roots are finite,
// otherwise rayVsDisk itself answers.
inline bool intersects(const Ray& ray, const Circle& disk)
{
    const Vec2 m = ray.origin - disk.center;
    const Vec2 d = ray.direction;
    const double r = disk.radius;
    const double a = lengthSquared(d), b = dot(m, d), c = lengthSquared(m) - r * r;
    const double mxd = cross(m, d);
    const double discriminant = a * r * r - mxd * mxd;
    const bool hit = (c <= 0) | ((b < 0) & (discriminant >= 0));
    const double size
        = (std::abs(m.x) + std::abs(m.y)) + (std::abs(d.x) + std::abs(d.y)) + r; // NaN fails below
    const bool moderate = (size <= tolerance::kRayDiskModerate) & (r >= 0)
        & (a >= tolerance::kRayDiskMinSquare) & (std::abs(c) < std::abs(b) * tolerance::kRayDiskNearRoot);
    if (moderate)
        return hit;
    return hit && rayVsDisk(ray, disk).hit;
}

} // namespace geometry
