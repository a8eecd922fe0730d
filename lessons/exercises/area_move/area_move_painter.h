// Exercise E2 AreaMove's canvas: the drawing area and its walls, both rectangles at the frame
// shown (filled: the student's rules; dashed: the correct motion), the flag, and the first problem.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createAreaMovePainter();

} // namespace lab
