#include "report_tasks.h"

#include "catalog.h"
#include "core/lesson.h"
#include "core/model/lesson_task.h"

#include <QRegularExpression>

namespace lab {

QList<ReportTask> curriculumTasks()
{
    QList<ReportTask> tasks;
    for (const Lesson* lesson : availableLessons()) {
        for (const LessonTask& task : lesson->tasks())
            tasks.append({ lesson->id(), task.id });
    }
    return tasks;
}

QString exerciseTitle(const QString& exerciseId)
{
    return findLesson(exerciseId) ? lessonTitle(exerciseId) : exerciseId;
}

QString answerText(const ReportTask& task, const QString& answer)
{
    static const QRegularExpression scene(QStringLiteral(" @[0-9]+$"));
    QString shown = answer;
    shown.remove(scene);
    if (const Lesson* lesson = findLesson(task.exerciseId)) {
        for (const auto& t : lesson->createTasks()) {
            if (t->id() != task.taskId || t->kind() != TaskKind::Predict)
                continue;
            for (const TaskChoice& choice : t->choices()) {
                if (choice.id == shown)
                    return choice.label;
            }
        }
    }
    return shown;
}

QString taskTitle(const ReportTask& task)
{
    if (const Lesson* lesson = findLesson(task.exerciseId)) {
        for (const LessonTask& t : lesson->tasks()) {
            if (t.id == task.taskId)
                return t.title;
        }
    }
    return task.taskId;
}

} // namespace lab
