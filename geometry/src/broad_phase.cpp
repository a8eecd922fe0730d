#include "geometry/broad_phase.h"

#include <algorithm>
#include <cmath>

namespace geometry {

namespace {
// Cell indices are computed in double and clamped here: floor(x / s) may overflow (x / s = inf).
// Clamping keeps the map from x to cells monotone, so boxes that meet still share a cell.
constexpr double kCellIndexLimit = 0x1p40;

// Refuses too many bodies and invalid boxes; on refusal `result` says why and `pairs` is empty.
bool acceptBoxes(std::span<const Aabb> boxes, BroadPhaseResult& result, std::vector<BodyPair>& pairs)
{
    pairs.clear();
    if (static_cast<long long>(boxes.size()) > BroadPhase::kMaxBodies) {
        result.refusal = BroadPhaseRefusal::TooManyBodies;
        return false;
    }
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (!isValid(boxes[i])) {
            result.refusal = BroadPhaseRefusal::InvalidBox;
            result.badBody = static_cast<int>(i);
            return false;
        }
    }
    return true;
}

long long cellIndex(double x, double cellSize)
{
    return static_cast<long long>(std::clamp(std::floor(x / cellSize), -kCellIndexLimit, kCellIndexLimit));
}

// overlaps(a, b, touching) for boxes already found valid: the same comparisons, without the
// validity terms that every pair would otherwise repeat.
bool meet(const Aabb& a, const Aabb& b, Touching touching)
{
    if (touching == Touching::Counts)
        return (a.max.x >= b.min.x) & (a.min.x <= b.max.x) & (a.max.y >= b.min.y) & (a.min.y <= b.max.y);
    return (a.max.x > b.min.x) & (a.min.x < b.max.x) & (a.max.y > b.min.y) & (a.min.y < b.max.y);
}

BodyPair orderedPair(int bodyA, int bodyB)
{
    return bodyA < bodyB ? BodyPair { bodyA, bodyB } : BodyPair { bodyB, bodyA };
}
} // namespace

// The reference: rects.h's own predicate on every pair.
BroadPhaseResult AllPairs::findPairs(
    std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs)
{
    BroadPhaseResult result;
    if (!acceptBoxes(boxes, result, pairs))
        return result;
    const int n = static_cast<int>(boxes.size());
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            ++result.pairTests;
            if (overlaps(boxes[a], boxes[b], touching))
                pairs.push_back({ a, b });
        }
    }
    result.done = true;
    return result;
}

// Each body's cells, the grid that spans them (its size checked before anything is counted in it),
// and the entries counted per cell (m_cellStart holds the counts).
bool UniformGrid::layOut(std::span<const Aabb> boxes, BroadPhaseResult& result)
{
    const long long limit = std::min(m_maxCells, kMaxCells);
    m_ranges.resize(boxes.size());
    CellRange reach {};
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        CellRange& r = m_ranges[i];
        r = { cellIndex(boxes[i].min.x, m_cellSize), cellIndex(boxes[i].max.x, m_cellSize),
            cellIndex(boxes[i].min.y, m_cellSize), cellIndex(boxes[i].max.y, m_cellSize) };
        reach = i == 0 ? r
                       : CellRange { std::min(reach.column0, r.column0), std::max(reach.column1, r.column1),
                             std::min(reach.row0, r.row0), std::max(reach.row1, r.row1) };
    }
    const long long columns = reach.column1 - reach.column0 + 1, rows = reach.row1 - reach.row0 + 1;
    if (columns > limit || rows > limit || columns * rows > limit) {
        result.refusal = BroadPhaseRefusal::TooManyCells;
        return false;
    }
    m_firstColumn = reach.column0;
    m_firstRow = reach.row0;
    m_columns = static_cast<int>(columns);
    m_rows = static_cast<int>(rows);
    for (const CellRange& r : m_ranges)
        result.cellsVisited += (r.column1 - r.column0 + 1) * (r.row1 - r.row0 + 1);
    if (result.cellsVisited > limit) {
        result.refusal = BroadPhaseRefusal::TooManyCells;
        return false;
    }
    m_cellStart.assign(static_cast<std::size_t>(m_columns) * m_rows + 1, 0);
    for (const CellRange& r : m_ranges)
        for (long long row = r.row0; row <= r.row1; ++row)
            for (long long column = r.column0; column <= r.column1; ++column)
                ++m_cellStart[cellOf(column, row)];
    return true;
}

BroadPhaseResult UniformGrid::findPairs(
    std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs)
{
    BroadPhaseResult result;
    pairs.clear();
    if (!(m_cellSize > 0 && std::isfinite(m_cellSize))) {
        result.refusal = BroadPhaseRefusal::BadCellSize;
        return result;
    }
    if (!acceptBoxes(boxes, result, pairs))
        return result;
    if (boxes.empty()) {
        result.done = true;
        return result;
    }
    if (!layOut(boxes, result))
        return result;
    // Counts to ends; then each body is entered in its cells, from the last body to the first (moving
    // a cell's end to its start), so that a cell's bodies ascend and end where the next cell starts.
    const std::size_t cells = static_cast<std::size_t>(m_columns) * m_rows;
    for (std::size_t c = 1; c < cells; ++c)
        m_cellStart[c] += m_cellStart[c - 1];
    m_cellStart[cells] = static_cast<int>(result.cellsVisited);
    m_entries.resize(static_cast<std::size_t>(result.cellsVisited));
    for (std::size_t i = m_ranges.size(); i-- > 0;) {
        const CellRange& r = m_ranges[i];
        for (long long row = r.row0; row <= r.row1; ++row)
            for (long long column = r.column0; column <= r.column1; ++column)
                m_entries[--m_cellStart[cellOf(column, row)]] = static_cast<int>(i);
    }
    // A pair is tested only in the first cell both cover: (max of first columns, max of first rows).
    long long tests = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int column = 0; column < m_columns; ++column) {
            const std::size_t c = static_cast<std::size_t>(row) * m_columns + column;
            const long long cellColumn = m_firstColumn + column, cellRow = m_firstRow + row;
            const int end = m_cellStart[c + 1];
            for (int p = m_cellStart[c]; p < end - 1; ++p) {
                const int a = m_entries[p];
                const CellRange& ra = m_ranges[a];
                for (int q = p + 1; q < end; ++q) {
                    const int b = m_entries[q];
                    const CellRange& rb = m_ranges[b];
                    if (std::max(ra.column0, rb.column0) != cellColumn
                        || std::max(ra.row0, rb.row0) != cellRow)
                        continue;
                    ++tests;
                    if (meet(boxes[a], boxes[b], touching))
                        pairs.push_back({ a, b });
                }
            }
        }
    }
    result.pairTests = tests;
    result.done = true;
    return result;
}

BroadPhaseResult SweepAndPrune::findPairs(
    std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs)
{
    BroadPhaseResult result;
    if (!acceptBoxes(boxes, result, pairs))
        return result;
    const auto byMinX = [](const Entry& l, const Entry& r) { return l.box.min.x < r.box.min.x; };
    if (m_sorted.size() != boxes.size()) {
        m_sorted.resize(boxes.size());
        for (std::size_t i = 0; i < boxes.size(); ++i)
            m_sorted[i] = { boxes[i], static_cast<int>(i) };
        std::sort(m_sorted.begin(), m_sorted.end(), byMinX);
        result.resorted = true;
    } else {
        for (Entry& e : m_sorted)
            e.box = boxes[static_cast<std::size_t>(e.body)];
        for (std::size_t i = 1; i < m_sorted.size(); ++i) {
            const Entry e = m_sorted[i];
            std::size_t j = i;
            for (; j > 0 && byMinX(e, m_sorted[j - 1]); --j)
                m_sorted[j] = m_sorted[j - 1];
            m_sorted[j] = e;
            result.swaps += static_cast<long long>(i - j);
        }
    }
    // Boxes after a start at or after its min.x; once one starts beyond its max.x (or at it, when
    // touching does not count), so do all the rest.
    const bool touchCounts = touching == Touching::Counts;
    const std::size_t n = m_sorted.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Aabb a = m_sorted[i].box;
        const int bodyA = m_sorted[i].body;
        std::size_t j = i + 1;
        for (; j < n; ++j) {
            const Aabb& b = m_sorted[j].box;
            if (b.min.x > a.max.x || (!touchCounts && b.min.x == a.max.x))
                break;
            if (meet(a, b, touching))
                pairs.push_back(orderedPair(bodyA, m_sorted[j].body));
        }
        result.pairTests += static_cast<long long>(j - i - 1);
    }
    result.done = true;
    return result;
}

} // namespace geometry
