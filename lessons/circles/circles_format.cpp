#include "circles_format.h"

#include "core/model/numbers.h"

#include <cmath>

namespace lab::circles {

namespace {

QString shifted(QChar variable, double center)
{
    if (center == 0)
        return QString(variable) + QStringLiteral("^2");
    return QStringLiteral("(%1 %2 %3)^2")
        .arg(variable, center > 0 ? QStringLiteral("-") : QStringLiteral("+"), mathNumber(std::abs(center)));
}

} // namespace

QString equation(const geometry::Circle& circle)
{
    return QStringLiteral("%1 + %2 = %3")
        .arg(shifted(QLatin1Char('x'), circle.center.x), shifted(QLatin1Char('y'), circle.center.y),
            mathNumber(circle.radius * circle.radius));
}

} // namespace lab::circles
