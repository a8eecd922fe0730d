#include "circles_tasks.h"

#include "circles_conditions.h"
#include "circles_example1.h"
#include "circles_format.h"
#include "circles_scene.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <array>
#include <cmath>

namespace lab::circles {

namespace {

struct CirclesTasks {
    Q_DECLARE_TR_FUNCTIONS(CirclesTasks)
};

const CirclesScene& own(const LessonScene& scene)
{
    return LessonOf<CirclesScene>::own(scene);
}

// A difference as the solutions square it: negative numbers in brackets.
QString squared(double v)
{
    // Not "%1²".arg(): the one-argument arg() reads "²" as a digit of the placeholder (%12) and
    // drops it.
    const QString number = formatNumber(v);
    return (v < 0 ? QLatin1Char('(') + number + QLatin1Char(')') : number) + QChar(0x00B2);
}

// "Centres (a1, b1) and (a2, b2), radii r1 and r2." for the solutions.
QString centresAndRadii(const CirclesScene& scene)
{
    const geometry::Circle a = scene.first();
    const geometry::Circle b = scene.second();
    return CirclesTasks::tr("Centres %1 and %2, radii %3 and %4.")
        .arg(formatPoint(a.center.x, a.center.y), formatPoint(b.center.x, b.center.y), formatNumber(a.radius),
            formatNumber(b.radius));
}

// "D² = dx² + dy² = 625" of the scene's result.
QString d2Sum(const CirclesScene& scene)
{
    const geometry::CircleCircleResult& r = scene.result();
    return QStringLiteral("D² = %1 + %2 = %3")
        .arg(squared(r.delta.x), squared(r.delta.y), formatNumber(r.distanceSquared));
}

// How a lesson would print D² for this scene (the give-away test looks for these).
QStringList d2Printed(const CirclesScene& scene)
{
    const QString n = formatNumber(scene.result().distanceSquared);
    return { QStringLiteral("D^2 = ") + n, QStringLiteral("D² = ") + n, QStringLiteral("D2 = ") + n };
}

// ---- predict-verdict ------------------------------------------------------------------------

class PredictVerdict : public TaskDefinition {
public:
    QString id() const override { return kPredictVerdictTask; }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return CirclesTasks::tr("Collide, touch or apart?"); }
    QString sourceLines() const override { return QStringLiteral("003:404-409"); }
    QString prompt(const LessonScene& scene) const override
    {
        const CirclesScene& s = own(scene);
        return CirclesTasks::tr(
            "Two circles are given by their equations:\n%1\n%2\nDo they overlap, just touch, or stay apart?")
            .arg(plainEquation(s.first()), plainEquation(s.second()));
    }

    // Centre 2 at a Pythagorean offset of centre 1, both on a grid of 4 (D = 20, 40 or 52); the
    // kind is drawn first and the radii (multiples of 4) are chosen to give it. Both circles lie
    // in the lesson's own region, so the view stays as it is.
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        static constexpr std::array<std::array<int, 2>, 6> kPairs { { { 3, 4 }, { 4, 3 }, { 6, 8 }, { 8, 6 },
            { 5, 12 }, { 12, 5 } } };
        const int kind = rng.bounded(3); // 0 touch, 1 apart, 2 overlap
        LessonScene::State s;
        for (int attempt = 0; attempt < 500; ++attempt) {
            const auto& pair = kPairs[rng.bounded(int(kPairs.size()))];
            const auto sign = [&rng] { return rng.bounded(2) == 0 ? -1 : 1; };
            const int dx = sign() * pair[0];
            const int dy = sign() * pair[1];
            const int d = int(std::lround(std::hypot(pair[0], pair[1])));
            const int sum = kind == 0 ? d : kind == 1 ? d - 1 - rng.bounded(2) : d + 1 + rng.bounded(3);
            const int r1 = 1 + rng.bounded(sum - 1);
            const int x1 = rng.bounded(21) - 12;
            const int y1 = rng.bounded(21) - 5;
            s = { 4.0 * x1, 4.0 * y1, 4.0 * (x1 + dx), 4.0 * (y1 + dy), 4.0 * r1, 4.0 * (sum - r1) };
            if (CirclesScene::inLessonRegion(s))
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { kHeldVerdict, circles::kHeldCircles, circles::kHeldDistance }; }

    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("overlap"), CirclesTasks::tr("They overlap") },
            { QStringLiteral("touch"), CirclesTasks::tr("They just touch") },
            { QStringLiteral("apart"), CirclesTasks::tr("They are apart") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        switch (own(scene).verdict()) {
        case Verdict::Collide: return QStringLiteral("overlap");
        case Verdict::Touch: return QStringLiteral("touch");
        default: return QStringLiteral("apart");
        }
    }

    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return CirclesTasks::tr(
                "Read the centres and the radii first; the right-hand side is r², not r.");
        return CirclesTasks::tr("Compare D² with (r1 + r2)².");
    }
    QString solution(const LessonScene& scene) const override
    {
        const CirclesScene& s = own(scene);
        return centresAndRadii(s) + QLatin1Char(' ') + d2Sum(s) + QLatin1Char(' ') + reason(scene);
    }
    QString reason(const LessonScene& scene) const override
    {
        const CirclesScene& s = own(scene);
        const geometry::CircleCircleResult& r = s.result();
        const QString d2 = formatNumber(r.distanceSquared);
        const QString s2 = formatNumber(r.radiusSumSquared);
        switch (s.verdict()) {
        case Verdict::Collide:
            return CirclesTasks::tr("D² = %1 < (r1 + r2)² = %2: they overlap.").arg(d2, s2);
        case Verdict::Touch:
            return CirclesTasks::tr("D² = %1 = (r1 + r2)² = %2: they just touch.").arg(d2, s2);
        default: return CirclesTasks::tr("D² = %1 > (r1 + r2)² = %2: they are apart.").arg(d2, s2);
        }
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const Verdict v = own(scene).verdict();
        return d2Printed(own(scene)) + QStringList { verdictSentence(v) };
    }
};

// ---- compute-d2 -------------------------------------------------------------------------------

class ComputeD2 : public TaskDefinition {
public:
    QString id() const override { return kComputeD2Task; }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return CirclesTasks::tr("D² without a square root"); }
    QString sourceLines() const override { return QStringLiteral("003:468-472"); }
    QString prompt(const LessonScene&) const override
    {
        return CirclesTasks::tr(
            "Type D², the squared distance of the two centres shown. Read the centres off the canvas "
            "or the fields; you may type an expression such as (12 - 3)^2 + (4 + 5)^2.");
    }
    // Centres on whole numbers, radii 5 to 25, never the same centre, both circles in the
    // lesson's own region.
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const QRectF region = CirclesScene::lessonRegion();
        const auto x = [&] { return std::round(region.left() + region.width() * rng.generateDouble()); };
        const auto y = [&] { return std::round(region.top() + region.height() * rng.generateDouble()); };
        LessonScene::State s;
        for (int attempt = 0; attempt < 1000; ++attempt) {
            s = { x(), y(), x(), y(), double(5 + rng.bounded(21)), double(5 + rng.bounded(21)) };
            const bool twoCentres
                = s[CirclesScene::A1] != s[CirclesScene::A2] || s[CirclesScene::B1] != s[CirclesScene::B2];
            if (twoCentres && CirclesScene::inLessonRegion(s))
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { circles::kHeldD2, circles::kHeldDistance }; }
    double answer(const LessonScene& scene) const override { return own(scene).result().distanceSquared; }
    double tolerance(const LessonScene&) const override { return 0.5; } // a whole number

    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return CirclesTasks::tr("Subtract the centres: dx = a2 − a1, dy = b2 − b1.");
        return CirclesTasks::tr("A negative difference squared is positive: (−3)² = 9.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const CirclesScene& s = own(scene);
        const geometry::CircleCircleResult& r = s.result();
        const geometry::Circle a = s.first();
        const geometry::Circle b = s.second();
        const auto term
            = [](double v) { return v < 0 ? QStringLiteral("(%1)").arg(formatNumber(v)) : formatNumber(v); };
        const QString sum = CirclesTasks::tr("D² = (%1 − %2)² + (%3 − %4)² = %5.")
                                .arg(formatNumber(b.center.x), term(a.center.x), formatNumber(b.center.y),
                                    term(a.center.y), d2Sum(s).mid(5));
        return sum + QLatin1Char(' ')
            + (r.hit ? CirclesTasks::tr("(r1 + r2)² = %1, so they collide.")
                     : CirclesTasks::tr("(r1 + r2)² = %1, so they do not collide."))
                  .arg(formatNumber(r.radiusSumSquared));
    }
    QStringList giveaways(const LessonScene& scene) const override { return d2Printed(own(scene)); }
};

// ---- handout-blanks ---------------------------------------------------------------------------

// The words a blank accepts in either language ("less than or equal" is asked twice).
const QStringList kLessOrEqual { QStringLiteral("less than or equal to"),
    QStringLiteral("less than or equal"), QStringLiteral("smaller than or equal to"),
    QStringLiteral("at most"), QStringLiteral("小さいか等しい"), QStringLiteral("小さいかひとしい"),
    QStringLiteral("以下") };

class HandoutBlanks : public TaskDefinition {
public:
    QString id() const override { return kHandoutBlanksTask; }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return CirclesTasks::tr("The handout's blanks"); }
    QString sourceLines() const override { return QStringLiteral("003:390,411,422,426,439"); }
    QString prompt(const LessonScene&) const override
    {
        return CirclesTasks::tr(
            "The handout leaves blanks in its pages on circles. Fill them in, in English or in Japanese.");
    }
    HeldKeys held() const override { return { circles::kHeldFrames }; }
    QList<TaskBlank> blanks() const override
    {
        const auto words = [](const char* id, QString label, QStringList accepted) {
            return TaskBlank { QString::fromLatin1(id), std::move(label), std::move(accepted), std::nullopt,
                0 };
        };
        return {
            words("speed",
                CirclesTasks::tr("(1) Testing two circles is much ____ than testing most other shapes."),
                { QStringLiteral("faster"), QStringLiteral("fast"), QStringLiteral("quicker"),
                    QStringLiteral("quick"), QStringLiteral("速い"), QStringLiteral("高速"),
                    QStringLiteral("はやい") }),
            words("accuracy", CirclesTasks::tr("(2) What circles give up for it is ____."),
                { QStringLiteral("accuracy"), QStringLiteral("precision"), QStringLiteral("exactness"),
                    QStringLiteral("正確さ"), QStringLiteral("精度"), QStringLiteral("正確"),
                    QStringLiteral("せいかくさ") }),
            words("condition", CirclesTasks::tr("(3) Two circles collide when D is ____ r1 + r2."),
                kLessOrEqual),
            TaskBlank { QStringLiteral("fps"),
                CirclesTasks::tr("(4) A game moves things a frame at a time: ____ frames a second."), {},
                60.0, 0.5 },
            words("every", CirclesTasks::tr("(5) The collision test runs once every ____."),
                { QStringLiteral("frame"), QStringLiteral("a frame"), QStringLiteral("1 frame"),
                    QStringLiteral("one frame"), QStringLiteral("フレーム"), QStringLiteral("1フレーム") }),
            words("notEqual", CirclesTasks::tr("(6) So the check is not whether D is ____ r1 + r2 ..."),
                { QStringLiteral("equal to"), QStringLiteral("equal"), QStringLiteral("exactly"),
                    QStringLiteral("等しいかどうか"), QStringLiteral("等しい"), QStringLiteral("等しいか") }),
            words("but", CirclesTasks::tr("(7) ... but whether it is ____ r1 + r2."), kLessOrEqual),
        };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return CirclesTasks::tr(
                "Speed: a circle test is a few products and one comparison, whatever the shape inside.");
        return CirclesTasks::tr(
            "A frame lasts 1/60 s. Between two frames an object jumps, so D is hardly ever exactly r1 + r2.");
    }
    QString solution(const LessonScene&) const override
    {
        return CirclesTasks::tr(
            "Circles are fast but lack accuracy. Two circles collide when D is less than or equal to "
            "r1 + r2. A game shows 60 frames a second and tests once every frame; things jump past the "
            "moment of touching, so the check is not \"equal\" but \"less than or equal\".");
    }
    QStringList giveaways(const LessonScene&) const override
    {
        // By meaning too: the condition as a formula answers (3), and the lesson's old title,
        // "the quick first check", answered (1).
        return { QStringLiteral("accuracy"), QStringLiteral("正確さ"), QStringLiteral("less than or equal"),
            QStringLiteral("小さいか等しい"), QStringLiteral("60 frames"), QStringLiteral("60 per second"),
            QStringLiteral("60フレーム"), QStringLiteral("D \\le r_1 + r_2"), QStringLiteral("D ≤ r1 + r2"),
            QStringLiteral("D^2 \\le (r_1 + r_2)^2"), QStringLiteral("quick first"),
            QStringLiteral("まずは速く") };
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictVerdict>());
    tasks.push_back(std::make_unique<ComputeD2>());
    tasks.push_back(createExample1Task());
    tasks.push_back(std::make_unique<HandoutBlanks>());
    tasks.push_back(createConditionsTask());
    return tasks;
}

} // namespace lab::circles
