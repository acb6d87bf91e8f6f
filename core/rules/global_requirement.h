#pragma once
// Base for requirements that need the whole map (connectivity, sums). Derived implements
// `bool matters(const Map&, const Swap&) const` (false when the swap cannot change the count,
// the common case, which costs nothing) and count(); the delta is then count after - before.
#include "core/rules/requirement.h"

namespace hexloom::core::rules {

template <class Derived>
class GlobalRequirement : public Requirement {
public:
    using Requirement::Requirement;

    int swapDelta(Map& map, const Swap& s) override
    {
        if (!static_cast<const Derived&>(*this).matters(map, s))
            return 0;
        const int before = count(map);
        map.apply(s);
        const int after = count(map);
        map.apply(s);
        return after - before;
    }
};

} // namespace hexloom::core::rules
