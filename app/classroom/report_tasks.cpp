#include "report_tasks.h"

#include "catalog.h"
#include "core/lesson.h"

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
