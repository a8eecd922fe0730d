#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <QLocale>

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
