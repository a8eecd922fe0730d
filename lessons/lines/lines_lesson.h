// Lesson L1: two lines, each a point and a direction; where they meet (seed 003, seed 002 C).
#pragma once

#include "lines_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class LinesLesson : public LessonOf<LinesScene> {
    Q_DECLARE_TR_FUNCTIONS(LinesLesson)

public:
    QString id() const override { return QStringLiteral("lines"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const LinesScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const LinesScene& scene, int listing) const override;
};

} // namespace lab
