// How a checked answer field shows whether it is right, not by colour alone: right is a thin solid
// green border, wrong a thick dashed red one, and both say it in words (the tooltip and the
// accessible description, in the current language).
#pragma once

class QWidget;

namespace lab {

void showAnswerMark(QWidget* field, bool right);
void clearAnswerMark(QWidget* field);

} // namespace lab
