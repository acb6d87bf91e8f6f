// The cluster-size encoder against brute force on boards of 6 and 7 hexes (random pools, locks,
// listed kinds and sizes): every answer, and every core really a conflict and minimal; and
// against the Evaluator on Catan maps with every hex locked, where the proven optimum is that
// map's own score.
#include <gtest/gtest.h>

#include <random>

#include "exact_fixture.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

// Kinds a, b, c and water; groups of the listed kinds (every kind, or a and water) of at most 1 to 3.
// A row of 7 hexes holds groups that reach beyond a hex's window (max - 1 steps).
TinyTrial randomClusterTrial(std::mt19937& rng)
{
    TinyTrial t = tinyTrial(rng, "tiny-clusters", {"a", "b", "c", "w"}, 'A', {"w"});
    if (rng() % 3 == 0) { // a row of 7: groups longer than a hex's window
        t.board = Board::rectangle(7, 1);
        t.map = Map(t.board.size());
    }
    RuleSet& r = *t.rules;
    const double max = 1 + static_cast<double>(rng() % 3);
    r.requirements.push_back({"GROUPS", "cluster-size", "Small groups", 1 + static_cast<double>(rng() % 2), true,
                              {{"kinds", std::string(rng() % 2 == 0 ? "" : "a,w")}, {"max", max}}});
    if (rng() % 3 == 0)
        r.requirements.push_back({"PAIRS", "same-terrain-pairs", "Same kind pairs", 1, true, {{"count_twice", 0.0}}});
    fillPool(t, rng, [](std::mt19937& g) { return static_cast<TerrainId>(g() % 4 == 0 ? 0 : g() % 4); }); // a little more a: larger groups
    lockSome(t, rng, 4);
    return t;
}

TEST(ClusterSizeEncoder, AgreesWithBruteForceOnEveryAnswerAndCore)
{
    const auto tally = expectAgreesWithBruteForce(randomClusterTrial, 2833, 120);
    EXPECT_GT(tally.cores, 10);
    EXPECT_GT(tally.nonZero, 12);
}

// The Catan board (19 land hexes) with its rule set and a cluster-size of every kind, on maps whose
// kinds are shuffled, every hex locked: the whole rule set is covered and its proven optimum is
// the Evaluator's score of that map.
TEST(ClusterSizeEncoder, CountsTheEvaluatorsViolationsOnLockedCatanMaps)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("catan"));
    rules->requirements.push_back({"GROUPS", "cluster-size", "Small groups", 1, true, {{"kinds", std::string("")}, {"max", 1.0}}});
    const auto loaded = builtinMap("catan-standard", *rules);
    const auto board = std::make_shared<const Board>(loaded.board);
    std::mt19937 rng(2834);
    int violated = 0;
    for (int round = 0; round < 6; ++round) {
        const Map map = shuffledHexes(loaded.map, rng);
        SCOPED_TRACE("round " + std::to_string(round));
        violated += expectLockedMapProvenAtItsScore(board, rules, map) > 0 ? 1 : 0;
    }
    EXPECT_GE(violated, 5);
}

} // namespace
} // namespace hexloom::test
