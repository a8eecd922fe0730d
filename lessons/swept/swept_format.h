// Numbers of the swept lesson as the canvas, the controls and the live text show them.
#pragma once

#include <geometry/vec2.h>

#include <QString>

namespace lab::swept {

// A number in the current locale, up to `decimals` decimals.
QString num(double value, int decimals = 2);
// The same inside a KaTeX formula: group separators wrapped so KaTeX adds no space after them.
QString mathNum(double value);
// "(20, 10)"
QString pointText(geometry::Vec2 p);

} // namespace lab::swept
