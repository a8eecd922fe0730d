#include "area_move_record.h"

#include "area_move_lesson.h"

#include "core/records/progress.h"

#include <QJsonArray>

#include <algorithm>

namespace lab {

namespace {

const QString kTask = QStringLiteral("rules");

ProgressStore* store()
{
    return ProgressStore::instance();
}

} // namespace

std::optional<AreaMoveRecord::Shown> AreaMoveRecord::load()
{
    ProgressStore* s = store();
    if (!s)
        return std::nullopt;
    recordFromBefore(*s, AreaMoveLesson::exerciseId(), kTask);
    const QJsonObject data = s->exercise(AreaMoveLesson::exerciseId()).data;
    Shown shown;
    for (const auto& text : data.value(QStringLiteral("answers")).toArray())
        shown.answers << text.toString();
    shown.showCorrect = data.value(QStringLiteral("showCorrect")).toBool();
    shown.frame = data.value(QStringLiteral("frame")).toInt();
    for (const auto& text : data.value(QStringLiteral("lastRun")).toArray())
        shown.lastRun << text.toString();
    shown.ran = data.value(QStringLiteral("ran")).toBool();
    return shown;
}

namespace {

// Writes `data` as the exercise's, begun once anything was typed or ran.
void write(ProgressStore& s, const QJsonObject& data)
{
    ExerciseProgress progress = s.exercise(AreaMoveLesson::exerciseId());
    if (data == progress.data)
        return;
    progress.data = data;
    const QStringList answers = data.value(QStringLiteral("answers")).toVariant().toStringList();
    const bool anything = data.value(QStringLiteral("ran")).toBool()
        || std::any_of(answers.begin(), answers.end(), [](const QString& a) { return !a.isEmpty(); });
    if (progress.status == ExerciseStatus::NotStarted && anything)
        progress.status = ExerciseStatus::InProgress;
    s.update(AreaMoveLesson::exerciseId(), progress);
}

} // namespace

void AreaMoveRecord::save(const Shown& shown)
{
    ProgressStore* s = store();
    if (!s)
        return;
    QJsonObject data;
    data[QStringLiteral("answers")]
        = s->exercise(AreaMoveLesson::exerciseId()).data.value(QStringLiteral("answers"));
    data[QStringLiteral("ran")] = shown.ran;
    data[QStringLiteral("lastRun")] = QJsonArray::fromStringList(shown.lastRun);
    data[QStringLiteral("frame")] = shown.frame;
    data[QStringLiteral("showCorrect")] = shown.showCorrect;
    QJsonArray start;
    for (const double v : shown.start)
        start.append(v);
    data[QStringLiteral("start")] = start;
    write(*s, data);
}

void AreaMoveRecord::saveAnswers(const QStringList& answers)
{
    ProgressStore* s = store();
    if (!s)
        return;
    QJsonObject data = s->exercise(AreaMoveLesson::exerciseId()).data;
    data[QStringLiteral("answers")] = QJsonArray::fromStringList(answers);
    write(*s, data);
}

} // namespace lab
