// The rectangles lesson as code: the handout's overlap test Collision_Square (003) written the way
// the lesson derives it (the four ways apart c1..c4, then NOT by De Morgan), under each touching
// rule, run on the scene from its geometry::aabbVsAabb results. How the four comparisons make the
// overlap is what the square collision exercise asks: the lines that combine them (apart, hit and
// the condition written out) stay hidden until that task is solved or its solution shown.
#pragma once

#include "rectangles_scene.h"

#include "core/model/code_listing.h"

namespace lab {

namespace rectangles {
// Listing 0 "inclusive" (touching counts), listing 1 "strict" (it does not, as the handout's program).
QList<CodeListing> listings();
// The run of listing `listing` on the scene; a value a task holds back reads "?".
CodeRun run(const RectanglesScene& scene, int listing);
} // namespace rectangles

namespace rectangles {
// Whether the square collision exercise's condition task is solved or its solution shown (the
// progress store's record; false without a store).
bool conditionRevealed();
} // namespace rectangles

} // namespace lab
