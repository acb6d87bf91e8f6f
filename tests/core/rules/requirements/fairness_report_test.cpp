// PlayerFairness::mostFrom, the hexes a player's value comes from (the Fairness dock's and `score
// --fairness`'s "most from"), against a full sort of random players: the n largest positive
// contributions, largest first, ties in cell order, never a hex that adds nothing.
#include "core/rules/requirements/fairness_report.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <random>

namespace hexloom::test {
namespace {

TEST(FairnessReport, MostFromIsTheLargestPositiveContributionsInOrder)
{
    std::mt19937 rng(7);
    for (int trial = 0; trial < 500; ++trial) {
        core::rules::PlayerFairness p;
        const int hexes = std::uniform_int_distribution<int>(0, 12)(rng);
        std::vector<core::model::CellIndex> cells(40);
        for (int c = 0; c < 40; ++c)
            cells[static_cast<size_t>(c)] = c;
        std::shuffle(cells.begin(), cells.end(), rng); // counted in another order than the cells'
        for (int k = 0; k < hexes; ++k) {
            p.counted.push_back({cells[static_cast<size_t>(k)], 1.0});
            p.countedValue.push_back(std::uniform_int_distribution<int>(-1, 4)(rng)); // ties, zeros and below
        }
        const size_t n = std::uniform_int_distribution<size_t>(0, 5)(rng);
        // The oracle: every positive contribution sorted by value (largest first), then cell.
        std::vector<size_t> all;
        for (size_t k = 0; k < p.countedValue.size(); ++k)
            if (p.countedValue[k] > 0)
                all.push_back(k);
        std::sort(all.begin(), all.end(), [&p](size_t a, size_t b) {
            return p.countedValue[a] != p.countedValue[b] ? p.countedValue[a] > p.countedValue[b] : p.counted[a].first < p.counted[b].first;
        });
        all.resize(std::min(n, all.size()));
        EXPECT_EQ(p.mostFrom(n), all) << "trial " << trial;
    }
}

} // namespace
} // namespace hexloom::test
