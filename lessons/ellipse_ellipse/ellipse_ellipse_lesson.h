// Lesson L7: two ellipses (seed 000). The exact test geometry::ellipseVsEllipse next to the
// textbook "beta" heuristic geometry::ellipseVsEllipseTextbook with its deciding case, and an
// inset that draws the heuristic's reduced configuration (tall ellipse vs the unit circle); the
// stage slider, three tasks and the code of both tests.
#pragma once

#include "ellipse_ellipse_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class EllipseEllipseLesson : public LessonOf<EllipseEllipseScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseLesson)

public:
    QString id() const override { return QStringLiteral("ellipse_ellipse"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const EllipseEllipseScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const EllipseEllipseScene& scene, int listing) const override;
};

} // namespace lab
