// --check-layout: every lesson in both languages on the screens classrooms have (presenting at
// 1024x768 and 1280x720; the normal window at 1366x768, 1920x1080 and the smallest supported,
// 1024x700), checked for what a student cannot read: a field cut short, a sideways scroll bar in
// the controls, a widget past the edge of the window, a squeezed button or cut label, a live
// formula wider than its column or a live verdict out of view (1366x768 and up), a display
// formula or table wider than the text column, and canvas labels on each other, on a handle or
// off the canvas, the canvas under its share of the window, and the normal window larger than
// the screen. Where the lesson text and the controls share the side column, both are checked. With
// --text-size, at that text size in the normal 1024x768, 1366x768 and 1920x1080 windows
// (textSizeLayoutCases()).
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

class QWidget;

namespace lab {

class LessonPage;
struct PlacedLabel;
class MainWindow;

struct LayoutCase {
    QSize size;
    bool present = false;
    QString name() const; // "1024x768 presentation", "1366x768"
};

// The five cases --check-layout runs.
QList<LayoutCase> standardLayoutCases();
// The cases it runs at a larger text size (--text-size): the normal window at 1024x768,
// 1366x768 and 1920x1080.
QList<LayoutCase> textSizeLayoutCases();
// The normal window larger than the screen it was sized for (its parts' minimum widths add up
// to more): one line, or none.
QStringList windowPastScreen(QWidget& window, QSize screen);

// The widget problems under `root` as the window shows it now, one line each: the widget's
// object name (or class) and what is wrong with it.
QStringList clippedFields(QWidget& root);
QStringList widgetsPastEdges(QWidget& root);
// The page's own: its controls column scrolling sideways, its canvas labels and, when its text
// is shown, its formulas and tables (waits for the page's answer); `liveBox` also checks the
// live box's formulas and verdict.
QStringList pageProblems(LessonPage& page, bool liveBox);
// The verdict plates and headlines whose words, wrapped as the painter wraps them, are wider or
// taller than the box the placer gave them: one line each.
QStringList plateProblems(const QList<PlacedLabel>& labels);
// The word-wrapped labels under `root` whose Japanese, laid out at their width, starts a line
// with a small kana, ー, 、, 。 or a closing bracket, or ends one with an opening bracket.
QStringList wrappedLabelProblems(QWidget& root);
// The canvas narrower than the layout rule's share of the window's width (page_layout.h: 55 % at
// 100 % text, 45 % at 200 %, 60 % presenting): one line, or none.
QStringList canvasShareProblems(const QWidget& window, LessonPage& page, bool present);

// Runs every case for every built lesson in both languages; one line per problem,
// "lesson size language: widget: what". `window` is shown and left as it was found.
QStringList checkAllLayouts(MainWindow& window, const QList<LayoutCase>& cases);

} // namespace lab
