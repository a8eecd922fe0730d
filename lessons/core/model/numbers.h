// Numbers as the lessons read and show them: typed by a student (the current locale or a '.'
// decimal point) and written on the canvas, in the controls and inside KaTeX formulas.
#pragma once

#include <QString>

#include <optional>

namespace lab {

struct ParsedNumber {
    std::optional<double> value;
    QString error; // why the text was refused, in the current language; empty when accepted
};

// Refuses empty text, text that is not a number, NaN and infinities (including overflow
// such as "1e400"). Accepts "1.5", "-2", "3e2" and the current locale's own form ("1,5").
ParsedNumber parseNumber(const QString& text);

// `value` in the current locale with up to `decimals` decimals: no trailing zeros, no group
// separators ("5,125" reads as a decimal in half the world's classrooms), never "-0".
QString formatNumber(double value, int decimals = 2);
// The same inside a KaTeX formula: a decimal comma is braced ("{,}") so KaTeX sets no space.
QString mathNumber(double value, int decimals = 2);
// "(x, y)" with formatNumber.
QString formatPoint(double x, double y, int decimals = 2);
// A whole number in the locale's way, with its grouping (12,345 in English).
QString formatCount(long long value);

} // namespace lab
