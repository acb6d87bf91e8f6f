// The river-shape-published encoder against brute force on boards of 6 and 7 hexes (random
// pools and locks, water among the kinds): every answer, and every core really a conflict and
// minimal; and against the Evaluator on the published Terra Mystica rule set, every hex locked,
// on the shipped boards, where the proven optimum is that map's own score.
#include <gtest/gtest.h>

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
using core::model::TerrainId;
using core::rules::RuleSet;

// Kinds a and b and water (half the hexes or so), the river rule with or without "water 1 to 2 wide".
TinyTrial randomRiverTrial(std::mt19937& rng)
{
    TinyTrial t{rng() % 2 == 0 ? Board::hexagon(1) : Board::rectangle(3, 2), std::make_shared<RuleSet>(), {}};
    RuleSet& r = *t.rules;
    r.name = "tiny-river";
    const char* ids[] = {"a", "b", "w"};
    for (int i = 0; i < 3; ++i) {
        r.terrains.push_back(tinyKind(ids[i], static_cast<char>('A' + i)));
        r.terrains.back().water = i == 2;
    }
    r.requirements.push_back({"RIVER", "river-shape-published", "River shape", 1 + static_cast<double>(rng() % 2), true, {}});
    if (rng() % 3 == 0)
        r.requirements.push_back({"WIDE", "water-degree", "Water 1 to 2 wide", 1, true, {{"min", 1.0}, {"max", 2.0}}});
    r.finalize();
    t.map = Map(t.board.size());
    r.pool.assign(3, 0);
    for (CellIndex c = 0; c < t.board.size(); ++c) {
        const auto kind = static_cast<TerrainId>(rng() % 2 == 0 ? 2 : rng() % 2);
        ++r.pool[kind];
        t.map.setTerrain(c, kind);
    }
    const int locks = static_cast<int>(rng() % 4);
    for (int i = 0; i < locks; ++i) {
        const auto c = static_cast<CellIndex>(rng() % static_cast<unsigned>(t.board.size()));
        t.map.setTerrain(c, static_cast<TerrainId>(rng() % 3)); // may break the pool
        t.map.setLocked(c, true);
    }
    return t;
}

TEST(RiverShapeEncoder, AgreesWithBruteForceOnEveryAnswerAndCore)
{
    std::mt19937 rng(2835);
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
