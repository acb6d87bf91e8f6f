#pragma once
// Drives a PieceTracker through random swaps of a random map and checks it against brute force
// (tests/core/rules/piece_delta_checks.h): each delta equals the recount after the swap minus the
// one before, the lower bound never exceeds it, and after every kept swap the count and the
// listed violating cells equal the recount's.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "core/search/scoring/piece_tracker.h"
#include "tests/core/rules/piece_delta_checks.h"

namespace hexloom::test {

struct TrackerChecks {
    int swaps = 0;      // swaps to check
    int cellsEvery = 1; // compare the listed cells after every this many kept swaps
};

// Returns how many deltas were not 0 (-1 on the first failure).
inline int checkTracker(core::search::PieceTracker& tracker, const Board& board, Map map, const TrackerChecks& checks,
                        std::mt19937& random, const std::function<Violations(const Map&)>& brute)
{
    const auto sameCells = [&](const Violations& v) {
        std::vector<CellIndex> listed(tracker.cells().begin(), tracker.cells().end());
        std::sort(listed.begin(), listed.end());
        return listed == v.cells;
    };
    tracker.reset(map);
    Violations before = brute(map);
    EXPECT_EQ(tracker.count(), before.count) << "after reset";
    EXPECT_TRUE(sameCells(before)) << "after reset";
    int nonZero = 0, kept = 0;
    for (int i = 0, tries = 0; i < checks.swaps && tries < 100 * checks.swaps; ++tries) {
        const Swap s = drawSwap(board, random, tries);
        // Mostly swaps the tracker reads; now and then one it does not (its delta must be 0).
        if (s.a == s.b || (!tracker.reads(map.terrain(s.a), map.terrain(s.b)) && tries % 8 != 0))
            continue;
        ++i;
        const int delta = tracker.delta(map, s);
        EXPECT_LE(tracker.lowerBound(map, s), delta) << "swap " << s.a << "," << s.b;
        Map after = map;
        after.apply(s);
        Violations next = brute(after);
        EXPECT_EQ(delta, next.count - before.count) << "swap " << s.a << "," << s.b << " (swap " << i << ")";
        if (delta != next.count - before.count)
            return -1;
        nonZero += delta != 0 ? 1 : 0;
        if (i % 2 != 0)
            continue;
        tracker.moved(map, s);
        map = std::move(after);
        before = std::move(next);
        EXPECT_EQ(tracker.count(), before.count) << "after swap " << i;
        if (++kept % checks.cellsEvery == 0 && !sameCells(before)) {
            ADD_FAILURE() << "listed cells differ after swap " << i;
            return -1;
        }
    }
    return nonZero;
}

} // namespace hexloom::test
