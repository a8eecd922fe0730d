#include "answer.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace lab {

namespace {

struct AnswerWords {
    Q_DECLARE_TR_FUNCTIONS(Answer)
};

QString nameList(const std::vector<std::string>& names)
{
    QStringList list;
    for (const std::string& n : names)
        list << QString::fromStdString(n);
    return list.join(QStringLiteral(", "));
}

} // namespace

QString normalizedAnswer(const QString& text)
{
    QString out = text.normalized(QString::NormalizationForm_KC);
    out.replace(QChar(0x2212), QLatin1Char('-'));
    out.replace(QChar(0x00D7), QLatin1Char('*'));
    out.replace(QChar(0x00F7), QLatin1Char('/'));
    return out;
}

QString expressionProblem(const QString& text, Expression::ErrorKind kind, const Expression::Error& error,
    const std::vector<std::string>& names)
{
    const std::string utf8 = normalizedAnswer(text).toStdString();
    const std::size_t at = std::min(error.position, utf8.size());
    const QString before = QString::fromUtf8(utf8.data(), qsizetype(at));
    const QString rest = QString::fromUtf8(utf8.data() + at, qsizetype(utf8.size() - at));
    const QString position = QString::number(before.size() + 1);
    const QString allowed = names.empty()
        ? AnswerWords::tr("Use numbers, + - * / ^, parentheses and sqrt( ).")
        : AnswerWords::tr("Use numbers, + - * / ^, parentheses, sqrt( ) and the names %1.")
              .arg(nameList(names));
    switch (kind) {
    case Expression::ErrorKind::None:
    case Expression::ErrorKind::Empty: return AnswerWords::tr("It is empty.");
    case Expression::ErrorKind::UnexpectedEnd:
        return AnswerWords::tr("It stops too early: something is missing after the last operator.");
    case Expression::ErrorKind::MissingParen:
        return AnswerWords::tr("A closing parenthesis \")\" is missing at position %1.").arg(position);
    case Expression::ErrorKind::TooLong: return AnswerWords::tr("It is too long.");
    case Expression::ErrorKind::UnknownName: {
        qsizetype end = 0;
        while (end < rest.size()
            && (rest.at(end).isLetterOrNumber() || rest.at(end) == QLatin1Char('_')
                || rest.at(end) == QLatin1Char('.')))
            ++end;
        return AnswerWords::tr("\"%1\" at position %2 is not a name it knows. %3")
            .arg(rest.left(std::max<qsizetype>(end, 1)), position, allowed);
    }
    case Expression::ErrorKind::UnexpectedToken: break;
    }
    return AnswerWords::tr("\"%1\" at position %2 cannot be read there. %3")
        .arg(rest.left(1), position, allowed);
}

NumberAnswer readNumberAnswer(const QString& text, const std::map<std::string, double>& names)
{
    NumberAnswer answer;
    if (text.trimmed().isEmpty())
        return answer;
    std::vector<std::string> known;
    for (const auto& [name, value] : names)
        known.push_back(name);
    Expression::ErrorKind kind = Expression::ErrorKind::None;
    Expression::Error error;
    const auto parsed = Expression::parse(normalizedAnswer(text).toStdString(), known, &kind, &error);
    answer.kind = NumberAnswer::Kind::Unreadable;
    if (!parsed) {
        answer.problem = expressionProblem(text, kind, error, known);
        return answer;
    }
    if (parsed->isCondition()) {
        answer.problem = AnswerWords::tr("It must be a number, not a comparison.");
        return answer;
    }
    const double value = parsed->evaluate(names);
    if (!std::isfinite(value)) {
        answer.problem = AnswerWords::tr(
            "It does not give a number (a division by zero, or the root of a negative number?).");
        return answer;
    }
    answer.kind = NumberAnswer::Kind::Number;
    answer.value = value;
    return answer;
}

ConditionAnswer readConditionAnswer(const QString& text, const std::string& reference,
    const std::vector<std::map<std::string, double>>& samples)
{
    ConditionAnswer answer;
    if (text.trimmed().isEmpty())
        return answer;
    std::vector<std::string> known;
    if (!samples.empty()) {
        for (const auto& [name, value] : samples.front())
            known.push_back(name);
    }
    Expression::ErrorKind kind = Expression::ErrorKind::None;
    Expression::Error error;
    const auto typed = Expression::parse(normalizedAnswer(text).toStdString(), known, &kind, &error);
    answer.kind = ConditionAnswer::Kind::Unreadable;
    if (!typed) {
        answer.problem = expressionProblem(text, kind, error, known);
        return answer;
    }
    if (!typed->isCondition()) {
        answer.problem = AnswerWords::tr("It must be a condition, a comparison such as a <= b.");
        return answer;
    }
    const auto right = Expression::parse(reference, known);
    bool same = right.has_value();
    for (std::size_t i = 0; same && i < samples.size(); ++i)
        same = typed->isTrue(samples[i]) == right->isTrue(samples[i]);
    answer.kind = same ? ConditionAnswer::Kind::Right : ConditionAnswer::Kind::Wrong;
    return answer;
}

} // namespace lab
