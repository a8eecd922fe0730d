// The Japanese texts follow the course glossary (kept with the course, outside this repository):
// none of its "avoid" words (glossary_avoid.txt, with the longer allowed words that contain one),
// 当たり判定 not in a heading, and JTF spacing (no space between full-width and half-width
// characters, none inside Japanese).
#include "student_text.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QRegularExpression>

using namespace content;

namespace {

struct Avoid {
    QString word;
    QStringList allowed; // longer words containing `word` that are fine
};

QList<Avoid> avoidWords()
{
    QList<Avoid> words;
    QFile file(QStringLiteral(COLLISION_LAB_AVOID_FILE));
    if (!file.open(QIODevice::ReadOnly))
        return words;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QStringList fields = line.split(QLatin1Char('\t'), Qt::SkipEmptyParts);
        const QString word = fields.takeFirst().trimmed();
        words.append({ word, fields });
    }
    return words;
}

// Where `text` uses `avoid.word` other than inside one of its allowed words.
bool usesAvoided(const QString& text, const Avoid& avoid)
{
    for (qsizetype at = text.indexOf(avoid.word); at >= 0; at = text.indexOf(avoid.word, at + 1)) {
        bool inAllowed = false;
        for (const QString& allowed : avoid.allowed) {
            for (qsizetype offset = allowed.indexOf(avoid.word); offset >= 0 && !inAllowed;
                 offset = allowed.indexOf(avoid.word, offset + 1))
                inAllowed = at >= offset && text.mid(at - offset, allowed.size()) == allowed;
        }
        if (!inAllowed)
            return true;
    }
    return false;
}

QList<Line> japaneseLines()
{
    QList<Line> lines;
    for (const QString& file : lessonTexts(QStringLiteral("ja")))
        lines += linesOf(file);
    return lines + tsMessages(QStringLiteral("translations/collision-lab_ja.ts"), false);
}

bool fullWidth(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x30ff) || (u >= 0x3400 && u <= 0x9fff) || (u >= 0xff00 && u <= 0xffef);
}

// The text a reader sees, per block: tags that end a block become a line break, inline tags
// vanish, formulas become one placeholder letter. `$$...$$` is a block of its own.
QString visible(QString html)
{
    static const QRegularExpression display(
        QStringLiteral("\\$\\$.*?\\$\\$"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression inlineMath(QStringLiteral("\\$[^$]*\\$"));
    static const QRegularExpression block(
        QStringLiteral("</?(?:p|li|ul|ol|div|h1|h2|h3|br|table|tr|td|th|pre)\\b[^>]*>"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    html.replace(display, QStringLiteral("\n\n"));
    html.replace(inlineMath, QStringLiteral("x"));
    html.replace(block, QStringLiteral("\n\n"));
    html.replace(tag, QString());
    html.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    html.replace(QRegularExpression(QStringLiteral("&[a-z]+;")), QStringLiteral("x"));
    return html;
}

// × (U+00D7) and the minus sign − (U+2212) are part of the Japanese text when a full-width
// character touches them (「速さ×$x$秒」, 「中心−$p_0$」): then they take no space on their other side
// either. Between half-width operands they are operators of a formula and keep their spaces
// ((x − a)², 640 × 480).
bool signInJapanese(const QString& text, qsizetype at, qsizetype otherSide)
{
    const QChar c = text.at(at);
    return (c == QChar(0x00d7) || c == QChar(0x2212)) && otherSide >= 0 && otherSide < text.size()
        && fullWidth(text.at(otherSide));
}

// Spaces or a single line break next to a full-width character, inside a block.
QStringList spacingFaults(const QString& text)
{
    QStringList faults;
    static const QRegularExpression gap(QStringLiteral("(\\S)([ \\t]*\\n?[ \\t]*)(?=(\\S))"));
    for (auto m = gap.globalMatch(text); m.hasNext();) {
        const auto g = m.next();
        if (g.captured(2).isEmpty())
            continue;
        const QChar left = g.captured(1).front(), right = g.captured(3).front();
        const qsizetype l = g.capturedStart(1), r = g.capturedEnd(2);
        if (fullWidth(left) || fullWidth(right) || signInJapanese(text, l, l - 1)
            || signInJapanese(text, r, r + 1))
            faults << QStringLiteral("\"%1\"").arg(
                text.mid(std::max<qsizetype>(0, g.capturedStart() - 8), 20).simplified());
    }
    return faults;
}

} // namespace

TEST_CASE("japanese style: the avoid list is read, and allowed longer words are not counted")
{
    const QList<Avoid> words = avoidWords();
    REQUIRE(words.size() >= 10);
    const auto find = [&words](const QString& w) {
        for (const Avoid& a : words)
            if (a.word == w)
                return a;
        FAIL("no entry " << w.toStdString());
        return Avoid {};
    };
    CHECK(usesAvoided(QStringLiteral("前の課で学んだ"), find(QStringLiteral("課"))));
    CHECK_FALSE(usesAvoided(QStringLiteral("課題1を解く"), find(QStringLiteral("課"))));
    CHECK(usesAvoided(QStringLiteral("課題と課"), find(QStringLiteral("課"))));
    CHECK(usesAvoided(QStringLiteral("軸への影の長さ"), find(QStringLiteral("影"))));
    CHECK_FALSE(usesAvoided(QStringLiteral("丸めの影響"), find(QStringLiteral("影"))));
    CHECK_FALSE(usesAvoided(QStringLiteral("軸への正射影の長さ"), find(QStringLiteral("影"))));
    CHECK(usesAvoided(QStringLiteral("箱は2本の帯の重なり"), find(QStringLiteral("帯"))));
    CHECK_FALSE(usesAvoided(QStringLiteral("2本の平行線にはさまれた帯"), find(QStringLiteral("帯"))));
    CHECK(usesAvoided(QStringLiteral("偽の当たり"), find(QStringLiteral("偽の当たり"))));
}

TEST_CASE("japanese style: the lesson texts and the .ts translations use no avoided word")
{
    const QList<Avoid> words = avoidWords();
    REQUIRE_FALSE(words.isEmpty());
    const QList<Line> lines = japaneseLines();
    CHECK(lines.size() > 500);
    QStringList found;
    for (const Line& l : lines)
        for (const Avoid& a : words)
            if (usesAvoided(l.text, a))
                found << a.word + QStringLiteral(" in ") + where(l);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}

TEST_CASE("japanese style: headings say 衝突判定, not 当たり判定")
{
    static const QRegularExpression heading(QStringLiteral("<h[1-3][^>]*>(.*?)</h[1-3]>"));
    QStringList found;
    int headings = 0;
    for (const QString& file : lessonTexts(QStringLiteral("ja")))
        for (const Line& l : linesOf(file))
            for (auto m = heading.globalMatch(l.text); m.hasNext();) {
                ++headings;
                if (m.next().captured(1).contains(QStringLiteral("当たり判定")))
                    found << where(l);
            }
    CHECK(headings > 50);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}

TEST_CASE("japanese style: JTF spacing, no space next to a full-width character")
{
    CHECK(spacingFaults(visible(QStringLiteral("<p>交点は 1 つです。</p>"))).size() == 2);
    CHECK(spacingFaults(visible(QStringLiteral("<p>楕円 %1</p>"))).size() == 1);
    CHECK(spacingFaults(visible(QStringLiteral("<p>$x$ 成分と<b>X スラブ</b></p>"))).size() == 2);
    CHECK(spacingFaults(visible(QStringLiteral("<p>計算すると\n次の式</p>"))).size() == 1);
    CHECK(spacingFaults(visible(QStringLiteral("<li>一つ目。</li>\n  <li>$a$ 二つ目</li>"))).size() == 1);
    CHECK(spacingFaults(visible(QStringLiteral("<p>2つの円、60fps、AABB同士、$r_x$倍</p>"))).isEmpty());
    CHECK(spacingFaults(visible(QStringLiteral("<p>（1, 2）と (−3.55, 1.25)</p>"))).size() == 1);
    CHECK(spacingFaults(visible(QStringLiteral("<p>「速さ× $\\tfrac{1}{60}$秒」</p>"))).size() == 1);
    CHECK(spacingFaults(visible(QStringLiteral("<p>（中心− $p_0$）、p0 −中心</p>"))).size() == 2);
    CHECK(spacingFaults(
        visible(QStringLiteral("<p>「速さ×$\\tfrac{1}{60}$秒」、(x − a)² + (y − b)²、640 × 480、"
                               "(0, −1)、1 −Cだけ</p>")))
              .isEmpty());

    QStringList found;
    for (const QString& file : lessonTexts(QStringLiteral("ja"))) {
        QFile f(sourceDir() + QLatin1Char('/') + file);
        REQUIRE(f.open(QIODevice::ReadOnly));
        for (const QString& fault : spacingFaults(visible(QString::fromUtf8(f.readAll()))))
            found << file + QStringLiteral(": ") + fault;
    }
    // In a message a line break is a real break (a label's next line), not a space.
    for (const Line& l : tsMessages(QStringLiteral("translations/collision-lab_ja.ts"), false))
        for (const QString& fault :
            spacingFaults(visible(QString(l.text).replace(QLatin1Char('\n'), QStringLiteral("\n\n")))))
            found << QStringLiteral("%1:%2: %3").arg(l.file).arg(l.line).arg(fault);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}
