// Unit B1, beyond the handout: many bodies at once and the broad phase that finds the few pairs
// worth an exact test (all pairs, a uniform grid, sweep and prune), live on up to 10,000 bodies.
#pragma once

#include "broad_phase_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class BroadPhaseLesson : public LessonOf<BroadPhaseScene> {
    Q_DECLARE_TR_FUNCTIONS(BroadPhaseLesson)

public:
    QString id() const override { return QStringLiteral("broad_phase"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        BroadPhaseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const BroadPhaseScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const BroadPhaseScene& scene, int listing) const override;
};

} // namespace lab
