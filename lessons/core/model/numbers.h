// Reading numbers typed by a student: in the current locale or with a '.' decimal point.
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

} // namespace lab
