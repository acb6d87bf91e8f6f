// PartnerSwaps (one cell's layered swaps with many partners, by a per-step table) against
// layeredSwaps itself for every pair of cells, on rule sets with tokens, harbour zones and water;
// keepOnly() against the same swaps filtered by hand, inside the table and beyond it.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "core/search/scoring/layered_swaps.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
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
        run::Random random(static_cast<uint64_t>(71 + round));
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

// After keepOnly(reads), of(b) lists exactly the swaps of layeredSwaps(a, b) that move terrains t
// and u with reads(t, u), token-only swaps never (the step's requirement reads terrains only).
// Returns how many swaps were kept and how many of them went beyond the table.
std::pair<int, int> expectKeptAlike(const rules::RuleSet& rules, const model::Map& map)
{
    // Land against water (min island size), and on Catan terrain ids of unlike parity.
    const auto reads = [&](model::TerrainId t, model::TerrainId u) { return rules.isWater(t) != rules.isWater(u) || (t + u) % 2 == 1; };
    int kept = 0, beyond = 0;
    for (model::CellIndex a = 0; a < map.size(); ++a) {
        PartnerSwaps partners;
        partners.begin(map, rules, a);
        partners.keepOnly(reads);
        for (model::CellIndex b = 0; b < map.size(); ++b) {
            if (b == a)
                continue;
            LayeredSwaps all{}, expected{}, got{};
            int n = 0;
            for (int k = 0, m = layeredSwaps(map, rules, a, b, all); k < m; ++k)
                if (all[static_cast<size_t>(k)].layer != model::Layer::Token && reads(map.terrain(a), map.terrain(b)))
                    expected[static_cast<size_t>(n++)] = all[static_cast<size_t>(k)];
            EXPECT_EQ(partners.of(b, got), n) << a << " " << b;
            for (int k = 0; k < n; ++k)
                EXPECT_EQ(got[static_cast<size_t>(k)].layer, expected[static_cast<size_t>(k)].layer) << a << " " << b;
            kept += n;
            beyond += map.terrain(b) >= 32 ? n : 0;
        }
    }
    return {kept, beyond};
}

TEST(PartnerSwapsTest, KeepOnlyListsTheSwapsTheRequirementReads)
{
    for (const auto& [rulesName, mapName] : {std::pair{"terra-mystica-strict", "terra-mystica-original"}, std::pair{"catan", "catan-standard"}}) {
        auto rules = test::builtinRules(rulesName);
        EXPECT_GT(expectKeptAlike(*rules, test::builtinMap(mapName, *rules).map).first, 100) << rulesName;
    }
    // A rule set of 40 terrains: partners of the ids from 32 on take layeredSwaps() beyond the
    // table, which keepOnly() must filter as well.
    auto many = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-strict"));
    while (many->terrains.size() < 40) {
        rules::Terrain extra = many->terrains[0];
        extra.id = "extra" + std::to_string(many->terrains.size());
        extra.letter = static_cast<char>('a' + many->terrains.size() - 8);
        extra.cyclePosition = -1;
        many->terrains.push_back(extra);
    }
    many->finalize();
    model::Map map = test::builtinMap("terra-mystica-original", *test::builtinRules("terra-mystica-strict")).map;
    for (model::CellIndex c = 0; c < map.size(); c += 3)
        map.setTerrain(c, static_cast<model::TerrainId>(8 + c % 32));
    const auto [kept, beyond] = expectKeptAlike(*many, map);
    EXPECT_GT(beyond, 100);
    EXPECT_LT(beyond, kept);
}

} // namespace
} // namespace hexloom::core::search
