#include "car_circles_work.h"

#include <QJsonArray>

#include <algorithm>

namespace lab::car_circles {

namespace {

QJsonArray toArray(const auto& strings)
{
    QJsonArray a;
    for (const QString& s : strings)
        a.append(s);
    return a;
}

QJsonObject toJson(const TaskRecord& p)
{
    return p.toJson();
}

// A task record, or the older {checks, wrongChecks, solved} of the same task.
TaskRecord partFromJson(const QJsonObject& o)
{
    if (!o.contains(QStringLiteral("checks")) || o.contains(QStringLiteral("attempts")))
        return TaskRecord::fromJson(o);
    TaskRecord p;
    p.attempts = std::max(0, o.value(QStringLiteral("checks")).toInt());
    p.wrongAttempts = std::clamp(o.value(QStringLiteral("wrongChecks")).toInt(), 0, p.attempts);
    p.solved = o.value(QStringLiteral("solved")).toBool();
    p.status = p.solved  ? ExerciseStatus::Done
        : p.attempts > 0 ? ExerciseStatus::InProgress
                         : ExerciseStatus::NotStarted;
    p.solution = p.wrongAttempts >= kSolutionAfter ? SolutionShown::AfterWrongAttempts : SolutionShown::No;
    return p;
}

int choiceFromJson(const QJsonValue& v, int count)
{
    const int c = v.toInt(-1);
    return c >= 0 && c < count ? c : -1;
}

} // namespace

bool Work::started() const
{
    if (hierarchyProgress.attempts > 0 || hierarchy.rotation >= 0 || hierarchy.order >= 0)
        return true;
    for (const auto& row : hierarchy.inner) {
        for (const QString& s : row) {
            if (!s.trimmed().isEmpty())
                return true;
        }
    }
    return false;
}

QJsonObject Work::toJson() const
{
    QJsonArray inner;
    for (const auto& row : hierarchy.inner)
        inner.append(toArray(row));
    QJsonObject h { { QStringLiteral("inner"), inner }, { QStringLiteral("rotation"), hierarchy.rotation },
        { QStringLiteral("order"), hierarchy.order } };
    if (hierarchyProgress != TaskRecord()) // an older file's record, kept as it was read
        h.insert(QStringLiteral("progress"), car_circles::toJson(hierarchyProgress));
    return { { QStringLiteral("hierarchy"), h } };
}

Work Work::fromJson(const QJsonObject& json)
{
    Work work;
    const QJsonObject h = json.value(QStringLiteral("hierarchy")).toObject();
    const QJsonArray inner = h.value(QStringLiteral("inner")).toArray();
    for (int i = 0; i < kInnerCount && i < inner.size(); ++i) {
        const QJsonArray row = inner.at(i).toArray();
        for (int f = 0; f < InnerFieldCount && f < row.size(); ++f)
            work.hierarchy.inner[std::size_t(i)][std::size_t(f)] = row.at(f).toString();
    }
    work.hierarchy.rotation = choiceFromJson(h.value(QStringLiteral("rotation")), kRotationCount);
    work.hierarchy.order = choiceFromJson(h.value(QStringLiteral("order")), OrderCount);
    work.hierarchyProgress = partFromJson(h.value(QStringLiteral("progress")).toObject());
    // "Solved" is only believed if the saved answers are still right.
    work.hierarchyProgress.solved
        = work.hierarchyProgress.solved && checkHierarchy(work.hierarchy).allRight();
    return work;
}

} // namespace lab::car_circles
