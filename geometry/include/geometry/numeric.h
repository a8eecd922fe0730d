// Named tolerances and predicates of geometry/, in one place.
#pragma once

namespace geometry::tolerance {

// Two directions a, b count as parallel when |a x b| <= kParallel * |a| * |b|
// (the sine of the angle between them is below kParallel).
inline constexpr double kParallel = 1e-12;

} // namespace geometry::tolerance
