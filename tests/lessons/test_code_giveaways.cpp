// Give-aways found by meaning, not by spelling: a code view's lines, read as a student reads them
// (each variable standing for what it was set to), pasted into the exercise that asks for them.
// Square collision asks for the overlap condition of two rectangles; the rectangles code view,
// which comes before it, must not give the student a condition its checker accepts.
#include "core/model/code_listing.h"
#include "exercises/square_collision/square_collision_check.h"
#include "rectangles/rectangles_code.h"

#include <catch2/catch.hpp>

#include <QMap>
#include <QRegularExpression>

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

} // namespace

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
    const QVector<CodeListing> listings = rectanglesListings();
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
