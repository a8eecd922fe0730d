#include "geometry/shapes.h"

#include <catch2/catch.hpp>

#include <cmath>

#include <limits>

using namespace geometry;

TEST_CASE("aabbFromCorners: any diagonal order gives the same box")
{
    const Aabb expected { { -1, 2 }, { 3, 5 } };
    for (const auto& [p, q] :
        { std::pair { Vec2 { -1, 2 }, Vec2 { 3, 5 } }, { Vec2 { 3, 5 }, Vec2 { -1, 2 } },
            { Vec2 { -1, 5 }, Vec2 { 3, 2 } }, { Vec2 { 3, 2 }, Vec2 { -1, 5 } } }) {
        const Aabb b = aabbFromCorners(p, q);
        CHECK(b.min == expected.min);
        CHECK(b.max == expected.max);
    }
}

TEST_CASE("isValid: NaN, infinity and negative sizes are rejected, zero sizes are allowed")
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK(isValid(Circle { { 0, 0 }, 0 }));
    CHECK_FALSE(isValid(Circle { { 0, 0 }, -1 }));
    CHECK_FALSE(isValid(Circle { { nan, 0 }, 1 }));
    CHECK_FALSE(isValid(Ray { { 0, 0 }, { 0, 0 } }));
    CHECK_FALSE(isValid(Aabb { { 1, 0 }, { 0, 1 } }));
    CHECK(isValid(Ellipse { { 0, 0 }, 0, 2, 0 }));
    CHECK_FALSE(isValid(Ellipse { { 0, 0 }, 1, 2, std::numeric_limits<double>::infinity() }));
    CHECK_FALSE(isValid(Obb { { 0, 0 }, { 1, 0 }, { 0, 1 }, { -1, 1 } }));
    const Obb o = obbFromAngle({ 1, 1 }, { 2, 3 }, 0);
    CHECK(o.axisY == Vec2 { 0, 1 });
}

TEST_CASE("pointInAabb: edges and corners are inside, a hair outside is not, NaN never is")
{
    const geometry::Aabb box { { -1, 2 }, { 3, 5 } };
    CHECK(geometry::pointInAabb({ 0, 3 }, box));
    CHECK(geometry::pointInAabb({ -1, 2 }, box)); // corner
    CHECK(geometry::pointInAabb({ 3, 4 }, box)); // right edge
    CHECK_FALSE(geometry::pointInAabb({ std::nextafter(3.0, 4.0), 4 }, box));
    CHECK_FALSE(geometry::pointInAabb({ 0, std::nextafter(2.0, 0.0) }, box));
    CHECK_FALSE(geometry::pointInAabb({ std::nan(""), 3 }, box));
}

TEST_CASE("pointInObb: agrees with rotating the point into the rectangle's frame")
{
    const geometry::Obb b = geometry::obbFromAngle({ 2, -1 }, { 3, 1 }, 0.6);
    // Points on a grid: inside exactly when the rotated-back offset is within the half sizes.
    int inside = 0;
    for (int i = -60; i <= 60; ++i) {
        for (int j = -60; j <= 60; ++j) {
            const geometry::Vec2 p { 2 + i * 0.07, -1 + j * 0.07 };
            const double c = std::cos(-0.6), s = std::sin(-0.6);
            const double dx = p.x - 2, dy = p.y + 1;
            const double u = c * dx - s * dy, v = s * dx + c * dy;
            const bool expected = std::abs(u) <= 3 - 1e-9 && std::abs(v) <= 1 - 1e-9;
            const bool near = std::abs(std::abs(u) - 3) < 1e-9 || std::abs(std::abs(v) - 1) < 1e-9;
            if (!near)
                CHECK(geometry::pointInObb(p, b) == expected);
            inside += geometry::pointInObb(p, b) ? 1 : 0;
        }
    }
    CHECK(inside > 100); // the grid really crosses the rectangle
    CHECK_FALSE(geometry::pointInObb({ std::nan(""), 0 }, b));
}
