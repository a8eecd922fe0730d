#include "broad_phase_tasks.h"

#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using State = LessonScene::State;
using geometry::BodyPair;

struct BroadPhaseTasksWords {
    Q_DECLARE_TR_FUNCTIONS(BroadPhaseTasks)
};

// A number as the giveaway test looks for it: plain, with the English and the locale's grouping.
QStringList countForms(long long v)
{
    return { QString::number(v), QLocale(QLocale::English).toString(v), formatCount(v) };
}

State sceneWith(int n, BroadMethod method, quint32 seed, double cell = 2)
{
    State s = BroadPhaseScene().initialState();
    s[BroadPhaseScene::N] = n;
    s[BroadPhaseScene::Method] = int(method);
    s[BroadPhaseScene::Seed] = seed;
    s[BroadPhaseScene::Cell] = cell;
    return s;
}

// The bodies of `state` as drawn (no run), with P where the state puts it.
geometry::Swarm swarmOf(const State& state)
{
    geometry::Swarm swarm;
    swarm.reset(BroadPhaseScene::specOf(state));
    swarm.pin(int(state[BroadPhaseScene::Pin]), { state[BroadPhaseScene::Px], state[BroadPhaseScene::Py] });
    return swarm;
}

geometry::BroadPhaseResult gridOn(
    const geometry::Swarm& swarm, double cellMultiple, std::vector<BodyPair>& pairs)
{
    geometry::UniformGrid grid(cellMultiple * swarm.typicalSize());
    return grid.findPairs(swarm.boxes(), geometry::Touching::Counts, pairs);
}

class ComputeAllPairs : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("pairs-1000"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return BroadPhaseTasksWords::tr("How many pairs?"); }
    QString prompt(const LessonScene& scene) const override
    {
        return BroadPhaseTasksWords::tr(
            "There are %1 bodies on the canvas. How many pair tests does All pairs make in one "
            "frame, testing every body against every other body, each pair once?")
            .arg(formatCount(long(scene.value(BroadPhaseScene::N))));
    }
    std::optional<State> scene(quint32 seed) const override
    {
        return sceneWith(1000, BroadMethod::Grid, seed % 1000 + 1);
    }
    HeldKeys held() const override { return { kHeldAllPairs }; }
    double answer(const LessonScene& scene) const override
    {
        const double n = scene.value(BroadPhaseScene::N);
        return n * (n - 1) / 2;
    }
    double tolerance(const LessonScene&) const override { return 0.5; }
    QString hint(int wrong, const LessonScene& scene) const override
    {
        const long long n = std::llround(scene.value(BroadPhaseScene::N));
        if (wrong <= 1)
            return BroadPhaseTasksWords::tr(
                "Each of the %1 bodies is tested against the %2 others. How often is each pair "
                "counted that way?")
                .arg(formatCount(n), formatCount(n - 1));
        return BroadPhaseTasksWords::tr("Counting every body's others counts each pair twice: halve it.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const long long n = std::llround(scene.value(BroadPhaseScene::N));
        return BroadPhaseTasksWords::tr("n (n − 1) / 2 = %1 × %2 / 2 = %3.")
            .arg(formatCount(n), formatCount(n - 1), formatCount(n * (n - 1) / 2));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const long long n = std::llround(scene.value(BroadPhaseScene::N));
        return countForms(n * (n - 1) / 2);
    }
};

class PredictDoubling : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("doubling"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return BroadPhaseTasksWords::tr("Twice as many bodies"); }
    QString prompt(const LessonScene& scene) const override
    {
        const long long n = std::llround(scene.value(BroadPhaseScene::N));
        return BroadPhaseTasksWords::tr(
            "n goes from %1 to %2, and every body gets smaller so that the crowd covers the same "
            "share of the area. What happens to the pair tests per frame of All pairs and of the "
            "Uniform grid?")
            .arg(formatCount(n), formatCount(2 * n));
    }
    std::optional<State> scene(quint32 seed) const override
    {
        return sceneWith(2000, BroadMethod::Grid, seed % 1000 + 1);
    }
    HeldKeys held() const override { return { kHeldTests, kHeldAllPairs }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("2-2"),
                     BroadPhaseTasksWords::tr("All pairs: about 2 times; grid: about 2 times") },
            { QStringLiteral("4-2"),
                BroadPhaseTasksWords::tr("All pairs: about 4 times; grid: about 2 times") },
            { QStringLiteral("4-4"),
                BroadPhaseTasksWords::tr("All pairs: about 4 times; grid: about 4 times") },
            { QStringLiteral("2-1"),
                BroadPhaseTasksWords::tr("All pairs: about 2 times; grid: about the same") } };
    }
    // The tests at n and at 2n (all pairs, grid), on bodies drawn from the scene's seed.
    struct Counts {
        long long all[2];
        long long grid[2];
    };
    static Counts counts(const LessonScene& scene)
    {
        Counts c {};
        std::vector<BodyPair> pairs;
        for (int k = 0; k < 2; ++k) {
            State s = scene.state();
            s[BroadPhaseScene::N] = s[BroadPhaseScene::N] * (k + 1);
            const geometry::Swarm swarm = swarmOf(s);
            const long long n = swarm.size();
            c.all[k] = n * (n - 1) / 2;
            c.grid[k] = gridOn(swarm, s[BroadPhaseScene::Cell], pairs).pairTests;
        }
        return c;
    }
    // The nearest of 1, 2 and 4 on a log scale.
    static int nearestFactor(double ratio)
    {
        // Halfway on a log scale: 1 below sqrt(2), 2 below 2 sqrt(2), else 4.
        return ratio < std::sqrt(2.0) ? 1 : ratio < 2 * std::sqrt(2.0) ? 2 : 4;
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        const Counts c = counts(scene);
        return QStringLiteral("%1-%2")
            .arg(nearestFactor(double(c.all[1]) / double(c.all[0])))
            .arg(nearestFactor(double(c.grid[1]) / std::max(1.0, double(c.grid[0]))));
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return BroadPhaseTasksWords::tr(
                "All pairs makes n (n − 1) / 2 tests: what does that do when n doubles?");
        return BroadPhaseTasksWords::tr(
            "In the grid a body is tested only against the bodies in its cells. With the same "
            "crowd, does a body have more neighbours when n doubles?");
    }
    QString solution(const LessonScene& scene) const override { return reason(scene); }
    QString reason(const LessonScene& scene) const override
    {
        const Counts c = counts(scene);
        return BroadPhaseTasksWords::tr(
            "All pairs: %1 → %2 tests, %3 times: n (n − 1) / 2 grows with n². Grid: %4 → %5 tests, "
            "%6 times: with the same crowd a body has about as many neighbours, so the tests grow "
            "with n.")
            .arg(formatCount(c.all[0]), formatCount(c.all[1]),
                formatNumber(double(c.all[1]) / double(c.all[0]), 2), formatCount(c.grid[0]),
                formatCount(c.grid[1]),
                formatNumber(double(c.grid[1]) / std::max(1.0, double(c.grid[0])), 2));
    }
    QStringList giveaways(const LessonScene& scene) const override { return { reason(scene) }; }
};

// The cell sizes the cell task offers, in typical body sizes; the last covers the whole area.
struct CellChoice {
    const char* id;
    double multiple;
};
constexpr CellChoice kCellChoices[] = { { "tenth", 0.1 }, { "one", 1.5 }, { "thirty", 30 }, { "area", 0 } };

class PredictCellSize : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("cell-size"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return BroadPhaseTasksWords::tr("The cell size"); }
    QString prompt(const LessonScene&) const override
    {
        return BroadPhaseTasksWords::tr(
            "The grid's work in a frame is the cells every body is entered in plus the pair tests "
            "in those cells. Which cell size makes that work smallest for these bodies?");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        return sceneWith(1000, BroadMethod::Grid, seed % 1000 + 1);
    }
    HeldKeys held() const override { return { kHeldTests }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("tenth"), BroadPhaseTasksWords::tr("a tenth of a typical body") },
            { QStringLiteral("one"), BroadPhaseTasksWords::tr("one to two typical bodies") },
            { QStringLiteral("thirty"), BroadPhaseTasksWords::tr("thirty typical bodies") },
            { QStringLiteral("area"), BroadPhaseTasksWords::tr("as wide as the whole area") } };
    }
    // The grid's work (cells entered + pair tests) for each choice, on the scene's bodies.
    static std::vector<long long> work(const LessonScene& scene)
    {
        const geometry::Swarm swarm = swarmOf(scene.state());
        std::vector<BodyPair> pairs;
        std::vector<long long> out;
        for (const CellChoice& choice : kCellChoices) {
            // A cell as wide as the area (the grid is anchored at the origin: four cells hold it).
            const double multiple
                = choice.multiple > 0 ? choice.multiple : BroadPhaseScene::kWidth / swarm.typicalSize();
            const geometry::BroadPhaseResult r = gridOn(swarm, multiple, pairs);
            out.push_back(r.done ? r.cellsVisited + r.pairTests : std::numeric_limits<long long>::max());
        }
        return out;
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        const std::vector<long long> w = work(scene);
        return QLatin1String(kCellChoices[std::min_element(w.begin(), w.end()) - w.begin()].id);
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return BroadPhaseTasksWords::tr(
                "A tiny cell: into how many cells does one body go? A huge cell: how many bodies "
                "share it?");
        return BroadPhaseTasksWords::tr(
            "Try the sizes in the Cell size field and watch the read-out's cells visited and pair "
            "tests once you have answered; before that, think of one body and its neighbours.");
    }
    QString solution(const LessonScene& scene) const override { return reason(scene); }
    QString reason(const LessonScene& scene) const override
    {
        const std::vector<long long> w = work(scene);
        return BroadPhaseTasksWords::tr(
            "Cells entered plus pair tests: a tenth of a body %1; one to two bodies %2; thirty "
            "bodies %3; as wide as the area %4. Too small, every body is entered in many cells; too large, "
            "every cell holds many bodies.")
            .arg(formatCount(w[0]), formatCount(w[1]), formatCount(w[2]), formatCount(w[3]));
    }
    QStringList giveaways(const LessonScene& scene) const override { return { reason(scene) }; }
};

// The sweep's count of tests and its reported pairs for the fill-in's scene.
struct SweepAnswer {
    long long tests = 0;
    std::vector<BodyPair> pairs;
};

SweepAnswer sweepAnswer(const State& state)
{
    const geometry::Swarm swarm = swarmOf(state);
    geometry::SweepAndPrune sweep;
    SweepAnswer a;
    a.tests = sweep.findPairs(swarm.boxes(), geometry::Touching::Counts, a.pairs).pairTests;
    std::sort(a.pairs.begin(), a.pairs.end());
    return a;
}

// "1-4" for a pair, in either order, and a list in any order.
QStringList pairWords(std::vector<BodyPair> pairs)
{
    QStringList out;
    std::sort(pairs.begin(), pairs.end());
    do {
        for (int flips = 0; flips < (1 << pairs.size()); ++flips) {
            QStringList parts;
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                const bool flip = (flips >> i) & 1;
                parts << QStringLiteral("%1-%2")
                             .arg(flip ? pairs[i].b : pairs[i].a)
                             .arg(flip ? pairs[i].a : pairs[i].b);
            }
            out << parts.join(QStringLiteral(", "));
        }
    } while (std::next_permutation(pairs.begin(), pairs.end()));
    return out;
}

class FillSweepPairs : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("sweep-pairs"); }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return BroadPhaseTasksWords::tr("What the sweep reports"); }
    QString prompt(const LessonScene&) const override
    {
        return BroadPhaseTasksWords::tr(
            "Six bodies, numbered on the canvas; under the area, each body's x interval [min x, "
            "max x] with its number. Sweep and prune sorts the intervals by their left ends and "
            "tests on y only the pairs whose x intervals overlap.");
    }
    std::optional<State> scene(quint32) const override { return sweepTaskScene(); }
    HeldKeys held() const override { return { kHeldVerdict, kHeldTests }; }
    QList<TaskBlank> blanks() const override
    {
        const SweepAnswer a = sweepAnswer(sweepTaskScene());
        TaskBlank tested { QStringLiteral("tested"),
            BroadPhaseTasksWords::tr(
                "How many pairs have x intervals that overlap (the pairs the sweep tests on y)?"),
            {}, double(a.tests), 0 };
        TaskBlank reported { QStringLiteral("reported"),
            BroadPhaseTasksWords::tr(
                "Which pairs does it report, their boxes overlapping? Write them like 1-4, 2-5."),
            pairWords(a.pairs), std::nullopt, 0 };
        return { tested, reported };
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return BroadPhaseTasksWords::tr(
                "Go along the x axis from the left: a body starts an interval, and it is tested "
                "against every body whose interval is still open.");
        return BroadPhaseTasksWords::tr(
            "A pair whose x intervals overlap is reported only if their y ranges overlap too: "
            "look at their heights on the canvas.");
    }
    QString solution(const LessonScene&) const override
    {
        const SweepAnswer a = sweepAnswer(sweepTaskScene());
        return BroadPhaseTasksWords::tr("%1 pairs overlap on x; of those, the sweep reports %2.")
            .arg(a.tests)
            .arg(pairWords(a.pairs).value(0));
    }
    QStringList giveaways(const LessonScene&) const override
    {
        return { pairWords(sweepAnswer(sweepTaskScene()).pairs).value(0) };
    }
};

} // namespace

State sweepTaskScene()
{
    for (quint32 seed = 1;; ++seed) {
        State s = sceneWith(6, BroadMethod::Sweep, seed);
        geometry::Swarm swarm;
        swarm.reset(BroadPhaseScene::specOf(s));
        s[BroadPhaseScene::Pin] = 0;
        s[BroadPhaseScene::Px] = swarm.bodies()[0].center.x;
        s[BroadPhaseScene::Py] = swarm.bodies()[0].center.y;
        const SweepAnswer a = sweepAnswer(s);
        if ((a.tests >= 3 && a.tests <= 6 && !a.pairs.empty() && a.pairs.size() <= 2) || seed > 10000)
            return s;
    }
}

std::vector<std::unique_ptr<TaskDefinition>> broad_phase::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<ComputeAllPairs>());
    tasks.push_back(std::make_unique<PredictDoubling>());
    tasks.push_back(std::make_unique<PredictCellSize>());
    tasks.push_back(std::make_unique<FillSweepPairs>());
    return tasks;
}

} // namespace lab
