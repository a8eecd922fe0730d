// Slab times as the slab lesson writes them: on the canvas and in the read-out, and in KaTeX.
#pragma once

#include "geometry/raycast.h"

#include <QString>

namespace lab {

// A slab time for people: "−∞", "+∞" or the number (three decimals).
QString timeText(double t);
// The same in KaTeX.
QString timeTex(double t);
// The four slab times of a result, "inX = …, outX = …, inY = …, outY = …".
QString timesText(const geometry::RayAabbResult& h);

} // namespace lab
