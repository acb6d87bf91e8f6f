#include "core/search/scoring/permutation_swaps.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/run/random.h"
#include "core/search/run/start_map.h"

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// The cells where two maps differ.
std::vector<model::CellIndex> differing(const model::Map& a, const model::Map& b)
{
    std::vector<model::CellIndex> cells;
    for (model::CellIndex c = 0; c < a.size(); ++c)
        if (a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c))
            cells.push_back(c);
    return cells;
}

// A swap a local search could make (layered_swaps.h): terrain-only between two bearers or two
// token-less cells of one zone, both layers between a bearer and a token-less cell of one zone,
// token-only between two bearers.
bool layered(const model::Map& m, const rules::RuleSet& rules, const model::Swap& s)
{
    const model::TerrainId ta = m.terrain(s.a), tb = m.terrain(s.b);
    const bool alike = rules.takesToken(ta) == rules.takesToken(tb);
    switch (s.layer) {
    case model::Layer::Terrain:
        return alike && rules.sameZone(ta, tb);
    case model::Layer::Both:
        return !alike && rules.sameZone(ta, tb);
    case model::Layer::Token:
        return rules.takesToken(ta) && rules.takesToken(tb);
    }
    return false;
}

bool tokensOnBearersOnly(const model::Map& m, const rules::RuleSet& rules)
{
    for (model::CellIndex c = 0; c < m.size(); ++c)
        if (!rules.takesToken(m.terrain(c)) && m.token(c) != model::kNoToken)
            return false;
    return true;
}

// Shuffles of a share of the cells (every zone among its own cells, tokens over the bearers):
// the swaps between the maps turn one into the other, at most one swap per differing cell and
// layer, every swap layered and every map on the way with tokens on bearers only.
void expectSwapsTurnOneIntoTheOther(const char* rulesName, const char* mapName, size_t layers)
{
    const auto problem = test::builtinProblem(rulesName, mapName);
    const rules::RuleSet& rules = *problem.rules;
    PermutationSwaps permutation(rules);
    std::vector<model::CellIndex> all(static_cast<size_t>(problem.start.size()));
    std::iota(all.begin(), all.end(), 0);
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        run::Random random(seed);
        model::Map from = problem.start, to = problem.start;
        shuffleUnlocked(from, all, rules, random);
        to = from;
        std::vector<model::CellIndex> some = all;
        random.shuffle(some);
        some.resize(some.size() * (seed % 4 + 1) / 4);
        std::sort(some.begin(), some.end());
        shuffleUnlocked(to, some, rules, random);
        const std::vector<model::CellIndex> cells = differing(from, to);
        ASSERT_TRUE(permutation.between(from, to, cells)) << rulesName << " seed " << seed;
        EXPECT_LE(permutation.swaps().size(), layers * cells.size());
        model::Map m = from;
        for (const model::Swap& s : permutation.swaps()) {
            EXPECT_TRUE(layered(m, rules, s)) << rulesName << " seed " << seed << " swap " << s.a << "," << s.b;
            m.apply(s);
            EXPECT_TRUE(tokensOnBearersOnly(m, rules)) << rulesName << " seed " << seed;
        }
        EXPECT_TRUE(m.sameContents(to)) << rulesName << " seed " << seed;
    }
}

TEST(PermutationSwapsTest, TerraMysticaShufflesAreUndoneBySwaps) { expectSwapsTurnOneIntoTheOther("terra-mystica-published", "terra-mystica-original", 1); }

TEST(PermutationSwapsTest, CatanShufflesMoveTokensWithTheirTerrainsOrByThemselves)
{
    expectSwapsTurnOneIntoTheOther("catan", "catan-standard", 2);
}

TEST(PermutationSwapsTest, CatanFairHarboursStayInTheirZone) { expectSwapsTurnOneIntoTheOther("catan-fair", "catan-fair", 2); }

// A 3-cycle of terrains takes two swaps; maps that agree take none.
TEST(PermutationSwapsTest, ACycleOfThreeTakesTwoSwaps)
{
    const auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    PermutationSwaps permutation(*problem.rules);
    model::Map from = problem.start;
    model::CellIndex a = 0, b = 1, c = 2;
    while (from.terrain(b) == from.terrain(a))
        ++b;
    c = b + 1;
    while (from.terrain(c) == from.terrain(a) || from.terrain(c) == from.terrain(b))
        ++c;
    model::Map to = from;
    to.setTerrain(a, from.terrain(b));
    to.setTerrain(b, from.terrain(c));
    to.setTerrain(c, from.terrain(a));
    const std::vector<model::CellIndex> cells{a, b, c};
    ASSERT_TRUE(permutation.between(from, to, cells));
    EXPECT_EQ(permutation.swaps().size(), 2u);
    ASSERT_TRUE(permutation.between(from, from, {}));
    EXPECT_TRUE(permutation.swaps().empty());
}

// Contents that are not one multiset, or a token on a token-less hex, have no swaps between them.
TEST(PermutationSwapsTest, MapsOfDifferentPoolsHaveNoSwapsBetweenThem)
{
    const auto problem = test::builtinProblem("catan", "catan-standard");
    const rules::RuleSet& rules = *problem.rules;
    PermutationSwaps permutation(rules);
    const model::Map& from = problem.start;
    model::CellIndex bearer = 0, other = 0, desert = 0;
    while (!rules.takesToken(from.terrain(bearer)))
        ++bearer;
    while (rules.takesToken(from.terrain(desert)))
        ++desert;
    while (other == bearer || from.terrain(other) == from.terrain(bearer) || !rules.takesToken(from.terrain(other)))
        ++other;
    model::Map to = from;
    to.setTerrain(bearer, from.terrain(other)); // two of one terrain, none of the other
    EXPECT_FALSE(permutation.between(from, to, std::vector<model::CellIndex>{bearer}));
    to = from;
    to.setToken(desert, from.token(bearer));
    to.setToken(bearer, model::kNoToken); // the desert would take the bearer's token
    EXPECT_FALSE(permutation.between(from, to, std::vector<model::CellIndex>{bearer, desert}));
}

} // namespace
} // namespace hexloom::core::search
