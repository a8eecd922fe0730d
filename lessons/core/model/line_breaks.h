// Where a line of text may break, in English and in Japanese. Japanese breaks between phrases
// (after a particle, a comma or a closing bracket, before an opening bracket), never against the
// line-breaking rules (kinsoku: no line starts with a small kana, ー, 、, 。 or a closing bracket,
// none ends with an opening one). The wrapped buttons, the canvas's plates and --check-layout
// share these.
#pragma once

#include <QChar>
#include <QString>

namespace lab {

// A CJK or full-width character.
bool isWide(QChar c);
// The kinsoku rules: characters no line may start with, and ones no line may end with.
bool mayNotStartLine(QChar c);
bool mayNotEndLine(QChar c);
// True where `text` may break before position `i` (0 < i < size) without cutting a word.
bool isSafeBreak(const QString& text, int i);
// `text` as it may break: a word joiner (U+2060) wherever Japanese may not break, so that Qt's
// line breaking (which would break between any two kana or kanji) breaks only between phrases;
// and a no-break space beside a formula's operator (= < > ≤ ≥ + −), so that "t = 0.857" stays on
// one line.
QString phrased(const QString& text);
// phrased() for rich text: the text between the tags, the tags as they are.
QString phrasedMarkup(const QString& html);

} // namespace lab
