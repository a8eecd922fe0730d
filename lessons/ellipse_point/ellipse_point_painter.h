// The ellipse lesson's canvas: the ellipse and the point after the chosen stage, the earlier
// stages as faint ghosts with the point's path, and the verdict (the canvas draws the handles).
#pragma once

#include "core/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipsePointPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointLesson)

public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
               const LessonScene& scene) const override;
    SceneDescription describe(const LessonScene& scene) const override;
};

} // namespace lab
