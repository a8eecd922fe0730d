// The outline of an ellipse as a polygon, for both ellipse lessons' canvases and insets.
#pragma once

#include <geometry/shapes.h>

#include <QPointF>
#include <QPolygonF>

#include <functional>

namespace lab {

// `e` through any world-to-screen map with `pixelsPerUnit`: enough corners that a chord strays
// less than a quarter pixel from the curve even zoomed far in (gaps of a pixel or less matter in
// the two-ellipse lesson), and at least `minCorners`.
QPolygonF ellipseOutline(const std::function<QPointF(geometry::Vec2)>& map, const geometry::Ellipse& e,
    double pixelsPerUnit, int minCorners = 160);

} // namespace lab
