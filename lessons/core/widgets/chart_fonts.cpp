#include "chart_fonts.h"

#include "core/model/fonts.h"

#include "core/canvas/canvas_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QPen>

namespace lab {

void applyChartTextScale(QChart& chart, const CanvasStyle& style)
{
    const double factor = style.textScale;
    if (qFuzzyCompare(factor, 1.0))
        return;
    chart.setTitleFont(scaledFont(chart.titleFont(), factor));
    chart.legend()->setFont(scaledFont(chart.legend()->font(), factor));
    for (QAbstractAxis* axis : chart.axes()) {
        axis->setLabelsFont(scaledFont(axis->labelsFont(), factor));
        axis->setTitleFont(scaledFont(axis->titleFont(), factor));
    }
}

void applyChartPalette(QChart& chart, const CanvasStyle& style)
{
    chart.setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    applyChartTextScale(chart, style);
    chart.setBackgroundBrush(style.background);
    chart.setBackgroundPen(QPen(style.axis, 1));
    chart.setBackgroundRoundness(0);
    chart.setPlotAreaBackgroundBrush(style.background);
    chart.setPlotAreaBackgroundVisible(true);
    for (QAbstractAxis* axis : chart.axes()) {
        axis->setLabelsBrush(style.text);
        axis->setTitleBrush(style.text);
        axis->setLinePenColor(style.axis);
        axis->setGridLineColor(style.grid);
    }
}

} // namespace lab
