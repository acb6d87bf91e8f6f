#include "core/symmetry/pool/symmetric_pool.h"

#include <algorithm>
#include <cstdlib>

#include <gtest/gtest.h>

#include "core/symmetry/map_symmetry.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::symmetry {
namespace {

std::string refusal(const std::function<void()>& f)
{
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

class OriginalBoard : public ::testing::Test {
protected:
    std::shared_ptr<const rules::RuleSet> rules = test::builtinRules("terra-mystica-published");
    io::BoardAndMap original = test::builtinMap("terra-mystica-original", *rules);
    rules::TilePool pool = rules::TilePool::forMap(original.map, *rules);
    BoardSymmetry half = BoardSymmetry::of(original.board, SymmetryMode::Rotate2);
};

TEST_F(OriginalBoard, ThePoolUnderPointSymmetryIsRefusedNamingTheSevenOddKinds)
{
    const std::string message = refusal([&] { requireSymmetricPool(original.board, half, original.map, *rules, pool); });
    ASSERT_FALSE(message.empty());
    EXPECT_NE(message.find("7 kinds"), std::string::npos) << message;
    EXPECT_NE(message.find("not a multiple of 2"), std::string::npos) << message;
    EXPECT_NE(message.find("need 7 fixed cells, but the board has 1 free"), std::string::npos) << message;
    for (const char* kind : {"Plains", "Swamp", "Lakes", "Forest", "Mountains", "Wasteland", "Desert"})
        EXPECT_NE(message.find(std::string(kind) + " (11)"), std::string::npos) << kind << ": " << message;
    EXPECT_EQ(message.find("River"), std::string::npos) << message;
}

TEST_F(OriginalBoard, FitChangesThreeTilesAndGivesAPoolThatFillsSymmetrically)
{
    const FittedPool fitted = fitPoolToSymmetry(original.board, half, original.map, *rules, pool);
    int moved = 0;
    for (const PoolChange& c : fitted.changes)
        moved += std::abs(c.delta);
    EXPECT_EQ(moved, 6);
    EXPECT_EQ(fitted.pool.terrainTotal(), pool.terrainTotal());
    EXPECT_NE(describeChanges(fitted.changes, *rules).find("-1"), std::string::npos);
    EXPECT_NO_THROW(requireSymmetricPool(original.board, half, original.map, *rules, fitted.pool));
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        run::Random random(seed);
        const model::Map map = symmetricFill(original.board, half, original.map, *rules, rules::freePool(original.map, *rules, fitted.pool), random);
        EXPECT_TRUE(invariantByPositions(original.board, map, SymmetryMode::Rotate2)) << "seed " << seed;
        EXPECT_EQ(rules::TilePool::ofMap(map, *rules).terrains, fitted.pool.terrains);
    }
}

TEST_F(OriginalBoard, EveryMirrorModeFitsAndFillsFromPositions)
{
    for (const SymmetryMode mode : {SymmetryMode::MirrorV, SymmetryMode::MirrorH, SymmetryMode::Mirror2}) {
        const BoardSymmetry s = BoardSymmetry::of(original.board, mode);
        const FittedPool fitted = fitPoolToSymmetry(original.board, s, original.map, *rules, pool);
        run::Random random(3);
        const model::Map map = symmetricFill(original.board, s, original.map, *rules, rules::freePool(original.map, *rules, fitted.pool), random);
        EXPECT_TRUE(invariantByPositions(original.board, map, mode)) << modeName(mode);
    }
}

TEST_F(OriginalBoard, LocksMustBeSymmetricAndAreKept)
{
    model::Map start = original.map;
    const CellIndex corner = original.board.indexAtOffset({0, 0});
    const CellIndex opposite = half.image(1, corner);
    start.setLocked(corner, true);
    const std::string message = refusal([&] { fitPoolToSymmetry(original.board, half, start, *rules, pool); });
    EXPECT_NE(message.find("locks are not rotate-2 symmetric"), std::string::npos) << message;
    EXPECT_NE(message.find("row 0, column 0"), std::string::npos) << message;
    EXPECT_NE(message.find("row 8, column 12"), std::string::npos) << message;
    // Both ends locked with one kind: the fill keeps them and fills the rest symmetrically.
    start.setLocked(opposite, true);
    start.setTerrain(opposite, start.terrain(corner));
    const FittedPool fitted = fitPoolToSymmetry(original.board, half, start, *rules, rules::TilePool::ofMap(start, *rules));
    run::Random random(9);
    const model::Map map = symmetricFill(original.board, half, start, *rules, rules::freePool(start, *rules, fitted.pool), random);
    EXPECT_EQ(map.terrain(corner), start.terrain(corner));
    EXPECT_EQ(map.terrain(opposite), start.terrain(corner));
    EXPECT_TRUE(invariantByPositions(original.board, map, SymmetryMode::Rotate2));
}

TEST(SymmetricPool, CatanTokensFollowTheOrbits)
{
    const auto rules = test::builtinRules("catan");
    const auto catan = test::builtinMap("catan-standard", *rules);
    const BoardSymmetry mirror = BoardSymmetry::of(catan.board, SymmetryMode::MirrorV);
    const FittedPool fitted = fitPoolToSymmetry(catan.board, mirror, catan.map, *rules, rules::TilePool::forMap(catan.map, *rules));
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        run::Random random(seed);
        const model::Map map = symmetricFill(catan.board, mirror, catan.map, *rules, rules::freePool(catan.map, *rules, fitted.pool), random);
        EXPECT_TRUE(invariantByPositions(catan.board, map, SymmetryMode::MirrorV)) << "seed " << seed;
        for (CellIndex c = 0; c < map.size(); ++c)
            EXPECT_EQ(map.token(c) > 0, rules->takesToken(map.terrain(c))) << "cell " << c;
    }
}

// The standard Catan tokens (2 and 12 once, the others twice) under point and three-fold
// symmetry: refused naming the numbers, fitted by moving tokens between numbers the pool has, and
// every filling from the fitted pool has its tokens invariant (from cell positions), on the
// token-bearing hexes only, and exactly the fitted tokens.
class CatanTokens : public ::testing::TestWithParam<SymmetryMode> {
protected:
    std::shared_ptr<const rules::RuleSet> rules = test::builtinRules("catan");
    io::BoardAndMap catan = test::builtinMap("catan-standard", *rules);
    rules::TilePool pool = rules::TilePool::forMap(catan.map, *rules);
};

TEST_P(CatanTokens, RefusedNamingTheNumbersAndFittedByMovingTokens)
{
    const SymmetryMode mode = GetParam();
    const BoardSymmetry s = BoardSymmetry::of(catan.board, mode);
    rules::TilePool kindsFit = pool;
    kindsFit.terrains = fitPoolToSymmetry(catan.board, s, catan.map, *rules, pool).pool.terrains;
    const std::string message = refusal([&] { requireSymmetricPool(catan.board, s, catan.map, *rules, kindsFit); });
    EXPECT_NE(message.find("number tokens cannot be " + std::string(modeName(mode)) + " symmetric"), std::string::npos) << message;
    EXPECT_NE(message.find("token 2 (1)"), std::string::npos) << message;
    EXPECT_NE(message.find("token 12 (1)"), std::string::npos) << message;

    const FittedPool fitted = fitPoolToSymmetry(catan.board, s, catan.map, *rules, pool);
    ASSERT_FALSE(fitted.tokenChanges.empty());
    int moved = 0, total = 0;
    for (const TokenChange& c : fitted.tokenChanges) {
        EXPECT_GT(pool.tokens[c.number], 0) << "token " << int(c.number) << " is not in the standard pool";
        EXPECT_EQ(fitted.pool.tokens[c.number], pool.tokens[c.number] + c.delta);
        moved += c.delta;
        total += std::abs(c.delta);
    }
    EXPECT_EQ(moved, 0) << "the fit keeps the number of tokens";
    EXPECT_NE(describeChanges(fitted, *rules).find("token 2 -1"), std::string::npos) << describeChanges(fitted, *rules);
    EXPECT_NO_THROW(requireSymmetricPool(catan.board, s, catan.map, *rules, fitted.pool));
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        run::Random random(seed);
        const model::Map map = symmetricFill(catan.board, s, catan.map, *rules, rules::freePool(catan.map, *rules, fitted.pool), random);
        EXPECT_TRUE(invariantByPositions(catan.board, map, mode)) << "seed " << seed;
        std::vector<int> tokens(128, 0);
        for (CellIndex c = 0; c < map.size(); ++c) {
            EXPECT_EQ(map.token(c) > 0, rules->takesToken(map.terrain(c))) << "cell " << c;
            ++tokens[map.token(c)];
        }
        tokens[model::kNoToken] = 0;
        EXPECT_EQ(tokens, fitted.pool.tokens) << "seed " << seed;
    }
}

INSTANTIATE_TEST_SUITE_P(Modes, CatanTokens, ::testing::Values(SymmetryMode::Rotate2, SymmetryMode::Rotate3, SymmetryMode::Rotate6, SymmetryMode::Mirror2),
                         [](const auto& info) {
                             std::string name(modeName(info.param));
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(SymmetricPool, ARefusalCarriesItsNumbersForTheEditor)
{
    const auto rules = test::builtinRules("terra-mystica-published");
    const auto original = test::builtinMap("terra-mystica-original", *rules);
    const BoardSymmetry half = BoardSymmetry::of(original.board, SymmetryMode::Rotate2);
    try {
        requireSymmetricPool(original.board, half, original.map, *rules, rules::TilePool::forMap(original.map, *rules));
        FAIL() << "the Original pool was accepted";
    } catch (const PoolRefusal& e) {
        const PoolMisfit& m = e.misfit();
        EXPECT_EQ(m.mode, SymmetryMode::Rotate2);
        EXPECT_FALSE(m.tokens);
        ASSERT_EQ(m.values.size(), 7u);
        for (const PoolMisfit::Value& v : m.values) {
            EXPECT_EQ(v.count % 2, 1) << v.name;
            EXPECT_NE(std::string(e.what()).find(v.name + " (" + std::to_string(v.count) + ")"), std::string::npos) << e.what();
        }
        EXPECT_EQ(m.nextSize, 2);
    }
}

} // namespace
} // namespace hexloom::core::symmetry
