#include "square_collision_check.h"

#include <algorithm>
#include <random>

namespace lab::square_collision {

namespace {

geometry::Aabb box(double left, double bottom, double right, double top)
{
    return { { left, bottom }, { right, top } };
}

// Layouts a wrong condition most often gets wrong, simplest first, so that the counterexample
// shown to the student is an easy one to see.
std::vector<RectPair> typicalPairs()
{
    // Below and right of the verdict text at (-200, 200), so that a pair loaded onto the canvas
    // is not hidden behind it.
    const geometry::Aabb a = box(-80, -110, 70, 20);
    return {
        { a, box(-20, -60, 130, 90) }, // overlapping corners
        { a, box(120, -80, 220, -20) }, // apart, r2 to the right (the y ranges overlap)
        { a, box(-230, -60, -130, 0) }, // apart, r2 to the left
        { a, box(-30, 60, 40, 140) }, // apart, r2 above (the x ranges overlap)
        { a, box(-60, -240, 20, -160) }, // apart, r2 below
        { a, box(120, 60, 220, 140) }, // apart diagonally
        { a, box(-40, -80, 20, -20) }, // r2 inside r1
        { box(-40, -80, 20, -20), a }, // r1 inside r2
        { box(-180, -80, 220, -40), box(-10, -210, 50, 90) }, // a cross: no corner inside the other
        { a, a }, // the same rectangle twice
        { a, box(70, -80, 170, -20) }, // touching: r1's right edge on r2's left edge
        { a, box(-180, -80, -80, -20) }, // touching on the left
        { a, box(-30, 20, 40, 90) }, // touching on top
        { a, box(-30, -180, 40, -110) }, // touching below
        { a, box(70, 20, 140, 90) }, // touching at a corner
    };
}

// A box whose bottom-left corner is at most 160 from `near` in x and y, so that about half of
// the pairs overlap. On the 10-unit grid edges often line up exactly; off the grid (any real
// number) a condition with a small offset such as "r1.Right > r2.Left + 5" is caught too.
geometry::Aabb randomBox(std::mt19937& rng, geometry::Vec2 near, bool onGrid)
{
    if (onGrid) {
        std::uniform_int_distribution<int> offset(-16, 16);
        std::uniform_int_distribution<int> size(1, 15);
        const double left = near.x + 10.0 * offset(rng);
        const double bottom = near.y + 10.0 * offset(rng);
        return box(left, bottom, left + 10.0 * size(rng), bottom + 10.0 * size(rng));
    }
    std::uniform_real_distribution<double> offset(-160, 160);
    std::uniform_real_distribution<double> size(5, 150);
    const double left = near.x + offset(rng);
    const double bottom = near.y + offset(rng);
    return box(left, bottom, left + size(rng), bottom + size(rng));
}

// Moves `b` so that it touches `a` on a random side (sharing part of an edge, or a corner).
geometry::Aabb touching(const geometry::Aabb& a, geometry::Aabb b, std::mt19937& rng)
{
    const double w = b.max.x - b.min.x;
    const double h = b.max.y - b.min.y;
    // Slides b along the other axis until the two ranges share at least one point.
    const auto meet = [](double& low, double size, double otherLow, double otherHigh) {
        low = std::clamp(low, otherLow - size, otherHigh);
    };
    std::uniform_int_distribution<int> side(0, 3);
    switch (side(rng)) {
    case 0:
        b.min.x = a.max.x;
        meet(b.min.y, h, a.min.y, a.max.y);
        break; // on the right
    case 1:
        b.min.x = a.min.x - w;
        meet(b.min.y, h, a.min.y, a.max.y);
        break; // on the left
    case 2:
        b.min.y = a.max.y;
        meet(b.min.x, w, a.min.x, a.max.x);
        break; // above
    default:
        b.min.y = a.min.y - h;
        meet(b.min.x, w, a.min.x, a.max.x);
        break; // below
    }
    b.max = { b.min.x + w, b.min.y + h };
    return b;
}

} // namespace

geometry::AabbAabbResult judge(const RectPair& pair)
{
    return geometry::aabbVsAabb(pair.r1, pair.r2, kTouching);
}

bool onlyTouches(const RectPair& pair)
{
    return !judge(pair).hit && geometry::aabbVsAabb(pair.r1, pair.r2, geometry::Touching::Counts).hit;
}

std::array<Inequality, 4> inequalities(const RectPair& pair)
{
    return inequalities(pair, judge(pair));
}

std::array<Inequality, 4> inequalities(const RectPair& pair, const geometry::AabbAabbResult& r)
{
    const geometry::Aabb& a = pair.r1;
    const geometry::Aabb& b = pair.r2;
    return { {
        { "r1.Right", ">", "r2.Left", a.max.x, b.min.x, !r.aLeftOfB },
        { "r1.Left", "<", "r2.Right", a.min.x, b.max.x, !r.aRightOfB },
        { "r1.Top", ">", "r2.Bottom", a.max.y, b.min.y, !r.aBelowB },
        { "r1.Bottom", "<", "r2.Top", a.min.y, b.max.y, !r.aAboveB },
    } };
}

const std::vector<std::string>& conditionNames()
{
    static const std::vector<std::string> names = {
        "r1.Left",
        "r1.Right",
        "r1.Top",
        "r1.Bottom",
        "r2.Left",
        "r2.Right",
        "r2.Top",
        "r2.Bottom",
        "P0.X",
        "P0.Y",
        "P2.X",
        "P2.Y",
        "p0.X",
        "p0.Y",
        "p2.X",
        "p2.Y",
    };
    return names;
}

std::map<std::string, double> conditionVariables(const RectPair& pair)
{
    const geometry::Aabb& a = pair.r1;
    const geometry::Aabb& b = pair.r2;
    return {
        { "r1.Left", a.min.x },
        { "r1.Right", a.max.x },
        { "r1.Top", a.max.y },
        { "r1.Bottom", a.min.y },
        { "r2.Left", b.min.x },
        { "r2.Right", b.max.x },
        { "r2.Top", b.max.y },
        { "r2.Bottom", b.min.y },
        { "P0.X", a.min.x },
        { "P0.Y", a.max.y },
        { "P2.X", a.max.x },
        { "P2.Y", a.min.y },
        { "p0.X", b.min.x },
        { "p0.Y", b.max.y },
        { "p2.X", b.max.x },
        { "p2.Y", b.min.y },
    };
}

std::vector<RectPair> testPairs(std::uint32_t seed, int randomCount)
{
    std::vector<RectPair> pairs = typicalPairs();
    std::mt19937 rng(seed);
    for (int i = 0; i < randomCount; ++i) {
        const bool onGrid = i % 3 != 1;
        const geometry::Aabb a = randomBox(rng, { 0, 0 }, onGrid);
        geometry::Aabb b = randomBox(rng, a.min, onGrid);
        if (i % 3 == 2)
            b = touching(a, b, rng);
        pairs.push_back({ a, b });
    }
    return pairs;
}

ConditionCheck checkCondition(const std::string& text, std::uint32_t seed, int randomCount)
{
    ConditionCheck check;
    Expression::Error error;
    const auto expression = Expression::parse(text, conditionNames(), &check.errorKind, &error);
    if (!expression) {
        check.errorPosition = error.position;
        return check;
    }
    if (!expression->isCondition()) {
        check.verdict = ConditionVerdict::NotACondition;
        return check;
    }
    for (const RectPair& pair : testPairs(seed, randomCount)) {
        ++check.pairsTried;
        const bool says = expression->isTrue(conditionVariables(pair));
        if (says != judge(pair).hit) {
            ++check.pairsWrong;
            if (!check.counterexample) {
                check.counterexample = pair;
                check.conditionSays = says;
            }
        }
    }
    check.verdict = check.pairsWrong == 0 ? ConditionVerdict::Right : ConditionVerdict::Wrong;
    return check;
}

} // namespace lab::square_collision
