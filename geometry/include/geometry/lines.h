// Lines in the plane: point + direction (seed 002 part C; seed 003 first part).
#pragma once

#include "geometry/vec2.h"

namespace geometry {

struct Line {
    Vec2 point;
    Vec2 direction; // any non-zero length
};

enum class LineLineKind {
    Point, // exactly one common point
    SameLine, // infinitely many: the lines coincide
    Parallel, // none
    ZeroDirection, // a direction is the zero vector: not a line, no answer
};

struct LineLineResult {
    LineLineKind kind = LineLineKind::ZeroDirection;
    Vec2 point {}; // valid for Point only
    double s = 0; // P + s*a = Q + t*b, in units of the given directions (Point only)
    double t = 0;
    double det = 0; // |A| for A = [[ax, -bx], [ay, -by]]: -ax*by + bx*ay
    Vec2 w {}; // W = Q - P, the right-hand side (every kind but ZeroDirection)
};

// Solves P + s a = Q + t b by Cramer's rule on the 2x2 system (seed 002 C).
// Parallel when |det| <= tolerance::kParallel * |a| |b|; then SameLine iff Q - P is parallel too.
LineLineResult lineVsLine(const Line& first, const Line& second);

} // namespace geometry
