// --check-layout's checks of laid-out text: Japanese line breaks (kinsoku, and a canvas plate's
// phrase cut in two) and the canvas's plates whose words do not fit their boxes
// (plateProblems(), declared in layout_checker.h).
#pragma once

#include <QString>

namespace lab {

// Japanese set by the rules (JIS X 4051's line-start and line-end rules, as the wrapping helpers
// apply them) across the break between `line` and `next`: a line that starts with a small kana,
// ー, 、, 。 or a closing bracket, or ends with an opening one. Empty when the break is fine or
// the lines are Latin.
QString japaneseBreakFault(const QString& line, const QString& next);
// A plate's Japanese broken inside a phrase (「離れ｜ています」): the plates break only between
// phrases (line_breaks.h, phrased()). Empty when it is not.
QString phraseCut(const QString& line, const QString& next);

} // namespace lab
