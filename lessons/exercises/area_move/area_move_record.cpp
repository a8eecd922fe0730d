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

TaskRecord AreaMoveRecord::rulesRecord(const ExerciseProgress& progress)
{
    if (progress.tasks.contains(kTask))
        return progress.tasks.value(kTask);
    TaskRecord r;
    r.attempts = std::max(0, progress.attempts);
    r.status = progress.status;
    r.solved = progress.status == ExerciseStatus::Done;
    return r;
}

std::optional<AreaMoveRecord::Shown> AreaMoveRecord::load()
{
    ProgressStore* s = store();
    if (!s)
        return std::nullopt;
    const ExerciseProgress progress = s->exercise(AreaMoveLesson::exerciseId());
    m_attempts = progress.attempts;
    m_done = progress.status == ExerciseStatus::Done;
    m_rules = rulesRecord(progress);
    const QJsonObject data = progress.data;
    Shown shown;
    for (const auto& text : data.value(QStringLiteral("answers")).toArray())
        shown.answers << text.toString();
    shown.showCorrect = data.value(QStringLiteral("showCorrect")).toBool();
    shown.frame = data.value(QStringLiteral("frame")).toInt();
    m_lastRun.clear();
    for (const auto& text : data.value(QStringLiteral("lastRun")).toArray())
        m_lastRun << text.toString();
    m_savedRan = data.value(QStringLiteral("ran")).toBool();
    return shown;
}

void AreaMoveRecord::save(const Shown& shown)
{
    ProgressStore* s = store();
    if (!s)
        return;
    ExerciseProgress progress = s->exercise(AreaMoveLesson::exerciseId());
    QJsonObject data;
    data[QStringLiteral("answers")] = QJsonArray::fromStringList(shown.answers);
    data[QStringLiteral("ran")] = m_ran;
    data[QStringLiteral("lastRun")] = QJsonArray::fromStringList(m_lastRun);
    data[QStringLiteral("frame")] = shown.frame;
    data[QStringLiteral("showCorrect")] = shown.showCorrect;
    QJsonArray start;
    for (const double v : shown.start)
        start.append(v);
    data[QStringLiteral("start")] = start;
    if (data == progress.data)
        return;
    progress.data = data;
    const bool anything = m_ran
        || std::any_of(
            shown.answers.begin(), shown.answers.end(), [](const QString& a) { return !a.isEmpty(); });
    if (progress.status == ExerciseStatus::NotStarted && anything)
        progress.status = ExerciseStatus::InProgress;
    m_rules = rulesRecord(progress);
    if (anything && m_rules.status == ExerciseStatus::NotStarted) {
        m_rules.status = ExerciseStatus::InProgress;
        progress.tasks.insert(kTask, m_rules);
    }
    s->update(AreaMoveLesson::exerciseId(), progress);
}

void AreaMoveRecord::open()
{
    ProgressStore* s = store();
    if (!s)
        return;
    ExerciseProgress progress = s->exercise(AreaMoveLesson::exerciseId());
    m_rules = rulesRecord(progress);
    if (m_rules.opened.isValid())
        return;
    m_rules.open(QDateTime::currentDateTimeUtc());
    progress.tasks.insert(kTask, m_rules);
    s->update(AreaMoveLesson::exerciseId(), progress);
}

void AreaMoveRecord::askSolution()
{
    ProgressStore* s = store();
    ExerciseProgress progress = s ? s->exercise(AreaMoveLesson::exerciseId()) : ExerciseProgress {};
    m_rules = rulesRecord(progress);
    m_rules.askSolution();
    m_rules.open(QDateTime::currentDateTimeUtc());
    progress.tasks.insert(kTask, m_rules);
    if (s)
        s->update(AreaMoveLesson::exerciseId(), progress);
}

void AreaMoveRecord::countRun(const QString& answerLine, const QStringList& answers, bool right)
{
    m_ran = true;
    ProgressStore* s = store();
    ExerciseProgress progress = s ? s->exercise(AreaMoveLesson::exerciseId()) : ExerciseProgress {};
    // One hint for a wrong run: the first problem and what to look at.
    m_rules = rulesRecord(progress);
    m_lastCounted = m_rules.check(answerLine, right ? AnswerState::Right : AnswerState::Wrong, right ? 0 : 1,
        QDateTime::currentDateTimeUtc());
    m_lastRun = answers;
    progress.attempts = m_rules.attempts;
    if (m_rules.status == ExerciseStatus::Done)
        progress.status = ExerciseStatus::Done;
    else if (progress.status == ExerciseStatus::NotStarted)
        progress.status = ExerciseStatus::InProgress;
    progress.tasks.insert(kTask, m_rules);
    if (s)
        s->update(AreaMoveLesson::exerciseId(), progress);
    m_attempts = progress.attempts;
    m_done = progress.status == ExerciseStatus::Done;
}

} // namespace lab
