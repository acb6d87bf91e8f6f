#include "core/search/scoring/score_plan.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "core/run/random.h"
#include "core/search/solver.h"
#include "core/search/run/start_map.h"
#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/layered_swaps.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// The problem with a rule set of its own name: content no other run has used, so the first run
// on it compiles afresh (new CompiledRules, ScorePlan, workspaces and buffers).
Problem freshProblem(const std::string& rules, const std::string& map, uint64_t seed)
{
    static std::atomic<int> next{0};
    Problem p = test::builtinProblem(rules, map);
    auto renamed = std::make_shared<rules::RuleSet>(*p.rules);
    renamed->name += "-score-plan-test-" + std::to_string(next++);
    p.rules = renamed;
    run::Random random(seed);
    std::vector<model::CellIndex> all(static_cast<size_t>(p.board->size()));
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<model::CellIndex>(i);
    shuffleUnlocked(p.start, all, *p.rules, random);
    return p;
}

std::shared_ptr<const Snapshot> runOnce(const std::string& algorithm, const Problem& p, uint64_t seed, int64_t iterations)
{
    run::RunControl control;
    test::CollectingSink sink;
    return findAlgorithm(algorithm)->make({})->run(p, test::iterations(seed, iterations), control, sink);
}

struct Case {
    const char* algorithm;
    const char* rules;
    const char* map;
};

class SharedCompilationTest : public ::testing::TestWithParam<Case> {};

// The first run compiles; the next runs on equal content borrow the buffers and workspaces the
// earlier runs (other seeds) left dirty. Same seed, same run: best map, score, evaluations.
TEST_P(SharedCompilationTest, ABorrowedCompilationRunsAsAFreshOne)
{
    const Case c = GetParam();
    const Problem p = freshProblem(c.rules, c.map, 11);
    const auto fresh = runOnce(c.algorithm, p, 5, 300);
    runOnce(c.algorithm, p, 6, 300); // other seeds dirty the lent buffers
    runOnce(c.algorithm, p, 7, 300);
    Problem copy = p;
    copy.rules = std::make_shared<const rules::RuleSet>(*p.rules); // equal content, another object
    const auto borrowed = runOnce(c.algorithm, copy, 5, 300);
    EXPECT_EQ(borrowed->map, fresh->map);
    EXPECT_EQ(borrowed->best, fresh->best);
    EXPECT_EQ(borrowed->evaluations, fresh->evaluations);
    EXPECT_EQ(borrowed->report.total, fresh->report.total);
    EXPECT_EQ(test::fullScore(p, borrowed->map), borrowed->best);
}

INSTANTIATE_TEST_SUITE_P(Solvers, SharedCompilationTest,
                         ::testing::Values(Case{"fast", "terra-mystica-strict", "terra-mystica-original"},
                                           Case{"fast", "catan", "catan-standard"},
                                           Case{"tabu", "terra-mystica-strict", "terra-mystica-original"},
                                           Case{"sahc", "terra-mystica-published", "terra-mystica-original"}),
                         [](const auto& info) { return std::string(info.param.algorithm) + "_" + std::to_string(info.index); });

// Incremental counts on lent buffers equal a full re-score after every swap (a score destroyed
// mid-search gives its buffers to the next, which must not see its stale halves or stamps).
TEST(ScorePlanTest, LentBuffersKeepIncrementalEqualToFullRescore)
{
    const Problem p = freshProblem("terra-mystica-strict", "terra-mystica-original", 3);
    rules::Evaluator eval(p.board, p.rules);
    run::Random random(9);
    std::vector<int> full(static_cast<size_t>(eval.requirementCount()));
    model::Map map = p.start;
    for (int round = 0; round < 4; ++round) {
        IncrementalScore score(eval);
        score.reset(map);
        LayeredSwaps swaps;
        for (int i = 0; i < 400; ++i) {
            const auto a = static_cast<model::CellIndex>(random.below(113)), b = static_cast<model::CellIndex>(random.below(113));
            const int n = a == b ? 0 : layeredSwaps(score.map(), *p.rules, a, b, swaps);
            for (int k = 0; k < n; ++k) {
                const double d = score.delta(swaps[static_cast<size_t>(k)]);
                const double before = score.total();
                score.apply(swaps[static_cast<size_t>(k)]);
                ASSERT_NEAR(score.total() - before, d, 1e-9);
            }
        }
        eval.enabledCounts(score.map(), full);
        ASSERT_EQ(std::vector<int>(score.counts().begin(), score.counts().end()), full) << "round " << round;
        map = score.map(); // the next round starts where this one stopped, on the same buffers
    }
    EXPECT_EQ(ScorePlan::of(eval.compiled())->buffersBuilt(), 1);
}

// Runs in several threads at once on one rule set share the compiled form and the plan; each
// gives what the same seed gives alone.
TEST(ScorePlanTest, ConcurrentRunsMatchSequentialOnes)
{
    const Problem p = freshProblem("terra-mystica-strict", "terra-mystica-original", 21);
    std::vector<model::Map> alone;
    for (uint64_t seed = 1; seed <= 4; ++seed)
        alone.push_back(runOnce("fast", p, seed, 2000)->map);
    std::vector<model::Map> together(4);
    std::vector<std::thread> threads;
    for (uint64_t seed = 1; seed <= 4; ++seed)
        threads.emplace_back([&, seed] { together[seed - 1] = runOnce("fast", p, seed, 2000)->map; });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(together, alone);
}

} // namespace
} // namespace hexloom::core::search
