// libFuzzer entry for what students type: the bytes are an answer for the exercises' expression
// language. Checks: no crash, no UB, an error always points inside the text, and a condition
// (comparison or logic at the top) evaluates to 0 or 1 whatever the variables hold.
#include "core/records/expression.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    static const std::vector<std::string> names = { "Width", "Height", "Left", "Right", "Top", "Bottom",
        "p0.X", "p0.Y", "p2.X", "p2.Y", "r1", "r2", "D" };
    lab::Expression::ErrorKind kind = lab::Expression::ErrorKind::None;
    lab::Expression::Error error;
    const auto expression = lab::Expression::parse(text, names, &kind, &error);
    if (!expression) {
        if (kind == lab::Expression::ErrorKind::None || error.position > text.size())
            std::abort(); // a refusal must say what and where
        return 0;
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (const double value : { 0.0, 1.0, -2.5, 1e308, inf, nan }) {
        std::map<std::string, double> variables;
        for (const std::string& name : names)
            variables[name] = value;
        const double result = expression->evaluate(variables);
        if (expression->isCondition() && result != 0.0 && result != 1.0)
            std::abort();
    }
    return 0;
}
