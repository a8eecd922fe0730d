// The two-ellipse lesson's tasks (README "Tasks"): predict which step of the heuristic decides, on
// the standard picture; compute where M2^-1 sends ellipse 1's centre (stage 1); compute the height
// of P (stage 5); solve (6) or (9) for X = tan x (stage 6). Each draws its scene from a seed and
// takes its answer from the scene's result.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace ellipse_ellipse {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace ellipse_ellipse

} // namespace lab
