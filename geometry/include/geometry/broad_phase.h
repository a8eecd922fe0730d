// The broad phase (Ericson, Real-Time Collision Detection, ch. 7): from n bodies' boxes, the pairs
// whose boxes overlap, found three ways behind one interface: all pairs (the reference), a uniform
// grid (7.1) and sort and sweep on x (7.5.2, sweep and prune kept sorted by insertion sort).
#pragma once

#include "geometry/rects.h"
#include "geometry/shapes.h"

#include <span>
#include <vector>

namespace geometry {

// Two bodies by their index in the boxes given, a < b.
struct BodyPair {
    int a = 0;
    int b = 0;
    friend constexpr bool operator==(BodyPair, BodyPair) = default;
    friend constexpr auto operator<=>(BodyPair, BodyPair) = default;
};

enum class BroadPhaseRefusal {
    None,
    InvalidBox, // a NaN or infinite coordinate, or min > max; `badBody` names the first such box
    BadCellSize, // the grid's cell size is zero, negative, NaN or infinite
    TooManyCells, // the grid would span more than its maxCells cells or entries
    TooManyBodies, // more than kMaxBodies boxes (body indices are int)
};

// Counters say what the method did this frame; the ones a method does not use stay 0.
struct BroadPhaseResult {
    bool done = false; // the output holds every candidate pair; false: refused, the output is empty
    BroadPhaseRefusal refusal = BroadPhaseRefusal::None;
    int badBody = -1; // the first invalid box (InvalidBox)
    long long pairTests = 0; // box-vs-box tests (overlaps) made
    long long cellsVisited = 0; // grid: the cells each box covers, summed over the boxes
    long long swaps = 0; // sweep: adjacent swaps of the insertion sort that kept the order
    bool resorted = false; // sweep: the order was rebuilt by a full sort (the body count changed)
};

// One interface for the three methods. findPairs clears `pairs` and writes every pair (a < b) whose
// boxes overlap under `touching` (overlaps(Aabb, Aabb, Touching)), each once, in no set order.
// Every method gives the same pairs. Once warmed up (same n, same spread), a call allocates nothing.
class BroadPhase {
public:
    static constexpr long long kMaxBodies = 1 << 28;
    virtual ~BroadPhase() = default;
    virtual BroadPhaseResult findPairs(
        std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs)
        = 0;
};

// Every pair tested: n (n - 1) / 2 tests, whatever the boxes.
class AllPairs final : public BroadPhase {
public:
    BroadPhaseResult findPairs(
        std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs) override;
};

// Square cells of side cellSize, anchored at (0, 0): cell (i, j) is [i s, (i + 1) s] x [j s, (j + 1) s],
// a box is entered in every cell it covers (floor(min / s) to floor(max / s), so touching boxes share
// one), and only bodies sharing a cell are tested, each pair in the first cell they share.
// The grid spans the boxes' cells; more than maxCells (kMaxCells at most) cells or entries (box,
// cell) are refused.
class UniformGrid final : public BroadPhase {
public:
    static constexpr long long kMaxCells = 1 << 22;
    explicit UniformGrid(double cellSize, long long maxCells = kMaxCells)
        : m_cellSize(cellSize)
        , m_maxCells(maxCells)
    {
    }
    double cellSize() const { return m_cellSize; }
    void setCellSize(double cellSize) { m_cellSize = cellSize; }
    long long maxCells() const { return m_maxCells; }
    BroadPhaseResult findPairs(
        std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs) override;

private:
    struct CellRange {
        long long column0, column1, row0, row1; // the cells a box covers, floor(coordinate / s)
    };
    bool layOut(std::span<const Aabb> boxes, BroadPhaseResult& result);
    std::size_t cellOf(long long column, long long row) const
    {
        return static_cast<std::size_t>((row - m_firstRow) * m_columns + (column - m_firstColumn));
    }
    double m_cellSize;
    long long m_maxCells;
    long long m_firstColumn = 0, m_firstRow = 0; // the grid's lower left cell
    int m_columns = 0, m_rows = 0;
    std::vector<CellRange> m_ranges; // per body
    std::vector<int> m_cellStart; // per cell, the first of its entries; the last is the entries' count
    std::vector<int> m_entries; // body indices, cell by cell, ascending within a cell
};

// Boxes sorted by min.x; each box is tested against those after it that start before its max.x.
// The order is kept between calls and repaired by insertion sort, which costs about n plus one swap
// per pair that changed places on x: little when bodies move little (coherence).
class SweepAndPrune final : public BroadPhase {
public:
    BroadPhaseResult findPairs(
        std::span<const Aabb> boxes, Touching touching, std::vector<BodyPair>& pairs) override;
    void reset() { m_sorted.clear(); } // the next call rebuilds the order with a full sort

private:
    struct Entry {
        Aabb box;
        int body = 0;
    };
    std::vector<Entry> m_sorted; // by box.min.x
};

} // namespace geometry
