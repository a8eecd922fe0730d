// Lesson L2's two tasks on the logic of the handout's rectangles: the opposite of "apart" across
// (003 line 52, with line 89's touching edges), typed as conditions and judged by meaning, and the
// proof of De Morgan's laws by the four cases, both sides of each law (003 lines 64-80).
#pragma once

#include "core/model/lesson_task.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace lab::rectangles {

std::unique_ptr<TaskDefinition> createConverseTask();
std::unique_ptr<TaskDefinition> createProofTask();

// The edges a typed condition across is tried on: L1 < R1 and L2 < R2 in 0..4, every order of
// the four edges with every tie (where < and <= part).
std::vector<std::map<std::string, double>> acrossSamples();

} // namespace lab::rectangles
