#include "chart_fonts.h"

#include "core/canvas/canvas_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace lab {

namespace {

QFont scaled(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qRound(font.pixelSize() * factor));
    return font;
}

} // namespace

void applyChartTextScale(QChart& chart, const CanvasStyle& style)
{
    const double factor = style.textScale;
    if (qFuzzyCompare(factor, 1.0))
        return;
    chart.setTitleFont(scaled(chart.titleFont(), factor));
    chart.legend()->setFont(scaled(chart.legend()->font(), factor));
    for (QAbstractAxis* axis : chart.axes()) {
        axis->setLabelsFont(scaled(axis->labelsFont(), factor));
        axis->setTitleFont(scaled(axis->titleFont(), factor));
    }
}

} // namespace lab
