#include "geometry/ellipses.h"

#include "geometry/numeric.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace geometry {

PointEllipseResult pointInEllipse(Vec2 p, const Ellipse& e)
{
    PointEllipseResult r;
    if (!isValid(e) || !isFinite(p) || !(e.rx > 0) || !(e.ry > 0))
        return r;
    const double c = std::cos(e.angle);
    const double s = std::sin(e.angle);
    r.translated = p - e.center;
    r.rotated = { r.translated.x * c + r.translated.y * s, -r.translated.x * s + r.translated.y * c };
    r.scaled = { r.rotated.x, r.rotated.y * (e.rx / e.ry) };
    r.valueSquared = lengthSquared(r.scaled);
    r.radiusSquared = e.rx * e.rx;
    r.hit = r.valueSquared <= r.radiusSquared;
    return r;
}

// ---------------------------------------------------------------------------------------------
// The textbook heuristic (seed 000), ported step by step. Variable names follow the seed.
namespace {

using Result = EllipseTextbookResult;

// Ends the test with `overlap`, decided by case `c` (Trivial: `why`). Returns true (decided).
bool decide(Result& tr, bool overlap, TextbookCase c, TextbookTrivial why = TextbookTrivial::None)
{
    tr.hit = overlap;
    tr.decidingCase = c;
    tr.trivial = why;
    return true;
}

bool trivial(Result& tr, bool overlap, TextbookTrivial why)
{
    return decide(tr, overlap, TextbookCase::Trivial, why);
}

// P' on the circle at P's height (alpha in the 2nd quadrant, so cos alpha <= 0).
void circlePointAtHeight(Result& tr)
{
    TextbookAngles& g = tr.angles;
    g.sinAlpha = tr.P.y;
    g.cosAlpha = -std::sqrt(1.0 - g.sinAlpha * g.sinAlpha);
    tr.Pp = { g.cosAlpha, g.sinAlpha };
    g.A = g.sinAlpha / g.cosAlpha;
}

// E.x < -1 (figures 21-25): P is the lower cut of x = -1, the slopes at P and P', and X = tan x
// from the quadratic (6). True when a trivial case decided.
bool leftOfLine(Result& tr)
{
    const double a = tr.a, b = tr.b, k = tr.k;
    TextbookAngles& g = tr.angles;
    tr.centerLeftOfLine = true;
    const double d = -1.0 - tr.E.x;
    g.cosBeta = d * (1.0 / a);
    g.sinBeta = -std::sqrt(1 - g.cosBeta * g.cosBeta);
    tr.P = { tr.E.x + d, tr.E.y + b * g.sinBeta };
    if (tr.P.y <= 0.0)
        return trivial(tr, true, TextbookTrivial::PBelowAxis);
    if (tr.P.y >= 1.0)
        return trivial(tr, false, TextbookTrivial::PAboveTop);
    circlePointAtHeight(tr);
    tr.slopeEllipseP = -(b * g.cosBeta) / (a * g.sinBeta);
    tr.slopeCircleP = -g.cosAlpha / g.sinAlpha;
    if (tr.slopeEllipseP >= tr.slopeCircleP)
        return trivial(tr, false, TextbookTrivial::SlopeOrder);
    g.B = g.sinBeta / g.cosBeta;
    tr.quadS = k * g.A - g.B;
    tr.quadT = (k + 1) * (g.A * g.B + 1);
    tr.quadU = k * g.B - g.A;
    // s > 0 in exact arithmetic here (proof: lessons/ellipse_ellipse/README.md); rounding can
    // make it 0 or less.
    if (tr.quadS <= 0.0)
        return trivial(tr, false, TextbookTrivial::SlopesEqual);
    tr.discriminant = tr.quadT * tr.quadT - 4 * tr.quadS * tr.quadU;
    tr.X = (-tr.quadT + std::sqrt(tr.discriminant)) / (2 * tr.quadS);
    tr.tangent.tanTheta = (g.B + tr.X) / (1.0 - g.B * tr.X); // tan(beta + x)
    return false;
}

// E.x >= -1 (figures 26-28): P is the bottom point, beta = -90 degrees and the quadratic is (9).
// True when a trivial case decided.
bool rightOfLine(Result& tr)
{
    tr.P = { tr.E.x, tr.E.y - tr.b };
    tr.angles.cosBeta = 0;
    tr.angles.sinBeta = -1;
    if (lengthSquared(tr.P) <= 1.0 || tr.P.y <= 0.0)
        return trivial(tr, true, TextbookTrivial::BottomInCircle);
    // Only P.y = 1 exactly gets here (E.y - b > 1 was refused): the seed takes 1/(-0) and a NaN.
    if (tr.P.y >= 1.0)
        return trivial(tr, false, TextbookTrivial::PAboveTop);
    circlePointAtHeight(tr);
    const double A = tr.angles.A;
    tr.quadS = 1.0;
    tr.quadT = -(A + tr.k * A);
    tr.quadU = -tr.k;
    tr.discriminant = tr.quadT * tr.quadT - 4 * tr.quadU;
    tr.X = (-tr.quadT + std::sqrt(tr.discriminant)) * 0.5;
    tr.tangent.tanTheta = -1.0 / tr.X;
    return false;
}

// Q and Q' with equal tangent slopes, (10)-(13).
void tangentPoints(Result& tr)
{
    TextbookTangentPoints& q = tr.tangent;
    q.cosTheta = std::sqrt(1.0 / (1.0 + q.tanTheta * q.tanTheta));
    q.sinTheta = q.tanTheta * q.cosTheta;
    tr.Q = { tr.E.x + tr.a * q.cosTheta, tr.E.y + tr.b * q.sinTheta };
    tr.reachedQ = true;
    q.tanPhi = tr.k * q.tanTheta; // tan(alpha - x) = k tan(beta + x), (2)
    q.cosPhi = -std::sqrt(1.0 / (1.0 + q.tanPhi * q.tanPhi));
    q.sinPhi = q.tanPhi * q.cosPhi;
}

// Case II: Q' seen from E, squeezed vertically by k, against the circle of radius a.
bool caseII(Result& tr)
{
    tr.Qp = { tr.tangent.cosPhi, tr.tangent.sinPhi };
    tr.K = tr.Qp - tr.E;
    tr.Ksqueezed = { tr.K.x, tr.K.y * tr.k };
    return lengthSquared(tr.Ksqueezed) <= tr.a * tr.a && decide(tr, true, TextbookCase::II);
}

// Case III (Q.x < Q'.x): the tangent at Q meets the circle at R'; R on the ellipse has the
// slope of the circle at R'. Decides "apart" when the tangent misses, "overlap" when R is in.
bool caseIII(Result& tr)
{
    TextbookCaseIII& c = tr.caseIII;
    c.tried = tr.Q.x < tr.Qp.x;
    if (!c.tried)
        return false;
    const double a = tr.a, b = tr.b;
    c.dir = normalized(Vec2 { -a * tr.tangent.sinTheta, b * tr.tangent.cosTheta });
    c.t = dot(tr.Q, c.dir);
    c.u = lengthSquared(tr.Q) - 1.0;
    c.D = c.t * c.t - c.u;
    c.missed = c.D < 0.0 || (-c.t - std::sqrt(c.D)) < 0.0;
    if (c.missed)
        return decide(tr, false, TextbookCase::III);
    tr.Rp = tr.Q + (-c.t - std::sqrt(c.D)) * c.dir;
    c.m = -tr.Rp.x / tr.Rp.y;
    c.tanGamma = -1.0 / (tr.k * c.m);
    c.cosGamma = std::sqrt(1.0 / (1.0 + c.tanGamma * c.tanGamma));
    c.sinGamma = c.tanGamma * c.cosGamma;
    tr.R = { tr.E.x + a * c.cosGamma, tr.E.y + b * c.sinGamma };
    tr.reachedR = true;
    return length(tr.R) <= 1.0 + kTextbookEps && decide(tr, true, TextbookCase::III);
}

// Case IV (also after case III found nothing): bisect the tangents at Q' and at L, the point of
// the ellipse's lower half with x = Q'.x (above Q'), in the ellipse's frame; S' has that tangent.
void caseIV(Result& tr)
{
    const double a = tr.a, b = tr.b, k = tr.k;
    tr.v1 = -Vec2 { -tr.Qp.y, tr.Qp.x };
    tr.L = { tr.K.x, -b * std::sqrt(1.0 - (tr.K.x * tr.K.x) / (a * a)) };
    const double invA = 1.0 / a;
    tr.v2 = normalized(Vec2 { -tr.L.y * k, tr.L.x * b * invA });
    tr.v3 = normalized(tr.v1 + tr.v2);
    tr.Sp = { -tr.v3.y, tr.v3.x };
    tr.S = tr.Sp - tr.E;
    tr.S.y *= k;
    tr.reachedS = true;
    tr.ratioS = length(tr.S) * invA;
    decide(tr, tr.ratioS <= 1.0 + kTextbookEps, TextbookCase::IV);
}

// The whole test on `tr` (E, a and b set): true once a case decided, which it always does.
bool decideAll(Result& tr)
{
    if (tr.E.x + tr.a < -1.0)
        return trivial(tr, false, TextbookTrivial::LeftOfLine);
    if (tr.E.y - tr.b > 1.0)
        return trivial(tr, false, TextbookTrivial::AboveLine);
    tr.k = tr.a / tr.b;
    if (tr.E.x < -1.0 ? leftOfLine(tr) : rightOfLine(tr))
        return true;
    tangentPoints(tr);
    if (lengthSquared(tr.Q) <= 1.0)
        return decide(tr, true, TextbookCase::I);
    if (caseII(tr) || caseIII(tr))
        return true;
    caseIV(tr);
    return true;
}

} // namespace

EllipseTextbookResult aaEllipseVsUnitCircleTextbook(Vec2 E, double a, double b)
{
    Result tr;
    tr.E = E;
    tr.a = a;
    tr.b = b;
    decideAll(tr);
    return tr;
}

namespace {

// Stages 1 and 2 of the lesson: A = M2^-1 M1 (the seed's CalcInverseRows and the products), its
// axes by the SVD of the 2x2 block, and the circle's centre C in the image's own frame.
TextbookReduction reduce(const Ellipse& first, const Ellipse& second)
{
    TextbookReduction r;
    const Vec2 lx1 = unitAt(first.angle), ly1 = perp(lx1);
    const Vec2 lx2 = unitAt(second.angle), ly2 = perp(lx2);
    const Vec2 col0 = first.rx * lx1, col1 = first.ry * ly1;
    const double invS = 1.0 / second.rx, invT = 1.0 / second.ry;
    const Vec2 row0 = invS * lx2, row1 = invT * ly2;
    r.block = { dot(row0, col0), dot(row0, col1), dot(row1, col0), dot(row1, col1) };
    r.center = { dot(row0, first.center) + -dot(lx2, second.center) * invS,
        dot(row1, first.center) + -dot(ly2, second.center) * invT };
    const Mat2& m = r.block;
    r.e = m.a * m.a + m.b * m.b;
    r.f = m.a * m.c + m.b * m.d;
    r.g = m.c * m.c + m.d * m.d;
    const double ja = r.e + r.g;
    const double jb = std::sqrt((r.e - r.g) * (r.e - r.g) + 4.0 * r.f * r.f);
    r.G1 = (ja + jb) * 0.5;
    r.G2 = (ja - jb) * 0.5;
    // Deviation: the seed divides by f; for f == 0 the axes are the coordinate axes.
    r.u1 = r.f != 0 ? normalized(Vec2 { 1.0, (r.G1 - r.e) / r.f })
                    : (r.e >= r.g ? Vec2 { 1, 0 } : Vec2 { 0, 1 });
    r.u2 = { -r.u1.y, r.u1.x };
    r.rA = std::sqrt(r.G1);
    r.rB = std::sqrt(r.G2);
    r.C = { dot(-r.center, r.u1), dot(-r.center, r.u2) };
    return r;
}

} // namespace

EllipseTextbookResult ellipseVsEllipseTextbook(const Ellipse& first, const Ellipse& second)
{
    if (!isValid(first) || !isValid(second) || !(std::min(first.rx, first.ry) > 0)
        || !(std::min(second.rx, second.ry) > 0))
        return {};
    TextbookReduction r = reduce(first, second);
    // Stage 3: the image is at -C; reflected about the axes into the 2nd quadrant.
    r.flippedX = -r.C.x > 0;
    r.flippedY = -r.C.y < 0;
    Vec2 E { -std::abs(-r.C.x), std::abs(-r.C.y) };
    double a = r.rA, b = r.rB;
    // Stage 4: a wide ellipse is reflected about y = -x, which makes it tall.
    r.wide = a > b;
    if (r.wide) {
        std::swap(a, b);
        E = { -E.y, -E.x };
    }
    EllipseTextbookResult tr = aaEllipseVsUnitCircleTextbook(E, a, b);
    tr.reduced = true;
    tr.reduction = r;
    return tr;
}

} // namespace geometry
