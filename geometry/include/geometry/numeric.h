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

// The exact ellipse test's certificates (a separating line, a point in both ellipses) count as
// proof only when their value clears its rounding bound: this many units of roundoff times the
// size of the terms, about twice what the operations can reach (in double and in long double).
inline constexpr double kCertificateUnits = 32;
// Coordinates and semi-axes within which those rounding bounds hold in double (no overflow, no
// digits lost to underflow); outside, only the long double pass certifies.
inline constexpr double kCertificateMax = 0x1p400;
inline constexpr double kCertificateMin = 0x1p-400;

// intersects(Ray, Circle) answers from rayVsDisk's own b, c and discriminant when |m|, |d| and r
// are at most kRayDiskModerate, |d|^2 is at least kRayDiskMinSquare and |c| < |b| kRayDiskNearRoot:
// then the roots rayVsDisk computes are finite (it calls infinite roots a miss). Else it asks rayVsDisk.
inline constexpr double kRayDiskModerate = 0x1p200;
inline constexpr double kRayDiskMinSquare = 0x1p-400;
inline constexpr double kRayDiskNearRoot = 0x1p600;

// Shortcuts that compare squared distances with squared radius sums (ellipse vs ellipse by bounding
// and inscribed circles) only decide when the comparison clears this relative margin, far above
// the few ulps of rounding in the squares; everything closer takes the full test.
inline constexpr double kShortcutMargin = 1e-12;

// overlaps(Ellipse, Ellipse) also tries the line of centres (a separating gap, or radial extents
// that meet) with the shortcut margin, for ellipses whose axes differ by at most this factor: the
// angle's rounding then moves supports and extents by far less than the margin.
inline constexpr double kCenterLineMaxAspect = 100;

// length() takes the plain square root of x² + y² only while that sum is safely inside the
// double range (no overflow, no lost digits to underflow); outside, std::hypot.
inline constexpr double kPlainSquaresMin = 1e-290;
inline constexpr double kPlainSquaresMax = 1e290;

// --- What the lessons compare, named here so that every tolerance is in one place. ---

// A direction turned by the keys snaps to an axis when a component is below this fraction of its
// length: cos(90°) in doubles leaves ~6e-17, far below; any real direction is far above.
inline constexpr double kAxisSnap = 1e-12;

// A ray direction counts as a unit vector (the textbook's slab code is right only then) when its
// length is within this of 1: typed values have at most a few decimals, rounding leaves ~1e-16.
inline constexpr double kUnitLength = 1e-9;

// AreaMove's run compares positions that are sums of many small steps (world units): a gap
// within this of a step is that step, not a jitter.
inline constexpr double kStepSum = 1e-6;

// An ellipse whose semi-axes differ by more than this factor is refused as too thin: beyond it the
// exact test's reduced ellipse loses the digits the touching band relies on.
inline constexpr double kMaxAxisRatio = 1e6;

// Picking divides a pick radius in pixels by the zoom; the zoom is floored here so a degenerate
// view cannot divide by zero (the canvas never zooms below 0.5 pixels per unit).
inline constexpr double kMinPixelsPerUnit = 1e-9;

// The lines lesson reads an equation a x + b y = c back from a point and a direction: c computed
// through a point such as (5/3, 0) is the whole number it was built from when this close to it
// (relative to 1 + |c|; rounding leaves ~1e-15).
inline constexpr double kWholeNumber = 1e-9;

// Padding of a bounding rectangle built from single points, so that it is never empty.
inline constexpr double kPointPad = 1e-9;

// A drawing's stamp (the canvas) is sized in whole pixels from where the drawing is; a side this
// close to a whole pixel is on it, so the rounding of one place and another does not make two.
inline constexpr double kStampPixel = 1e-3;

} // namespace geometry::tolerance
