// The car circles exercise's canvas: the drawing area's walls, the handout's car with its outer
// circle, the student's inner circles turned with the car, and the marks of false collisions.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createCarCirclesPainter();

} // namespace lab
