// Every generator under every symmetry mode: the maps it streams are invariant under the mode,
// checked from cell positions (tests/core/symmetry/symmetry_oracle.h), not from orbit ids; the
// orbit moves' incremental scores equal a full re-score; a locked orbit stays; the pool (and on
// Catan the number tokens) is kept; and the portfolio race keeps the symmetry too.
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "tests/core/search/solver_test_support.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::core::search {
namespace {

using symmetry::SymmetryMode;

// A shipped map under `mode`: the rule set asks for it, with its pool fitted to the orbits. With
// `lockOrbit`, the orbit of the fourth hex holds that hex's kind and is locked.
Problem symmetricProblem(const std::string& rulesName, const std::string& mapName, SymmetryMode mode, bool lockOrbit = false)
{
    Problem p = test::builtinProblem(rulesName, mapName);
    auto rules = std::make_shared<rules::RuleSet>(*p.rules);
    const auto s = symmetry::BoardSymmetry::of(*p.board, mode);
    if (lockOrbit) {
        const model::CellIndex top = 3; // in the first row, on no axis: an orbit of more than one hex
        for (const model::CellIndex c : s.orbit(s.orbitOf(top))) {
            p.start.setTerrain(c, p.start.terrain(top));
            p.start.setToken(c, p.start.token(top));
            p.start.setLocked(c, true);
        }
    }
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

Problem problemFor(SymmetryMode mode, bool lockOrbit = false)
{
    if (mode == SymmetryMode::Rotate3 || mode == SymmetryMode::Rotate6)
        return symmetricProblem("space-galaxy", "space-galaxy", mode, lockOrbit);
    return symmetricProblem("terra-mystica-published", "terra-mystica-original", mode, lockOrbit);
}

// Iterations that let each generator improve on the symmetric start in a few milliseconds.
int64_t iterationsFor(const std::string& algorithm)
{
    return algorithm == "sahc" ? 3000 : algorithm == "fast" ? 300 : algorithm == "tabu" ? 60 : 15;
}

// Every snapshot: invariant by positions, scored as a full re-score, locks kept, the pool kept.
void expectSymmetricSnapshots(const Problem& problem, const test::CollectingSink& sink, SymmetryMode mode, const std::string& what)
{
    ASSERT_FALSE(sink.snapshots.empty()) << what;
    for (const auto& s : sink.snapshots) {
        ASSERT_TRUE(symmetry::invariantByPositions(*problem.board, s->map, mode)) << what << " iteration " << s->iteration;
        EXPECT_DOUBLE_EQ(test::fullScore(problem, s->map), s->best) << what;
        const rules::TilePool pool = rules::TilePool::ofMap(s->map, *problem.rules);
        ASSERT_EQ(pool.terrains, problem.rules->pool) << what << " iteration " << s->iteration;
        for (model::CellIndex c = 0; c < s->map.size(); ++c) {
            EXPECT_EQ(s->map.token(c) != model::kNoToken, problem.rules->takesToken(s->map.terrain(c)) && pool.tokenTotal() > 0) << what << " cell " << c;
            if (problem.start.locked(c)) {
                ASSERT_EQ(s->map.terrain(c), problem.start.terrain(c)) << what << " locked cell " << c;
            }
        }
    }
}

std::vector<SymmetryMode> modes() { return {symmetry::symmetricModes().begin(), symmetry::symmetricModes().end()}; }

class SymmetricGeneration : public ::testing::TestWithParam<std::tuple<std::string, SymmetryMode>> {};

TEST_P(SymmetricGeneration, EveryStreamedMapIsInvariantAndScoredExactly)
{
    const auto& [algorithm, mode] = GetParam();
    const Problem problem = problemFor(mode, true);
    ASSERT_GT(problem.start.lockedCount(), 1); // a whole orbit of more than one hex
    run::RunControl control;
    test::CollectingSink sink;
    const auto final = findAlgorithm(algorithm)->make({})->run(problem, test::iterations(3, iterationsFor(algorithm)), control, sink);
    expectSymmetricSnapshots(problem, sink, mode, algorithm);
    // The search did something: the best beats the symmetric start.
    EXPECT_LT(final->best, sink.snapshots.front()->best + 1e-9);
}

std::vector<std::tuple<std::string, SymmetryMode>> orbitCases()
{
    std::vector<std::tuple<std::string, SymmetryMode>> cases;
    for (const auto& a : singleAlgorithms())
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

// Catan under mirror-v: number tokens on orbits of one and of two hexes, each orbit one number,
// only on token-bearing kinds; every generator keeps the token pool.
TEST(SymmetricGenerationTest, CatanTokensFollowTheOrbitsInEveryGenerator)
{
    const Problem problem = symmetricProblem("catan", "catan-standard", SymmetryMode::MirrorV);
    const rules::TilePool tokens = rules::TilePool::forMap(problem.start, *problem.rules);
    for (const auto& a : singleAlgorithms()) {
        run::RunControl control;
        test::CollectingSink sink;
        a.make({})->run(problem, test::iterations(5, iterationsFor(a.id)), control, sink);
        expectSymmetricSnapshots(problem, sink, SymmetryMode::MirrorV, a.id);
        for (const auto& s : sink.snapshots)
            ASSERT_EQ(rules::TilePool::ofMap(s->map, *problem.rules).tokens, tokens.tokens) << a.id;
    }
}

// Variants that take other paths under a symmetry: the fast solver's annealing mode (orbit moves
// under the Metropolis rule) and escapes, the swarm's shuffled pool lists, the colony's shuffled
// visiting order and tile-weighted choice.
TEST(SymmetricGenerationTest, VariantsKeepTheSymmetry)
{
    const Problem problem = problemFor(SymmetryMode::Mirror2, true);
    const std::vector<std::pair<std::string, run::ParameterValues>> variants{
        {"fast", {{"mode", 1}}},
        {"fast", {{"escape_after", 1}, {"escape_swaps", 4}}},
        {"pso", {{"pool_order", 1}, {"mutation", 0.05}}},
        {"aco", {{"order", 1}, {"choice", 1}, {"deposit", 2}}},
    };
    for (const auto& [id, values] : variants) {
        run::RunControl control;
        test::CollectingSink sink;
        findAlgorithm(id)->make(values)->run(problem, test::iterations(2, iterationsFor(id)), control, sink);
        expectSymmetricSnapshots(problem, sink, SymmetryMode::Mirror2, id);
    }
}

// The same seed gives the same symmetric map (the generators draw nothing outside the run's seed).
TEST(SymmetricGenerationTest, TheSameSeedGivesTheSameMap)
{
    const Problem problem = problemFor(SymmetryMode::Rotate2);
    for (const auto& a : singleAlgorithms()) {
        run::RunControl control;
        test::CollectingSink sink;
        const auto one = a.make({})->run(problem, test::iterations(4, iterationsFor(a.id)), control, sink);
        const auto two = a.make({})->run(problem, test::iterations(4, iterationsFor(a.id)), control, sink);
        EXPECT_TRUE(one->map.sameContents(two->map)) << a.id;
        EXPECT_EQ(one->best, two->best) << a.id;
    }
}

TEST(SymmetricGenerationTest, ThePortfolioRaceKeepsTheSymmetry)
{
    const Problem problem = problemFor(SymmetryMode::Rotate2, true);
    run::RunControl control;
    test::CollectingSink sink;
    RunSettings settings;
    settings.seed = 3;
    settings.stop.timeLimitSeconds = 0.3;
    const auto final = findAlgorithm("portfolio")->make({})->run(problem, settings, control, sink);
    expectSymmetricSnapshots(problem, sink, SymmetryMode::Rotate2, "portfolio");
    EXPECT_TRUE(symmetry::invariantByPositions(*problem.board, final->map, SymmetryMode::Rotate2));
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
