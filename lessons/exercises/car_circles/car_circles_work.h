// Exercise E3, car circles: the student's work on the two tasks (answers and one TaskRecord per
// task) and the JSON kept in the progress store.
#pragma once

#include "car_circles_check.h"

#include "core/records/task_record.h"

#include <QJsonObject>
#include <QString>

namespace lab::car_circles {

// The task ids of the teacher's report, in the order of the tabs.
inline const QString kHierarchyTask = QStringLiteral("inner_circles");
inline const QString kQuestionsTask = QStringLiteral("handout_questions");

// The two tasks, in the order of the tabs. (Example 1, once task 2, is the circles lesson's.)
enum Task { HierarchyTask, QuestionsTask, TaskCount };

struct Work {
    HierarchyAnswers hierarchy;
    TaskRecord hierarchyProgress;
    QuestionAnswers questions;
    TaskRecord questionsProgress;

    bool started() const;
    bool done() const { return hierarchyProgress.solved && questionsProgress.solved; }
    int attempts() const { return hierarchyProgress.attempts + questionsProgress.attempts; }
    TaskRecord& record(Task task) { return this->*kRecords[task]; }
    const TaskRecord& record(Task task) const { return this->*kRecords[task]; }
    QJsonObject toJson() const;
    // Also reads the older {checks, wrongChecks, solved} records of each task; an older file's
    // "worksheet" (Example 1) is the circles lesson's to read.
    static Work fromJson(const QJsonObject& json);
    bool operator==(const Work&) const = default;

private:
    static constexpr TaskRecord Work::*kRecords[TaskCount]
        = { &Work::hierarchyProgress, &Work::questionsProgress };
};

} // namespace lab::car_circles
