// Lesson L4: hierarchical bounding circles on the seed's car (seed 003, car program).
// Two modes: car vs car, and one car bouncing off the walls of the drawing area.
// Scene units are the seed's MathCalc pixels (radii 45..70); the canvas fits the view to them.
#pragma once

#include "hierarchy_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class HierarchyLesson : public LessonOf<HierarchyScene> {
    Q_DECLARE_TR_FUNCTIONS(HierarchyLesson)

public:
    QString id() const override { return QStringLiteral("hierarchy"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const HierarchyScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;

protected:
    CodeRun run(const HierarchyScene& scene, int listing) const override;

private:
    static QString carsLive(const HierarchyScene& scene);
    static QString wallsLive(const HierarchyScene& scene);
};

} // namespace lab
