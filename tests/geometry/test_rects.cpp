#include "geometry/rects.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace geometry;

TEST_CASE("aabbVsAabb: overlapping boxes, no separating condition holds")
{
    const auto r = aabbVsAabb({ { 0, 0 }, { 2, 2 } }, { { 1, 1 }, { 3, 3 } });
    CHECK(r.hit);
    CHECK_FALSE(r.aLeftOfB);
    CHECK_FALSE(r.aRightOfB);
    CHECK_FALSE(r.aBelowB);
    CHECK_FALSE(r.aAboveB);
}

TEST_CASE("aabbVsAabb: each of the four separating conditions on its own")
{
    const Aabb b { { 0, 0 }, { 1, 1 } };
    CHECK(aabbVsAabb({ { -3, 0 }, { -2, 1 } }, b).aLeftOfB);
    CHECK(aabbVsAabb({ { 2, 0 }, { 3, 1 } }, b).aRightOfB);
    CHECK(aabbVsAabb({ { 0, -3 }, { 1, -2 } }, b).aBelowB);
    CHECK(aabbVsAabb({ { 0, 2 }, { 1, 3 } }, b).aAboveB);
    const auto diag = aabbVsAabb({ { 2, 2 }, { 3, 3 } }, b);
    CHECK(diag.aRightOfB);
    CHECK(diag.aAboveB);
    CHECK_FALSE(diag.hit);
}

TEST_CASE("aabbVsAabb: a shared edge or corner follows the touching parameter")
{
    const Aabb a { { 0, 0 }, { 1, 1 } };
    const Aabb edge { { 1, 0 }, { 2, 1 } };
    const Aabb corner { { 1, 1 }, { 2, 2 } };
    CHECK(aabbVsAabb(a, edge, Touching::Counts).hit);
    CHECK_FALSE(aabbVsAabb(a, edge, Touching::DoesNotCount).hit);
    CHECK(aabbVsAabb(a, edge, Touching::DoesNotCount).aLeftOfB);
    CHECK(aabbVsAabb(a, corner).hit);
    CHECK_FALSE(aabbVsAabb(a, corner, Touching::DoesNotCount).hit);
}

TEST_CASE("aabbVsAabb: identical, nested and zero-size boxes, NaN is a miss")
{
    const Aabb a { { 0, 0 }, { 4, 4 } };
    CHECK(aabbVsAabb(a, a).hit);
    CHECK(aabbVsAabb(a, { { 1, 1 }, { 2, 2 } }).hit);
    CHECK(aabbVsAabb(a, { { 4, 4 }, { 4, 4 } }).hit);
    CHECK_FALSE(aabbVsAabb(a, { { 4, 4 }, { 4, 4 } }, Touching::DoesNotCount).hit);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK_FALSE(aabbVsAabb(a, { { nan, 0 }, { 1, 1 } }).hit);
}

TEST_CASE("aabbVsAabb: the seed's E1 boxes given by corners in any order")
{
    // Seed code: overlap iff p2.X > P0.X && p0.X < P2.X && p0.Y > P2.Y && p2.Y < P0.Y (p0 top-left).
    const Aabb r1 = aabbFromCorners({ -100, 50 }, { 20, -40 });
    const Aabb r2 = aabbFromCorners({ 60, -80 }, { 0, 10 });
    CHECK(aabbVsAabb(r1, r2).hit);
    const Aabb r3 = aabbFromCorners({ 30, 100 }, { 90, 60 });
    CHECK_FALSE(aabbVsAabb(r1, r3).hit);
    // The seed's strict > treats boxes sharing an edge as apart: that is Touching::DoesNotCount.
    const Aabb r4 = aabbFromCorners({ 20, 50 }, { 70, 0 });
    CHECK_FALSE(aabbVsAabb(r1, r4, Touching::DoesNotCount).hit);
    CHECK(aabbVsAabb(r1, r4, Touching::Counts).hit);
}

TEST_CASE("bounceRectInBox: E2 AreaMove, velocities (1,2) and (-2,-2) inside a 640x480 area")
{
    const Aabb area { { -320, -240 }, { 320, 240 } };
    const auto free = bounceRectInBox({ { 0, 0 }, { 50, 50 } }, { 1, 2 }, area);
    CHECK(free.velocity == Vec2 { 1, 2 });
    CHECK(free.moved.min == Vec2 { 1, 2 });
    CHECK_FALSE((free.hitLeft || free.hitRight || free.hitTop || free.hitBottom));
    // Poking out on the right: velocity.x reverses before the move.
    const auto right = bounceRectInBox({ { 271, 0 }, { 321, 50 } }, { 1, 2 }, area);
    CHECK(right.hitRight);
    CHECK(right.velocity == Vec2 { -1, 2 });
    CHECK(right.moved.max.x == 320);
    // Poking out at the bottom-left corner: both components reverse.
    const auto corner = bounceRectInBox({ { -321, -241 }, { -271, -191 } }, { -2, -2 }, area);
    CHECK(corner.hitLeft);
    CHECK(corner.hitBottom);
    CHECK(corner.velocity == Vec2 { 2, 2 });
    // Exactly on the wall is not out (strict < in the seed).
    CHECK_FALSE(bounceRectInBox({ { -320, 0 }, { -270, 50 } }, { -2, -2 }, area).hitLeft);
}

TEST_CASE("bounceRectInBox: already moving back in, the velocity is kept (no jitter)")
{
    const Aabb area { { -10, -10 }, { 10, 10 } };
    const auto r = bounceRectInBox({ { -12, 0 }, { -8, 2 } }, { 3, 0 }, area);
    CHECK(r.hitLeft);
    CHECK(r.velocity == Vec2 { 3, 0 });
}

TEST_CASE("bounceRectInBox: a long run stays within one step of the area")
{
    const Aabb area { { -320, -240 }, { 320, 240 } };
    Aabb rect { { -25, -25 }, { 25, 25 } };
    Vec2 v { -2, -2 };
    for (int i = 0; i < 5000; ++i) {
        const auto r = bounceRectInBox(rect, v, area);
        rect = r.moved;
        v = r.velocity;
        REQUIRE(rect.min.x >= area.min.x - 2);
        REQUIRE(rect.max.y <= area.max.y + 2);
    }
}
