// Axis-aligned rectangles: overlap by the four separating conditions + De Morgan (seed 003, L2),
// and the AreaMove bounce of exercise E2.
#pragma once

#include "geometry/shapes.h"

namespace geometry {

enum class Touching {
    Counts, // boxes sharing only an edge or a corner overlap (closed boxes, uses <)
    DoesNotCount, // they do not (uses <=)
};

// The four ways two boxes can fail to meet; overlap = none of them holds (De Morgan).
struct AabbAabbResult {
    bool hit = false;
    bool aLeftOfB = false; // a's right edge is left of b's left edge:  a.max.x < b.min.x
    bool aRightOfB = false; // a's left edge is right of b's right edge: a.min.x > b.max.x
    bool aBelowB = false; // a's top is below b's bottom:              a.max.y < b.min.y
    bool aAboveB = false; // a's bottom is above b's top:              a.min.y > b.max.y
};

// Closed boxes; `touching` chooses whether an exactly shared edge or corner is an overlap.
// Invalid boxes (NaN, min > max) give a miss with no condition set.
AabbAabbResult aabbVsAabb(const Aabb& a, const Aabb& b, Touching touching = Touching::Counts);

// The answer alone, for callers that do not read the conditions: the same as
// aabbVsAabb(a, b, touching).overlap for every input, invalid boxes included (false).
inline bool overlaps(const Aabb& a, const Aabb& b, Touching touching = Touching::Counts)
{
    // x - x is 0 for a finite x and NaN for inf or NaN, so the sum is 0 iff all eight are finite.
    const double finite = ((a.min.x - a.min.x) + (a.min.y - a.min.y))
        + ((a.max.x - a.max.x) + (a.max.y - a.max.y)) + ((b.min.x - b.min.x) + (b.min.y - b.min.y))
        + ((b.max.x - b.max.x) + (b.max.y - b.max.y));
    const bool ordered
        = (a.min.x <= a.max.x) & (a.min.y <= a.max.y) & (b.min.x <= b.max.x) & (b.min.y <= b.max.y);
    const bool meet = touching == Touching::Counts
        ? (a.max.x >= b.min.x) & (a.min.x <= b.max.x) & (a.max.y >= b.min.y) & (a.min.y <= b.max.y)
        : (a.max.x > b.min.x) & (a.min.x < b.max.x) & (a.max.y > b.min.y) & (a.min.y < b.max.y);
    return meet & ordered & (finite == 0);
}

struct RectBounceResult {
    Aabb moved {}; // the box after the step
    Vec2 velocity {}; // the velocity after the bounce
    bool hitLeft = false, hitRight = false, hitBottom = false, hitTop = false;
};

// One AreaMove step (E2): reverse velocity.x if the box pokes out of `area` on the left
// (min.x < area.min.x) or right (area.max.x < max.x), same for y; then move by the new velocity.
// A component is only reversed if it points further out, so a box spawned outside cannot jitter.
RectBounceResult bounceRectInBox(const Aabb& rect, Vec2 velocity, const Aabb& area);

} // namespace geometry
