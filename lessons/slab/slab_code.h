// Lesson L6's code: the textbook's CollisionTest_Ray_AABB, CollisionTest_Ray_Rect and
// CollisionTest_Ray_Disk (002), written with the lesson's rules (touching and a start inside are
// hits) and the textbook's choices and errors marked where they differ. Each run comes from the
// scene's geometry/ result; what a task holds back shows as "?" and the run stops before it.
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class SlabScene;

namespace slab {
// The listings, one click apart: "aabb", "rect", "disk".
QList<CodeListing> listings();
// The run of listing `listing` on the scene; a listing of another shape than the scene's runs as
// far as its heading (it does not apply).
CodeRun run(const SlabScene& scene, int listing);
} // namespace slab

} // namespace lab
