// The p-quantile (p from 0 to 1) of a bench's times by the nearest rank, 0 when there are none:
// what every bench's p50 and p99 mean.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

namespace bench {

inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(std::ceil(p * double(values.size())) - 1);
    return values[std::min(index, values.size() - 1)];
}

} // namespace bench
