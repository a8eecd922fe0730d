// The canvas paints first. The lesson text's renderer (a process of QtWebEngine's own) sets the
// live box's formulas again several times a second while a student drags; on two cores its bursts
// took the core the canvas's frame was painted on, and the frame waited for them. So the
// renderer's threads run at a lower priority (a higher nice value) than the window's: it gets what
// the drawing leaves, which on an idle machine is all it needs (docs/performance.md).
#pragma once

#include <QtGlobal>

#include <optional>

namespace lab {

// The nice value a lesson text's renderer runs at (the window's stays as it was started).
constexpr int kRendererNice = 10;

// Lowers every thread of process `pid` to kRendererNice; a thread already lower is left alone.
// Nothing where the system has no such threads to look at (not Linux, no such process).
void yieldToDrawing(qint64 pid);

// The smallest nice value among the threads of process `pid` (the one least yielded), or none
// where they cannot be looked at.
std::optional<int> leastNice(qint64 pid);

} // namespace lab
