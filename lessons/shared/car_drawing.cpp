#include "car_drawing.h"

#include "core/canvas/scene_painter.h"

#include <QList>
#include <QPainter>
#include <QPolygonF>
#include <QTextStream>

namespace lab {

namespace {

// The outline of a small hatchback in the car's own coordinates (MathCalc pixels).
const QList<QPointF>& carOutline()
{
    static const QList<QPointF> outline = {
        { -145, -35 },
        { -148, -5 },
        { -138, 10 },
        { -65, 22 },
        { -25, 60 },
        { 30, 60 },
        { 120, 35 },
        { 145, 10 },
        { 143, -35 },
        { 115, -35 },
        { 110, -48 },
        { 95, -56 },
        { 75, -56 },
        { 62, -48 },
        { 58, -35 },
        { -70, -35 },
        { -75, -48 },
        { -90, -56 },
        { -110, -56 },
        { -123, -48 },
        { -127, -35 },
    };
    return outline;
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

} // namespace

void drawCar(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const geometry::Pose& pose, int group)
{
    const QColor color = style.shape(group);
    auto world = [&pose](QPointF local) {
        const geometry::Vec2 w = pose.position + geometry::rotated({ local.x(), local.y() }, pose.angle);
        return QPointF(w.x, w.y);
    };
    QPolygonF body;
    for (const QPointF& q : carOutline())
        body << view.toScreen(world(q));
    // The car is stamped: a dragged car keeps its shape and is moved by whole pixels, so its key
    // names how it looks (its turn, the scale and the colours), not where it is.
    const QPointF origin = view.toScreen(world(QPointF(0, 0)));
    QString key;
    QTextStream out(&key);
    out.setRealNumberPrecision(12);
    out << "car " << group << ' ' << view.scale() << ' ' << pose.angle << ' ' << style.lineWidth << ' '
        << color.rgba() << ' ' << style.background.rgba() << ' ' << style.text.rgba() << ' '
        << style.shapeFill(group, 90).color().rgba() << ' ' << int(style.shapeFill(group, 90).style());
    out.flush();
    const double margin = style.lineWidth * 1.5 + 2;
    draw::stampedMoving(
        p, origin, body.boundingRect().adjusted(-margin, -margin, margin, margin), key, [&](QPainter& on) {
            on.save();
            // An opaque body under the tint: the grid and the axis numbers do not show through a car.
            on.setPen(Qt::NoPen);
            on.setBrush(style.background);
            on.drawPolygon(body);
            on.setPen(QPen(color.darker(130), style.lineWidth * 1.5, CanvasStyle::groupLine(group)));
            on.setBrush(style.shapeFill(group, 90));
            draw::polygon(on, body); // car B's outline is dashed
            on.setBrush(withAlpha(style.text, 200));
            on.setPen(Qt::NoPen);
            for (const QPointF wheel : { QPointF(-100, -40), QPointF(85, -40) })
                draw::circle(on, view, world(wheel), 16);
            // A window line so the shape reads as a car.
            on.setPen(QPen(color, style.lineWidth * 0.75));
            on.setBrush(Qt::NoBrush);
            QPolygonF window;
            for (const QPointF q : { QPointF(-55, 22), QPointF(-22, 52), QPointF(28, 52), QPointF(95, 28),
                     QPointF(95, 22), QPointF(-55, 22) })
                window << view.toScreen(world(q));
            on.drawPolyline(window);
            on.restore();
        });
}

} // namespace lab
