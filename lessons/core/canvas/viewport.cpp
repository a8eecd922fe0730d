#include "viewport.h"

#include <algorithm>
#include <cmath>

namespace lab {

QPointF Viewport::toScreen(QPointF world) const
{
    return { m_size.width() / 2 + (world.x() - m_centre.x()) * m_scale,
        m_size.height() / 2 - (world.y() - m_centre.y()) * m_scale };
}

QPointF Viewport::toWorld(QPointF screen) const
{
    return { m_centre.x() + (screen.x() - m_size.width() / 2) / m_scale,
        m_centre.y() - (screen.y() - m_size.height() / 2) / m_scale };
}

QRectF Viewport::worldRect() const
{
    const QPointF a = toWorld({ 0, 0 });
    const QPointF b = toWorld({ m_size.width(), m_size.height() });
    return QRectF(a, b).normalized();
}

void Viewport::zoomAt(QPointF screenAnchor, double factor)
{
    const QPointF anchorWorld = toWorld(screenAnchor);
    m_scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    const QPointF moved = toWorld(screenAnchor);
    m_centre += anchorWorld - moved;
}

void Viewport::panByPixels(QPointF deltaPixels)
{
    m_centre += QPointF(-deltaPixels.x() / m_scale, deltaPixels.y() / m_scale);
}

void Viewport::setDefaultScale(double scale)
{
    m_defaultScale = std::clamp(scale, kMinScale, kMaxScale);
}

void Viewport::setView(QPointF centre, double scale)
{
    m_centre = centre;
    m_scale = std::clamp(scale, kMinScale, kMaxScale);
}

void Viewport::reset()
{
    m_scale = m_defaultScale;
    m_centre = { 0, 0 };
}

double Viewport::gridStep() const
{
    const double raw = 60.0 / m_scale;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : { 1.0, 2.0, 5.0 }) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

} // namespace lab
