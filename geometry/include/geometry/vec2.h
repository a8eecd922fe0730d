// Vec2: a plain 2D vector of doubles (MathCalc frame: x right, y up).
#pragma once

#include "numeric.h"

#include <cmath>
#include <numbers>

namespace geometry {

struct Vec2 {
    double x = 0;
    double y = 0;

    constexpr Vec2& operator+=(Vec2 o)
    {
        x += o.x;
        y += o.y;
        return *this;
    }
    constexpr Vec2& operator-=(Vec2 o)
    {
        x -= o.x;
        y -= o.y;
        return *this;
    }
    constexpr Vec2& operator*=(double k)
    {
        x *= k;
        y *= k;
        return *this;
    }
    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b)
{
    return { a.x + b.x, a.y + b.y };
}
constexpr Vec2 operator-(Vec2 a, Vec2 b)
{
    return { a.x - b.x, a.y - b.y };
}
constexpr Vec2 operator-(Vec2 a)
{
    return { -a.x, -a.y };
}
constexpr Vec2 operator*(double k, Vec2 a)
{
    return { k * a.x, k * a.y };
}
constexpr Vec2 operator*(Vec2 a, double k)
{
    return { k * a.x, k * a.y };
}

constexpr double dot(Vec2 a, Vec2 b)
{
    return a.x * b.x + a.y * b.y;
}
// z component of the 3D cross product: positive when b is counter-clockwise of a.
constexpr double cross(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}
constexpr double lengthSquared(Vec2 a)
{
    return dot(a, a);
}
// sqrt of the squares when they neither overflow nor underflow, std::hypot otherwise.
inline double length(Vec2 a)
{
    const double l2 = a.x * a.x + a.y * a.y;
    if (l2 > tolerance::kPlainSquaresMin && l2 < tolerance::kPlainSquaresMax)
        return std::sqrt(l2);
    return std::hypot(a.x, a.y);
}
// Counter-clockwise perpendicular.
constexpr Vec2 perp(Vec2 a)
{
    return { -a.y, a.x };
}
inline bool isFinite(Vec2 a)
{
    return std::isfinite(a.x) && std::isfinite(a.y);
}
// Unit vector along a; the zero vector stays zero.
inline Vec2 normalized(Vec2 a)
{
    const double len = length(a);
    return len > 0 ? Vec2 { a.x / len, a.y / len } : Vec2 {};
}
// a rotated counter-clockwise by angle (radians).
inline Vec2 rotated(Vec2 a, double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    return { c * a.x - s * a.y, s * a.x + c * a.y };
}
// Angles: the lessons show and store degrees, geometry/ computes in radians.
constexpr double radians(double degrees)
{
    return degrees * std::numbers::pi / 180;
}
constexpr double degrees(double radians)
{
    return radians * 180 / std::numbers::pi;
}

// Unit vector at angle (radians) counter-clockwise from +x.
inline Vec2 unitAt(double angle)
{
    return { std::cos(angle), std::sin(angle) };
}

} // namespace geometry
