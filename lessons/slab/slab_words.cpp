#include "slab_words.h"

#include "core/model/numbers.h"

#include <cmath>

namespace lab {

QString timeText(double t)
{
    if (std::isinf(t))
        return t > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    return formatNumber(t, 3);
}

QString timeTex(double t)
{
    if (std::isinf(t))
        return t > 0 ? QStringLiteral("+\\infty") : QStringLiteral("-\\infty");
    return mathNumber(t, 3);
}

QString timesText(const geometry::RayAabbResult& h)
{
    return QStringLiteral("inX = %1, outX = %2, inY = %3, outY = %4")
        .arg(timeText(h.inX), timeText(h.outX), timeText(h.inY), timeText(h.outY));
}

} // namespace lab
