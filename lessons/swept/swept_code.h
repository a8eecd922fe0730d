// Lesson L8's code, two listings one click apart: the article's Hitting class (004) as printed
// (made to compile, its errors marked and run as they are), and the correct test, which is
// geometry::sweptCircles step by step. Both runs come from the scene's geometry/ results; what a
// task holds back shows as "?" and the run stops before the branch that decides.
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class SweptScene;

namespace swept {
// "article", "correct".
QList<CodeListing> listings();
CodeRun run(const SweptScene& scene, int listing);
} // namespace swept

} // namespace lab
