// The two-ellipse canvas: both ellipses (the one the keys act on drawn bolder), their semi-axes,
// both verdicts on top, and an inset with the heuristic's reduced configuration.
#pragma once

#include "core/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipseEllipsePainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseLesson)

public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
               const LessonScene& scene) const override;
    SceneDescription describe(const LessonScene& scene) const override;
};

} // namespace lab
