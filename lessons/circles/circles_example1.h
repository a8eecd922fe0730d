// Lesson L3's task "example1": the handout's Example 1 (003 lines 441-464) as the worksheet it is,
// blanks for the centres, the radii, D, r1 + r2, the comparison and the verdict, checked against
// geometry/. It used to be the car circles exercise's task "example1": an older progress file's
// record of it is moved here (moveExample1Record), so the work done there shows here.
#pragma once

#include "core/model/lesson_task.h"

#include <geometry/circles.h>

#include <QString>
#include <QStringList>

#include <memory>

namespace lab {

class ProgressStore;

namespace circles {

inline const QString kExample1Task = QStringLiteral("example1");
// Where older files kept it: the car circles exercise's task of the same id.
inline const QString kOldExerciseId = QStringLiteral("car_circles");

// The numbers of Example 1, all from geometry/: the two circles, their test and D.
struct Example1Key {
    geometry::Circle a;
    geometry::Circle b;
    geometry::CircleCircleResult test;
    double distance = 0;
};
Example1Key example1Key();

std::unique_ptr<TaskDefinition> createExample1Task();

// The likely slip behind a typed worksheet (the blanks' texts in order, as TaskBox joins them): a
// centre with its sign turned, r² for r, D² for D, (r1 + r2)² for r1 + r2; empty when none.
QString example1Slip(const QStringList& typed);

// Copies the car circles exercise's "example1" record to this lesson's, unless this lesson has
// one already; "solved" only while the saved worksheet (if kept) still checks right.
void moveExample1Record(ProgressStore& store);

} // namespace circles

} // namespace lab
