// Lesson L5's tasks (README "Tasks"): predict whether P is inside before the ellipse is turned
// into a circle, compute y', where the three maps take P, and compute where M = S R T sends the
// origin (M's third column). Each on a fresh scene drawn from a seed; every answer is
// geometry::pointInEllipse's or the product of geometry/affine.h's maps.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace ellipse_point {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace ellipse_point

} // namespace lab
