// Lesson L3's tasks (README "Tasks"): predict the verdict from two equations, D squared from the
// canvas, the handout's Example 1 as its worksheet (circles_example1.h) and the handout's blanks.
#pragma once

#include "core/model/lesson_task.h"

#include <QString>

#include <memory>
#include <vector>

namespace lab::circles {

inline const QString kPredictVerdictTask = QStringLiteral("predict-verdict");
inline const QString kComputeD2Task = QStringLiteral("compute-d2");
inline const QString kHandoutBlanksTask = QStringLiteral("handout-blanks");

// The four tasks in the order the lesson asks them.
std::vector<std::unique_ptr<TaskDefinition>> createTasks();

} // namespace lab::circles
