// IncrementalScore under multi-cell moves (applyMany, as tabu search rotates six hexes) and on
// large boards (kept water labels), against full re-scoring by the Evaluator.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

#include "core/search/scoring/incremental_score.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

void expectCountsOf(IncrementalScore& score, rules::Evaluator& oracle, const model::Map& map, const std::string& where)
{
    ASSERT_TRUE(score.map() == map) << where;
    std::vector<int> expected(static_cast<size_t>(oracle.requirementCount()));
    oracle.counts(map, expected);
    for (size_t i = 0; i < expected.size(); ++i)
        ASSERT_EQ(score.counts()[i], expected[i]) << where << " requirement " << i;
    ASSERT_NEAR(score.total(), oracle.score(map), 1e-9) << where;
}

// A built-in rule set (less the requirement `without`) with every requirement switched on, and a
// built-in map on its board.
struct AllOn {
    std::shared_ptr<rules::RuleSet> rules;
    core::io::BoardAndMap loaded;
    std::shared_ptr<const model::Board> board;
};
AllOn everyRequirementOn(const std::string& rulesName, const std::string& mapName, const std::string& without = {})
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules(rulesName));
    std::erase_if(rules->requirements, [&](const rules::RequirementSpec& r) { return r.id == without; });
    for (auto& r : rules->requirements)
        r.enabled = true;
    auto loaded = test::builtinMap(mapName, *rules);
    auto board = std::make_shared<const model::Board>(loaded.board);
    return {rules, loaded, board};
}

// Rotations of k distinct random cells (A[i] takes A[i+1]'s contents), applied and sometimes
// undone (by the reversed swaps or undoMany), with every requirement on; `localWaterFrom` 0 also keeps the water labels across moves.
void checkRotations(const std::string& rulesName, const std::string& mapName, int localWaterFrom)
{
    auto [rules, loaded, board] = everyRequirementOn(rulesName, mapName);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval, localWaterFrom);
    score.reset(loaded.map);
    model::Map map = loaded.map;
    run::Random random(17);
    for (int step = 0; step < 1500; ++step) {
        const int k = 2 + static_cast<int>(random.below(6));
        std::vector<model::CellIndex> cells;
        while (static_cast<int>(cells.size()) < k) {
            const auto c = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size())));
            if (std::find(cells.begin(), cells.end(), c) == cells.end())
                cells.push_back(c);
        }
        const model::Layer layer = random.below(3) == 0 ? model::Layer::Token : model::Layer::Both;
        std::vector<model::Swap> forward, back;
        for (int i = 0; i + 1 < k; ++i)
            forward.push_back({cells[static_cast<size_t>(i)], cells[static_cast<size_t>(i + 1)], layer});
        back.assign(forward.rbegin(), forward.rend());
        score.applyMany(forward);
        for (const auto& s : forward)
            map.apply(s);
        expectCountsOf(score, oracle, map, rulesName + " step " + std::to_string(step));
        if (step % 4 == 0) {
            score.undoMany(forward);
            for (const auto& s : back)
                map.apply(s);
            expectCountsOf(score, oracle, map, rulesName + " undoMany " + std::to_string(step));
        } else if (step % 2 == 0) {
            score.applyMany(back);
            for (const auto& s : back)
                map.apply(s);
            expectCountsOf(score, oracle, map, rulesName + " undo " + std::to_string(step));
        }
    }
}

TEST(IncrementalScoreMovesTest, RotationsEqualFullRescoring)
{
    for (int localWaterFrom : {WaterComponentsTracker::kLocalFrom, 0}) {
        checkRotations("terra-mystica-strict", "terra-mystica-original", localWaterFrom);
        checkRotations("terra-mystica-published", "terra-mystica-fjords", localWaterFrom);
        checkRotations("catan", "catan-standard", localWaterFrom);
    }
}

// A 29,880-hex board from a shuffled copy of the Original map's terrain mix: deltas of random and
// nearby swaps, and the counts after applied moves, against full re-scoring.
TEST(IncrementalScoreMovesTest, LargeBoardEqualsFullRescoring)
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-strict"));
    for (auto& r : rules->requirements)
        r.enabled = true; // min island size too, scored through its own swap delta
    auto original = test::builtinMap("terra-mystica-original", *rules);
    auto board = std::make_shared<const model::Board>(model::Board::terraMystica(144, 208));
    model::Map map(board->size());
    run::Random random(23);
    for (model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, original.map.terrain(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(original.map.size())))));
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    expectCountsOf(score, oracle, map, "start");
    const auto cells = static_cast<uint32_t>(board->size());
    for (int step = 0; step < 60; ++step) {
        const auto a = static_cast<model::CellIndex>(random.below(cells));
        const auto near = board->neighbours(a);
        const model::CellIndex b = step % 2 == 0 ? near[random.below(static_cast<uint32_t>(near.size()))] : static_cast<model::CellIndex>(random.below(cells));
        const model::Swap s{a, b, model::Layer::Both};
        const double before = score.total(), d = score.delta(s);
        map.apply(s);
        ASSERT_NEAR(before + d, oracle.score(map), 1e-9) << "step " << step;
        score.apply(s);
        expectCountsOf(score, oracle, map, "step " + std::to_string(step));
    }
}

// delta(s, cutoff) is the exact delta whenever that is below the cutoff and never under the cutoff
// otherwise, on a board with kept water labels (the split searches it may skip), over swaps of
// water with land near each other and far apart; and the water lower bound never exceeds the delta.
TEST(IncrementalScoreMovesTest, CutoffDeltaIsExactBelowTheCutoff)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto original = test::builtinMap("terra-mystica-original", *rules);
    auto board = std::make_shared<const model::Board>(model::Board::terraMystica(36, 52));
    model::Map map(board->size());
    run::Random random(41);
    for (model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, original.map.terrain(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(original.map.size())))));
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    WaterComponentsTracker water(*board, *rules, 1, 0);
    water.reset(map);
    const auto cells = static_cast<uint32_t>(board->size());
    int below = 0, cut = 0;
    for (int step = 0; step < 4000; ++step) {
        const auto a = static_cast<model::CellIndex>(random.below(cells));
        const auto near = board->neighbours(a);
        const model::CellIndex b = step % 2 == 0 ? near[random.below(static_cast<uint32_t>(near.size()))] : static_cast<model::CellIndex>(random.below(cells));
        const model::Swap s{a, b, model::Layer::Both};
        const double exact = score.delta(s);
        ASSERT_LE(water.deltaLowerBound(s), water.delta(s)) << "step " << step;
        for (const double cutoff : {exact - 1.0, exact, exact + 0.5, static_cast<double>(random.below(5)) - 2.0}) {
            const double d = score.delta(s, cutoff);
            if (exact < cutoff) {
                ASSERT_EQ(d, exact) << "step " << step << " cutoff " << cutoff;
                ++below;
            } else {
                ASSERT_GE(d, cutoff) << "step " << step << " cutoff " << cutoff;
                ++cut;
            }
        }
        if (step % 5 == 0) {
            score.apply(s);
            water.applied(score.map(), s, rules->isWater(map.terrain(a)) != rules->isWater(map.terrain(b)));
            map.apply(s);
        }
    }
    ASSERT_NEAR(score.total(), oracle.score(map), 1e-9);
    EXPECT_GT(below, 1000);
    EXPECT_GT(cut, 1000);
}

// delta(s, cutoff) on the Original board (and Catan) with cold caches, against full re-scoring: a
// far swap's side whose half is not cached may be bounded by "every value around it falls to 0"
// (kept per cell as ring sums through every apply), so the exact delta is never computed on the
// same score first; every requirement on (the fallbacks too), swaps applied in between.
void checkColdCutoffs(const std::string& rulesName, const std::string& mapName, const std::string& without = {})
{
    auto [rules, loaded, board] = everyRequirementOn(rulesName, mapName, without);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    model::Map map = loaded.map;
    run::Random random(53);
    std::vector<model::CellIndex> all(static_cast<size_t>(board->size()));
    for (model::CellIndex c = 0; c < board->size(); ++c)
        all[static_cast<size_t>(c)] = c;
    shuffleUnlocked(map, all, *rules, random);
    score.reset(map);
    const auto cells = static_cast<uint32_t>(board->size());
    int below = 0, cut = 0;
    for (int step = 0; step < 3000; ++step) {
        const auto a = static_cast<model::CellIndex>(random.below(cells));
        const auto b = static_cast<model::CellIndex>(random.below(cells));
        const model::Layer layer = random.below(4) == 0 ? model::Layer::Token : model::Layer::Both;
        const model::Swap s{a, b, layer};
        model::Map after = map;
        after.apply(s);
        const double exact = oracle.score(after) - oracle.score(map);
        for (const double cutoff : {exact - 1.0, exact, exact + 0.5, static_cast<double>(random.below(7)) - 3.0,
                                    std::numeric_limits<double>::infinity()}) {
            const double d = score.delta(s, cutoff);
            if (exact < cutoff - 1e-9) {
                ASSERT_NEAR(d, exact, 1e-9) << rulesName << " step " << step << " cutoff " << cutoff;
                ++below;
            } else {
                ASSERT_GE(d, cutoff - 1e-9) << rulesName << " step " << step << " cutoff " << cutoff;
                ++cut;
            }
        }
        if (step % 3 == 0) {
            score.apply(s);
            map = after;
        } else if (step % 7 == 1 && a != b) { // a three-cell rotation through applyMany
            const auto c = static_cast<model::CellIndex>(random.below(cells));
            if (c == a || c == b)
                continue;
            const std::vector<model::Swap> rotation{{a, b, model::Layer::Both}, {b, c, model::Layer::Both}};
            score.applyMany(rotation);
            for (const auto& r : rotation)
                map.apply(r);
        }
    }
    expectCountsOf(score, oracle, map, rulesName + " end");
    EXPECT_GT(below, 3000);
    EXPECT_GT(cut, 3000);
}

TEST(IncrementalScoreMovesTest, ColdCutoffDeltasEqualFullRescoring)
{
    checkColdCutoffs("terra-mystica-strict", "terra-mystica-original");
    checkColdCutoffs("terra-mystica-published", "terra-mystica-original");
    checkColdCutoffs("catan", "catan-standard");
}

// Without a piece requirement, player values (FAIR) are first bounded by "the whole count goes":
// the bounds before their exact delta, which a far partner then often never needs.
TEST(IncrementalScoreMovesTest, ColdCutoffDeltasWithPlayerValuesFirstBoundedEqualFullRescoring)
{
    checkColdCutoffs("terra-mystica-strict", "terra-mystica-original", "ISLAND");
    checkColdCutoffs("terra-mystica-published", "terra-mystica-fjords", "ISLAND");
}

} // namespace
} // namespace hexloom::core::search
