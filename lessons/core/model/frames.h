// The handout's clock: games (and every lesson that runs frames) move their objects 60 times a
// second, one frame at a time.
#pragma once

namespace lab {

inline constexpr int kFramesPerSecond = 60;
// The timer interval of one frame, in milliseconds (16.7 rounded to 17).
inline constexpr int kFrameIntervalMs = (1000 + kFramesPerSecond / 2) / kFramesPerSecond;

} // namespace lab
