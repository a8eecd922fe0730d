// The plain predicates (overlaps, intersects) against their traced queries: the same answer for
// every input, named edge cases first, then many random inputs mixed with NaN, infinities, zeros,
// denormals, huge values, negative sizes and raw bit patterns.
#include "geometry/circles.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"

#include "support.h"

#include <catch2/catch.hpp>

#include <bit>
#include <cstdint>
#include <limits>
#include <random>

using namespace geometry;
using namespace geometry::test;

namespace {

// Mostly ordinary values (on a grid of 0.5, so ties and touching happen, or uniform), sometimes a
// special one, sometimes any bit pattern.
class Values {
public:
    explicit Values(unsigned seed)
        : rng_(seed)
    {
    }
    double next()
    {
        static constexpr double special[] = { 0.0, -0.0, kNaN, kInf, -kInf,
            std::numeric_limits<double>::max(), -std::numeric_limits<double>::max(),
            std::numeric_limits<double>::min(), std::numeric_limits<double>::denorm_min(), 1e300, -1e300,
            1e-300, 1e154, -1e200, 1e-200, 0x1p-600, 1e15, -1 };
        switch (rng_() % 10) {
        case 0: return special[rng_() % std::size(special)];
        case 1: return std::bit_cast<double>(static_cast<std::uint64_t>(rng_()));
        case 2:
        case 3:
        case 4: return static_cast<double>(static_cast<int>(rng_() % 21) - 10) / 2;
        default: return std::uniform_real_distribution<double>(-10, 10)(rng_);
        }
    }
    Vec2 vec()
    {
        const double x = next();
        return { x, next() };
    }
    // A size: usually non-negative, as shapes are built.
    double size()
    {
        const double v = next();
        return rng_() % 8 == 0 ? v : std::abs(v);
    }
    Aabb box()
    {
        if (rng_() % 8 == 0)
            return { vec(), vec() }; // any order, possibly min > max
        return aabbFromCorners(vec(), vec());
    }
    Ray ray() { return { vec(), vec() }; }
    Circle circle() { return { vec(), size() }; }
    Obb obb()
    {
        Obb b = obbFromAngle(vec(), { size(), size() }, next());
        if (rng_() % 8 == 0)
            b.axisX = vec();
        return b;
    }

private:
    std::mt19937_64 rng_;
};
} // namespace

// ---- named cases ----

TEST_CASE("overlaps(Aabb): shared edge and corner count only when touching counts")
{
    const Aabb a { { 0, 0 }, { 1, 1 } };
    CHECK(overlaps(a, { { 1, 0 }, { 2, 1 } }));
    CHECK(overlaps(a, { { 1, 1 }, { 2, 2 } }));
    CHECK_FALSE(overlaps(a, { { 1, 0 }, { 2, 1 } }, Touching::DoesNotCount));
    CHECK_FALSE(overlaps(a, { { 1, 1 }, { 2, 2 } }, Touching::DoesNotCount));
    CHECK(overlaps(a, { { 0.5, 0.5 }, { 2, 2 } }, Touching::DoesNotCount));
    CHECK_FALSE(overlaps(a, { { 1.5, 0 }, { 2, 1 } }));
}

TEST_CASE("overlaps(Aabb): zero-size boxes, NaN, infinity and min > max are like aabbVsAabb")
{
    const Aabb a { { 0, 0 }, { 1, 1 } };
    CHECK(overlaps(a, { { 0.5, 0.5 }, { 0.5, 0.5 } }));
    CHECK(overlaps(a, { { 1, 1 }, { 1, 1 } }));
    CHECK_FALSE(overlaps(a, { { 1, 1 }, { 1, 1 } }, Touching::DoesNotCount));
    CHECK_FALSE(overlaps(a, { { kNaN, 0 }, { 1, 1 } }));
    CHECK_FALSE(overlaps(a, { { -kInf, -kInf }, { kInf, kInf } }));
    CHECK_FALSE(overlaps(a, { { 0.8, 0 }, { 0.2, 1 } }));
    CHECK(aabbVsAabb(a, { { -kInf, -kInf }, { kInf, kInf } }).hit
        == overlaps(a, { { -kInf, -kInf }, { kInf, kInf } }));
}

TEST_CASE("overlaps(Circle): touching, points, identical, NaN, negative and infinite radius")
{
    CHECK(overlaps(Circle { { 0, 0 }, 2 }, Circle { { 3, 4 }, 3 }));
    CHECK_FALSE(overlaps(Circle { { 0, 0 }, 2 }, Circle { { 3, 4.000001 }, 3 }));
    CHECK(overlaps(Circle { { 1, 1 }, 0 }, Circle { { 1, 1 }, 0 }));
    CHECK_FALSE(overlaps(Circle { { 0, 0 }, -1 }, Circle { { 0, 0 }, 5 }));
    CHECK_FALSE(overlaps(Circle { { kNaN, 0 }, 1 }, Circle { { 0, 0 }, 5 }));
    CHECK_FALSE(overlaps(Circle { { 0, 0 }, kInf }, Circle { { 0, 0 }, 5 }));
    CHECK_FALSE(overlaps(
        Circle { { kInf, 0 }, 1e200 }, Circle { { 0, 0 }, 1e200 })); // infinite centre, squares overflow
    CHECK(overlaps(
        Circle { { 1e300, 0 }, 1e200 }, Circle { { 1e300, 0 }, 1e200 })); // squares overflow, still valid
}

TEST_CASE(
    "intersects(Ray, Aabb): parallel rays on the slab boundary, corner graze, origin inside, zero direction")
{
    const Aabb box { { 2, 1 }, { 4, 5 } };
    CHECK(intersects(Ray { { 0, 1 }, { 1, 0 } }, box)); // along the bottom edge
    CHECK(intersects(Ray { { 0, 5 }, { 1, -0.0 } }, box)); // along the top edge, direction -0
    CHECK_FALSE(intersects(Ray { { 0, 5.5 }, { 1, 0 } }, box));
    CHECK(intersects(Ray { { 0, 3 }, { 1, 1 } }, box)); // grazes the corner (2, 5): enter == exit
    CHECK(intersects(Ray { { 3, 3 }, { -1, 0 } }, box)); // starts inside
    CHECK_FALSE(intersects(Ray { { 5, 3 }, { 1, 0 } }, box)); // points away
    CHECK_FALSE(intersects(Ray { { 3, 3 }, { 0, 0 } }, box));
    CHECK_FALSE(intersects(Ray { { 3, 3 }, { 1e-170, 0 } }, box)); // |d|^2 underflows: not a direction
    CHECK_FALSE(intersects(Ray { { kNaN, 3 }, { 1, 0 } }, box));
    CHECK(intersects(Ray { { 0, 3 }, { 1, 0 } }, Aabb { { 2, 3 }, { 2, 3 } })); // a point box
}

TEST_CASE("intersects(Ray, Obb): a turned box, its edges and corners, a zero half size")
{
    const Obb box = obbFromAngle({ 10, 0 }, { 2, 1 }, 0.5);
    CHECK(intersects(Ray { { 0, 0 }, { 5, 0 } }, box));
    CHECK_FALSE(intersects(Ray { { 0, 0 }, { -5, 0 } }, box));
    CHECK(intersects(Ray { { 0, 0 }, { 1, 0 } }, Obb { { 3, 0 }, { 0, 1 }, { -1, 0 }, { 0, 0 } })); // a point
    CHECK_FALSE(intersects(Ray { { 0, 0 }, { 1, 0 } }, Obb { { 3, 0 }, { 1, 0 }, { 0, 1 }, { -1, 1 } }));
}

TEST_CASE(
    "intersects(Ray, Circle): tangent, origin inside and on the circle, pointing away, points, overflow")
{
    const Circle disk { { 0, 0 }, 2 };
    CHECK(intersects(Ray { { -10, 2 }, { 1, 0 } }, disk)); // tangent
    CHECK_FALSE(intersects(Ray { { -10, 2.000001 }, { 1, 0 } }, disk));
    CHECK(intersects(Ray { { 0.5, 0 }, { 1, 0 } }, disk)); // inside
    CHECK(intersects(Ray { { 2, 0 }, { 1, 0 } }, disk)); // on the circle, pointing out
    CHECK(intersects(Ray { { 0, -5 }, { 1, 0 } }, Circle { { 0, -5 }, 0 })); // through a point disk, b == 0
    CHECK_FALSE(intersects(Ray { { 10, 0 }, { 1, 0 } }, disk));
    CHECK_FALSE(intersects(Ray { { 0, 0 }, { 1, 0 } }, Circle { { 0, 0 }, -1 }));
    for (const Ray r : { Ray { { 1e300, 0 }, { -1e-300, 0 } }, Ray { { 0, 0 }, { 1e-300, 1e-300 } },
             Ray { { 1e200, 1e200 }, { -1, -1 } } }) {
        for (const Circle c : { disk, Circle { { 0, 0 }, 1e300 }, Circle { { 1e300, 0 }, 1 } })
            CHECK(intersects(r, c) == rayVsDisk(r, c).hit);
    }
}

// ---- the same answers on many random and degenerate inputs ----

TEST_CASE("plain predicates agree with the traced queries on 300,000 random and degenerate inputs")
{
    Values v(20261125);
    int hits[6] = {};
    for (int i = 0; i < 300000; ++i) {
        const Aabb a = v.box(), b = v.box();
        const Ray ray = v.ray();
        const Circle c = v.circle(), d = v.circle();
        const Obb o = v.obb();
        INFO("case " << i);
        const bool counts = aabbVsAabb(a, b).hit, strict = aabbVsAabb(a, b, Touching::DoesNotCount).hit;
        REQUIRE(overlaps(a, b) == counts);
        REQUIRE(overlaps(a, b, Touching::DoesNotCount) == strict);
        REQUIRE(overlaps(c, d) == circleVsCircle(c, d).hit);
        REQUIRE(intersects(ray, a) == rayVsAabb(ray, a).hit);
        REQUIRE(intersects(ray, o) == rayVsObb(ray, o).hit);
        REQUIRE(intersects(ray, c) == rayVsDisk(ray, c).hit);
        hits[0] += counts;
        hits[1] += counts && !strict;
        hits[2] += circleVsCircle(c, d).hit;
        hits[3] += rayVsAabb(ray, a).hit;
        hits[4] += rayVsObb(ray, o).hit;
        hits[5] += rayVsDisk(ray, c).hit;
    }
    // Both answers occur often, and touching boxes too (the grid values).
    for (const int h : hits)
        CHECK(h > 1000);
}
