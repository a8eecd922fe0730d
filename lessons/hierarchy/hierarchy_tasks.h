// Lesson L4's tasks (README "Tasks"), on the handout's car in a 640 x 480 drawing area: predict
// what the hierarchy answers for two cars (collision, false collision or apart), count its circle
// tests, and predict which inner circle turns the car at a wall.
#pragma once

#include "core/model/lesson_task.h"

#include <QString>

#include <memory>
#include <vector>

namespace lab::hierarchy {

inline const QString kPredictOutcomeTask = QStringLiteral("predict-outcome");
inline const QString kComputeTestsTask = QStringLiteral("compute-tests");
inline const QString kPredictWallTask = QStringLiteral("predict-wall");

std::vector<std::unique_ptr<TaskDefinition>> tasks();

} // namespace lab::hierarchy
