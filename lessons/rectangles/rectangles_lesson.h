// Lesson L2: two axis-aligned rectangles, the four conditions under which they cannot touch,
// and De Morgan's laws turning them into the overlap test (seed 003).
#pragma once

#include "rectangles_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class RectanglesLesson : public LessonOf<RectanglesScene> {
    Q_DECLARE_TR_FUNCTIONS(RectanglesLesson)

public:
    QString id() const override { return QStringLiteral("rectangles"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const RectanglesScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const RectanglesScene& scene, int listing) const override;

private:
    // The live box's last line: why the rectangles overlap or not.
    static QString verdictWords(const RectanglesScene& scene);
};

} // namespace lab
