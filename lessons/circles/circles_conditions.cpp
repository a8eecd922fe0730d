#include "circles_conditions.h"

#include "circles_scene.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace lab::circles {

namespace {

struct CirclesTasksWords {
    Q_DECLARE_TR_FUNCTIONS(CirclesTasks)
};

constexpr const char* kWithRoot = "sqrt((a2 - a1)^2 + (b2 - b1)^2) <= r1 + r2";
constexpr const char* kWithoutRoot = "(a2 - a1)^2 + (b2 - b1)^2 <= (r1 + r2)^2";

class Conditions : public TaskDefinition {
public:
    QString id() const override { return kConditionsTask; }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return CirclesTasksWords::tr("The two conditions"); }
    QString sourceLines() const override { return QStringLiteral("003:415-418,476-478"); }
    QString prompt(const LessonScene&) const override
    {
        return CirclesTasksWords::tr(
            "The handout gives two circles, (x - a1)^2 + (y - b1)^2 = r1^2 and (x - a2)^2 + (y - b2)^2 "
            "= r2^2, and leaves the condition for a collision blank, twice. Write both with "
            "a1, b1, r1, a2, b2, r2, numbers, + - * / ^, sqrt( ) and a comparison such as <=.");
    }
    HeldKeys held() const override { return { kHeldVerdict, circles::kHeldD2, circles::kHeldDistance }; }
    QList<TaskBlank> blanks() const override
    {
        TaskBlank withRoot { QStringLiteral("with-root"),
            CirclesTasksWords::tr("(1) They collide when (the distance of the centres written out):"), {},
            std::nullopt, 0, TaskCondition { kWithRoot, conditionSamples(), {} } };
        TaskBlank withoutRoot { QStringLiteral("without-root"),
            CirclesTasksWords::tr("(2) The same without a square root, both sides squared:"), {},
            std::nullopt, 0, TaskCondition { kWithoutRoot, conditionSamples(), { "sqrt", "√" } } };
        return { withRoot, withoutRoot };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return CirclesTasksWords::tr(
                "D is the distance of the centres (a1, b1) and (a2, b2): sqrt((a2 - a1)^2 + (b2 - "
                "b1)^2). Touching counts as a collision.");
        return CirclesTasksWords::tr(
            "Both sides of D <= r1 + r2 are never negative, so squaring them keeps the comparison: "
            "square the right side as a whole, (r1 + r2)^2.");
    }
    QString solution(const LessonScene&) const override
    {
        return CirclesTasksWords::tr(
            "(1) %1 (2) %2. Any condition that holds for exactly the same circles is right, "
            "for example r1 + r2 >= sqrt((a1 - a2)^2 + (b1 - b2)^2).")
            .arg(QString::fromLatin1(kWithRoot), QString::fromLatin1(kWithoutRoot));
    }
    QStringList giveaways(const LessonScene&) const override
    {
        return { QString::fromLatin1(kWithRoot), QString::fromLatin1(kWithoutRoot) };
    }
};

} // namespace

std::vector<std::map<std::string, double>> conditionSamples()
{
    QRandomGenerator rng(415); // the handout's line: the same samples every time
    std::vector<std::map<std::string, double>> samples;
    const auto add = [&samples](double a1, double b1, double a2, double b2, double r1, double r2) {
        samples.push_back(
            { { "a1", a1 }, { "b1", b1 }, { "a2", a2 }, { "b2", b2 }, { "r1", r1 }, { "r2", r2 } });
    };
    // Centres a Pythagorean step apart with the radii summing to that distance, or one more or less.
    static constexpr int kSteps[][3]
        = { { 0, 4, 4 }, { 5, 0, 5 }, { 3, 4, 5 }, { 4, 3, 5 }, { 6, 8, 10 }, { 5, 12, 13 } };
    for (const auto& step : kSteps) {
        for (int offset = -1; offset <= 1; ++offset) {
            const double sum = step[2] + offset;
            const double r1 = rng.bounded(int(sum) + 1);
            const double a1 = rng.bounded(-6, 7), b1 = rng.bounded(-6, 7);
            const double sign = rng.bounded(2) ? 1 : -1;
            add(a1, b1, a1 + sign * step[0], b1 - sign * step[1], r1, sum - r1);
        }
    }
    for (int i = 0; i < 400; ++i)
        add(rng.bounded(-9, 10), rng.bounded(-9, 10), rng.bounded(-9, 10), rng.bounded(-9, 10),
            rng.bounded(0, 8), rng.bounded(0, 8));
    return samples;
}

std::unique_ptr<TaskDefinition> createConditionsTask()
{
    return std::make_unique<Conditions>();
}

} // namespace lab::circles
