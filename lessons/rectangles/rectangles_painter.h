// The rectangles lesson's canvas: both rectangles, the edges each separating condition compares
// (lit while it holds), the touching edges, and the verdict.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createRectanglesPainter();

} // namespace lab
