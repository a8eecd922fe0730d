#include "geometry/raycast.h"

#include "support.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace geometry;
using namespace geometry::test;

namespace {
bool inClosedBox(Vec2 p, const Aabb& b, double eps)
{
    return p.x >= b.min.x - eps && p.x <= b.max.x + eps && p.y >= b.min.y - eps && p.y <= b.max.y + eps;
}
} // namespace

TEST_CASE("rayVsAabb: slab times for a diagonal ray")
{
    const auto r = rayVsAabb({ { 0, 0 }, { 1, 1 } }, { { 2, 1 }, { 4, 5 } });
    REQUIRE(r.hit);
    CHECK(r.inX == 2);
    CHECK(r.outX == 4);
    CHECK(r.inY == 1);
    CHECK(r.outY == 5);
    CHECK(r.tEnter == 2);
    CHECK(r.tExit == 4);
    CHECK(r.enter == Vec2 { 2, 2 });
    CHECK(r.exit == Vec2 { 4, 4 });
    CHECK_FALSE(r.startedInside);
}

TEST_CASE("rayVsAabb: negative direction swaps in and out")
{
    const auto r = rayVsAabb({ { 10, 3 }, { -2, 0 } }, { { 2, 1 }, { 4, 5 } });
    REQUIRE(r.hit);
    CHECK(r.inX == 3);
    CHECK(r.outX == 4);
    CHECK(r.enter == Vec2 { 4, 3 });
}

TEST_CASE("rayVsAabb: axis-parallel ray inside the slab gets infinite slab times, outside misses")
{
    const auto r = rayVsAabb({ { 3, -5 }, { 0, 1 } }, { { 2, 1 }, { 4, 5 } });
    REQUIRE(r.hit);
    CHECK(r.inX == -kInf);
    CHECK(r.outX == kInf);
    CHECK(r.tEnter == 6);
    CHECK_FALSE(rayVsAabb({ { 5, -5 }, { 0, 1 } }, { { 2, 1 }, { 4, 5 } }).hit);
}

TEST_CASE("rayVsAabb: origin inside box hits with startedInside (the seed says miss)")
{
    const auto r = rayVsAabb({ { 3, 3 }, { 1, 0 } }, { { 2, 1 }, { 4, 5 } });
    REQUIRE(r.hit);
    CHECK(r.startedInside);
    CHECK(r.tEnter == 0);
    CHECK(r.enter == Vec2 { 3, 3 });
    CHECK(r.tExit == 1);
    CHECK(r.slabEnter < 0);
}

TEST_CASE("rayVsAabb: box behind the ray misses")
{
    CHECK_FALSE(rayVsAabb({ { 10, 3 }, { 1, 0 } }, { { 2, 1 }, { 4, 5 } }).hit);
}

TEST_CASE("rayVsAabb: grazing a corner hits with tEnter == tExit, running along an edge hits")
{
    const auto corner = rayVsAabb({ { 0, 2 }, { 1, -1 } }, { { 2, 0 }, { 4, 5 } }); // touches (2, 0) only
    REQUIRE(corner.hit);
    CHECK(corner.tEnter == corner.tExit);
    CHECK(corner.enter == Vec2 { 2, 0 });
    const auto edge = rayVsAabb({ { 0, 5 }, { 1, 0 } }, { { 2, 1 }, { 4, 5 } });
    CHECK(edge.hit);
    CHECK(edge.enter == Vec2 { 2, 5 });
    CHECK_FALSE(rayVsAabb({ { 0, 5.0000001 }, { 1, 0 } }, { { 2, 1 }, { 4, 5 } }).hit);
}

TEST_CASE("rayVsAabb: zero direction, NaN and inverted boxes are a miss")
{
    CHECK_FALSE(rayVsAabb({ { 3, 3 }, { 0, 0 } }, { { 2, 1 }, { 4, 5 } }).hit);
    CHECK_FALSE(rayVsAabb({ { std::nan(""), 3 }, { 1, 0 } }, { { 2, 1 }, { 4, 5 } }).hit);
    CHECK_FALSE(rayVsAabb({ { 0, 3 }, { 1, 0 } }, { { 4, 1 }, { 2, 5 } }).hit);
    CHECK(rayVsAabb({ { 0, 3 }, { 1, 0 } }, { { 2, 3 }, { 2, 3 } }).hit); // a point box on the ray
}

TEST_CASE("rayVsAabb: slabs agree with sampling the segment [0, 20] of random rays")
{
    std::mt19937 rng(42);
    std::uniform_real_distribution<double> u(-10, 10);
    int hits = 0, checked = 0;
    for (int n = 0; n < 3000; ++n) {
        const Aabb box = aabbFromCorners({ u(rng), u(rng) }, { u(rng), u(rng) });
        const Ray ray { { u(rng), u(rng) }, { u(rng), u(rng) } };
        const auto r = rayVsAabb(ray, box);
        // Sample t in [0, tMax]; tMax covers the whole box from any origin in [-10, 10]^2.
        const double tMax = 60 / length(ray.direction);
        bool sampledHit = false;
        double firstT = -1, lastT = -1;
        const int steps = 4000;
        for (int i = 0; i <= steps; ++i) {
            const double t = tMax * i / steps;
            if (inClosedBox(pointAt(ray, t), box, 0)) {
                if (!sampledHit)
                    firstT = t;
                sampledHit = true;
                lastT = t;
            }
        }
        const double dt = tMax / steps;
        if (sampledHit) {
            REQUIRE(r.hit); // a sampled point inside proves a hit
            CHECK(r.tEnter <= firstT + 1e-12);
            CHECK(r.tEnter >= firstT - dt - 1e-9);
            CHECK(r.tExit >= lastT - 1e-12);
            CHECK(r.tExit <= lastT + dt + 1e-9);
            ++hits;
        } else if (r.hit) {
            CHECK(r.tExit - r.tEnter <= dt + 1e-9); // only a sliver between samples can be missed
        }
        if (r.hit) {
            CHECK(inClosedBox(r.enter, box, 1e-9));
            CHECK(inClosedBox(r.exit, box, 1e-9));
        }
        ++checked;
    }
    CHECK(hits > 300);
    CHECK(checked == 3000);
}

TEST_CASE("rayVsObb: world points are right for a direction of length 5 (the seed's were not)")
{
    const Obb box = obbFromAngle({ 10, 0 }, { 2, 1 }, std::numbers::pi / 2); // 2x4 box standing up
    const auto r = rayVsObb({ { 0, 0 }, { 5, 0 } }, box);
    REQUIRE(r.hit);
    CHECK(r.tEnter == Approx(9.0 / 5));
    CHECK(r.tExit == Approx(11.0 / 5));
    CHECK(r.enter.x == Approx(9));
    CHECK(r.enter.y == Approx(0).margin(1e-12));
    CHECK(r.exit.x == Approx(11));
}

TEST_CASE("rayVsObb: matches rayVsAabb for an unrotated box, started inside, misses")
{
    const Obb box = obbFromAngle({ 3, 3 }, { 1, 2 }, 0);
    const auto a = rayVsObb({ { 0, 0 }, { 1, 1 } }, box);
    const auto b = rayVsAabb({ { 0, 0 }, { 1, 1 } }, { { 2, 1 }, { 4, 5 } });
    REQUIRE(a.hit);
    CHECK(a.tEnter == Approx(b.tEnter));
    CHECK(a.tExit == Approx(b.tExit));
    const auto in = rayVsObb({ { 3, 3 }, { 0, -2 } }, obbFromAngle({ 3, 3 }, { 1, 2 }, 0.3));
    CHECK(in.startedInside);
    CHECK_FALSE(rayVsObb({ { 0, 10 }, { 1, 0 } }, box).hit);
    CHECK_FALSE(rayVsObb({ { 0, 10 }, { 0, 0 } }, box).hit);
}

TEST_CASE("rayVsObb: random rotated boxes agree with the slab test in the box frame points")
{
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> u(-10, 10);
    std::uniform_real_distribution<double> h(0.1, 4);
    for (int n = 0; n < 2000; ++n) {
        const Obb box = obbFromAngle({ u(rng), u(rng) }, { h(rng), h(rng) }, u(rng));
        const Ray ray { { u(rng), u(rng) }, { u(rng), u(rng) } };
        const auto r = rayVsObb(ray, box);
        if (!r.hit)
            continue;
        for (const Vec2 p : { r.enter, r.exit }) {
            const Vec2 m = p - box.center;
            CHECK(std::abs(dot(m, box.axisX)) <= box.half.x + 1e-9);
            CHECK(std::abs(dot(m, box.axisY)) <= box.half.y + 1e-9);
        }
    }
}

TEST_CASE("rayVsDisk: two roots, unit and non-unit direction")
{
    const auto r = rayVsDisk({ { -10, 0 }, { 1, 0 } }, { { 0, 0 }, 2 });
    REQUIRE(r.hit);
    CHECK(r.tEnter == Approx(8));
    CHECK(r.tExit == Approx(12));
    const auto r4 = rayVsDisk({ { -10, 0 }, { 4, 0 } }, { { 0, 0 }, 2 });
    CHECK(r4.tEnter == Approx(2));
    CHECK(r4.enter.x == Approx(-2));
}

TEST_CASE("rayVsDisk: origin inside the disk hits with startedInside (the seed says miss)")
{
    const auto r = rayVsDisk({ { 0.5, 0 }, { 1, 0 } }, { { 0, 0 }, 2 });
    REQUIRE(r.hit);
    CHECK(r.startedInside);
    CHECK(r.tEnter == 0);
    CHECK(r.tExit == Approx(1.5));
}

TEST_CASE("rayVsDisk: tangent ray hits, disk behind misses, zero radius, zero direction")
{
    const auto t = rayVsDisk({ { -5, 2 }, { 1, 0 } }, { { 0, 0 }, 2 });
    CHECK(t.hit);
    CHECK(t.enter.x == Approx(0).margin(1e-12));
    CHECK_FALSE(rayVsDisk({ { 5, 0 }, { 1, 0 } }, { { 0, 0 }, 2 }).hit);
    CHECK(rayVsDisk({ { -5, 0 }, { 1, 0 } }, { { 0, 0 }, 0 }).hit);
    CHECK_FALSE(rayVsDisk({ { -5, 0.1 }, { 1, 0 } }, { { 0, 0 }, 0 }).hit);
    CHECK_FALSE(rayVsDisk({ { -5, 0 }, { 0, 0 } }, { { 0, 0 }, 1 }).hit);
    CHECK_FALSE(rayVsDisk({ { -5, 0 }, { 1, 0 } }, { { 0, 0 }, -1 }).hit);
}

TEST_CASE("rayVsDisk: stable roots for a far small disk (no cancellation in the near root)")
{
    // Origin 1e8 away, radius 1: the naive -b - sqrt(D) loses the entry point; q-form keeps it.
    const auto r = rayVsDisk({ { -1e8, 0 }, { 1, 0 } }, { { 0, 0.5 }, 1 });
    REQUIRE(r.hit);
    const double half = std::sqrt(1 - 0.25);
    CHECK(r.tEnter == Approx(1e8 - half).epsilon(1e-15));
    CHECK(r.tExit == Approx(1e8 + half).epsilon(1e-15));
}

TEST_CASE("rayVsDisk: both roots of the line, near <= far, solve |m + t d|^2 = r^2, also far away and behind")
{
    struct Case {
        Ray ray;
        Circle disk;
    };
    const Case cases[] = {
        { { { -5, 0 }, { 1, 0 } }, { { 0, 0 }, 1 } }, // roots 4 and 6
        { { { 5, 0 }, { 1, 0 } }, { { 0, 0 }, 1 } }, // behind: -6 and -4
        { { { 0, 0 }, { 0, 2 } }, { { 0, 0 }, 1 } }, // inside, |d| = 2: -0.5 and 0.5
    };
    for (const Case& c : cases) {
        const RayDiskResult h = rayVsDisk(c.ray, c.disk);
        REQUIRE(h.realRoots);
        CHECK(h.rootNear <= h.rootFar);
        for (const double t : { h.rootNear, h.rootFar }) {
            const Vec2 p = pointAt(c.ray, t) - c.disk.center;
            CHECK(length(p) == Approx(c.disk.radius).epsilon(1e-9));
        }
    }
    const RayDiskResult behind = rayVsDisk({ { 5, 0 }, { 1, 0 } }, { { 0, 0 }, 1 });
    CHECK_FALSE(behind.hit);
    CHECK(behind.rootNear == Approx(-6));
    CHECK(behind.rootFar == Approx(-4));
    CHECK_FALSE(rayVsDisk({ { -5, 3 }, { 1, 0 } }, { { 0, 0 }, 1 }).realRoots);
    // Far away the roots are still right to the last digits: 1e8 -+ sqrt(0.75).
    const RayDiskResult far = rayVsDisk({ { -1e8, 0.5 }, { 1, 0 } }, { { 0, 0 }, 1 });
    CHECK(far.rootNear == Approx(1e8 - std::sqrt(0.75)).epsilon(1e-15));
    CHECK(far.rootFar == Approx(1e8 + std::sqrt(0.75)).epsilon(1e-15));
}

TEST_CASE("rayVsAabb and rayVsObb: the ray the slabs were cast with is traced")
{
    const Ray ray { { -5, -2 }, { 2, 1 } };
    const auto world = rayVsAabb(ray, { { -3, -0.5 }, { 3, 1.5 } });
    CHECK(world.slabOrigin == ray.origin);
    CHECK(world.slabDirection == ray.direction);
    const Obb box = obbFromAngle({ 1, 0.5 }, { 2.5, 1 }, 0.5);
    const auto local = rayVsObb(ray, box);
    const Vec2 m = ray.origin - box.center;
    CHECK(local.slabOrigin == Vec2 { dot(m, box.axisX), dot(m, box.axisY) });
    CHECK(local.slabDirection == Vec2 { dot(ray.direction, box.axisX), dot(ray.direction, box.axisY) });
}

TEST_CASE("rayVsDisk: a = |d|^2 is traced")
{
    CHECK(rayVsDisk({ { -10, 0 }, { 3, 4 } }, { { 0, 0 }, 2 }).a == 25);
}
