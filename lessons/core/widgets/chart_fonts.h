// The text of a lesson's chart (Qt Charts: axes, titles, legend) grows with View > Text size, as
// the canvas labels do. Call it right after QChart::setTheme(), which sets the theme's fonts.
#pragma once

class QChart;

namespace lab {

struct CanvasStyle;

void applyChartTextScale(QChart& chart, const CanvasStyle& style);

// The canvas's palette on a chart, not the theme's card, so that it reads as part of the lesson's
// picture: the theme (light or dark), the text scale, the canvas's background with an axis-coloured
// frame and square corners, and every axis's labels, title, line and grid in the canvas's colours.
// Call it after the axes are attached.
void applyChartPalette(QChart& chart, const CanvasStyle& style);

} // namespace lab
