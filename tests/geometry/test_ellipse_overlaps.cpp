// The exact ellipse test's answers on the benchmark's sets (bench/ellipse_pairs.h), the hard set
// above all, and the plain overlaps() against the traced ellipseVsEllipse on every input.
#include "ellipse_pairs.h"

#include "geometry/ellipses.h"

#include "support.h"

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <random>
#include <utility>

using namespace geometry;
using namespace geometry::test;

namespace {
struct Tally {
    int known = 0, overlap = 0, certified = 0, longDouble = 0;
};

// Every known answer right, from both functions; the same answer from both on every pair.
Tally checkAll(const std::vector<bench::EllipsePair>& set)
{
    Tally t;
    for (std::size_t i = 0; i < set.size(); ++i) {
        const auto& p = set[i];
        const auto traced = ellipseVsEllipse(p.a, p.b);
        INFO("pair " << i);
        REQUIRE(overlaps(p.a, p.b) == traced.hit);
        REQUIRE(overlaps(p.b, p.a) == traced.hit);
        t.certified += traced.certified;
        t.longDouble += traced.usedLongDouble;
        if (p.truth == bench::Truth::Unknown)
            continue;
        ++t.known;
        t.overlap += p.truth == bench::Truth::Overlap;
        CHECK(traced.hit == (p.truth == bench::Truth::Overlap));
    }
    return t;
}

} // namespace

TEST_CASE("overlaps(Ellipse): right, and the same as ellipseVsEllipse, on the benchmark's random and "
          "near-contact pairs")
{
    for (const auto& set : { bench::randomPairs(1024), bench::nearContactPairs(512) }) {
        const Tally t = checkAll(set);
        CHECK(t.known > static_cast<int>(set.size()) * 99 / 100);
        CHECK(t.overlap > t.known / 5);
        CHECK(t.overlap < t.known * 4 / 5);
    }
}

TEST_CASE("ellipseVsEllipse: the hard set right, gaps of 1e-12 to 1e-2 of the smallest semi-axis")
{
    // Separated circles, nearly equal ellipses and thin ones (1:100 to 1:1000), built touching and
    // then moved apart or into each other; the truth comes from a separating line or a common point.
    for (const unsigned seed : { 7u, 8u, 9u }) {
        const auto set = bench::hardPairs(1500, seed);
        const Tally t = checkAll(set);
        CHECK(t.known == 1500);
        CHECK(t.overlap > 300);
        CHECK(t.certified > 100); // many are within the band around d = 1
        CHECK(t.longDouble > 0); // and some beyond what double certificates resolve
    }
}

TEST_CASE("ellipseVsEllipse: two thin ellipses 1e-15 apart (once called touching by the long double band) "
          "are apart")
{
    // Pair 374 of the benchmark's hard set: 1:941 against 1:311; the long double pass alone counted
    // a gap below 1e-17 times its scale (here about 1e-14) as touching.
    const auto set = bench::hardPairs(1024, 7);
    const auto& p = set[374];
    REQUIRE(p.truth == bench::Truth::Separated);
    REQUIRE(p.a.rx / p.a.ry > 900);
    const auto r = ellipseVsEllipse(p.a, p.b);
    CHECK_FALSE(r.hit);
    CHECK(r.certified);
    CHECK_FALSE(overlaps(p.a, p.b));
}

TEST_CASE("overlaps(Ellipse): tiny and huge scales 1e-9 (relative) from touching, both sides")
{
    std::mt19937 rng(31);
    std::uniform_real_distribution<double> ang(-std::numbers::pi, std::numbers::pi), axis(0.2, 3);
    int checked = 0;
    for (int i = 0; i < 600; ++i) {
        const double k = i % 3 == 0 ? 1e-120 : (i % 3 == 1 ? 1e120 : 1.0);
        const Ellipse a { { 0, 0 }, axis(rng), axis(rng), ang(rng) },
            b { { 0, 0 }, axis(rng), axis(rng), ang(rng) };
        const double minAxis = std::min({ a.rx, a.ry, b.rx, b.ry });
        for (const double side : { -1.0, 1.0 }) {
            const auto p
                = bench::detail::placed(scaled(a, k), scaled(b, k), ang(rng), side * 1e-9 * minAxis * k);
            if (p.truth == bench::Truth::Unknown)
                continue;
            INFO("pair " << i << " side " << side);
            CHECK(overlaps(p.a, p.b) == (side < 0));
            CHECK(ellipseVsEllipse(p.a, p.b).hit == (side < 0));
            ++checked;
        }
    }
    CHECK(checked > 1150);
}

TEST_CASE("overlaps(Ellipse): segments, points, NaN, negative and infinite sizes answer as ellipseVsEllipse")
{
    const double nan = std::numeric_limits<double>::quiet_NaN(),
                 inf = std::numeric_limits<double>::infinity();
    const Ellipse cases[] = { { { 0, 0 }, 2, 0, 0 }, { { 0, 0 }, 2, 0, 1.5707963267948966 },
        { { 0, 1 }, 2, 0, 0 }, { { 0.5, 0.5 }, 0, 0, 0 }, { { 1, 1 }, 0, 0, 0 }, { { 0, 1 }, 1, 1, 0 },
        { { nan, 0 }, 1, 1, 0 }, { { 0, 0 }, -1, 1, 0 }, { { 0, 0 }, inf, 1, 0 }, { { 0, 0 }, 1, 1, inf },
        { { 1e300, 0 }, 1e300, 1, 0 }, { { 0, 0 }, 1e-300, 1e300, 0.3 }, { { 0, 0 }, 3, 3, 0 } };
    for (const Ellipse& a : cases) {
        for (const Ellipse& b : cases) {
            const auto r = ellipseVsEllipse(a, b);
            CHECK(overlaps(a, b) == r.hit);
            CHECK((r.valid || !r.hit));
        }
    }
    CHECK(overlaps(Ellipse { { 0, 0 }, 2, 0, 0 }, Ellipse { { 0, 0 }, 2, 0, 1.5707963267948966 })); // a cross
    CHECK_FALSE(overlaps(Ellipse { { nan, 0 }, 1, 1, 0 }, Ellipse { { 0, 0 }, 1, 1, 0 }));
}

TEST_CASE("overlaps(Ellipse): a near-segment (1e-79 thick) whose Newton start is already the root overlaps")
{
    // The reduced ellipse is 0.34 x 1e-79 (r0 = 1e157): Newton starts at s = 8e156, where s^2
    // overflows; the early stop must not read that as a distance above 1 (d = 0.918).
    const Ellipse a { { -2.3130345967705335, 3.8971905312817823 }, 1.4741995166990973, 1.5509657038962592,
        -0.70750114389838803 };
    const Ellipse b { { -1.9658445498080748, 2.3348726427496054 }, 1.6227049521084796e-79,
        0.50062061163455773, -1.9163539674831185 };
    const auto r = ellipseVsEllipse(a, b);
    REQUIRE(r.distance < 1);
    CHECK(r.hit);
    CHECK(overlaps(a, b));
    CHECK(overlaps(b, a));
}

TEST_CASE(
    "overlaps(Ellipse): the same as ellipseVsEllipse on 100,000 pairs of mixed ordinary and extreme values")
{
    std::mt19937_64 rng(77);
    auto value = [&rng] {
        switch (rng() % 8) {
        case 0: return std::bit_cast<double>(static_cast<std::uint64_t>(rng()));
        case 1: return std::ldexp(1.0, static_cast<int>(rng() % 200) - 100);
        default: return std::uniform_real_distribution<double>(-4, 4)(rng);
        }
    };
    auto ellipse = [&] {
        return Ellipse { { value(), value() }, std::abs(value()), std::abs(value()), value() };
    };
    int overlapsSeen = 0;
    for (int i = 0; i < 100000; ++i) {
        const Ellipse a = ellipse(), b = ellipse();
        const bool traced = ellipseVsEllipse(a, b).hit;
        INFO("pair " << i);
        REQUIRE(overlaps(a, b) == traced);
        overlapsSeen += traced;
    }
    CHECK(overlapsSeen > 5000);
}

TEST_CASE("ellipse overlap: the same answer at every scale, subnormal and huge inputs included")
{
    // Found by geometry_fuzz: a circle of radius 8.85e-159 and an ellipse with subnormal semi-axes
    // on its boundary. Squared, such values lose their precision; the line-of-centres shortcut
    // called the pair apart while the traced test (and the same pair at scale 1) says touching.
    const Ellipse a { { 1.1899892899832476e-309, 8.8544945874389991e-159 }, 8.8544945874389708e-159,
        8.8544945874389708e-159, 8.8544945874389708e-159 };
    const Ellipse b { { 8.8544945874389708e-159, 8.8544945874389708e-159 }, 1.5597331459143612e-309,
        1.139369085387581e-309, 7.1202363472230444e-307 };
    CHECK(overlaps(a, b) == ellipseVsEllipse(a, b).hit);
    CHECK(overlaps(b, a) == ellipseVsEllipse(b, a).hit);

    // A negative semi-axis far below the largest value stays invalid: no scaling may round it to -0.
    const Ellipse c { { 1.1473699469382758e+195, 3.0342833339938612e-86 }, 3.0342833339938612e-86,
        3.0472770907538544e-86, 0 };
    const Ellipse d { { 3.0343170840054684e-86, 3.0342833339878944e-86 }, -4.7153503658441019e-224,
        5.8850522555525926e+228, 0 };
    CHECK_FALSE(ellipseVsEllipse(c, d).valid);
    CHECK(overlaps(c, d) == ellipseVsEllipse(c, d).hit);

    // Ordinary pairs (apart, touching-ish, overlapping) scaled by powers of two: one answer.
    const std::pair<Ellipse, Ellipse> pairs[] = {
        { { { -3.55, 1.25 }, 2.34, 1.23, 0.436 }, { { 2.65, 0.2 }, 1.25, 2.21, 0.463 } },
        { { { 0, 0 }, 2, 1, 0 }, { { 3, 0 }, 1, 0.5, 0 } },
        { { { 0, 0 }, 2, 1, 0.3 }, { { 2.5, 0.4 }, 1, 0.5, 1.2 } },
        { { { -2.4, 2.3 }, 0.9, 1.7, 0 }, { { 0, 0 }, 1, 1, 0 } },
    };
    for (const auto& [p, q] : pairs) {
        const bool at1 = ellipseVsEllipse(p, q).hit;
        CHECK(overlaps(p, q) == at1);
        for (const int k : { -900, -600, -300, 300, 600, 900 }) { // exact: no result is subnormal
            auto scaled = [k](const Ellipse& e) {
                return Ellipse { { std::ldexp(e.center.x, k), std::ldexp(e.center.y, k) },
                    std::ldexp(e.rx, k), std::ldexp(e.ry, k), e.angle };
            };
            const Ellipse sp = scaled(p), sq = scaled(q);
            if (!std::isfinite(sp.center.x) || !std::isfinite(sq.center.x) || !std::isfinite(sp.rx)
                || !std::isfinite(sq.rx))
                continue;
            INFO("scale 2^" << k);
            CHECK(ellipseVsEllipse(sp, sq).hit == at1);
            CHECK(overlaps(sp, sq) == at1);
        }
    }
}
