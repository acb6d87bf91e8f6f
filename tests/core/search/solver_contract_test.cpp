// What every registered algorithm must honour: validated configs, reproducibility from the seed,
// locks, the tile pool, exact reported scores, cancellation, pause and step, designer edits, and
// the brute-force optimum on a tiny board.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <future>
#include <numeric>
#include <thread>

#include "core/search/solver.h"
#include "tests/support/algorithm_ids.h"
#include "core/search/run/start_map.h"
#include "core/rules/evaluator.h"
#include "core/rules/tile_pool.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

using namespace std::chrono_literals;

// A snapshot's report counts the enabled requirements, with their cells, as a full report of its map
// does; the switched-off ones are left uncounted, and Evaluator::complete counts them as that report.
void expectReportOfWhatTheRunScores(const Problem& problem, const Snapshot& s)
{
    rules::Evaluator oracle(problem.board, problem.rules);
    const rules::ScoreReport full = oracle.report(s.map, true);
    ASSERT_EQ(s.report.requirements.size(), full.requirements.size());
    for (size_t i = 0; i < full.requirements.size(); ++i) {
        const auto& got = s.report.requirements[i];
        const auto& want = full.requirements[i];
        EXPECT_EQ(got.counted, want.enabled) << want.id;
        if (want.enabled) {
            EXPECT_EQ(got.violations, want.violations) << want.id;
            EXPECT_EQ(got.cells, want.cells) << want.id;
        }
    }
    rules::ScoreReport completed = s.report;
    oracle.complete(s.map, completed, true);
    EXPECT_TRUE(completed.complete());
    for (size_t i = 0; i < full.requirements.size(); ++i) {
        EXPECT_EQ(completed.requirements[i].violations, full.requirements[i].violations) << full.requirements[i].id;
        EXPECT_EQ(completed.requirements[i].cells, full.requirements[i].cells) << full.requirements[i].id;
    }
}

class SolverContractTest : public ::testing::TestWithParam<std::string> {
protected:
    std::unique_ptr<Solver> make(const run::ParameterValues& v = {}) { return findAlgorithm(GetParam())->make(v); }
    // Iterations for a short run: the population methods do far more work per iteration.
    int64_t shortRun() const { return GetParam() == "fast" || GetParam() == "sahc" ? 400 : 40; }
};

TEST_P(SolverContractTest, InvalidConfigThrows)
{
    const AlgorithmInfo* info = findAlgorithm(GetParam());
    ASSERT_NE(info, nullptr);
    EXPECT_THROW(make({{"no_such_parameter", 1}}), std::invalid_argument);
    for (const auto& d : info->parameters) {
        EXPECT_THROW(make({{d.name, d.maximum + 1}}), std::invalid_argument) << d.name;
        EXPECT_THROW(make({{d.name, d.minimum - 1}}), std::invalid_argument) << d.name;
        // NaN passes every range comparison; the message must still name the parameter.
        for (const double bad : {std::nan(""), std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}) {
            try {
                make({{d.name, bad}});
                ADD_FAILURE() << d.name << " = " << bad << " accepted";
            } catch (const std::invalid_argument& e) {
                EXPECT_NE(std::string(e.what()).find("parameter " + d.name), std::string::npos) << e.what();
            }
            run::ParameterValues values;
            EXPECT_THROW(run::parseParameterAssignment(info->id, info->parameters, d.name + "=" + (bad != bad ? "nan" : bad > 0 ? "inf" : "-inf"), values),
                         std::invalid_argument)
                << d.name;
        }
    }
}

TEST_P(SolverContractTest, SameSeedAndIterationLimitGiveIdenticalResults)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::Random shaker(99);
    std::vector<model::CellIndex> all(static_cast<size_t>(problem.start.size()));
    std::iota(all.begin(), all.end(), 0);
    shuffleUnlocked(problem.start, all, *problem.rules, shaker);
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    auto a = make()->run(problem, test::iterations(11, shortRun()), c1, s1);
    auto b = make()->run(problem, test::iterations(11, shortRun()), c2, s2);
    EXPECT_EQ(a->map, b->map);
    EXPECT_EQ(a->best, b->best);
    EXPECT_EQ(a->evaluations, b->evaluations);
    EXPECT_EQ(a->iteration, shortRun());
    EXPECT_EQ(a->stopReason, "iterations");
    auto other = make()->run(problem, test::iterations(12, shortRun()), c1, s1);
    EXPECT_NE(other->map, a->map) << "a different seed should search differently";
}

TEST_P(SolverContractTest, LocksPoolAndReportedScoreHold)
{
    // The fairness rule sets add fixed kinds (locked when read) and the new requirement types.
    for (const auto& [rules, mapName] : {std::pair{"terra-mystica-strict", "terra-mystica-original"}, std::pair{"catan", "catan-standard"},
                                         std::pair{"catan-fair", "catan-fair"}, std::pair{"space-galaxy", "space-galaxy"}}) {
        auto problem = test::builtinProblem(rules, mapName);
        for (model::CellIndex c = 0; c < problem.start.size(); c += 3)
            problem.start.setLocked(c, true);
        run::RunControl control;
        test::CollectingSink sink;
        auto result = make()->run(problem, test::iterations(5, shortRun()), control, sink);
        ASSERT_FALSE(sink.snapshots.empty());
        EXPECT_TRUE(sink.snapshots.back()->final);
        for (const auto& s : sink.snapshots) {
            for (model::CellIndex c = 0; c < problem.start.size(); ++c)
                if (problem.start.locked(c)) {
                    ASSERT_EQ(s->map.terrain(c), problem.start.terrain(c)) << rules << " cell " << c;
                    ASSERT_EQ(s->map.token(c), problem.start.token(c)) << rules << " cell " << c;
                }
            EXPECT_EQ(rules::TilePool::ofMap(s->map, *problem.rules), rules::TilePool::ofMap(problem.start, *problem.rules)) << rules;
            EXPECT_EQ(s->best, test::fullScore(problem, s->map)) << rules;
            EXPECT_EQ(s->report.total, s->best);
            expectReportOfWhatTheRunScores(problem, *s);
            for (model::CellIndex c = 0; c < s->map.size(); ++c)
                ASSERT_EQ(s->map.token(c) > 0, problem.rules->takesToken(s->map.terrain(c)) && !problem.rules->tokenPool.empty());
        }
        EXPECT_LE(result->best, test::fullScore(problem, problem.start));
    }
}

TEST_P(SolverContractTest, ImpossibleLocksAreRefusedBeforeTheRun)
{
    auto problem = test::builtinProblem("catan", "catan-standard");
    const model::TerrainId wood = problem.rules->byId("wood");
    for (model::CellIndex c = 0; c < 5; ++c) {
        problem.start.setTerrain(c, wood);
        problem.start.setLocked(c, true);
    }
    run::RunControl control;
    test::CollectingSink sink;
    try {
        make()->run(problem, test::iterations(1, 10), control, sink);
        FAIL() << "impossible locks accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("Forest (wood)"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("1 too many"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(sink.snapshots.empty());
}

// Runs with no iteration limit and a 30 s time limit: a run with nothing to search must be refused
// at once (std::invalid_argument, "nothing to search"), not spin until its time limit.
void expectNothingToSearch(Solver& solver, const Problem& problem, const std::string& what)
{
    run::RunControl control;
    test::CollectingSink sink;
    RunSettings settings;
    settings.stop.timeLimitSeconds = 30;
    auto future = std::async(std::launch::async, [&] { return solver.run(problem, settings, control, sink); });
    if (future.wait_for(5s) != std::future_status::ready) {
        control.cancel();
        ADD_FAILURE() << what << ": the run did not stop at once";
        return;
    }
    try {
        future.get();
        ADD_FAILURE() << what << ": accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("nothing to search"), std::string::npos) << what << ": " << e.what();
    }
    EXPECT_TRUE(sink.snapshots.empty()) << what;
}

TEST_P(SolverContractTest, NothingToSearchIsRefusedAtOnce)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (model::CellIndex c = 0; c < problem.start.size(); ++c)
        problem.start.setLocked(c, true);
    expectNothingToSearch(*make(), problem, "every hex locked");
    problem.start.setLocked(17, false);
    expectNothingToSearch(*make(), problem, "one hex unlocked");
    // Only the river unlocked: every unlocked hex holds water, so there is one arrangement.
    const model::TerrainId river = problem.rules->byId("river");
    int water = 0;
    for (model::CellIndex c = 0; c < problem.start.size(); ++c) {
        const bool isRiver = problem.start.terrain(c) == river;
        problem.start.setLocked(c, !isRiver);
        water += isRiver ? 1 : 0;
    }
    ASSERT_GT(water, 2);
    expectNothingToSearch(*make(), problem, "only water unlocked");
}

TEST_P(SolverContractTest, OneTerrainWithDifferentTokensIsStillSearched)
{
    // Catan's four forests carry four different numbers: the tokens can still be moved.
    auto problem = test::builtinProblem("catan", "catan-standard");
    const model::TerrainId wood = problem.rules->byId("wood");
    for (model::CellIndex c = 0; c < problem.start.size(); ++c)
        problem.start.setLocked(c, problem.start.terrain(c) != wood);
    run::RunControl control;
    test::CollectingSink sink;
    const auto result = make()->run(problem, test::iterations(3, shortRun()), control, sink);
    EXPECT_EQ(result->stopReason, "iterations");
}

TEST_P(SolverContractTest, NonFiniteStopCriteriaAreRefused)
{
    auto problem = test::builtinProblem("catan", "catan-standard");
    for (const double bad : {std::nan(""), std::numeric_limits<double>::infinity()}) {
        RunSettings settings = test::iterations(1, 10);
        settings.stop.timeLimitSeconds = bad;
        run::RunControl control;
        test::CollectingSink sink;
        EXPECT_THROW(make()->run(problem, settings, control, sink), std::invalid_argument) << bad;
        settings.stop.timeLimitSeconds = 0;
        settings.stop.hasTarget = true;
        settings.stop.target = bad;
        EXPECT_THROW(make()->run(problem, settings, control, sink), std::invalid_argument) << bad;
    }
}

TEST_P(SolverContractTest, CancellationStopsPromptly)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto future = std::async(std::launch::async, [&] { return make()->run(problem, RunSettings{}, control, sink); });
    std::this_thread::sleep_for(100ms);
    const auto cancelled = std::chrono::steady_clock::now();
    control.cancel();
    ASSERT_EQ(future.wait_for(1s), std::future_status::ready);
    EXPECT_LT(std::chrono::steady_clock::now() - cancelled, 1s);
    EXPECT_EQ(future.get()->stopReason, "cancelled");
}

TEST_P(SolverContractTest, PauseStepAndPostedEditsAreHonoured)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::RunControl control;
    control.setPaused(true);
    test::CollectingSink sink;
    auto future = std::async(std::launch::async, [&] { return make()->run(problem, RunSettings{}, control, sink); });
    control.step();
    control.step();
    control.step();
    std::this_thread::sleep_for(300ms);
    // A designer edit: swap two cells and lock them, at revision 42.
    model::Map edited = problem.start;
    edited.apply({0, 20, model::Layer::Both});
    edited.setLocked(0, true);
    edited.setLocked(20, true);
    // A paused run adopts a posted edit at once: the edit lets exactly one step through (a step()
    // called as well could race with that wake-up and add a fifth).
    control.postEdit(edited, 42);
    for (int wait = 0; wait < 1000 && control.hasEdit(); ++wait)
        std::this_thread::sleep_for(10ms);
    EXPECT_FALSE(control.hasEdit());
    control.cancel();
    auto result = future.get();
    EXPECT_EQ(result->iteration, 4);
    EXPECT_EQ(result->revision, 42u);
    EXPECT_EQ(result->map.terrain(0), edited.terrain(0));
    EXPECT_EQ(result->map.terrain(20), edited.terrain(20));
}

TEST_P(SolverContractTest, SnapshotsAreRateLimited)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunSettings settings;
    settings.stop.timeLimitSeconds = 0.5;
    settings.maxSnapshotsPerSecond = 10;
    run::RunControl control;
    test::CollectingSink sink;
    make()->run(problem, settings, control, sink);
    EXPECT_LE(sink.snapshots.size(), 8u);
    EXPECT_EQ(std::count_if(sink.snapshots.begin(), sink.snapshots.end(), [](const auto& s) { return s->final; }), 1);
}

// Brute force over every arrangement of an 8-hex board gives the optimum the search must find.
TEST_P(SolverContractTest, FindsTheBruteForceOptimumOnATinyBoard)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::lettersMap("Y,Y,K\nI,I\nU,U,B", *rules);
    Problem problem{std::make_shared<const model::Board>(loaded.board), rules, loaded.map, 0};
    std::vector<model::TerrainId> t = loaded.map.terrains();
    std::sort(t.begin(), t.end());
    double optimum = 1e9;
    model::Map probe = loaded.map;
    do {
        for (model::CellIndex c = 0; c < probe.size(); ++c)
            probe.setTerrain(c, t[static_cast<size_t>(c)]);
        optimum = std::min(optimum, test::fullScore(problem, probe));
    } while (std::next_permutation(t.begin(), t.end()));
    ASSERT_LT(optimum, test::fullScore(problem, loaded.map));
    run::RunControl control;
    test::CollectingSink sink;
    RunSettings settings = test::iterations(3, 20000);
    settings.stop.hasTarget = true;
    settings.stop.target = optimum;
    auto result = make()->run(problem, settings, control, sink);
    EXPECT_EQ(result->best, optimum);
    EXPECT_EQ(test::fullScore(problem, result->map), optimum);
}

INSTANTIATE_TEST_SUITE_P(AllAlgorithms, SolverContractTest, ::testing::ValuesIn(test::singleAlgorithmIds()),
                         [](const auto& info) { return info.param; });

TEST(AlgorithmRegistryTest, ListsFiveAlgorithmsAndTheirRaceWithTheFastSolverAsDefault)
{
    EXPECT_EQ(algorithms().size(), 6u);
    EXPECT_EQ(algorithms().back().id, "portfolio");
    // The race has one on/off switch per other registered algorithm, all on by default.
    std::vector<std::string> others, switches;
    for (size_t i = 0; i + 1 < algorithms().size(); ++i)
        others.push_back(algorithms()[i].id);
    for (const auto& p : algorithms().back().parameters) {
        switches.push_back(p.name);
        EXPECT_EQ(p.defaultValue, 1) << p.name;
    }
    EXPECT_EQ(switches, others);
    EXPECT_NE(findAlgorithm(defaultAlgorithm()), nullptr);
    EXPECT_EQ(findAlgorithm("nope"), nullptr);
}

} // namespace
} // namespace hexloom::core::search

namespace hexloom::core::search {
namespace {

TEST(AlgorithmRegistryTest, TheSingleAlgorithmsAreTheRegistryWithoutTheRaceInItsOrder)
{
    const auto& all = algorithms();
    const auto& single = singleAlgorithms();
    ASSERT_EQ(all.size(), single.size() + 1);
    for (std::size_t i = 0; i < single.size(); ++i)
        EXPECT_EQ(all[i].id, single[i].id);
    EXPECT_EQ(all.back().id, "portfolio");
    std::vector<std::string> ids;
    for (const auto& a : all)
        ids.push_back(a.id);
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(std::adjacent_find(ids.begin(), ids.end()), ids.end()) << "two algorithms share an id";
    for (const auto& a : all)
        EXPECT_EQ(findAlgorithm(a.id), &a) << a.id;
}

} // namespace
} // namespace hexloom::core::search
