#include "geometry/vec2.h"

#include <catch2/catch.hpp>

#include <numbers>

using namespace geometry;

TEST_CASE("vec2: arithmetic, dot, cross sign, perp")
{
    const Vec2 a { 3, 4 };
    const Vec2 b { -1, 2 };
    CHECK(a + b == Vec2 { 2, 6 });
    CHECK(a - b == Vec2 { 4, 2 });
    CHECK(2.0 * a == Vec2 { 6, 8 });
    CHECK(dot(a, b) == 5);
    CHECK(cross(Vec2 { 1, 0 }, Vec2 { 0, 1 }) == 1); // counter-clockwise is positive
    CHECK(cross(Vec2 { 0, 1 }, Vec2 { 1, 0 }) == -1);
    CHECK(perp(Vec2 { 1, 0 }) == Vec2 { 0, 1 });
    CHECK(length(a) == 5);
}

TEST_CASE("vec2: normalized keeps zero, rotated turns counter-clockwise")
{
    CHECK(normalized(Vec2 {}) == Vec2 {});
    CHECK(length(normalized(Vec2 { 1e-300, 1e-300 })) == Approx(1));
    const Vec2 r = rotated(Vec2 { 1, 0 }, std::numbers::pi / 2);
    CHECK(r.x == Approx(0).margin(1e-15));
    CHECK(r.y == Approx(1));
    CHECK_FALSE(isFinite(Vec2 { 0, std::numeric_limits<double>::quiet_NaN() }));
}
