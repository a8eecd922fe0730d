// Lesson L3's task on the handout's two collision conditions, left blank in its pages (003 lines
// 415-418 and 476-478): typed as conditions in the handout's letters and judged by meaning.
#pragma once

#include "core/model/lesson_task.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace lab::circles {

inline const QString kConditionsTask = QStringLiteral("conditions");

std::unique_ptr<TaskDefinition> createConditionsTask();

// The values a typed condition is tried on: centres (a1, b1), (a2, b2) and radii r1, r2, many of
// them with D exactly r1 + r2 (where < and <= part) or one off it.
std::vector<std::map<std::string, double>> conditionSamples();

} // namespace lab::circles
