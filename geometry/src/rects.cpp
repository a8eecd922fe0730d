#include "geometry/rects.h"

namespace geometry {

AabbAabbResult aabbVsAabb(const Aabb& a, const Aabb& b, Touching touching)
{
    AabbAabbResult r;
    if (!isValid(a) || !isValid(b))
        return r;
    // Strict comparisons; when touching does not count, equality separates too.
    const bool equalSeparates = touching == Touching::DoesNotCount;
    r.aLeftOfB = a.max.x < b.min.x || (equalSeparates && a.max.x == b.min.x);
    r.aRightOfB = a.min.x > b.max.x || (equalSeparates && a.min.x == b.max.x);
    r.aBelowB = a.max.y < b.min.y || (equalSeparates && a.max.y == b.min.y);
    r.aAboveB = a.min.y > b.max.y || (equalSeparates && a.min.y == b.max.y);
    r.hit = !(r.aLeftOfB || r.aRightOfB || r.aBelowB || r.aAboveB);
    return r;
}

RectBounceResult bounceRectInBox(const Aabb& rect, Vec2 velocity, const Aabb& area)
{
    RectBounceResult r;
    r.moved = rect;
    r.velocity = velocity;
    if (!isValid(rect) || !isValid(area) || !isFinite(velocity))
        return r;
    r.hitLeft = rect.min.x < area.min.x;
    r.hitRight = area.max.x < rect.max.x;
    r.hitBottom = rect.min.y < area.min.y;
    r.hitTop = area.max.y < rect.max.y;
    if ((r.hitLeft && velocity.x < 0) || (r.hitRight && velocity.x > 0))
        r.velocity.x = -velocity.x;
    if ((r.hitBottom && velocity.y < 0) || (r.hitTop && velocity.y > 0))
        r.velocity.y = -velocity.y;
    r.moved = { rect.min + r.velocity, rect.max + r.velocity };
    return r;
}

} // namespace geometry
