// The mapping between MathCalc world coordinates (origin at the centre, y up) and widget pixels.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace lab {

class Viewport {
public:
    static constexpr double kDefaultScale = 40.0; // pixels per world unit
    static constexpr double kMinScale = 0.5;
    static constexpr double kMaxScale = 4000.0;

    void setSize(QSizeF size) { m_size = size; }
    QSizeF size() const { return m_size; }
    double scale() const { return m_scale; }
    QPointF center() const { return m_center; } // world point at the middle of the widget

    QPointF toScreen(QPointF world) const;
    QPointF toWorld(QPointF screen) const;
    QRectF worldRect() const; // the visible world rectangle (normalised, y up)

    // Zooms by `factor`, keeping the world point under `screenAnchor` where it is.
    void zoomAt(QPointF screenAnchor, double factor);
    void panByPixels(QPointF deltaPixels);
    void reset();
    // Shows world point `centre` in the middle at `scale` pixels per unit (clamped).
    void setView(QPointF center, double scale);
    // The zoom that reset() returns to (pixels per world unit), clamped to the allowed range.
    void setDefaultScale(double scale);
    double defaultScale() const { return m_defaultScale; }

    // Grid spacing in world units: 1, 2 or 5 times a power of ten, about 60 pixels apart.
    double gridStep() const;

private:
    QSizeF m_size { 640, 480 };
    double m_defaultScale = kDefaultScale;
    double m_scale = kDefaultScale;
    QPointF m_center { 0, 0 };
};

} // namespace lab
