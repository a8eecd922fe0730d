#include "viewport.h"

#include <algorithm>
#include <cmath>

namespace lab {

QPointF Viewport::toScreen(QPointF world) const
{
    return { m_size.width() / 2 + (world.x() - m_center.x()) * m_scale,
        m_size.height() / 2 - (world.y() - m_center.y()) * m_scale };
}

QPointF Viewport::toWorld(QPointF screen) const
{
    return { m_center.x() + (screen.x() - m_size.width() / 2) / m_scale,
        m_center.y() - (screen.y() - m_size.height() / 2) / m_scale };
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
    m_center += anchorWorld - moved;
}

void Viewport::panByPixels(QPointF deltaPixels)
{
    m_center += QPointF(-deltaPixels.x() / m_scale, deltaPixels.y() / m_scale);
}

void Viewport::setDefaultScale(double scale)
{
    m_defaultScale = std::clamp(scale, kMinScale, kMaxScale);
}

void Viewport::setView(QPointF center, double scale)
{
    m_center = center;
    m_scale = std::clamp(scale, kMinScale, kMaxScale);
}

void Viewport::reset()
{
    m_scale = m_defaultScale;
    m_center = { 0, 0 };
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
