// Swept circles between two frames (seed 004; L8). Each centre moves on a straight line,
// A0 -> A1 and B0 -> B1, during the frame; u in [0, 1] is the fraction of the frame.
#pragma once

#include "geometry/vec2.h"

namespace geometry {

struct SweptCircle {
    Vec2 from; // centre at the previous frame
    Vec2 to; // centre at this frame
    double radius = 0;
};

// C(u) = C0 + u (C1 - C0) is B's centre relative to A's, C0 = B0 - A0, C1 = B1 - A1, r = rA + rB.
// The seed's parameter is s = 2u - 1 in [-1, 1]; g(s) = 4 |C|^2 = alpha s^2 + 2 beta s + gamma.
struct SweptResult {
    bool hit = false; // min over the frame of |C(u)| <= r (touching counts)
    bool startedTouching = false; // |C0| <= r
    double t = 0; // first contact, fraction of the frame in [0, 1] (valid when hit)
    double tClosest = 0; // fraction of the frame where |C(u)| is smallest
    double minDistanceSquared = 0; // |C(tClosest)|^2
    double alpha = 0, beta = 0, gamma = 0; // g(s) coefficients: |C1-C0|^2, |C1|^2-|C0|^2, |C0+C1|^2
    double bigR = 0; // R = 4 r^2; hit iff min over s in [-1, 1] of g(s) <= R
    // The steps of the test, as the lesson's code shows them: C0, C1, r^2, |C0|^2, |C1|^2, the
    // closest moment u = -(C0 . (C1 - C0)) / alpha of the whole line (0 when alpha = 0) and
    // C0 x (C1 - C0), whose square over alpha is the distance^2 when 0 < u < 1.
    Vec2 c0 {}, c1 {};
    double rSquared = 0, c0Squared = 0, c1Squared = 0, uLine = 0, cross = 0;
};
// Closest approach of the relative motion within the frame (not of the infinite line).
// No relative motion (alpha = 0) is its own branch. NaN, negative radii or overflowing squares: miss.
SweptResult sweptCircles(const SweptCircle& a, const SweptCircle& b);

// The seed's isHit exactly as written (with its class fixed to compile). Wrong: when the vertex
// lies in [-1, 1] it returns -i^2 <= r^2 (c0 + c1 - 2i), which always holds, so every pair whose
// closest approach falls inside the frame "hits". Correct vertex test: c0 c1 - i^2 <= r^2 (c0 + c1 - 2i).
struct SweptTextbookResult {
    bool hit = false;
    bool vertexBranch = false; // i <= c0 && i <= c1: the seed took the vertex test
    double c0 = 0, c1 = 0, i = 0, rSquared = 0; // (C0,C0), (C1,C1), (C0,C1), (rA + rB)^2
    Vec2 C0 {}, C1 {};
    double vertexLeft = 0, vertexRight = 0; // -i^2 and r^2 (c0 + c1 - 2i), the seed's vertex test
};
SweptTextbookResult sweptCirclesTextbook(const SweptCircle& a, const SweptCircle& b);

} // namespace geometry
