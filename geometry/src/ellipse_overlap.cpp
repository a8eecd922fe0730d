// The exact ellipse vs ellipse test of ellipses.h: ellipseVsEllipse (with its trace) and the plain
// overlaps(). Method (geometry/README.md): bounding and inscribed circles; the frame where one
// ellipse is the unit circle; Eberly's distance d from its centre to the other's image, by Newton;
// within a band around d = 1, certificates checked in the original frame with rounding bounds (a
// separating line, or a point in both), in double and then in long double.
#include "geometry/ellipses.h"

#include "geometry/numeric.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace geometry {

namespace {

// sqrt(x^2 + y^2) without std::hypot's cost. Overflow gives inf/NaN, which sends the query to the
// long double pass (its exponent range is far wider); the reduced frame is scale-free, so the
// squares only leave the double range for relative sizes beyond 1e150.
template <class T> T norm(T x, T y)
{
    using std::sqrt;
    return sqrt(x * x + y * y);
}

// Cosine and sine of an ellipse's angle, computed once per precision and shared by every stage.
template <class T> struct Turn {
    T c = 1, s = 0;
};
template <class T> Turn<T> turnOf(const Ellipse& e)
{
    using std::cos;
    using std::sin;
    const T angle = static_cast<T>(e.angle);
    return { cos(angle), sin(angle) };
}

// The map that sends ellipse `circle` to the unit circle, applied to ellipse `moving`.
template <class T> struct Reduced {
    T e0 = 0, e1 = 0; // semi-axes of the image, e0 >= e1 >= 0
    T ux = 1, uy = 0; // the image's major axis
    T cx = 0, cy = 0; // the image's centre (the unit circle is centred at the origin)
    T y0 = 0, y1 = 0; // the circle's centre in the image's axes, folded into the first quadrant
    bool inside = false;
    T scale = 1; // 1 + |y| + e0: magnitude of the numbers involved, for the tolerance band
};

// Closest point (x0, x1) of the folded image ellipse to (y0, y1), and its distance d.
template <class T> struct Closest {
    T d = 0, x0 = 0, x1 = 0;
};

// Root of F(s) = (n0 / (s + r0))^2 + (z1 / (s + 1))^2 - 1 on [lo, hi] (F convex and decreasing
// there, F(lo) >= 0 >= F(hi)): Newton from the left is monotone; bisection if it stalls.
// `stop(s, i0, i1, f)` may end the search early (it sees 1/(s + r0), 1/(s + 1) and F(s)).
template <class T, class Stop> T ellipseRoot(T r0, T n0, T z1, T lo, T hi, Stop stop)
{
    T s = lo;
    int it = 0;
    for (; it < 100; ++it) {
        const T i0 = 1 / (s + r0), i1 = 1 / (s + 1);
        const T p0 = n0 * i0, p1 = z1 * i1;
        const T f = p0 * p0 + p1 * p1 - 1;
        if (stop(s, i0, i1, f) || !(f > 0))
            return s;
        const T df = -2 * (p0 * p0 * i0 + p1 * p1 * i1);
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
        if (p0 * p0 + p1 * p1 - 1 > 0)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// Distance from (y0, y1) >= 0, outside the ellipse x^2/e0^2 + y^2/e1^2 = 1 (e0 >= e1 >= 0), to it,
// and the closest point. `stop` as in ellipseRoot (then the point is the last iterate's).
template <class T, class Stop> Closest<T> closestOutside(T e0, T e1, T y0, T y1, Stop stop)
{
    const T r0 = (e0 / e1) * (e0 / e1);
    if (!(e1 > 0) || !std::isfinite(static_cast<double>(r0))) { // a segment [-e0, e0] x {0}
        const T x0 = std::min(y0, e0);
        return { norm(y0 - x0, y1), x0, 0 };
    }
    if (y1 == 0)
        return { y0 - e0, e0, 0 }; // beyond the major vertex
    if (y0 == 0)
        return { y1 - e1, 0, e1 }; // beyond the minor vertex
    const T z0 = y0 / e0, z1 = y1 / e1;
    const T n0 = r0 * z0;
    const T lo = std::max({ z1 - 1, n0 - r0, T(0) }); // F(0) > 0: the point is outside
    const T hi = norm(n0, z1) - 1;
    const T s = ellipseRoot<T>(r0, n0, z1, lo, std::max(hi, lo), stop);
    const T x0 = r0 * y0 / (s + r0), x1 = y1 / (s + 1);
    return { norm(x0 - y0, x1 - y1), x0, x1 };
}

constexpr auto kNoStop = [](auto...) { return false; };

template <class T> Reduced<T> reduce(const Ellipse& a, const Turn<T>& ta, const Ellipse& b, const Turn<T>& tb)
{
    using std::abs;
    using std::sqrt;
    Reduced<T> r;
    // Map of b: x -> R(tb) S(bx, by) x + cb; its inverse sends b to the unit circle.
    // R(phi) = R(-tb) R(ta), from the two angles' own cosines (exact for any angle size).
    const T cp = ta.c * tb.c + ta.s * tb.s, sp = ta.s * tb.c - ta.c * tb.s;
    const T bx = b.rx, by = b.ry, ax = a.rx, ay = a.ry;
    const T dx = static_cast<T>(a.center.x) - static_cast<T>(b.center.x);
    const T dy = static_cast<T>(a.center.y) - static_cast<T>(b.center.y);
    // Image centre c = S_b^-1 R(-tb) (ca - cb); image linear part A = S_b^-1 R(phi) S_a.
    r.cx = (tb.c * dx + tb.s * dy) / bx;
    r.cy = (-tb.s * dx + tb.c * dy) / by;
    const T m00 = cp * ax / bx, m01 = -sp * ay / bx;
    const T m10 = sp * ax / by, m11 = cp * ay / by;
    const T e = m00 * m00 + m01 * m01;
    const T f = m00 * m10 + m01 * m11;
    const T g = m10 * m10 + m11 * m11;
    const T root = norm(e - g, 2 * f);
    r.e0 = sqrt((e + g + root) / 2);
    const T det = (ax / bx) * (ay / by); // |det A|, exact up to rounding (no cancellation)
    r.e1 = r.e0 > 0 ? std::min(det / r.e0, r.e0) : T(0);
    T ux = e >= g ? (e - g + root) / 2 : f; // major axis: eigenvector, picked without cancellation
    T uy = e >= g ? f : (g - e + root) / 2;
    const T un = norm(ux, uy);
    r.ux = un > 0 ? ux / un : T(1);
    r.uy = un > 0 ? uy / un : T(0);
    r.y0 = abs(r.cx * r.ux + r.cy * r.uy);
    r.y1 = abs(-r.cx * r.uy + r.cy * r.ux);
    // Rounding perturbs the image centre and axes by ~eps * (|c| + e0); the distance is
    // 1-Lipschitz in such perturbations, so that is the scale of its error.
    r.scale = 1 + r.y0 + r.y1 + r.e0;
    if (r.e1 > 0) {
        const T q0 = r.y0 / r.e0, q1 = r.y1 / r.e1;
        r.inside = q0 * q0 + q1 * q1 <= 1;
    } else {
        r.inside = r.y1 == 0 && r.y0 <= r.e0;
    }
    return r;
}

// ---- Certificates in the original frame, each with a bound on its own rounding ----
template <class T> constexpr T kUnit = std::numeric_limits<T>::epsilon() / 2;

// max over the ellipse (centred at the origin) of n . x.
template <class T> T support(const Ellipse& e, const Turn<T>& t, T nx, T ny)
{
    const T p = e.rx * (nx * t.c + ny * t.s), q = e.ry * (-nx * t.s + ny * t.c);
    return norm(p, q);
}

// The line with normal n (pointing from a to b) separates them: n.(cb - ca) > h_a(n) + h_b(-n)
// by more than the rounding of both sides (together at most ~16 units of roundoff times `size`).
template <class T>
bool separatedAlong(const Ellipse& a, const Turn<T>& ta, const Ellipse& b, const Turn<T>& tb, T nx, T ny)
{
    using std::abs;
    const T dx = static_cast<T>(b.center.x) - static_cast<T>(a.center.x);
    const T dy = static_cast<T>(b.center.y) - static_cast<T>(a.center.y);
    const T gap = nx * dx + ny * dy - support(a, ta, nx, ny) - support(b, tb, nx, ny);
    const T size
        = abs(nx * dx) + abs(ny * dy) + (abs(nx) + abs(ny)) * (T(a.rx) + T(a.ry) + T(b.rx) + T(b.ry));
    return gap > T(tolerance::kCertificateUnits) * kUnit<T> * size;
}

// p lies in the closed ellipse: its implicit value plus twice its rounding bound is <= 1.
template <class T> bool holds(const Ellipse& e, const Turn<T>& t, T px, T py)
{
    using std::abs;
    const T dx = px - static_cast<T>(e.center.x), dy = py - static_cast<T>(e.center.y);
    const T x = (dx * t.c + dy * t.s) / T(e.rx), y = (-dx * t.s + dy * t.c) / T(e.ry);
    const T l = 8 * kUnit<T> * (abs(dx) + abs(dy)); // error of the rotated offset
    const T ex = l / T(e.rx), ey = l / T(e.ry);
    const T value = x * x + y * y;
    const T err = (2 * abs(x) + ex) * ex + (2 * abs(y) + ey) * ey + 4 * kUnit<T> * value;
    return value + 2 * err <= 1;
}

// Magnitudes where the rounding bounds above hold (no overflow, no loss to underflow).
template <class T> bool moderate(const Ellipse& a, const Ellipse& b)
{
    if constexpr (std::numeric_limits<T>::max_exponent > 1024)
        return true; // long double: the inputs are doubles, far inside its range
    auto ok = [](double v) { return std::abs(v) <= tolerance::kCertificateMax; };
    auto axis = [](double v) { return v >= tolerance::kCertificateMin && v <= tolerance::kCertificateMax; };
    return ok(a.center.x) && ok(a.center.y) && ok(b.center.x) && ok(b.center.y) && axis(a.rx) && axis(a.ry)
        && axis(b.rx) && axis(b.ry);
}

// Tries the two certificates the reduced frame suggests: the line normal to the image at the
// closest point (apart), or a point just inside the image at the closest point (overlap).
// +1: certified apart, -1: certified overlap, 0: neither holds.
template <class T>
int certify(const Ellipse& moving, const Turn<T>& tm, const Ellipse& circle, const Turn<T>& tc,
    const Reduced<T>& r, const Closest<T>& x)
{
    using std::abs;
    if (!moderate<T>(moving, circle) || !(x.d > 0) || !std::isfinite(static_cast<double>(x.d)))
        return 0;
    // Folded image axes back to the frame of the unit circle: signs, then the major axis U.
    const T s0 = -(r.cx * r.ux + r.cy * r.uy) < 0 ? T(-1) : T(1);
    const T s1 = -(-r.cx * r.uy + r.cy * r.ux) < 0 ? T(-1) : T(1);
    auto toCircleFrame = [&](T v0, T v1, T& wx, T& wy) {
        wx = s0 * v0 * r.ux - s1 * v1 * r.uy;
        wy = s0 * v0 * r.uy + s1 * v1 * r.ux;
    };
    const T bx = circle.rx, by = circle.ry;
    const T m0 = (r.y0 - x.x0) / x.d, m1 = (r.y1 - x.x1) / x.d; // unit normal, image towards circle
    if (x.d > 1) {
        T mx, my;
        toCircleFrame(m0, m1, mx, my);
        // Normals map by the inverse transpose: n = R(tc) S_c^-1 m, pointing from moving to circle.
        const T nx = tc.c * (mx / bx) - tc.s * (my / by), ny = tc.s * (mx / bx) + tc.c * (my / by);
        return separatedAlong(moving, tm, circle, tc, nx, ny) ? 1 : 0;
    }
    // Inside the image by half the overlap depth, at most the smallest radius of curvature (a disk
    // of that radius rolls inside the ellipse), and within the unit circle.
    const T eta = std::min((1 - x.d) / 2, r.e1 * (r.e1 / r.e0));
    T wx, wy;
    toCircleFrame(x.x0 - eta * m0, x.x1 - eta * m1, wx, wy);
    wx = r.cx + wx;
    wy = r.cy + wy;
    const T px = static_cast<T>(circle.center.x) + tc.c * (bx * wx) - tc.s * (by * wy);
    const T py = static_cast<T>(circle.center.y) + tc.s * (bx * wx) + tc.c * (by * wy);
    return holds(moving, tm, px, py) && holds(circle, tc, px, py) ? -1 : 0;
}

double aspect(const Ellipse& e)
{
    return std::max(e.rx, e.ry) / std::min(e.rx, e.ry);
}

// Along the line of centres (unit u, length D): apart if h_a(u) + h_b(u) < D, overlapping if the
// radial extents reach each other, rho_a(u) + rho_b(u) > D (the segment between the centres then
// has a point in both); each by the shortcut margin. +1 apart, -1 overlap, 0 neither.
int centerLine(const Ellipse& a, const Turn<double>& ta, const Ellipse& b, const Turn<double>& tb)
{
    if (!(aspect(a) <= tolerance::kCenterLineMaxAspect) || !(aspect(b) <= tolerance::kCenterLineMaxAspect))
        return 0;
    const double dx = b.center.x - a.center.x, dy = b.center.y - a.center.y;
    const double d = norm(dx, dy);
    if (!(d > 0) || !std::isfinite(d))
        return 0;
    // Supports and radial extents square their terms: only where no square under- or overflows.
    for (const double v : { d, a.rx, a.ry, b.rx, b.ry }) {
        if (!(v > 0x1p-480 && v < 0x1p480))
            return 0;
    }
    const double ux = dx / d, uy = dy / d;
    if (support(a, ta, ux, uy) + support(b, tb, ux, uy) < d * (1 - tolerance::kShortcutMargin))
        return 1;
    auto radial = [ux, uy](const Ellipse& e, const Turn<double>& t) {
        return 1 / norm((ux * t.c + uy * t.s) / e.rx, (-ux * t.s + uy * t.c) / e.ry);
    };
    if (radial(a, ta) + radial(b, tb) > d * (1 + tolerance::kShortcutMargin))
        return -1;
    return 0;
}

// What the two stages share: the validity checks, the flat cases and the circle shortcuts.
struct Start {
    bool decided = false;
    EllipseEllipseResult result;
    const Ellipse* moving = nullptr; // mapped onto the circle's frame
    const Ellipse* circle = nullptr; // mapped to the unit circle: the better conditioned one
};

// Closed segments (possibly points) p0p1 and q0q1, in long double.
bool segmentsMeet(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1)
{
    using LD = long double;
    auto orient = [](Vec2 a, Vec2 b, Vec2 c) {
        const LD v = (LD(b.x) - a.x) * (LD(c.y) - a.y) - (LD(b.y) - a.y) * (LD(c.x) - a.x);
        return v > 0 ? 1 : (v < 0 ? -1 : 0);
    };
    auto within = [](Vec2 a, Vec2 b, Vec2 c) { // c on line ab: inside the bounding box of ab?
        return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y
            && c.y <= std::max(a.y, b.y);
    };
    const int o1 = orient(p0, p1, q0), o2 = orient(p0, p1, q1);
    const int o3 = orient(q0, q1, p0), o4 = orient(q0, q1, p1);
    if (o1 * o2 < 0 && o3 * o4 < 0)
        return true;
    return (o1 == 0 && within(p0, p1, q0)) || (o2 == 0 && within(p0, p1, q1))
        || (o3 == 0 && within(q0, q1, p0)) || (o4 == 0 && within(q0, q1, p1));
}

void segmentOf(const Ellipse& e, Vec2& p, Vec2& q)
{
    const Vec2 axis = e.rx >= e.ry ? e.rx * unitAt(e.angle) : e.ry * perp(unitAt(e.angle));
    p = e.center - axis;
    q = e.center + axis;
}

Start start(const Ellipse& a, const Ellipse& b)
{
    Start st;
    st.decided = true;
    EllipseEllipseResult& r = st.result;
    if (!isValid(a) || !isValid(b))
        return st;
    r.valid = true;
    const bool aFlat = !(std::min(a.rx, a.ry) > 0);
    const bool bFlat = !(std::min(b.rx, b.ry) > 0);
    if (aFlat && bFlat) {
        Vec2 p0, p1, q0, q1;
        segmentOf(a, p0, p1);
        segmentOf(b, q0, q1);
        r.hit = segmentsMeet(p0, p1, q0, q1);
        r.centerInside = r.hit;
        return st;
    }
    // Bounding and inscribed circles (L3, L4) decide clear cases without trigonometry.
    const double dist2 = lengthSquared(b.center - a.center);
    const double outer = std::max(a.rx, a.ry) + std::max(b.rx, b.ry);
    const double inner = std::min(a.rx, a.ry) + std::min(b.rx, b.ry);
    r.centersDistanceSquared = dist2;
    r.outerSum = outer;
    r.innerSum = inner;
    if (dist2 > outer * outer * (1 + tolerance::kShortcutMargin)) {
        r.circleShortcut = true;
        return st;
    }
    if (dist2 < inner * inner * (1 - tolerance::kShortcutMargin)) {
        r.circleShortcut = true;
        r.hit = true;
        return st;
    }
    // Map the better conditioned ellipse (smaller aspect ratio) to the unit circle.
    const bool swap = bFlat || (!aFlat && aspect(a) < aspect(b));
    st.moving = swap ? &b : &a;
    st.circle = swap ? &a : &b;
    r.firstIsCircle = swap;
    st.decided = false;
    return st;
}

// Within the double band: the double certificates, then the whole computation in long double with
// its certificates; if none holds either, the gap is below long double rounding: touching.
bool nearTouching(const Start& st, const Turn<double>& tm, const Turn<double>& tc, const Reduced<double>& d,
    const Closest<double>& x, EllipseEllipseResult& r)
{
    const int c = certify(*st.moving, tm, *st.circle, tc, d, x);
    r.certified = c != 0;
    if (c != 0)
        return c < 0;
    using LD = long double;
    const Turn<LD> lm = turnOf<LD>(*st.moving), lc = turnOf<LD>(*st.circle);
    const Reduced<LD> l = reduce<LD>(*st.moving, lm, *st.circle, lc);
    r.usedLongDouble = true;
    r.centerInside = l.inside;
    if (l.inside) {
        r.distance = 0;
        return true;
    }
    const Closest<LD> lx = closestOutside<LD>(l.e0, l.e1, l.y0, l.y1, kNoStop);
    r.distance = static_cast<double>(lx.d);
    const int lcert = certify(*st.moving, lm, *st.circle, lc, l, lx);
    r.certified = lcert != 0;
    if (lcert != 0)
        return lcert < 0;
    return lx.d - 1 <= tolerance::kEllipseTouch * l.scale;
}

bool outsideBand(double distance, double scale)
{
    return std::abs(distance - 1) > tolerance::kEllipseBand * scale && std::isfinite(distance);
}

} // namespace

namespace {

// Overlap does not change when both ellipses are scaled by the same factor. Inputs whose largest
// magnitude is far from 1 are scaled by a power of two (exact) so that no square of a coordinate
// or semi-axis underflows into the subnormals (or overflows): there the relative error of a
// square is no longer bounded and the bounds and certificates below would not hold. False when
// the inputs are used as they are: always for the lessons' sizes, and when the values span more
// than the exponent range (then no scale keeps them all exact).
bool rescaled(const Ellipse& a, const Ellipse& b, Ellipse& sa, Ellipse& sb)
{
    double m = 0;
    for (const double v : { a.center.x, a.center.y, a.rx, a.ry, b.center.x, b.center.y, b.rx, b.ry }) {
        if (std::isfinite(v))
            m = std::max(m, std::abs(v));
    }
    if (!(m > 0) || (m > 0x1p-200 && m < 0x1p200))
        return false;
    const int k = -std::ilogb(m);
    // Only when every value survives the scaling exactly: a value more than the whole exponent
    // range below the largest one would become subnormal or zero (a negative semi-axis -0).
    for (const double v : { a.center.x, a.center.y, a.rx, a.ry, b.center.x, b.center.y, b.rx, b.ry }) {
        if (std::isfinite(v) && std::ldexp(std::ldexp(v, k), -k) != v)
            return false;
        if (std::isfinite(v) && v != 0 && std::abs(std::ldexp(v, k)) < std::numeric_limits<double>::min())
            return false;
    }
    auto scale = [k](const Ellipse& e) {
        return Ellipse { { std::ldexp(e.center.x, k), std::ldexp(e.center.y, k) }, std::ldexp(e.rx, k),
            std::ldexp(e.ry, k), e.angle };
    };
    sa = scale(a);
    sb = scale(b);
    return true;
}

EllipseEllipseResult tracedAtScale(const Ellipse& a, const Ellipse& b)
{
    Start st = start(a, b);
    EllipseEllipseResult& r = st.result;
    if (st.decided)
        return r;
    const Turn<double> tm = turnOf<double>(*st.moving), tc = turnOf<double>(*st.circle);
    const Reduced<double> d = reduce<double>(*st.moving, tm, *st.circle, tc);
    r.semiMajor = d.e0;
    r.semiMinor = d.e1;
    r.centerInside = d.inside;
    if (d.inside) {
        r.hit = true;
        return r;
    }
    const Closest<double> x = closestOutside(d.e0, d.e1, d.y0, d.y1, kNoStop);
    r.distance = x.d;
    r.hit = outsideBand(x.d, d.scale) ? x.d <= 1 : nearTouching(st, tm, tc, d, x, r);
    return r;
}

bool plainAtScale(const Ellipse& a, const Ellipse& b)
{
    Start st = start(a, b);
    if (st.decided)
        return st.result.hit;
    const Turn<double> tm = turnOf<double>(*st.moving), tc = turnOf<double>(*st.circle);
    if (const int line = centerLine(*st.moving, tm, *st.circle, tc); line != 0)
        return line < 0;
    const Reduced<double> d = reduce<double>(*st.moving, tm, *st.circle, tc);
    if (d.inside)
        return true;
    // Newton's iterates approach the root from below, so their distances are lower bounds of d;
    // the iterate's point scaled onto the ellipse gives an upper bound. Stop once one decides.
    const double band = tolerance::kEllipseBand * d.scale;
    const double above = (1 + band) * (1 + band), below = band < 1 ? (1 - band) * (1 - band) : -1;
    const double r0 = (d.e0 / d.e1) * (d.e0 / d.e1); // as in closestOutside (not called for a segment)
    int early = 0;
    auto stop = [&](double s, double i0, double i1, double f) {
        const double g0 = d.y0 * i0, g1 = d.y1 * i1; // (y - x(s)) / s; s g0 <= y0, s g1 <= y1
        const double l0 = s * g0, l1 = s * g1;
        if (l0 * l0 + l1 * l1 > above) {
            early = 1;
            return true;
        }
        const double k = 1 / std::sqrt(f + 1); // x(s) / sqrt(F + 1) is on the ellipse
        const double q0 = d.y0 - r0 * g0 * k, q1 = d.y1 - g1 * k;
        if (q0 * q0 + q1 * q1 < below)
            early = -1;
        return early != 0;
    };
    const Closest<double> x = closestOutside(d.e0, d.e1, d.y0, d.y1, stop);
    if (early != 0)
        return early < 0;
    if (outsideBand(x.d, d.scale))
        return x.d <= 1;
    EllipseEllipseResult unused;
    return nearTouching(st, tm, tc, d, x, unused);
}

} // namespace

EllipseEllipseResult ellipseVsEllipse(const Ellipse& a, const Ellipse& b)
{
    Ellipse sa, sb;
    return rescaled(a, b, sa, sb) ? tracedAtScale(sa, sb) : tracedAtScale(a, b);
}

bool overlaps(const Ellipse& a, const Ellipse& b)
{
    Ellipse sa, sb;
    return rescaled(a, b, sa, sb) ? plainAtScale(sa, sb) : plainAtScale(a, b);
}

} // namespace geometry
