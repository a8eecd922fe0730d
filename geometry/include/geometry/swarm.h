// Many bodies at once for the broad phase (unit B1 and bench/broad_phase): n rectangles and
// circles moving in straight lines inside an area and bouncing off its walls, their boxes for a
// broad phase, and the narrow phase, the course's exact tests, on a candidate pair.
#pragma once

#include "geometry/broad_phase.h"
#include "geometry/circles.h"
#include "geometry/rects.h"

#include <cstdint>
#include <span>
#include <vector>

namespace geometry {

// A body: a rectangle (half sizes `half`) or a circle (radius half.x, half.y the same), moving by
// `velocity` per frame.
struct SwarmBody {
    Vec2 center;
    Vec2 velocity;
    Vec2 half;
    bool circle = false;
};

struct SwarmSpec {
    Aabb area { { 0, 0 }, { 640, 480 } }; // AreaMove's area
    int count = 100;
    std::uint32_t seed = 1;
    // The share of the area the bodies cover together: bodies shrink as n grows, so the crowd
    // (and a body's neighbours) stays about the same at any n.
    double coverage = 0.1;
};

// Circle against closed box: the nearest point of the box to the centre within the radius
// (touching counts, as for two circles).
bool circleTouchesBox(const Circle& c, const Aabb& box);

class Swarm {
public:
    static constexpr int kMaxCount = 1'000'000;

    // n bodies drawn from the spec's seed: the same spec, the same bodies. A count outside
    // [0, kMaxCount] or an empty area gives no bodies. Allocates only when n grows.
    void reset(const SwarmSpec& spec);
    // One frame: every body but a pinned one moves by its velocity, and a velocity component that
    // points further out of the area turns round (AreaMove's bounce). Allocation-free.
    void step();
    // Puts body `body` at `center` (a drag) and keeps it there while the others move; -1 for none.
    void pin(int body, Vec2 center);
    int pinned() const { return m_pinned; }

    const SwarmSpec& spec() const { return m_spec; }
    int size() const { return static_cast<int>(m_bodies.size()); }
    std::span<const SwarmBody> bodies() const { return m_bodies; }
    std::span<const Aabb> boxes() const { return m_boxes; }
    // The typical body's full size (the side of a square of the mean body's area).
    double typicalSize() const { return m_typical; }
    // The frames stepped since reset.
    long long frame() const { return m_frame; }

    // The narrow phase: the exact test of bodies a and b (box and box: L2; circle and circle: L3;
    // circle and box: the nearest point), touching counts.
    bool touch(int a, int b) const;
    // The pairs of `candidates` that touch, into `hits` (cleared first).
    void narrowPhase(std::span<const BodyPair> candidates, std::vector<BodyPair>& hits) const;

private:
    void updateBox(int i);

    SwarmSpec m_spec;
    std::vector<SwarmBody> m_bodies;
    std::vector<Aabb> m_boxes;
    double m_typical = 0;
    long long m_frame = 0;
    int m_pinned = -1;
};

} // namespace geometry
