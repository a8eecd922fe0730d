// What the slab lesson's canvas draws for the code view's current step (LessonScene::spotlight):
// the slab being tested with its interval on the ray, the interval after the swap, the overlap of
// the two, the entry and exit points, the shift of the disk's centre to the origin and the roots.
// Nothing that a task holds back.
#pragma once

#include "slab_scene.h"

#include "core/canvas/canvas_style.h"
#include "core/canvas/viewport.h"

class QPainter;

namespace lab {

// The spotlight keys the slab code's steps name.
namespace slab {
inline const Spotlight kSpotSlabX { QStringLiteral("slabX") };
inline const Spotlight kSpotSlabY { QStringLiteral("slabY") };
inline const Spotlight kSpotSwapX { QStringLiteral("swapX") };
inline const Spotlight kSpotSwapY { QStringLiteral("swapY") };
inline const Spotlight kSpotOverlap { QStringLiteral("overlap") };
inline const Spotlight kSpotEnter { QStringLiteral("enter") };
inline const Spotlight kSpotExit { QStringLiteral("exit") };
inline const Spotlight kSpotPoints { QStringLiteral("points") };
inline const Spotlight kSpotLocal { QStringLiteral("local") };
inline const Spotlight kSpotShift { QStringLiteral("shift") };
inline const Spotlight kSpotRoots { QStringLiteral("roots") };
} // namespace slab

void paintSlabSpotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene);

} // namespace lab
