// The cluster-size encoder against brute force on boards of 6 and 7 hexes (random pools, locks,
// listed kinds and sizes): every answer, and every core really a conflict and minimal; and
// against the Evaluator on Catan maps with every hex locked, where the proven optimum is that
// map's own score.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
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
using core::rules::RequirementSpec;
using core::rules::RuleSet;

// Kinds a, b, c and water; groups of the listed kinds (every kind, or a and water) of at most 1 to 3.
// A row of 7 hexes holds groups that reach beyond a hex's window (max - 1 steps).
TinyTrial randomClusterTrial(std::mt19937& rng)
{
    const unsigned shape = rng() % 3;
    TinyTrial t{shape == 0 ? Board::hexagon(1) : shape == 1 ? Board::rectangle(3, 2) : Board::rectangle(7, 1), std::make_shared<RuleSet>(), {}};
    RuleSet& r = *t.rules;
    r.name = "tiny-clusters";
    const char* ids[] = {"a", "b", "c", "w"};
    for (int i = 0; i < 4; ++i) {
        r.terrains.push_back(tinyKind(ids[i], static_cast<char>('A' + i)));
        r.terrains.back().water = i == 3;
    }
    const double max = 1 + static_cast<double>(rng() % 3);
    r.requirements.push_back({"GROUPS", "cluster-size", "Small groups", 1 + static_cast<double>(rng() % 2), true,
                              {{"kinds", std::string(rng() % 2 == 0 ? "" : "a,w")}, {"max", max}}});
    if (rng() % 3 == 0)
        r.requirements.push_back({"PAIRS", "same-terrain-pairs", "Same kind pairs", 1, true, {{"count_twice", 0.0}}});
    r.finalize();
    t.map = Map(t.board.size());
    r.pool.assign(4, 0);
    for (CellIndex c = 0; c < t.board.size(); ++c) {
        const auto kind = static_cast<TerrainId>(rng() % 4 == 0 ? 0 : rng() % 4); // a little more a: larger groups
        ++r.pool[kind];
        t.map.setTerrain(c, kind);
    }
    const int locks = static_cast<int>(rng() % 4);
    for (int i = 0; i < locks; ++i) {
        const auto c = static_cast<CellIndex>(rng() % static_cast<unsigned>(t.board.size()));
        t.map.setTerrain(c, static_cast<TerrainId>(rng() % 4)); // may break the pool
        t.map.setLocked(c, true);
    }
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
        Map map = loaded.map;
        std::vector<CellIndex> from(static_cast<size_t>(map.size()));
        std::iota(from.begin(), from.end(), 0);
        std::shuffle(from.begin(), from.end(), rng);
        for (CellIndex c = 0; c < map.size(); ++c) { // each hex's kind moves with its token
            map.setTerrain(c, loaded.map.terrain(from[static_cast<size_t>(c)]));
            map.setToken(c, loaded.map.token(from[static_cast<size_t>(c)]));
        }
        SCOPED_TRACE("round " + std::to_string(round));
        violated += expectLockedMapProvenAtItsScore(board, rules, map) > 0 ? 1 : 0;
    }
    EXPECT_GE(violated, 5);
}

} // namespace
} // namespace hexloom::test
