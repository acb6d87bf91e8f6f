// Every generator under every symmetry mode: the maps it streams are invariant under the mode,
// checked from cell positions (tests/core/symmetry/symmetry_oracle.h), not from orbit ids; the
// orbit moves' incremental scores equal a full re-score; symmetric locks stay; and the
// generators that do not move whole orbits refuse the rule set, naming themselves.
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "tests/core/search/solver_test_support.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::core::search {
namespace {

using symmetry::SymmetryMode;

// A shipped map under `mode`: the rule set asks for it, with its pool fitted to the orbits.
Problem symmetricProblem(const std::string& rulesName, const std::string& mapName, SymmetryMode mode)
{
    Problem p = test::builtinProblem(rulesName, mapName);
    auto rules = std::make_shared<rules::RuleSet>(*p.rules);
    const auto s = symmetry::BoardSymmetry::of(*p.board, mode);
    const auto fitted = symmetry::fitPoolToSymmetry(*p.board, s, p.start, *rules, rules::TilePool::forMap(p.start, *rules));
    symmetry::adoptPool(*rules, fitted);
    rules->symmetry = mode;
    p.rules = rules;
    return p;
}

// The number tokens of a map, counted per number.
std::vector<int> tokenCounts(const model::Map& map)
{
    std::vector<int> counts(128, 0);
    for (model::CellIndex c = 0; c < map.size(); ++c)
        ++counts[map.token(c)];
    counts[model::kNoToken] = 0;
    return counts;
}

Problem problemFor(SymmetryMode mode)
{
    if (mode == SymmetryMode::Rotate3 || mode == SymmetryMode::Rotate6)
        return symmetricProblem("space-galaxy", "space-galaxy", mode);
    return symmetricProblem("terra-mystica-published", "terra-mystica-original", mode);
}

std::vector<SymmetryMode> modes() { return {symmetry::symmetricModes().begin(), symmetry::symmetricModes().end()}; }

class SymmetricGeneration : public ::testing::TestWithParam<std::tuple<std::string, SymmetryMode>> {};

TEST_P(SymmetricGeneration, EveryStreamedMapIsInvariantAndScoredExactly)
{
    const auto& [algorithm, mode] = GetParam();
    const Problem problem = problemFor(mode);
    run::RunControl control;
    test::CollectingSink sink;
    const auto final = findAlgorithm(algorithm)->make({})->run(problem, test::iterations(3, algorithm == "sahc" ? 3000 : 60), control, sink);
    ASSERT_FALSE(sink.snapshots.empty());
    for (const auto& s : sink.snapshots) {
        ASSERT_TRUE(symmetry::invariantByPositions(*problem.board, s->map, mode)) << "iteration " << s->iteration;
        EXPECT_DOUBLE_EQ(test::fullScore(problem, s->map), s->best);
        for (model::CellIndex c = 0; c < s->map.size(); ++c)
            if (problem.start.locked(c)) {
                ASSERT_EQ(s->map.terrain(c), problem.start.terrain(c)) << "locked cell " << c;
            }
    }
    // The search did something: the best beats the symmetric start.
    EXPECT_LT(final->best, sink.snapshots.front()->best + 1e-9);
}

std::vector<std::tuple<std::string, SymmetryMode>> orbitCases()
{
    std::vector<std::tuple<std::string, SymmetryMode>> cases;
    for (const auto& a : singleAlgorithms())
        if (a.movesOrbits)
            for (const SymmetryMode m : modes())
                cases.emplace_back(a.id, m);
    return cases;
}

INSTANTIATE_TEST_SUITE_P(OrbitMovers, SymmetricGeneration, ::testing::ValuesIn(orbitCases()), [](const auto& info) {
    std::string name = std::get<0>(info.param) + "_" + std::string(symmetry::modeName(std::get<1>(info.param)));
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
});

// Catan-like boards: the tokens follow the orbits too. Under rotate-2 and rotate-3 the standard
// pool's tokens do not divide (2 and 12 are single; most numbers come in pairs) and the fitted pool
// moves tokens between numbers; every streamed map has its tokens invariant (from cell positions),
// only on hexes that take one, and exactly the fitted token pool.
class SymmetricCatan : public ::testing::TestWithParam<std::tuple<std::string, SymmetryMode>> {};

TEST_P(SymmetricCatan, TokensStayOnOrbitsAndOnTokenBearingHexes)
{
    const auto& [algorithm, mode] = GetParam();
    const Problem problem = symmetricProblem("catan", "catan-standard", mode);
    const std::vector<int> pool = rules::TilePool::forMap(problem.start, *problem.rules).tokens;
    ASSERT_NE(pool, tokenCounts(problem.start)) << "the standard tokens divide: nothing is tested";
    run::RunControl control;
    test::CollectingSink sink;
    RunSettings settings = test::iterations(3, algorithm == "sahc" ? 2000 : 80);
    settings.maxSnapshotsPerSecond = 1e9; // every new best
    settings.stop.target = -1;            // a map scoring 0 does not end the run before tokens move
    findAlgorithm(algorithm)->make({})->run(problem, settings, control, sink);
    ASSERT_FALSE(sink.snapshots.empty());
    for (const auto& s : sink.snapshots) {
        ASSERT_TRUE(symmetry::invariantByPositions(*problem.board, s->map, mode)) << "iteration " << s->iteration;
        for (model::CellIndex c = 0; c < s->map.size(); ++c)
            ASSERT_EQ(s->map.token(c) != model::kNoToken, problem.rules->takesToken(s->map.terrain(c))) << "cell " << c << ", iteration " << s->iteration;
        ASSERT_EQ(tokenCounts(s->map), pool) << "iteration " << s->iteration;
    }
    // Tokens did move: some streamed map holds another number than the first on some hex.
    const auto& first = sink.snapshots.front()->map;
    EXPECT_TRUE(std::any_of(sink.snapshots.begin(), sink.snapshots.end(), [&](const auto& s) {
        for (model::CellIndex c = 0; c < first.size(); ++c)
            if (s->map.token(c) != first.token(c))
                return true;
        return false;
    })) << sink.snapshots.size() << " snapshots";
}

INSTANTIATE_TEST_SUITE_P(OrbitMovers, SymmetricCatan,
                         ::testing::Combine(::testing::Values("sahc", "tabu"), ::testing::Values(SymmetryMode::Rotate2, SymmetryMode::Rotate3)),
                         [](const auto& info) {
                             std::string name = std::get<0>(info.param) + "_" + std::string(symmetry::modeName(std::get<1>(info.param)));
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(SymmetricGenerationTest, HillClimbingAndTabuMoveWholeOrbits)
{
    EXPECT_TRUE(findAlgorithm("sahc")->movesOrbits);
    EXPECT_TRUE(findAlgorithm("tabu")->movesOrbits);
}

TEST(SymmetricGenerationTest, GeneratorsThatDoNotMoveOrbitsRefuseNamingThemselves)
{
    const Problem problem = problemFor(SymmetryMode::Rotate2);
    for (const auto& a : algorithms()) {
        if (a.movesOrbits)
            continue;
        run::RunControl control;
        test::CollectingSink sink;
        try {
            a.make({})->run(problem, test::iterations(1, 10), control, sink);
            ADD_FAILURE() << a.id << " ran a symmetric rule set";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find("rotate-2 symmetric"), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find(a.id == "portfolio" ? "portfolio race includes" : a.name), std::string::npos) << e.what();
        }
    }
}

TEST(SymmetricGenerationTest, SymmetricLocksAreKeptAndAsymmetricOnesRefused)
{
    Problem problem = problemFor(SymmetryMode::Rotate2);
    const auto s = symmetry::BoardSymmetry::of(*problem.board, SymmetryMode::Rotate2);
    const model::CellIndex corner = problem.board->indexAtOffset({0, 0});
    problem.start.setLocked(corner, true);
    run::RunControl control;
    test::CollectingSink sink;
    try {
        findAlgorithm("sahc")->make({})->run(problem, test::iterations(1, 10), control, sink);
        ADD_FAILURE() << "an asymmetric lock was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("row 8, column 12"), std::string::npos) << e.what();
    }
    // The image holds the corner's kind and is locked too: both stay through a run.
    const model::CellIndex opposite = s.image(1, corner);
    problem.start.setTerrain(opposite, problem.start.terrain(corner));
    problem.start.setLocked(opposite, true);
    auto rules = std::make_shared<rules::RuleSet>(*problem.rules);
    rules->pool = symmetry::fitPoolToSymmetry(*problem.board, s, problem.start, *rules, rules::TilePool::ofMap(problem.start, *rules)).pool.terrains;
    problem.rules = rules;
    const auto final = findAlgorithm("tabu")->make({})->run(problem, test::iterations(2, 40), control, sink);
    EXPECT_EQ(final->map.terrain(corner), problem.start.terrain(corner));
    EXPECT_EQ(final->map.terrain(opposite), problem.start.terrain(corner));
    EXPECT_TRUE(symmetry::invariantByPositions(*problem.board, final->map, SymmetryMode::Rotate2));
}

TEST(SymmetricGenerationTest, ABoardThatIsNotInvariantIsRefusedByTheRun)
{
    Problem problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    auto rules = std::make_shared<rules::RuleSet>(*problem.rules);
    rules->symmetry = SymmetryMode::Rotate3;
    problem.rules = rules;
    run::RunControl control;
    test::CollectingSink sink;
    EXPECT_THROW(findAlgorithm("sahc")->make({})->run(problem, test::iterations(1, 10), control, sink), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::search
