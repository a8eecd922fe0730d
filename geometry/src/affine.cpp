#include "geometry/affine.h"

#include <cmath>

namespace geometry {

Mat2 rotationMatrix(double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    return { c, -s, s, c };
}

Affine2 trsAffine(Vec2 position, double angle, double sx, double sy)
{
    return { rotationMatrix(angle) * scaleMatrix(sx, sy), position };
}

InverseResult invert(const Affine2& f)
{
    InverseResult result;
    const double det = determinant(f.m);
    if (det == 0 || !std::isfinite(det))
        return result;
    const Mat2 inv { f.m.d / det, -f.m.b / det, -f.m.c / det, f.m.a / det };
    result.valid = true;
    result.inverse = { inv, -(inv * f.t) };
    return result;
}

Svd2 svd(const Mat2& m)
{
    Svd2 r;
    // Eigen-decomposition of m m^T = [[e, f], [f, g]]; its larger eigenvalue is s1^2.
    const double e = m.a * m.a + m.b * m.b;
    const double f = m.a * m.c + m.b * m.d;
    const double g = m.c * m.c + m.d * m.d;
    const double root = std::hypot(e - g, 2 * f);
    const double g1 = 0.5 * (e + g + root);
    r.s1 = std::sqrt(g1);
    const double det = determinant(m);
    r.s2 = r.s1 > 0 ? std::abs(det) / r.s1 : 0;
    if (r.s2 > r.s1)
        r.s2 = r.s1; // rounding only
    // Eigenvector of g1, written without cancellation.
    Vec2 u = e >= g ? Vec2 { 0.5 * (e - g + root), f } : Vec2 { f, 0.5 * (g - e + root) };
    if (!(lengthSquared(u) > 0))
        u = { 1, 0 };
    u = normalized(u);
    r.majorAxis = u;
    r.rotationU = std::atan2(u.y, u.x);
    r.reflection = det < 0;
    if (r.s1 > 0) {
        const Vec2 v1 = normalized(transposed(m) * u);
        r.rotationV = -std::atan2(v1.y, v1.x);
    }
    return r;
}

} // namespace geometry
