// Circles (seed 003, L3): overlap iff D^2 <= (r1 + r2)^2, no square root; touching counts.
#pragma once

#include "geometry/shapes.h"

namespace geometry {

struct CircleCircleResult {
    bool overlap = false;
    double distanceSquared = 0;  // D^2, D = distance of the centres
    double radiusSumSquared = 0; // (r1 + r2)^2
};
// Closed disks. Zero radii allowed (a point); invalid input (NaN, r < 0) gives a miss.
CircleCircleResult circleVsCircle(const Circle& a, const Circle& b);

struct PointCircleResult {
    bool inside = false;         // on the circle counts as inside
    double distanceSquared = 0;  // |p - centre|^2
    double radiusSquared = 0;
};
PointCircleResult pointInCircle(Vec2 p, const Circle& c);

} // namespace geometry
