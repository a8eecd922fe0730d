// A small expression language for exercise answers: the student types MathCalc-style code
// such as `-Width / 2` or `p0.X < Left || Right < p2.X`, and the exercise evaluates it.
// Numbers, names (letters, digits, '_' and '.'), + - * / ^ and unary -, parentheses, sqrt(x)
// (also √x), comparisons < <= > >= == !=, and && || ! (also AND OR NOT). Truth is 1, falsehood 0.
// ^ binds tighter than unary minus and groups to the right: -2^2 is -4, 2^3^2 is 512.
// Every exercise reads its answers with this one language (see answer.h for the Qt side).
// Qt-free on purpose: it is plain parsing.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lab {

class Expression {
public:
    struct Error {
        std::size_t position = 0; // byte offset in the text
        std::string what; // English; the UI words it through ExpressionError codes
    };

    enum class ErrorKind { None, Empty, UnexpectedEnd, UnexpectedToken, UnknownName, MissingParen, TooLong };

    // Parses `text`; names must be in `knownNames` (unknown names are an error).
    static std::optional<Expression> parse(const std::string& text,
        const std::vector<std::string>& knownNames, ErrorKind* kind = nullptr, Error* error = nullptr);

    // Evaluates with the variables' values (every known name must be present).
    double evaluate(const std::map<std::string, double>& variables) const;
    bool isTrue(const std::map<std::string, double>& variables) const { return evaluate(variables) != 0; }
    // True when the top level is a comparison or a logical operator (a condition, not a value).
    bool isCondition() const;

    struct Node;

private:
    std::shared_ptr<const Node> m_root;
};

} // namespace lab
