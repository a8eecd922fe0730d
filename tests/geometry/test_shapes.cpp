#include "geometry/shapes.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace geometry;

TEST_CASE("aabbFromCorners: any diagonal order gives the same box")
{
    const Aabb expected{{-1, 2}, {3, 5}};
    for (const auto& [p, q] : {std::pair{Vec2{-1, 2}, Vec2{3, 5}}, {Vec2{3, 5}, Vec2{-1, 2}},
                               {Vec2{-1, 5}, Vec2{3, 2}}, {Vec2{3, 2}, Vec2{-1, 5}}}) {
        const Aabb b = aabbFromCorners(p, q);
        CHECK(b.min == expected.min);
        CHECK(b.max == expected.max);
    }
}

TEST_CASE("isValid: NaN, infinity and negative sizes are rejected, zero sizes are allowed")
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK(isValid(Circle{{0, 0}, 0}));
    CHECK_FALSE(isValid(Circle{{0, 0}, -1}));
    CHECK_FALSE(isValid(Circle{{nan, 0}, 1}));
    CHECK_FALSE(isValid(Ray{{0, 0}, {0, 0}}));
    CHECK_FALSE(isValid(Aabb{{1, 0}, {0, 1}}));
    CHECK(isValid(Ellipse{{0, 0}, 0, 2, 0}));
    CHECK_FALSE(isValid(Ellipse{{0, 0}, 1, 2, std::numeric_limits<double>::infinity()}));
    CHECK_FALSE(isValid(Obb{{0, 0}, {1, 0}, {0, 1}, {-1, 1}}));
    const Obb o = obbFromAngle({1, 1}, {2, 3}, 0);
    CHECK(o.axisY == Vec2{0, 1});
}
