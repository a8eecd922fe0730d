#include "lesson.h"

#include <QCoreApplication>
#include <QFile>

namespace lab {

QString languageCode(Language language)
{
    return language == Language::Japanese ? QStringLiteral("ja") : QStringLiteral("en");
}

QString Lesson::liveText(const LessonScene&) const
{
    return {};
}

QList<LessonTask> Lesson::tasks() const
{
    QList<LessonTask> all;
    for (const auto& task : createTasks())
        all.append({ task->id(), task->title(), task->kind(), task->sourceLines() });
    return all;
}

QStringList Lesson::giveaways(const QString& taskId) const
{
    const std::unique_ptr<LessonScene> scene = createScene();
    for (const auto& task : createTasks()) {
        if (task->id() == taskId)
            return task->giveaways(*scene);
    }
    return {};
}

QString lessonText(const QString& id, Language language)
{
    QFile file(QStringLiteral(":/lessons/%1/text.%2.html").arg(id, languageCode(language)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace lab
