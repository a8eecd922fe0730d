// The one clock of a class session's deadlines and timings: steady milliseconds (CLOCK_MONOTONIC,
// the same in every process of this machine, so bench/class_load can compare two processes).
#pragma once

#include <QtGlobal>

#include <chrono>

namespace lab {

inline qint64 steadyMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

inline qint64 steadyMicros()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace lab
