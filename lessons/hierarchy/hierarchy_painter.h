// The hierarchy lesson's canvas: the cars drawn as in the handout with their outer and inner
// circles, the walls, the pairs of circles tested, and the verdict.
#pragma once

#include "core/canvas/scene_painter.h"

#include <memory>

namespace lab {

std::unique_ptr<ScenePainter> createHierarchyPainter();

} // namespace lab
