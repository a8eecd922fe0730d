// The circles lesson's canvas: both circles with their cars, D and the radii along the line of
// centres, the verdict, and during the animation the frames already shown.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createCirclesPainter();

} // namespace lab
