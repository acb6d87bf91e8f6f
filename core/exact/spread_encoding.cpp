#include "core/exact/spread_encoding.h"

#include <algorithm>

namespace hexloom::core::exact {

void encodeSpread(Cnf& cnf, const std::vector<UnarySum>& values, const std::function<int(int spread)>& count, std::vector<WeightedLit>& out)
{
    int highest = 0, lowestMax = values.empty() ? 0 : values.front().max();
    for (const UnarySum& v : values) {
        highest = std::max(highest, v.max());
        lowestMax = std::min(lowestMax, v.max());
    }
    if (highest == 0)
        return;
    // high[a]: some value is a or more (forced up); low[b]: every value is b or more (forcing down).
    std::vector<Lit> high(static_cast<size_t>(highest) + 1, 0), low(static_cast<size_t>(lowestMax) + 1, 0);
    for (int a = 1; a <= highest; ++a) {
        high[static_cast<size_t>(a)] = cnf.newVar();
        for (const UnarySum& v : values)
            if (const auto b = atLeast(v, a); !b.never)
                cnf.add({-b.lit, high[static_cast<size_t>(a)]});
    }
    for (int b = 1; b <= lowestMax; ++b) {
        low[static_cast<size_t>(b)] = cnf.newVar();
        for (const UnarySum& v : values)
            cnf.add({-low[static_cast<size_t>(b)], v.atLeast(b)});
    }
    for (int t = 1; t <= highest; ++t) {
        const int rise = count(t) - count(t - 1);
        if (rise <= 0)
            continue;
        const Lit y = cnf.newVar(); // the spread is t or more
        for (int a = t; a <= highest; ++a) {
            const int b = a - t + 1; // highest >= a and lowest <= a - t
            if (b <= lowestMax)
                cnf.add({-high[static_cast<size_t>(a)], low[static_cast<size_t>(b)], y});
            else
                cnf.add({-high[static_cast<size_t>(a)], y});
        }
        out.push_back({y, rise});
    }
}

} // namespace hexloom::core::exact
