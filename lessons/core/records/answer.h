// Reading what a student typed, the same way in every exercise: one expression language
// (core/expression.h: numbers, + - * / ^, parentheses, sqrt and the exercise's named quantities),
// after full-width forms, the minus sign − and × ÷ are made plain.
#pragma once

#include "expression.h"

#include <QString>

#include <map>
#include <string>
#include <vector>

namespace lab {

// NFKC (full-width digits and letters become half-width), then − (U+2212) to -, × to *, ÷ to /.
// Keeps the length of the text the student sees where it can, so error positions stay close.
QString normalizedAnswer(const QString& text);

// A typed number: blank (nothing but spaces), unreadable (with the reason, current language) or a
// finite number. `names` are the quantities the answer may use, with their values.
struct NumberAnswer {
    enum class Kind { Blank, Unreadable, Number };
    Kind kind = Kind::Blank;
    double value = 0;
    QString problem; // Unreadable: why, in the current language
};
NumberAnswer readNumberAnswer(const QString& text, const std::map<std::string, double>& names = {});

// A typed condition judged by its meaning: Right when it is a comparison (or a logical one) that
// holds for exactly the values `reference` holds for, on every one of `samples` (each a value for
// every name); Wrong when it is readable but differs on one; Unreadable with the reason.
struct ConditionAnswer {
    enum class Kind { Blank, Unreadable, Right, Wrong };
    Kind kind = Kind::Blank;
    QString problem; // Unreadable: why, in the current language
};
ConditionAnswer readConditionAnswer(const QString& text, const std::string& reference,
    const std::vector<std::map<std::string, double>>& samples);

// Why `text` does not parse, in the current language, for a parse that failed with `kind` at
// byte `error.position` of the UTF-8 of normalizedAnswer(text). `names` are the allowed names.
QString expressionProblem(const QString& text, Expression::ErrorKind kind, const Expression::Error& error,
    const std::vector<std::string>& names);

} // namespace lab
