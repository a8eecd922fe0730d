#include "lesson_task.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lab {

QString taskWordsAsShown(const QString& text, bool oneLine)
{
    static const QRegularExpression afterJapanese(QStringLiteral("(?<=[。、：」』）])[ \\t]+"));
    QString shown = text;
    if (oneLine) {
        static const QRegularExpression breaks(QStringLiteral("\\s*\\n\\s*"));
        shown.replace(breaks, QStringLiteral(" "));
    }
    shown.replace(afterJapanese, QString());
    return oneLine ? shown.trimmed() : shown;
}

QString taskKindKey(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Predict: return QStringLiteral("predict");
    case TaskKind::Compute: return QStringLiteral("compute");
    case TaskKind::FillIn: return QStringLiteral("fill-in");
    case TaskKind::Exercise: break;
    }
    return QStringLiteral("exercise");
}

std::optional<LessonScene::State> TaskDefinition::scene(quint32) const
{
    return std::nullopt;
}

QStringList TaskDefinition::held() const
{
    return kind() == TaskKind::Predict ? QStringList { kHeldVerdict } : QStringList {};
}

QList<TaskChoice> TaskDefinition::choices() const
{
    return {};
}

QString TaskDefinition::rightChoice(const LessonScene&) const
{
    return {};
}

double TaskDefinition::answer(const LessonScene&) const
{
    return 0;
}

double TaskDefinition::tolerance(const LessonScene& scene) const
{
    return std::max(0.005, std::abs(answer(scene)) * 0.001);
}

QList<TaskBlank> TaskDefinition::blanks() const
{
    return {};
}

QString TaskDefinition::reason(const LessonScene&) const
{
    return {};
}

QStringList TaskDefinition::giveaways(const LessonScene&) const
{
    return {};
}

QString comparableWords(const QString& text)
{
    const QString plain = text.normalized(QString::NormalizationForm_KC).toLower();
    QString out;
    for (const QChar c : plain) {
        if (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('-'))
            out.append(c);
    }
    return out;
}

} // namespace lab
