// Every encoder against the Evaluator on whole 113-hex boards, beyond brute force's reach: with
// every hex locked the only map is the given one, so the proven optimum must be its covered score
// (the encoders' contract, requirement_encoders.h: the violation literals can sum to exactly the
// count, and never to less). Shuffled Original boards, strict and published rules; Catan.
#include <gtest/gtest.h>

#include <random>

#include "core/exact/exact_engine.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;
using core::model::CellIndex;
using core::model::Map;

void expectExactCounts(const std::string& rulesName, const std::string& mapName, int rounds, size_t coveredAtLeast)
{
    const auto rules = builtinRules(rulesName);
    const auto loaded = builtinMap(mapName, *rules);
    const auto board = std::make_shared<const core::model::Board>(loaded.board);
    std::mt19937 rng(28);
    for (int round = 0; round < rounds; ++round) {
        std::vector<core::model::TerrainId> kinds(loaded.map.terrains());
        std::shuffle(kinds.begin(), kinds.end(), rng);
        Map map = loaded.map;
        for (CellIndex c = 0; c < map.size(); ++c) {
            map.setTerrain(c, kinds[static_cast<size_t>(c)]);
            map.setLocked(c, true);
        }
        ExactEngine engine(board, rules, map, {.timeLimit = std::chrono::seconds(60)});
        const auto answer = engine.prove();
        SCOPED_TRACE(rulesName + " round " + std::to_string(round));
        ASSERT_GE(answer.covered.size(), coveredAtLeast);
        EXPECT_EQ(answer.lowerBound, engine.coveredScore(map)) << answer.reason;
        ASSERT_TRUE(answer.best.has_value());
        EXPECT_EQ(answer.best->terrains(), map.terrains());
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

TEST(EncoderContract, CatanCountsExactlyWhatItCovers)
{
    expectExactCounts("catan", "catan-standard", 8, 1);
}

} // namespace
} // namespace hexloom::test
