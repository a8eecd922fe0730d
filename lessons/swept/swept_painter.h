// The swept lesson's canvas: both circles at the previous and at this frame, the capsules their
// paths sweep, the positions at first contact (or closest approach), and the three verdicts.
#pragma once

#include "core/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class SweptPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(SweptLesson)

public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
               const LessonScene& scene) const override;
    SceneDescription describe(const LessonScene& scene) const override;
};

} // namespace lab
