// Every encoder against the Evaluator on whole 113-hex boards, beyond brute force's reach: with
// every hex locked the only map is the given one, so the proven optimum must be its covered score
// (the encoders' contract, requirement_encoders.h: the violation literals can sum to exactly the
// count, and never to less). Shuffled Original boards, strict and published rules; Catan with its
// tokens (same-terrain pairs, pip balance and token pairs all covered) and Catan 5-6.
#include <gtest/gtest.h>

#include <functional>
#include <numeric>
#include <random>

#include "core/exact/exact_engine.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;
using core::model::CellIndex;
using core::model::Map;

void expectExactCounts(const std::string& rulesName, const std::string& mapName, int rounds, size_t coveredAtLeast,
                       const std::function<void(core::rules::RuleSet&)>& tweak = {})
{
    auto rules = builtinRules(rulesName);
    if (tweak) {
        auto changed = std::make_shared<core::rules::RuleSet>(*rules);
        tweak(*changed);
        rules = changed;
    }
    const auto loaded = builtinMap(mapName, *rules);
    const auto board = std::make_shared<const core::model::Board>(loaded.board);
    std::mt19937 rng(28);
    for (int round = 0; round < rounds; ++round) {
        // Each hex's kind moves with its token (a desert keeps none), then the tokens are
        // shuffled among the hexes that bear one: a map every search could reach.
        std::vector<CellIndex> from(static_cast<size_t>(loaded.map.size()));
        std::iota(from.begin(), from.end(), 0);
        std::shuffle(from.begin(), from.end(), rng);
        std::vector<core::model::Token> tokens;
        for (CellIndex c : from)
            if (loaded.map.token(c) != core::model::kNoToken)
                tokens.push_back(loaded.map.token(c));
        std::shuffle(tokens.begin(), tokens.end(), rng);
        Map map = loaded.map;
        size_t next = 0;
        for (CellIndex c = 0; c < map.size(); ++c) {
            const CellIndex source = from[static_cast<size_t>(c)];
            map.setTerrain(c, loaded.map.terrain(source));
            map.setToken(c, loaded.map.token(source) != core::model::kNoToken ? tokens[next++] : core::model::kNoToken);
            map.setLocked(c, true);
        }
        ExactEngine engine(board, rules, map, {.timeLimit = std::chrono::seconds(60)});
        const auto answer = engine.prove();
        SCOPED_TRACE(rulesName + " round " + std::to_string(round));
        ASSERT_GE(answer.covered.size(), coveredAtLeast);
        EXPECT_EQ(answer.lowerBound, engine.coveredScore(map)) << answer.reason;
        ASSERT_TRUE(answer.best.has_value());
        EXPECT_EQ(answer.best->terrains(), map.terrains());
        EXPECT_EQ(answer.best->tokens(), map.tokens());
        if (answer.notCovered.empty()) {
            EXPECT_EQ(answer.status, ProofStatus::Optimal);
            EXPECT_EQ(answer.bestScore, engine.score(map));
        }
    }
}

TEST(EncoderContract, StrictRulesCountExactlyOnShuffledOriginalBoards)
{
    expectExactCounts("terra-mystica-strict", "terra-mystica-original", 8, 4);
}

TEST(EncoderContract, PublishedRulesCountExactlyWhatTheyCover)
{
    expectExactCounts("terra-mystica-published", "terra-mystica-original", 8, 3);
}

TEST(EncoderContract, CatanCountsEveryRequirementExactly)
{
    expectExactCounts("catan", "catan-standard", 30, 3);
}

// The published rules with their island requirement switched on (islands of 5 or more).
TEST(EncoderContract, IslandsCountExactlyOnShuffledOriginalBoards)
{
    expectExactCounts("terra-mystica-published", "terra-mystica-original", 2, 4, [](core::rules::RuleSet& r) {
        for (auto& spec : r.requirements)
            spec.enabled = spec.enabled || spec.id == "ISLAND";
    });
}

TEST(EncoderContract, CatanFiveSixCountsWhatItCovers)
{
    expectExactCounts("catan-5-6", "catan-5-6", 6, 4);
}

} // namespace
} // namespace hexloom::test
