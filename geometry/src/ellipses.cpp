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
EllipseTextbookResult aaEllipseVsUnitCircleTextbook(Vec2 E, double a, double b)
{
    EllipseTextbookResult tr;
    tr.E = E;
    tr.a = a;
    tr.b = b;
    auto finish = [&tr](bool overlap, TextbookCase c) {
        tr.hit = overlap;
        tr.decidingCase = c;
        return tr;
    };
    auto trivial = [&tr, &finish](bool overlap, TextbookTrivial why) {
        tr.trivial = why;
        return finish(overlap, TextbookCase::Trivial);
    };
    if (E.x + a < -1.0)
        return trivial(false, TextbookTrivial::LeftOfLine);
    if (E.y - b > 1.0)
        return trivial(false, TextbookTrivial::AboveLine);

    const double k = a / b;
    const double invA = 1.0 / a;
    tr.k = k;
    double tanTh = 0;
    double x = 0;

    if (E.x < -1.0) {
        tr.centerLeftOfLine = true;
        const double d = -1.0 - E.x;
        const double cosBt = d * invA;
        const double sinBt = -std::sqrt(1 - cosBt * cosBt);
        tr.P = { E.x + d, E.y + b * sinBt };
        if (tr.P.y <= 0.0)
            return trivial(true, TextbookTrivial::PBelowAxis);
        if (tr.P.y >= 1.0)
            return trivial(false, TextbookTrivial::PAboveTop);
        const double sinAl = tr.P.y;
        const double cosAl = -std::sqrt(1.0 - sinAl * sinAl);
        tr.Pp = { cosAl, sinAl };
        tr.slopeEllipseP = -(b * cosBt) / (a * sinBt);
        tr.slopeCircleP = -cosAl / sinAl;
        if (tr.slopeEllipseP >= tr.slopeCircleP)
            return trivial(false, TextbookTrivial::SlopeOrder);
        const double A = sinAl / cosAl;
        const double B = sinBt / cosBt;
        tr.quadS = k * A - B;
        tr.quadT = (k + 1) * (A * B + 1);
        tr.quadU = k * B - A;
        tr.discriminant = tr.quadT * tr.quadT - 4 * tr.quadS * tr.quadU;
        x = (-tr.quadT + std::sqrt(tr.discriminant)) / (2 * tr.quadS);
        tanTh = (B + x) / (1.0 - B * x);
    } else {
        tr.P = { E.x, E.y - b };
        if (lengthSquared(tr.P) <= 1.0 || tr.P.y <= 0.0)
            return trivial(true, TextbookTrivial::BottomInCircle);
        const double sinAl = tr.P.y;
        const double cosAl = -std::sqrt(1.0 - sinAl * sinAl);
        tr.Pp = { cosAl, sinAl };
        const double A = sinAl / cosAl;
        tr.quadS = 1.0;
        tr.quadT = -(A + k * A);
        tr.quadU = -k;
        tr.discriminant = tr.quadT * tr.quadT - 4 * tr.quadU;
        x = (-tr.quadT + std::sqrt(tr.discriminant)) * 0.5;
        tanTh = -1.0 / x;
    }
    tr.X = x;

    const double cosTh = std::sqrt(1.0 / (1.0 + tanTh * tanTh));
    const double sinTh = tanTh * cosTh;
    tr.Q = { E.x + a * cosTh, E.y + b * sinTh };
    tr.reachedQ = true;
    if (lengthSquared(tr.Q) <= 1.0)
        return finish(true, TextbookCase::I);

    // Case II: Q' (equal tangent slope on the circle) inside the ellipse.
    const double tanPh = k * tanTh;
    const double cosPh = -std::sqrt(1.0 / (1.0 + tanPh * tanPh));
    const double sinPh = tanPh * cosPh;
    tr.Qp = { cosPh, sinPh };
    Vec2 L = tr.Qp - E;
    L.y *= k;
    const double a2 = a * a;
    if (lengthSquared(L) <= a2)
        return finish(true, TextbookCase::II);

    constexpr double EPS = 0.0002; // the seed's
    if (tr.Q.x < tr.Qp.x) {
        // Case III: tangent at Q meets the circle at R'; R on the ellipse has R''s tangent slope.
        const Vec2 dirQ = normalized(Vec2 { -a * sinTh, b * cosTh });
        const double t = dot(tr.Q, dirQ);
        const double u = lengthSquared(tr.Q) - 1.0;
        const double D = t * t - u;
        if (D < 0.0 || (-t - std::sqrt(D)) < 0.0)
            return finish(false, TextbookCase::III);
        tr.Rp = tr.Q + (-t - std::sqrt(D)) * dirQ;
        const double m = -tr.Rp.x / tr.Rp.y;
        const double tanGm = -1.0 / (k * m);
        const double cosGm = std::sqrt(1.0 / (1.0 + tanGm * tanGm));
        const double sinGm = tanGm * cosGm;
        tr.R = { E.x + a * cosGm, E.y + b * sinGm };
        tr.reachedR = true;
        if (length(tr.R) <= 1.0 + EPS)
            return finish(true, TextbookCase::III);
    }

    // Case IV (also after case III found nothing): bisect the tangents at Q' and at L, the point
    // of the ellipse's lower half with x = Q'.x (above Q'), in the ellipse's frame.
    tr.v1 = -Vec2 { -tr.Qp.y, tr.Qp.x };
    L.y = -b * std::sqrt(1.0 - (L.x * L.x) / a2);
    tr.L = L;
    tr.v2 = normalized(Vec2 { -L.y * k, L.x * b * invA });
    tr.v3 = normalized(tr.v1 + tr.v2);
    tr.Sp = { -tr.v3.y, tr.v3.x };
    tr.S = tr.Sp - E;
    tr.S.y *= k;
    tr.reachedS = true;
    return finish((length(tr.S) * invA) <= (1.0 + EPS), TextbookCase::IV);
}

EllipseTextbookResult ellipseVsEllipseTextbook(const Ellipse& first, const Ellipse& second)
{
    if (!isValid(first) || !isValid(second) || !(std::min(first.rx, first.ry) > 0)
        || !(std::min(second.rx, second.ry) > 0))
        return {};
    // M1 columns and the rows of M2^-1 (the seed's CalcInverseRows).
    const Vec2 lx1 = unitAt(first.angle), ly1 = perp(lx1);
    const Vec2 lx2 = unitAt(second.angle), ly2 = perp(lx2);
    const Vec2 col0 = first.rx * lx1, col1 = first.ry * ly1, E1 = first.center;
    const double invS = 1.0 / second.rx, invT = 1.0 / second.ry;
    const Vec2 row0 = invS * lx2, row1 = invT * ly2;
    const double row0z = -dot(lx2, second.center) * invS;
    const double row1z = -dot(ly2, second.center) * invT;
    // A = M2^-1 M1.
    const double a = dot(row0, col0);
    const double c = dot(row1, col0);
    const double b = dot(row0, col1);
    const double d = dot(row1, col1);
    const Vec2 wp { dot(row0, E1) + row0z, dot(row1, E1) + row1z };
    const double e = a * a + b * b;
    const double f = a * c + b * d;
    const double g = c * c + d * d;
    const double ja = e + g;
    const double jb = std::sqrt((e - g) * (e - g) + 4.0 * f * f);
    const double G1 = (ja + jb) * 0.5;
    const double G2 = (ja - jb) * 0.5;
    // Deviation: the seed divides by f; for f == 0 the axes are the coordinate axes.
    const Vec2 u1
        = f != 0 ? normalized(Vec2 { 1.0, (G1 - e) / f }) : (e >= g ? Vec2 { 1, 0 } : Vec2 { 0, 1 });
    const Vec2 u2 { -u1.y, u1.x };
    double rA = std::sqrt(G1);
    double rB = std::sqrt(G2);
    const double x0 = dot(-wp, u1);
    const double y0 = dot(-wp, u2);
    Vec2 E { -std::abs(-x0), std::abs(-y0) };
    if (rA > rB) {
        std::swap(rA, rB);
        const double w = E.x;
        E.x = -E.y;
        E.y = -w;
    }
    return aaEllipseVsUnitCircleTextbook(E, rA, rB);
}

} // namespace geometry
