// Fonts made larger or smaller: the one way text size, presentation mode, charts and the canvas's
// labels scale a font.
#pragma once

#include <QFont>

namespace lab {

// `font` made `factor` times larger, in points when it has a point size, else in pixels.
QFont scaledFont(QFont font, double factor);

} // namespace lab
