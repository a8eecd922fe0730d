// The lines lesson as code: the textbook's CalcIntersectionOf2Lines (002, part C) and its Code4
// program that calls it, with the textbook's two errors marked as corrections, run on the scene
// from its geometry::lineVsLine result. The canvas draws a step's W, A's columns, s a or R.
#pragma once

#include "lines_scene.h"

#include "core/model/code_listing.h"

namespace lab {

namespace lines {
// Listing 0 "textbook" (the method), listing 1 "code4" (the program that calls it).
QList<CodeListing> listings();
// The run of listing `listing` on the scene; a value a task holds back reads "?".
CodeRun run(const LinesScene& scene, int listing);
} // namespace lines

} // namespace lab
