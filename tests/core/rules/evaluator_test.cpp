#include "core/rules/evaluator.h"

#include <gtest/gtest.h>
#include <random>

#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

using model::CellIndex;
using model::Layer;
using model::Swap;

// Incremental swap deltas must equal full re-scoring exactly, per requirement, for every rule
// set and every kind of swap, over many random swaps on a map that keeps changing.
void checkDeltasMatchFullRescoring(const std::string& rulesName, const std::string& mapName, uint32_t seed)
{
    auto rules = test::builtinRules(rulesName);
    auto loaded = test::builtinMap(mapName, *rules);
    auto board = std::make_shared<const model::Board>(loaded.board);
    model::Map map = loaded.map;
    // Enable every requirement so the optional ones are exercised too.
    auto all = std::make_shared<RuleSet>(*rules);
    for (auto& r : all->requirements)
        r.enabled = true;
    Evaluator eval(board, all);
    const int k = eval.requirementCount();
    std::vector<int> before(static_cast<size_t>(k)), after(static_cast<size_t>(k)), delta(static_cast<size_t>(k));
    std::mt19937 rng(seed);
    std::uniform_int_distribution<CellIndex> cell(0, board->size() - 1);
    for (int step = 0; step < 3000; ++step) {
        Swap s{cell(rng), cell(rng), Layer::Both};
        if (!all->tokenPool.empty() && step % 3 == 1)
            s.layer = Layer::Token;
        if (s.layer == Layer::Token && (map.token(s.a) == 0 || map.token(s.b) == 0))
            s.layer = Layer::Both;
        eval.counts(map, before);
        const model::Map copy = map;
        eval.swapDelta(map, s, delta);
        ASSERT_EQ(map, copy) << "swapDelta must restore the map";
        map.apply(s);
        eval.counts(map, after);
        for (int i = 0; i < k; ++i)
            ASSERT_EQ(delta[static_cast<size_t>(i)], after[static_cast<size_t>(i)] - before[static_cast<size_t>(i)])
                << rulesName << " requirement " << all->requirements[static_cast<size_t>(i)].id << " step " << step;
        if (step % 2 == 0)
            map.apply(s); // keep about half of the swaps
    }
}

TEST(EvaluatorTest, PublishedDeltasEqualFullRescoring) { checkDeltasMatchFullRescoring("terra-mystica-published", "terra-mystica-original", 1); }
TEST(EvaluatorTest, StrictDeltasEqualFullRescoring) { checkDeltasMatchFullRescoring("terra-mystica-strict", "terra-mystica-fjords", 2); }
TEST(EvaluatorTest, ShortFirstBoardDeltasEqualFullRescoring) { checkDeltasMatchFullRescoring("terra-mystica-published", "terra-mystica-loon-lakes", 3); }
TEST(EvaluatorTest, CatanDeltasEqualFullRescoring) { checkDeltasMatchFullRescoring("catan", "catan-standard", 4); }

TEST(EvaluatorTest, TotalIsWeightedSumOfEnabledRequirements)
{
    auto rules = std::make_shared<RuleSet>(*test::builtinRules("terra-mystica-strict"));
    rules->requirements[0].weight = 2.5;
    rules->requirements[1].enabled = false;
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    Evaluator eval(std::make_shared<const model::Board>(loaded.board), rules);
    const ScoreReport r = eval.report(loaded.map);
    double expected = 0;
    for (const auto& q : r.requirements)
        if (q.enabled)
            expected += q.weight * q.violations;
    EXPECT_DOUBLE_EQ(r.total, expected);
    EXPECT_DOUBLE_EQ(eval.score(loaded.map), expected);
    EXPECT_FALSE(r.requirements[1].enabled);
}

// enabledCounts: every enabled requirement's count as counts() gives it, the disabled ones 0, on a
// map where the disabled ones do have violations; the total is unchanged.
TEST(EvaluatorTest, EnabledCountsHoldTheDisabledAtZero)
{
    auto rules = std::make_shared<RuleSet>(*test::builtinRules("terra-mystica-strict"));
    for (auto& r : rules->requirements)
        r.enabled = true;
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    model::Map map = loaded.map;
    std::mt19937 random(5);
    for (int i = 0; i < 40; ++i) // a scrambled map breaks every requirement
        map.apply({static_cast<model::CellIndex>(random() % 113), static_cast<model::CellIndex>(random() % 113), model::Layer::Both});
    const auto board = std::make_shared<const model::Board>(loaded.board);
    std::vector<int> all(rules->requirements.size()), enabled(all.size());
    Evaluator(board, rules).counts(map, all);
    rules->requirements[0].enabled = false;
    rules->requirements[2].enabled = false;
    Evaluator eval(board, rules);
    eval.enabledCounts(map, enabled);
    ASSERT_GT(all[0], 0);
    ASSERT_GT(all[2], 0);
    for (size_t i = 0; i < all.size(); ++i)
        EXPECT_EQ(enabled[i], rules->requirements[i].enabled ? all[i] : 0) << "requirement " << i;
    EXPECT_DOUBLE_EQ(eval.total(enabled), eval.score(map));
}

// A report with cells takes each requirement's count and cells in one pass where they share one
// (countWithCells: the fairness values, the island labelling): its counts equal counts() and its
// cells equal cells(), requirement by requirement, enabled or not, on scrambled maps of the
// strict rules (fairness and islands included) and of Catan.
TEST(EvaluatorTest, ReportWithCellsMatchesCountsAndCells)
{
    for (const auto& [rulesName, mapName] : {std::pair{"terra-mystica-strict", "terra-mystica-original"}, std::pair{"catan", "catan-standard"}}) {
        auto rules = std::make_shared<RuleSet>(*test::builtinRules(rulesName));
        auto loaded = test::builtinMap(mapName, *rules);
        const auto board = std::make_shared<const model::Board>(loaded.board);
        Evaluator eval(board, rules);
        model::Map map = loaded.map;
        std::mt19937 random(9);
        int violated = 0;
        for (int round = 0; round < 12; ++round) {
            for (int i = 0; i < 6; ++i)
                map.apply({static_cast<CellIndex>(random() % static_cast<uint32_t>(board->size())),
                           static_cast<CellIndex>(random() % static_cast<uint32_t>(board->size())), Layer::Both});
            const ScoreReport report = eval.report(map, true);
            std::vector<int> counts(static_cast<size_t>(eval.requirementCount()));
            eval.counts(map, counts);
            ASSERT_EQ(report.requirements.size(), counts.size());
            for (size_t r = 0; r < counts.size(); ++r) {
                ASSERT_EQ(report.requirements[r].violations, counts[r]) << rulesName << " " << report.requirements[r].id << " round " << round;
                std::vector<CellIndex> cells;
                eval.requirement(static_cast<int>(r)).cells(map, cells);
                ASSERT_EQ(report.requirements[r].cells, cells) << rulesName << " " << report.requirements[r].id << " round " << round;
                violated += counts[r] > 0 ? 1 : 0;
            }
        }
        EXPECT_GT(violated, 12) << rulesName;
    }
}

} // namespace
} // namespace hexloom::core::rules
