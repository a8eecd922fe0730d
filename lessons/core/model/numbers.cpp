#include "numbers.h"

#include <QCoreApplication>
#include <QLocale>

#include <charconv>
#include <cmath>

namespace lab {

ParsedNumber parseNumber(const QString& text)
{
    ParsedNumber result;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        result.error = QCoreApplication::translate("Numbers", "Please enter a number.");
        return result;
    }
    const QString lower = trimmed.toLower();
    if (lower.contains(QLatin1String("nan")) || lower.contains(QLatin1String("inf"))) {
        result.error = QCoreApplication::translate("Numbers", "\"%1\" is not a finite number.").arg(trimmed);
        return result;
    }
    bool ok = false;
    double v = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        v = QLocale::c().toDouble(trimmed, &ok);
    if (!ok) {
        // Qt refuses numbers out of range too: tell the student which it was.
        const QByteArray latin = trimmed.toLatin1();
        double magnitude = 0;
        const auto [end, error]
            = std::from_chars(latin.constData(), latin.constData() + latin.size(), magnitude);
        const bool wholeText = end == latin.constData() + latin.size();
        result.error = (wholeText && error == std::errc::result_out_of_range)
            ? QCoreApplication::translate("Numbers", "\"%1\" is too large.").arg(trimmed)
            : QCoreApplication::translate("Numbers", "\"%1\" is not a number.").arg(trimmed);
        return result;
    }
    if (!std::isfinite(v)) {
        result.error = QCoreApplication::translate("Numbers", "\"%1\" is too large.").arg(trimmed);
        return result;
    }
    result.value = v;
    return result;
}

QString formatCount(long long value)
{
    return QLocale().toString(value);
}

QString formatNumber(double value, int decimals)
{
    if (value == 0)
        value = 0; // no "-0"
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QString s = locale.toString(value, 'f', decimals);
    const QChar point = locale.decimalPoint().at(0);
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString mathNumber(double value, int decimals)
{
    return formatNumber(value, decimals).replace(QLatin1Char(','), QStringLiteral("{,}"));
}

QString formatPoint(double x, double y, int decimals)
{
    return QStringLiteral("(%1, %2)").arg(formatNumber(x, decimals), formatNumber(y, decimals));
}

} // namespace lab
