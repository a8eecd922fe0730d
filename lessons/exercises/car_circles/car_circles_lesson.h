// Exercise E3, car circles (seed 003): the given program bounces the car on its outer circle
// alone and counts the false collisions; the student builds the inner circles, their rotation and the
// order of the tests, then runs their hierarchy. (Example 1 and the handout's blanks, once tasks
// here, are the circles lesson's tasks "example1" and "handout-blanks".) The scene is
// car_circles_scene.
#pragma once

#include "car_circles_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class CarCirclesLesson : public LessonOf<CarCirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesLesson)

public:
    QString id() const override { return CarCirclesScene::exerciseId(); }
    bool isExercise() const override { return true; }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const CarCirclesScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;

protected:
    CodeRun run(const CarCirclesScene& scene, int listing) const override;
};

} // namespace lab
