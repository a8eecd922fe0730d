#include "text_size.h"

#include <QApplication>
#include <QFontInfo>
#include <QtMath>

#include <algorithm>

namespace lab::textsize {

const QList<int>& steps()
{
    static const QList<int> sizes{100, 115, 130, 150, 175, 200};
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

QFont scaled(QFont base, double factor)
{
    if (base.pointSizeF() > 0)
        base.setPointSizeF(base.pointSizeF() * factor);
    else if (base.pixelSize() > 0)
        base.setPixelSize(qRound(base.pixelSize() * factor));
    return base;
}

namespace {

struct Applied {
    QFont base;    // baseFont() when it was applied
    QFont applied; // what the application was given
    bool set = false;
};

Applied& applied()
{
    static Applied state;
    return state;
}

} // namespace

QFont baseFont()
{
    const QFont now = QApplication::font();
    const Applied& a = applied();
    return a.set && now == a.applied ? a.base : now;
}

void applyToApplication(double factor)
{
    Applied& a = applied();
    a.base = baseFont();
    a.applied = scaled(a.base, factor);
    a.set = true;
    QApplication::setFont(a.applied);
}

int pageFontPixels()
{
    constexpr double kPageOverInterface = 1.25;
    return qRound(QFontInfo(baseFont()).pixelSize() * kPageOverInterface);
}

} // namespace lab::textsize
