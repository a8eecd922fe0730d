// The two-ellipse lesson's inset: the heuristic's standard picture (a tall axis-aligned ellipse
// against the unit circle), at the lower right of the canvas, with what the shown stage computes
// (P and P' with their tangents; Q and Q', K; the tangent at Q, R' and R; L, v1, v2, v3 and S').
// At stage 0 it shows every point the heuristic reached. What a task holds back is left out.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/canvas/viewport.h"

#include <QCoreApplication>

class QPainter;

namespace lab {

class EllipseEllipseScene;

class EllipseEllipseInset {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseInset)

public:
    static void paint(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const EllipseEllipseScene& scene);
    // The stage whose points the inset draws: the shown one, or every stage at stage 0, within
    // what a task lets it show (4: the picture without points).
    static int pointsStage(const EllipseEllipseScene& scene);
};

} // namespace lab
