// Between geometry/'s points and Qt's: the scene, the canvas and the controls hand points over
// in both directions.
#pragma once

#include <geometry/vec2.h>

#include <QPointF>

namespace lab {

inline QPointF toQt(geometry::Vec2 v)
{
    return { v.x, v.y };
}

inline geometry::Vec2 toVec(QPointF p)
{
    return { p.x(), p.y() };
}

} // namespace lab
