// Worked examples of the handout that more than one unit uses. Plain data, no Qt.
#pragma once

#include <geometry/shapes.h>

#include <array>

namespace lab::handout {

// Example 1: (x - 20)² + (y - 10)² = 30² and (x + 10)² + (y - 50)² = 25². The circles lesson's
// worksheet task asks for its numbers; its Example 1 button shows it once that is done.
inline constexpr std::array<geometry::Circle, 2> kExample1Circles = { {
    { { 20, 10 }, 30 },
    { { -10, 50 }, 25 },
} };

} // namespace lab::handout
