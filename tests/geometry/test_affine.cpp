#include "geometry/affine.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>
#include <random>

using namespace geometry;

namespace {
Mat2 rebuild(const Svd2& s)
{
    const Mat2 flip = s.reflection ? Mat2 { 1, 0, 0, -1 } : Mat2 {};
    return rotationMatrix(s.rotationU) * scaleMatrix(s.s1, s.s2) * flip * rotationMatrix(s.rotationV);
}
} // namespace

TEST_CASE("affine: compose applies the right map first")
{
    const Affine2 moveRight { Mat2 {}, { 1, 0 } };
    const Affine2 turn { rotationMatrix(std::numbers::pi / 2), {} };
    const Vec2 p = apply(compose(turn, moveRight), { 1, 0 }); // (2,0) then turned -> (0,2)
    CHECK(p.x == Approx(0).margin(1e-15));
    CHECK(p.y == Approx(2));
}

TEST_CASE("affine: invert undoes a TRS map, a singular map is reported")
{
    const Affine2 f = trsAffine({ 3, -2 }, 0.7, 2.5, 0.25);
    const auto inv = invert(f);
    REQUIRE(inv.valid);
    const Vec2 q = apply(inv.inverse, apply(f, { 1.5, -4 }));
    CHECK(q.x == Approx(1.5));
    CHECK(q.y == Approx(-4));
    CHECK_FALSE(invert(Affine2 { scaleMatrix(1, 0), {} }).valid);
    CHECK_FALSE(invert(Affine2 { Mat2 { std::nan(""), 0, 0, 1 }, {} }).valid);
}

TEST_CASE("svd: A = R S Q rebuilds random matrices, s1 >= s2 >= 0")
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-3, 3);
    for (int i = 0; i < 2000; ++i) {
        const Mat2 m { u(rng), u(rng), u(rng), u(rng) };
        const Svd2 s = svd(m);
        CHECK(s.s1 >= s.s2);
        CHECK(s.s2 >= 0);
        const Mat2 r = rebuild(s);
        CHECK(r.a == Approx(m.a).margin(1e-12));
        CHECK(r.b == Approx(m.b).margin(1e-12));
        CHECK(r.c == Approx(m.c).margin(1e-12));
        CHECK(r.d == Approx(m.d).margin(1e-12));
    }
}

TEST_CASE("svd: a 1:1e6 thin map keeps its small singular value to full precision")
{
    const Mat2 m = rotationMatrix(0.3) * scaleMatrix(1e3, 1e-3) * rotationMatrix(-1.1);
    const Svd2 s = svd(m);
    CHECK(s.s1 == Approx(1e3).epsilon(1e-14));
    CHECK(s.s2 == Approx(1e-3).epsilon(1e-12));
    CHECK(std::abs(std::sin(s.rotationU - 0.3)) < 1e-12); // axis up to sign
}

TEST_CASE("svd: the seed's ellipse fact (iii), a scaled rotated circle has semi-axes sx, sy")
{
    const Svd2 s = svd(rotationMatrix(0.4) * scaleMatrix(1.23, 2.34));
    CHECK(s.s1 == Approx(2.34));
    CHECK(s.s2 == Approx(1.23));
    CHECK_FALSE(s.reflection);
}

TEST_CASE("svd: zero and isotropic matrices")
{
    const Svd2 z = svd(Mat2 { 0, 0, 0, 0 });
    CHECK(z.s1 == 0);
    CHECK(z.s2 == 0);
    const Svd2 i = svd(scaleMatrix(2, 2));
    CHECK(i.s1 == Approx(2));
    CHECK(i.s2 == Approx(2));
    const Svd2 f = svd(scaleMatrix(1, -3));
    CHECK(f.reflection);
    const Mat2 r = rebuild(f);
    CHECK(r.d == Approx(-3));
    CHECK(r.a == Approx(1));
}
