// The textbook heuristic's trace (seed 000): the reduction of ellipseVsEllipseTextbook stage by
// stage, the angles and points of aaEllipseVsUnitCircleTextbook, case II's K, case III's early
// exit, and the two guards the seed lacks (s <= 0, and P.y = 1 when E.x >= -1).
#include "geometry/affine.h"
#include "geometry/ellipses.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>
#include <random>

using namespace geometry;

namespace {

Ellipse randomEllipse(std::mt19937& rng)
{
    std::uniform_real_distribution<double> pos(-4, 4), axis(0.2, 3),
        angle(-std::numbers::pi, std::numbers::pi);
    return { { pos(rng), pos(rng) }, axis(rng), axis(rng), angle(rng) };
}

// No field of the trace is NaN or infinite (L.y may be NaN in case IV by design: not checked).
bool allFinite(const EllipseTextbookResult& t)
{
    const double values[] = { t.E.x, t.E.y, t.a, t.b, t.k, t.P.x, t.P.y, t.Pp.x, t.Pp.y, t.slopeEllipseP,
        t.slopeCircleP, t.quadS, t.quadT, t.quadU, t.discriminant, t.X, t.angles.cosBeta, t.angles.sinBeta,
        t.angles.cosAlpha, t.angles.sinAlpha, t.angles.A, t.angles.B, t.Q.x, t.Q.y, t.Qp.x, t.Qp.y };
    for (const double v : values) {
        if (!std::isfinite(v))
            return false;
    }
    return true;
}

} // namespace

TEST_CASE("ellipseVsEllipseTextbook: stage 1, the image of ellipse 1 under M2^-1 and its axes")
{
    std::mt19937 rng(41);
    for (int i = 0; i < 500; ++i) {
        const Ellipse one = randomEllipse(rng), two = randomEllipse(rng);
        const auto t = ellipseVsEllipseTextbook(one, two);
        REQUIRE(t.reduced);
        const TextbookReduction& r = t.reduction;
        const InverseResult inv2 = invert(trsAffine(two.center, two.angle, two.rx, two.ry));
        REQUIRE(inv2.valid);
        const Affine2 m = compose(inv2.inverse, trsAffine(one.center, one.angle, one.rx, one.ry));
        CHECK(r.block.a == Approx(m.m.a).margin(1e-12));
        CHECK(r.block.b == Approx(m.m.b).margin(1e-12));
        CHECK(r.block.c == Approx(m.m.c).margin(1e-12));
        CHECK(r.block.d == Approx(m.m.d).margin(1e-12));
        CHECK(r.center.x == Approx(m.t.x).margin(1e-12));
        CHECK(r.center.y == Approx(m.t.y).margin(1e-12));
        CHECK(r.e == Approx(r.block.a * r.block.a + r.block.b * r.block.b));
        CHECK(r.f == Approx(r.block.a * r.block.c + r.block.b * r.block.d).margin(1e-12));
        CHECK(r.g == Approx(r.block.c * r.block.c + r.block.d * r.block.d));
        // u1, u2 orthonormal; r_a, r_b the singular values of the block, in either order.
        CHECK(length(r.u1) == Approx(1));
        CHECK(dot(r.u1, r.u2) == Approx(0).margin(1e-12));
        const Svd2 s = svd(r.block);
        CHECK(std::max(r.rA, r.rB) == Approx(s.s1));
        CHECK(std::min(r.rA, r.rB) == Approx(s.s2).margin(1e-9));
        // Every point of ellipse 1, mapped, is on the image: centre + rA cos u1 + rB sin u2.
        for (int k = 0; k < 8; ++k) {
            const Vec2 p = apply(m, unitAt(k * std::numbers::pi / 4));
            const Vec2 local = p - r.center;
            const double x = dot(local, r.u1) / r.rA, y = dot(local, r.u2) / r.rB;
            CHECK(x * x + y * y == Approx(1).epsilon(1e-9));
        }
    }
}

TEST_CASE("ellipseVsEllipseTextbook: stages 2 to 4, C in the ij frame, the reflections, E, a and b")
{
    std::mt19937 rng(43);
    int flipped[2] = { 0, 0 }, wide = 0;
    for (int i = 0; i < 500; ++i) {
        const Ellipse one = randomEllipse(rng), two = randomEllipse(rng);
        const auto t = ellipseVsEllipseTextbook(one, two);
        const TextbookReduction& r = t.reduction;
        // The circle's centre (the origin) in the image's frame is C.
        CHECK(r.center.x + r.C.x * r.u1.x + r.C.y * r.u2.x == Approx(0).margin(1e-9));
        CHECK(r.center.y + r.C.x * r.u1.y + r.C.y * r.u2.y == Approx(0).margin(1e-9));
        // Stage 3: -C reflected into the second quadrant; the flags say which axis it crossed.
        CHECK(r.flippedX == (-r.C.x > 0));
        CHECK(r.flippedY == (-r.C.y < 0));
        const Vec2 quadrant { r.flippedX ? r.C.x : -r.C.x, r.flippedY ? r.C.y : -r.C.y };
        CHECK(quadrant.x <= 0);
        CHECK(quadrant.y >= 0);
        // Stage 4: a wide ellipse reflected about y = -x.
        CHECK(r.wide == (r.rA > r.rB));
        CHECK(t.E == (r.wide ? Vec2 { -quadrant.y, -quadrant.x } : quadrant));
        CHECK(t.a == std::min(r.rA, r.rB));
        CHECK(t.b == std::max(r.rA, r.rB));
        flipped[0] += r.flippedX;
        flipped[1] += r.flippedY;
        wide += r.wide;
    }
    CHECK(flipped[0] > 50);
    CHECK(flipped[1] > 50);
    // u1 is always the long axis (the eigenvector of the larger G), so every ellipse but a circle
    // is wide in the ij frame and is reflected about y = -x.
    CHECK(wide == 500);
    // The test alone (Code2) has no reduction.
    CHECK_FALSE(aaEllipseVsUnitCircleTextbook({ -2.4, 2.3 }, 0.9, 1.7).reduced);
}

TEST_CASE("aaEllipseVsUnitCircleTextbook: the angles, the quadratic and Q, Q' as equations (6) to (13) say")
{
    std::mt19937 rng(47);
    std::uniform_real_distribution<double> ex(-2.5, 0), ey(0, 3.5), ax(0.2, 2);
    int left = 0, right = 0;
    for (int i = 0; i < 20000; ++i) {
        double a = ax(rng), b = ax(rng);
        if (a > b)
            std::swap(a, b);
        const Vec2 E { ex(rng), ey(rng) };
        const auto t = aaEllipseVsUnitCircleTextbook(E, a, b);
        if (!t.reachedQ)
            continue;
        const TextbookAngles& g = t.angles;
        CHECK(g.cosBeta * g.cosBeta + g.sinBeta * g.sinBeta == Approx(1));
        CHECK(t.P.x == Approx(E.x + a * g.cosBeta));
        CHECK(t.P.y == Approx(E.y + b * g.sinBeta));
        CHECK(t.Pp == Vec2 { g.cosAlpha, g.sinAlpha });
        CHECK(g.A == Approx(g.sinAlpha / g.cosAlpha));
        CHECK(t.quadS * t.X * t.X + t.quadT * t.X + t.quadU
            == Approx(0).margin(1e-9 * (1 + std::abs(t.quadT))));
        const TextbookTangentPoints& q = t.tangent;
        CHECK(t.Q.x == Approx(E.x + a * q.cosTheta));
        CHECK(t.Q.y == Approx(E.y + b * q.sinTheta));
        CHECK(q.tanPhi == Approx(t.k * q.tanTheta));
        if (t.decidingCase != TextbookCase::I) {
            CHECK(t.Qp == Vec2 { q.cosPhi, q.sinPhi }); // (13), which the textbook calls (9) at line 254
            CHECK(t.K == t.Qp - E);
            CHECK(t.Ksqueezed == Vec2 { t.K.x, t.k * t.K.y });
            CHECK((t.decidingCase == TextbookCase::II) == (lengthSquared(t.Ksqueezed) <= a * a));
        }
        if (t.centerLeftOfLine) {
            ++left;
            CHECK(g.B == Approx(g.sinBeta / g.cosBeta));
            CHECK(q.tanTheta == Approx((g.B + t.X) / (1 - g.B * t.X)));
        } else {
            ++right;
            CHECK(g.sinBeta == -1); // beta = -90 degrees
            CHECK(q.tanTheta == Approx(-1 / t.X));
        }
        CHECK(allFinite(t));
    }
    CHECK(left > 100);
    CHECK(right > 100);
}

TEST_CASE("aaEllipseVsUnitCircleTextbook: case III's tangent, R' and R, and its early 'apart' exit")
{
    // E = (-1.46, 2), a = 1.15, b = 1.35: the tangent at Q runs away from the circle (D < 0).
    const auto early = aaEllipseVsUnitCircleTextbook({ -1.46, 2 }, 1.15, 1.35);
    REQUIRE(early.reachedQ);
    CHECK(early.Q.x < early.Qp.x);
    CHECK(early.caseIII.tried);
    CHECK(early.caseIII.missed);
    CHECK(early.caseIII.D < 0);
    CHECK(early.decidingCase == TextbookCase::III);
    CHECK_FALSE(early.hit);
    CHECK_FALSE(early.reachedR);
    CHECK_FALSE(early.reachedS); // case IV is not tried after the early exit
    CHECK_FALSE(ellipseVsEllipse({ { -1.46, 2 }, 1.15, 1.35, 0 }, { { 0, 0 }, 1, 1, 0 }).hit);

    std::mt19937 rng(53);
    std::uniform_real_distribution<double> ex(-2.5, 0), ey(0, 3.5), ax(0.2, 2);
    int reached = 0;
    for (int i = 0; i < 200000 && reached < 200; ++i) {
        double a = ax(rng), b = ax(rng);
        if (a > b)
            std::swap(a, b);
        const auto t = aaEllipseVsUnitCircleTextbook({ ex(rng), ey(rng) }, a, b);
        if (!t.reachedR)
            continue;
        ++reached;
        const TextbookCaseIII& c = t.caseIII;
        CHECK(c.tried);
        CHECK_FALSE(c.missed);
        CHECK(c.D == Approx(c.t * c.t - c.u));
        CHECK(c.u == Approx(lengthSquared(t.Q) - 1));
        CHECK(lengthSquared(t.Rp) == Approx(1));
        CHECK(cross(t.Rp - t.Q, c.dir) == Approx(0).margin(1e-9));
        CHECK(c.m == Approx(-t.Rp.x / t.Rp.y));
        CHECK(t.R.x == Approx(t.E.x + a * c.cosGamma));
        CHECK(t.R.y == Approx(t.E.y + b * c.sinGamma));
        if (t.decidingCase == TextbookCase::IV)
            CHECK(t.ratioS == Approx(length(t.S) / a));
    }
    CHECK(reached == 200);
}

TEST_CASE("aaEllipseVsUnitCircleTextbook: s <= 0 although slope(P) < slope(P') is apart (the guard of 2s)")
{
    // A circle of radius a (k = 1) placed so that its slope at P equals the unit circle's at P'
    // to the last bit: the slopes still compare "<" but s = kA - B rounds to 0 (the source would
    // divide by 2s = 0 at line 339). In exact arithmetic s > 0 here; the guard answers as
    // slope(P) >= slope(P') would: apart.
    const Vec2 E { -1.9754544857347422, 1.9623508606477076 };
    const double a = 1.5380748564849283;
    const auto t = aaEllipseVsUnitCircleTextbook(E, a, a);
    CHECK(t.centerLeftOfLine);
    CHECK(t.slopeEllipseP < t.slopeCircleP);
    CHECK(t.quadS <= 0);
    CHECK(t.trivial == TextbookTrivial::SlopesEqual);
    CHECK(t.decidingCase == TextbookCase::Trivial);
    CHECK_FALSE(t.hit);
    CHECK_FALSE(t.reachedQ);
    CHECK(allFinite(t));
    // Right: two circles whose centres are farther apart than their radii together.
    CHECK(length(E) > a + 1 + 0.2);
    CHECK_FALSE(ellipseVsEllipse({ E, a, a, 0 }, { { 0, 0 }, 1, 1, 0 }).hit);
}

TEST_CASE("aaEllipseVsUnitCircleTextbook: P.y = 1 exactly right of x = -1 is apart, not NaN")
{
    // E.y - b = 1: the bottom point P = (-0.5, 1) is outside the circle and at its top's height.
    // The source takes cos(alpha) = -0 there, A = -infinity and X = NaN (line 358).
    const auto t = aaEllipseVsUnitCircleTextbook({ -0.5, 3 }, 0.5, 2);
    CHECK_FALSE(t.centerLeftOfLine);
    CHECK(t.P == Vec2 { -0.5, 1 });
    CHECK(t.trivial == TextbookTrivial::PAboveTop);
    CHECK_FALSE(t.hit);
    CHECK_FALSE(t.reachedQ);
    CHECK(allFinite(t));
    CHECK_FALSE(ellipseVsEllipse({ { -0.5, 3 }, 0.5, 2, 0 }, { { 0, 0 }, 1, 1, 0 }).hit);
}

TEST_CASE("ellipseVsEllipse: the circles' shortcut numbers and which ellipse became the circle")
{
    const Ellipse a { { 0, 0 }, 3, 1, 0.3 }, b { { 10, 0 }, 1, 1.2, 0 };
    const auto far = ellipseVsEllipse(a, b);
    CHECK(far.circleShortcut);
    CHECK(far.centersDistanceSquared == 100);
    CHECK(far.outerSum == 3 + 1.2);
    CHECK(far.innerSum == 1 + 1);
    const auto near = ellipseVsEllipse(a, { { 3.5, 0.5 }, 1, 1.2, 0 });
    CHECK_FALSE(near.circleShortcut);
    CHECK_FALSE(near.firstIsCircle); // the second one is rounder
    CHECK(ellipseVsEllipse({ { 3.5, 0.5 }, 1, 1.2, 0 }, a).firstIsCircle);
}
