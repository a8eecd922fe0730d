// Exercise E3's task, "Inner circles", as the task panel asks it: the inner circles of the
// handout's car (offsets and radii read off the sheet), the rotation formula and the order of the
// tests (CarCirclesHierarchy, the task's answer area). A check marks every field (core/answer_mark
// through car_circles_marks); the hints are the check's, one per mistake; once it is right the run
// may use the student's circles. The panel keeps the attempts, the worked solution and Skip.
#pragma once

#include "core/model/lesson_task.h"

#include <memory>
#include <vector>

namespace lab::car_circles {

std::vector<std::unique_ptr<TaskDefinition>> tasks();

} // namespace lab::car_circles
