// libFuzzer entry: up to 64 boxes and a cell size from the input bytes, through the three broad
// phases under both touching rules, for two frames (the second moves every box halfway to the next
// one's x, so the sweep's insertion sort has work). Checks: no crash, no UB; all pairs and the
// sweep refuse exactly the same inputs (the first invalid box), the grid those too or its cell size
// or a grid too large; when they answer, the same pairs, each once with a < b, and all pairs makes
// n (n - 1) / 2 tests and the others no more.
#include "fuzz_bytes.h"
#include "geometry/broad_phase.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace geometry;

namespace {
// The first byte: bit 0 set = raw 8-byte doubles (any bit pattern); clear = signed bytes / 4 (values
// in [-32, 32) on a grid of 0.25, where shared edges and equal x are common). Bit 1 set = a box's
// sizes as given (negative ones make inverted boxes); clear = their absolute values.
struct Reader : FuzzBytes {
    bool signedSizes() const { return flag(1); }
    double next() { return number<std::int8_t>(4.0); }
    Aabb box()
    {
        const double x = next(), y = next(), w = next(), h = next();
        if (signedSizes())
            return { { x, y }, { x + w, y + h } };
        return { { x, y }, { x + std::abs(w), y + std::abs(h) } };
    }
};

void check(bool ok)
{
    if (!ok)
        std::abort();
}

int firstInvalid(const std::vector<Aabb>& boxes)
{
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (!isValid(boxes[i]))
            return static_cast<int>(i);
    return -1;
}

// Each pair once, a < b, valid indices; sorted for comparison.
std::vector<BodyPair> sortedChecked(std::vector<BodyPair> pairs, std::size_t n)
{
    for (const BodyPair& p : pairs)
        check(p.a >= 0 && p.a < p.b && static_cast<std::size_t>(p.b) < n);
    std::sort(pairs.begin(), pairs.end());
    check(std::adjacent_find(pairs.begin(), pairs.end()) == pairs.end());
    return pairs;
}

void compareFrame(const std::vector<Aabb>& boxes, UniformGrid& grid, SweepAndPrune& sweep, Touching touching)
{
    const std::size_t n = boxes.size();
    const int bad = firstInvalid(boxes);
    std::vector<BodyPair> pairs;
    const BroadPhaseResult all = AllPairs().findPairs(boxes, touching, pairs);
    check(all.done == (bad < 0) && all.badBody == bad);
    check(all.done || (all.refusal == BroadPhaseRefusal::InvalidBox && pairs.empty()));
    const std::vector<BodyPair> want = sortedChecked(pairs, n);
    if (all.done)
        check(all.pairTests == static_cast<long long>(n) * (static_cast<long long>(n) - 1) / 2);

    const BroadPhaseResult s = sweep.findPairs(boxes, touching, pairs);
    check(s.done == all.done && s.refusal == all.refusal && s.badBody == bad);
    check(sortedChecked(pairs, n) == want);
    check(s.pairTests <= all.pairTests);

    const BroadPhaseResult g = grid.findPairs(boxes, touching, pairs);
    const double cell = grid.cellSize();
    if (!(cell > 0 && std::isfinite(cell)))
        check(g.refusal == BroadPhaseRefusal::BadCellSize);
    else if (!all.done)
        check(g.refusal == BroadPhaseRefusal::InvalidBox && g.badBody == bad);
    else
        check(g.done || g.refusal == BroadPhaseRefusal::TooManyCells);
    check(g.done || pairs.empty());
    if (g.done) {
        check(sortedChecked(pairs, n) == want);
        check(g.pairTests <= all.pairTests && g.cellsVisited >= static_cast<long long>(n));
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Reader r { { data, size } };
    UniformGrid grid(std::abs(r.next()), 1 << 12); // large grids are slow under the sanitizers, not different
    std::vector<Aabb> boxes;
    const std::size_t perBox = 4 * (r.raw() ? sizeof(double) : 1);
    while (r.left() >= perBox && boxes.size() < 64)
        boxes.push_back(r.box());
    SweepAndPrune sweep;
    for (const Touching touching : { Touching::Counts, Touching::DoesNotCount }) {
        compareFrame(boxes, grid, sweep, touching);
        std::vector<Aabb> moved = boxes;
        for (std::size_t i = 0; i < moved.size(); ++i) {
            const double step = (boxes[(i + 1) % boxes.size()].min.x - boxes[i].min.x) / 2;
            moved[i].min.x += step;
            moved[i].max.x += step;
        }
        compareFrame(moved, grid, sweep, touching);
    }
    return 0;
}
