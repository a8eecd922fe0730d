// The two-ellipse lesson's verdicts in words, in the current language: shared by the canvas, the
// controls' read-out and the live text (and the tests).
#pragma once

#include <geometry/ellipses.h>

#include <QCoreApplication>
#include <QString>

namespace lab {

class EllipseEllipseWords {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseWords)

public:
    // "I", "II", "III", "IV" or "trivial".
    static QString caseName(geometry::TextbookCase c);
    // Why a trivial case decided.
    static QString trivialReason(geometry::TextbookTrivial t);
    // The exact verdict as one line, e.g. "Exact test: overlap (d = 0.9996 ≤ 1)".
    static QString exactLine(const geometry::EllipseEllipseResult& r);
    // The heuristic's verdict as one line, with its deciding case.
    static QString textbookLine(const geometry::EllipseTextbookResult& t);
};

} // namespace lab
