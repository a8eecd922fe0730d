// Exercise E1 as code: the handout's program (the corners put in order, the call of Collision_Square
// and its message at (-200, 200)), run on the rectangles on the canvas from their verdict; and the
// student's own condition, stepped over the checker's pairs up to the first one it gets wrong.
// The handout's two comparisons stay hidden until the condition task is solved or its solution
// shown, and nothing is judged before the student predicted (the exercise's own rule).
#pragma once

#include "square_collision_scene.h"

#include "core/model/code_listing.h"

namespace lab {

// Listing 0 "handout", listing 1 "yours".
QList<CodeListing> squareCollisionListings(bool conditionShown);
namespace square_collision {
CodeRun run(const SquareCollisionScene& scene, int listing);
} // namespace square_collision

namespace square_collision {
// The names of the condition language that `text` uses, in conditionNames() order.
std::vector<std::string> namesIn(const QString& text);
// The pairs a run of the student's condition shows: the first few, then the first wrong one.
QList<int> shownPairs(int firstWrong, int tried);
// What the canvas draws for the pair `index` of defaultPairs() (CodeStep::spotlight:
// kSpotPair.at(index)), and the pair a spotlight names (-1: none).
inline const Spotlight kSpotPair { QStringLiteral("pair") };
// The handout's rectangles 1 and 2, the test across and the test up and down.
inline const Spotlight kSpotRect1 { QStringLiteral("r1") };
inline const Spotlight kSpotRect2 { QStringLiteral("r2") };
inline const Spotlight kSpotAcross { QStringLiteral("across") };
inline const Spotlight kSpotUpDown { QStringLiteral("updown") };
int pairOfSpotlight(const Spotlight& spotlight);
} // namespace square_collision

} // namespace lab
