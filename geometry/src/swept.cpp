#include "geometry/swept.h"

#include <algorithm>
#include <cmath>

namespace geometry {

namespace {
bool validCircle(const SweptCircle& c)
{
    return isFinite(c.from) && isFinite(c.to) && std::isfinite(c.radius) && c.radius >= 0;
}
} // namespace

SweptResult sweptCircles(const SweptCircle& a, const SweptCircle& b)
{
    SweptResult h;
    if (!validCircle(a) || !validCircle(b))
        return h;
    const Vec2 c0 = b.from - a.from;
    const Vec2 c1 = b.to - a.to;
    const Vec2 d = c1 - c0;
    const double r = a.radius + b.radius;
    const double rr = r * r;
    h.alpha = lengthSquared(d);
    h.beta = lengthSquared(c1) - lengthSquared(c0);
    h.gamma = lengthSquared(c0 + c1);
    h.bigR = 4 * rr;
    const double c0sq = lengthSquared(c0);
    if (!std::isfinite(h.alpha) || !std::isfinite(h.gamma) || !std::isfinite(h.bigR) || !std::isfinite(c0sq))
        return SweptResult {}; // squares overflowed: no meaningful answer
    h.c0 = c0;
    h.c1 = c1;
    h.rSquared = rr;
    h.c0Squared = c0sq;
    h.c1Squared = lengthSquared(c1);
    h.startedTouching = c0sq <= rr;

    if (h.alpha == 0) { // no relative motion: the distance is constant during the frame
        h.tClosest = 0;
        h.minDistanceSquared = c0sq;
        h.hit = h.startedTouching;
        h.t = 0;
        return h;
    }
    const double bLin = dot(c0, d); // |C(u)|^2 = alpha u^2 + 2 bLin u + |C0|^2
    const double uStar = -bLin / h.alpha;
    h.uLine = uStar;
    h.cross = cross(c0, d);
    if (uStar <= 0) {
        h.tClosest = 0;
        h.minDistanceSquared = c0sq;
    } else if (uStar >= 1) {
        h.tClosest = 1;
        h.minDistanceSquared = h.c1Squared;
    } else {
        h.tClosest = uStar;
        h.minDistanceSquared = h.cross * h.cross / h.alpha; // squared distance from the origin to the line
    }
    h.hit = h.minDistanceSquared <= rr;
    if (!h.hit)
        return h;
    if (h.startedTouching) {
        h.t = 0;
        return h;
    }
    // First root of alpha u^2 + 2 bLin u + (|C0|^2 - r^2) = 0; bLin < 0 here (approaching).
    const double cc = c0sq - rr;
    const double disc = std::max(bLin * bLin - h.alpha * cc, 0.0);
    const double q = -bLin + std::sqrt(disc);
    h.t = q > 0 ? std::clamp(cc / q, 0.0, 1.0) : h.tClosest;
    return h;
}

SweptTextbookResult sweptCirclesTextbook(const SweptCircle& a, const SweptCircle& b)
{
    SweptTextbookResult s;
    const Vec2 C0 = b.from - a.from;
    const Vec2 C1 = b.to - a.to;
    s.rSquared = (a.radius + b.radius) * (a.radius + b.radius);
    s.c0 = dot(C0, C0);
    s.c1 = dot(C1, C1);
    s.i = dot(C0, C1);
    s.C0 = C0;
    s.C1 = C1;
    s.vertexBranch = s.i <= s.c0 && s.i <= s.c1;
    s.vertexLeft = -s.i * s.i;
    s.vertexRight = s.rSquared * (s.c0 + s.c1 - 2 * s.i);
    if (s.vertexBranch)
        s.hit = s.vertexLeft <= s.vertexRight;
    else
        s.hit = s.c0 <= s.rSquared || s.c1 <= s.rSquared;
    return s;
}

} // namespace geometry
