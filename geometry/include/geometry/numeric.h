// Named tolerances and predicates of geometry/, in one place.
#pragma once

namespace geometry::tolerance {

// Two directions a, b count as parallel when |a x b| <= kParallel * |a| * |b|
// (the sine of the angle between them is below kParallel).
inline constexpr double kParallel = 1e-12;

// Exact ellipse vs ellipse, in the frame where one ellipse is the unit circle, scale = 1 + |y| + e0
// (y: the circle's centre seen from the image ellipse, e0: its semi-major axis). The double pass
// errs by ~1e-14 * scale at most; within kEllipseBand * scale of d = 1 it is redone in long double.
inline constexpr double kEllipseBand = 1e-11;

// Long double pass: a gap d - 1 <= kEllipseTouch * scale counts as touching (touching is overlap).
// About 100 long double ulps: below the rounding of the double inputs themselves.
inline constexpr long double kEllipseTouch = 1e-17L;

// Shortcuts that compare squared distances with squared radius sums (ellipse vs ellipse by bounding
// and inscribed circles) only decide when the comparison clears this relative margin, far above
// the few ulps of rounding in the squares; everything closer takes the full test.
inline constexpr double kShortcutMargin = 1e-12;

} // namespace geometry::tolerance
