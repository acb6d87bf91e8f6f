#pragma once
// The spread of several exact sums (the highest minus the lowest) as violation literals, for the
// requirements that count how far values drift apart: player-value's spread and the seat draft's.
#include <functional>
#include <vector>

#include "core/exact/cardinality.h"
#include "core/exact/cnf.h"

namespace hexloom::core::exact {

// Appends, per threshold t (1 .. the largest value) at which `count` (the violations of a spread,
// non-decreasing, count(0) == 0 or less) rises, one literal weighted by the rise and forced by
// "some value >= a and some value below a - t + 1" for every a: its true literals can sum to
// count(spread) and never sum to less.
void encodeSpread(Cnf& cnf, const std::vector<UnarySum>& values, const std::function<int(int spread)>& count, std::vector<WeightedLit>& out);

} // namespace hexloom::core::exact
