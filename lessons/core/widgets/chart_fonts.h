// The text of a lesson's chart (Qt Charts: axes, titles, legend) grows with View > Text size, as
// the canvas labels do. Call it right after QChart::setTheme(), which sets the theme's fonts.
#pragma once

class QChart;

namespace lab {

struct CanvasStyle;

void applyChartTextScale(QChart& chart, const CanvasStyle& style);

} // namespace lab
