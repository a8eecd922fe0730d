#include "ellipse_outline.h"

#include <geometry/vec2.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

QPolygonF ellipseOutline(const std::function<QPointF(geometry::Vec2)>& map, const geometry::Ellipse& e,
    double pixelsPerUnit, int minCorners)
{
    const double r = std::max(e.rx, e.ry) * pixelsPerUnit;
    const int corners = std::clamp(
        int(std::ceil(std::numbers::pi * std::sqrt(2 * r))), minCorners, std::max(minCorners, 4000));
    const geometry::Vec2 u = geometry::unitAt(e.angle);
    const geometry::Vec2 v = geometry::perp(u);
    QPolygonF poly;
    poly.reserve(corners);
    for (int i = 0; i < corners; ++i) {
        const double t = 2 * std::numbers::pi * i / corners;
        poly << map(e.center + e.rx * std::cos(t) * u + e.ry * std::sin(t) * v);
    }
    return poly;
}

} // namespace lab
