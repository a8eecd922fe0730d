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
constexpr QChar kNoBreakSpace(0x00a0);

// An operator of a formula, which keeps the words on either side of it on its line.
bool isOperator(QChar c)
{
    return QStringView(u"=<>≤≥≠≈+−×÷·").contains(c);
}

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
    // A formula's operator keeps its operands on its line: "t = 0.857", not "t =" over "0.857".
    const auto joinsFormula = [&](int space) {
        const QChar before = space > 0 ? text[space - 1] : QChar();
        const QChar after = space + 1 < text.size() ? text[space + 1] : QChar();
        return isOperator(before) || isOperator(after);
    };
    const bool japanese = std::any_of(text.begin(), text.end(), isWide);
    QString joined;
    joined.reserve(text.size() * (japanese ? 2 : 1));
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char(' ') && joinsFormula(i)) {
            joined += kNoBreakSpace;
            continue;
        }
        // Between two characters where one is Japanese and no break is safe; a space breaks as
        // it always does.
        if (japanese && i > 0 && (isWide(text[i - 1]) || isWide(c)) && !text[i - 1].isSpace() && !c.isSpace()
            && !isSafeBreak(text, i) && c != kWordJoiner && text[i - 1] != kWordJoiner)
            joined += kWordJoiner;
        joined += c;
    }
    return joined;
}

QString phrasedMarkup(const QString& html)
{
    QString out;
    out.reserve(html.size() * 2);
    qsizetype at = 0;
    while (at < html.size()) {
        const qsizetype tag = html.indexOf(QLatin1Char('<'), at);
        const qsizetype textEnd = tag < 0 ? html.size() : tag;
        out += phrased(html.mid(at, textEnd - at));
        if (tag < 0)
            break;
        const qsizetype close = html.indexOf(QLatin1Char('>'), tag);
        const qsizetype tagEnd = close < 0 ? html.size() : close + 1;
        out += html.mid(tag, tagEnd - tag);
        at = tagEnd;
    }
    return out;
}

} // namespace lab
