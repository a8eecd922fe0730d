#include "code_listing.h"

#include <algorithm>

namespace lab {

bool CodeRun::reached(int line) const
{
    return std::any_of(steps.begin(), steps.end(), [line](const CodeStep& s) { return s.line == line; });
}

} // namespace lab
