// The three broad phases against a hand-written test of every pair: random sets, the sets where each
// method is at its worst (all in one cell, all on one x, huge and tiny boxes mixed), touching edges
// under both rules, duplicates, many frames of small moves, refused input, and no allocation once
// warmed up (this file counts operator new for the whole test binary; it only counts).
#include "geometry/broad_phase.h"

#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <new>
#include <random>
#include <string>
#include <vector>

namespace {
std::atomic<long long> allocations { 0 };
}

void* operator new(std::size_t size)
{
    ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept
{
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept
{
    std::free(p);
}

using namespace geometry;
using namespace geometry::test;

namespace {
constexpr Touching kRules[] = { Touching::Counts, Touching::DoesNotCount };

long long allPairsCount(std::size_t n)
{
    return static_cast<long long>(n) * (static_cast<long long>(n) - 1) / 2;
}

// The reference of the reference: every pair, compared coordinate by coordinate as written here.
std::vector<BodyPair> handPairs(const std::vector<Aabb>& boxes, Touching touching)
{
    std::vector<BodyPair> out;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const Aabb &a = boxes[i], &b = boxes[j];
            const bool meet = touching == Touching::Counts
                ? a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y
                : a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
            if (meet)
                out.push_back({ static_cast<int>(i), static_cast<int>(j) });
        }
    }
    return out;
}

// "" when `got` (any order) holds exactly the pairs of `want` (sorted), each once with a < b.
std::string difference(std::vector<BodyPair> got, const std::vector<BodyPair>& want)
{
    for (const BodyPair& p : got)
        if (p.a >= p.b)
            return "pair (" + std::to_string(p.a) + ", " + std::to_string(p.b) + ") is not a < b";
    std::sort(got.begin(), got.end());
    if (std::adjacent_find(got.begin(), got.end()) != got.end())
        return "a pair is reported twice";
    std::vector<BodyPair> missing, extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(), std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(extra));
    if (missing.empty() && extra.empty())
        return "";
    const BodyPair p = missing.empty() ? extra.front() : missing.front();
    return std::to_string(missing.size()) + " missing, " + std::to_string(extra.size()) + " extra, e.g. ("
        + std::to_string(p.a) + ", " + std::to_string(p.b) + ")";
}

// Every method, fresh, under both rules: the hand-written pairs, and all pairs' n (n - 1) / 2 tests.
void checkAllAgree(const std::vector<Aabb>& boxes, double cellSize)
{
    for (const Touching touching : kRules) {
        INFO("n = " << boxes.size() << ", cell size " << cellSize << ", touching "
                    << (touching == Touching::Counts ? "counts" : "does not count"));
        const std::vector<BodyPair> want = handPairs(boxes, touching);
        std::vector<BodyPair> pairs;
        AllPairs all;
        const BroadPhaseResult r = all.findPairs(boxes, touching, pairs);
        REQUIRE(r.done);
        CHECK(r.pairTests == allPairsCount(boxes.size()));
        CHECK(difference(pairs, want) == "");
        UniformGrid grid(cellSize);
        const BroadPhaseResult g = grid.findPairs(boxes, touching, pairs);
        REQUIRE(g.done);
        CHECK(g.pairTests <= r.pairTests);
        CHECK(difference(pairs, want) == "");
        SweepAndPrune sweep;
        const BroadPhaseResult s = sweep.findPairs(boxes, touching, pairs);
        REQUIRE(s.done);
        CHECK(s.pairTests <= r.pairTests);
        CHECK(difference(pairs, want) == "");
    }
}

class BoxMaker {
public:
    explicit BoxMaker(unsigned seed)
        : m_rng(seed)
    {
    }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }
    // Corner in [-world, world]^2, sides in [0, maxSide]; snapped to a grid of 0.5, so that shared
    // coordinates (touching edges, equal x) happen often.
    Aabb box(double world, double maxSide, bool snapped)
    {
        Vec2 p { uniform(-world, world), uniform(-world, world) };
        Vec2 size { uniform(0, maxSide), uniform(0, maxSide) };
        if (snapped) {
            p = { std::round(2 * p.x) / 2, std::round(2 * p.y) / 2 };
            size = { std::round(2 * size.x) / 2, std::round(2 * size.y) / 2 };
        }
        return { p, p + size };
    }
    std::vector<Aabb> boxes(std::size_t n, double world, double maxSide, bool snapped)
    {
        std::vector<Aabb> out(n);
        for (Aabb& b : out)
            b = box(world, maxSide, snapped);
        return out;
    }

private:
    std::mt19937 m_rng;
};

long long cellsCovered(const std::vector<Aabb>& boxes, double s)
{
    long long sum = 0;
    for (const Aabb& b : boxes)
        sum += static_cast<long long>(std::floor(b.max.x / s) - std::floor(b.min.x / s) + 1)
            * static_cast<long long>(std::floor(b.max.y / s) - std::floor(b.min.y / s) + 1);
    return sum;
}
} // namespace

TEST_CASE("broad phase: all pairs tests n(n-1)/2 pairs and finds what a hand-written test finds")
{
    BoxMaker make(11);
    for (const std::size_t n : { 0, 1, 2, 3, 17, 200 }) {
        const std::vector<Aabb> boxes = make.boxes(n, 20, 6, n % 2 == 1);
        for (const Touching touching : kRules) {
            std::vector<BodyPair> pairs;
            const BroadPhaseResult r = AllPairs().findPairs(boxes, touching, pairs);
            CHECK(r.done);
            CHECK(r.pairTests == allPairsCount(n));
            CHECK(r.cellsVisited == 0);
            CHECK(r.swaps == 0);
            CHECK(difference(pairs, handPairs(boxes, touching)) == "");
        }
    }
}

TEST_CASE("broad phase: on random sets every method finds exactly the pairs of all pairs")
{
    for (unsigned seed = 1; seed <= 4; ++seed) {
        BoxMaker make(seed);
        for (const std::size_t n : { 2, 10, 100, 400 }) {
            const bool snapped = seed % 2 == 0;
            const std::vector<Aabb> boxes = make.boxes(n, 10 + static_cast<double>(n) / 4, 4, snapped);
            for (const double cellSize : { 0.25, 1.0, 3.0, 50.0 })
                checkAllAgree(boxes, cellSize);
        }
    }
}

TEST_CASE("broad phase: all boxes in one cell: the grid tests every pair")
{
    BoxMaker make(21);
    std::vector<Aabb> boxes(60);
    for (Aabb& b : boxes) {
        const Vec2 p { make.uniform(0.1, 0.5), make.uniform(0.1, 0.5) };
        b = { p, p + Vec2 { make.uniform(0, 0.4), make.uniform(0, 0.4) } };
    }
    checkAllAgree(boxes, 1);
    std::vector<BodyPair> pairs;
    UniformGrid grid(1);
    const BroadPhaseResult r = grid.findPairs(boxes, Touching::Counts, pairs);
    CHECK(r.cellsVisited == static_cast<long long>(boxes.size()));
    CHECK(r.pairTests == allPairsCount(boxes.size()));
}

TEST_CASE("broad phase: all boxes on one x: the sweep tests every pair")
{
    BoxMaker make(22);
    for (const double width : { 0.0, 2.0 }) {
        std::vector<Aabb> boxes(80);
        for (Aabb& b : boxes) {
            const double y = std::round(make.uniform(-40, 40));
            b = { { 5, y }, { 5 + width, y + std::round(make.uniform(0, 3)) } };
        }
        checkAllAgree(boxes, 1);
        checkAllAgree(boxes, 4);
        std::vector<BodyPair> pairs;
        SweepAndPrune sweep;
        CHECK(sweep.findPairs(boxes, Touching::Counts, pairs).pairTests == allPairsCount(boxes.size()));
        // Zero-width boxes on one x only touch, so under the strict rule nothing is even tested.
        const BroadPhaseResult strict = sweep.findPairs(boxes, Touching::DoesNotCount, pairs);
        if (width == 0) {
            CHECK(strict.pairTests == 0);
            CHECK(pairs.empty());
        }
    }
}

TEST_CASE("broad phase: huge and tiny boxes mixed")
{
    BoxMaker make(23);
    std::vector<Aabb> boxes = make.boxes(150, 30, 0.001, false);
    const std::vector<Aabb> points = make.boxes(20, 30, 0, true);
    boxes.insert(boxes.end(), points.begin(), points.end());
    boxes.push_back({ { -1000, -1000 }, { 1000, 1000 } });
    boxes.push_back({ { -35, 2 }, { 35, 2.5 } });
    boxes.push_back({ { -1000, -1000 }, { 1000, 1000 } });
    for (const double cellSize : { 2.0, 20.0, 500.0, 5000.0 })
        checkAllAgree(boxes, cellSize);
    // Each huge box covers 400 x 400 cells of 5: the grid's work grows with the boxes' size.
    std::vector<BodyPair> pairs;
    UniformGrid grid(5);
    const BroadPhaseResult r = grid.findPairs(boxes, Touching::Counts, pairs);
    CHECK(r.cellsVisited == cellsCovered(boxes, 5));
    CHECK(r.cellsVisited > 2LL * 400 * 400);
}

TEST_CASE("broad phase: touching edges and corners follow the touching rule in every method")
{
    // A k x k tiling of unit squares, at negative and positive coordinates: under the inclusive rule
    // each square meets its eight neighbours (2 k (k-1) edges, 2 (k-1)^2 corners), under the strict one none.
    const int k = 9;
    std::vector<Aabb> boxes;
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j)
            boxes.push_back({ { i - 4.0, j - 3.0 }, { i - 3.0, j - 2.0 } });
    for (const double cellSize : { 0.5, 1.0, 2.0, 3.0, 0.7 })
        checkAllAgree(boxes, cellSize);
    std::vector<BodyPair> pairs;
    UniformGrid grid(1);
    SweepAndPrune sweep;
    for (BroadPhase* method : { static_cast<BroadPhase*>(&grid), static_cast<BroadPhase*>(&sweep) }) {
        CHECK(method->findPairs(boxes, Touching::Counts, pairs).done);
        CHECK(pairs.size() == static_cast<std::size_t>(2 * k * (k - 1) + 2 * (k - 1) * (k - 1)));
        CHECK(method->findPairs(boxes, Touching::DoesNotCount, pairs).done);
        CHECK(pairs.empty());
    }
    // One corner shared on a cell corner, one edge shared inside a cell.
    const std::vector<Aabb> two = { { { -1, -1 }, { 0, 0 } }, { { 0, 0 }, { 1, 1 } } };
    const std::vector<Aabb> edge = { { { 0, 0.25 }, { 0.5, 0.75 } }, { { 0.5, 0 }, { 0.75, 1 } } };
    for (const auto* set : { &two, &edge }) {
        checkAllAgree(*set, 1);
        CHECK(handPairs(*set, Touching::Counts).size() == 1);
        CHECK(handPairs(*set, Touching::DoesNotCount).empty());
    }
}

TEST_CASE("broad phase: duplicate boxes and duplicate points")
{
    std::vector<Aabb> boxes;
    for (int copy = 0; copy < 5; ++copy) {
        boxes.push_back({ { 1, 1 }, { 2, 3 } });
        boxes.push_back({ { 4, 4 }, { 4, 4 } }); // a point
        boxes.push_back({ { -3, 0 }, { -1, 0 } }); // a flat box
    }
    checkAllAgree(boxes, 1);
    checkAllAgree(boxes, 0.3);
    std::vector<BodyPair> pairs;
    SweepAndPrune sweep;
    // Counts: each of the three groups of 5 is 10 pairs; strict: points and flat boxes have no inside.
    sweep.findPairs(boxes, Touching::Counts, pairs);
    CHECK(static_cast<long long>(pairs.size()) == 3 * allPairsCount(5));
    sweep.findPairs(boxes, Touching::DoesNotCount, pairs);
    CHECK(static_cast<long long>(pairs.size()) == allPairsCount(5));
}

TEST_CASE("broad phase: the grid's cells visited are the cells each box covers")
{
    BoxMaker make(31);
    const std::vector<Aabb> boxes = make.boxes(500, 100, 6, false);
    std::vector<BodyPair> pairs;
    UniformGrid grid(4);
    for (const double cellSize : { 1.0, 4.0, 7.5, 64.0 }) {
        grid.setCellSize(cellSize);
        const BroadPhaseResult r = grid.findPairs(boxes, Touching::Counts, pairs);
        REQUIRE(r.done);
        CHECK(r.cellsVisited == cellsCovered(boxes, cellSize));
        CHECK(r.cellsVisited >= static_cast<long long>(boxes.size()));
        CHECK(r.swaps == 0);
    }
    // Small boxes far apart: cells of about their size test a few percent of the pairs.
    grid.setCellSize(8);
    const BroadPhaseResult r = grid.findPairs(boxes, Touching::Counts, pairs);
    CHECK(r.pairTests * 20 < allPairsCount(boxes.size()));
    CHECK(r.pairTests >= static_cast<long long>(pairs.size()));
}

TEST_CASE("broad phase: the sweep stays right over many frames of small moves")
{
    BoxMaker make(41);
    const std::size_t n = 300;
    std::vector<Aabb> boxes = make.boxes(n, 60, 5, false);
    std::vector<Vec2> velocity(n);
    for (Vec2& v : velocity)
        v = { make.uniform(-0.05, 0.05), make.uniform(-0.05, 0.05) };
    const Aabb area { { -65, -65 }, { 65, 65 } };
    SweepAndPrune sweep;
    UniformGrid grid(8);
    std::vector<BodyPair> pairs;
    const BroadPhaseResult first = sweep.findPairs(boxes, Touching::Counts, pairs);
    CHECK(first.resorted);
    long long swaps = 0;
    const int frames = 200;
    for (int frame = 0; frame < frames; ++frame) {
        for (std::size_t i = 0; i < n; ++i) {
            const RectBounceResult moved = bounceRectInBox(boxes[i], velocity[i], area);
            boxes[i] = moved.moved;
            velocity[i] = moved.velocity;
        }
        const Touching touching = kRules[frame % 2];
        const std::vector<BodyPair> want = handPairs(boxes, touching);
        const BroadPhaseResult r = sweep.findPairs(boxes, touching, pairs);
        REQUIRE(r.done);
        CHECK_FALSE(r.resorted);
        CHECK(difference(pairs, want) == "");
        swaps += r.swaps;
        CHECK(grid.findPairs(boxes, touching, pairs).done);
        CHECK(difference(pairs, want) == "");
    }
    // Coherent frames: some bodies pass each other on x, but far fewer than n swaps a frame.
    CHECK(swaps > 0);
    CHECK(swaps < frames * static_cast<long long>(n) / 4);
    // A frame that shuffles the bodies costs about n^2 / 4 swaps, and the result is still right.
    std::shuffle(boxes.begin(), boxes.end(), std::mt19937(5));
    const BroadPhaseResult shuffled = sweep.findPairs(boxes, Touching::Counts, pairs);
    CHECK(shuffled.swaps > static_cast<long long>(n * n / 8));
    CHECK(shuffled.swaps > 100 * swaps / frames);
    CHECK(difference(pairs, handPairs(boxes, Touching::Counts)) == "");
}

TEST_CASE("broad phase: the sweep follows bodies added and removed between frames")
{
    BoxMaker make(42);
    SweepAndPrune sweep;
    std::vector<BodyPair> pairs;
    for (const std::size_t n : { 50, 80, 80, 30, 0, 12 }) {
        const std::vector<Aabb> boxes = make.boxes(n, 15, 4, true);
        const BroadPhaseResult r = sweep.findPairs(boxes, Touching::Counts, pairs);
        CHECK(r.done);
        CHECK(difference(pairs, handPairs(boxes, Touching::Counts)) == "");
    }
    sweep.reset();
    const std::vector<Aabb> boxes = make.boxes(12, 15, 4, true);
    CHECK(sweep.findPairs(boxes, Touching::Counts, pairs).resorted);
}

TEST_CASE("broad phase: NaN, infinite and inverted boxes are refused, naming the first")
{
    const Aabb bad[] = { { { kNaN, 0 }, { 1, 1 } }, { { 0, 0 }, { 1, kNaN } }, { { 0, 0 }, { kInf, 1 } },
        { { 0, -kInf }, { 1, 1 } }, { { 2, 0 }, { 1, 1 } }, { { 0, 2 }, { 1, 1 } } };
    AllPairs all;
    UniformGrid grid(1);
    SweepAndPrune sweep;
    for (const Aabb& b : bad) {
        std::vector<Aabb> boxes(6, Aabb { { 0, 0 }, { 1, 1 } });
        boxes[3] = b;
        boxes[5] = b;
        for (BroadPhase* method : { static_cast<BroadPhase*>(&all), static_cast<BroadPhase*>(&grid),
                 static_cast<BroadPhase*>(&sweep) }) {
            std::vector<BodyPair> pairs = { { 0, 1 }, { 2, 4 } };
            const BroadPhaseResult r = method->findPairs(boxes, Touching::Counts, pairs);
            CHECK_FALSE(r.done);
            CHECK(r.refusal == BroadPhaseRefusal::InvalidBox);
            CHECK(r.badBody == 3);
            CHECK(pairs.empty());
        }
    }
    // After a refused frame the sweep is still right on good boxes.
    const std::vector<Aabb> good = BoxMaker(43).boxes(40, 10, 4, true);
    std::vector<BodyPair> pairs;
    CHECK(sweep.findPairs(good, Touching::Counts, pairs).done);
    CHECK(difference(pairs, handPairs(good, Touching::Counts)) == "");
}

TEST_CASE("broad phase: a zero, negative, NaN or infinite cell size is refused")
{
    const std::vector<Aabb> boxes = { { { 0, 0 }, { 1, 1 } }, { { 0.5, 0.5 }, { 2, 2 } } };
    for (const double cellSize : { 0.0, -0.0, -1.0, kNaN, kInf, -kInf }) {
        UniformGrid grid(cellSize);
        for (const std::size_t n : { 0, 2 }) {
            std::vector<BodyPair> pairs = { { 0, 1 } };
            const BroadPhaseResult r
                = grid.findPairs(std::span<const Aabb>(boxes.data(), n), Touching::Counts, pairs);
            CHECK_FALSE(r.done);
            CHECK(r.refusal == BroadPhaseRefusal::BadCellSize);
            CHECK(pairs.empty());
        }
        grid.setCellSize(1);
        std::vector<BodyPair> pairs;
        CHECK(grid.findPairs(boxes, Touching::Counts, pairs).done);
        CHECK(pairs.size() == 1);
    }
}

TEST_CASE("broad phase: a grid too fine for the boxes is refused before it is built")
{
    std::vector<BodyPair> pairs;
    // Spread: 2,000 / 0.001 cells a side; a coordinate so far that x / s overflows.
    const std::vector<Aabb> spread = { { { -1000, 0 }, { -999, 1 } }, { { 999, 0 }, { 1000, 1 } } };
    UniformGrid fine(0.001);
    BroadPhaseResult r = fine.findPairs(spread, Touching::Counts, pairs);
    CHECK(r.refusal == BroadPhaseRefusal::TooManyCells);
    const std::vector<Aabb> far = { { { 0, 0 }, { 1, 1 } }, { { 0, 0 }, { 1e300, 1 } } };
    UniformGrid tiny(1e-300);
    r = tiny.findPairs(far, Touching::Counts, pairs);
    CHECK(r.refusal == BroadPhaseRefusal::TooManyCells);
    CHECK(pairs.empty());
    // Cells few enough, but five boxes covering all 1,000 x 1,000 of them: too many entries.
    const std::vector<Aabb> big(5, Aabb { { 0, 0 }, { 999.5, 999.5 } });
    UniformGrid unit(1);
    r = unit.findPairs(big, Touching::Counts, pairs);
    CHECK_FALSE(r.done);
    CHECK(r.refusal == BroadPhaseRefusal::TooManyCells);
    CHECK(r.cellsVisited == 5LL * 1000 * 1000);
    // The same boxes with cells of 10 are fine, and all ten pairs are found.
    unit.setCellSize(10);
    CHECK(unit.findPairs(big, Touching::Counts, pairs).done);
    CHECK(pairs.size() == 10);
    // A smaller limit of the caller's: 10 x 10 cells pass a limit of 100, 11 x 10 do not.
    UniformGrid limited(1, 100);
    const std::vector<Aabb> square = { { { 0, 0 }, { 4, 9.5 } }, { { 5, 0 }, { 9.5, 3 } } };
    CHECK(limited.findPairs(square, Touching::Counts, pairs).done);
    const std::vector<Aabb> wider = { { { 0, 0 }, { 4, 9.5 } }, { { 5, 0 }, { 10, 3 } } };
    CHECK(limited.findPairs(wider, Touching::Counts, pairs).refusal == BroadPhaseRefusal::TooManyCells);
}

TEST_CASE("broad phase: an empty set gives no pairs, one body no pairs")
{
    const std::vector<Aabb> none;
    const std::vector<Aabb> one = { { { -2, -2 }, { 3, 3 } } };
    AllPairs all;
    UniformGrid grid(1);
    SweepAndPrune sweep;
    for (BroadPhase* method : { static_cast<BroadPhase*>(&all), static_cast<BroadPhase*>(&grid),
             static_cast<BroadPhase*>(&sweep) }) {
        std::vector<BodyPair> pairs = { { 0, 1 } };
        BroadPhaseResult r = method->findPairs(none, Touching::Counts, pairs);
        CHECK(r.done);
        CHECK(pairs.empty());
        CHECK(r.pairTests == 0);
        CHECK(r.cellsVisited == 0);
        CHECK(r.swaps == 0);
        r = method->findPairs(one, Touching::DoesNotCount, pairs);
        CHECK(r.done);
        CHECK(pairs.empty());
        CHECK(r.pairTests == 0);
    }
}

TEST_CASE("broad phase: a frame allocates nothing once warmed up")
{
    // The same 20 frames twice: the first pass grows every buffer (and the output) to its need.
    BoxMaker make(51);
    std::vector<std::vector<Aabb>> frames(20, make.boxes(500, 40, 3, false));
    for (std::size_t f = 1; f < frames.size(); ++f)
        for (Aabb& b : frames[f]) {
            const Vec2 step { make.uniform(-0.2, 0.2) * static_cast<double>(f), 0 };
            b = { b.min + step, b.max + step };
        }
    AllPairs all;
    UniformGrid grid(4);
    SweepAndPrune sweep;
    for (BroadPhase* method : { static_cast<BroadPhase*>(&all), static_cast<BroadPhase*>(&grid),
             static_cast<BroadPhase*>(&sweep) }) {
        std::vector<BodyPair> pairs;
        for (const auto& boxes : frames)
            method->findPairs(boxes, Touching::Counts, pairs);
        const long long before = allocations.load();
        bool allDone = true;
        for (const auto& boxes : frames)
            allDone = method->findPairs(boxes, Touching::Counts, pairs).done && allDone;
        const long long during = allocations.load() - before;
        CHECK(allDone);
        CHECK(during == 0);
    }
}
