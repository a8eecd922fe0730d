#include "text_size.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QtMath>

#include <algorithm>
#include <optional>

namespace lab::textsize {

const QList<int>& steps()
{
    static const QList<int> sizes { 100, 115, 130, 150, 175, 200 };
    return sizes;
}

int clamped(int percent)
{
    return std::clamp(percent, kNormal, kLargest);
}

int larger(int percent)
{
    const int now = clamped(percent);
    for (const int step : steps()) {
        if (step > now)
            return step;
    }
    return kLargest;
}

int smaller(int percent)
{
    const int now = clamped(percent);
    int below = kNormal;
    for (const int step : steps()) {
        if (step < now)
            below = step;
    }
    return below;
}

namespace {

struct Applied {
    QFont base; // baseFont() when it was applied
    QFont applied; // what the application was given
    QFont system; // systemFont() then
    bool set = false;
};

std::optional<QFont>& testSystemFont()
{
    static std::optional<QFont> font;
    return font;
}

Applied& applied()
{
    static Applied state;
    return state;
}

} // namespace

QFont systemFont()
{
    return testSystemFont().value_or(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
}

void setSystemFontForTest(std::optional<QFont> font)
{
    testSystemFont() = std::move(font);
}

QFont baseFont()
{
    const QFont now = QApplication::font();
    const Applied& a = applied();
    if (!a.set || now != a.applied)
        return now;
    if (const QFont system = systemFont(); system != a.system)
        return system; // the desktop's new font
    return a.base;
}

void applyToApplication(double factor)
{
    Applied& a = applied();
    a.base = baseFont();
    a.system = systemFont();
    a.applied = scaledFont(a.base, factor);
    a.set = true;
    QApplication::setFont(a.applied);
}

int pageFontPixels()
{
    constexpr double kPageOverInterface = 1.25;
    return qRound(QFontInfo(baseFont()).pixelSize() * kPageOverInterface);
}

} // namespace lab::textsize
