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

QString CurriculumEntry::id() const
{
    return lesson->id();
}

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
        { &lines, QT_TRANSLATE_NOOP("Curriculum", "Lines and intersections") },
        { &rectangles, QT_TRANSLATE_NOOP("Curriculum", "Rectangles and De Morgan") },
        { &squareCollision, QT_TRANSLATE_NOOP("Curriculum", "Exercise: square collision") },
        { &areaMove, QT_TRANSLATE_NOOP("Curriculum", "Exercise: AreaMove") },
        { &circles, QT_TRANSLATE_NOOP("Curriculum", "Circles") },
        { &hierarchy, QT_TRANSLATE_NOOP("Curriculum", "Hierarchical bounds") },
        { &carCircles, QT_TRANSLATE_NOOP("Curriculum", "Exercise: car circles") },
        { &ellipsePoint, QT_TRANSLATE_NOOP("Curriculum", "Ellipse and point") },
        { &slab, QT_TRANSLATE_NOOP("Curriculum", "Rays and the slab method") },
        { &ellipseEllipse, QT_TRANSLATE_NOOP("Curriculum", "Ellipse and ellipse") },
        { &swept, QT_TRANSLATE_NOOP("Curriculum", "Swept motion") },
        { &broadPhase, QT_TRANSLATE_NOOP("Curriculum", "Many bodies: the broad phase"), true },
    };
    return entries;
}

std::vector<const Lesson*> availableLessons()
{
    std::vector<const Lesson*> lessons;
    for (const auto& entry : curriculum())
        lessons.push_back(entry.lesson);
    return lessons;
}

const Lesson* findLesson(const QString& id)
{
    for (const auto& entry : curriculum()) {
        if (id == entry.id())
            return entry.lesson;
    }
    return nullptr;
}

bool isBeyondHandout(const QString& id)
{
    for (const auto& entry : curriculum()) {
        if (id == entry.id())
            return entry.beyondHandout;
    }
    return false;
}

QString lessonTitle(const QString& id)
{
    for (const auto& entry : curriculum()) {
        if (id == entry.id())
            return QCoreApplication::translate("Curriculum", entry.title);
    }
    return id;
}

} // namespace lab
