#include "swept_format.h"

#include "core/canvas/scene_painter.h"

namespace lab::swept {

QString num(double value, int decimals)
{
    return formatNumber(value, decimals);
}

QString mathNum(double value)
{
    QString s = num(value);
    s.replace(QLatin1Char(','), QStringLiteral("{,}"));
    return s;
}

QString pointText(geometry::Vec2 p)
{
    return QStringLiteral("(%1, %2)").arg(num(p.x), num(p.y));
}

} // namespace lab::swept
