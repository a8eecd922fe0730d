// The broad phase unit's bodies: drawn the same from the same seed, kept in their area, a pinned
// body left where it was put, and the narrow phase's exact tests against points sampled by hand.
#include "geometry/swarm.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace geometry;

namespace {

bool inside(const Aabb& box, const Aabb& area, double slack)
{
    return box.min.x >= area.min.x - slack && box.max.x <= area.max.x + slack
        && box.min.y >= area.min.y - slack && box.max.y <= area.max.y + slack;
}

// A body's shape sampled on a fine lattice: does any sample lie in both bodies?
bool sampledTouch(const SwarmBody& p, const SwarmBody& q)
{
    const auto in = [](const SwarmBody& b, Vec2 v) {
        if (b.circle)
            return lengthSquared(v - b.center) <= b.half.x * b.half.x;
        return std::abs(v.x - b.center.x) <= b.half.x && std::abs(v.y - b.center.y) <= b.half.y;
    };
    const double x0 = std::max(p.center.x - p.half.x, q.center.x - q.half.x);
    const double x1 = std::min(p.center.x + p.half.x, q.center.x + q.half.x);
    const double y0 = std::max(p.center.y - p.half.y, q.center.y - q.half.y);
    const double y1 = std::min(p.center.y + p.half.y, q.center.y + q.half.y);
    if (x0 > x1 || y0 > y1)
        return false;
    for (int i = 0; i <= 200; ++i) {
        for (int j = 0; j <= 200; ++j) {
            const Vec2 v { x0 + (x1 - x0) * i / 200.0, y0 + (y1 - y0) * j / 200.0 };
            if (in(p, v) && in(q, v))
                return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("swarm: the same spec draws the same bodies, another seed others, sizes shrink with n")
{
    Swarm a, b, c;
    a.reset({ .count = 500, .seed = 7 });
    b.reset({ .count = 500, .seed = 7 });
    c.reset({ .count = 500, .seed = 8 });
    REQUIRE(a.size() == 500);
    for (int i = 0; i < a.size(); ++i) {
        CHECK(a.bodies()[i].center == b.bodies()[i].center);
        CHECK(a.bodies()[i].velocity == b.bodies()[i].velocity);
    }
    CHECK(a.bodies()[3].center != c.bodies()[3].center);

    Swarm few, many;
    few.reset({ .count = 20 });
    many.reset({ .count = 10000 });
    // The same coverage: a body's side goes as 1 / sqrt(n).
    CHECK(few.typicalSize() / many.typicalSize() == Approx(std::sqrt(10000.0 / 20)));
    double covered = 0;
    for (const SwarmBody& b : many.bodies())
        covered += b.circle ? 3.141592653589793 * b.half.x * b.half.x : 4 * b.half.x * b.half.y;
    CHECK(covered / (640 * 480) == Approx(0.1).epsilon(0.1));
}

TEST_CASE("swarm: bodies stay in the area frame after frame, a pinned body stays where it was put")
{
    Swarm s;
    s.reset({ .count = 300, .seed = 3 });
    s.pin(0, { 100, 100 });
    double fastest = 0;
    for (const SwarmBody& b : s.bodies())
        fastest = std::max(fastest, std::hypot(b.velocity.x, b.velocity.y));
    for (int frame = 0; frame < 2000; ++frame) {
        s.step();
        for (const Aabb& box : s.boxes())
            REQUIRE(inside(box, s.spec().area, 2 * fastest));
    }
    CHECK(s.frame() == 2000);
    CHECK(s.bodies()[0].center == Vec2 { 100, 100 });
}

TEST_CASE("swarm: bad specs give no bodies instead of failing")
{
    Swarm s;
    s.reset({ .count = -1 });
    CHECK(s.size() == 0);
    s.reset({ .area = { { 0, 0 }, { 0, 480 } }, .count = 10 });
    CHECK(s.size() == 0);
    s.reset({ .count = 10, .coverage = std::nan("") });
    CHECK(s.size() == 0);
    s.step(); // nothing to move
    s.pin(5, { 1, 1 });
    CHECK(s.pinned() == -1);
}

TEST_CASE("swarm: the narrow phase agrees with the shapes sampled point by point")
{
    CHECK(circleTouchesBox({ { 0, 0 }, 1 }, { { 1, -5 }, { 3, 5 } })); // touching an edge counts
    CHECK_FALSE(circleTouchesBox({ { 0, 0 }, 1 }, { { 0.75, 0.75 }, { 3, 3 } })); // the corner is 1.06 away
    CHECK(circleTouchesBox({ { 0, 0 }, 1 }, { { 0.7, 0.7 }, { 3, 3 } }));
    CHECK(circleTouchesBox({ { 0, 0 }, 1 }, { { -5, -5 }, { 5, 5 } })); // inside

    Swarm s;
    s.reset({ .count = 400, .seed = 11, .coverage = 0.3 });
    AllPairs all;
    std::vector<BodyPair> candidates, hits;
    REQUIRE(all.findPairs(s.boxes(), Touching::Counts, candidates).done);
    s.narrowPhase(candidates, hits);
    REQUIRE(hits.size() < candidates.size()); // corners of circles' boxes are not hits
    int checked = 0;
    for (const BodyPair& pair : candidates) {
        const SwarmBody &p = s.bodies()[pair.a], &q = s.bodies()[pair.b];
        const bool hit = std::find(hits.begin(), hits.end(), pair) != hits.end();
        CHECK(hit == s.touch(pair.b, pair.a));
        // The lattice misses slivers thinner than its step: compare where it is sure.
        if (sampledTouch(p, q))
            CHECK(hit);
        ++checked;
    }
    CHECK(checked > 20);
}
