// Exercise E1 as code: the handout's program keeps its two comparisons to itself until the
// condition task is solved, every branch and value it shows is the verdict's (square_collision::judge),
// and the student's condition is stepped to the first pair the checker found wrong, with the
// values the checker read there.
#include "exercises/square_collision/square_collision_code.h"
#include "exercises/square_collision/square_collision_lesson.h"

#include "core/records/answer.h"

#include <catch2/catch.hpp>

#include <QRandomGenerator>

namespace test_square_collision_code {

using namespace lab;
using namespace lab::square_collision;

namespace {

const CodeStep* lastAt(const CodeRun& run, int line)
{
    const CodeStep* found = nullptr;
    for (const CodeStep& s : run.steps) {
        if (s.line == line)
            found = &s;
    }
    return found;
}

const CodeValue* value(const CodeStep& step, const QString& name)
{
    for (const CodeValue& v : step.values) {
        if (v.name == name)
            return &v;
    }
    return nullptr;
}

QString text(const CodeListing& listing)
{
    QString all;
    for (const CodeLine& line : listing.lines)
        all += line.code + QLatin1Char('\n');
    return all;
}

} // namespace

TEST_CASE("square collision code: the handout's comparisons appear only once the condition task is done")
{
    SquareCollisionLesson lesson;
    const QStringList giveaways = lesson.giveaways(QStringLiteral("condition"));
    for (const QString& g : giveaways)
        CHECK_FALSE(text(squareCollisionListings(false)[0]).contains(g));
    CHECK(text(squareCollisionListings(true)[0]).contains(QStringLiteral("(p2.X > P0.X) && (p0.X < P2.X)")));
    CHECK(squareCollisionListings(false)[0].lines[1].correction); // the corners put in order
}

TEST_CASE(
    "square collision code: the handout's run on random pairs follows the verdict, after the prediction")
{
    SquareCollisionScene scene;
    QRandomGenerator rng(5);
    for (int round = 0; round < 200; ++round) {
        const auto v = [&rng] { return double(rng.bounded(-20, 21) * 10); };
        scene.setState({ v(), v(), v(), v(), v(), v(), v(), v(), 4 });
        if (!scene.validate(scene.state()).isEmpty())
            continue;
        const CodeRun before = square_collision::run(scene, 0);
        CHECK_FALSE(before.reached(12)); // nothing is judged before the student predicts
        scene.reveal();
        const CodeRun run = square_collision::run(scene, 0);
        const auto verdict = judge(scene.pair());
        const auto q = inequalities(scene.pair(), verdict);
        const bool across = q[0].holds && q[1].holds;
        REQUIRE(lastAt(run, 12));
        CHECK((lastAt(run, 12)->branch == CodeStep::Branch::Taken) == across);
        CHECK(run.reached(13) == across);
        CHECK(run.reached(14) == verdict.hit);
        CHECK(run.reached(6) == verdict.hit);
        CHECK(run.reached(8) == !verdict.hit);
        CHECK(lastAt(run, 12)->values.isEmpty()); // the condition task is not done here
        scene.setState(scene.clearedState());
    }
}

TEST_CASE("square collision code: your condition stepped to the first pair the checker got wrong")
{
    const char* const conditions[] = {
        "r1.Right > r2.Left", // only one of four
        "r1.Right >= r2.Left && r1.Left <= r2.Right && r1.Top >= r2.Bottom && r1.Bottom <= r2.Top", // touching
        "r1.Right > r2.Left AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top", // right
        "r1.Left < r2.Right && p0.X < P2.X", // the handout's names, and half of it
    };
    SquareCollisionScene scene;
    for (const char* condition : conditions) {
        INFO(condition);
        scene.setConditionText(QString::fromLatin1(condition));
        const ConditionCheck& check = scene.checkCondition();
        const CodeRun run = square_collision::run(scene, 1);
        REQUIRE_FALSE(run.steps.isEmpty());
        const QString typed = normalizedAnswer(scene.checkedCondition()).simplified();
        const auto expression = Expression::parse(typed.toStdString(), conditionNames());
        REQUIRE(expression);
        // Every pass: your value is the expression's on that pair, right is the verdict's.
        for (const CodeStep& s : run.steps) {
            if (s.line != 3 && s.line != 4)
                continue;
            const RectPair& pair = defaultPairs()[std::size_t(s.iteration)];
            if (s.line == 3) {
                CHECK(value(s, QStringLiteral("yours"))->value
                    == (expression->isTrue(conditionVariables(pair)) ? 1 : 0));
                for (const std::string& name : namesIn(typed))
                    CHECK(value(s, QString::fromStdString(name))->value == conditionVariables(pair).at(name));
            } else {
                CHECK(value(s, QStringLiteral("right"))->value == (judge(pair).hit ? 1 : 0));
            }
        }
        if (check.verdict == ConditionVerdict::Right) {
            CHECK(run.steps.last().line == 8);
            CHECK(run.steps.last().values.first().value == check.pairsTried);
        } else {
            REQUIRE(check.firstWrong >= 0);
            CHECK(run.steps.last().line == 6);
            CHECK(run.steps.last().iteration == check.firstWrong);
            CHECK(run.steps.last().spotlight == square_collision::kSpotPair.at(check.firstWrong));
            CHECK(pairOfSpotlight(run.steps.last().spotlight) == check.firstWrong);
        }
    }
}

TEST_CASE("square collision code: the passes shown, and a check announced to the code view as a change")
{
    CHECK(shownPairs(0, 3015) == QList<int> { 0 });
    CHECK(shownPairs(2, 3015) == QList<int> { 0, 1, 2 });
    CHECK(shownPairs(40, 3015) == QList<int> { 0, 1, 2, 40 });
    CHECK(shownPairs(-1, 3015) == QList<int> { 0, 1, 2 });
    SquareCollisionScene scene;
    const quint64 before = scene.revision();
    scene.setConditionText(QStringLiteral("r1.Right > r2.Left"));
    scene.checkCondition();
    CHECK(scene.revision() > before);
    CHECK(namesIn(QStringLiteral("r1.Right > r2.Left && P0.X < p2.X"))
        == std::vector<std::string> { "r1.Right", "r2.Left", "P0.X", "p2.X" });
}

} // namespace test_square_collision_code
