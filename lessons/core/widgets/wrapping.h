// Text that wraps in a narrow column of controls. Qt keeps a button's text on one line, so a
// column holding "The textbook's ellipse and unit circle (Code2)" could never be narrower than
// that line: wrapText() makes a push button, check box or radio button draw its text over as
// many lines as its width needs and ask for that height. wrapLongTexts() does it for every such
// button under a widget, and turns word wrap on for its long labels.
//
// A wrapped button breaks its text only where no word is cut: at a space, and in Japanese
// between phrases (after a particle, a comma or a closing bracket, before an opening bracket),
// never against the Japanese line-breaking rules (kinsoku: no line starts with a small kana, ー,
// 、, 。 or a closing bracket, none ends with an opening one). A piece that cannot break keeps
// its line whole, and the button asks for the width of the widest piece.
#pragma once

#include "core/model/line_breaks.h"

#include <QString>
#include <QStringList>

class QAbstractButton;
class QToolButton;
class QFontMetrics;
class QWidget;

namespace lab {

// `text` in lines no wider than `width` for `metrics`, broken only at safe points (spaces at a
// break dropped); a piece wider than `width` stays whole on a line of its own.
QStringList safeLines(const QString& text, const QFontMetrics& metrics, int width);
// The width of the widest piece of `text` that may not break.
int widestPiece(const QString& text, const QFontMetrics& metrics);
// What is wrong with a line break between a line ending in `before` and one starting with
// `after` (kinsoku, or a word cut in two); empty when nothing is.
QString lineBreakFault(const QString& before, const QString& after);

void wrapText(QAbstractButton* button);
// A tool button (a section's or a task's header) showing `text` in as many lines as its width
// needs, broken at safe points; kept so as the button is resized or its font changes. Its
// accessible name is the whole text.
void setWrappedText(QToolButton* button, const QString& text);
// Buttons with more than one word (or a long run of Japanese) and no icon, and labels longer
// than a few words; again after a language change is harmless (each is wrapped once).
void wrapLongTexts(QWidget* root);

} // namespace lab
