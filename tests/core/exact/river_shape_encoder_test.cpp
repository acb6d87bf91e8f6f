// The river-shape-published encoder against brute force on boards of 6 and 7 hexes (random
// pools and locks, water among the kinds): every answer, and every core really a conflict and
// minimal; and against the Evaluator on the published Terra Mystica rule set, every hex locked,
// on the shipped boards, where the proven optimum is that map's own score.
#include <gtest/gtest.h>

#include <random>

#include "exact_fixture.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

// Kinds a and b and water (half the hexes or so), the river rule with or without "water 1 to 2 wide".
TinyTrial randomRiverTrial(std::mt19937& rng)
{
    TinyTrial t = tinyTrial(rng, "tiny-river", {"a", "b", "w"}, 'A', {"w"});
    RuleSet& r = *t.rules;
    r.requirements.push_back({"RIVER", "river-shape-published", "River shape", 1 + static_cast<double>(rng() % 2), true, {}});
    if (rng() % 3 == 0)
        r.requirements.push_back({"WIDE", "water-degree", "Water 1 to 2 wide", 1, true, {{"min", 1.0}, {"max", 2.0}}});
    fillPool(t, rng, [](std::mt19937& g) { return static_cast<TerrainId>(g() % 2 == 0 ? 2 : g() % 2); });
    lockSome(t, rng, 4);
    return t;
}

TEST(RiverShapeEncoder, AgreesWithBruteForceOnEveryAnswerAndCore)
{
    const auto tally = expectAgreesWithBruteForce(randomRiverTrial, 2835, 80);
    EXPECT_GT(tally.cores, 10);
    EXPECT_GT(tally.nonZero, 12);
}

// The published rule set (its river rule, water in one piece, islands, pairs, one spade) covered
// whole: on each shipped board, locked, the proven optimum is the Evaluator's score.
TEST(RiverShapeEncoder, ThePublishedRulesCountAsTheEvaluatorOnLockedBoards)
{
    const auto rules = builtinRules("terra-mystica-published");
    int violated = 0;
    for (const char* name : {"terra-mystica-original", "terra-mystica-fjords", "terra-mystica-loon-lakes"}) {
        SCOPED_TRACE(name);
        const auto loaded = builtinMap(name, *rules);
        violated += expectLockedMapProvenAtItsScore(std::make_shared<const Board>(loaded.board), rules, loaded.map) > 0 ? 1 : 0;
    }
    EXPECT_GE(violated, 1);
}

} // namespace
} // namespace hexloom::test
