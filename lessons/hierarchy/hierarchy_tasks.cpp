#include "hierarchy_tasks.h"

#include "hierarchy_scene.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <geometry/vec2.h>

#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

namespace lab::hierarchy {

namespace {

struct HierarchyTasks {
    Q_DECLARE_TR_FUNCTIONS(HierarchyTasks)
};

using geometry::Vec2;
using Mode = HierarchyScene::Mode;

constexpr double kOuterRadius = 155; // the lesson's r0
constexpr double kMargin = 2; // no circle test of a task's scene is closer than this to touching
constexpr int kTries = 5000;

const HierarchyScene& own(const LessonScene& scene)
{
    return LessonOf<HierarchyScene>::own(scene);
}

geometry::Aabb drawingArea()
{
    return { { -320, -240 }, { 320, 240 } };
}

double degreesStep(QRandomGenerator& rng, int step)
{
    return double(step * rng.bounded(360 / step));
}

// |D - (r1 + r2)| of a circle test: how close it came to touching.
double slack(const geometry::CircleCircleResult& t)
{
    return std::abs(std::sqrt(t.distanceSquared) - t.radiusSum);
}

// How far circle `c` is past the nearest wall (negative: inside by that much).
double pastWall(const geometry::Circle& c, const geometry::Aabb& area)
{
    return std::max({ area.min.x - (c.center.x - c.radius), c.center.x + c.radius - area.max.x,
        area.min.y - (c.center.y - c.radius), c.center.y + c.radius - area.max.y });
}

// The lesson's values with car A (and B) placed: degrees for the angles, the mode, mov of car A.
LessonScene::State placed(Mode mode, Vec2 a, double angleA, Vec2 movA, Vec2 b = {}, double angleB = 0)
{
    const HierarchyScene base;
    LessonScene::State s = base.initialState();
    s[HierarchyScene::Ax] = a.x;
    s[HierarchyScene::Ay] = a.y;
    s[HierarchyScene::Aangle] = angleA;
    s[HierarchyScene::Avx] = movA.x;
    s[HierarchyScene::Avy] = movA.y;
    s[HierarchyScene::Bx] = b.x;
    s[HierarchyScene::By] = b.y;
    s[HierarchyScene::Bangle] = angleB;
    s[HierarchyScene::R0] = kOuterRadius;
    s[HierarchyScene::Width] = 640;
    s[HierarchyScene::Height] = 480;
    s[HierarchyScene::ModeParam] = double(int(mode));
    return s;
}

// Two cars about the origin, 180 to 330 apart in a random direction, at multiples of 15°, with
// every circle test at least kMargin from touching; `wanted` says whether the tests suit.
std::optional<LessonScene::State> twoCars(
    QRandomGenerator& rng, const std::function<bool(const geometry::HierarchyResult&)>& wanted)
{
    const geometry::CircleHierarchy car = geometry::seedCar(kOuterRadius);
    for (int k = 0; k < kTries; ++k) {
        const double d = 180 + 150 * rng.generateDouble();
        const double phi = 2 * std::numbers::pi * rng.generateDouble();
        const Vec2 half = 0.5 * d * Vec2 { std::cos(phi), std::sin(phi) };
        const double angleA = degreesStep(rng, 15);
        const double angleB = degreesStep(rng, 15);
        const geometry::Pose a { -1 * half, geometry::radians(angleA) };
        const geometry::Pose b { half, geometry::radians(angleB) };
        geometry::HierarchyTrace trace;
        const auto r = geometry::hierarchyVsHierarchy(car, a, car, b, &trace);
        bool clear = slack(trace.tests[0]) > kMargin;
        for (int i = 0; clear && i < car.innerCount * car.innerCount; ++i) {
            const auto pair = geometry::circleVsCircle(geometry::worldInner(car, a, i / car.innerCount),
                geometry::worldInner(car, b, i % car.innerCount));
            clear = slack(pair) > kMargin;
        }
        if (clear && wanted(r))
            return placed(Mode::CarVsCar, a.position, angleA, { 3, 2 }, b.position, angleB);
    }
    return std::nullopt;
}

QString outcomeOf(const geometry::HierarchyResult& r)
{
    return !r.outerOverlap ? QStringLiteral("apart")
        : r.hit            ? QStringLiteral("collision")
                           : QStringLiteral("false");
}

// "A1–B1, A1–B2, …": the inner pairs hierarchyVsHierarchy tried, in order.
QString pairsTried(const HierarchyScene& s)
{
    QStringList pairs;
    for (int k = 0; k + 1 < s.carVsCar().circleTests; ++k) {
        const InnerPair p = testedPair(s.handoutCar(), k);
        pairs << pairName(p.a, p.b);
    }
    return pairs.join(QStringLiteral(", "));
}

QString outerSentence(const HierarchyScene& s)
{
    const geometry::CircleCircleResult& o = s.verdict().outer;
    return HierarchyTasks::tr("Outer circles: D² = %1 %2 (r0 + r0)² = %3.")
        .arg(formatNumber(o.distanceSquared), o.hit ? QStringLiteral("≤") : QStringLiteral(">"),
            formatNumber(o.radiusSumSquared));
}

// ---- predict-outcome ---------------------------------------------------------------------------

class PredictOutcome : public TaskDefinition {
public:
    QString id() const override { return kPredictOutcomeTask; }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return HierarchyTasks::tr("Hit, false collision, or apart?"); }
    QString sourceLines() const override { return QStringLiteral("003:484,498-500"); }
    QString prompt(const LessonScene&) const override
    {
        return HierarchyTasks::tr(
            "Car B has been placed near car A. Before the hierarchy is shown: what will "
            "it answer?");
    }
    // The outcome is drawn first, then car B is placed until the scene has it.
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const QString wanted = choices().at(rng.bounded(3)).id;
        if (auto s = twoCars(rng, [&wanted](const auto& r) { return outcomeOf(r) == wanted; }))
            return s;
        return twoCars(rng, [](const auto&) { return true; });
    }
    HeldKeys held() const override { return { kHeldVerdict, hierarchy::kHeldPairs, hierarchy::kHeldTests }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("collision"), HierarchyTasks::tr("A collision: an inner pair meets") },
            { QStringLiteral("false"),
                HierarchyTasks::tr("A false collision: the outer circles meet, no inner pair does") },
            { QStringLiteral("apart"), HierarchyTasks::tr("Apart: the outer circles do not meet") } };
    }
    QString rightChoice(const LessonScene& scene) const override { return outcomeOf(own(scene).carVsCar()); }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return HierarchyTasks::tr("Look at the outer circles first: do they overlap at all?");
        return HierarchyTasks::tr("Then look for any small circle of A that reaches a small circle of B.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const HierarchyScene& s = own(scene);
        const geometry::HierarchyResult& r = s.carVsCar();
        QString text = outerSentence(s) + QLatin1Char(' ');
        if (!r.outerOverlap)
            return text + HierarchyTasks::tr("They do not meet: apart, after 1 test.");
        if (r.hit) {
            return text
                + HierarchyTasks::tr(
                    "Inner pairs tried: %1. The first that overlaps is %2: a collision, after %3 "
                    "tests.")
                      .arg(pairsTried(s), pairName(r.innerA, r.innerB))
                      .arg(r.circleTests);
        }
        return text
            + HierarchyTasks::tr(
                "All 9 inner pairs are tried and none overlaps: a false collision, after %1 tests.")
                  .arg(r.circleTests);
    }
    QString reason(const LessonScene& scene) const override { return solution(scene); }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const geometry::HierarchyResult& r = own(scene).carVsCar();
        if (!r.outerOverlap)
            return { QStringLiteral("No collision ("), QStringLiteral("The outer circles are apart") };
        if (!r.hit)
            return { QStringLiteral("False collision avoided"), QStringLiteral("(false collision avoided)") };
        return { QStringLiteral("Collision: A"), QStringLiteral("Verdict: collision"),
            QStringLiteral("A collision. Circle tests") };
    }
};

// ---- compute-tests -----------------------------------------------------------------------------

class ComputeTests : public TaskDefinition {
public:
    QString id() const override { return kComputeTestsTask; }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return HierarchyTasks::tr("How many circle tests?"); }
    QString sourceLines() const override { return QStringLiteral("003:498-500"); }
    QString prompt(const LessonScene&) const override
    {
        return HierarchyTasks::tr(
            "How many circle-against-circle tests does the hierarchy spend on these two "
            "cars? Count the outer test too.");
    }
    // The outer circles always meet; the count (2 to 10) is drawn first, then car B is placed.
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const int wanted = 2 + rng.bounded(9);
        if (auto s
            = twoCars(rng, [wanted](const auto& r) { return r.outerOverlap && r.circleTests == wanted; }))
            return s;
        return twoCars(rng, [](const auto& r) { return r.outerOverlap; });
    }
    HeldKeys held() const override { return { hierarchy::kHeldTests, hierarchy::kHeldPairs }; }
    double answer(const LessonScene& scene) const override { return own(scene).carVsCar().circleTests; }
    double tolerance(const LessonScene&) const override { return 0.5; } // a whole number
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return HierarchyTasks::tr("The outer test counts as one.");
        return HierarchyTasks::tr(
            "The inner pairs go A1–B1, A1–B2, A1–B3, A2–B1, …; the count stops at the first "
            "pair that overlaps.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const HierarchyScene& s = own(scene);
        const geometry::HierarchyResult& r = s.carVsCar();
        if (!r.outerOverlap)
            return HierarchyTasks::tr("The outer circles do not meet: 1 test.");
        if (r.hit) {
            return HierarchyTasks::tr(
                "1 outer test, then %1 up to the first pair that overlaps, %2: %3 tests.")
                .arg(pairsTried(s), pairName(r.innerA, r.innerB))
                .arg(r.circleTests);
        }
        return HierarchyTasks::tr("1 outer test, then all 9 pairs, none of which overlaps: %1 tests.")
            .arg(r.circleTests);
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const QString n = QString::number(own(scene).carVsCar().circleTests);
        return { QStringLiteral("circle tests: ") + n, QStringLiteral("Circle tests: ") + n,
            QStringLiteral("Circle tests done: ") + n };
    }
};

// ---- predict-wall ------------------------------------------------------------------------------

class PredictWall : public TaskDefinition {
public:
    QString id() const override { return kPredictWallTask; }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return HierarchyTasks::tr("Which circle turns the car?"); }
    QString sourceLines() const override { return QStringLiteral("003:546,570,633-640"); }
    QString prompt(const LessonScene&) const override
    {
        return HierarchyTasks::tr(
            "The car's outer circle pokes out of the drawing area. After the next frame's "
            "move, which inner circle reverses mov first?");
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override;
    HeldKeys held() const override
    {
        return { kHeldVerdict, hierarchy::kHeldPairs, hierarchy::kHeldTests, hierarchy::kHeldFrame };
    }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("1"), HierarchyTasks::tr("Circle 1 (front)") },
            { QStringLiteral("2"), HierarchyTasks::tr("Circle 2 (rear)") },
            { QStringLiteral("3"), HierarchyTasks::tr("Circle 3 (middle)") },
            { QStringLiteral("none"), HierarchyTasks::tr("None: a false collision") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        const int i = own(scene).verdict().next.innerIndex;
        return i < 0 ? QStringLiteral("none") : QString::number(i + 1);
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return HierarchyTasks::tr(
                "The car first moves one step, then circles 1, 2, 3 are tried in that order.");
        return HierarchyTasks::tr("Only the first circle that is out counts; the order matters, not which is "
                                  "furthest out.");
    }
    QString solution(const LessonScene& scene) const override;
    QString reason(const LessonScene& scene) const override { return solution(scene); }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const int i = own(scene).verdict().next.innerIndex;
        if (i < 0)
            return { QStringLiteral("no inner circle is past a wall") };
        return { QStringLiteral("circle %1 is the first out").arg(i + 1),
            QStringLiteral("Inner circle %1 pokes out").arg(i + 1) };
    }
};

// Walls mode: the outer circle 2 to 40 past one wall, mov (±3, ±2) pointing at it, every inner
// circle at least kMargin inside or out after the move; the answer is drawn first.
std::optional<LessonScene::State> PredictWall::scene(quint32 seed) const
{
    QRandomGenerator rng(seed);
    const geometry::CircleHierarchy car = geometry::seedCar(kOuterRadius);
    const geometry::Aabb area = drawingArea();
    const int wanted = rng.bounded(4) - 1; // -1: none
    std::optional<LessonScene::State> any;
    for (int k = 0; k < kTries; ++k) {
        const int wall = rng.bounded(4); // left, right, bottom, top
        const double past = 2 + 38 * rng.generateDouble();
        const double along = -80 + 160 * rng.generateDouble();
        const double edge = wall % 2 == 0 ? -1 : 1; // towards the wall
        const Vec2 at = wall < 2 ? Vec2 { edge * (320 - kOuterRadius + past), along }
                                 : Vec2 { along, edge * (240 - kOuterRadius + past) };
        const double sideways = rng.bounded(2) == 0 ? -1 : 1;
        const Vec2 mov = wall < 2 ? Vec2 { 3 * edge, 2 * sideways } : Vec2 { 3 * sideways, 2 * edge };
        const double angle = degreesStep(rng, 30);
        const geometry::Pose pose { at, geometry::radians(angle) };
        bool clear = true;
        for (int i = 0; i < car.innerCount; ++i)
            clear = clear
                && std::abs(pastWall(geometry::worldInner(car, { at + mov, pose.angle }, i), area))
                    >= kMargin;
        if (!clear)
            continue;
        const auto next = geometry::bounceHierarchyInBox(car, pose, mov, area);
        any = placed(Mode::Walls, at, angle, mov);
        if (next.outerTouched && next.innerIndex == wanted)
            return any;
    }
    return any;
}

QString PredictWall::solution(const LessonScene& scene) const
{
    const HierarchyScene::Verdict& v = own(scene).verdict();
    QStringList circles;
    for (int k = 1; k < v.nextTrace.count; ++k) {
        const geometry::WallTest& t = v.nextTrace.tests[std::size_t(k)];
        const QString where = formatPoint(t.circle.center.x, t.circle.center.y);
        circles << ((t.outX || t.outY) ? HierarchyTasks::tr("circle %1 at %2 is past a wall")
                                       : HierarchyTasks::tr("circle %1 at %2 is inside"))
                       .arg(k)
                       .arg(where);
    }
    const QString tried = HierarchyTasks::tr("After the move: %1.").arg(circles.join(QStringLiteral(", ")));
    if (v.next.innerIndex < 0)
        return tried + QLatin1Char(' ')
            + HierarchyTasks::tr("None is out: the outer circle's hit was a false collision.");
    return tried + QLatin1Char(' ')
        + HierarchyTasks::tr("So circle %1 is the first out; it reverses mov.%2.")
              .arg(v.next.innerIndex + 1)
              .arg(v.next.flippedX ? QLatin1Char('X') : QLatin1Char('Y'));
}

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictOutcome>());
    tasks.push_back(std::make_unique<ComputeTests>());
    tasks.push_back(std::make_unique<PredictWall>());
    return tasks;
}

} // namespace lab::hierarchy
