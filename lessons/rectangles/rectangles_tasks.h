// The rectangles lesson's tasks (README "Tasks"): predict overlap, touch or apart from the corners,
// count the true separating conditions, write the opposite of "apart" across (rectangles_logic),
// prove De Morgan's laws by the four cases, and fill in the handout's sentence for the vertical
// half of the overlap condition. Scenes come from a seed; answers from geometry::aabbVsAabb.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace rectangles {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace rectangles

namespace rectangles {
// The scenes of the first two tasks, from `seed` (also for the tests). `kind` 0 overlap, 1 touch
// only, 2 apart; `count` 0, 1 or 2 true separating conditions.
LessonScene::State predictOverlapScene(quint32 seed);
LessonScene::State computeConditionsScene(quint32 seed);
} // namespace rectangles

} // namespace lab
