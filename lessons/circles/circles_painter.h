// The circles lesson's canvas: both circles with their cars, D and the radii along the line of
// centres, the verdict, and during the animation the frames already shown.
#pragma once

#include "circles_lesson.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class CirclesPainter : public PainterOf<CirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CirclesLesson)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const CirclesScene& scene) const override;
    SceneDescription describeScene(const CirclesScene& scene) const override;
};

} // namespace lab
