#include "geometry/circles.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace geometry;

TEST_CASE("circleVsCircle: L3 Example 1, cars at (20,10) r30 and (-10,50) r25 collide, 2500 <= 3025")
{
    // (x-20)^2 + (y-10)^2 = 900 and (x+10)^2 + (y-50)^2 = 625.
    const auto r = circleVsCircle({ { 20, 10 }, 30 }, { { -10, 50 }, 25 });
    CHECK(r.distanceSquared == 2500); // D = 50
    CHECK(r.radiusSumSquared == 3025); // r1 + r2 = 55
    CHECK(r.hit);
}

TEST_CASE("circleVsCircle: touching counts (D == r1 + r2), a hair apart does not")
{
    CHECK(circleVsCircle({ { 0, 0 }, 2 }, { { 3, 4 }, 3 }).hit);
    CHECK_FALSE(circleVsCircle({ { 0, 0 }, 2 }, { { 3, 4.000001 }, 3 }).hit);
}

TEST_CASE("circleVsCircle: zero radius, identical circles, NaN and negative radius")
{
    CHECK(circleVsCircle({ { 1, 1 }, 0 }, { { 1, 1 }, 0 }).hit);
    CHECK_FALSE(circleVsCircle({ { 1, 1 }, 0 }, { { 1, 2 }, 0 }).hit);
    CHECK(circleVsCircle({ { 5, 5 }, 3 }, { { 5, 5 }, 3 }).hit);
    CHECK_FALSE(circleVsCircle({ { 0, 0 }, -1 }, { { 0, 0 }, 5 }).hit);
    CHECK_FALSE(circleVsCircle({ { std::numeric_limits<double>::quiet_NaN(), 0 }, 1 }, { { 0, 0 }, 5 }).hit);
}

TEST_CASE("pointInCircle: inside, on the circle, outside")
{
    const Circle c { { 20, 10 }, 30 };
    CHECK(pointInCircle({ 20, 10 }, c).hit);
    CHECK(pointInCircle({ 50, 10 }, c).hit);
    CHECK_FALSE(pointInCircle({ 50.0001, 10 }, c).hit);
    CHECK(pointInCircle({ 50, 10 }, c).radiusSquared == 900);
    CHECK_FALSE(pointInCircle({ std::numeric_limits<double>::quiet_NaN(), 0 }, c).hit);
}

TEST_CASE("circleVsCircle: the result carries (dx, dy) and r1 + r2, the steps of the code views")
{
    const auto r = circleVsCircle({ { 20, 10 }, 30 }, { { -10, 50 }, 25 });
    CHECK(r.delta == Vec2 { -30, 40 });
    CHECK(r.radiusSum == 55);
    CHECK(r.distanceSquared == r.delta.x * r.delta.x + r.delta.y * r.delta.y);
    CHECK(r.radiusSumSquared == r.radiusSum * r.radiusSum);
}
