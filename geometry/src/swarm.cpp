#include "geometry/swarm.h"

#include <algorithm>
#include <cmath>

namespace geometry {

namespace {

// A small, fast, portable generator (SplitMix64), so that a seed gives the same bodies with every
// standard library.
class SplitMix {
public:
    explicit SplitMix(std::uint64_t seed)
        : m_state(seed)
    {
    }
    double uniform(double lo, double hi) // [lo, hi)
    {
        return lo + (hi - lo) * static_cast<double>(next() >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::uint64_t m_state;
};

} // namespace

bool circleTouchesBox(const Circle& c, const Aabb& box)
{
    const double nearX = std::clamp(c.center.x, box.min.x, box.max.x);
    const double nearY = std::clamp(c.center.y, box.min.y, box.max.y);
    const double dx = c.center.x - nearX, dy = c.center.y - nearY;
    return dx * dx + dy * dy <= c.radius * c.radius;
}

void Swarm::reset(const SwarmSpec& spec)
{
    m_spec = spec;
    m_frame = 0;
    m_pinned = -1;
    const Aabb& area = spec.area;
    const double width = area.max.x - area.min.x, height = area.max.y - area.min.y;
    const bool usable = spec.count >= 0 && spec.count <= kMaxCount && width > 0 && height > 0
        && std::isfinite(width) && std::isfinite(height) && spec.coverage > 0 && spec.coverage <= 1;
    const int n = usable ? spec.count : 0;
    m_bodies.resize(static_cast<std::size_t>(n));
    m_boxes.resize(static_cast<std::size_t>(n));
    m_typical = n > 0 ? std::sqrt(spec.coverage * width * height / n) : 0;

    SplitMix random(spec.seed);
    for (int i = 0; i < n; ++i) {
        SwarmBody& b = m_bodies[static_cast<std::size_t>(i)];
        const double size = m_typical * random.uniform(0.6, 1.4);
        b.circle = i % 2 == 1;
        b.half = b.circle
            ? Vec2 { 0.5 * size * 1.13, 0.5 * size * 1.13 } // a circle of the square's area
            : Vec2 { 0.5 * size * random.uniform(0.7, 1.3), 0.5 * size * random.uniform(0.7, 1.3) };
        b.half.x = std::min(b.half.x, 0.5 * width);
        b.half.y = std::min(b.half.y, 0.5 * height);
        b.center = { random.uniform(area.min.x + b.half.x, area.max.x - b.half.x),
            random.uniform(area.min.y + b.half.y, area.max.y - b.half.y) };
        const double speed = m_typical * random.uniform(0.02, 0.08);
        const double angle = random.uniform(0, 6.283185307179586);
        b.velocity = { speed * std::cos(angle), speed * std::sin(angle) };
        updateBox(i);
    }
}

void Swarm::updateBox(int i)
{
    const SwarmBody& b = m_bodies[static_cast<std::size_t>(i)];
    m_boxes[static_cast<std::size_t>(i)] = { b.center - b.half, b.center + b.half };
}

void Swarm::step()
{
    const Aabb& area = m_spec.area;
    for (int i = 0; i < size(); ++i) {
        if (i == m_pinned)
            continue;
        SwarmBody& b = m_bodies[static_cast<std::size_t>(i)];
        const Aabb& box = m_boxes[static_cast<std::size_t>(i)];
        if ((box.min.x < area.min.x && b.velocity.x < 0) || (box.max.x > area.max.x && b.velocity.x > 0))
            b.velocity.x = -b.velocity.x;
        if ((box.min.y < area.min.y && b.velocity.y < 0) || (box.max.y > area.max.y && b.velocity.y > 0))
            b.velocity.y = -b.velocity.y;
        b.center = b.center + b.velocity;
        updateBox(i);
    }
    ++m_frame;
}

void Swarm::pin(int body, Vec2 center)
{
    m_pinned = body >= 0 && body < size() ? body : -1;
    if (m_pinned < 0 || !std::isfinite(center.x) || !std::isfinite(center.y))
        return;
    m_bodies[static_cast<std::size_t>(body)].center = center;
    updateBox(body);
}

bool Swarm::touch(int a, int b) const
{
    const SwarmBody& p = m_bodies[static_cast<std::size_t>(a)];
    const SwarmBody& q = m_bodies[static_cast<std::size_t>(b)];
    if (p.circle && q.circle)
        return overlaps(Circle { p.center, p.half.x }, Circle { q.center, q.half.x });
    if (p.circle)
        return circleTouchesBox({ p.center, p.half.x }, m_boxes[static_cast<std::size_t>(b)]);
    if (q.circle)
        return circleTouchesBox({ q.center, q.half.x }, m_boxes[static_cast<std::size_t>(a)]);
    return overlaps(
        m_boxes[static_cast<std::size_t>(a)], m_boxes[static_cast<std::size_t>(b)], Touching::Counts);
}

void Swarm::narrowPhase(std::span<const BodyPair> candidates, std::vector<BodyPair>& hits) const
{
    hits.clear();
    for (const BodyPair& pair : candidates) {
        if (touch(pair.a, pair.b))
            hits.push_back(pair);
    }
}

} // namespace geometry
