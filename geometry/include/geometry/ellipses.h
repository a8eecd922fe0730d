// Ellipses: point in ellipse (seed 001, L5), exact ellipse vs ellipse, and the textbook's
// "beta" heuristic (seed 000, L7) as a separate, faithfully ported function.
#pragma once

#include "geometry/affine.h"
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
    // The circles' shortcut: |C2 - C1|^2 against (outer sum)^2 and (inner sum)^2, the sums of the
    // long and of the short semi-axes (at the scale the test ran: inputs beyond 2^+-200 are scaled).
    double centersDistanceSquared = 0, outerSum = 0, innerSum = 0;
    bool firstIsCircle = false; // the first ellipse (the rounder one) became the unit circle
};
// Zero semi-axes are allowed (segments, points).
EllipseEllipseResult ellipseVsEllipse(const Ellipse& a, const Ellipse& b);

// The answer alone, the same as ellipseVsEllipse(a, b).overlap, without the trace: the line of
// centres first, then Newton stops as soon as its bounds on d decide (then the same band and
// certificates as ellipseVsEllipse).
bool overlaps(const Ellipse& a, const Ellipse& b);

// The textbook's tolerance in cases III and IV (seed 000: EPS = 0.0002): |R| <= 1 + EPS, |S| / a <= 1 + EPS.
inline constexpr double kTextbookEps = 0.0002;

enum class TextbookCase {
    Trivial, // decided before Q was computed (see TextbookTrivial)
    I, // Q in the circle
    II, // Q' in the ellipse
    III, // tangent at Q -> R' -> R, R in the circle (with EPS); or the tangent misses: apart
    IV, // bisected tangent v3 -> S', S' in the ellipse (with EPS); runs whenever III does
        // not decide (Q.x >= Q'.x, or R outside the circle): the seed's "CASE 4 (and CASE 3)"
};

enum class TextbookTrivial {
    None,
    LeftOfLine, // E.x + a < -1: no overlap
    AboveLine, // E.y - b > 1: no overlap
    PBelowAxis, // P.y <= 0: overlap
    PAboveTop, // P.y >= 1: no overlap (E.x >= -1 too: P.y = 1 exactly, a guard the seed lacks)
    SlopeOrder, // slope at P >= slope at P': no overlap
    // s <= 0 although the slopes passed: they are equal within rounding, and s = kA - B > 0 in
    // exact arithmetic whenever slope(P) < slope(P'). A guard (the seed divides by 2s): no overlap.
    SlopesEqual,
    BottomInCircle, // E.x >= -1 and the bottom point P is in the circle or below the x axis: overlap
};

// The reduction of the seed's CollisionTest_Ellipse_Ellipse (its figures 7-14), step by step.
struct TextbookReduction {
    Mat2 block {}; // the 2x2 part of A = M2^-1 M1: the seed's a, b, c, d
    Vec2 center {}; // M2^-1 C1: the centre of ellipse 1's image (the seed's wp)
    double e = 0, f = 0, g = 0; // a^2 + b^2, ac + bd, c^2 + d^2
    double G1 = 0, G2 = 0; // (e + g +- sqrt((e - g)^2 + 4 f^2)) / 2: the squared semi-axes
    Vec2 u1 {}, u2 {}; // the image's axes (u1 along the long one)
    double rA = 0, rB = 0; // its semi-axes along u1 and u2 (before the swap)
    Vec2 C {}; // the circle's centre in the image's own (ij) frame: (x0, y0); the image is at -C
    bool flippedX = false; // -C was right of the y axis: reflected about it (into quadrant 2)
    bool flippedY = false; // -C was below the x axis: reflected about it
    bool wide = false; // rA > rB: reflected about y = -x, which makes it tall
};

// P and P' (the seed's beta on the ellipse, from its short axis, and alpha on the circle).
struct TextbookAngles {
    double cosBeta = 0, sinBeta = 0; // E.x >= -1: beta = -90 degrees (0, -1)
    double cosAlpha = 0, sinAlpha = 0;
    double A = 0, B = 0; // tan alpha, tan beta (B is -infinity when E.x >= -1: not computed, 0)
};

// Q and Q' from X = tan x: theta = beta + x on the ellipse (10), phi = alpha - x on the circle (12).
struct TextbookTangentPoints {
    double tanTheta = 0, cosTheta = 0, sinTheta = 0;
    double tanPhi = 0, cosPhi = 0, sinPhi = 0;
};

// Case III: the tangent at Q (unit direction `dir`) meets the circle at R' = Q + (-t - sqrt(D)) dir
// with t = Q . dir, u = |Q|^2 - 1, D = t^2 - u; R on the ellipse has the slope m of the circle at R'.
struct TextbookCaseIII {
    bool tried = false; // Q.x < Q'.x
    Vec2 dir {};
    double t = 0, u = 0, D = 0;
    bool missed = false; // D < 0 or -t - sqrt(D) < 0: the seed answers "apart" at once
    double m = 0, tanGamma = 0, cosGamma = 0, sinGamma = 0;
};

// Everything the seed computes in the reduced configuration (tall axis-aligned ellipse, centre E in
// the 2nd quadrant, semi-axes a <= b, against the unit circle at the origin). Fields that were
// not reached keep their zero value; `reached*` tell which ones are set.
struct EllipseTextbookResult {
    bool hit = false;
    TextbookCase decidingCase = TextbookCase::Trivial;
    TextbookTrivial trivial = TextbookTrivial::None;
    bool reduced = false; // `reduction` is set (by ellipseVsEllipseTextbook)
    TextbookReduction reduction;
    Vec2 E {};
    double a = 0, b = 0, k = 0;
    bool centerLeftOfLine = false; // E.x < -1 (P on x = -1) or not (P = bottom point)
    Vec2 P {}, Pp {}; // P on the ellipse, P' on the circle at the same height
    TextbookAngles angles;
    double slopeEllipseP = 0, slopeCircleP = 0;
    double quadS = 0, quadT = 0, quadU = 0, discriminant = 0, X = 0; // s X^2 + t X + u = 0, X = tan x
    bool reachedQ = false;
    TextbookTangentPoints tangent;
    Vec2 Q {}, Qp {}; // equal tangent slopes
    // Case II: K = Q' - E, and K squeezed vertically by k; Q' is in the ellipse iff |Ksqueezed| <= a.
    Vec2 K {}, Ksqueezed {};
    TextbookCaseIII caseIII;
    bool reachedR = false;
    Vec2 R {}, Rp {}; // case III
    bool reachedS = false;
    // Case IV: L is the point of the ellipse's lower half with x = Q'.x, in the ellipse's frame
    // (add E); it lies above Q'. NaN when Q'.x is beyond the ellipse (then IV reports apart).
    Vec2 L {}, v1 {}, v2 {}, v3 {}, S {}, Sp {}; // S' on the circle
    double ratioS = 0; // |S| / a (S is squeezed already), compared with 1 + EPS
};

// The seed's CollisionTest_AAEllipse_UnitCircle: E must be in the 2nd quadrant and 0 < a <= b.
// Two guards the seed lacks (both answer what exact arithmetic would): s <= 0 (SlopesEqual) and
// P.y >= 1 when E.x >= -1 (PAboveTop), where the seed divides by zero or takes a NaN.
EllipseTextbookResult aaEllipseVsUnitCircleTextbook(Vec2 E, double a, double b);

// The seed's CollisionTest_Ellipse_Ellipse: maps b to the unit circle, reduces a by SVD and
// reflections (traced in `reduction`), then runs the test above. Not proven; can miss very shallow
// overlaps and may err for extreme shapes. One deviation: an axis-aligned reduced ellipse (f = 0)
// picks its axis directly instead of dividing by zero. Invalid input or a zero semi-axis: miss, Trivial.
EllipseTextbookResult ellipseVsEllipseTextbook(const Ellipse& a, const Ellipse& b);

} // namespace geometry
