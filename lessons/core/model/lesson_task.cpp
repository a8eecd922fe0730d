#include "lesson_task.h"

#include <QCoreApplication>
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

HeldKeys TaskDefinition::held() const
{
    return kind() == TaskKind::Predict ? HeldKeys { kHeldVerdict } : HeldKeys {};
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

QString TaskDefinition::sourceLines() const
{
    return {};
}

namespace {

QString oneSourceText(const QString& lines)
{
    const int colon = lines.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return lines;
    const QString file = lines.left(colon).trimmed();
    QString range = lines.mid(colon + 1).trimmed();
    range.replace(QLatin1Char(','), QStringLiteral(", "));
    const bool several = range.contains(QLatin1Char(',')) || range.contains(QLatin1Char('-'));
    range.replace(QLatin1Char('-'), QChar(0x2013));
    const char* source = file == QLatin1String("003") ? QT_TRANSLATE_NOOP("TaskSource", "the handout (%1)")
        : file == QLatin1String("000") || file == QLatin1String("002")
        ? QT_TRANSLATE_NOOP("TaskSource", "the textbook (%1)")
        : QT_TRANSLATE_NOOP("TaskSource", "the article (%1)");
    const char* form = several ? QT_TRANSLATE_NOOP("TaskSource", "%1, lines %2")
                               : QT_TRANSLATE_NOOP("TaskSource", "%1, line %2");
    return QCoreApplication::translate("TaskSource", form)
        .arg(QCoreApplication::translate("TaskSource", source).arg(file), range);
}

} // namespace

QString sourceLinesText(const QString& lines)
{
    QStringList parts;
    for (const QString& one : lines.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        parts << oneSourceText(one);
    return parts.join(QStringLiteral("; "));
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
