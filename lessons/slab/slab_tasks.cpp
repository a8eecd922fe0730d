#include "slab_tasks.h"

#include "slab_painter.h"
#include "slab_scene.h"
#include "slab_words.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <cmath>
#include <numbers>

namespace lab {

namespace {

using geometry::Vec2;
using State = LessonScene::State;

State startState()
{
    static const State start = SlabScene().initialState();
    return start;
}

geometry::Ray rayOf(const State& s)
{
    return { { s[SlabScene::Rx], s[SlabScene::Ry] }, { s[SlabScene::Vx], s[SlabScene::Vy] } };
}

geometry::RayAabbResult boxCast(const State& s)
{
    return geometry::rayVsAabb(rayOf(s),
        geometry::aabbFromCorners(
            { s[SlabScene::Px], s[SlabScene::Py] }, { s[SlabScene::Qx], s[SlabScene::Qy] }));
}

geometry::RayDiskResult diskCast(const State& s)
{
    return geometry::rayVsDisk(rayOf(s), { { s[SlabScene::Cx], s[SlabScene::Cy] }, s[SlabScene::Radius] });
}

QString n(double v)
{
    return formatNumber(v, 3);
}

// A nonzero integer in [-most, most].
int nonzero(QRandomGenerator& rng, int most)
{
    const int k = rng.bounded(1, most + 1);
    return rng.bounded(2) == 0 ? k : -k;
}

// A box with integer corners in [-4, 4] at least 2 wide and tall, a start R0 outside it with integer
// coordinates in [-8, 8], and a direction with components in {±1 ... ±most}.
State boxTry(QRandomGenerator& rng, int most)
{
    State s = startState();
    s[SlabScene::ModeParam] = double(int(SlabScene::Mode::Box));
    const int x0 = rng.bounded(-4, 3);
    const int y0 = rng.bounded(-4, 3);
    s[SlabScene::Px] = x0;
    s[SlabScene::Py] = y0;
    s[SlabScene::Qx] = rng.bounded(x0 + 2, 5);
    s[SlabScene::Qy] = rng.bounded(y0 + 2, 5);
    do {
        s[SlabScene::Rx] = rng.bounded(-8, 9);
        s[SlabScene::Ry] = rng.bounded(-8, 9);
    } while (s[SlabScene::Rx] >= s[SlabScene::Px] && s[SlabScene::Rx] <= s[SlabScene::Qx]
        && s[SlabScene::Ry] >= s[SlabScene::Py] && s[SlabScene::Ry] <= s[SlabScene::Qy]);
    s[SlabScene::Vx] = nonzero(rng, most);
    s[SlabScene::Vy] = nonzero(rng, most);
    return s;
}

enum class Outcome { XLast, YLast, Miss };

Outcome outcomeOf(const geometry::RayAabbResult& h)
{
    if (!h.hit)
        return Outcome::Miss;
    return h.inX > h.inY ? Outcome::XLast : Outcome::YLast;
}

// The times as the solution lists them.
class PredictLastSlab : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SlabTasks)

public:
    QString id() const override { return QStringLiteral("predict-last-slab"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("Which slab comes last?"); }
    QString sourceLines() const override { return QStringLiteral("002:63,75-77,197"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("The ray and the box are shown, the slabs not yet. Does the ray enter the X slab or the Y "
                  "slab last, or does it miss the box?");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const Outcome wanted = Outcome(rng.bounded(3));
        State s = boxTry(rng, 3);
        for (int tries = 0; tries < 20000; ++tries, s = boxTry(rng, 3)) {
            const geometry::RayAabbResult h = boxCast(s);
            const bool clear = h.hit ? std::abs(h.inX - h.inY) >= 0.25
                                     : h.slabEnter - h.slabExit >= 0.25 || h.slabExit <= -0.25;
            if (outcomeOf(h) == wanted && clear)
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { kHeldVerdict, kHeldSlabs, kHeldTimes }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("x-last"), tr("the X slab last") },
            { QStringLiteral("y-last"), tr("the Y slab last") }, { QStringLiteral("miss"), tr("a miss") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        switch (outcomeOf(boxCast(scene.state()))) {
        case Outcome::XLast: return QStringLiteral("x-last");
        case Outcome::YLast: return QStringLiteral("y-last");
        case Outcome::Miss: break;
        }
        return QStringLiteral("miss");
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr(
                "Follow the dot along the ray: when does its x enter [x_min, x_max], when does its y enter "
                "[y_min, y_max]?");
        return tr("A miss: it leaves one slab before it enters the other, or the box lies behind R₀.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const geometry::RayAabbResult h = boxCast(scene.state());
        return timesText(h) + QStringLiteral(". ")
            + tr("t_enter = max = %1, t_exit = min = %2.").arg(timeText(h.slabEnter), timeText(h.slabExit))
            + QLatin1Char(' ') + reason(scene);
    }
    QString reason(const LessonScene& scene) const override
    {
        const geometry::RayAabbResult h = boxCast(scene.state());
        switch (outcomeOf(h)) {
        case Outcome::XLast: return tr("t_enter ≤ t_exit: a hit, and the last slab entered is the X slab.");
        case Outcome::YLast: return tr("t_enter ≤ t_exit: a hit, and the last slab entered is the Y slab.");
        case Outcome::Miss: break;
        }
        return h.slabEnter > h.slabExit ? tr("t_enter > t_exit: a miss.")
                                        : tr("t_exit < 0: the box is behind R₀, a miss.");
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const geometry::RayAabbResult h = boxCast(scene.state());
        return { timesText(h), QStringLiteral("t_enter = max(inX, inY) = ") + timeText(h.slabEnter) };
    }
};

class ComputeTEnter : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SlabTasks)

public:
    QString id() const override { return QStringLiteral("compute-tenter"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("When does the ray enter?"); }
    QString sourceLines() const override { return QStringLiteral("002:90,93,101,185"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("Type t_enter, the moment the ray enters the box (in arrows v).");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        State s = boxTry(rng, 2);
        for (int tries = 0; tries < 20000 && !boxCast(s).hit; ++tries)
            s = boxTry(rng, 2);
        return s;
    }
    HeldKeys held() const override { return { kHeldTimes }; }
    double answer(const LessonScene& scene) const override { return boxCast(scene.state()).slabEnter; }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("inX = (x_min − R₀.x)/v.x and outX = (x_max − R₀.x)/v.x; swap them if v.x < 0.");
        return tr("t_enter is the later of the two entries: the larger of inX and inY.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const State& s = scene.state();
        const geometry::RayAabbResult h = boxCast(s);
        const double vx = s[SlabScene::Vx];
        const double vy = s[SlabScene::Vy];
        // The side met first: x_min when moving right, x_max when moving left.
        const double xa = vx > 0 ? std::min(s[SlabScene::Px], s[SlabScene::Qx])
                                 : std::max(s[SlabScene::Px], s[SlabScene::Qx]);
        const double ya = vy > 0 ? std::min(s[SlabScene::Py], s[SlabScene::Qy])
                                 : std::max(s[SlabScene::Py], s[SlabScene::Qy]);
        return tr("inX = (%1 − %2)/%3 = %4 (after sorting), inY = (%5 − %6)/%7 = %8; t_enter = max(%4, %8) = "
                  "%9, at R₀ + t_enter v = %10.")
            .arg(n(xa), n(s[SlabScene::Rx]), n(vx), n(h.inX), n(ya), n(s[SlabScene::Ry]), n(vy), n(h.inY),
                n(h.slabEnter))
            .arg(formatPoint(h.enter.x, h.enter.y, 3));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const geometry::RayAabbResult h = boxCast(scene.state());
        return { QStringLiteral("t_enter = max(inX, inY) = ") + timeText(h.slabEnter),
            SlabPainter::slabsVerdict(h).sentence() };
    }
};

// The ray's start in the rotated rectangle's own frame (002 lines 105-124): R0' = (m . ui, m . uj)
// with m = R0 - T. The rectangle is turned so that cos and sin are 0.8 and 0.6 (or the other way
// round, either sign): the products come out exact to a decimal.
State localStartScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    State s = startState();
    s[SlabScene::ModeParam] = double(int(SlabScene::Mode::Rotated));
    s[SlabScene::Tx] = rng.bounded(-3, 4);
    s[SlabScene::Ty] = rng.bounded(-2, 3);
    s[SlabScene::HalfW] = 2 + 0.5 * rng.bounded(3); // the long side along u_i, as in the textbook
    s[SlabScene::HalfH] = 1 + 0.5 * rng.bounded(2);
    const bool steep = rng.bounded(2) == 1;
    const double c = (steep ? 0.6 : 0.8) * (rng.bounded(2) ? 1 : -1);
    const double sn = (steep ? 0.8 : 0.6) * (rng.bounded(2) ? 1 : -1);
    s[SlabScene::Angle] = std::atan2(sn, c) * 180 / std::numbers::pi;
    do {
        s[SlabScene::Rx] = rng.bounded(-8, 9);
        s[SlabScene::Ry] = rng.bounded(-6, 7);
    } while (
        std::abs(s[SlabScene::Rx] - s[SlabScene::Tx]) + std::abs(s[SlabScene::Ry] - s[SlabScene::Ty]) < 4);
    s[SlabScene::Vx] = nonzero(rng, 2);
    s[SlabScene::Vy] = nonzero(rng, 2);
    return s;
}

const SlabScene& slabOf(const LessonScene& scene)
{
    return LessonOf<SlabScene>::own(scene);
}

class ComputeLocalStart : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SlabTasks)

public:
    QString id() const override { return QStringLiteral("compute-local-start"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("The ray seen from the rectangle"); }
    QString sourceLines() const override { return QStringLiteral("002:105-124"); }
    QString prompt(const LessonScene& scene) const override
    {
        const SlabScene& s = slabOf(scene);
        const geometry::Obb b = s.obb();
        const geometry::Ray ray = s.ray();
        return tr(
            "The rectangle's centre is T = %1, its axes are u_i = %2 (along the long side) and u_j = %3, "
            "and the ray starts at R₀ = %4. In the rectangle's own ij frame (T the origin), how far "
            "along u_i is R₀? Type s, the first coordinate of R₀'.")
            .arg(formatPoint(b.center.x, b.center.y, 3), formatPoint(b.axisX.x, b.axisX.y, 3),
                formatPoint(b.axisY.x, b.axisY.y, 3), formatPoint(ray.origin.x, ray.origin.y, 3));
    }
    std::optional<State> scene(quint32 seed) const override { return localStartScene(seed); }
    // The times too: inX and the rest would give R0' back through v' and the box's half sizes.
    HeldKeys held() const override { return { kHeldLocal, kHeldTimes }; }
    double answer(const LessonScene& scene) const override { return slabOf(scene).localOrigin().x; }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene& scene) const override
    {
        if (wrong <= 1)
            return tr(
                "First the arrow from T to the start: m = R₀ − T. Its length along u_i is the dot product "
                "m · u_i.");
        const geometry::Obb b = slabOf(scene).obb();
        const Vec2 m = slabOf(scene).ray().origin - b.center;
        return tr("m = %1; m · u_i = m.x u_i.x + m.y u_i.y.").arg(formatPoint(m.x, m.y, 3));
    }
    QString solution(const LessonScene& scene) const override
    {
        const SlabScene& s = slabOf(scene);
        const geometry::Obb b = s.obb();
        const Vec2 m = s.ray().origin - b.center;
        const Vec2 local = s.localOrigin();
        return tr(
            "m = R₀ − T = %1. s = m · u_i = %2 × %3 + %4 × %5 = %6, and in the same way t = m · u_j = %7: "
            "R₀' = %8. From there the slab method runs on a box from −w/2 to w/2 and −h/2 to h/2.")
            .arg(formatPoint(m.x, m.y, 3), n(m.x), n(b.axisX.x), n(m.y), n(b.axisX.y), n(local.x), n(local.y),
                formatPoint(local.x, local.y, 3));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const Vec2 local = slabOf(scene).localOrigin();
        return { formatPoint(local.x, local.y, 3),
            QStringLiteral("(%1,\\ %2)").arg(mathNumber(local.x, 3), mathNumber(local.y, 3)),
            QStringLiteral("locR0.x = ") + formatNumber(local.x, 4) };
    }
};

class PredictDisk : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SlabTasks)

public:
    QString id() const override { return QStringLiteral("predict-disk"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("Cross, touch or miss the disk?"); }
    QString sourceLines() const override { return QStringLiteral("002:306-309,318-323"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("Will the ray cross the disk, just touch it, or miss it?");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        static constexpr Vec2 kDirections[] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };
        QRandomGenerator rng(seed);
        State s = startState();
        s[SlabScene::ModeParam] = double(int(SlabScene::Mode::Disk));
        const Vec2 v = kDirections[rng.bounded(4)];
        const Vec2 c { double(rng.bounded(-3, 4)), double(rng.bounded(-3, 4)) };
        const int r = rng.bounded(1, 4);
        const int outcome = rng.bounded(3); // 0: h < r, 1: h = r, 2: h > r
        const int h = outcome == 1 ? r : outcome == 0 ? rng.bounded(0, r) : rng.bounded(r + 1, 5);
        const Vec2 r0 = c - 6.0 * v + double(h) * geometry::perp(v);
        s[SlabScene::Cx] = c.x;
        s[SlabScene::Cy] = c.y;
        s[SlabScene::Radius] = r;
        s[SlabScene::Rx] = r0.x;
        s[SlabScene::Ry] = r0.y;
        s[SlabScene::Vx] = v.x;
        s[SlabScene::Vy] = v.y;
        return s;
    }
    HeldKeys held() const override { return { kHeldVerdict, kHeldRoots }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("cross"), tr("crosses it (two points)") },
            { QStringLiteral("touch"), tr("touches it (one point)") },
            { QStringLiteral("miss"), tr("misses it") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        const double d = diskCast(scene.state()).discriminant;
        return d > 0 ? QStringLiteral("cross") : d == 0 ? QStringLiteral("touch") : QStringLiteral("miss");
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("The line passes the centre at distance h; compare h with r.");
        return tr("Or compute D = b² − c with b = (R₀ − C)·v, c = |R₀ − C|² − r².");
    }
    QString solution(const LessonScene& scene) const override
    {
        const geometry::RayDiskResult h = diskCast(scene.state());
        return tr("b = %1, c = %2, D = b² − c = %3.").arg(n(h.b), n(h.c), n(h.discriminant))
            + QLatin1Char(' ') + reason(scene);
    }
    QString reason(const LessonScene& scene) const override
    {
        const geometry::RayDiskResult h = diskCast(scene.state());
        if (h.discriminant > 0)
            return tr("D > 0: two points, t = %1 and %2.").arg(n(h.rootNear), n(h.rootFar));
        if (h.discriminant == 0)
            return tr("D = 0: it touches at t = %1.").arg(n(h.rootNear));
        return tr("D < 0: it misses.");
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { SlabPainter::diskVerdict(diskCast(scene.state())).sentence() };
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> slab::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictLastSlab>());
    tasks.push_back(std::make_unique<ComputeTEnter>());
    tasks.push_back(std::make_unique<ComputeLocalStart>());
    tasks.push_back(std::make_unique<PredictDisk>());
    return tasks;
}

} // namespace lab
