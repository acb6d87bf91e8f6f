#include "core/symmetry/pool/symmetric_pool.h"

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

} // namespace
} // namespace hexloom::core::symmetry
