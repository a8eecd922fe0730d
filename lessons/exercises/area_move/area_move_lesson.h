// Exercise E2 AreaMove (the handout, 003): two rectangles bounce inside the drawing area; the
// student fills in the walls and the two reversal conditions, the app runs them next to the
// correct motion (geometry::bounceRectInBox) and names the first frame where they go wrong.
// The lesson wires the scene (area_move_scene), the painter, the controls and the live text.
#pragma once

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class AreaMoveLesson : public Lesson {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveExercise)

public:
    QString id() const override { return QStringLiteral("area_move"); }
    bool isExercise() const override { return true; }
    std::unique_ptr<LessonScene> createScene() const override;
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* createControls(LessonScene& scene, QUndoStack& undo, QWidget* parent) const override;
    QString liveText(const LessonScene& scene) const override;
    QList<LessonTask> tasks() const override;
};

} // namespace lab
