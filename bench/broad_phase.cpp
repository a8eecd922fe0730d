// broad_phase: our grid and our sweep against the broad phase of Box2D 2.4.1 (Debian's libbox2d),
// the engine people use (issue 41), on the same n moving bodies: the Swarm of unit B1, rectangles
// and circles moving and bouncing in AreaMove's 640 x 480 area. Each frame the swarm moves (timed
// apart, `step`), then the three methods, in an order that rotates every frame, each find the pairs
// whose boxes overlap, timed one by one with std::chrono::steady_clock:
//   grid, sweep: UniformGrid and SweepAndPrune::findPairs on the swarm's boxes;
//   box2d: what b2World does in a step: b2BroadPhase::MoveProxy for every body with its
//     displacement (the tree reinserts a body only when its box left its fat box), UpdatePairs (the
//     pairs of the moved proxies, each once), those pairs kept in a pair set as b2ContactManager
//     keeps its contacts (a pair found again is not added twice; a pair leaves when the fat boxes
//     part), and the kept pairs filtered by exact box overlap (Box2D's narrow phase would take
//     them all). That is how b2World uses its broad phase; a tree query for every body every frame
//     would ask for all n bodies instead of the moved ones.
// Prints per method, as means per frame: `pairs=` the candidates it hands on (Box2D: the fat pairs
// it keeps), `exact=` those whose boxes overlap (overlaps(Aabb, Aabb, Touching::Counts)), the time
// per frame p50, p99 and mean, and its own counters (ours: box tests, the grid's cells visited;
// Box2D: the pairs UpdatePairs reported, the proxies reinserted in the tree); then `agree=yes|no`
// (the same exact pairs from all three on every frame, warm-up included) and our best p50 and p99
// over Box2D's. Exit 1 when they disagree, 2 on a bad option.
//   broad_phase [--n 10000] [--frames 600] [--warmup 30] [--seed 1] [--cell 4x | --cell <side>]
// A benchmark, not a test: run it on a quiet machine, a few times.
#include "geometry/broad_phase.h"
#include "geometry/rects.h"
#include "geometry/swarm.h"
#include "percentile.h"

#include <box2d/b2_broad_phase.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <span>
#include <string>
#include <utility>
#include <vector>

using namespace geometry;

namespace {

struct Options {
    int n = 10000;
    int frames = 600;
    int warmup = 30;
    std::uint32_t seed = 1;
    // The grid's cell side, in multiples of the swarm's typical body size (`--cell 4x`) or in area
    // units (`--cell 7`). At n = 10,000 on this machine the grid's p50 was 0.85 ms at 1x, 0.66 at 2x,
    // 0.60 at 3x, flat at 0.53 to 0.57 from 4x to 7x, and 0.65 at 10x, 0.94 at 16x: finer cells
    // enter a body in more cells and scan more of them (2x: 25,000 cells), coarser ones test more
    // pairs per cell. 4x, the finest of the flat stretch, tests the fewest pairs there. The swarm
    // keeps its crowd at any n (bodies shrink as n grows), so the same multiple suits every n.
    double cell = 4;
    bool cellIsMultiple = true;
};

bool readInt(const char* text, long long lo, long long hi, long long& value)
{
    char* end = nullptr;
    const long long v = std::strtoll(text, &end, 10);
    if (end == text || *end != '\0' || v < lo || v > hi)
        return false;
    value = v;
    return true;
}

bool readCell(const char* text, Options& o)
{
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    if (end == text || !(v > 0) || !std::isfinite(v))
        return false;
    o.cellIsMultiple = *end == 'x';
    o.cell = v;
    return *end == '\0' || (o.cellIsMultiple && end[1] == '\0');
}

// False on an option it does not know or a value out of range (said on stderr).
bool parse(int argc, char** argv, Options& o)
{
    for (int i = 1; i < argc; i += 2) { // an option and its value
        const std::string name = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        long long v = 0;
        bool ok = value != nullptr;
        if (ok && name == "--n" && (ok = readInt(value, 2, Swarm::kMaxCount, v)))
            o.n = static_cast<int>(v);
        else if (ok && name == "--frames" && (ok = readInt(value, 1, 1'000'000, v)))
            o.frames = static_cast<int>(v);
        else if (ok && name == "--warmup" && (ok = readInt(value, 0, 1'000'000, v)))
            o.warmup = static_cast<int>(v);
        else if (ok && name == "--seed" && (ok = readInt(value, 0, UINT32_MAX, v)))
            o.seed = static_cast<std::uint32_t>(v);
        else if (ok && name == "--cell")
            ok = readCell(value, o);
        else
            ok = false;
        if (!ok) {
            std::fprintf(stderr,
                "broad_phase: bad option %s %s\nusage: broad_phase [--n N] [--frames N] [--warmup N] "
                "[--seed S] [--cell Kx | --cell SIDE]\n",
                name.c_str(), value ? value : "");
            return false;
        }
    }
    return true;
}

// A float box that holds the double box: each side rounded outwards, so that the fat boxes hold the
// real boxes and every pair whose real boxes overlap has fat boxes that overlap.
b2AABB outward(const Aabb& box)
{
    constexpr float kInf = std::numeric_limits<float>::infinity();
    const auto down = [](double x) {
        const float f = static_cast<float>(x);
        return static_cast<double>(f) > x ? std::nextafter(f, -kInf) : f;
    };
    const auto up = [](double x) {
        const float f = static_cast<float>(x);
        return static_cast<double>(f) < x ? std::nextafter(f, kInf) : f;
    };
    b2AABB b;
    b.lowerBound.Set(down(box.min.x), down(box.min.y));
    b.upperBound.Set(up(box.max.x), up(box.max.y));
    return b;
}

void* bodyData(int body)
{
    return reinterpret_cast<void*>(static_cast<std::uintptr_t>(body));
}
int bodyOf(void* data)
{
    return static_cast<int>(reinterpret_cast<std::uintptr_t>(data));
}

// Box2D 2.4.1's broad phase driven as b2World drives it, one proxy per body (the body's index as
// its user data), and the pairs it reports kept as b2ContactManager keeps its contacts: AddPair
// looks for the pair among the body's pairs first (b2ContactManager::AddPair walks the body's
// contact edges), and a pair whose fat boxes no longer overlap leaves (b2ContactManager::Collide).
// Lighter than the real contact manager: no b2Contact is made, no filter, no narrow phase.
class Box2dBroadPhase {
public:
    explicit Box2dBroadPhase(std::span<const Aabb> boxes)
        : m_previous(boxes.begin(), boxes.end())
        , m_partners(boxes.size())
    {
        for (std::size_t i = 0; i < boxes.size(); ++i)
            m_proxy.push_back(m_broadPhase.CreateProxy(outward(boxes[i]), bodyData(static_cast<int>(i))));
    }

    // One step on the moved boxes: the exact pairs (a < b) into `exact` (cleared first).
    void step(std::span<const Aabb> boxes, std::vector<BodyPair>& exact)
    {
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const Vec2 d = boxes[i].min - m_previous[i].min;
            m_broadPhase.MoveProxy(
                m_proxy[i], outward(boxes[i]), b2Vec2(static_cast<float>(d.x), static_cast<float>(d.y)));
            m_previous[i] = boxes[i];
        }
        m_broadPhase.UpdatePairs(this);
        exact.clear();
        std::size_t kept = 0;
        for (const BodyPair p : m_pairs) {
            if (!m_broadPhase.TestOverlap(m_proxy[p.a], m_proxy[p.b])) {
                forget(p.a, p.b);
                forget(p.b, p.a);
                continue;
            }
            m_pairs[kept++] = p;
            if (overlaps(boxes[p.a], boxes[p.b], Touching::Counts))
                exact.push_back(p);
        }
        m_pairs.resize(kept);
    }

    // b2BroadPhase::UpdatePairs' callback.
    void AddPair(void* dataA, void* dataB)
    {
        ++m_reported;
        const int a = std::min(bodyOf(dataA), bodyOf(dataB)), b = std::max(bodyOf(dataA), bodyOf(dataB));
        std::vector<int>& partners = m_partners[static_cast<std::size_t>(a)];
        if (std::find(partners.begin(), partners.end(), b) != partners.end())
            return;
        partners.push_back(b);
        m_partners[static_cast<std::size_t>(b)].push_back(a);
        m_pairs.push_back({ a, b });
    }

    std::size_t pairs() const { return m_pairs.size(); }
    // The pairs UpdatePairs reported since the last call.
    long long takeReported() { return std::exchange(m_reported, 0); }
    // The proxies whose fat box changed (reinserted in the tree) since the last call; not timed.
    long long takeReinserted()
    {
        long long count = 0;
        m_fat.resize(m_proxy.size());
        for (std::size_t i = 0; i < m_proxy.size(); ++i) {
            const b2AABB& fat = m_broadPhase.GetFatAABB(m_proxy[i]);
            count += !(fat.lowerBound == m_fat[i].lowerBound && fat.upperBound == m_fat[i].upperBound);
            m_fat[i] = fat;
        }
        return count;
    }

private:
    void forget(int body, int partner)
    {
        std::vector<int>& partners = m_partners[static_cast<std::size_t>(body)];
        *std::find(partners.begin(), partners.end(), partner) = partners.back();
        partners.pop_back();
    }

    b2BroadPhase m_broadPhase;
    std::vector<int> m_proxy; // per body
    std::vector<Aabb> m_previous; // per body, its box before this step (the displacement)
    std::vector<std::vector<int>> m_partners; // per body, the bodies it has a pair with
    std::vector<BodyPair> m_pairs; // the kept pairs, as the contact list
    std::vector<b2AABB> m_fat; // per proxy, its fat box at the last takeReinserted
    long long m_reported = 0;
};

enum Method { kGrid, kSweep, kBox2d, kMethods };
const char* const kNames[kMethods] = { "grid", "sweep", "box2d" };

// What a method did over the measured frames.
struct Record {
    std::vector<double> ms; // per frame
    double pairs = 0, exact = 0, tests = 0, cells = 0, reported = 0, reinserted = 0; // summed
};

// The frame-by-frame comparison of the exact pairs.
struct Agreement {
    long long framesChecked = 0;
    long long framesDiffering = 0;
    long long pairsDiffering = 0; // in one list and not in the other, summed
    long long firstFrame = -1;
};

long long symmetricDifference(const std::vector<BodyPair>& x, const std::vector<BodyPair>& y)
{
    long long count = 0;
    std::size_t i = 0, j = 0;
    while (i < x.size() || j < y.size()) {
        if (j == y.size() || (i < x.size() && x[i] < y[j]))
            ++i, ++count;
        else if (i == x.size() || y[j] < x[i])
            ++j, ++count;
        else
            ++i, ++j;
    }
    return count;
}

using bench::percentile;

double millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The three methods and their state, run on the same swarm frame after frame.
class Run {
public:
    Run(const Options& o, const Swarm& swarm, double cellSize)
        : m_swarm(swarm)
        , m_grid(cellSize)
        , m_box2d(swarm.boxes())
        , m_measured(o.warmup)
    {
        for (Record& r : m_records)
            r.ms.reserve(static_cast<std::size_t>(o.frames));
    }

    // The frame's work of each method, timed, then the comparison (not timed).
    void frame(long long index)
    {
        for (int k = 0; k < kMethods; ++k)
            runMethod(static_cast<Method>((index + k) % kMethods), index >= m_measured);
        compare(index);
    }

    const Record& record(Method m) const { return m_records[m]; }
    const Agreement& agreement() const { return m_agreement; }
    bool refused(Method m) const { return m_refused[m]; } // findPairs refused a frame (cells too fine)

private:
    void runMethod(Method m, bool measured)
    {
        const std::span<const Aabb> boxes = m_swarm.boxes();
        std::vector<BodyPair>& exact = m_exact[m];
        long long tests = 0, cells = 0;
        std::size_t candidates = 0;
        const auto start = std::chrono::steady_clock::now();
        if (m == kBox2d) {
            m_box2d.step(boxes, exact);
        } else {
            BroadPhase& method = m == kGrid ? static_cast<BroadPhase&>(m_grid) : m_sweep;
            const BroadPhaseResult result = method.findPairs(boxes, Touching::Counts, m_candidates);
            tests = result.pairTests;
            cells = result.cellsVisited;
            m_refused[m] = m_refused[m] || !result.done;
        }
        const double ms = millisecondsSince(start);
        if (m == kBox2d) {
            candidates = m_box2d.pairs();
        } else { // ours hand on pairs whose boxes overlap already; filtered all the same
            candidates = m_candidates.size();
            exact.clear();
            for (const BodyPair p : m_candidates)
                if (overlaps(boxes[p.a], boxes[p.b], Touching::Counts))
                    exact.push_back(p);
        }
        const double reported = m == kBox2d ? double(m_box2d.takeReported()) : 0;
        const double reinserted = m == kBox2d ? double(m_box2d.takeReinserted()) : 0;
        if (!measured)
            return;
        Record& r = m_records[m];
        r.ms.push_back(ms);
        r.pairs += double(candidates);
        r.exact += double(exact.size());
        r.tests += double(tests);
        r.cells += double(cells);
        r.reported += reported;
        r.reinserted += reinserted;
    }

    void compare(long long index)
    {
        for (std::vector<BodyPair>& e : m_exact)
            std::sort(e.begin(), e.end());
        const long long differ = symmetricDifference(m_exact[kGrid], m_exact[kBox2d])
            + symmetricDifference(m_exact[kSweep], m_exact[kBox2d]);
        ++m_agreement.framesChecked;
        if (differ == 0)
            return;
        ++m_agreement.framesDiffering;
        m_agreement.pairsDiffering += differ;
        if (m_agreement.firstFrame < 0)
            m_agreement.firstFrame = index;
    }

    const Swarm& m_swarm;
    UniformGrid m_grid;
    SweepAndPrune m_sweep;
    Box2dBroadPhase m_box2d;
    long long m_measured; // frames from this index on are recorded
    std::vector<BodyPair> m_candidates;
    std::vector<BodyPair> m_exact[kMethods];
    Record m_records[kMethods];
    bool m_refused[kMethods] = {};
    Agreement m_agreement;
};

void printMethod(Method m, const Record& r, int frames)
{
    double sum = 0;
    for (const double ms : r.ms)
        sum += ms;
    std::printf("%-6s pairs=%.0f exact=%.0f p50=%.3fms p99=%.3fms mean=%.3fms", kNames[m], r.pairs / frames,
        r.exact / frames, percentile(r.ms, 0.5), percentile(r.ms, 0.99), sum / frames);
    if (m == kBox2d)
        std::printf(" reported=%.0f reinserted=%.0f\n", r.reported / frames, r.reinserted / frames);
    else if (m == kGrid)
        std::printf(" tests=%.0f cells=%.0f\n", r.tests / frames, r.cells / frames);
    else
        std::printf(" tests=%.0f\n", r.tests / frames);
}

// The method lines, the agreement and our best against Box2D; the exit code.
int report(const Options& o, const Run& run, const std::vector<double>& stepMs)
{
    std::printf("step   p50=%.3fms p99=%.3fms (the swarm's move, not in the methods' times)\n",
        percentile(stepMs, 0.5), percentile(stepMs, 0.99));
    for (int m = 0; m < kMethods; ++m) {
        printMethod(static_cast<Method>(m), run.record(static_cast<Method>(m)), o.frames);
        if (run.refused(static_cast<Method>(m)))
            std::printf("%-6s refused a frame (too many cells: try a larger --cell)\n", kNames[m]);
    }
    const Agreement& a = run.agreement();
    const bool agree = a.framesDiffering == 0;
    std::printf("agree=%s frames=%d n=%d", agree ? "yes" : "no", o.frames, o.n);
    if (!agree)
        std::printf(" differing frames=%lld pairs=%lld first=%lld", a.framesDiffering, a.pairsDiffering,
            a.firstFrame);
    std::printf(" (exact pairs compared on all %lld frames, warm-up included)\n", a.framesChecked);

    const double box2d50 = percentile(run.record(kBox2d).ms, 0.5);
    const double box2d99 = percentile(run.record(kBox2d).ms, 0.99);
    // Our faster method by p50, of those that never refused a frame (the sweep refuses none here).
    const bool gridCounts = !run.refused(kGrid);
    const Method best
        = gridCounts && percentile(run.record(kGrid).ms, 0.5) <= percentile(run.record(kSweep).ms, 0.5)
        ? kGrid
        : kSweep;
    const double best50 = percentile(run.record(best).ms, 0.5);
    const double best99 = percentile(run.record(best).ms, 0.99);
    std::printf("best=%s p50=%.2fx p99=%.2fx of box2d (issue 41: at most 1.5x per frame: %s)\n", kNames[best],
        best50 / box2d50, best99 / box2d99, best50 <= 1.5 * box2d50 ? "met" : "NOT met");
    return agree ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    if (!parse(argc, argv, o))
        return 2;
    Swarm swarm;
    SwarmSpec spec;
    spec.count = o.n;
    spec.seed = o.seed;
    swarm.reset(spec);
    const double cellSize = o.cellIsMultiple ? o.cell * swarm.typicalSize() : o.cell;
    std::printf("broad_phase: n=%d rectangles and circles in %.0f x %.0f, typical size %.3f, cells of %.3f"
                " (%.2fx), seed %u, %d warm-up + %d frames; per frame: means of pairs, steady-clock times\n",
        o.n, spec.area.max.x - spec.area.min.x, spec.area.max.y - spec.area.min.y, swarm.typicalSize(),
        cellSize, cellSize / swarm.typicalSize(), o.seed, o.warmup, o.frames);
    std::printf("box2d: Box2D %s b2BroadPhase: MoveProxy + UpdatePairs + the pairs kept as b2ContactManager"
                " keeps its contacts + the exact filter\n",
        BOX2D_VERSION);

    Run run(o, swarm, cellSize);
    std::vector<double> stepMs;
    stepMs.reserve(static_cast<std::size_t>(o.frames));
    for (long long index = 0; index < o.warmup + o.frames; ++index) {
        const auto start = std::chrono::steady_clock::now();
        swarm.step();
        const double ms = millisecondsSince(start);
        if (index >= o.warmup)
            stepMs.push_back(ms);
        run.frame(index);
    }
    return report(o, run, stepMs);
}
