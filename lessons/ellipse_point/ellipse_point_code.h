// Lesson L5's code: the article's ColEllipsPoint (001) with its typos corrected and marked, run on
// the scene from geometry::pointInEllipse's trace. Each step names the stage the canvas shows
// ("translate", "rotate", "scale", "compare"); what a task holds back shows as "?".
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class EllipsePointScene;

QList<CodeListing> ellipsePointListings();
CodeRun ellipsePointRun(const EllipsePointScene& scene);

} // namespace lab
