#include "catalog.h"

#include "broad_phase/broad_phase_lesson.h"
#include "circles/circles_lesson.h"
#include "core/lesson.h"
#include "ellipse_ellipse/ellipse_ellipse_lesson.h"
#include "ellipse_point/ellipse_point_lesson.h"
#include "exercises/area_move/area_move_lesson.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "exercises/square_collision/square_collision_lesson.h"
#include "hierarchy/hierarchy_lesson.h"
#include "lines/lines_lesson.h"
#include "rectangles/rectangles_lesson.h"
#include "slab/slab_lesson.h"
#include "swept/swept_lesson.h"

#include <QCoreApplication>

namespace lab {

namespace {

struct Title {
    const char* id;
    const char* text;
};

// English source titles; the Japanese ones live in translations/collision-lab_ja.ts.
constexpr Title kTitles[] = {
    { "lines", QT_TRANSLATE_NOOP("Curriculum", "Lines and intersections") },
    { "rectangles", QT_TRANSLATE_NOOP("Curriculum", "Rectangles and De Morgan") },
    { "circles", QT_TRANSLATE_NOOP("Curriculum", "Circles") },
    { "hierarchy", QT_TRANSLATE_NOOP("Curriculum", "Hierarchical bounds") },
    { "ellipse_point", QT_TRANSLATE_NOOP("Curriculum", "Ellipse and point") },
    { "slab", QT_TRANSLATE_NOOP("Curriculum", "Rays and the slab method") },
    { "ellipse_ellipse", QT_TRANSLATE_NOOP("Curriculum", "Ellipse and ellipse") },
    { "swept", QT_TRANSLATE_NOOP("Curriculum", "Swept motion") },
    { "square_collision", QT_TRANSLATE_NOOP("Curriculum", "Exercise: square collision") },
    { "area_move", QT_TRANSLATE_NOOP("Curriculum", "Exercise: AreaMove") },
    { "car_circles", QT_TRANSLATE_NOOP("Curriculum", "Exercise: car circles") },
    { "broad_phase", QT_TRANSLATE_NOOP("Curriculum", "Many bodies: the broad phase") },
};

} // namespace

const std::vector<CurriculumEntry>& curriculum()
{
    static const LinesLesson lines;
    static const CirclesLesson circles;
    static const RectanglesLesson rectangles;
    static const HierarchyLesson hierarchy;
    static const EllipsePointLesson ellipsePoint;
    static const SquareCollisionLesson squareCollision;
    static const AreaMoveLesson areaMove;
    static const SlabLesson slab;
    static const CarCirclesLesson carCircles;
    static const SweptLesson swept;
    static const EllipseEllipseLesson ellipseEllipse;
    static const BroadPhaseLesson broadPhase;
    static const std::vector<CurriculumEntry> entries = {
        { "lines", false, &lines },
        { "rectangles", false, &rectangles },
        { "square_collision", true, &squareCollision },
        { "area_move", true, &areaMove },
        { "circles", false, &circles },
        { "hierarchy", false, &hierarchy },
        { "car_circles", true, &carCircles },
        { "ellipse_point", false, &ellipsePoint },
        { "slab", false, &slab },
        { "ellipse_ellipse", false, &ellipseEllipse },
        { "swept", false, &swept },
        { "broad_phase", false, &broadPhase, true },
    };
    return entries;
}

std::vector<const Lesson*> availableLessons()
{
    std::vector<const Lesson*> lessons;
    for (const auto& entry : curriculum()) {
        if (entry.lesson)
            lessons.push_back(entry.lesson);
    }
    return lessons;
}

const Lesson* findLesson(const QString& id)
{
    for (const auto& entry : curriculum()) {
        if (entry.lesson && id == QLatin1String(entry.id))
            return entry.lesson;
    }
    return nullptr;
}

bool isBeyondHandout(const QString& id)
{
    for (const auto& entry : curriculum()) {
        if (id == QLatin1String(entry.id))
            return entry.beyondHandout;
    }
    return false;
}

QString lessonTitle(const QString& id)
{
    for (const auto& title : kTitles) {
        if (id == QLatin1String(title.id))
            return QCoreApplication::translate("Curriculum", title.text);
    }
    return id;
}

} // namespace lab
