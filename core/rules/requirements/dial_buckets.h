#pragma once
// The loop of Dial's algorithm (shortest paths with small whole-number costs), shared by the
// player-value searches: buckets by label, each visited in turn.
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

// Visits the hexes of each bucket in turn whose label is still that bucket's (a later, cheaper
// entry makes an earlier one stale); labels run below buckets.size(). visit(c, d) may push into
// this or later buckets (the bucket's size is read anew); it ends the search by returning false.
template <class Label, class Visit>
void settleBuckets(std::vector<std::vector<model::CellIndex>>& buckets, Label label, Visit visit)
{
    for (size_t d = 0; d < buckets.size(); ++d)
        for (size_t i = 0; i < buckets[d].size(); ++i) {
            const model::CellIndex c = buckets[d][i];
            if (label(c) == static_cast<int>(d) && !visit(c, static_cast<int>(d)))
                return;
        }
}

} // namespace hexloom::core::rules
