#include "geometry/swept.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>

using namespace geometry;

TEST_CASE("sweptCircles: tunnelling, both frames apart but the path crosses (first contact 0.4)")
{
    const SweptCircle a { { 0, 0 }, { 0, 0 }, 1 };
    const SweptCircle b { { -10, 0 }, { 10, 0 }, 1 };
    const auto h = sweptCircles(a, b);
    REQUIRE(h.hit);
    CHECK(h.t == Approx(0.4));
    CHECK(h.tClosest == Approx(0.5));
    CHECK(h.minDistanceSquared == Approx(0).margin(1e-12));
    CHECK_FALSE(h.startedTouching);
}

TEST_CASE("sweptCircles: g(s) coefficients alpha, beta, gamma and R")
{
    const SweptCircle a { { 1, 2 }, { 3, 2 }, 1.5 };
    const SweptCircle b { { 6, -1 }, { 2, 5 }, 0.5 };
    const auto h = sweptCircles(a, b);
    // C0 = (5, -3), C1 = (-1, 3): alpha = |(-6, 6)|^2, beta = 10 - 34, gamma = |(4, 0)|^2.
    CHECK(h.alpha == 72);
    CHECK(h.beta == -24);
    CHECK(h.gamma == 16);
    CHECK(h.bigR == 16);
    // g(s) = 4 |C(u)|^2 with s = 2u - 1.
    for (double u : { 0.0, 0.25, 0.6, 1.0 }) {
        const double s = 2 * u - 1;
        const Vec2 c { 5 - 6 * u, -3 + 6 * u };
        CHECK(h.alpha * s * s + 2 * h.beta * s + h.gamma == Approx(4 * lengthSquared(c)));
    }
}

TEST_CASE("sweptCircles: the seed's erratum, a pass 5 apart is a hit for the textbook version only")
{
    const SweptCircle a { { 0, 0 }, { 0, 0 }, 1 };
    const SweptCircle b { { -10, 5 }, { 10, 5 }, 1 };
    const auto seed = sweptCirclesTextbook(a, b);
    CHECK(seed.vertexBranch);
    CHECK(seed.hit); // -i^2 <= r^2 (c0 + c1 - 2i) always holds
    CHECK(seed.c0 == 125);
    CHECK(seed.i == -75);
    const auto right = sweptCircles(a, b);
    CHECK_FALSE(right.hit);
    CHECK(right.minDistanceSquared == Approx(25));
}

TEST_CASE("sweptCircles: no relative motion (alpha = 0) is decided by the start distance")
{
    const SweptCircle a { { 0, 0 }, { 5, 5 }, 1 };
    CHECK_FALSE(sweptCircles(a, { { 3, 0 }, { 8, 5 }, 1 }).hit);
    const auto touching = sweptCircles(a, { { 2, 0 }, { 7, 5 }, 1 });
    CHECK(touching.hit);
    CHECK(touching.startedTouching);
    CHECK(touching.t == 0);
    CHECK(touching.alpha == 0);
}

TEST_CASE("sweptCircles: end-frame overlap, moving apart, zero radii, NaN and negative radius")
{
    const SweptCircle a { { 0, 0 }, { 0, 0 }, 1 };
    const auto end = sweptCircles(a, { { 5, 0 }, { 1.5, 0 }, 1 });
    CHECK(end.hit);
    CHECK(end.t == Approx(0.857142857142857)); // |C| = 2 at 5 - 3.5 u
    CHECK_FALSE(sweptCircles(a, { { 3, 0 }, { 9, 0 }, 1 }).hit);
    CHECK(sweptCircles({ { 0, 0 }, { 0, 0 }, 0 }, { { -1, 0 }, { 1, 0 }, 0 }).hit);
    CHECK_FALSE(sweptCircles({ { 0, 0 }, { 0, 0 }, 0 }, { { -1, 1e-9 }, { 1, 1e-9 }, 0 }).hit);
    CHECK_FALSE(sweptCircles(a, { { std::nan(""), 0 }, { 1, 0 }, 1 }).hit);
    CHECK_FALSE(sweptCircles(a, { { 3, 0 }, { 1, 0 }, -1 }).hit);
}

TEST_CASE("sweptCircles: agrees with fine time stepping on random motions")
{
    std::mt19937 rng(2024);
    std::uniform_real_distribution<double> u(-10, 10);
    std::uniform_real_distribution<double> rad(0, 3);
    int hits = 0;
    for (int n = 0; n < 3000; ++n) {
        const SweptCircle a { { u(rng), u(rng) }, { u(rng), u(rng) }, rad(rng) };
        const SweptCircle b { { u(rng), u(rng) }, { u(rng), u(rng) }, rad(rng) };
        const auto h = sweptCircles(a, b);
        const double r = a.radius + b.radius;
        const int steps = 2000;
        double sampledMin = std::numeric_limits<double>::infinity();
        double firstInside = -1;
        for (int i = 0; i <= steps; ++i) {
            const double t = double(i) / steps;
            const Vec2 pa = a.from + t * (a.to - a.from);
            const Vec2 pb = b.from + t * (b.to - b.from);
            const double d = length(pb - pa);
            sampledMin = std::min(sampledMin, d);
            if (d <= r && firstInside < 0)
                firstInside = t;
        }
        const Vec2 rel = (b.to - a.to) - (b.from - a.from);
        const double lipschitz = length(rel) / steps; // |C(u)| changes at most this per step
        if (firstInside >= 0) {
            REQUIRE(h.hit);
            CHECK(h.t <= firstInside + 1e-12);
            CHECK(h.t >= firstInside - 1.0 / steps - 1e-12);
            ++hits;
        } else if (h.hit) {
            CHECK(sampledMin <= r + lipschitz + 1e-9);
        }
        CHECK(std::sqrt(h.minDistanceSquared) <= sampledMin + 1e-9);
        // The corrected vertex test of CURRICULUM L8 gives the same verdict.
        const auto seed = sweptCirclesTextbook(a, b);
        if (seed.vertexBranch && seed.c0 + seed.c1 - 2 * seed.i > 0) {
            const double lhs = seed.c0 * seed.c1 - seed.i * seed.i;
            const double rhs = seed.rSquared * (seed.c0 + seed.c1 - 2 * seed.i);
            if (std::abs(lhs - rhs) > 1e-9 * (std::abs(lhs) + std::abs(rhs)))
                CHECK((lhs <= rhs) == h.hit);
        }
    }
    CHECK(hits > 500);
}

TEST_CASE("sweptCircles: the traced steps (C0, C1, r^2, |C0|^2, |C1|^2, u of the line, C0 x (C1 - C0))")
{
    const SweptCircle a { { 1, 2 }, { 3, 2 }, 1.5 };
    const SweptCircle b { { 6, -1 }, { 2, 5 }, 0.5 };
    const auto h = sweptCircles(a, b);
    // C0 = (5, -3), C1 = (-1, 3), C1 - C0 = (-6, 6): u = -(C0 . (C1 - C0)) / alpha = 48 / 72.
    CHECK(h.c0 == Vec2 { 5, -3 });
    CHECK(h.c1 == Vec2 { -1, 3 });
    CHECK(h.rSquared == 4);
    CHECK(h.c0Squared == 34);
    CHECK(h.c1Squared == 10);
    CHECK(h.uLine == Approx(2.0 / 3));
    CHECK(h.cross == 12); // 5 * 6 - (-3) * (-6)
    CHECK(h.tClosest == h.uLine);
    CHECK(h.minDistanceSquared == h.cross * h.cross / h.alpha);
    // Outside the frame the line's u is kept unclamped, and the end decides.
    const auto away = sweptCircles({ { 0, 0 }, { 0, 0 }, 1 }, { { 3, 0 }, { 6, 0 }, 1 });
    CHECK(away.uLine == Approx(-1));
    CHECK(away.tClosest == 0);
    CHECK(away.minDistanceSquared == away.c0Squared);
}

TEST_CASE("sweptCirclesTextbook: traces C0, C1 and both sides of its vertex test")
{
    const SweptCircle a { { 0, 0 }, { 0, 0 }, 1 };
    const SweptCircle b { { -10, 5 }, { 10, 5 }, 1 };
    const auto seed = sweptCirclesTextbook(a, b);
    CHECK(seed.C0 == Vec2 { -10, 5 });
    CHECK(seed.C1 == Vec2 { 10, 5 });
    CHECK(seed.vertexLeft == -75 * 75);
    CHECK(seed.vertexRight == 4 * (125 + 125 + 150));
    CHECK(seed.hit == (seed.vertexLeft <= seed.vertexRight));
}
