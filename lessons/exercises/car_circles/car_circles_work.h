// Exercise E3, car circles: the student's answers to its task and the JSON kept in the progress
// store (the task's record is the task panel's; an older file's, kept in the answers, is read).
#pragma once

#include "car_circles_check.h"

#include "core/records/task_record.h"

#include <QJsonObject>
#include <QString>

namespace lab::car_circles {

// The exercise's one task's id (the teacher's report). Example 1, once task 2, is the circles
// lesson's; the handout's blanks, once asked again here ("handout_questions"), are asked where the
// handout has them (circles, rectangles) and only there: an older file's record of them is kept as
// it was.
inline const QString kHierarchyTask = QStringLiteral("inner_circles");

struct Work {
    HierarchyAnswers hierarchy;
    // The task's record as files kept it before the task panel did (read, not written: the
    // scene gives it to the panel's record when that has none).
    TaskRecord hierarchyProgress;

    bool started() const;
    QJsonObject toJson() const;
    // Also reads the older {checks, wrongChecks, solved} records of each task; an older file's
    // "worksheet" (Example 1) is the circles lesson's to read.
    static Work fromJson(const QJsonObject& json);
    bool operator==(const Work&) const = default;
};

} // namespace lab::car_circles
