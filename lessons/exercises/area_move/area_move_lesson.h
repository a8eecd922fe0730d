// Exercise E2 AreaMove (the handout, 003): two rectangles bounce inside the drawing area; the
// student fills in the walls and the two reversal conditions, the app runs them next to the
// correct motion (geometry::bounceRectInBox) and names the first frame where they go wrong.
// The lesson wires the scene (area_move_scene), the painter, the controls, the task
// (area_move_blanks) and the live text.
#pragma once

#include "area_move_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class AreaMoveLesson : public LessonOf<AreaMoveScene> {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveLesson)

public:
    static QString exerciseId() { return QStringLiteral("area_move"); }
    QString id() const override { return exerciseId(); }
    bool isExercise() const override { return true; }
    std::unique_ptr<AreaMoveScene> makeScene() const override;
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const AreaMoveScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const AreaMoveScene& scene, int listing) const override;

private:
    // Whether the rules task is solved or its solution shown (the progress store's record).
    static bool rulesShown();
};

} // namespace lab
