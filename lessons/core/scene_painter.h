// Painting a scene in world coordinates, and the small drawing vocabulary lessons share.
#pragma once

#include "canvas_style.h"
#include "viewport.h"

#include <QString>

class QPainter;

namespace lab {

class LessonScene;

class ScenePainter {
public:
    virtual ~ScenePainter() = default;
    // Paints the scene's shapes and intermediate quantities; grid, axes and handles are the
    // canvas's. `painter` has no transform: use the viewport to map world points.
    virtual void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
                       const LessonScene& scene) const = 0;
};

namespace draw {

// The whole infinite line through `point` along `direction`, clipped to the view.
void infiniteLine(QPainter& p, const Viewport& view, QPointF point, QPointF direction);
void segment(QPainter& p, const Viewport& view, QPointF from, QPointF to);
void arrow(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF from, QPointF to);
// Outlines (or fills, with the painter's brush) in world coordinates.
void circle(QPainter& p, const Viewport& view, QPointF centre, double radius);
void rect(QPainter& p, const Viewport& view, QRectF worldRect);
void dot(QPainter& p, const Viewport& view, QPointF at, double radiusPixels, const QColor& fill);
// A text label next to a world point, on a translucent background so it stays readable.
void label(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at,
           const QString& text, const QColor& colour, QPointF offsetPixels = {8, -8});
// A number in the current locale with up to `decimals` decimals and no trailing zeros.
QString number(double value, int decimals = 2);

} // namespace draw

} // namespace lab
