// The lines lesson's canvas: both lines with their points and directions, the common point
// (or the whole line when they coincide) and the verdict.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createLinesPainter();

} // namespace lab
