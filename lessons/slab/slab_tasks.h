// Lesson L6's tasks (README "Tasks"): which slab the ray enters last (or a miss), t_enter typed
// from the canvas, and whether a ray crosses, touches or misses a disk. Each on a fresh scene drawn
// from a seed; every answer is geometry::rayVsAabb's or geometry::rayVsDisk's.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace slab {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace slab

} // namespace lab
