#include "page_layout.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {
// The code dock's share of the page's height.
constexpr double kCodeShare = 0.4;

int scaledSide(double bound, double scale, double cap)
{
    return int(std::min(std::round(bound * scale), std::floor(cap)));
}
} // namespace

double panelShare(double textScale, bool presenting)
{
    if (presenting)
        return 0.40;
    // 45 % at 100 % text, growing with the text to 55 % at 200 %.
    return 0.45 + 0.10 * std::clamp(textScale - 1, 0.0, 1.0);
}

int narrowestPage(double textScale, bool presenting)
{
    const double share = panelShare(textScale, presenting);
    // The side column at its narrowest is at most `share` of the page.
    const int side = int(std::ceil(kSideNarrowest * std::min(share / 0.45, 1.0)));
    return kSmallestCanvas + side;
}

PageLayout pageLayout(const PageLayoutInput& in)
{
    PageLayout out;
    const int width = std::max(0, in.page.width());
    const int height = std::max(0, in.page.height());
    const double scale = std::max(1.0, in.textScale) * (in.presenting ? kPresentingTextScale : 1.0);
    const double cap
        = std::min(panelShare(in.textScale, in.presenting) * width, double(width - kSmallestCanvas));
    out.wide = in.textWanted && width >= kWideWidth;
    out.textShown = in.textWanted;
    int canvasLeft = 0;
    int canvasWidth = 0;
    if (out.wide) {
        const double bound = std::clamp(0.21 * width, double(kSideNarrowest), double(kSideWidest));
        const int each = std::max(0, scaledSide(bound, scale, cap / 2));
        out.text = QRect(0, 0, each, height);
        out.controls = QRect(width - each, 0, each, height);
        canvasLeft = each;
        canvasWidth = width - 2 * each;
    } else {
        const double bound = std::clamp(0.32 * width, double(kSideNarrowest), double(kSideWidest));
        const int side = std::max(0, scaledSide(bound, scale, cap));
        const int left = width - side;
        const int bar = std::min(in.tabBarHeight, height);
        out.tabBar = QRect(left, 0, side, bar);
        (in.textWanted ? out.text : out.controls) = QRect(left, bar, side, height - bar);
        canvasWidth = left;
    }
    int canvasHeight = height;
    if (in.codeShown) {
        const int code = int(std::round(kCodeShare * height));
        canvasHeight = height - code;
        out.code = QRect(canvasLeft, canvasHeight, canvasWidth, code);
    }
    out.canvas = QRect(canvasLeft, 0, canvasWidth, canvasHeight);
    return out;
}

} // namespace lab
