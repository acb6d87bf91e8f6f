// The corner-pips encoder against brute force on a tiny Catan (boards of 6 and 7 hexes, kinds
// and number tokens, locks that may break the pool): every answer (optimum, infeasible, lower
// bound, best score); and against the Evaluator on the built-in Catan board with every hex and token
// locked, where the proven optimum is that map's own count.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "exact_fixture.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

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
    const auto tally = expectTokenTrialsAgree(rng, 60, "CORNER", cornerRequirements);
    EXPECT_GT(tally.holding, 30);
    EXPECT_GT(tally.infeasible, 5);
    EXPECT_GT(tally.nonZero, 10);
}

// The built-in catan-fair rule set (REQ4: corners of 5 to 11 pips, distinct numbers, no number
// twice on a resource; with pip balance, token pairs and harbours) on maps whose tokens are
// shuffled, every hex locked: the whole rule set is covered and its proven optimum is the
// Evaluator's score of that map.
TEST(CornerPipsEncoder, CountsTheEvaluatorsViolationsOnLockedCatanMaps)
{
    const auto [rules, board, start] = builtinCase("catan-fair", "catan-fair", "REQ4", "corner-pips");
    std::mt19937 rng(2832);
    std::vector<CellIndex> bearers;
    for (CellIndex c = 0; c < start.size(); ++c)
        if (rules->takesToken(start.terrain(c)))
            bearers.push_back(c);
    int violated = 0;
    for (int round = 0; round < 6; ++round) {
        Map map = start;
        auto to = bearers;
        std::shuffle(to.begin(), to.end(), rng);
        for (size_t i = 0; i < bearers.size(); ++i)
            map.setToken(to[i], start.token(bearers[i]));
        SCOPED_TRACE("round " + std::to_string(round));
        violated += expectLockedMapProvenAtItsScore(board, rules, map) > 0 ? 1 : 0;
    }
    EXPECT_GE(violated, 3);
}

} // namespace
} // namespace hexloom::test
