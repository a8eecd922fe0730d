// Numbers and equations of the circles lesson, as the canvas, the controls and the live text show them.
#pragma once

#include <geometry/shapes.h>

#include <QString>

namespace lab::circles {

// A number in the current locale, up to two decimals.
QString num(double value);
// The same inside a KaTeX formula: group separators wrapped so KaTeX adds no space after them.
QString mathNum(double value);
// "(x - 20)^2 + (y + 10)^2 = 900" for KaTeX; a zero coordinate gives x^2.
QString equation(const geometry::Circle& circle);
// "(20, 10)"
QString pointText(geometry::Vec2 p);

} // namespace lab::circles
