// The ellipse lesson's canvas: the ellipse and the point after the chosen stage, the earlier
// stages as faint ghosts with the point's path, and the verdict (the canvas draws the handles).
#pragma once

#include "ellipse_point_lesson.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipsePointPainter : public PainterOf<EllipsePointScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointLesson)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const EllipsePointScene& scene) const override;
    SceneDescription describeScene(const EllipsePointScene& scene) const override;
};

} // namespace lab
