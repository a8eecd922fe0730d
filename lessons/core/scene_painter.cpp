#include "scene_painter.h"

#include "label_placer.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace lab {

SceneDescription ScenePainter::describe(const LessonScene&) const { return {}; }

} // namespace lab

namespace lab::draw {

void infiniteLine(QPainter& p, const Viewport& view, QPointF point, QPointF direction)
{
    const double len = std::hypot(direction.x(), direction.y());
    if (!(len > 0))
        return;
    const QPointF unit = direction / len;
    const QRectF rect = view.worldRect();
    const QPointF c = rect.center();
    // The point of the line nearest the view centre, then far enough both ways to leave the view.
    const QPointF foot = point + unit * QPointF::dotProduct(c - point, unit);
    const double reach = std::hypot(rect.width(), rect.height());
    p.drawLine(view.toScreen(foot - unit * reach), view.toScreen(foot + unit * reach));
}

void segment(QPainter& p, const Viewport& view, QPointF from, QPointF to)
{
    p.drawLine(view.toScreen(from), view.toScreen(to));
}

void arrow(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF from, QPointF to)
{
    const QPointF a = view.toScreen(from);
    const QPointF b = view.toScreen(to);
    p.drawLine(a, b);
    const QPointF d = b - a;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1)
        return;
    const QPointF u = d / len;
    const QPointF n(-u.y(), u.x());
    const double head = 6 + 2 * style.lineWidth;
    QPainterPath tip;
    tip.moveTo(b);
    tip.lineTo(b - u * head + n * head * 0.5);
    tip.lineTo(b - u * head - n * head * 0.5);
    tip.closeSubpath();
    p.save();
    p.setBrush(p.pen().color());
    p.drawPath(tip);
    p.restore();
}

void circle(QPainter& p, const Viewport& view, QPointF centre, double radius)
{
    const double r = radius * view.scale();
    p.drawEllipse(view.toScreen(centre), r, r);
}

void rect(QPainter& p, const Viewport& view, QRectF worldRect)
{
    p.drawRect(QRectF(view.toScreen(worldRect.topLeft()), view.toScreen(worldRect.bottomRight())).normalized());
}

void dot(QPainter& p, const Viewport& view, QPointF at, double radiusPixels, const QColor& fill)
{
    p.save();
    p.setBrush(fill);
    p.setPen(QPen(fill.darker(140), 1));
    p.drawEllipse(view.toScreen(at), radiusPixels, radiusPixels);
    p.restore();
}

void label(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at,
           const QString& text, const QColor& colour, QPointF offsetPixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addLabel(p.transform().map(view.toScreen(at)), text, colour, offsetPixels);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style); // painted outside a canvas
    alone.addLabel(p.transform().map(view.toScreen(at)), text, colour, offsetPixels);
}

void textAt(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& text,
            const QColor& colour, double scale, QPointF offsetPixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addLabel(p.transform().map(view.toScreen(at)), text, colour, offsetPixels, scale, true);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style);
    alone.addLabel(p.transform().map(view.toScreen(at)), text, colour, offsetPixels, scale, true);
}

namespace {

void addHeadline(QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text,
                 const QColor& colour, bool bottom)
{
    if (LabelPlacer* placer = LabelPlacer::current(p)) {
        placer->addHeadline(text, colour, bottom);
        return;
    }
    LabelPlacer alone(p, QRectF(QPointF(0, 0), view.size()), style);
    alone.addHeadline(text, colour, bottom);
}

} // namespace

void headline(QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text,
              const QColor& colour)
{
    addHeadline(p, view, style, text, colour, false);
}

void legend(QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text,
            const QColor& colour)
{
    addHeadline(p, view, style, text, colour, true);
}

void keepClear(QPainter& p, QRectF pixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p))
        placer->addArea(p.transform().mapRect(pixels));
}

void keepLabelsOff(QPainter& p, QRectF pixels)
{
    if (LabelPlacer* placer = LabelPlacer::current(p))
        placer->addHandle(p.transform().mapRect(pixels));
}

QString clauses(const QStringList& parts)
{
    return parts.join(QCoreApplication::translate("ScenePainter", "; "));
}

QString number(double value, int decimals)
{
    if (value == 0)
        value = 0; // no "-0"
    // No thousands separators: "5,125" reads as a decimal in half the world's classrooms.
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QString s = locale.toString(value, 'f', decimals);
    const QChar point = locale.decimalPoint().at(0);
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

} // namespace lab::draw
