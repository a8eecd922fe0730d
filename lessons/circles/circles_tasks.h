// Lesson L3's tasks (README "Tasks"): predict the verdict from two equations, D squared from the
// canvas, the handout's Example 1 as its worksheet (circles_example1.h), the handout's blanks and
// its two collision conditions as formulas (circles_conditions.h).
#pragma once

#include "core/model/lesson_task.h"

#include <QString>

#include <memory>
#include <vector>

namespace lab::circles {

inline const QString kPredictVerdictTask = QStringLiteral("predict-verdict");
inline const QString kComputeD2Task = QStringLiteral("compute-d2");
inline const QString kHandoutBlanksTask = QStringLiteral("handout-blanks");

// The five tasks in the order the lesson asks them (the fifth: circles_conditions.h).
std::vector<std::unique_ptr<TaskDefinition>> tasks();

} // namespace lab::circles
