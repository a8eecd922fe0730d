#include "task_record.h"

#include <QCoreApplication>

#include <algorithm>

namespace lab {

QString statusWord(ExerciseStatus status)
{
    switch (status) {
    case ExerciseStatus::InProgress: return QCoreApplication::translate("TaskRecord", "in progress");
    case ExerciseStatus::Done: return QCoreApplication::translate("TaskRecord", "done");
    case ExerciseStatus::NotStarted: break;
    }
    return QCoreApplication::translate("TaskRecord", "not started");
}

QString statusKey(ExerciseStatus status)
{
    switch (status) {
    case ExerciseStatus::InProgress: return QStringLiteral("in_progress");
    case ExerciseStatus::Done: return QStringLiteral("done");
    case ExerciseStatus::NotStarted: break;
    }
    return QStringLiteral("not_started");
}

std::optional<ExerciseStatus> statusFromKey(const QString& key)
{
    if (key == QLatin1String("not_started"))
        return ExerciseStatus::NotStarted;
    if (key == QLatin1String("in_progress"))
        return ExerciseStatus::InProgress;
    if (key == QLatin1String("done"))
        return ExerciseStatus::Done;
    return std::nullopt;
}

QString reportStatusKey(const TaskRecord& record)
{
    if (record.revealed && record.status != ExerciseStatus::Done)
        return QStringLiteral("revealed");
    return statusKey(record.status);
}

QString solutionKey(SolutionShown shown)
{
    switch (shown) {
    case SolutionShown::AfterWrongAttempts: return QStringLiteral("after_wrong_attempts");
    case SolutionShown::Asked: return QStringLiteral("asked");
    case SolutionShown::No: break;
    }
    return QStringLiteral("no");
}

CheckCounted TaskRecord::check(const QString& answer, AnswerState state, int hints, const QDateTime& now)
{
    if (state == AnswerState::Blank)
        return CheckCounted::Blank;
    if (state == AnswerState::Unreadable)
        return CheckCounted::Unreadable;
    if (attempts > 0 && answer == lastAnswer)
        return CheckCounted::Unchanged;
    open(now);
    ++attempts;
    lastAnswer = answer;
    if (state == AnswerState::Right) {
        solved = true;
        skipped = false;
        status = ExerciseStatus::Done;
        if (!finished.isValid())
            finished = now;
        return CheckCounted::Counted;
    }
    solved = false;
    if (status == ExerciseStatus::NotStarted)
        status = ExerciseStatus::InProgress;
    ++wrongAttempts;
    hintsSeen += std::max(0, hints);
    if (wrongAttempts >= kSolutionAfter && solution == SolutionShown::No)
        solution = SolutionShown::AfterWrongAttempts;
    return CheckCounted::Counted;
}

void TaskRecord::askSolution()
{
    if (solution == SolutionShown::No)
        solution = SolutionShown::Asked;
}

void TaskRecord::skip(const QDateTime& now)
{
    open(now);
    if (status != ExerciseStatus::Done)
        skipped = true;
}

void TaskRecord::open(const QDateTime& now)
{
    if (!opened.isValid())
        opened = now;
}

void TaskRecord::edited(bool stillRight)
{
    solved = solved && stillRight;
    if (status == ExerciseStatus::NotStarted)
        status = ExerciseStatus::InProgress;
}

QJsonObject TaskRecord::toJson() const
{
    QJsonObject o;
    o.insert(QLatin1String("status"), statusKey(status));
    o.insert(QLatin1String("solved"), solved);
    o.insert(QLatin1String("attempts"), attempts);
    o.insert(QLatin1String("wrongAttempts"), wrongAttempts);
    o.insert(QLatin1String("hintsSeen"), hintsSeen);
    o.insert(QLatin1String("solution"), solutionKey(solution));
    if (opened.isValid())
        o.insert(QLatin1String("opened"), opened.toString(Qt::ISODate));
    if (finished.isValid())
        o.insert(QLatin1String("finished"), finished.toString(Qt::ISODate));
    o.insert(QLatin1String("lastAnswer"), lastAnswer);
    if (skipped)
        o.insert(QLatin1String("skipped"), true);
    if (revealed)
        o.insert(QLatin1String("revealed"), true);
    return o;
}

TaskRecord TaskRecord::fromJson(const QJsonObject& json)
{
    constexpr int kMaxCount = 1'000'000;
    TaskRecord r;
    r.status
        = statusFromKey(json.value(QLatin1String("status")).toString()).value_or(ExerciseStatus::NotStarted);
    r.solved = json.value(QLatin1String("solved")).toBool();
    r.attempts = std::clamp(json.value(QLatin1String("attempts")).toInt(), 0, kMaxCount);
    r.wrongAttempts = std::clamp(json.value(QLatin1String("wrongAttempts")).toInt(), 0, r.attempts);
    r.hintsSeen = std::clamp(json.value(QLatin1String("hintsSeen")).toInt(), 0, kMaxCount);
    const QString solution = json.value(QLatin1String("solution")).toString();
    r.solution = solution == QLatin1String("asked")         ? SolutionShown::Asked
        : solution == QLatin1String("after_wrong_attempts") ? SolutionShown::AfterWrongAttempts
                                                            : SolutionShown::No;
    r.opened = QDateTime::fromString(json.value(QLatin1String("opened")).toString(), Qt::ISODate);
    r.finished = QDateTime::fromString(json.value(QLatin1String("finished")).toString(), Qt::ISODate);
    r.lastAnswer = json.value(QLatin1String("lastAnswer")).toString().left(2000);
    r.skipped = json.value(QLatin1String("skipped")).toBool();
    r.revealed = json.value(QLatin1String("revealed")).toBool();
    if (r.solved && r.status != ExerciseStatus::Done)
        r.solved = false;
    return r;
}

} // namespace lab
