// ns per query for every geometry query. Each benchmark draws from 1024 pre-generated, seeded
// random inputs, visited in a fixed pseudo-random order 65,536 steps long, so that branches are not
// predicted from a short repeating pattern (this machine's CPU learns a plain cycle of 1024 inputs,
// which makes branchy code look free); --in-order visits them in that plain cycle instead.
// Pairs that belong together run one after the other under one name ("pair <what>/<who>"): the
// minimal hand-written test, the plain predicate, the traced query; the ellipse tests on three sets.
// At the end a summary prints each pair's median CPU times and ratios (use --benchmark_repetitions).
// The broad phases run side by side on n = 100, 1,000 and 10,000 moving boxes ("broad phase n=<n>/
// <k> <method>"): per frame the time of findPairs alone and its counters, summarised at the end.
#include "ellipse_pairs.h"

#include "geometry/affine.h"
#include "geometry/broad_phase.h"
#include "geometry/circles.h"
#include "geometry/ellipses.h"
#include "geometry/hierarchy.h"
#include "geometry/lines.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"
#include "geometry/swept.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace geometry;

namespace {
constexpr std::size_t kN = 1024;

template <class T, class Make> std::array<T, kN> make(Make m)
{
    std::mt19937 rng(1234);
    std::array<T, kN> a {};
    for (auto& x : a)
        x = m(rng);
    return a;
}

double uni(std::mt19937& r, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(r);
}
Vec2 vec(std::mt19937& r, double s)
{
    return { uni(r, -s, s), uni(r, -s, s) };
}
// On a grid of 0.5, as clicked boxes are: shared edges and corners happen, so the touching rule matters.
Vec2 gridVec(std::mt19937& r)
{
    return { std::round(uni(r, -5, 5) * 2) / 2, std::round(uni(r, -5, 5) * 2) / 2 };
}
Ellipse ellipse(std::mt19937& r)
{
    return { vec(r, 4), uni(r, 0.3, 2.5), uni(r, 0.3, 2.5), uni(r, -3.2, 3.2) };
}

bool inOrder = false; // --in-order

const std::vector<std::uint16_t>& visitOrder()
{
    static const std::vector<std::uint16_t> order = [] {
        std::mt19937 rng(4321);
        std::vector<std::uint16_t> o(1 << 16);
        for (auto& k : o)
            k = static_cast<std::uint16_t>(rng() & (kN - 1));
        return o;
    }();
    return order;
}

template <class F> void run(benchmark::State& state, F f)
{
    const std::vector<std::uint16_t>& order = visitOrder();
    std::size_t step = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(inOrder ? step & (kN - 1) : order[step]));
        step = (step + 1) & (order.size() - 1);
    }
}

// ---- The minimal hand-written tests: no validity checks, written the obvious way. ----
bool handAabb(const Aabb& a, const Aabb& b)
{
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}
bool handAabbStrict(const Aabb& a, const Aabb& b)
{
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}
bool handCircle(const Circle& a, const Circle& b)
{
    const double dx = b.center.x - a.center.x, dy = b.center.y - a.center.y, r = a.radius + b.radius;
    return dx * dx + dy * dy <= r * r;
}
// Branchless slabs with reciprocals (the usual fast form).
bool handSlabs(Vec2 o, Vec2 d, Vec2 lo, Vec2 hi)
{
    const double ix = 1 / d.x, iy = 1 / d.y;
    const double x0 = (lo.x - o.x) * ix, x1 = (hi.x - o.x) * ix;
    const double y0 = (lo.y - o.y) * iy, y1 = (hi.y - o.y) * iy;
    const double enter = std::max(std::min(x0, x1), std::min(y0, y1));
    const double exit = std::min(std::max(x0, x1), std::max(y0, y1));
    return exit >= std::max(enter, 0.0);
}
bool handRayBox(const Ray& r, const Aabb& b)
{
    return handSlabs(r.origin, r.direction, b.min, b.max);
}
bool handRayObb(const Ray& r, const Obb& b)
{
    const Vec2 m = r.origin - b.center;
    return handSlabs({ dot(m, b.axisX), dot(m, b.axisY) },
        { dot(r.direction, b.axisX), dot(r.direction, b.axisY) }, -b.half, b.half);
}
// Outside and pointing away: miss; else the discriminant decides.
bool handRayDisk(const Ray& r, const Circle& c)
{
    const Vec2 m = r.origin - c.center;
    const double b = dot(m, r.direction), k = dot(m, m) - c.radius * c.radius;
    if (k > 0 && b > 0)
        return false;
    return b * b - dot(r.direction, r.direction) * k >= 0;
}

const auto& aabbIn()
{
    static const auto in = make<std::array<Aabb, 2>>([](auto& r) {
        return std::array<Aabb, 2> { aabbFromCorners(gridVec(r), gridVec(r)),
            aabbFromCorners(gridVec(r), gridVec(r)) };
    });
    return in;
}
const auto& circleIn()
{
    static const auto in = make<std::array<Circle, 2>>([](auto& r) {
        return std::array<Circle, 2> { Circle { vec(r, 5), uni(r, 0, 3) },
            Circle { vec(r, 5), uni(r, 0, 3) } };
    });
    return in;
}
const auto& rayBoxIn()
{
    static const auto in = make<std::pair<Ray, Aabb>>([](auto& r) {
        return std::pair { Ray { vec(r, 10), vec(r, 1) }, aabbFromCorners(vec(r, 5), vec(r, 5)) };
    });
    return in;
}
const auto& rayObbIn()
{
    static const auto in = make<std::pair<Ray, Obb>>([](auto& r) {
        return std::pair { Ray { vec(r, 10), vec(r, 1) },
            obbFromAngle(vec(r, 5), { uni(r, 0.1, 3), uni(r, 0.1, 3) }, uni(r, -3, 3)) };
    });
    return in;
}
const auto& rayDiskIn()
{
    static const auto in = make<std::pair<Ray, Circle>>([](auto& r) {
        return std::pair { Ray { vec(r, 10), vec(r, 1) }, Circle { vec(r, 5), uni(r, 0.1, 3) } };
    });
    return in;
}
const std::vector<bench::EllipsePair>& ellipseSet(int which)
{
    static const std::vector<bench::EllipsePair> sets[3]
        = { bench::randomPairs(kN), bench::nearContactPairs(kN), bench::hardPairs(kN) };
    return sets[which];
}
} // namespace

// ---- Pairs: hand-written, plain predicate, traced query ----
#define PAIR(name, who, expr, input)                                                                         \
    static void name(benchmark::State& s)                                                                    \
    {                                                                                                        \
        const auto& in = input();                                                                            \
        run(s, [&](std::size_t i) { return expr; });                                                         \
    }                                                                                                        \
    BENCHMARK(name)->Name(who)

PAIR(aabbHand, "pair aabb touching counts/1 hand", handAabb(in[i][0], in[i][1]), aabbIn);
PAIR(aabbPlain, "pair aabb touching counts/2 overlaps", overlaps(in[i][0], in[i][1]), aabbIn);
PAIR(aabbTraced, "pair aabb touching counts/3 aabbVsAabb", aabbVsAabb(in[i][0], in[i][1]).hit, aabbIn);
PAIR(aabbStrictHand, "pair aabb touching does not count/1 hand", handAabbStrict(in[i][0], in[i][1]), aabbIn);
PAIR(aabbStrictPlain, "pair aabb touching does not count/2 overlaps",
    overlaps(in[i][0], in[i][1], Touching::DoesNotCount), aabbIn);
PAIR(aabbStrictTraced, "pair aabb touching does not count/3 aabbVsAabb",
    aabbVsAabb(in[i][0], in[i][1], Touching::DoesNotCount).hit, aabbIn);
PAIR(circleHand, "pair circle vs circle/1 hand", handCircle(in[i][0], in[i][1]), circleIn);
PAIR(circlePlain, "pair circle vs circle/2 overlaps", overlaps(in[i][0], in[i][1]), circleIn);
PAIR(
    circleTraced, "pair circle vs circle/3 circleVsCircle", circleVsCircle(in[i][0], in[i][1]).hit, circleIn);
PAIR(rayBoxHand, "pair ray vs box/1 hand", handRayBox(in[i].first, in[i].second), rayBoxIn);
PAIR(rayBoxPlain, "pair ray vs box/2 intersects", intersects(in[i].first, in[i].second), rayBoxIn);
PAIR(rayBoxTraced, "pair ray vs box/3 rayVsAabb", rayVsAabb(in[i].first, in[i].second).hit, rayBoxIn);
PAIR(rayObbHand, "pair ray vs rotated box/1 hand", handRayObb(in[i].first, in[i].second), rayObbIn);
PAIR(rayObbPlain, "pair ray vs rotated box/2 intersects", intersects(in[i].first, in[i].second), rayObbIn);
PAIR(rayObbTraced, "pair ray vs rotated box/3 rayVsObb", rayVsObb(in[i].first, in[i].second).hit, rayObbIn);
PAIR(rayDiskHand, "pair ray vs disk/1 hand", handRayDisk(in[i].first, in[i].second), rayDiskIn);
PAIR(rayDiskPlain, "pair ray vs disk/2 intersects", intersects(in[i].first, in[i].second), rayDiskIn);
PAIR(rayDiskTraced, "pair ray vs disk/3 rayVsDisk", rayVsDisk(in[i].first, in[i].second).hit, rayDiskIn);

// ---- Ellipse vs ellipse: the textbook heuristic, the traced exact test, the plain exact test ----
#define ELLIPSES(set, label)                                                                                 \
    PAIR(                                                                                                    \
        ellipseTextbook##set, "pair ellipses " label "/1 textbook",                                          \
        ellipseVsEllipseTextbook(in[i].a, in[i].b).hit, []() -> const auto& { return ellipseSet(set); });    \
    PAIR(                                                                                                    \
        ellipseTraced##set, "pair ellipses " label "/2 ellipseVsEllipse",                                    \
        ellipseVsEllipse(in[i].a, in[i].b).hit, []() -> const auto& { return ellipseSet(set); });            \
    PAIR(                                                                                                    \
        ellipsePlain##set, "pair ellipses " label "/3 overlaps", overlaps(in[i].a, in[i].b),                 \
        []() -> const auto& { return ellipseSet(set); })
ELLIPSES(0, "random");
ELLIPSES(1, "near contact");
ELLIPSES(2, "hard");

// ---- The other queries on their own ----
static void BM_lineVsLine(benchmark::State& s)
{
    static const auto in = make<std::array<Line, 2>>([](auto& r) {
        return std::array<Line, 2> { Line { vec(r, 5), vec(r, 1) }, Line { vec(r, 5), vec(r, 1) } };
    });
    run(s, [&](std::size_t i) { return lineVsLine(in[i][0], in[i][1]); });
}
static void BM_pointInCircle(benchmark::State& s)
{
    static const auto in = make<Circle>([](auto& r) { return Circle { vec(r, 5), uni(r, 0, 3) }; });
    run(s, [&](std::size_t i) { return pointInCircle(in[(i + 1) & (kN - 1)].center, in[i]); });
}
static void BM_hierarchyVsHierarchy(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const auto in = make<Pose>([](auto& r) { return Pose { vec(r, 400), uni(r, -3.2, 3.2) }; });
    run(s, [&](std::size_t i) { return hierarchyVsHierarchy(car, in[i], car, in[(i + 1) & (kN - 1)]); });
}
static void BM_hierarchyVsWalls(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const Aabb area { { -320, -240 }, { 320, 240 } };
    static const auto in = make<Pose>([](auto& r) { return Pose { vec(r, 250), uni(r, -3.2, 3.2) }; });
    run(s, [&](std::size_t i) { return hierarchyVsWalls(car, in[i], area); });
}
static void BM_bounceRectInBox(benchmark::State& s)
{
    static const Aabb area { { -320, -240 }, { 320, 240 } };
    static const auto in = make<Aabb>([](auto& r) {
        const Vec2 c = vec(r, 320);
        return Aabb { c - Vec2 { 25, 25 }, c + Vec2 { 25, 25 } };
    });
    run(s, [&](std::size_t i) { return bounceRectInBox(in[i], { 1, 2 }, area); });
}
static void BM_bounceHierarchyInBox(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const Aabb area { { -320, -240 }, { 320, 240 } };
    static const auto in = make<Pose>([](auto& r) { return Pose { vec(r, 250), uni(r, -3.2, 3.2) }; });
    run(s, [&](std::size_t i) { return bounceHierarchyInBox(car, in[i], { 3, 2 }, area); });
}
static void BM_pointInEllipse(benchmark::State& s)
{
    static const auto in = make<Ellipse>(ellipse);
    run(s, [&](std::size_t i) { return pointInEllipse(in[(i + 1) & (kN - 1)].center, in[i]); });
}
static void BM_sweptCircles(benchmark::State& s)
{
    static const auto in = make<SweptCircle>([](auto& r) {
        return SweptCircle { vec(r, 10), vec(r, 10), uni(r, 0, 3) };
    });
    run(s, [&](std::size_t i) { return sweptCircles(in[i], in[(i + 1) & (kN - 1)]); });
}
static void BM_sweptCirclesTextbook(benchmark::State& s)
{
    static const auto in = make<SweptCircle>([](auto& r) {
        return SweptCircle { vec(r, 10), vec(r, 10), uni(r, 0, 3) };
    });
    run(s, [&](std::size_t i) { return sweptCirclesTextbook(in[i], in[(i + 1) & (kN - 1)]); });
}
static void BM_svd(benchmark::State& s)
{
    static const auto in = make<Mat2>([](auto& r) {
        return Mat2 { uni(r, -3, 3), uni(r, -3, 3), uni(r, -3, 3), uni(r, -3, 3) };
    });
    run(s, [&](std::size_t i) { return svd(in[i]); });
}
BENCHMARK(BM_lineVsLine);
BENCHMARK(BM_pointInCircle);
BENCHMARK(BM_hierarchyVsHierarchy);
BENCHMARK(BM_hierarchyVsWalls);
BENCHMARK(BM_bounceRectInBox);
BENCHMARK(BM_bounceHierarchyInBox);
BENCHMARK(BM_pointInEllipse);
BENCHMARK(BM_sweptCircles);
BENCHMARK(BM_sweptCirclesTextbook);
BENCHMARK(BM_svd);

// ---- Broad phase: n boxes moving as in AreaMove; a frame moves them, then finds the pairs ----
namespace {
constexpr double kWorld = 1000; // the boxes move in [0, 1000]^2
constexpr double kCell = 16; // the grid's cell size: two to eight times a box side
const char* const kMethods[3] = { "all pairs", "grid", "sweep" };

struct MovingBoxes {
    explicit MovingBoxes(std::size_t n)
        : boxes(n)
        , velocity(n)
    {
        std::mt19937 rng(99);
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 p { uni(rng, 0, kWorld - 8), uni(rng, 0, kWorld - 8) };
            boxes[i] = { p, p + Vec2 { uni(rng, 2, 8), uni(rng, 2, 8) } };
            velocity[i] = vec(rng, 1);
        }
    }
    void step()
    {
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const RectBounceResult r = bounceRectInBox(boxes[i], velocity[i], area);
            boxes[i] = r.moved;
            velocity[i] = r.velocity;
        }
    }
    std::vector<Aabb> boxes;
    std::vector<Vec2> velocity;
    Aabb area { { 0, 0 }, { kWorld, kWorld } };
};

// This thread's CPU time: on a shared machine, time spent preempted is not the method's.
double threadSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Each iteration: move the boxes (not timed), then one findPairs (timed). A first frame before the
// loop warms the buffers up and gives the sweep its first full sort.
void broadPhaseFrames(benchmark::State& state, std::size_t n, int which)
{
    MovingBoxes world(n);
    AllPairs all;
    UniformGrid grid(kCell);
    SweepAndPrune sweep;
    BroadPhase* const methods[3] = { &all, &grid, &sweep };
    BroadPhase& method = *methods[which];
    std::vector<BodyPair> pairs;
    method.findPairs(world.boxes, Touching::Counts, pairs);
    double tests = 0, found = 0, swaps = 0, cells = 0;
    for (auto _ : state) {
        world.step();
        const double start = threadSeconds();
        const BroadPhaseResult r = method.findPairs(world.boxes, Touching::Counts, pairs);
        state.SetIterationTime(threadSeconds() - start);
        tests += static_cast<double>(r.pairTests);
        found += static_cast<double>(pairs.size());
        swaps += static_cast<double>(r.swaps);
        cells += static_cast<double>(r.cellsVisited);
    }
    using C = benchmark::Counter;
    state.counters["tests"] = C(tests, C::kAvgIterations);
    state.counters["pairs"] = C(found, C::kAvgIterations);
    state.counters["swaps"] = C(swaps, C::kAvgIterations);
    state.counters["cells"] = C(cells, C::kAvgIterations);
}

void registerBroadPhases()
{
    for (const std::size_t n : { 100, 1000, 10000 })
        for (int which = 0; which < 3; ++which) {
            const std::string name = "broad phase n=" + std::to_string(n) + "/" + std::to_string(which + 1)
                + " " + kMethods[which];
            benchmark::RegisterBenchmark(name.c_str(), broadPhaseFrames, n, which)->UseManualTime();
        }
}

// One frame of n boxes through the three methods: the same pairs, once sorted?
bool broadPhasesAgree(std::size_t n)
{
    MovingBoxes world(n);
    world.step();
    AllPairs all;
    UniformGrid grid(kCell);
    SweepAndPrune sweep;
    std::vector<BodyPair> want, pairs;
    all.findPairs(world.boxes, Touching::Counts, want);
    std::sort(want.begin(), want.end());
    for (BroadPhase* method : { static_cast<BroadPhase*>(&grid), static_cast<BroadPhase*>(&sweep) }) {
        method->findPairs(world.boxes, Touching::Counts, pairs);
        std::sort(pairs.begin(), pairs.end());
        if (pairs != want)
            return false;
    }
    return true;
}
} // namespace

// ---- Summary: the median CPU time of every "pair" benchmark, and ratios to the first of its pair ----
namespace {
class Collector : public benchmark::ConsoleReporter {
public:
    std::map<std::string, std::vector<double>>
        times; // name -> CPU ns (broad phase: timed ns) of each repetition
    std::map<std::string, std::vector<double>> medians; // when only aggregates are reported
    std::map<std::string, benchmark::UserCounters> counters; // the last run's counters
    std::vector<std::string> order;

    void ReportRuns(const std::vector<Run>& runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& r : runs) {
            const bool median = r.run_type == Run::RT_Aggregate && r.aggregate_name == "median";
            if (r.error_occurred || (r.run_type != Run::RT_Iteration && !median))
                continue;
            const std::string name = r.run_name.function_name;
            if (!times.count(name) && !medians.count(name))
                order.push_back(name);
            const bool manual = name.rfind("broad phase", 0) == 0;
            (median ? medians : times)[name].push_back(
                manual ? r.GetAdjustedRealTime() : r.GetAdjustedCPUTime());
            counters[name] = r.counters;
        }
    }
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int wrong(const std::vector<bench::EllipsePair>& set, int who)
{
    int n = 0;
    for (const auto& p : set) {
        if (p.truth == bench::Truth::Unknown)
            continue;
        const bool overlap = who == 0 ? ellipseVsEllipseTextbook(p.a, p.b).hit
                                      : (who == 1 ? ellipseVsEllipse(p.a, p.b).hit : overlaps(p.a, p.b));
        n += overlap != (p.truth == bench::Truth::Overlap);
    }
    return n;
}

void printSummary(const Collector& c)
{
    std::printf("\nSummary (median CPU ns per query; ratio to the first of each pair; inputs %s):\n",
        inOrder ? "in a plain cycle (--in-order)" : "in pseudo-random order");
    std::vector<std::string> pairs;
    for (const std::string& name : c.order)
        if (name.rfind("pair ", 0) == 0)
            pairs.push_back(name);
    std::sort(pairs.begin(), pairs.end()); // "pair <what>/<n> <who>": a pair's members sort together
    std::string group;
    double first = 0;
    for (const std::string& name : pairs) {
        const std::size_t slash = name.rfind('/');
        const std::string g = name.substr(5, slash - 5), who = name.substr(slash + 3);
        const auto it = c.times.find(name);
        const double t = it != c.times.end() ? median(it->second) : c.medians.at(name).front();
        if (g != group) {
            std::printf("%s  %-30s", group.empty() ? "" : "\n", g.c_str());
            group = g;
            first = t;
        }
        std::printf("  %s %.2f", who.c_str(), t);
        if (t != first)
            std::printf(" (%.2fx)", t / first);
    }
    if (std::none_of(pairs.begin(), pairs.end(),
            [](const std::string& n) { return n.rfind("pair ellipses", 0) == 0; }))
        return;
    const char* names[3] = { "random", "near contact", "hard" };
    std::printf("\n\nEllipse sets: pairs with a certified answer, and wrong answers among them\n");
    for (int s = 0; s < 3; ++s) {
        const auto& set = ellipseSet(s);
        const auto known = std::count_if(
            set.begin(), set.end(), [](const auto& p) { return p.truth != bench::Truth::Unknown; });
        std::printf("  %-13s %4ld of %zu known; wrong: textbook %d, ellipseVsEllipse %d, overlaps %d\n",
            names[s], static_cast<long>(known), set.size(), wrong(set, 0), wrong(set, 1), wrong(set, 2));
    }
}
// Per n, each method's median time per frame (findPairs alone, thread CPU), its ratio to all pairs
// and its counters per frame; then whether the three find the same pairs on one frame.
void printBroadPhase(const Collector& c)
{
    std::vector<std::string> names;
    for (const std::string& name : c.order)
        if (name.rfind("broad phase n=", 0) == 0)
            names.push_back(name);
    if (names.empty())
        return;
    std::printf("\n\nBroad phase: boxes of side 2 to 8 moving in a %.0f x %.0f area, cells of %.0f; per "
                "frame: the median time of findPairs (thread CPU), box tests, candidate pairs, sweep swaps, "
                "grid cells visited\n",
        kWorld, kWorld, kCell);
    std::sort(names.begin(), names.end()); // "n=100/" < "n=1000/" < "n=10000/"; /1 all pairs first
    std::vector<std::size_t> sizes;
    double first = 0;
    for (const std::string& name : names) {
        const std::size_t slash = name.rfind('/');
        const std::size_t n = std::stoul(name.substr(14, slash - 14));
        const std::string who = name.substr(slash + 3);
        const auto it = c.times.find(name);
        const double t = it != c.times.end() ? median(it->second) : c.medians.at(name).front();
        if (sizes.empty() || sizes.back() != n) {
            sizes.push_back(n);
            first = t;
        }
        const benchmark::UserCounters& k = c.counters.at(name);
        std::printf("  n = %-6zu %-9s %11.1f us/frame (%7.4fx)  tests %10.0f  pairs %6.0f  swaps %6.0f  "
                    "cells %6.0f\n",
            n, who.c_str(), t / 1000, t / first, k.at("tests").value, k.at("pairs").value,
            k.at("swaps").value, k.at("cells").value);
    }
    std::printf("  The same pairs from the three methods on one frame:");
    for (const std::size_t n : sizes)
        std::printf(" n = %zu %s", n, broadPhasesAgree(n) ? "yes" : "NO");
    std::printf("\n");
}
} // namespace

int main(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--in-order") == 0) {
            inOrder = true;
            std::copy(argv + i + 1, argv + argc, argv + i);
            --argc;
            break;
        }
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    registerBroadPhases();
    Collector collector;
    benchmark::RunSpecifiedBenchmarks(&collector);
    printSummary(collector);
    printBroadPhase(collector);
    benchmark::Shutdown();
    return 0;
}
