// Ellipses: point in ellipse (seed 001, L5), exact ellipse vs ellipse, and the textbook's
// "beta" heuristic (seed 000, L7) as a separate, faithfully ported function.
#pragma once

#include "geometry/shapes.h"

namespace geometry {

// Translate by -C, rotate by -angle, scale y by rx/ry: the ellipse becomes the circle of radius rx.
// Inside iff x'^2 + y'^2 <= rx^2 (boundary counts). rx = 0 or ry = 0 (a segment) or invalid: miss.
struct PointEllipseResult {
    bool hit = false; // the point is inside (on the ellipse counts)
    Vec2 translated {}; // p - C
    Vec2 rotated {}; // (dx cos + dy sin, -dx sin + dy cos)
    Vec2 scaled {}; // (x, y * rx / ry)
    double valueSquared = 0; // |scaled|^2, compared with rx^2
    double radiusSquared = 0;
};
PointEllipseResult pointInEllipse(Vec2 p, const Ellipse& e);

// Exact test for closed ellipses (touching counts). Method: map the rounder one to the unit circle,
// take the other's image semi-axes by SVD, compute the distance d from the circle's centre to the
// image (Newton after Eberly); overlap iff centre inside or d <= 1; near 1: certificates.
struct EllipseEllipseResult {
    bool hit = false;
    bool valid = false; // false for NaN/inf or negative semi-axes (then overlap = false)
    bool circleShortcut = false; // decided by bounding circles (apart) or inscribed circles (overlap);
                                 // the fields below are then not computed
    bool certified = false; // d was within tolerance::kEllipseBand of 1: a separating line or a
                            // point in both, checked with rounding bounds, decided
    bool usedLongDouble = false; // no certificate held in double: redone in long double
    bool centerInside = false; // the unit circle's centre lies in the image ellipse
    double distance = 0; // d in the reduced frame (0 when centreInside)
    double semiMajor = 0, semiMinor = 0; // image ellipse in the reduced frame
};
// Zero semi-axes are allowed (segments, points).
EllipseEllipseResult ellipseVsEllipse(const Ellipse& a, const Ellipse& b);

// The answer alone, the same as ellipseVsEllipse(a, b).overlap, without the trace: the line of
// centres first, then Newton stops as soon as its bounds on d decide (then the same band and
// certificates as ellipseVsEllipse).
bool overlaps(const Ellipse& a, const Ellipse& b);

enum class TextbookCase {
    Trivial, // decided before Q was computed (see TextbookTrivial)
    I, // Q in the circle
    II, // Q' in the ellipse
    III, // tangent at Q -> R' -> R, R in the circle (with EPS)
    IV, // bisected tangent v3 -> S', S' in the ellipse (with EPS); runs whenever III does
        // not decide (Q.x >= Q'.x, or R outside the circle): the seed's "CASE 4 (and CASE 3)"
};

enum class TextbookTrivial {
    None,
    LeftOfLine, // E.x + a < -1: no overlap
    AboveLine, // E.y - b > 1: no overlap
    PBelowAxis, // P.y <= 0: overlap
    PAboveTop, // P.y >= 1: no overlap
    SlopeOrder, // slope at P >= slope at P': no overlap
    BottomInCircle, // E.x >= -1 and the bottom point P is in the circle or below the x axis: overlap
};

// Everything the seed computes in the reduced configuration (tall axis-aligned ellipse, centre E in
// the 2nd quadrant, semi-axes a <= b, against the unit circle at the origin). Fields that were
// not reached keep their zero value; `reached*` tell which ones are set.
struct EllipseTextbookResult {
    bool hit = false;
    TextbookCase decidingCase = TextbookCase::Trivial;
    TextbookTrivial trivial = TextbookTrivial::None;
    Vec2 E {};
    double a = 0, b = 0, k = 0;
    bool centerLeftOfLine = false; // E.x < -1 (P on x = -1) or not (P = bottom point)
    Vec2 P {}, Pp {}; // P on the ellipse, P' on the circle at the same height
    double slopeEllipseP = 0, slopeCircleP = 0;
    double quadS = 0, quadT = 0, quadU = 0, discriminant = 0, X = 0; // s X^2 + t X + u = 0, X = tan x
    bool reachedQ = false;
    Vec2 Q {}, Qp {}; // equal tangent slopes
    bool reachedR = false;
    Vec2 R {}, Rp {}; // case III
    bool reachedS = false;
    // Case IV: L is the point of the ellipse's lower half with x = Q'.x, in the ellipse's frame
    // (add E); it lies above Q'. NaN when Q'.x is beyond the ellipse (then IV reports apart).
    Vec2 L {}, v1 {}, v2 {}, v3 {}, S {}, Sp {}; // S' on the circle
};

// The seed's CollisionTest_AAEllipse_UnitCircle: E must be in the 2nd quadrant and 0 < a <= b.
EllipseTextbookResult aaEllipseVsUnitCircleTextbook(Vec2 E, double a, double b);

// The seed's CollisionTest_Ellipse_Ellipse: maps b to the unit circle, reduces a by SVD and
// reflections, then runs the test above. Not proven; can miss very shallow overlaps and may err
// for extreme shapes. One deviation: an axis-aligned reduced ellipse (f = 0) picks its axis
// directly instead of dividing by zero. Invalid input or a zero semi-axis: miss, Trivial.
EllipseTextbookResult ellipseVsEllipseTextbook(const Ellipse& a, const Ellipse& b);

} // namespace geometry
