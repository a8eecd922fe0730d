// Named tolerances and predicates of geometry/, in one place.
#pragma once

namespace geometry::tolerance {

// Two directions a, b count as parallel when |a x b| <= kParallel * |a| * |b|
// (the sine of the angle between them is below kParallel).
inline constexpr double kParallel = 1e-12;

// Exact ellipse vs ellipse, in the frame where one ellipse is the unit circle: when the computed
// distance d differs from 1 by less than kEllipseBand * scale, the test is redone in long double.
inline constexpr double kEllipseBand = 1e-9;

// Long double pass of ellipse vs ellipse: a gap d - 1 <= kEllipseTouch * scale counts as touching
// (touching is overlap). Chosen a few hundred long double ulps wide; far below any visible gap.
inline constexpr long double kEllipseTouch = 1e-16L;

} // namespace geometry::tolerance
