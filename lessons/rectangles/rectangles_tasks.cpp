#include "rectangles_tasks.h"

#include "rectangles_logic.h"
#include "rectangles_scene.h"
#include "rectangles_words.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace lab {

namespace {

using geometry::Aabb;
using geometry::AabbAabbResult;
using namespace rectangles;

// The words of the tasks' helpers, in the tasks' context.
struct RectanglesTask {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTasks)
};

const RectanglesScene& rectanglesOf(const LessonScene& scene)
{
    return LessonOf<RectanglesScene>::own(scene);
}

QString number(double v)
{
    return formatNumber(v, RectanglesScene::kDecimals);
}

int pick(QRandomGenerator& rng, int lowest, int highest)
{
    return rng.bounded(lowest, highest + 1);
}

// A rectangle with integer corners in [-6, 6], at least 1 wide and tall (and at most 5).
Aabb randomBox(QRandomGenerator& rng)
{
    const int left = pick(rng, -6, 5);
    const int bottom = pick(rng, -6, 5);
    const int right = std::min(6, left + pick(rng, 1, 5));
    const int top = std::min(6, bottom + pick(rng, 1, 5));
    return { { double(left), double(bottom) }, { double(right), double(top) } };
}

// Rectangle 2 put against rectangle 1 on a random side, sharing at least a point of that edge.
Aabb touchingBox(QRandomGenerator& rng, const Aabb& a)
{
    Aabb b = randomBox(rng);
    const double w = b.max.x - b.min.x;
    const double h = b.max.y - b.min.y;
    const int side = pick(rng, 0, 3);
    if (side < 2) { // right or left of rectangle 1
        b.min.x = side == 0 ? a.max.x : a.min.x - w;
        b.min.y = pick(rng, int(a.min.y - h), int(a.max.y));
    } else { // above or below
        b.min.y = side == 2 ? a.max.y : a.min.y - h;
        b.min.x = pick(rng, int(a.min.x - w), int(a.max.x));
    }
    b.max = { b.min.x + w, b.min.y + h };
    return b;
}

bool inRange(const Aabb& b)
{
    return b.min.x >= -6 && b.min.y >= -6 && b.max.x <= 6 && b.max.y <= 6;
}

// 0 overlap, 1 touch only, 2 apart: what the scene's rectangles do, whatever its touching rule.
int kindOf(const Aabb& a, const Aabb& b)
{
    if (geometry::aabbVsAabb(a, b, geometry::Touching::DoesNotCount).hit)
        return 0;
    return geometry::aabbVsAabb(a, b, geometry::Touching::Counts).hit ? 1 : 2;
}

int trueCount(const AabbAabbResult& r)
{
    return int(r.aLeftOfB) + int(r.aRightOfB) + int(r.aBelowB) + int(r.aAboveB);
}

// The state of the two rectangles: rectangle 1 by its bottom-left and top-right corner, rectangle 2
// by its top-left and bottom-right one (so that the corners read differently); touching counts.
LessonScene::State stateOf(const Aabb& a, const Aabb& b)
{
    return { a.min.x, a.min.y, a.max.x, a.max.y, b.min.x, b.max.y, b.max.x, b.min.y, 1 };
}

QString cornersText(const RectanglesScene& s)
{
    const auto& v = s.state();
    return RectanglesTask::tr("Rectangle 1 has the corners %1 and %2; rectangle 2 has %3 and %4.")
        .arg(formatPoint(v[RectanglesScene::P1x], v[RectanglesScene::P1y]),
            formatPoint(v[RectanglesScene::Q1x], v[RectanglesScene::Q1y]),
            formatPoint(v[RectanglesScene::P2x], v[RectanglesScene::P2y]),
            formatPoint(v[RectanglesScene::Q2x], v[RectanglesScene::Q2y]));
}

// How the two intervals [lo1, hi1] and [lo2, hi2] lie along one axis.
QString axisWords(double lo1, double hi1, double lo2, double hi2, QChar axis)
{
    const QString intervals
        = QStringLiteral("[%1, %2], [%3, %4]").arg(number(lo1), number(hi1), number(lo2), number(hi2));
    if (hi1 < lo2 || hi2 < lo1)
        return RectanglesTask::tr("%1 have a gap").arg(intervals);
    if (hi1 == lo2 || hi2 == lo1)
        return RectanglesTask::tr("%1 touch at %2 = %3").arg(intervals, axis, number(hi1 == lo2 ? hi1 : lo1));
    return RectanglesTask::tr("%1 overlap").arg(intervals);
}

class PredictOverlap : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTasks)

public:
    QString id() const override { return QStringLiteral("predict-overlap"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("Overlap, touch, apart?"); }
    QString prompt(const LessonScene& scene) const override
    {
        return cornersText(rectanglesOf(scene)) + QLatin1Char('\n')
            + tr("Before they are drawn: do they overlap, only touch (an edge or a corner), or stay apart?");
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override { return predictOverlapScene(seed); }
    HeldKeys held() const override { return { kHeldVerdict, kHeldShapes, kHeldConditions }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("overlap"), tr("they overlap") },
            { QStringLiteral("touch"), tr("they only touch") },
            { QStringLiteral("apart"), tr("they are apart") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        const RectanglesScene& s = rectanglesOf(scene);
        static const QString kChoices[]
            = { QStringLiteral("overlap"), QStringLiteral("touch"), QStringLiteral("apart") };
        return kChoices[kindOf(s.first(), s.second())];
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1 ? tr("Check the two axes separately: along x the intervals [L₁, R₁] and [L₂, R₂], "
                               "along y [B₁, T₁] and [B₂, T₂].")
                          : tr("Touching means equal numbers: an edge of rectangle 1 lies exactly on an edge "
                               "of rectangle 2.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const RectanglesScene& s = rectanglesOf(scene);
        const Aabb a = s.first();
        const Aabb b = s.second();
        static const char* const kVerdicts[] = { QT_TR_NOOP("Both overlap: the rectangles overlap."),
            QT_TR_NOOP("No gap, but equal edges: they only touch."),
            QT_TR_NOOP("A gap on one axis: they are apart.") };
        return tr("Across: %1. Up and down: %2. %3")
            .arg(axisWords(a.min.x, a.max.x, b.min.x, b.max.x, QLatin1Char('x')),
                axisWords(a.min.y, a.max.y, b.min.y, b.max.y, QLatin1Char('y')), tr(kVerdicts[kindOf(a, b)]));
    }
    QString reason(const LessonScene& scene) const override { return solution(scene); }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { verdictSentence(rectanglesOf(scene)) };
    }
    QString sourceLines() const override { return QStringLiteral("003:43-50,89"); }
};

class ComputeConditions : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTasks)

public:
    QString id() const override { return QStringLiteral("compute-conditions"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("How many ways apart?"); }
    QString prompt(const LessonScene&) const override
    {
        return tr(
            "How many of the four conditions c₁ (left of), c₂ (right of), c₃ (below) and c₄ (above) are "
            "true for these rectangles?");
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        return computeConditionsScene(seed);
    }
    HeldKeys held() const override { return { kHeldConditions }; }
    double answer(const LessonScene& scene) const override { return trueCount(rectanglesOf(scene).result()); }
    double tolerance(const LessonScene&) const override { return 0.25; } // a whole number
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1
            ? tr("Put the numbers into R₁ < L₂, L₁ > R₂, T₁ < B₂ and B₁ > T₂ and count the true "
                 "ones.")
            : tr("0 means they overlap or touch: De Morgan.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const RectanglesScene& s = rectanglesOf(scene);
        const Aabb boxes[2] = { s.first(), s.second() };
        QStringList parts;
        for (int i = 0; i < kConditionCount; ++i) {
            const SeparatingCondition& c = separatingCondition(i);
            parts << tr("%1: %2 %3 %4 is %5")
                         .arg(conditionName(i), number(edgeValue(boxes[0], c.edge1)),
                             relationText(separatingRelation(c, s.touching()), false),
                             number(edgeValue(boxes[1], c.edge2)),
                             s.result().*c.holds ? tr("true") : tr("false"));
        }
        return parts.join(QStringLiteral("; ")) + QStringLiteral(". ")
            + tr("True: %1.").arg(trueCount(s.result()));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { verdictSentence(rectanglesOf(scene)) };
    }
    QString sourceLines() const override { return QStringLiteral("003:48-50"); }
};

class FillInVertical : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTasks)

public:
    QString id() const override { return QStringLiteral("fill-in-vertical"); }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return tr("The vertical half"); }
    QString prompt(const LessonScene&) const override
    {
        return tr(
            "The handout's sentence with its five blanks: looking only up and down, the rectangles meet "
            "when, compared with rectangle 2's [1] edge, rectangle 1's bottom edge is [2] it, [3], "
            "compared with rectangle 2's [4] edge, rectangle 1's top edge is [5] it.");
    }
    HeldKeys held() const override { return { kHeldVertical }; }
    QList<TaskBlank> blanks() const override
    {
        const auto words = [](const QString& id, const QString& label, QStringList accepted) {
            return TaskBlank { id, label, std::move(accepted), std::nullopt, 0 };
        };
        return {
            words(QStringLiteral("edge1"), tr("[1] which edge of rectangle 2"),
                { QStringLiteral("top"), QStringLiteral("top edge"), QStringLiteral("upper"),
                    QStringLiteral("上"), QStringLiteral("上端") }),
            words(QStringLiteral("side1"), tr("[2] above or below"),
                { QStringLiteral("below"), QStringLiteral("under"), QStringLiteral("lower"),
                    QStringLiteral("下") }),
            words(QStringLiteral("join"), tr("[3] the word that joins the two halves"),
                { QStringLiteral("and"), QStringLiteral("かつ"), QStringLiteral("そして") }),
            words(QStringLiteral("edge2"), tr("[4] which edge of rectangle 2"),
                { QStringLiteral("bottom"), QStringLiteral("bottom edge"), QStringLiteral("lower"),
                    QStringLiteral("下"), QStringLiteral("下端") }),
            words(QStringLiteral("side2"), tr("[5] above or below"),
                { QStringLiteral("above"), QStringLiteral("over"), QStringLiteral("higher"),
                    QStringLiteral("上") }),
        };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1 ? tr("First say when they cannot meet up and down: rectangle 1 entirely above "
                               "(its bottom above rectangle 2's top) or entirely below (its top below "
                               "rectangle 2's bottom).")
                          : tr("Negate that with the second law: each comparison turns round, and OR becomes "
                               "AND. y points up.");
    }
    QString solution(const LessonScene&) const override
    {
        return tr("Apart up and down: B₁ > T₂ or T₁ < B₂. Not apart: B₁ ≤ T₂ and T₁ ≥ B₂. So: rectangle 1's "
                  "bottom edge is below rectangle 2's top edge, and its top edge is above rectangle 2's "
                  "bottom edge: [1] top, [2] below, [3] and, [4] bottom, [5] above.");
    }
    QStringList giveaways(const LessonScene&) const override
    {
        return { QStringLiteral("T_1 \\ge B_2"), QStringLiteral("B_1 \\le T_2"), QStringLiteral("T₁ ≥ B₂"),
            QStringLiteral("B₁ ≤ T₂") };
    }
    QString sourceLines() const override { return QStringLiteral("003:85"); }
};

} // namespace

namespace rectangles {

LessonScene::State predictOverlapScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    const int kind = pick(rng, 0, 2);
    for (;;) {
        const Aabb a = randomBox(rng);
        const Aabb b = kind == 1 ? touchingBox(rng, a) : randomBox(rng);
        if (inRange(b) && kindOf(a, b) == kind)
            return stateOf(a, b);
    }
}

LessonScene::State computeConditionsScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    const int count = pick(rng, 0, 2);
    for (;;) {
        const Aabb a = randomBox(rng);
        const Aabb b = randomBox(rng);
        const AabbAabbResult strict = geometry::aabbVsAabb(a, b, geometry::Touching::DoesNotCount);
        const AabbAabbResult inclusive = geometry::aabbVsAabb(a, b, geometry::Touching::Counts);
        // No edge exactly on another: both touching rules count the same conditions.
        if (trueCount(strict) == trueCount(inclusive) && trueCount(inclusive) == count)
            return stateOf(a, b);
    }
}

} // namespace rectangles

std::vector<std::unique_ptr<TaskDefinition>> rectangles::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictOverlap>());
    tasks.push_back(std::make_unique<ComputeConditions>());
    tasks.push_back(rectangles::createConverseTask());
    tasks.push_back(rectangles::createProofTask());
    tasks.push_back(std::make_unique<FillInVertical>());
    return tasks;
}

} // namespace lab
