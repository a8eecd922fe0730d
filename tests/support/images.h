// Comparing pictures in tests.
#pragma once

#include <QColor>
#include <QImage>

#include <algorithm>
#include <cstdlib>

namespace lab::test {

// The largest difference of one colour channel between two pictures of the same size.
inline int largestDifference(const QImage& a, const QImage& b)
{
    int most = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QColor ca(a.pixel(x, y));
            const QColor cb(b.pixel(x, y));
            most = std::max({ most, std::abs(ca.red() - cb.red()), std::abs(ca.green() - cb.green()),
                std::abs(ca.blue() - cb.blue()) });
        }
    }
    return most;
}

} // namespace lab::test
