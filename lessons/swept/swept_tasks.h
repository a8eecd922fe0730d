// Lesson L8's tasks (README "Tasks"): do two moving circles touch in this frame, only later, or
// never; the time of impact t; the moment s_top of closest approach. Each on a fresh scene drawn
// from a seed; every answer is geometry::sweptCircles's.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace swept {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace swept

} // namespace lab
