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
namespace slabspot {
inline const QString kSlabX = QStringLiteral("slabX");
inline const QString kSlabY = QStringLiteral("slabY");
inline const QString kSwapX = QStringLiteral("swapX");
inline const QString kSwapY = QStringLiteral("swapY");
inline const QString kOverlap = QStringLiteral("overlap");
inline const QString kEnter = QStringLiteral("enter");
inline const QString kExit = QStringLiteral("exit");
inline const QString kPoints = QStringLiteral("points");
inline const QString kLocal = QStringLiteral("local");
inline const QString kShift = QStringLiteral("shift");
inline const QString kRoots = QStringLiteral("roots");
} // namespace slabspot

void paintSlabSpotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene);

} // namespace lab
