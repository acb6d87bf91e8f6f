#include "core/search/solvers/fast_solver.h"

#include <gtest/gtest.h>

#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/rules/tile_pool.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

TEST(FastSolverTest, ReachesZeroOnStrictFromRandomStarts)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        run::Random random(seed);
        std::vector<model::CellIndex> all(113);
        for (int i = 0; i < 113; ++i)
            all[static_cast<size_t>(i)] = i;
        shuffleUnlocked(problem.start, all, *problem.rules, random);
        RunSettings settings;
        settings.seed = seed;
        settings.stop.hasTarget = true;
        settings.stop.timeLimitSeconds = 2;
        run::RunControl control;
        test::CollectingSink sink;
        auto result = FastSolver({}).run(problem, settings, control, sink);
        EXPECT_EQ(result->best, 0) << "seed " << seed;
        EXPECT_EQ(result->stopReason, "target");
        EXPECT_EQ(test::fullScore(problem, result->map), result->best);
    }
}

// The final snapshot carries the run's processor time: some, and no more than the wall-clock time
// of the run (one thread; the two clocks are read microseconds apart at the end).
TEST(FastSolverTest, FinalSnapshotCarriesTheRunsProcessorTime)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({}).run(problem, test::iterations(3, 20000), control, sink);
    EXPECT_GT(result->processorSeconds, 0);
    EXPECT_LE(result->processorSeconds, result->elapsedSeconds + 1e-3);
}

TEST(FastSolverTest, AnnealingModeImproves)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({{"mode", 1}}).run(problem, test::iterations(3, 20000), control, sink);
    EXPECT_LT(result->best, test::fullScore(problem, problem.start));
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

// A 7,452-hex board from a shuffled copy of the Original board's terrain mix (a third water).
Problem bigProblem(uint64_t seed) { return test::scaledProblem("terra-mystica-strict", 72, 104, seed); }

// On a big board a step tries a bounded number of partners (64 conflicted cells, 20 from a random
// offset, the 18 within two hexes), however many cells conflict: before the bound it tried every
// conflicted cell, thousands here. And the score stays exact.
TEST(FastSolverTest, BoundedPartnersPerStepOnABigBoard)
{
    const Problem problem = bigProblem(3);
    ASSERT_GT(problem.board->size(), 7000);
    run::RunControl control;
    test::CollectingSink sink;
    const int64_t steps = 2000;
    auto result = FastSolver({}).run(problem, test::iterations(5, steps), control, sink);
    EXPECT_EQ(result->iteration, steps);
    EXPECT_LE(result->evaluations, steps * (64 + 20 + 18));
    EXPECT_LT(result->best, test::fullScore(problem, problem.start) / 2);
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

// With near partners (the default on big boards) the river pieces of a shuffled 7,452-hex board
// join up and the strict rules are met (without them, 20-second runs on such a board ended with
// over a hundred river pieces too many: docs/benchmarks.md).
TEST(FastSolverTest, NearPartnersSolveABigBoard)
{
    const Problem problem = bigProblem(4);
    RunSettings settings = test::iterations(4, 200000);
    settings.stop.hasTarget = true;
    run::RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({}).run(problem, settings, control, sink);
    EXPECT_EQ(result->best, 0);
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

// A shuffle of the Original board (strict rules) from `seed`.
Problem shuffledOriginal(uint64_t seed)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::Random random(seed);
    std::vector<model::CellIndex> all(static_cast<size_t>(problem.board->size()));
    for (model::CellIndex c = 0; c < problem.board->size(); ++c)
        all[static_cast<size_t>(c)] = c;
    shuffleUnlocked(problem.start, all, *problem.rules, random);
    return problem;
}

// A step on a water piece's hex draws global_candidates partners on a small board: the Original
// board from 30 shuffles reaches 0 in at least a tenth fewer steps in all with the default 40 than
// with 20 (the window of every other step, and this one's before). Exact either way.
TEST(FastSolverTest, WiderWindowOnGlobalStepsTakesFewerStepsOnASmallBoard)
{
    int64_t narrow = 0, wide = 0;
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        const Problem problem = shuffledOriginal(seed);
        RunSettings settings = test::iterations(seed, 3000);
        settings.stop.hasTarget = true;
        for (const int window : {20, 40}) {
            run::RunControl control;
            test::CollectingSink sink;
            auto result = FastSolver({{"global_candidates", window}}).run(problem, settings, control, sink);
            ASSERT_EQ(result->best, 0) << "seed " << seed << " window " << window;
            EXPECT_EQ(test::fullScore(problem, result->map), 0);
            (window == 20 ? narrow : wide) += result->iteration;
        }
    }
    EXPECT_LT(wide, narrow * 9 / 10) << "steps with 40: " << wide << ", with 20: " << narrow;
}

// From 1,024 hexes global_candidates changes nothing (near and bank partners serve those steps):
// the same seed gives the same run with any value.
TEST(FastSolverTest, GlobalCandidatesLeaveBigBoardsAlone)
{
    const Problem problem = bigProblem(6);
    std::vector<std::shared_ptr<const Snapshot>> results;
    for (const int window : {20, 40, 0}) {
        run::RunControl control;
        test::CollectingSink sink;
        results.push_back(FastSolver({{"global_candidates", window}}).run(problem, test::iterations(6, 1500), control, sink));
    }
    for (size_t i = 1; i < results.size(); ++i) {
        EXPECT_EQ(results[i]->evaluations, results[0]->evaluations);
        EXPECT_EQ(results[i]->best, results[0]->best);
        EXPECT_TRUE(results[i]->map == results[0]->map);
    }
    // ... while on the Original board the value is read.
    const Problem small = shuffledOriginal(6);
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    EXPECT_NE(FastSolver({{"global_candidates", 20}}).run(small, test::iterations(6, 300), c1, s1)->evaluations,
              FastSolver({{"global_candidates", 40}}).run(small, test::iterations(6, 300), c2, s2)->evaluations);
}

// River joins (multi-swap moves, forced on for the Original board's 113 hexes) keep locks, the
// pool and the swap zones, and the reported score is the full re-score, in every snapshot: on the
// strict rules, and on a copy in which desert and plains form a zone of their own (a join whose
// path crosses a desert or plains hex would move water into that zone, so it must be refused).
TEST(FastSolverTest, RiverJoinsKeepLocksPoolAndZones)
{
    const auto strict = test::builtinRules("terra-mystica-strict");
    auto zoned = std::make_shared<rules::RuleSet>(*strict);
    zoned->terrains[0].zone = zoned->terrains[1].zone = "dry";
    zoned->finalize();
    ASSERT_TRUE(zoned->hasZones());
    for (const auto& rules : {strict, std::shared_ptr<const rules::RuleSet>(zoned)}) {
        for (uint64_t seed = 1; seed <= 12; ++seed) {
            auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
            problem.rules = rules;
            run::Random random(seed);
            auto fitted = fitToPool(problem.start, *rules, random);
            shuffleUnlocked(fitted.map, fitted.unlocked, *rules, random);
            problem.start = fitted.map;
            for (model::CellIndex c = 0; c < problem.start.size(); c += 5)
                problem.start.setLocked(c, true);
            run::RunControl control;
            test::CollectingSink sink;
            auto result = FastSolver({{"river_joins", 2}}).run(problem, test::iterations(seed, 3000), control, sink);
            ASSERT_FALSE(sink.snapshots.empty());
            for (const auto& s : sink.snapshots) {
                for (model::CellIndex c = 0; c < problem.start.size(); ++c) {
                    ASSERT_EQ(rules->zone(s->map.terrain(c)), rules->zone(problem.start.terrain(c))) << "seed " << seed << " cell " << c;
                    if (problem.start.locked(c)) {
                        ASSERT_EQ(s->map.terrain(c), problem.start.terrain(c)) << "seed " << seed << " cell " << c;
                    }
                }
                ASSERT_EQ(rules::TilePool::ofMap(s->map, *rules), rules::TilePool::ofMap(problem.start, *rules));
                ASSERT_EQ(s->best, test::fullScore(problem, s->map)) << "seed " << seed;
            }
            EXPECT_LE(result->best, test::fullScore(problem, problem.start));
        }
    }
}

// On big boards the run's best map takes only the cells changed since the last new best: the
// best map of every snapshot, mid-run and final, re-scores to the reported best and holds the
// start's tiles (a cell left out of the copy would lose or duplicate one), in tabu mode (joins,
// escapes after hexes / 16 steps) and in annealing mode (the score goes up and down).
TEST(FastSolverTest, BigBoardBestMapFollowsTheChangedCells)
{
    for (uint64_t seed : {6, 7}) {
        const Problem problem = bigProblem(seed);
        for (const run::ParameterValues& values : {run::ParameterValues{}, run::ParameterValues{{"mode", 1}, {"temperature", 2.0}}}) {
            for (const int64_t steps : {700, 2500}) {
                RunSettings settings = test::iterations(seed, steps);
                settings.maxSnapshotsPerSecond = 1e9;
                run::RunControl control;
                test::CollectingSink sink;
                auto result = FastSolver(values).run(problem, settings, control, sink);
                ASSERT_LT(result->best, test::fullScore(problem, problem.start));
                test::expectSnapshotsScoreTheirBest(problem, sink, "seed " + std::to_string(seed) + " steps " + std::to_string(steps));
            }
        }
    }
}

// Steps to a perfect map on a shuffled 7,452-hex board, with river joins (auto: on at this size)
// and without: the joins replace the hex-by-hex walks of stranded river pieces.
TEST(FastSolverTest, RiverJoinsReachZeroInFewerStepsOnABigBoard)
{
    for (uint64_t seed : {4, 5}) {
        const Problem problem = bigProblem(seed);
        int64_t steps[2] = {0, 0};
        for (int joins : {0, 1}) {
            RunSettings settings = test::iterations(seed, 200000);
            settings.stop.hasTarget = true;
            run::RunControl control;
            test::CollectingSink sink;
            auto result = FastSolver({{"river_joins", joins == 1 ? 0 : 1}}).run(problem, settings, control, sink);
            ASSERT_EQ(result->best, 0) << "seed " << seed << " joins " << joins;
            EXPECT_EQ(test::fullScore(problem, result->map), 0);
            steps[joins] = result->iteration;
        }
        EXPECT_LT(steps[1], steps[0]) << "seed " << seed;
    }
}

// A 7,452-hex board (published rules) whose every requirement but min island size is met: the
// published solution of a shuffle, ISLAND switched on afterwards, so only small islands are left.
Problem islandsLeft(uint64_t seed)
{
    Problem problem = test::scaledProblem("terra-mystica-published", 72, 104, seed);
    RunSettings settings = test::iterations(seed, 50000);
    settings.stop.hasTarget = true;
    run::RunControl control;
    test::CollectingSink sink;
    problem.start = FastSolver({}).run(problem, settings, control, sink)->map;
    auto rules = std::make_shared<rules::RuleSet>(*problem.rules);
    for (auto& r : rules->requirements)
        r.enabled = r.enabled || r.id == "ISLAND";
    problem.rules = rules;
    return problem;
}

// A step drawn for min island size weighs only land-water swaps (PartnerSwaps::keepOnly). With
// every swap, an island hex's terrain traded with other land is free on this plateau and wins
// the ties, so the moves that mend an island were taken only when tabu had used those up: the
// 32 to 42 islands left here fell in 18,000 to 29,000 steps, against 110 to 500 now
// (docs/algorithms.md, "Steps drawn for a piece requirement").
TEST(FastSolverTest, StepsOnIslandsWeighOnlyLandWaterSwaps)
{
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        const Problem problem = islandsLeft(seed);
        ASSERT_GE(test::fullScore(problem, problem.start), 20) << "seed " << seed;
        RunSettings settings = test::iterations(seed, 3000);
        settings.stop.hasTarget = true;
        run::RunControl control;
        test::CollectingSink sink;
        auto result = FastSolver({}).run(problem, settings, control, sink);
        EXPECT_EQ(result->best, 0) << "seed " << seed << " after " << result->iteration << " steps";
        EXPECT_EQ(test::fullScore(problem, result->map), result->best);
    }
}

} // namespace
} // namespace hexloom::core::search
