#include "geometry/raycast.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace geometry {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

// Entry and exit times of origin + t v in the closed slab lo <= x <= hi. A zero v gives the
// whole line (-inf, inf) or the empty interval (+inf, -inf).
void slab(double origin, double v, double lo, double hi, double& in, double& out)
{
    if (v == 0) {
        const bool within = lo <= origin && origin <= hi;
        in = within ? -kInf : kInf;
        out = within ? kInf : -kInf;
        return;
    }
    in = (lo - origin) / v;
    out = (hi - origin) / v;
    if (v < 0)
        std::swap(in, out);
}

// Slab method on a box given by min/max, ray already in the box's frame; points left to the caller.
void slabCast(Vec2 origin, Vec2 v, Vec2 lo, Vec2 hi, RayAabbResult& r)
{
    r.slabOrigin = origin;
    r.slabDirection = v;
    slab(origin.x, v.x, lo.x, hi.x, r.inX, r.outX);
    slab(origin.y, v.y, lo.y, hi.y, r.inY, r.outY);
    r.slabEnter = std::max(r.inX, r.inY);
    r.slabExit = std::min(r.outX, r.outY);
    if (!(r.slabEnter <= r.slabExit) || !(r.slabExit >= 0))
        return;
    r.hit = true;
    r.startedInside = r.slabEnter <= 0;
    r.tEnter = r.startedInside ? 0 : r.slabEnter;
    r.tExit = r.slabExit;
}
} // namespace

RayAabbResult rayVsAabb(const Ray& ray, const Aabb& box)
{
    RayAabbResult r;
    if (!isValid(ray) || !isValid(box))
        return r;
    slabCast(ray.origin, ray.direction, box.min, box.max, r);
    if (r.hit) {
        r.enter = pointAt(ray, r.tEnter);
        r.exit = pointAt(ray, r.tExit);
    }
    return r;
}

RayAabbResult rayVsObb(const Ray& ray, const Obb& box)
{
    RayAabbResult r;
    if (!isValid(ray) || !isValid(box))
        return r;
    const Vec2 m = ray.origin - box.center;
    const Vec2 localOrigin { dot(m, box.axisX), dot(m, box.axisY) };
    const Vec2 localDir { dot(ray.direction, box.axisX), dot(ray.direction, box.axisY) };
    if (!(lengthSquared(localDir) > 0))
        return r;
    slabCast(localOrigin, localDir, -box.half, box.half, r);
    if (r.hit) {
        // World points from the caller's direction: the seed normalised the local direction and
        // then used its t with the unnormalised world direction (wrong points when |v| != 1).
        r.enter = pointAt(ray, r.tEnter);
        r.exit = pointAt(ray, r.tExit);
    }
    return r;
}

RayDiskResult rayVsDisk(const Ray& ray, const Circle& disk)
{
    RayDiskResult r;
    if (!isValid(ray) || !isValid(disk))
        return r;
    const Vec2 m = ray.origin - disk.center;
    const double a = lengthSquared(ray.direction);
    r.a = a;
    r.b = dot(m, ray.direction);
    r.c = lengthSquared(m) - disk.radius * disk.radius;
    // b^2 - a c rewritten as a r^2 - (m x d)^2: no cancellation when the ray starts far away.
    const double mxd = cross(m, ray.direction);
    r.discriminant = a * disk.radius * disk.radius - mxd * mxd;
    if (r.discriminant >= 0 && a > 0) {
        // The line's two roots, for drawing: q has the sign of -b, so neither division cancels.
        const double q = -(r.b + std::copysign(std::sqrt(r.discriminant), r.b));
        const double first = q / a;
        const double second = q == 0 ? first : r.c / q;
        if (std::isfinite(first) && std::isfinite(second)) {
            r.realRoots = true;
            r.rootNear = std::min(first, second);
            r.rootFar = std::max(first, second);
        }
    }
    if (r.c <= 0) {
        // Origin in the closed disk: one root <= 0 <= the other.
        const double sq = std::sqrt(std::max(r.discriminant, 0.0));
        const double q = -(r.b + std::copysign(sq, r.b));
        const double far = q == 0 ? 0 : std::max(q / a, r.c / q);
        r.hit = true;
        r.startedInside = true;
        r.tEnter = 0;
        r.tExit = std::max(far, 0.0);
    } else {
        // Outside: both roots have the sign of -b; a hit needs b < 0 and a real root.
        if (!(r.b < 0) || !(r.discriminant >= 0))
            return r;
        const double q = -r.b + std::sqrt(r.discriminant); // > 0, no cancellation
        r.hit = true;
        r.tEnter = r.c / q;
        r.tExit = q / a;
    }
    if (r.tEnter > r.tExit) // a tangent ray whose two roots rounded past each other
        r.tEnter = r.tExit = 0.5 * (r.tEnter + r.tExit);
    if (!std::isfinite(r.tEnter) || !std::isfinite(r.tExit)) {
        r = RayDiskResult {}; // overflowed inputs
        return r;
    }
    r.enter = pointAt(ray, r.tEnter);
    r.exit = pointAt(ray, r.tExit);
    return r;
}

} // namespace geometry
