// Lesson L3: two bounding circles, D^2 <= (r1 + r2)^2, frames that jump past the touching
// moment, and the false collision of two cars in their circles (seed 003).
#pragma once

#include "circles_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class CirclesLesson : public LessonOf<CirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CirclesLesson)

public:
    QString id() const override { return QStringLiteral("circles"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const CirclesScene& scene) const override;
};

} // namespace lab
