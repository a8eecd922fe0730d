#include "hierarchy_lesson.h"

#include "hierarchy_code.h"
#include "hierarchy_controls.h"
#include "hierarchy_painter.h"
#include "hierarchy_tasks.h"

#include "shared/car_words.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

namespace lab {

std::unique_ptr<ScenePainter> HierarchyLesson::createPainter() const
{
    return createHierarchyPainter();
}

QWidget* HierarchyLesson::controls(
    HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createHierarchyControls(scene, undo, view, parent);
}

QString HierarchyLesson::live(const HierarchyScene& scene) const
{
    const auto c = scene.handoutCar();
    const geometry::Pose a = scene.pose(0);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your cars right now"));
    // Where the inner circles of car A are: offsets turned by the car's angle.
    const geometry::Vec2 p1 = geometry::rotated(c.inner[0].center, a.angle);
    const geometry::Vec2 p2 = geometry::rotated(c.inner[1].center, a.angle);
    html += QStringLiteral("$$\\theta_A = %1^\\circ:\\quad p_1' = (%2,\\ %3)$$"
                           "$$p_2' = (%4,\\ %5)$$")
                .arg(mathNumber(scene.value(HierarchyScene::Aangle)), mathNumber(p1.x), mathNumber(p1.y),
                    mathNumber(p2.x), mathNumber(p2.y));
    return html + (scene.mode() == HierarchyScene::Mode::CarVsCar ? carsLive(scene) : wallsLive(scene));
}

std::vector<std::unique_ptr<TaskDefinition>> HierarchyLesson::createTasks() const
{
    return hierarchy::tasks();
}

QList<CodeListing> HierarchyLesson::codeListings() const
{
    return hierarchy::listings();
}

CodeRun HierarchyLesson::run(const HierarchyScene& scene, int listing) const
{
    return hierarchy::run(scene, listing);
}

// The outer test, then what the inner pairs found; what a task holds back is left out.
QString HierarchyLesson::carsLive(const HierarchyScene& scene)
{
    if (scene.holds(kHeldVerdict))
        return {};
    const HierarchyScene::Verdict& v = scene.verdict();
    QString html = QStringLiteral("$$D^2 = %1 %2 (r_0 + r_0)^2 = %3$$")
                       .arg(mathNumber(v.outer.distanceSquared),
                           v.outer.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                           mathNumber(v.outer.radiusSumSquared));
    const geometry::HierarchyResult& hit = v.cars;
    if (!hit.outerOverlap)
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The outer circles are apart: the inner circles are not tested."));
    const bool hideTests = scene.holds(hierarchy::kHeldTests);
    const bool hidePairs = scene.holds(hierarchy::kHeldPairs);
    if (!hit.hit) {
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(hideTests ? tr("The outer circles meet, but no inner pair overlaps: a false collision "
                                      "avoided.")
                                 : tr("The outer circles meet, but no inner pair overlaps: a false collision "
                                      "avoided. Circle tests done: %1.")
                                       .arg(hit.circleTests));
    }
    if (hideTests || hidePairs)
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The outer circles meet, and an inner pair overlaps: a "
                          "collision."));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The outer circles meet, so the inner pairs are tested in turn:"));
    html += QStringLiteral("$$D_{A%1B%2}^2 = %3 \\le (r_%1 + r_%2)^2 = %4$$")
                .arg(hit.innerA + 1)
                .arg(hit.innerB + 1)
                .arg(mathNumber(v.pair.distanceSquared), mathNumber(v.pair.radiusSumSquared));
    return html
        + QStringLiteral("<p>%1</p>").arg(tr("A collision. Circle tests done: %1.").arg(hit.circleTests));
}

QString HierarchyLesson::wallsLive(const HierarchyScene& scene)
{
    if (scene.holds(kHeldVerdict))
        return CarWords::wallsFormula(geometry::worldOuter(scene.handoutCar(), scene.pose(0)), scene.area());
    QString html
        = CarWords::wallsFormula(geometry::worldOuter(scene.handoutCar(), scene.pose(0)), scene.area());
    const geometry::HierarchyWallResult& hit = scene.carVsWalls();
    if (!hit.outerTouches)
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The outer circle is inside the walls: nothing more to test."));
    if (hit.hit) {
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("Inner circle %1 pokes out: the car turns back. Circle tests done: %2.")
                           .arg(hit.innerIndex + 1)
                           .arg(hit.circleTests));
    }
    return html
        + QStringLiteral("<p>%1</p>")
              .arg(tr("The outer circle pokes out but no inner circle does: a false collision avoided. "
                      "Circle tests done: %1.")
                       .arg(hit.circleTests));
}

} // namespace lab
