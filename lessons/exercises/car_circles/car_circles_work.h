// Exercise E3, car circles: the student's work on the three tasks (answers and one TaskRecord per
// task), the feedback under a task, and the JSON kept in the progress store.
#pragma once

#include "car_circles_check.h"

#include "core/records/task_record.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace lab::carcircles {

// The feedback under a task, HTML, current language: what the last check did when it was no
// attempt (blank, unreadable with the reasons `unreadable`, unchanged: a message, not a mark),
// then right (with `success`) or "not yet" with the hints, and how the worked solution is seen.
QString feedbackHtml(const TaskRecord& p, bool right, const QStringList& hints, const QString& success,
    CheckCounted last = CheckCounted::Counted, const QStringList& unreadable = {});

// The task ids of the teacher's report, in the order of the tabs.
inline const QString kHierarchyTask = QStringLiteral("inner_circles");
inline const QString kWorksheetTask = QStringLiteral("example1");
inline const QString kQuestionsTask = QStringLiteral("handout_questions");

struct Work {
    HierarchyAnswers hierarchy;
    TaskRecord hierarchyProgress;
    WorksheetAnswers worksheet;
    TaskRecord worksheetProgress;
    QuestionAnswers questions;
    TaskRecord questionsProgress;

    bool started() const;
    bool done() const
    {
        return hierarchyProgress.solved && worksheetProgress.solved && questionsProgress.solved;
    }
    int attempts() const
    {
        return hierarchyProgress.attempts + worksheetProgress.attempts + questionsProgress.attempts;
    }
    QJsonObject toJson() const;
    // Also reads the older {checks, wrongChecks, solved} records of each task.
    static Work fromJson(const QJsonObject& json);
    bool operator==(const Work&) const = default;
};

} // namespace lab::carcircles
