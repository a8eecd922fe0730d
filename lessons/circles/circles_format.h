// The circles lesson's equations, as the live text and the tests write them.
#pragma once

#include "core/canvas/canvas_style.h"

#include <geometry/shapes.h>

#include <QString>

namespace lab::circles {

// "(x - 20)^2 + (y + 10)^2 = 900" for KaTeX; a zero coordinate gives x^2.
QString equation(const geometry::Circle& circle);
// The same in plain text for the controls and the canvas: "(x − 20)² + (y + 10)² = 900", with
// no-break spaces, so that it never wraps inside.
QString plainEquation(const geometry::Circle& circle);

// The verdict as the live box says it ("The circles collide.") and as the canvas says it, without
// a full stop ("the circles collide", or "The circles collide" to begin with), current language.
QString verdictSentence(Verdict verdict);
QString verdictClause(Verdict verdict, bool first = false);

} // namespace lab::circles
