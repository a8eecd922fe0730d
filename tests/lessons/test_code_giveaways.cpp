// Give-aways found by meaning, not by spelling: a code view's lines, read as a student reads them
// (each variable standing for what it was set to), pasted into the exercise that asks for them.
// Square collision asks for the overlap condition of two rectangles; the rectangles code view,
// which comes before it, must not give the student a condition its checker accepts.
#include "circles/circles_code.h"
#include "circles/circles_conditions.h"
#include "core/model/code_listing.h"
#include "core/records/answer.h"
#include "exercises/square_collision/square_collision_check.h"
#include "rectangles/rectangles_code.h"

#include <catch2/catch.hpp>

#include <QMap>
#include <QRegularExpression>

namespace test_code_giveaways {

using namespace lab;

namespace {

// Every `bool name = expression;` of the listing, with the names set before it replaced by their
// expressions in parentheses, that square collision's checker judges right; empty when none.
QString acceptedCondition(const CodeListing& listing)
{
    static const QRegularExpression assignment(QStringLiteral("^\\s*bool\\s+(\\w+)\\s*=\\s*(.+);\\s*$"));
    QMap<QString, QString> known;
    for (const CodeLine& line : listing.lines) {
        const QRegularExpressionMatch m = assignment.match(line.code);
        if (!m.hasMatch())
            continue;
        QString expression = m.captured(2);
        for (auto it = known.constBegin(); it != known.constEnd(); ++it) {
            expression.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(it.key())),
                QStringLiteral("(%1)").arg(it.value()));
        }
        known.insert(m.captured(1), expression);
        const auto check
            = square_collision::checkCondition(expression.toStdString(), square_collision::kDefaultSeed, 200);
        if (check.verdict == square_collision::ConditionVerdict::Right)
            return expression;
    }
    return {};
}

// The circles listing read the same way: every `float name = expression;` before it, then the
// `if (condition)`, in the handout's names (p1 = (a1, b1), p2 = (a2, b2)), judged by the circles
// task that asks for the condition without a root; empty when it is not right (or not there).
QString acceptedCirclesCondition(const CodeListing& listing)
{
    static const QRegularExpression assignment(QStringLiteral("^\\s*float\\s+(\\w+)\\s*=\\s*(.+);\\s*$"));
    static const QRegularExpression test(QStringLiteral("^\\s*if\\s*\\((.+)\\)\\s*$"));
    const auto task = circles::createConditionsTask();
    const TaskCondition asked = *task->blanks().at(1).condition; // a copy: blanks() is a new list
    QMap<QString, QString> known = { { QStringLiteral("p1.X"), QStringLiteral("a1") },
        { QStringLiteral("p1.Y"), QStringLiteral("b1") }, { QStringLiteral("p2.X"), QStringLiteral("a2") },
        { QStringLiteral("p2.Y"), QStringLiteral("b2") } };
    const auto substituted = [&known](QString expression) {
        for (auto it = known.constBegin(); it != known.constEnd(); ++it) {
            expression.replace(
                QRegularExpression(
                    QStringLiteral("(?<![\\w.])%1(?![\\w.])").arg(QRegularExpression::escape(it.key()))),
                QStringLiteral("(%1)").arg(it.value()));
        }
        return expression;
    };
    for (const CodeLine& line : listing.lines) {
        if (const auto m = assignment.match(line.code); m.hasMatch())
            known.insert(m.captured(1), substituted(m.captured(2)));
        else if (const auto t = test.match(line.code); t.hasMatch()) {
            const QString condition = substituted(t.captured(1));
            if (readConditionAnswer(condition, asked.reference, asked.samples).kind
                == ConditionAnswer::Kind::Right)
                return condition;
        }
    }
    return {};
}

} // namespace

TEST_CASE("code giveaways: the circles listing as it was gives the condition of 'The two conditions' away")
{
    // The listing of 2026-11-29: the comparison in plain view, whatever the progress.
    CodeListing before;
    for (const QString& code :
        { QStringLiteral("    float dx = p2.X - p1.X;"), QStringLiteral("    float dy = p2.Y - p1.Y;"),
            QStringLiteral("    float D2 = dx * dx + dy * dy;"), QStringLiteral("    float rSum = r1 + r2;"),
            QStringLiteral("    float rSum2 = rSum * rSum;"), QStringLiteral("    if (D2 <= rSum2)") })
        before.lines.append({ code, {}, false });
    CHECK_FALSE(acceptedCirclesCondition(before).isEmpty());
    // The slip a student might copy instead (< for <=) is not the condition.
    before.lines.last().code = QStringLiteral("    if (D2 < rSum2)");
    CHECK(acceptedCirclesCondition(before).isEmpty());
}

TEST_CASE("code giveaways: before 'The two conditions' is answered, the circles listing keeps its comparison")
{
    REQUIRE_FALSE(circles::comparisonRevealed()); // no progress store: nothing answered
    const QList<CodeListing> listings = circles::listings();
    REQUIRE(listings.size() == 1);
    CHECK(acceptedCirclesCondition(listings.front()).isEmpty());
    // The pieces are still there to read: the differences, D2 and the sum of the radii.
    int floats = 0;
    for (const CodeLine& line : listings.front().lines)
        floats += line.code.contains(QStringLiteral("float ")) && line.code.contains(QLatin1Char('='));
    CHECK(floats == 5);
}

TEST_CASE("code giveaways: the rectangles listing as it was gives square collision's condition away")
{
    // The listing of 2026-11-28: the four ways apart, then apart and hit, whatever the progress.
    CodeListing before;
    for (const QString& code :
        { QStringLiteral("    bool c1 = P2.X <= p0.X;"), QStringLiteral("    bool c2 = p2.X <= P0.X;"),
            QStringLiteral("    bool c3 = P0.Y <= p2.Y;"), QStringLiteral("    bool c4 = p0.Y <= P2.Y;"),
            QStringLiteral("    bool apart = c1 || c2 || c3 || c4;"),
            QStringLiteral("    bool hit = !apart;") })
        before.lines.append({ code, {}, false });
    CHECK_FALSE(acceptedCondition(before).isEmpty());
    // One comparison alone, or the four without how they combine, is not the condition.
    before.lines.resize(4);
    CHECK(acceptedCondition(before).isEmpty());
}

TEST_CASE("code giveaways: before square collision is solved, no rectangles listing gives its condition away")
{
    REQUIRE_FALSE(rectangles::conditionRevealed()); // no progress store: nothing solved
    const QList<CodeListing> listings = rectangles::listings();
    REQUIRE(listings.size() == 2);
    for (const CodeListing& listing : listings) {
        INFO(listing.id.toStdString());
        CHECK(acceptedCondition(listing).isEmpty());
        // The four comparisons are still there to read.
        int comparisons = 0;
        for (const CodeLine& line : listing.lines)
            comparisons += line.code.contains(QRegularExpression(QStringLiteral("bool c[1-4] ="))) ? 1 : 0;
        CHECK(comparisons == 4);
    }
}

} // namespace test_code_giveaways
