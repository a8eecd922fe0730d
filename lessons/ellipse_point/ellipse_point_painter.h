// The ellipse lesson's canvas: the ellipse and the point after the chosen stage, the earlier
// stages as faint ghosts with the point's path, the axis-end grips, and the verdict.
#pragma once

#include "core/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipsePointPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointLesson)

public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
               const LessonScene& scene) const override;
};

} // namespace lab
