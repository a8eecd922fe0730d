#include "core/records/expression.h"

#include <catch2/catch.hpp>

#include <clocale>
#include <cmath>

namespace test_expression {

using lab::Expression;

namespace {
const std::vector<std::string> kNames = { "p0.X", "p2.X", "Left", "Right", "Width" };
double eval(const std::string& text, const std::map<std::string, double>& vars = {})
{
    auto e = Expression::parse(text, kNames);
    REQUIRE(e);
    return e->evaluate(vars);
}
} // namespace

TEST_CASE("Expression: arithmetic with precedence, unary minus and parentheses")
{
    CHECK(eval("1 + 2 * 3") == 7);
    CHECK(eval("(1 + 2) * 3") == 9);
    CHECK(eval("-Width / 2", { { "Width", 640 } }) == -320);
    CHECK(eval("- -3") == 3);
    CHECK(eval("10 - 4 - 3") == 3);
    CHECK(eval("8 / 4 / 2") == 1);
}

TEST_CASE("Expression: comparisons and logic, in symbols and in words")
{
    const std::map<std::string, double> v
        = { { "p0.X", -330 }, { "p2.X", -200 }, { "Left", -320 }, { "Right", 320 } };
    CHECK(eval("p0.X < Left || Right < p2.X", v) == 1);
    CHECK(eval("p0.X < Left && Right < p2.X", v) == 0);
    CHECK(eval("p0.X < Left AND NOT (Right < p2.X)", v) == 1);
    CHECK(eval("!(1 <= 1)") == 0);
    CHECK(eval("2 >= 3 or 1 != 1") == 0);
    CHECK(Expression::parse("a_b", { "a_b" })->isCondition() == false);
    CHECK(Expression::parse("Left < Right", kNames)->isCondition());
}

TEST_CASE("Expression: numbers read with a '.' whatever the C locale says")
{
    const char* before = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = before ? before : "C";
    if (std::setlocale(LC_NUMERIC, "de_DE.UTF-8") || std::setlocale(LC_NUMERIC, "fr_FR.UTF-8")) {
        CHECK(eval("0.5 + 0.25") == 0.75);
    }
    std::setlocale(LC_NUMERIC, saved.c_str());
    CHECK(eval("0.5 + 0.25") == 0.75);
    CHECK(eval(".5") == 0.5);
}

TEST_CASE("Expression: malformed input is an error with a kind and a position, never a crash")
{
    Expression::ErrorKind kind {};
    Expression::Error error;
    CHECK_FALSE(Expression::parse("", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::Empty);
    CHECK_FALSE(Expression::parse("1 +", kNames, &kind, &error));
    CHECK(kind == Expression::ErrorKind::UnexpectedEnd);
    CHECK_FALSE(Expression::parse("Top < 3", kNames, &kind, &error));
    CHECK(kind == Expression::ErrorKind::UnknownName);
    CHECK(error.position == 0);
    CHECK_FALSE(Expression::parse("(1 + 2", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::MissingParen);
    CHECK_FALSE(Expression::parse("1 $ 2", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::UnexpectedToken);
    CHECK_FALSE(Expression::parse("1e999", kNames, &kind));
    CHECK_FALSE(Expression::parse(std::string(5000, '('), kNames, &kind));
    CHECK(kind == Expression::ErrorKind::TooLong);
    CHECK_FALSE(Expression::parse(std::string(500, '(') + "1", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::TooLong); // nested too deeply
    CHECK_FALSE(Expression::parse(std::string(1500, '-') + "1", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::TooLong);
    CHECK_FALSE(Expression::parse("((((1 + 2)", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::MissingParen);
    CHECK(eval("((((((((1))))))))") == 1);
}

TEST_CASE("Expression: powers and square roots, as every exercise reads them")
{
    CHECK(eval("2^3") == 8);
    CHECK(eval("2^3^2") == 512); // to the right
    CHECK(eval("-2^2") == -4); // ^ before the sign
    CHECK(eval("2^-1") == 0.5);
    CHECK(eval("(1 + 2)^2") == 9);
    CHECK(eval("sqrt(2500)") == 50);
    CHECK(eval("SQRT(30^2 + 40^2)") == 50);
    CHECK(eval("√2500") == 50);
    CHECK(eval("√(9) * 2") == 6);
    CHECK(eval("sqrt(Width) ^ 2", { { "Width", 640 } }) == Approx(640));
    Expression::ErrorKind kind {};
    CHECK_FALSE(Expression::parse("sqrt 4", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::UnexpectedToken);
    CHECK_FALSE(Expression::parse("2 ^", kNames, &kind));
    CHECK(kind == Expression::ErrorKind::UnexpectedEnd);
    CHECK_FALSE(Expression::parse("2" + std::string(200, '^'), kNames, &kind));
    CHECK(std::isnan(eval("sqrt(-1)")));
    CHECK_FALSE(Expression::parse("sqrt(4)", kNames)->isCondition());
}

} // namespace test_expression
