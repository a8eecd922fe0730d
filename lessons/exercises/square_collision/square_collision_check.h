// Exercise E1: judging the overlap condition a student writes for two axis-aligned rectangles.
// The answer is not compared as text: it is evaluated on many rectangle pairs and compared with
// geometry::aabbVsAabb. Qt-free on purpose, like lab::Expression.
#pragma once

#include "core/records/expression.h"

#include <geometry/rects.h>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab::square_collision {

// The exercise's rule for rectangles that only share an edge or a corner: they have NOT collided,
// as in the handout's program, which compares with > and <.
inline constexpr geometry::Touching kTouching = geometry::Touching::DoesNotCount;

struct RectPair {
    geometry::Aabb r1;
    geometry::Aabb r2;
};

// The truth the student's condition is judged against (geometry/, with kTouching).
geometry::AabbAabbResult judge(const RectPair& pair);
// Overlap only when touching counts: the pair touches without overlapping.
bool onlyTouches(const RectPair& pair);

// The four inequalities that together mean "they collide", in the handout's order:
// r1.Right > r2.Left, r1.Left < r2.Right, r1.Top > r2.Bottom, r1.Bottom < r2.Top.
// `holds` comes from geometry::aabbVsAabb's separating flags; the values are for display.
struct Inequality {
    const char* left; // an edge name of the condition language, e.g. "r1.Right"
    const char* op; // ">" or "<"
    const char* right;
    double leftValue = 0;
    double rightValue = 0;
    bool holds = false;
};
std::array<Inequality, 4> inequalities(const RectPair& pair);
// The same from the pair's verdict `judged` (judge(pair)), when it is at hand.
std::array<Inequality, 4> inequalities(const RectPair& pair, const geometry::AabbAabbResult& judged);

// Names a condition may use: r1.Left, r1.Right, r1.Top, r1.Bottom and the same for r2, plus the
// handout's corners (y up, so the top-left corner has the larger y): P0.X, P0.Y, P2.X, P2.Y of
// rectangle 1 (P0 top-left, P2 bottom-right) and p0.X, p0.Y, p2.X, p2.Y of rectangle 2.
const std::vector<std::string>& conditionNames();
std::map<std::string, double> conditionVariables(const RectPair& pair);

// The pairs a condition is tried on: first a fixed list of typical layouts (apart on each side,
// overlapping, nested, crossed, touching on each side and at a corner), then `randomCount`
// pairs from a seeded generator: two thirds on a 10-unit grid (half of those moved to touch),
// one third anywhere.
std::vector<RectPair> testPairs(std::uint32_t seed, int randomCount);
inline constexpr std::uint32_t kDefaultSeed = 20240517;
inline constexpr int kDefaultRandomPairs = 3000;

enum class ConditionVerdict {
    SyntaxError, // the text does not parse (see errorKind, errorPosition)
    NotACondition, // it parses but is a value, such as "r1.Left + 3"
    Wrong, // it gives the wrong answer on at least one pair (see counterexample)
    Right, // it agrees with geometry/ on every pair tried
};

struct ConditionCheck {
    ConditionVerdict verdict = ConditionVerdict::SyntaxError;
    Expression::ErrorKind errorKind = Expression::ErrorKind::None;
    std::size_t errorPosition = 0; // byte offset in the UTF-8 text
    int pairsTried = 0;
    int pairsWrong = 0;
    // The first pair (in testPairs order) where the condition disagrees with geometry/.
    std::optional<RectPair> counterexample;
    bool conditionSays = false; // the condition's answer on the counterexample
};

ConditionCheck checkCondition(
    const std::string& text, std::uint32_t seed = kDefaultSeed, int randomCount = kDefaultRandomPairs);

} // namespace lab::square_collision
