// The corner-pips encoder against brute force on a tiny Catan (boards of 6 and 7 hexes, kinds
// and number tokens, locks that may break the pool): every answer (optimum, infeasible, lower
// bound, best score); and against the Evaluator on the built-in Catan board with every hex and token
// locked, where the proven optimum is that map's own count.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>

#include "brute_force.h"
#include "core/exact/exact_engine.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;
using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::rules::RequirementSpec;
using core::rules::RuleSet;

// Pips of 2, 3, 5, 6, 8, 11 are 1, 2, 4, 5, 5, 2: a corner has 3 to 15.
std::vector<RequirementSpec> cornerRequirements(std::mt19937& rng)
{
    const double min = 3 + static_cast<double>(rng() % 6), max = min + static_cast<double>(rng() % 6);
    return {
        {"CORNER", "corner-pips", "Corners of 3 producing hexes in range", 1, true,
         {{"min", min}, {"max", max}, {"distinct", static_cast<double>(rng() % 2)}, {"unique_per_resource", static_cast<double>(rng() % 2)}}},
        {"HOT", "token-pairs", "6 and 8 apart", 1, true, {{"numbers", std::string("6,8")}}},
    };
}

TEST(CornerPipsEncoder, AgreesWithBruteForceOnEveryAnswer)
{
    std::mt19937 rng(2831);
    int infeasible = 0, nonZero = 0, cornered = 0;
    for (int round = 0; round < 60; ++round) {
        const TinyTrial t = randomTokenTrial(rng, cornerRequirements);
        cornered += t.rules->requirement("CORNER") != nullptr ? 1 : 0;
        const double brute = bruteForceTokens(t);
        const std::optional<int> target = rng() % 2 == 0 ? std::optional<int>(static_cast<int>(rng() % 2)) : std::nullopt;
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove(target);
        SCOPED_TRACE("round " + std::to_string(round));
        ASSERT_TRUE(answer.notCovered.empty()) << answer.notCovered.front().reason;
        if (brute > target.value_or(1'000'000)) {
            ++infeasible;
            ASSERT_EQ(answer.status, ProofStatus::Infeasible);
            EXPECT_TRUE(answer.coreMinimal);
        } else {
            EXPECT_EQ(answer.status, ProofStatus::Optimal);
        }
        if (brute < std::numeric_limits<double>::infinity()) {
            nonZero += brute > 0 ? 1 : 0;
            EXPECT_EQ(answer.lowerBound, brute);
            ASSERT_TRUE(answer.best.has_value());
            EXPECT_EQ(answer.bestScore, brute);
        }
    }
    EXPECT_GT(cornered, 30);
    EXPECT_GT(infeasible, 5);
    EXPECT_GT(nonZero, 10);
}

// The built-in catan-fair rule set (REQ4: corners of 5 to 11 pips, distinct numbers, no number
// twice on a resource; with pip balance, token pairs and harbours) on maps whose tokens are
// shuffled, every hex locked: the whole rule set is covered and its proven optimum is the
// Evaluator's score of that map.
TEST(CornerPipsEncoder, CountsTheEvaluatorsViolationsOnLockedCatanMaps)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("catan-fair"));
    ASSERT_NE(rules->requirement("REQ4"), nullptr);
    ASSERT_EQ(rules->requirement("REQ4")->type, "corner-pips");
    const auto loaded = builtinMap("catan-fair", *rules);
    const auto board = std::make_shared<const Board>(loaded.board);
    std::mt19937 rng(2832);
    std::vector<CellIndex> bearers;
    for (CellIndex c = 0; c < loaded.map.size(); ++c)
        if (rules->takesToken(loaded.map.terrain(c)))
            bearers.push_back(c);
    int violated = 0;
    for (int round = 0; round < 6; ++round) {
        Map map = loaded.map;
        auto to = bearers;
        std::shuffle(to.begin(), to.end(), rng);
        for (size_t i = 0; i < bearers.size(); ++i)
            map.setToken(to[i], loaded.map.token(bearers[i]));
        SCOPED_TRACE("round " + std::to_string(round));
        violated += expectLockedMapProvenAtItsScore(board, rules, map) > 0 ? 1 : 0;
    }
    EXPECT_GE(violated, 3);
}

} // namespace
} // namespace hexloom::test
