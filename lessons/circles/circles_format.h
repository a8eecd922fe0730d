// The circles lesson's equations, as the live text and the tests write them.
#pragma once

#include <geometry/shapes.h>

#include <QString>

namespace lab::circles {

// "(x - 20)^2 + (y + 10)^2 = 900" for KaTeX; a zero coordinate gives x^2.
QString equation(const geometry::Circle& circle);

} // namespace lab::circles
