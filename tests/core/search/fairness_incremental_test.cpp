// The fairness requirement types inside IncrementalScore (its generic path, each requirement's
// own exact swapDelta): deltas and kept counts equal full re-scoring on random boards.
#include <gtest/gtest.h>

#include <cmath>

#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/layered_swaps.h"
#include "tests/core/rules/fair_rules.h"
#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::core::search {
namespace {

void checkRandomBoard(int radius, uint64_t seed)
{
    auto board = std::make_shared<const model::Board>(model::Board::hexagon(radius));
    auto rules = test::fairRules(*board);
    rules->requirements = {
        test::fairSpec("forbidden-neighbours", {{"pairs", std::string("a:b,x:x|y")}}),
        test::fairSpec("cluster-size", {{"kinds", std::string("")}, {"max", 2.0}}),
        test::fairSpec("distance", {{"from", std::string("x")}, {"to", std::string("y")}, {"min", 3.0}, {"max", 4.0}}),
        test::fairSpec("corner-pips", {{"distinct", 1.0}, {"unique_per_resource", 1.0}}),
        test::fairSpec("player-value", {{"attributes", std::string("resources,influence,pips")}, {"tolerance", 2.0}, {"minimum", 6.0}}),
        test::fairSpec("same-terrain-pairs", {}),
    };
    rules->requirements[4].weight = 0.5;
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    run::Random random(seed);
    score.reset(test::randomFairMap(*board, *rules, random));
    std::vector<int> expected(rules->requirements.size());
    oracle.counts(score.map(), expected);
    for (size_t i = 0; i < expected.size(); ++i)
        ASSERT_EQ(score.counts()[i], expected[i]) << rules->requirements[i].type << " after reset";
    LayeredSwaps swaps;
    for (int step = 0; step < 3000; ++step) {
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
        ASSERT_NEAR(d, oracle.score(after) - before, 1e-9) << "radius " << radius << " step " << step;
        if (step % 4 == 0) {
            const model::Swap pair[2] = {s, {b, a, model::Layer::Both}};
            after.apply(pair[1]);
            score.applyMany(pair);
        } else {
            score.apply(s);
        }
        ASSERT_EQ(score.map(), after);
        oracle.counts(after, expected);
        for (size_t i = 0; i < expected.size(); ++i)
            ASSERT_EQ(score.counts()[i], expected[i]) << rules->requirements[i].type << " step " << step;
    }
}

TEST(FairnessIncrementalTest, RadiusTwoEqualsFullRescoring) { checkRandomBoard(2, 1); }
TEST(FairnessIncrementalTest, RadiusThreeEqualsFullRescoring) { checkRandomBoard(3, 2); }
TEST(FairnessIncrementalTest, RadiusFiveEqualsFullRescoring) { checkRandomBoard(5, 3); }

// 29,880 hexes with distance, corner pips and player values on (eight players, one home hex
// each): every delta and the kept counts against the Evaluator's full counts (which the
// requirements' own tests hold to brute force), over swaps near the homes and listed kinds and
// anywhere.
TEST(FairnessIncrementalTest, LargeBoardEqualsFullRescoring)
{
    auto board = std::make_shared<const model::Board>(model::Board::terraMystica(144, 208));
    auto rules = test::fairRules(*board);
    run::Random random(31);
    rules->players.players.clear();
    for (int p = 0; p < 8; ++p)
        rules->players.players.push_back({"p" + std::to_string(p), "P", {board->offset(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size()))))}, "", ""});
    rules->requirements = {
        test::fairSpec("distance", {{"from", std::string("x")}, {"to", std::string("x,y")}, {"min", 2.0}, {"max", 3.0}}),
        test::fairSpec("corner-pips", {{"distinct", 1.0}, {"unique_per_resource", 1.0}}),
        test::fairSpec("player-value", {{"attributes", std::string("resources,influence,pips")}, {"tolerance", 2.0}}),
        test::fairSpec("same-terrain-pairs", {}),
    };
    model::Map map = test::mixedMap(*board, *rules, {300, 300, 300, 50, 0, 0, 50}, random);
    test::paintPatches(*board, map, {rules->byId("x"), rules->byId("y")}, 6, 8, 3, random);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    std::vector<model::CellIndex> homes, listed;
    for (const auto& p : rules->players.players)
        homes.push_back(board->indexAtOffset(p.homeCells[0]));
    for (model::CellIndex c = 0; c < board->size(); ++c)
        if (map.terrain(c) == rules->byId("x"))
            listed.push_back(c);
    const test::SwapSource nearHomes{*board, homes, 4}, nearListed{*board, listed, 4};
    std::vector<int> expected(rules->requirements.size());
    for (int step = 0; step < 800; ++step) {
        const model::Swap s = (step % 2 == 0 ? nearHomes : nearListed).next(random);
        const double before = oracle.score(score.map());
        const double d = score.delta(s);
        model::Map after = score.map();
        after.apply(s);
        ASSERT_NEAR(d, oracle.score(after) - before, 1e-9) << "step " << step;
        score.apply(s);
        oracle.counts(after, expected);
        for (size_t i = 0; i < expected.size(); ++i)
            ASSERT_EQ(score.counts()[i], expected[i]) << rules->requirements[i].type << " step " << step;
    }
}

} // namespace
} // namespace hexloom::core::search
