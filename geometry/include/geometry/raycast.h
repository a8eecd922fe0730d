// Ray casts (seed 002 parts A, B; L6). The ray is origin + t * direction, t >= 0, direction of any
// non-zero length; all t are in units of that direction, all points in world coordinates.
// Shapes are closed. Zero direction, NaN/inf or negative sizes give a miss.
#pragma once

#include "geometry/shapes.h"

namespace geometry {

// Hit if the ray has at least one point in the closed shape. A ray starting inside hits with
// startedInside = true, tEnter = 0 and enter = origin (the seed reports a miss there).
struct RayHit {
    bool hit = false;
    bool startedInside = false;
    double tEnter = 0, tExit = 0; // ray parameters of the first and last point inside
    Vec2 enter{}, exit{};
};

// Slab times of the ray's supporting line, sorted so inX <= outX and inY <= outY. A direction
// component of zero gives (-inf, +inf) when the origin lies within that slab (closed) and a miss
// otherwise. slabEnter = max(inX, inY), slabExit = min(outX, outY), before clamping to t >= 0.
struct RayAabbHit : RayHit {
    double inX = 0, outX = 0, inY = 0, outY = 0;
    double slabEnter = 0, slabExit = 0;
};

// Slab method. Grazing rule: hit iff slabEnter <= slabExit and slabExit >= 0, so touching a
// corner or running along an edge is a hit (tEnter == tExit at a corner).
RayAabbHit rayVsAabb(const Ray& ray, const Aabb& box);

// The slab method in the box's frame (origin and direction projected onto the unit axes; t is
// unchanged by that rotation); slab fields are local, points are world points for any |direction|.
RayAabbHit rayVsObb(const Ray& ray, const Obb& box);

// Roots of |m + t d|^2 = r^2, m = origin - centre (seed: b = m.d, c = |m|^2 - r^2, D = b^2 - c for
// |d| = 1). For any |d|: a t^2 + 2 b t + c = 0, a = |d|^2, D = b^2 - a c computed as a r^2 - (m x d)^2,
// near root c / q and far root q / a with q = -b + sqrt(D): no cancellation.
struct RayDiskHit : RayHit {
    double b = 0, c = 0, discriminant = 0;
    bool realRoots = false;         // discriminant >= 0: the ray's line meets the circle
    double rootNear = 0, rootFar = 0; // both roots of the line (either may be negative), near <= far
};
// A tangent ray (discriminant 0) hits; radius 0 is a point, hit only when the ray passes through it.
RayDiskHit rayVsDisk(const Ray& ray, const Circle& disk);

} // namespace geometry
