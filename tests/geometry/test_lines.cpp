#include "geometry/lines.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace geometry;

namespace {
// Line a*x + b*y = c as point + direction.
Line fromEquation(double a, double b, double c)
{
    const Vec2 direction { b, -a };
    const Vec2 point = (std::abs(b) > std::abs(a)) ? Vec2 { 0, c / b } : Vec2 { c / a, 0 };
    return { point, direction };
}
} // namespace

// The seed prints (0, 1) for this system: its elimination step doubles equation 2 but keeps
// the right-hand side 6 instead of -12. (0, 1) does not satisfy -x+3y=-6; (3, -1) satisfies both.
TEST_CASE("lineVsLine: seed example 1, 2x+3y=3 and -x+3y=-6 meet at (3, -1), not the seed's (0, 1)")
{
    const auto r = lineVsLine(fromEquation(2, 3, 3), fromEquation(-1, 3, -6));
    REQUIRE(r.kind == LineLineKind::Point);
    CHECK(r.point.x == Approx(3));
    CHECK(r.point.y == Approx(-1));
}

TEST_CASE("lineVsLine: seed example 2, -3x+6y=6 and -x+2y=2 are the same line")
{
    const auto r = lineVsLine(fromEquation(-3, 6, 6), fromEquation(-1, 2, 2));
    CHECK(r.kind == LineLineKind::SameLine);
    CHECK(r.det == Approx(0).margin(1e-12));
}

TEST_CASE("lineVsLine: seed example 3, -x+2y=2 and -x+2y=-2 are parallel")
{
    const auto r = lineVsLine(fromEquation(-1, 2, 2), fromEquation(-1, 2, -2));
    CHECK(r.kind == LineLineKind::Parallel);
}

TEST_CASE("lineVsLine: s and t place the point on both lines")
{
    const Line l1 { { -3, 2 }, { 2, 1 } };
    const Line l2 { { 4, -1 }, { -1, 3 } };
    const auto r = lineVsLine(l1, l2);
    REQUIRE(r.kind == LineLineKind::Point);
    const Vec2 onFirst = l1.point + r.s * l1.direction;
    const Vec2 onSecond = l2.point + r.t * l2.direction;
    CHECK(onFirst.x == Approx(onSecond.x));
    CHECK(onFirst.y == Approx(onSecond.y));
    CHECK(r.det == Approx(-2 * 3 + (-1) * 1));
}

TEST_CASE("lineVsLine: nearly parallel lines still meet, far away")
{
    const Line l1 { { 0, 0 }, { 1, 0 } };
    const Line l2 { { 0, 1 }, { 1, -1e-9 } };
    const auto r = lineVsLine(l1, l2);
    REQUIRE(r.kind == LineLineKind::Point);
    CHECK(r.point.x == Approx(1e9).epsilon(1e-9));
    CHECK(r.point.y == Approx(0).margin(1e-6));
}

TEST_CASE("lineVsLine: a zero direction gives ZeroDirection, never NaN")
{
    const auto r = lineVsLine(Line { { 1, 2 }, { 0, 0 } }, Line { { 0, 0 }, { 1, 1 } });
    CHECK(r.kind == LineLineKind::ZeroDirection);
    CHECK_FALSE(std::isnan(r.point.x));
    CHECK_FALSE(std::isnan(r.s));
    const auto r2 = lineVsLine(Line { { 0, 0 }, { 1, 1 } }, Line { { 1, 2 }, { 0, 0 } });
    CHECK(r2.kind == LineLineKind::ZeroDirection);
}

TEST_CASE("lineVsLine: identical lines given with opposite directions are the same line")
{
    const auto r = lineVsLine(Line { { 1, 1 }, { 2, 2 } }, Line { { 1, 1 }, { -3, -3 } });
    CHECK(r.kind == LineLineKind::SameLine);
}

TEST_CASE("lineVsLine: W = Q - P is traced for every kind but a zero direction")
{
    const Line first { { 1, 2 }, { 3, 1 } };
    for (const Vec2 q : { Vec2 { 4, 3 }, Vec2 { -2, 7 } }) {
        for (const Vec2 b : { Vec2 { -1, 2 }, Vec2 { 6, 2 } }) { // crossing, then parallel or the same line
            const auto r = lineVsLine(first, { q, b });
            CHECK(r.w.x == q.x - 1);
            CHECK(r.w.y == q.y - 2);
        }
    }
    CHECK(lineVsLine(first, { { 4, 3 }, { 0, 0 } }).w.x == 0);
}
