// Exercise E3, car circles: the student's work on its task (answers and its TaskRecord) and the
// JSON kept in the progress store.
#pragma once

#include "car_circles_check.h"

#include "core/records/task_record.h"

#include <QJsonObject>
#include <QString>

namespace lab::car_circles {

// The task ids of the teacher's report, in the order of the tabs.
inline const QString kHierarchyTask = QStringLiteral("inner_circles");

// The exercise's tasks, in the order of the tabs. Example 1, once task 2, is the circles lesson's;
// the handout's blanks, once asked again here ("handout_questions"), are asked where the handout
// has them (circles, rectangles) and only there: an older file's record of them is kept as it was.
enum Task { HierarchyTask, TaskCount };

struct Work {
    HierarchyAnswers hierarchy;
    TaskRecord hierarchyProgress;

    bool started() const;
    bool done() const { return hierarchyProgress.solved; }
    int attempts() const { return hierarchyProgress.attempts; }
    TaskRecord& record(Task task) { return this->*kRecords[task]; }
    const TaskRecord& record(Task task) const { return this->*kRecords[task]; }
    QJsonObject toJson() const;
    // Also reads the older {checks, wrongChecks, solved} records of each task; an older file's
    // "worksheet" (Example 1) is the circles lesson's to read.
    static Work fromJson(const QJsonObject& json);
    bool operator==(const Work&) const = default;

private:
    static constexpr TaskRecord Work::*kRecords[TaskCount] = { &Work::hierarchyProgress };
};

} // namespace lab::car_circles
