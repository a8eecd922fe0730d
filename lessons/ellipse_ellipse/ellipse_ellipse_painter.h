// The two-ellipse canvas: both ellipses (the one the keys act on drawn bolder), their semi-axes,
// both verdicts on top, and an inset with the heuristic's reduced configuration.
#pragma once

#include "ellipse_ellipse_scene.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipseEllipsePainter : public PainterOf<EllipseEllipseScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipsePainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const EllipseEllipseScene& scene) const override;
    SceneDescription describeScene(const EllipseEllipseScene& scene) const override;
};

} // namespace lab
