// A live run's remembered changes against a std::map with first-insert semantics (what the run
// controller kept before): random remembers, forgets, takes and board changes give the same
// hexes, in the same order, with the same first states.
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "ui/run/live_changes.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::CellState;

TEST(LiveChanges, MatchesAnOrderedMapOfFirstStates)
{
    std::mt19937 rng(7);
    ui::run::LiveChanges live;
    std::map<CellIndex, CellState> oracle;
    int cells = 50;
    for (int step = 0; step < 20000; ++step) {
        const auto c = static_cast<CellIndex>(rng() % static_cast<unsigned>(cells));
        const int op = static_cast<int>(rng() % 100);
        if (op < 60) {
            const CellState s{static_cast<core::model::TerrainId>(rng() % 8), static_cast<core::model::Token>(rng() % 12), rng() % 2 == 0};
            live.remember(cells, c, s);
            oracle.try_emplace(c, s);
        } else if (op < 85) {
            live.forget(c);
            oracle.erase(c);
        } else if (op < 98) {
            std::vector<CellIndex> got;
            std::vector<CellState> before;
            live.take(got, before);
            ASSERT_EQ(got.size(), oracle.size()) << "step " << step;
            size_t i = 0;
            for (const auto& [cell, state] : oracle) {
                EXPECT_EQ(got[i], cell) << "step " << step;
                EXPECT_EQ(before[i], state) << "step " << step;
                ++i;
            }
            oracle.clear();
        } else {
            cells = cells == 50 ? 80 : 50; // another board: nothing of the old one is kept
            live.clear();
            oracle.clear();
        }
        ASSERT_EQ(live.empty(), oracle.empty()) << "step " << step;
        ASSERT_EQ(live.size(), static_cast<int>(oracle.size())) << "step " << step;
    }
}

TEST(LiveChanges, ABoardOfAnotherSizeForgetsTheOldHexes)
{
    ui::run::LiveChanges live;
    live.remember(10, 9, {1, 0, false});
    live.remember(5, 2, {2, 0, false});
    std::vector<CellIndex> cells;
    std::vector<CellState> before;
    live.take(cells, before);
    EXPECT_EQ(cells, std::vector<CellIndex>{2});
}

} // namespace
} // namespace hexloom::test
