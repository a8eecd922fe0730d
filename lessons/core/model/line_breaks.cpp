#include "line_breaks.h"

#include <QStringView>

#include <algorithm>

namespace lab {

namespace {

bool isHiragana(QChar c)
{
    return c.unicode() >= 0x3041 && c.unicode() <= 0x309f;
}

bool isKatakana(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x30a0 && u <= 0x30ff) || (u >= 0x31f0 && u <= 0x31ff) || (u >= 0xff66 && u <= 0xff9d);
}

bool isKanji(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x4e00 && u <= 0x9fff) || (u >= 0x3400 && u <= 0x4dbf) || u == 0x3005 || u == 0x3006;
}

// A Latin letter or a digit, half or full width.
bool isLatin(QChar c)
{
    const char16_t u = c.unicode();
    return (c.isLetterOrNumber() && u < 0x2e80) || (u >= 0xff10 && u <= 0xff5a);
}

// After these a Japanese line may end (a comma, a full stop, a closing bracket).
bool endsPhrase(QChar c)
{
    return QStringView(u"、。，．：；！？）］｝」』】〕〉》").contains(c);
}

constexpr QChar kWordJoiner(0x2060);

} // namespace

bool isWide(QChar c)
{
    return c.unicode() >= 0x2e80;
}

bool mayNotStartLine(QChar c)
{
    return QStringView(u"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶー〜～ゝゞヽヾ々"
                       u"、。，．・：；！？‐）］｝」』】〕〉》〙〗〛,.:;!?)]}%…‥")
        .contains(c);
}

bool mayNotEndLine(QChar c)
{
    return QStringView(u"（［｛「『【〔〈《〘〖〚([{").contains(c);
}

bool isSafeBreak(const QString& text, int i)
{
    if (i <= 0 || i >= text.size())
        return false;
    const QChar before = text[i - 1];
    const QChar after = text[i];
    if (mayNotStartLine(after) || mayNotEndLine(before) || after.isSpace())
        return false;
    if (before.isSpace())
        return true;
    // Japanese: after a comma, a full stop or a closing bracket; before an opening bracket; and
    // where a particle (hiragana) ends a phrase before a word in kanji, katakana or Latin.
    if (endsPhrase(before) || mayNotEndLine(after))
        return true;
    return isHiragana(before) && (isKanji(after) || isKatakana(after) || isLatin(after));
}

QString phrased(const QString& text)
{
    if (std::none_of(text.begin(), text.end(), isWide))
        return text;
    QString joined;
    joined.reserve(text.size() * 2);
    for (int i = 0; i < text.size(); ++i) {
        // Between two characters where one is Japanese and no break is safe; a space breaks as
        // it always does.
        if (i > 0 && (isWide(text[i - 1]) || isWide(text[i])) && !text[i - 1].isSpace() && !text[i].isSpace()
            && !isSafeBreak(text, i) && text[i] != kWordJoiner && text[i - 1] != kWordJoiner)
            joined += kWordJoiner;
        joined += text[i];
    }
    return joined;
}

} // namespace lab
