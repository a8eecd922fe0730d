// The lines lesson's tasks (README "Tasks"): predict how many points two lines given as equations
// share, then compute |A| and s for a fresh pair of lines. Each scene comes from a seed; every
// answer is geometry::lineVsLine's for the scene on the canvas.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace lines {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace lines

namespace lines {
// The scenes of the three tasks, from `seed` (also for the tests).
LessonScene::State predictCountScene(quint32 seed);
LessonScene::State computeDetScene(quint32 seed);
LessonScene::State computeSScene(quint32 seed);
} // namespace lines

} // namespace lab
