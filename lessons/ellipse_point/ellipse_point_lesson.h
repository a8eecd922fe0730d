// Lesson L5: is a point inside a rotated ellipse? (seed 001) Translate by -C, rotate by -theta,
// scale y by rx/ry: the ellipse becomes the circle of radius rx, and geometry::pointInEllipse
// compares x'^2 + y'^2 with rx^2. A stage selector shows the scene after each of the three maps.
#pragma once

#include "ellipse_point_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class EllipsePointLesson : public LessonOf<EllipsePointScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointLesson)

public:
    QString id() const override { return QStringLiteral("ellipse_point"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const EllipsePointScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const EllipsePointScene& scene, int listing) const override;
};

} // namespace lab
