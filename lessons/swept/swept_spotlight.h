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
namespace sweptspot {
inline const QString kC0 = QStringLiteral("C0");
inline const QString kC1 = QStringLiteral("C1");
inline const QString kSegment = QStringLiteral("segment");
inline const QString kRadius = QStringLiteral("radius");
inline const QString kVertex = QStringLiteral("vertex");
inline const QString kStart = QStringLiteral("start");
inline const QString kEnd = QStringLiteral("end");
inline const QString kEnds = QStringLiteral("ends");
inline const QString kDistance = QStringLiteral("distance");
} // namespace sweptspot

void paintSweptSpotlight(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const SweptScene& scene);

} // namespace lab
