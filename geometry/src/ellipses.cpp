#include "geometry/ellipses.h"

#include "geometry/numeric.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace geometry {

PointEllipseTrace pointInEllipse(Vec2 p, const Ellipse& e)
{
    PointEllipseTrace r;
    if (!isValid(e) || !isFinite(p) || !(e.rx > 0) || !(e.ry > 0))
        return r;
    const double c = std::cos(e.angle);
    const double s = std::sin(e.angle);
    r.translated = p - e.center;
    r.rotated = {r.translated.x * c + r.translated.y * s, -r.translated.x * s + r.translated.y * c};
    r.scaled = {r.rotated.x, r.rotated.y * (e.rx / e.ry)};
    r.valueSquared = lengthSquared(r.scaled);
    r.radiusSquared = e.rx * e.rx;
    r.inside = r.valueSquared <= r.radiusSquared;
    return r;
}

// ---------------------------------------------------------------------------------------------
// Exact ellipse vs ellipse.
namespace {

// sqrt(x^2 + y^2) without std::hypot's cost. Overflow gives inf/NaN, which sends the query to the
// long double pass (its exponent range is far wider); the reduced frame is scale-free, so the
// squares only leave the double range for relative sizes beyond 1e150.
template <class T> T norm(T x, T y)
{
    using std::sqrt;
    return sqrt(x * x + y * y);
}

// Image of ellipse `a` under the map that sends ellipse `b` to the unit circle, with the
// distance from the origin (the circle's centre) to it. Templated for the long double pass.
template <class T> struct Reduced {
    T e0 = 0, e1 = 0;   // semi-axes of the image, e0 >= e1 >= 0
    T y0 = 0, y1 = 0;   // the origin in the image's axes, folded into the first quadrant
    bool inside = false;
    T distance = 0;
    T scale = 1;        // 1 + |y| + e0: magnitude of the numbers involved, for the tolerance band
};

// Root of F(s) = (n0 / (s + r0))^2 + (z1 / (s + 1))^2 - 1 on [lo, hi] (F convex and decreasing
// there, F(lo) >= 0 >= F(hi)): Newton from the left is monotone; bisection if it stalls.
template <class T> T ellipseRoot(T r0, T n0, T z1, T lo, T hi)
{
    T s = lo;
    int it = 0;
    for (; it < 100; ++it) {
        const T p0 = n0 / (s + r0);
        const T p1 = z1 / (s + 1);
        const T f = p0 * p0 + p1 * p1 - 1;
        if (!(f > 0))
            return s;
        const T df = -2 * (p0 * p0 / (s + r0) + p1 * p1 / (s + 1));
        const T next = s - f / df;
        if (!(next > s))
            return s;
        if (!(next < hi))
            break;
        s = next;
    }
    lo = s; // bisection on what is left
    for (int k = 0; k < 400; ++k) {
        const T mid = lo + (hi - lo) / 2;
        if (!(mid > lo) || !(mid < hi))
            break;
        const T p0 = n0 / (mid + r0);
        const T p1 = z1 / (mid + 1);
        const T f = p0 * p0 + p1 * p1 - 1;
        if (f > 0)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// Distance from (y0, y1) >= 0, outside the ellipse x^2/e0^2 + y^2/e1^2 = 1 (e0 >= e1 >= 0), to it.
template <class T> T distanceOutside(T e0, T e1, T y0, T y1)
{
    using std::sqrt;
    const T r0 = (e0 / e1) * (e0 / e1);
    if (!(e1 > 0) || !std::isfinite(static_cast<double>(r0))) // a segment [-e0, e0] x {0}
        return y0 <= e0 ? y1 : norm(y0 - e0, y1);
    if (y1 == 0)
        return y0 - e0; // beyond the major vertex
    if (y0 == 0)
        return y1 - e1; // beyond the minor vertex
    const T z0 = y0 / e0;
    const T z1 = y1 / e1;
    const T n0 = r0 * z0;
    const T lo = std::max(z1 - 1, n0 - r0);
    const T hi = norm(n0, z1) - 1;
    const T s = ellipseRoot<T>(r0, n0, z1, lo, std::max(hi, lo));
    const T x0 = r0 * y0 / (s + r0);
    const T x1 = y1 / (s + 1);
    return norm(x0 - y0, x1 - y1);
}

template <class T> Reduced<T> reduce(const Ellipse& a, const Ellipse& b)
{
    using std::abs;
    using std::cos;
    using std::sin;
    using std::sqrt;
    Reduced<T> r;
    // Map of b: x -> R(tb) S(bx, by) x + cb; its inverse sends b to the unit circle.
    const T phi = static_cast<T>(a.angle) - static_cast<T>(b.angle);
    const T cp = cos(phi), sp = sin(phi);
    const T cb = cos(static_cast<T>(b.angle)), sb = sin(static_cast<T>(b.angle));
    const T bx = b.rx, by = b.ry, ax = a.rx, ay = a.ry;
    const T dx = static_cast<T>(a.center.x) - static_cast<T>(b.center.x);
    const T dy = static_cast<T>(a.center.y) - static_cast<T>(b.center.y);
    // Image centre c = S_b^-1 R(-tb) (ca - cb); image linear part A = S_b^-1 R(phi) S_a.
    const T cx = (cb * dx + sb * dy) / bx;
    const T cy = (-sb * dx + cb * dy) / by;
    const T m00 = cp * ax / bx, m01 = -sp * ay / bx;
    const T m10 = sp * ax / by, m11 = cp * ay / by;
    const T e = m00 * m00 + m01 * m01;
    const T f = m00 * m10 + m01 * m11;
    const T g = m10 * m10 + m11 * m11;
    const T root = norm(e - g, 2 * f);
    const T g1 = (e + g + root) / 2;
    r.e0 = sqrt(g1);
    const T det = (ax / bx) * (ay / by); // |det A|, exact up to rounding (no cancellation)
    r.e1 = r.e0 > 0 ? std::min(det / r.e0, r.e0) : T(0);
    T ux, uy; // major axis: eigenvector of g1, picked without cancellation
    if (e >= g) {
        ux = (e - g + root) / 2;
        uy = f;
    } else {
        ux = f;
        uy = (g - e + root) / 2;
    }
    const T un = norm(ux, uy);
    if (un > 0) {
        ux /= un;
        uy /= un;
    } else {
        ux = 1;
        uy = 0;
    }
    r.y0 = abs(cx * ux + cy * uy);
    r.y1 = abs(-cx * uy + cy * ux);
    // Rounding perturbs the image centre and axes by ~eps * (|c| + e0); the distance is
    // 1-Lipschitz in such perturbations, so that is the scale of its error.
    r.scale = 1 + r.y0 + r.y1 + r.e0;
    if (r.e1 > 0) {
        const T q0 = r.y0 / r.e0, q1 = r.y1 / r.e1;
        r.inside = q0 * q0 + q1 * q1 <= 1;
    } else {
        r.inside = r.y1 == 0 && r.y0 <= r.e0;
    }
    r.distance = r.inside ? T(0) : distanceOutside<T>(r.e0, r.e1, r.y0, r.y1);
    return r;
}

double aspect(const Ellipse& e) { return std::max(e.rx, e.ry) / std::min(e.rx, e.ry); }

// Closed segments (possibly points) p0p1 and q0q1, in long double.
bool segmentsMeet(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1)
{
    using LD = long double;
    auto orient = [](Vec2 a, Vec2 b, Vec2 c) {
        const LD v = (LD(b.x) - a.x) * (LD(c.y) - a.y) - (LD(b.y) - a.y) * (LD(c.x) - a.x);
        return v > 0 ? 1 : (v < 0 ? -1 : 0);
    };
    auto within = [](Vec2 a, Vec2 b, Vec2 c) { // c on line ab: inside the bounding box of ab?
        return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
               c.y <= std::max(a.y, b.y);
    };
    const int o1 = orient(p0, p1, q0), o2 = orient(p0, p1, q1);
    const int o3 = orient(q0, q1, p0), o4 = orient(q0, q1, p1);
    if (o1 * o2 < 0 && o3 * o4 < 0)
        return true;
    if (o1 == 0 && within(p0, p1, q0))
        return true;
    if (o2 == 0 && within(p0, p1, q1))
        return true;
    if (o3 == 0 && within(q0, q1, p0))
        return true;
    if (o4 == 0 && within(q0, q1, p1))
        return true;
    return false;
}

void segmentOf(const Ellipse& e, Vec2& p, Vec2& q)
{
    const Vec2 axis = e.rx >= e.ry ? e.rx * unitAt(e.angle) : e.ry * perp(unitAt(e.angle));
    p = e.center - axis;
    q = e.center + axis;
}

} // namespace

EllipseEllipseResult ellipseVsEllipse(const Ellipse& a, const Ellipse& b)
{
    EllipseEllipseResult r;
    if (!isValid(a) || !isValid(b))
        return r;
    r.valid = true;
    const bool aFlat = !(std::min(a.rx, a.ry) > 0);
    const bool bFlat = !(std::min(b.rx, b.ry) > 0);
    if (aFlat && bFlat) {
        Vec2 p0, p1, q0, q1;
        segmentOf(a, p0, p1);
        segmentOf(b, q0, q1);
        r.overlap = segmentsMeet(p0, p1, q0, q1);
        r.centreInside = r.overlap;
        return r;
    }
    // Bounding and inscribed circles (L3, L4) decide clear cases without trigonometry.
    const double dist2 = lengthSquared(b.center - a.center);
    const double outer = std::max(a.rx, a.ry) + std::max(b.rx, b.ry);
    const double inner = std::min(a.rx, a.ry) + std::min(b.rx, b.ry);
    if (dist2 > outer * outer * (1 + tolerance::kShortcutMargin)) {
        r.circleShortcut = true;
        return r;
    }
    if (dist2 < inner * inner * (1 - tolerance::kShortcutMargin)) {
        r.circleShortcut = true;
        r.overlap = true;
        return r;
    }
    // Map the better conditioned ellipse (smaller aspect ratio) to the unit circle.
    const bool swap = bFlat || (!aFlat && aspect(a) < aspect(b));
    const Ellipse& moving = swap ? b : a;
    const Ellipse& circle = swap ? a : b;

    const Reduced<double> d = reduce<double>(moving, circle);
    r.semiMajor = d.e0;
    r.semiMinor = d.e1;
    r.centreInside = d.inside;
    r.distance = d.distance;
    if (d.inside) {
        r.overlap = true;
        return r;
    }
    const double band = tolerance::kEllipseBand * d.scale;
    if (std::abs(d.distance - 1) > band && std::isfinite(d.distance)) {
        r.overlap = d.distance <= 1;
        return r;
    }
    const Reduced<long double> l = reduce<long double>(moving, circle);
    r.usedLongDouble = true;
    r.centreInside = l.inside;
    r.distance = static_cast<double>(l.distance);
    r.overlap = l.inside || l.distance - 1 <= tolerance::kEllipseTouch * l.scale;
    return r;
}

// ---------------------------------------------------------------------------------------------
// The textbook heuristic (seed 000), ported step by step. Variable names follow the seed.
EllipseTextbookTrace aaEllipseVsUnitCircleTextbook(Vec2 E, double a, double b)
{
    EllipseTextbookTrace tr;
    tr.E = E;
    tr.a = a;
    tr.b = b;
    auto finish = [&tr](bool overlap, TextbookCase c) {
        tr.overlap = overlap;
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
        tr.centreLeftOfLine = true;
        const double d = -1.0 - E.x;
        const double cosBt = d * invA;
        const double sinBt = -std::sqrt(1 - cosBt * cosBt);
        tr.P = {E.x + d, E.y + b * sinBt};
        if (tr.P.y <= 0.0)
            return trivial(true, TextbookTrivial::PBelowAxis);
        if (tr.P.y >= 1.0)
            return trivial(false, TextbookTrivial::PAboveTop);
        const double sinAl = tr.P.y;
        const double cosAl = -std::sqrt(1.0 - sinAl * sinAl);
        tr.Pp = {cosAl, sinAl};
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
        tr.P = {E.x, E.y - b};
        if (lengthSquared(tr.P) <= 1.0 || tr.P.y <= 0.0)
            return trivial(true, TextbookTrivial::BottomInCircle);
        const double sinAl = tr.P.y;
        const double cosAl = -std::sqrt(1.0 - sinAl * sinAl);
        tr.Pp = {cosAl, sinAl};
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
    tr.Q = {E.x + a * cosTh, E.y + b * sinTh};
    tr.reachedQ = true;
    if (lengthSquared(tr.Q) <= 1.0)
        return finish(true, TextbookCase::I);

    // Case II: Q' (equal tangent slope on the circle) inside the ellipse.
    const double tanPh = k * tanTh;
    const double cosPh = -std::sqrt(1.0 / (1.0 + tanPh * tanPh));
    const double sinPh = tanPh * cosPh;
    tr.Qp = {cosPh, sinPh};
    Vec2 L = tr.Qp - E;
    L.y *= k;
    const double a2 = a * a;
    if (lengthSquared(L) <= a2)
        return finish(true, TextbookCase::II);

    constexpr double EPS = 0.0002; // the seed's
    if (tr.Q.x < tr.Qp.x) {
        // Case III: tangent at Q meets the circle at R'; R on the ellipse has R''s tangent slope.
        const Vec2 dirQ = normalized(Vec2{-a * sinTh, b * cosTh});
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
        tr.R = {E.x + a * cosGm, E.y + b * sinGm};
        tr.reachedR = true;
        if (length(tr.R) <= 1.0 + EPS)
            return finish(true, TextbookCase::III);
    }

    // Case IV (also after case III found nothing): bisect the tangents at Q' and at L, the point
    // of the ellipse's lower half with x = Q'.x (above Q'), in the ellipse's frame.
    tr.v1 = -Vec2{-tr.Qp.y, tr.Qp.x};
    L.y = -b * std::sqrt(1.0 - (L.x * L.x) / a2);
    tr.L = L;
    tr.v2 = normalized(Vec2{-L.y * k, L.x * b * invA});
    tr.v3 = normalized(tr.v1 + tr.v2);
    tr.Sp = {-tr.v3.y, tr.v3.x};
    tr.S = tr.Sp - E;
    tr.S.y *= k;
    tr.reachedS = true;
    return finish((length(tr.S) * invA) <= (1.0 + EPS), TextbookCase::IV);
}

EllipseTextbookTrace ellipseVsEllipseTextbook(const Ellipse& first, const Ellipse& second)
{
    if (!isValid(first) || !isValid(second) || !(std::min(first.rx, first.ry) > 0) ||
        !(std::min(second.rx, second.ry) > 0))
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
    const Vec2 wp{dot(row0, E1) + row0z, dot(row1, E1) + row1z};
    const double e = a * a + b * b;
    const double f = a * c + b * d;
    const double g = c * c + d * d;
    const double ja = e + g;
    const double jb = std::sqrt((e - g) * (e - g) + 4.0 * f * f);
    const double G1 = (ja + jb) * 0.5;
    const double G2 = (ja - jb) * 0.5;
    // Deviation: the seed divides by f; for f == 0 the axes are the coordinate axes.
    const Vec2 u1 = f != 0 ? normalized(Vec2{1.0, (G1 - e) / f}) : (e >= g ? Vec2{1, 0} : Vec2{0, 1});
    const Vec2 u2{-u1.y, u1.x};
    double rA = std::sqrt(G1);
    double rB = std::sqrt(G2);
    const double x0 = dot(-wp, u1);
    const double y0 = dot(-wp, u2);
    Vec2 E{-std::abs(-x0), std::abs(-y0)};
    if (rA > rB) {
        std::swap(rA, rB);
        const double w = E.x;
        E.x = -E.y;
        E.y = -w;
    }
    return aaEllipseVsUnitCircleTextbook(E, rA, rB);
}

} // namespace geometry
