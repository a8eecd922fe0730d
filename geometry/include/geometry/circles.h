// Circles (seed 003, L3): overlap iff D^2 <= (r1 + r2)^2, no square root; touching counts.
#pragma once

#include "geometry/shapes.h"

#include <algorithm>
#include <limits>

namespace geometry {

struct CircleCircleResult {
    bool hit = false;
    double distanceSquared = 0; // D^2, D = distance of the centres
    double radiusSumSquared = 0; // (r1 + r2)^2
    Vec2 delta {}; // b's centre minus a's: (dx, dy), D^2 = dx^2 + dy^2
    double radiusSum = 0; // r1 + r2
};
// Closed disks. Zero radii allowed (a point); invalid input (NaN, r < 0) gives a miss.
CircleCircleResult circleVsCircle(const Circle& a, const Circle& b);

// The answer alone: the same as circleVsCircle(a, b).overlap for every input (same arithmetic).
inline bool overlaps(const Circle& a, const Circle& b)
{
    const double dx = b.center.x - a.center.x, dy = b.center.y - a.center.y;
    const double sum = a.radius + b.radius;
    const double d2 = dx * dx + dy * dy, s2 = sum * sum;
    // With a finite s2, d2 <= s2 fails for NaN and for infinite centres.
    if (s2 < std::numeric_limits<double>::infinity() && std::min(a.radius, b.radius) >= 0)
        return d2 <= s2;
    return circleVsCircle(a, b).hit; // negative, infinite, NaN or overflowing radii
}

struct PointCircleResult {
    bool hit = false; // the point is inside (on the circle counts as inside)
    double distanceSquared = 0; // |p - centre|^2
    double radiusSquared = 0;
};
PointCircleResult pointInCircle(Vec2 p, const Circle& c);

} // namespace geometry
