// Unit B1's tasks (README "Tasks"): the pair tests of all pairs at n = 1,000 (compute), what
// doubling n does to all pairs and to the grid (predict), the cell size that makes the grid's work
// smallest (predict), and the pairs the sweep tests and reports in a scene of six bodies (fill-in).
// Every answer is measured on the task's own bodies with geometry/'s broad phases.
#pragma once

#include "broad_phase_scene.h"

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab {

namespace broad_phase {
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace broad_phase

// The fill-in's six bodies: the first draw whose sweep tests three to six pairs and reports one or
// two (P, body 0, held where it was drawn).
LessonScene::State sweepTaskScene();

} // namespace lab
