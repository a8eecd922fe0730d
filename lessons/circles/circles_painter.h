// The circles lesson's canvas: both circles with their cars, D and the radii along the line of
// centres, the verdict, and during the animation the frames already shown.
#pragma once

#include "core/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class CirclesPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(CirclesLesson)

public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
               const LessonScene& scene) const override;
    SceneDescription describe(const LessonScene& scene) const override;
};

} // namespace lab
