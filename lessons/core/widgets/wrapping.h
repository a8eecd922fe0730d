// Text that wraps in a narrow column of controls. Qt keeps a button's text on one line, so a
// column holding "The textbook's ellipse and unit circle (Code2)" could never be narrower than
// that line: wrapText() makes a push button, check box or radio button draw its text over as
// many lines as its width needs and ask for that height. wrapLongTexts() does it for every such
// button under a widget, and turns word wrap on for its long labels.
#pragma once

class QAbstractButton;
class QWidget;

namespace lab {

void wrapText(QAbstractButton* button);
// Buttons with more than one word (or a long run of Japanese) and no icon, and labels longer
// than a few words; again after a language change is harmless (each is wrapped once).
void wrapLongTexts(QWidget* root);

} // namespace lab
