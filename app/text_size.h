// View > Text size: the lesson text, its formulas, the controls, the canvas labels, the lesson
// list and the presentation bar scaled together, in steps from the system's own size (100 %)
// up to 200 %. A size in percent of the system font; presentation mode's larger text multiplies
// with it.
#pragma once

#include <QFont>
#include <QList>

namespace lab::textsize {

constexpr int kNormal = 100;
constexpr int kLargest = 200;

// The sizes View > Text size steps through: 100, 115, 130, 150, 175, 200.
const QList<int>& steps();
// `percent` within 100..200 (anything else comes to the nearest end).
int clamped(int percent);
// The next step up or down from `percent` (the same at either end).
int larger(int percent);
int smaller(int percent);
// `base` made `factor` times larger, in points when it has a point size, else in pixels.
QFont scaled(QFont base, double factor);

} // namespace lab::textsize
