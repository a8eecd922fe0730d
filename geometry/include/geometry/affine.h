// Mat2 (2x2, row-major) and Affine2 (x -> m x + t), with inverse and SVD of the 2x2 part.
#pragma once

#include "geometry/vec2.h"

namespace geometry {

// [[a, b], [c, d]]: the columns (a, c) and (b, d) are the images of the x and y unit vectors.
struct Mat2 {
    double a = 1, b = 0, c = 0, d = 1;
};

constexpr Vec2 operator*(const Mat2& m, Vec2 v)
{
    return { m.a * v.x + m.b * v.y, m.c * v.x + m.d * v.y };
}
constexpr Mat2 operator*(const Mat2& m, const Mat2& n)
{
    return { m.a * n.a + m.b * n.c, m.a * n.b + m.b * n.d, m.c * n.a + m.d * n.c, m.c * n.b + m.d * n.d };
}
constexpr double determinant(const Mat2& m)
{
    return m.a * m.d - m.b * m.c;
}
constexpr Mat2 transposed(const Mat2& m)
{
    return { m.a, m.c, m.b, m.d };
}
Mat2 rotationMatrix(double angle); // counter-clockwise, radians
constexpr Mat2 scaleMatrix(double sx, double sy)
{
    return { sx, 0, 0, sy };
}

struct Affine2 {
    Mat2 m {};
    Vec2 t {};
};

constexpr Vec2 apply(const Affine2& f, Vec2 p)
{
    return f.m * p + f.t;
}
// compose(f, g) is "g first, then f": apply(compose(f, g), p) == apply(f, apply(g, p)).
constexpr Affine2 compose(const Affine2& f, const Affine2& g)
{
    return { f.m * g.m, f.m * g.t + f.t };
}
// Translate(position) * Rotate(angle) * Scale(sx, sy): how an ellipse or box is placed (seed 000 (i)).
Affine2 trsAffine(Vec2 position, double angle, double sx, double sy);

struct InverseResult {
    bool valid = false; // false when |det| is zero or not finite: the map is not invertible
    Affine2 inverse {};
};
InverseResult invert(const Affine2& f);

// m = R(rotationU) * diag(s1, s2) * R(rotationV) with s1 >= s2 >= 0 (seed 000 (iii): A = R S Q).
// R's columns are the image ellipse's axes, s1 and s2 its semi-axes. s2 = |det| / s1, so thin
// shapes keep their small semi-axis to full relative precision.
struct Svd2 {
    double rotationU = 0; // angle of R (first column = major axis direction)
    double s1 = 0;
    double s2 = 0;
    double rotationV = 0; // Q = R(rotationV), or diag(1, -1) R(rotationV) when det < 0
    bool reflection = false;
    Vec2 majorAxis { 1, 0 }; // unit first column of R
};
Svd2 svd(const Mat2& m);

} // namespace geometry
