#include "car_circles_lesson.h"

#include "car_circles_tasks.h"

#include "car_circles_code.h"
#include "car_circles_controls.h"
#include "car_circles_painter.h"

#include "shared/car_words.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

namespace lab {

std::unique_ptr<ScenePainter> CarCirclesLesson::createPainter() const
{
    return createCarCirclesPainter();
}

QWidget* CarCirclesLesson::controls(
    CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createCarCirclesControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> CarCirclesLesson::createTasks() const
{
    return car_circles::tasks();
}

QList<CodeListing> CarCirclesLesson::codeListings() const
{
    return car_circles::listings();
}

CodeRun CarCirclesLesson::run(const CarCirclesScene& scene, int listing) const
{
    return car_circles::run(scene, listing);
}

QString CarCirclesLesson::live(const CarCirclesScene& scene) const
{
    const geometry::Circle outer = geometry::worldOuter(scene.handoutCar(), scene.pose());
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("The outer circle against the walls right now"));
    html += CarWords::wallsFormula(outer, scene.area());
    const geometry::HierarchyWallResult& walls = scene.wallsNow();
    if (!walls.outerTouches)
        html += QStringLiteral("<p>%1</p>").arg(tr("The outer circle is inside the walls."));
    else if (walls.hit)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The outer circle pokes out, and so does the car: a real hit."));
    else
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The outer circle pokes out but the car does not: the given program would call "
                            "this a hit. That is a false collision."));
    if (!scene.solved())
        return html;
    // Task 1 is done: the student's offsets, turned by the car's angle.
    const geometry::CircleHierarchy car = scene.studentCar();
    const double a = scene.pose().angle;
    html += QStringLiteral("<p>%1</p>").arg(tr("Your inner circles, turned by the car's angle:"));
    html += QStringLiteral("$$a = %1^\\circ$$").arg(mathNumber(scene.value(CarCirclesScene::Angle)));
    for (int i = 0; i < car.innerCount; ++i) {
        const geometry::Vec2 t = geometry::rotated(car.inner[std::size_t(i)].center, a);
        html += QStringLiteral("$$p_%1' = (%2,\\ %3)$$").arg(i + 1).arg(mathNumber(t.x), mathNumber(t.y));
    }
    return html;
}

} // namespace lab
