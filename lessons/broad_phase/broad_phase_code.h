// Unit B1's code view: the grid's insert and query, and sweep and prune's insertion sort and
// sweep, in the course's C#-like style, each run on the scene's bodies (the counters of
// geometry/'s broad phase, the same numbers the read-out shows).
#pragma once

#include "broad_phase_scene.h"

#include "core/model/code_listing.h"

namespace lab {

namespace broad_phase {
QList<CodeListing> listings();
CodeRun run(const BroadPhaseScene& scene, int listing);
} // namespace broad_phase

} // namespace lab
