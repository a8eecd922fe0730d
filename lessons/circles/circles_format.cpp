#include "circles_format.h"

#include "core/canvas/scene_painter.h"

#include <cmath>

namespace lab::circles {

namespace {

QString shifted(QChar variable, double center)
{
    if (center == 0)
        return QString(variable) + QStringLiteral("^2");
    return QStringLiteral("(%1 %2 %3)^2")
        .arg(variable, center > 0 ? QStringLiteral("-") : QStringLiteral("+"), mathNum(std::abs(center)));
}

} // namespace

QString num(double value)
{
    return formatNumber(value, 2);
}

QString mathNum(double value)
{
    QString s = num(value);
    s.replace(QLatin1Char(','), QStringLiteral("{,}"));
    return s;
}

QString equation(const geometry::Circle& circle)
{
    return QStringLiteral("%1 + %2 = %3")
        .arg(shifted(QLatin1Char('x'), circle.center.x), shifted(QLatin1Char('y'), circle.center.y),
            mathNum(circle.radius * circle.radius));
}

QString pointText(geometry::Vec2 p)
{
    return QStringLiteral("(%1, %2)").arg(num(p.x), num(p.y));
}

} // namespace lab::circles
