// Students know the handout, the textbook and the article (the course glossary's names); "seed" is
// only the name of our source files. No lesson text, .ts message or tr() string may say it.
#include "student_text.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>

using namespace content;

namespace {

// "seed", "seeds", "seed's" (any case) as a word, and the Japanese シード.
bool saysSeed(const QString& text)
{
    static const QRegularExpression word(
        QStringLiteral("\\bseeds?\\b|シード"), QRegularExpression::CaseInsensitiveOption);
    return word.match(text).hasMatch();
}

QStringList offending(const QList<Line>& lines)
{
    QStringList found;
    for (const Line& l : lines)
        if (saysSeed(l.text))
            found << where(l);
    return found;
}

} // namespace

TEST_CASE("no seed: the word test finds seed, Seed's, seeds and シード, not seeded or seedScene")
{
    CHECK(saysSeed(QStringLiteral("The seed lets time run")));
    CHECK(saysSeed(QStringLiteral("Seed's test: hit")));
    CHECK(saysSeed(QStringLiteral("the seeds we read")));
    CHECK(saysSeed(QStringLiteral("元のシード")));
    CHECK_FALSE(saysSeed(QStringLiteral("a seeded generator")));
    CHECK_FALSE(saysSeed(QStringLiteral("seedScene")));
}

TEST_CASE("no seed: the lesson texts never say seed")
{
    QList<Line> lines;
    const QStringList files = lessonTexts(QStringLiteral("en")) + lessonTexts(QStringLiteral("ja"));
    CHECK(files.size() >= 22);
    for (const QString& file : files)
        lines += linesOf(file);
    const QStringList found = offending(lines);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}

TEST_CASE("no seed: the Japanese .ts file never says seed, in its sources or its translations")
{
    const QString ts = QStringLiteral("translations/collision-lab_ja.ts");
    const QList<Line> sources = tsMessages(ts, true);
    const QList<Line> translations = tsMessages(ts, false);
    CHECK(sources.size() > 50);
    CHECK(translations.size() == sources.size());
    const QStringList found = offending(sources + translations);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}

TEST_CASE("no seed: no tr() string in app/ or lessons/ says seed")
{
    const QList<Line> strings = trStrings(QStringLiteral("app")) + trStrings(QStringLiteral("lessons"));
    CHECK(strings.size() > 500);
    const QStringList found = offending(strings);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
}
