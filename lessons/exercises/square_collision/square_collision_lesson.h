// Exercise E1 (the handout, 003): click two diagonal corners of each of two rectangles, predict whether
// they collide, then write the overlap condition yourself; the app judges it on many pairs.
// The lesson wires the scene (square_collision_scene), the painter, the controls, the task
// (square_collision_condition) and the live text.
#pragma once

#include "square_collision_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class SquareCollisionLesson : public LessonOf<SquareCollisionScene> {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionLesson)

public:
    QString id() const override { return QStringLiteral("square_collision"); }
    bool isExercise() const override { return true; }
    std::unique_ptr<SquareCollisionScene> makeScene() const override;
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const SquareCollisionScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const SquareCollisionScene& scene, int listing) const override;
};

} // namespace lab
