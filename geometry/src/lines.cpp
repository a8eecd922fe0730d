#include "geometry/lines.h"

#include "geometry/numeric.h"

#include <cmath>

namespace geometry {

LineLineResult lineVsLine(const Line& first, const Line& second)
{
    LineLineResult result;
    const Vec2 a = first.direction;
    const Vec2 b = second.direction;
    const double lenA = length(a);
    const double lenB = length(b);
    if (!(lenA > 0) || !(lenB > 0) || !std::isfinite(lenA) || !std::isfinite(lenB)) {
        result.kind = LineLineKind::ZeroDirection;
        return result;
    }
    const Vec2 w = second.point - first.point;
    result.w = w;
    result.det = -a.x * b.y + b.x * a.y;
    if (std::abs(result.det) <= tolerance::kParallel * lenA * lenB) {
        // W parallel to a means Q lies on the first line.
        const bool onLine = std::abs(cross(a, w)) <= tolerance::kParallel * lenA * length(w);
        result.kind = onLine ? LineLineKind::SameLine : LineLineKind::Parallel;
        return result;
    }
    result.kind = LineLineKind::Point;
    result.s = (-b.y * w.x + b.x * w.y) / result.det;
    result.t = (-a.y * w.x + a.x * w.y) / result.det;
    result.point = first.point + result.s * a;
    return result;
}

} // namespace geometry
