#include "rectangles_logic.h"

#include "rectangles_scene.h"

#include <QCoreApplication>

namespace lab::rectangles {

namespace {

struct RectanglesTasksWords {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTasks)
};

constexpr const char* kTouchingCounts = "R1 >= L2 && L1 <= R2";
constexpr const char* kTouchingMisses = "R1 > L2 && L1 < R2";

class Converse : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("converse"); }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return RectanglesTasksWords::tr("The opposite, across"); }
    QString prompt(const LessonScene&) const override
    {
        return RectanglesTasksWords::tr(
            "Looking only across, rectangle 1 cannot meet rectangle 2 when R1 < L2 or L1 > R2. The "
            "handout then asks: what is the opposite, when may they meet? Write it with L1, R1, L2, R2, "
            "comparisons such as <= and the words && (and), || (or), ! (not).");
    }
    HeldKeys held() const override { return { kHeldAcross }; }
    QList<TaskBlank> blanks() const override
    {
        TaskBlank counts { QStringLiteral("touching-counts"),
            RectanglesTasksWords::tr("(1) They may meet across (touching counts, as c₁ and c₂ above say):"),
            {}, std::nullopt, 0, TaskCondition { kTouchingCounts, acrossSamples(), {} } };
        TaskBlank misses { QStringLiteral("touching-misses"),
            RectanglesTasksWords::tr(
                "(2) The same when edges that only touch count as apart (the handout's program):"),
            {}, std::nullopt, 0, TaskCondition { kTouchingMisses, acrossSamples(), {} } };
        return { counts, misses };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return RectanglesTasksWords::tr(
                "The opposite of \"c₁ or c₂\" is \"neither\": not c₁, and not c₂ either.");
        return RectanglesTasksWords::tr(
            "The opposite of R1 < L2 is R1 >= L2. In (2) equal edges are apart, so the equal "
            "case leaves the condition: R1 > L2.");
    }
    QString solution(const LessonScene&) const override
    {
        return RectanglesTasksWords::tr(
            "(1) %1: rectangle 1's right edge is not left of rectangle 2's left edge, and its "
            "left edge is not right of rectangle 2's right edge. (2) %2. Any condition that holds "
            "for exactly the same edges is right, for example !(R1 < L2 || L1 > R2) for (1).")
            .arg(QString::fromLatin1(kTouchingCounts), QString::fromLatin1(kTouchingMisses));
    }
    QStringList giveaways(const LessonScene&) const override
    {
        return { QString::fromLatin1(kTouchingCounts), QString::fromLatin1(kTouchingMisses),
            QStringLiteral("R_1 \\ge L_2"), QStringLiteral("L_1 \\le R_2"), QStringLiteral("R₁ ≥ L₂"),
            QStringLiteral("L₁ ≤ R₂") };
    }
    QString sourceLines() const override { return QStringLiteral("003:50-54,89"); }
};

// The four rows a, b = T T, T F, F T, F F and a column's letters in them.
QString column(bool (*value)(bool, bool))
{
    QString letters;
    for (int row = 0; row < 4; ++row)
        letters += value(row < 2, row % 2 == 0) ? QLatin1Char('T') : QLatin1Char('F');
    return letters;
}

bool notAnd(bool a, bool b)
{
    return !(a && b);
}
bool notAOrNotB(bool a, bool b)
{
    return !a || !b;
}
bool notOr(bool a, bool b)
{
    return !(a || b);
}
bool notAAndNotB(bool a, bool b)
{
    return !a && !b;
}

// "FTTT" also typed as 0111, 偽真真真 or in words.
QStringList spellings(const QString& letters)
{
    QString digits;
    QString kanji;
    QString english;
    for (const QChar c : letters) {
        const bool t = c == QLatin1Char('T');
        digits += t ? QLatin1Char('1') : QLatin1Char('0');
        kanji += t ? QStringLiteral("真") : QStringLiteral("偽");
        english += t ? QStringLiteral("true") : QStringLiteral("false");
    }
    return { letters, digits, kanji, english };
}

class Proof : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("de-morgan-proof"); }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return RectanglesTasksWords::tr("Proof by the four cases"); }
    QString prompt(const LessonScene&) const override
    {
        return RectanglesTasksWords::tr(
            "The handout leaves both sides of each law blank for you to prove. Work out each side in "
            "the four rows a, b = T T, T F, F T, F F, in that order, and write its four values as "
            "letters T or F.");
    }
    HeldKeys held() const override { return { kHeldProof }; }
    QList<TaskBlank> blanks() const override
    {
        const auto letters = [](const QString& id, const QString& label, const QString& answer) {
            return TaskBlank { id, label, spellings(answer), std::nullopt, 0 };
        };
        return {
            letters(QStringLiteral("and-left"), RectanglesTasksWords::tr("(1) The left side ¬(a ∧ b):"),
                column(notAnd)),
            letters(QStringLiteral("and-right"), RectanglesTasksWords::tr("(1) The right side ¬a ∨ ¬b:"),
                column(notAOrNotB)),
            letters(QStringLiteral("or-left"), RectanglesTasksWords::tr("(2) The left side ¬(a ∨ b):"),
                column(notOr)),
            letters(QStringLiteral("or-right"), RectanglesTasksWords::tr("(2) The right side ¬a ∧ ¬b:"),
                column(notAAndNotB)),
        };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return RectanglesTasksWords::tr(
                "Work from the inside out: in the row a = T, b = F, first a ∧ b = F, then its "
                "negation ¬(a ∧ b) = T.");
        return RectanglesTasksWords::tr(
            "¬a ∨ ¬b is true when at least one of a and b is false; ¬a ∧ ¬b only when both "
            "are false.");
    }
    QString solution(const LessonScene&) const override
    {
        return RectanglesTasksWords::tr(
            "(1) ¬(a ∧ b) = %1 and ¬a ∨ ¬b = %2. (2) ¬(a ∨ b) = %3 and ¬a ∧ ¬b = %4. In each "
            "law the two sides agree in all four rows, and there are no other rows: that is "
            "the proof.")
            .arg(column(notAnd), column(notAOrNotB), column(notOr), column(notAAndNotB));
    }
    QStringList giveaways(const LessonScene&) const override
    {
        // The text's truth tables and the controls' worked rows, as they print a side's value.
        QStringList found;
        for (int row = 0; row < 4; ++row) {
            const bool a = row < 2;
            const bool b = row % 2 == 0;
            const auto t = [](bool v) { return v ? QStringLiteral("T") : QStringLiteral("F"); };
            found << QStringLiteral("¬(%1∧%2) = ¬%3 = <b>%4</b>").arg(t(a), t(b), t(a && b), t(!(a && b)))
                  << QStringLiteral("¬(%1∨%2) = ¬%3 = <b>%4</b>").arg(t(a), t(b), t(a || b), t(!(a || b)));
        }
        found << QStringLiteral("<td>T</td><td>F</td><td>F</td><td>T</td><td>F</td><td>T</td><td>T</td>")
              << QStringLiteral("<td>F</td><td>F</td><td>F</td><td>T</td><td>T</td><td>T</td><td>T</td>");
        return found;
    }
    QString sourceLines() const override { return QStringLiteral("003:58-80"); }
};

} // namespace

std::vector<std::map<std::string, double>> acrossSamples()
{
    std::vector<std::map<std::string, double>> samples;
    for (int l1 = 0; l1 <= 4; ++l1)
        for (int r1 = l1 + 1; r1 <= 4; ++r1)
            for (int l2 = 0; l2 <= 4; ++l2)
                for (int r2 = l2 + 1; r2 <= 4; ++r2)
                    samples.push_back({ { "L1", l1 }, { "R1", r1 }, { "L2", l2 }, { "R2", r2 } });
    return samples;
}

std::unique_ptr<TaskDefinition> createConverseTask()
{
    return std::make_unique<Converse>();
}

std::unique_ptr<TaskDefinition> createProofTask()
{
    return std::make_unique<Proof>();
}

} // namespace lab::rectangles
