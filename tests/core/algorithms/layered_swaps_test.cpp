// PartnerSwaps (one cell's layered swaps with many partners, by a per-step table) against
// layeredSwaps itself for every pair of cells, on rule sets with tokens, harbour zones and water.
#include <gtest/gtest.h>

#include "core/algorithms/scoring/layered_swaps.h"
#include "core/algorithms/random.h"
#include "core/algorithms/run/start_map.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::algorithms {
namespace {

void expectEveryPairAlike(const std::string& rulesName, const std::string& mapName)
{
    auto rules = test::builtinRules(rulesName);
    auto loaded = test::builtinMap(mapName, *rules);
    model::Map map = loaded.map;
    int swaps = 0, tokenSwaps = 0;
    for (int round = 0; round < 3; ++round) {
        for (model::CellIndex a = 0; a < map.size(); ++a) {
            PartnerSwaps partners;
            partners.begin(map, *rules, a);
            for (model::CellIndex b = 0; b < map.size(); ++b) {
                if (b == a)
                    continue;
                LayeredSwaps expected{}, got{};
                const int n = layeredSwaps(map, *rules, a, b, expected);
                ASSERT_EQ(partners.of(b, got), n) << rulesName << " " << a << " " << b;
                for (int k = 0; k < n; ++k) {
                    ASSERT_EQ(got[static_cast<size_t>(k)].a, a);
                    ASSERT_EQ(got[static_cast<size_t>(k)].b, b);
                    ASSERT_EQ(got[static_cast<size_t>(k)].layer, expected[static_cast<size_t>(k)].layer) << rulesName << " " << a << " " << b;
                    tokenSwaps += expected[static_cast<size_t>(k)].layer != model::Layer::Terrain ? 1 : 0;
                }
                swaps += n;
            }
        }
        // Another arrangement of the same pools: other terrain and token pairs meet.
        Random random(static_cast<uint64_t>(71 + round));
        std::vector<model::CellIndex> all(static_cast<size_t>(map.size()));
        for (model::CellIndex c = 0; c < map.size(); ++c)
            all[static_cast<size_t>(c)] = c;
        shuffleUnlocked(map, all, *rules, random);
    }
    EXPECT_GT(swaps, 1000) << rulesName;
    if (rulesName.starts_with("catan")) {
        EXPECT_GT(tokenSwaps, 100) << rulesName;
    }
}

TEST(PartnerSwapsTest, EqualLayeredSwapsForEveryPair)
{
    expectEveryPairAlike("terra-mystica-strict", "terra-mystica-original");
    expectEveryPairAlike("catan", "catan-standard");
    expectEveryPairAlike("catan-fair", "catan-fair");
}

} // namespace
} // namespace hexloom::core::algorithms
