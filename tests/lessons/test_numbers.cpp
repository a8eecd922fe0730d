#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <QLocale>

namespace test_numbers {

using namespace lab;

TEST_CASE("parseNumber: ordinary numbers are accepted")
{
    CHECK(parseNumber(QStringLiteral("1.5")).value == 1.5);
    CHECK(parseNumber(QStringLiteral(" -2 ")).value == -2.0);
    CHECK(parseNumber(QStringLiteral("3e2")).value == 300.0);
    CHECK(parseNumber(QStringLiteral("0")).value == 0.0);
}

TEST_CASE("parseNumber: empty, words, NaN, infinity and overflow are refused with a reason")
{
    for (const char* text : { "", "   ", "abc", "nan", "NaN", "inf", "-inf", "1e400", "1.2.3", "12abc" }) {
        INFO(text);
        const ParsedNumber p = parseNumber(QString::fromLatin1(text));
        CHECK_FALSE(p.value);
        CHECK_FALSE(p.error.isEmpty());
    }
    CHECK(parseNumber(QStringLiteral("1e400")).error.contains(QStringLiteral("too large")));
    CHECK(parseNumber(QStringLiteral("abc")).error.contains(QStringLiteral("not a number")));
    CHECK(parseNumber(QString()).error.contains(QStringLiteral("enter a number")));
}

TEST_CASE("parseNumber: the current locale's decimal comma is understood")
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    CHECK(parseNumber(QStringLiteral("1,5")).value == 1.5);
    CHECK(parseNumber(QStringLiteral("2.25")).value == 2.25);
    QLocale::setDefault(before);
}

TEST_CASE("formatNumber: up to the decimals asked, no trailing zeros, no group separator, never -0")
{
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    CHECK(formatNumber(3.14159) == QStringLiteral("3.14"));
    CHECK(formatNumber(3.14159, 4) == QStringLiteral("3.1416"));
    CHECK(formatNumber(2.5, 3) == QStringLiteral("2.5"));
    CHECK(formatNumber(5125) == QStringLiteral("5125"));
    CHECK(formatNumber(-0.0001) == QStringLiteral("0"));
    CHECK(formatNumber(-2) == QStringLiteral("-2"));
    CHECK(formatPoint(1.5, -2) == QStringLiteral("(1.5, -2)"));
    QLocale::setDefault(QLocale(QLocale::German));
    CHECK(formatNumber(1.25) == QStringLiteral("1,25"));
    CHECK(mathNumber(1.25) == QStringLiteral("1{,}25")); // KaTeX sets no space after the comma
    CHECK(formatNumber(12345.5, 1) == QStringLiteral("12345,5"));
    QLocale::setDefault(before);
}

} // namespace test_numbers
