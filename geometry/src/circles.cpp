#include "geometry/circles.h"

namespace geometry {

CircleCircleResult circleVsCircle(const Circle& a, const Circle& b)
{
    CircleCircleResult r;
    if (!isValid(a) || !isValid(b))
        return r;
    r.delta = b.center - a.center;
    r.radiusSum = a.radius + b.radius;
    r.distanceSquared = lengthSquared(r.delta);
    r.radiusSumSquared = r.radiusSum * r.radiusSum;
    r.hit = r.distanceSquared <= r.radiusSumSquared;
    return r;
}

PointCircleResult pointInCircle(Vec2 p, const Circle& c)
{
    PointCircleResult r;
    if (!isValid(c) || !isFinite(p))
        return r;
    r.distanceSquared = lengthSquared(p - c.center);
    r.radiusSquared = c.radius * c.radius;
    r.hit = r.distanceSquared <= r.radiusSquared;
    return r;
}

} // namespace geometry
