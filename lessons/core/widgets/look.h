// One look for every lesson's controls: section titles, named push buttons, and the colours that
// carry a meaning (an error, a right answer) readable on the palette they sit on, light or dark.
#pragma once

#include <QColor>
#include <QString>

class QBoxLayout;
class QLabel;
class QPushButton;
class QPalette;
class QWidget;

namespace lab::look {

enum class Tone {
    Error, // refused input, a wrong answer, "they collide" in a read-out
    Right, // a right answer, a check passed
};

// The tone's colour with enough contrast on `palette`'s window colour.
QColor color(Tone tone, const QPalette& palette);
// "color: #rrggbb;" for a style sheet, the same colour.
QString colorStyle(Tone tone, const QPalette& palette);
// "<span style=...>text</span>" in the tone, for a rich-text read-out.
QString inTone(Tone tone, const QPalette& palette, const QString& html);
// Plain text as HTML for a rich-text label: escaped, each line break a <br>.
QString htmlLines(const QString& text);

// A section title of a lesson's controls: bold, word-wrapped, named "sectionTitle" (the page and
// the tests find the titles by that name), added to `layout` when one is given. Its words are
// set by the caller (retranslate), its size follows the controls' font.
QLabel* sectionTitle(QWidget* parent, QBoxLayout* layout = nullptr);

// A push button named `objectName` (tests and the layout check find it by that name); its words
// are set by the caller.
QPushButton* button(const char* objectName, QWidget* parent);

} // namespace lab::look
