#include "geometry/hierarchy.h"

#include <catch2/catch.hpp>

#include <numbers>

using namespace geometry;

TEST_CASE("seedCar: L4 offsets and radii (front, rear, middle)")
{
    const CircleHierarchy car = seedCar(160);
    REQUIRE(car.innerCount == 3);
    CHECK(car.inner[0].center == Vec2 { -105, -15 });
    CHECK(car.inner[0].radius == 45);
    CHECK(car.inner[1].center == Vec2 { 90, -10 });
    CHECK(car.inner[1].radius == 60);
    CHECK(car.inner[2].center == Vec2 { 0, 0 });
    CHECK(car.inner[2].radius == 70);
}

TEST_CASE("worldInner: offsets turn with the car's angle")
{
    const CircleHierarchy car = seedCar(160);
    const Circle front = worldInner(car, { { 10, 20 }, std::numbers::pi / 2 }, 0);
    CHECK(front.center.x == Approx(10 + 15));
    CHECK(front.center.y == Approx(20 - 105));
    CHECK(worldInner(car, {}, 7).radius == 0); // out of range: an empty circle
}

TEST_CASE("hierarchyVsHierarchy: far apart costs one test")
{
    const CircleHierarchy car = seedCar(160);
    const auto r = hierarchyVsHierarchy(car, { { 0, 0 }, 0 }, car, { { 1000, 0 }, 0 });
    CHECK_FALSE(r.outerOverlap);
    CHECK_FALSE(r.hit);
    CHECK(r.circleTests == 1);
}

TEST_CASE("hierarchyVsHierarchy: outer circles meet but the cars do not (a false collision avoided)")
{
    const CircleHierarchy car = seedCar(160);
    // Stacked vertically 300 apart: outer circles (r 160) overlap, inner ones (max r 70) do not.
    const auto r = hierarchyVsHierarchy(car, { { 0, 0 }, 0 }, car, { { 0, 300 }, 0 });
    CHECK(r.outerOverlap);
    CHECK_FALSE(r.hit);
    CHECK(r.circleTests == 1 + 9);
}

TEST_CASE("hierarchyVsHierarchy: nose to nose, the first inner pair found is reported")
{
    const CircleHierarchy car = seedCar(160);
    const auto r = hierarchyVsHierarchy(car, { { 0, 0 }, 0 }, car, { { 250, 0 }, 0 });
    CHECK(r.hit);
    CHECK(r.innerA == 1); // rear circle of the first car (x = 90, r 60) ...
    CHECK(r.innerB == 0); // ... meets the front circle of the second (x = 145, r 45)
    CHECK(r.circleTests == 1 + 3 + 1);
}

TEST_CASE("hierarchyVsWalls: outer circle out, inner circles inside (false wall hit avoided)")
{
    const CircleHierarchy car = seedCar(160);
    const Aabb area { { -320, -240 }, { 320, 240 } };
    const auto inside = hierarchyVsWalls(car, { { 0, 0 }, 0 }, area);
    CHECK_FALSE(inside.outerTouches);
    CHECK(inside.circleTests == 1);
    const auto near = hierarchyVsWalls(car, { { 0, 120 }, 0 }, area); // outer top 280 > 240, inner top 190
    CHECK(near.outerTouches);
    CHECK_FALSE(near.hit);
    CHECK(near.circleTests == 4);
    const auto hit = hierarchyVsWalls(car, { { 0, 180 }, 0 }, area); // middle circle top 250 > 240
    CHECK(hit.hit);
    CHECK(hit.innerIndex == 2);
}

TEST_CASE("bounceHierarchyInBox: the seed's Update, reversing on an inner hit and moving twice")
{
    const CircleHierarchy car = seedCar(160);
    const Aabb area { { -320, -240 }, { 320, 240 } };
    const auto free = bounceHierarchyInBox(car, { { 0, 0 }, 0 }, { 3, 2 }, area);
    CHECK_FALSE(free.outerTouched);
    CHECK(free.pose.position == Vec2 { 3, 2 });
    CHECK(free.velocity == Vec2 { 3, 2 });
    // Outer right edge 170 + 160 > 320; after the first move the rear circle reaches 173 + 90 + 60 > 320.
    const auto hit = bounceHierarchyInBox(car, { { 170, 0 }, 0 }, { 3, 2 }, area);
    CHECK(hit.outerTouched);
    CHECK(hit.innerIndex == 1);
    CHECK(hit.flippedX);
    CHECK(hit.velocity == Vec2 { -3, 2 });
    CHECK(hit.pose.position == Vec2 { 170, 4 }); // moved by (3,2), then by (-3,2)
    const auto nearOnly = bounceHierarchyInBox(car, { { 0, 120 }, 0 }, { 3, 2 }, area);
    CHECK(nearOnly.outerTouched);
    CHECK(nearOnly.innerIndex == -1);
    CHECK(nearOnly.velocity == Vec2 { 3, 2 });
}

TEST_CASE("hierarchyVsHierarchy: the trace holds every test in order, the same as the tests alone")
{
    const CircleHierarchy car = seedCar(155);
    const Pose a { { -130, -20 }, 15 * std::numbers::pi / 180 };
    const Pose b { { 110, 30 }, -20 * std::numbers::pi / 180 };
    HierarchyTrace trace;
    const HierarchyResult r = hierarchyVsHierarchy(car, a, car, b, &trace);
    REQUIRE(trace.count == r.circleTests);
    const auto outer = circleVsCircle(worldOuter(car, a), worldOuter(car, b));
    CHECK(trace.tests[0].distanceSquared == outer.distanceSquared);
    CHECK(trace.tests[0].hit == r.outerOverlap);
    for (int k = 1; k < trace.count; ++k) {
        const int i = (k - 1) / car.innerCount;
        const int j = (k - 1) % car.innerCount;
        const auto pair = circleVsCircle(worldInner(car, a, i), worldInner(car, b, j));
        CHECK(trace.tests[std::size_t(k)].distanceSquared == pair.distanceSquared);
        CHECK(trace.tests[std::size_t(k)].hit == (k + 1 == trace.count && r.hit));
    }
    // Apart: the trace has the outer test alone, and a trace used before starts again.
    const HierarchyResult apart = hierarchyVsHierarchy(car, a, car, { { 900, 0 }, 0 }, &trace);
    CHECK(trace.count == 1);
    CHECK_FALSE(apart.outerOverlap);
}

TEST_CASE("bounceHierarchyInBox: the trace holds the outer circle before the move and the inner after")
{
    const CircleHierarchy car = seedCar(160);
    const Aabb area { { -320, -240 }, { 320, 240 } };
    HierarchyBounceTrace trace;
    const auto hit = bounceHierarchyInBox(car, { { 170, 0 }, 0 }, { 3, 2 }, area, &trace);
    REQUIRE(trace.count == hit.circleTests);
    CHECK(trace.tests[0].circle.center == Vec2 { 170, 0 });
    CHECK(trace.tests[0].outX);
    CHECK_FALSE(trace.tests[0].outY);
    CHECK(trace.tests[1].circle.center == Vec2 { 173 - 105, 2 - 15 }); // after the first move
    CHECK_FALSE(trace.tests[1].outX);
    CHECK(trace.tests[2].circle.center == Vec2 { 173 + 90, 2 - 10 });
    CHECK(trace.tests[2].outX);
    const auto free = bounceHierarchyInBox(car, { { 0, 0 }, 0 }, { 3, 2 }, area, &trace);
    CHECK(trace.count == 1);
    CHECK_FALSE(free.outerTouched);
}
