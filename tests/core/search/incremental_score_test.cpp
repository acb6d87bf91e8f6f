#include "core/search/scoring/incremental_score.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/search/scoring/layered_swaps.h"
#include "core/run/random.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

// Deltas and counts kept under random swaps must equal full re-scoring by the Evaluator (an
// independent implementation), per requirement, with every requirement switched on.
void checkAgainstFullRescoring(const std::string& rulesName, const std::string& mapName, uint64_t seed, int extraTerrains = 0,
                               const std::vector<rules::RequirementSpec>& extraRequirements = {})
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules(rulesName));
    for (const auto& r : extraRequirements)
        rules->requirements.push_back(r);
    for (auto& r : rules->requirements)
        r.enabled = true;
    // Unused extra land terrains push the rule set past what the packed neighbour counts hold.
    for (int i = 0; i < extraTerrains; ++i)
        rules->terrains.push_back({"extra" + std::to_string(i), static_cast<char>('a' + i), "Extra", 0x808080, false, false, -1, {}, false, {}, {}, {}, {}});
    if (extraTerrains > 0) {
        if (rules->hasPool())
            rules->pool.resize(rules->terrains.size(), 0);
        rules->finalize();
    }
    rules->requirements[0].weight = 1.5;
    auto loaded = test::builtinMap(mapName, *rules);
    auto board = std::make_shared<const model::Board>(loaded.board);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(loaded.map);
    run::Random random(seed);
    std::vector<int> expected(static_cast<size_t>(eval.requirementCount()));
    LayeredSwaps swaps;
    for (int step = 0; step < 4000; ++step) {
        const auto a = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size())));
        const auto b = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size())));
        const int n = a == b ? 0 : layeredSwaps(score.map(), *rules, a, b, swaps);
        if (n == 0)
            continue;
        const model::Swap s = swaps[random.below(static_cast<uint32_t>(n))];
        const double before = oracle.score(score.map());
        const double d = score.delta(s);
        model::Map after = score.map();
        after.apply(s);
        const bool exact = std::abs(d - (oracle.score(after) - before)) < 1e-9;
        EXPECT_TRUE(exact) << rulesName << " step " << step << " delta " << d << " expected " << oracle.score(after) - before;
        if (step % 3 != 0 && exact)
            continue;
        if (step % 2 == 0) {
            const model::Swap pair[2] = {s, {b, a, model::Layer::Both}};
            after.apply(pair[1]);
            score.applyMany(pair);
        } else {
            score.apply(s);
        }
        ASSERT_EQ(score.map(), after);
        oracle.counts(after, expected);
        for (size_t i = 0; i < expected.size(); ++i)
            ASSERT_EQ(score.counts()[i], expected[i]) << rulesName << " requirement " << i << " step " << step;
        ASSERT_NEAR(score.total(), oracle.score(after), 1e-9);
    }
}

TEST(IncrementalScoreTest, StrictEqualsFullRescoring) { checkAgainstFullRescoring("terra-mystica-strict", "terra-mystica-original", 1); }
TEST(IncrementalScoreTest, PublishedEqualsFullRescoring) { checkAgainstFullRescoring("terra-mystica-published", "terra-mystica-fjords", 2); }
TEST(IncrementalScoreTest, ShortFirstRowEqualsFullRescoring) { checkAgainstFullRescoring("terra-mystica-published", "terra-mystica-loon-lakes", 3); }
TEST(IncrementalScoreTest, CatanEqualsFullRescoring) { checkAgainstFullRescoring("catan", "catan-standard", 4); }
// Harbours in their own swap zone: the zone-keeping swaps (harbour with harbour) score exactly too.
TEST(IncrementalScoreTest, CatanFairWithHarbourZoneEqualsFullRescoring) { checkAgainstFullRescoring("catan-fair", "catan-fair", 6); }
// The galaxy's player values through PlayerValueTracker (a free gravity rift, six home cells) and
// its wormholes through the distance requirement's own delta; Catan 5-6's corners likewise.
TEST(IncrementalScoreTest, GalaxyEqualsFullRescoring) { checkAgainstFullRescoring("space-galaxy", "space-galaxy", 7); }
TEST(IncrementalScoreTest, Catan56EqualsFullRescoring) { checkAgainstFullRescoring("catan-5-6", "catan-5-6", 8); }
// More than 16 terrains: every local requirement is scored through its own exact swapDelta.
TEST(IncrementalScoreTest, ManyTerrainsEqualFullRescoring) { checkAgainstFullRescoring("terra-mystica-published", "terra-mystica-original", 5, 10); }

// A second requirement of a type already specialised (other parameters) is scored by itself, the
// first one still by the specialised kernel; every local type appears on one board here.
TEST(IncrementalScoreTest, RepeatedAndMixedTypesEqualFullRescoring)
{
    const std::vector<rules::RequirementSpec> extra{
        {"X1", "one-spade", "One spade, three land neighbours", 2.0, true, {{"min_land_neighbours", 3.0}}},
        {"X2", "same-terrain-pairs", "Pairs counted once", 0.5, true, {{"count_twice", 0.0}}},
        {"X3", "same-terrain-hexes", "Same-terrain hexes", 1.0, true, {}},
        {"X4", "water-degree", "River degree 2..2", 3.0, true, {{"min", 2.0}, {"max", 2.0}}},
        {"X5", "water-components", "One river", 1.0, true, {{"allowed_components", 1.0}}}};
    checkAgainstFullRescoring("terra-mystica-published", "terra-mystica-original", 6, 0, extra);
}

// Every pair of hexes, near and far, asked twice (the second answer of a far pair may come from the
// cached halves), then again after moves that invalidate part of the cache.
TEST(IncrementalScoreTest, EveryPairTwiceAndAfterMovesEqualsFullRescoring)
{
    auto rules = test::builtinRules("terra-mystica-published");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    auto board = std::make_shared<const model::Board>(loaded.board);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(loaded.map);
    run::Random random(9);
    for (int round = 0; round < 3; ++round) {
        const double before = oracle.score(score.map());
        for (int pass = 0; pass < 2; ++pass)
            for (model::CellIndex a = 0; a < board->size(); ++a)
                for (model::CellIndex b = 0; b < board->size(); ++b) {
                    model::Map after = score.map();
                    after.apply({a, b, model::Layer::Terrain});
                    ASSERT_NEAR(score.delta({a, b, model::Layer::Terrain}), oracle.score(after) - before, 1e-9)
                        << "round " << round << " pass " << pass << " " << a << " " << b;
                }
        for (int i = 0; i < 5; ++i)
            score.apply({static_cast<model::CellIndex>(random.below(113)), static_cast<model::CellIndex>(random.below(113)), model::Layer::Terrain});
    }
}

// Swaps of neighbours and of hexes two apart share affected cells: every such pair, both layers.
TEST(IncrementalScoreTest, NearbySwapsEqualFullRescoring)
{
    for (const char* name : {"terra-mystica-strict", "terra-mystica-published", "catan"}) {
        auto rules = test::builtinRules(name);
        auto loaded = test::builtinMap(name == std::string("catan") ? "catan-standard" : "terra-mystica-original", *rules);
        auto board = std::make_shared<const model::Board>(loaded.board);
        rules::Evaluator eval(board, rules), oracle(board, rules);
        IncrementalScore score(eval);
        score.reset(loaded.map);
        const double before = oracle.score(loaded.map);
        int checked = 0;
        for (model::CellIndex a = 0; a < board->size(); ++a)
            for (model::CellIndex b = 0; b < board->size(); ++b)
                for (model::Layer layer : {model::Layer::Terrain, model::Layer::Token, model::Layer::Both}) {
                    if (a == b || model::distance(board->hex(a), board->hex(b)) > 2)
                        continue;
                    model::Map after = loaded.map;
                    after.apply({a, b, layer});
                    ASSERT_NEAR(score.delta({a, b, layer}), oracle.score(after) - before, 1e-9) << name << " " << a << " " << b;
                    ++checked;
                }
        EXPECT_GT(checked, 100);
    }
}

TEST(IncrementalScoreTest, ConflictsAreTheCellsBreakingLocalRequirements)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    auto board = std::make_shared<const model::Board>(loaded.board);
    rules::Evaluator eval(board, rules);
    IncrementalScore score(eval);
    model::Map map = loaded.map;
    run::Random random(5);
    for (int i = 0; i < 200; ++i)
        map.apply({static_cast<model::CellIndex>(random.below(113)), static_cast<model::CellIndex>(random.below(113)), model::Layer::Terrain});
    score.reset(map);
    // REQ1, REQ2 and REQ4 of the strict rules are local: their cells are exactly the conflicts.
    std::vector<model::CellIndex> expected, cells;
    for (int r : {0, 1, 3}) {
        eval.requirement(r).cells(map, cells);
        expected.insert(expected.end(), cells.begin(), cells.end());
    }
    std::sort(expected.begin(), expected.end());
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    std::vector<model::CellIndex> got(score.conflicts().begin(), score.conflicts().end());
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, expected);
}

} // namespace
} // namespace hexloom::core::search
