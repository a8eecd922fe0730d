// What the swept lesson's canvas draws for the code view's current step (LessonScene::spotlight):
// an inset of B seen from A (A's centre at the origin, the circle of radius rA + rB, B's relative
// path C0 -> C1) with the step's part bold: C0, C1, the segment, the radius, the closest point C(u),
// the ends, the distance from A to the path. Not while a task holds the verdict or the vertex back.
#pragma once

#include "swept_scene.h"

#include "core/canvas/canvas_style.h"
#include "core/canvas/viewport.h"

class QPainter;

namespace lab {

// The spotlight keys the swept code's steps name.
namespace swept {
inline const Spotlight kSpotC0 { QStringLiteral("C0") };
inline const Spotlight kSpotC1 { QStringLiteral("C1") };
inline const Spotlight kSpotSegment { QStringLiteral("segment") };
inline const Spotlight kSpotRadius { QStringLiteral("radius") };
inline const Spotlight kSpotVertex { QStringLiteral("vertex") };
inline const Spotlight kSpotStart { QStringLiteral("start") };
inline const Spotlight kSpotEnd { QStringLiteral("end") };
inline const Spotlight kSpotEnds { QStringLiteral("ends") };
inline const Spotlight kSpotDistance { QStringLiteral("distance") };
} // namespace swept

void paintSweptSpotlight(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SweptScene& scene);

} // namespace lab
