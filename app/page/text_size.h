// View > Text size: the lesson text, its formulas, the controls, the canvas labels, the lesson
// list and the presentation bar scaled together, in steps from the system's own size (100 %)
// up to 200 %. A size in percent of the system font; presentation mode's larger text multiplies
// with it.
#pragma once

#include "core/model/fonts.h"

#include <QFont>
#include <QList>

#include <optional>

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

// The application font as the system (or the desktop, or a test) gave it, before
// applyToApplication() scaled it: what every scaled font starts from, so that nothing is scaled
// twice. A font the application got from elsewhere after that is the new base, and so is a new
// desktop font (systemFont() changed: Qt itself no longer follows it once the application font
// has been set).
QFont baseFont();
// The desktop's font (QFontDatabase::GeneralFont); a test may stand in for the desktop.
QFont systemFont();
void setSystemFontForTest(std::optional<QFont> font); // nullopt ends the stand-in
// The application font, and with it the menus, toolbar, status bar and dialogs, `factor` times
// baseFont() (1: baseFont() itself). Widgets given a font of their own keep it.
void applyToApplication(double factor);

// The lesson text's base size in CSS pixels: a little larger than the application font's
// (the default 9-point font makes the 15 px the page was designed at).
int pageFontPixels();

} // namespace lab::textsize
