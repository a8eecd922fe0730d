// The page's layout rule: where the canvas, the side column (its tab bar, the lesson text or the
// controls), the wide window's text column and the code dock go, as a function of the page's size,
// View > Text size and the mode only. Nothing inside the regions (a section opened, a task checked,
// a long read-out) moves them: what does not fit wraps or scrolls vertically inside its region.
//
// - The canvas is the largest region: the panels beside it take at most 45 % of the width at
//   100 % text (the canvas keeps 55 %), 55 % at 200 % text (45 %) and 40 % presenting (60 %).
// - Below kWideWidth one side column of clamp(32 % of the width, 320, 440) pixels, scaled with the
//   text size, shows the lesson text or the controls, one at a time (tabs). From kWideWidth up,
//   with the text shown, the text has a column of its own on the left and the controls the right.
// - The code, when shown (F7), is a dock under the canvas, as wide as the canvas and 40 % of the
//   height.
#pragma once

#include <QRect>
#include <QSize>

namespace lab {

struct PageLayoutInput {
    QSize page; // the page's size
    double textScale = 1; // View > Text size
    bool presenting = false;
    bool textWanted = true; // the lesson text shown (F6), else the controls
    bool codeShown = false; // the code dock (F7)
    int tabBarHeight = 0; // the side column's tab bar, in the narrow layout
};

struct PageLayout {
    bool wide = false; // the text in a column of its own
    bool textShown = false;
    QRect canvas;
    QRect code; // empty when the code is not shown
    QRect text; // empty when the text is not shown
    QRect tabBar; // empty in the wide layout
    QRect controls; // empty when the text takes the side column
};

// Widths from which the text has a column of its own, and the side column's bounds at 100 % text.
inline constexpr int kWideWidth = 1600;
inline constexpr int kSideNarrowest = 320;
inline constexpr int kSideWidest = 440;
// At this window width or less, presentation mode starts with the canvas and its controls, the
// lesson text a tab away (the usual projector resolutions 1024x768 and 1280x720).
inline constexpr int kNarrowPresentationWidth = 1280;
// Presentation mode's controls are this much larger (LessonPage), and so is their column.
inline constexpr double kPresentingTextScale = 1.4;
// The canvas never gets narrower than this, whatever the text size.
inline constexpr int kSmallestCanvas = 240;

// The share of the page's width the panels beside the canvas may take.
double panelShare(double textScale, bool presenting);
// The rule.
PageLayout pageLayout(const PageLayoutInput& in);
// The narrowest page the rule lays out whole: the smallest canvas beside the narrowest side column.
int narrowestPage(double textScale, bool presenting);

} // namespace lab
