// Value types of the lessons' shapes. All sizes are in the MathCalc frame (x right, y up),
// angles in radians counter-clockwise. isValid() rejects NaN/inf and negative sizes.
#pragma once

#include "geometry/vec2.h"

#include <cmath>

namespace geometry {

// origin + t * direction, t >= 0; t is in units of |direction| (any non-zero length).
struct Ray {
    Vec2 origin;
    Vec2 direction;
};
constexpr Vec2 pointAt(const Ray& r, double t)
{
    return r.origin + t * r.direction;
}

struct Segment {
    Vec2 a;
    Vec2 b;
};

// Axis-aligned box, closed: min <= max componentwise when built by aabbFromCorners.
struct Aabb {
    Vec2 min;
    Vec2 max;
};
// Box spanned by two opposite corners given in any order (E1: the student clicks any diagonal).
constexpr Aabb aabbFromCorners(Vec2 p, Vec2 q)
{
    return { { p.x < q.x ? p.x : q.x, p.y < q.y ? p.y : q.y },
        { p.x < q.x ? q.x : p.x, p.y < q.y ? q.y : p.y } };
}
constexpr Vec2 centerOf(const Aabb& b)
{
    return 0.5 * (b.min + b.max);
}

// Oriented box: centre, unit axes (axisY = perp(axisX)), half sizes along them.
struct Obb {
    Vec2 center;
    Vec2 axisX { 1, 0 };
    Vec2 axisY { 0, 1 };
    Vec2 half; // (w/2, h/2)
};
inline Obb obbFromAngle(Vec2 center, Vec2 half, double angle)
{
    const Vec2 ux = unitAt(angle);
    return { center, ux, perp(ux), half };
}

struct Circle {
    Vec2 center;
    double radius = 0;
};

// Centre, semi-axes rx (along the ellipse's own x axis) and ry, rotation angle.
struct Ellipse {
    Vec2 center;
    double rx = 1;
    double ry = 1;
    double angle = 0;
};

inline bool isValid(const Ray& r)
{
    return isFinite(r.origin) && isFinite(r.direction) && lengthSquared(r.direction) > 0;
}
inline bool isValid(const Aabb& b)
{
    return isFinite(b.min) && isFinite(b.max) && b.min.x <= b.max.x && b.min.y <= b.max.y;
}
inline bool isValid(const Obb& b)
{
    return isFinite(b.center) && isFinite(b.axisX) && isFinite(b.axisY) && isFinite(b.half) && b.half.x >= 0
        && b.half.y >= 0;
}
inline bool isValid(const Circle& c)
{
    return isFinite(c.center) && std::isfinite(c.radius) && c.radius >= 0;
}
inline bool isValid(const Ellipse& e)
{
    return isFinite(e.center) && std::isfinite(e.rx) && std::isfinite(e.ry) && std::isfinite(e.angle)
        && e.rx >= 0 && e.ry >= 0;
}

// Point in a closed box (its edges count as inside); false for a NaN point or an invalid box.
inline bool pointInAabb(Vec2 p, const Aabb& b)
{
    return p.x >= b.min.x && p.x <= b.max.x && p.y >= b.min.y && p.y <= b.max.y;
}

// Point in a closed rotated rectangle: its offset from the centre, measured along each (unit)
// axis, is within that half size.
inline bool pointInObb(Vec2 p, const Obb& b)
{
    const Vec2 m { p.x - b.center.x, p.y - b.center.y };
    const double alongX = m.x * b.axisX.x + m.y * b.axisX.y;
    const double alongY = m.x * b.axisY.x + m.y * b.axisY.y;
    return std::abs(alongX) <= b.half.x && std::abs(alongY) <= b.half.y;
}

} // namespace geometry
