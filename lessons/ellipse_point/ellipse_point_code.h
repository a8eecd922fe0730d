// Lesson L5's code: the article's ColEllipsPoint (001) with its typos corrected and marked, run on
// the scene from geometry::pointInEllipse's trace. Each step names the stage the canvas shows
// ("translate", "rotate", "scale", "compare"); what a task holds back shows as "?".
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class EllipsePointScene;

namespace ellipse_point {
QList<CodeListing> listings();
CodeRun run(const EllipsePointScene& scene);
} // namespace ellipse_point

} // namespace lab
