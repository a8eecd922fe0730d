// What several geometry tests share: the special numbers and a shape scaled about the origin.
// One definition each, so the test files can also be compiled together (a unity build).
#pragma once

#include "geometry/ellipses.h"

#include <limits>

namespace geometry::test {

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The ellipse with its centre and both semi-axes multiplied by k, turned as before.
inline Ellipse scaled(const Ellipse& e, double k)
{
    return { k * e.center, k * e.rx, k * e.ry, e.angle };
}

} // namespace geometry::test
