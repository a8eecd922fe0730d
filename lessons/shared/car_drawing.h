// The handout's car as a picture (side view, nose towards -x as the inner circles say), shared by
// the hierarchy lesson and the car circles exercise. Only a drawing: every test uses circles.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/canvas/viewport.h"

#include <geometry/hierarchy.h>

#include <QColor>

class QPainter;

namespace lab {

// Body, wheels and window of the car placed by `pose`, in the colour, dashes and fill pattern of
// shape group `group` (translucent body).
void drawCar(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const geometry::Pose& pose, int group);

} // namespace lab
