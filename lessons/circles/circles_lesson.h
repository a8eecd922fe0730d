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
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;

protected:
    // The scene; an older progress file's Example 1 work (car circles) is moved here first.
    std::unique_ptr<CirclesScene> makeScene() const override;
    CodeRun run(const CirclesScene& scene, int listing) const override;

private:
    static QString distanceLive(const CirclesScene& scene);
};

} // namespace lab
