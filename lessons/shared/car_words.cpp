#include "car_words.h"

#include "core/model/numbers.h"

#include <geometry/vec2.h>

namespace lab {

QString CarWords::wallsFormula(const geometry::Circle& outer, const geometry::Aabb& area)
{
    const geometry::Vec2 c = outer.center;
    const double r = outer.radius;
    return QStringLiteral("$$x_0 - r_0 = %1,\\quad x_0 + r_0 = %2$$"
                          "$$\\mathit{Left} = %3,\\quad \\mathit{Right} = %4$$")
               .arg(mathNumber(c.x - r), mathNumber(c.x + r), mathNumber(area.min.x), mathNumber(area.max.x))
        + QStringLiteral("$$y_0 - r_0 = %1,\\quad y_0 + r_0 = %2$$"
                         "$$\\mathit{Bottom} = %3,\\quad \\mathit{Top} = %4$$")
              .arg(mathNumber(c.y - r), mathNumber(c.y + r), mathNumber(area.min.y), mathNumber(area.max.y));
}

QString CarWords::step(geometry::Vec2 velocity)
{
    return tr("mov = %1").arg(formatPoint(velocity.x, velocity.y));
}

QString CarWords::outerPastWall(bool past)
{
    return tr("Outer circle past a wall: %1").arg(yesNo(past));
}

QString CarWords::yesNo(bool yes)
{
    return yes ? tr("yes") : tr("no");
}

QString CarWords::placed(const QString& name, const geometry::Pose& pose, double outerRadius)
{
    return tr("%1 at (%2, %3), turned %4°, outer circle radius %5")
        .arg(name, formatNumber(pose.position.x), formatNumber(pose.position.y),
            formatNumber(geometry::degrees(pose.angle)), formatNumber(outerRadius));
}

} // namespace lab
