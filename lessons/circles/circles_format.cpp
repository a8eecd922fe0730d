#include "circles_format.h"

#include "core/model/numbers.h"

#include <QCoreApplication>

#include <cmath>

namespace lab::circles {

namespace {

struct CirclesFormat {
    Q_DECLARE_TR_FUNCTIONS(CirclesFormat)
};

QString shifted(QChar variable, double center)
{
    if (center == 0)
        return QString(variable) + QStringLiteral("^2");
    return QStringLiteral("(%1 %2 %3)^2")
        .arg(variable, center > 0 ? QStringLiteral("-") : QStringLiteral("+"), mathNumber(std::abs(center)));
}

QString plainShifted(QChar variable, double center)
{
    if (center == 0)
        return QString(variable) + QStringLiteral("²");
    return QStringLiteral("(%1 %2 %3)²")
        .arg(
            variable, center > 0 ? QStringLiteral("−") : QStringLiteral("+"), formatNumber(std::abs(center)));
}

} // namespace

QString equation(const geometry::Circle& circle)
{
    return QStringLiteral("%1 + %2 = %3")
        .arg(shifted(QLatin1Char('x'), circle.center.x), shifted(QLatin1Char('y'), circle.center.y),
            mathNumber(circle.radius * circle.radius));
}

QString plainEquation(const geometry::Circle& circle)
{
    return QStringLiteral("%1 + %2 = %3")
        .arg(plainShifted(QLatin1Char('x'), circle.center.x), plainShifted(QLatin1Char('y'), circle.center.y),
            formatNumber(circle.radius * circle.radius));
}

QString verdictSentence(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Collide: return CirclesFormat::tr("The circles collide.");
    case Verdict::Touch: return CirclesFormat::tr("The circles just touch.");
    default: return CirclesFormat::tr("The circles are apart.");
    }
}

QString verdictClause(Verdict verdict, bool first)
{
    if (first) { // the sentence without its full stop
        QString words = verdictSentence(verdict);
        while (words.endsWith(QLatin1Char('.')) || words.endsWith(QChar(0x3002)))
            words.chop(1);
        return words;
    }
    switch (verdict) {
    case Verdict::Collide: return CirclesFormat::tr("the circles collide");
    case Verdict::Touch: return CirclesFormat::tr("the circles just touch");
    default: return CirclesFormat::tr("the circles are apart");
    }
}

} // namespace lab::circles
