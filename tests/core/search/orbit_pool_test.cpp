// OrbitPool and the decoder over orbits: one representative per unlocked orbit, the groups'
// counts times their orbit sizes give back the free pool, and any real vector decodes into a map
// that is invariant under the mode (checked from cell positions), keeps the tile and token pools
// and puts tokens only on token-bearing kinds. Without a symmetry the pool is the unlocked cells
// and the free pool itself.
#include <gtest/gtest.h>

#include <set>

#include "core/search/run/orbit_pool.h"
#include "core/search/solvers/pool_decoder.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "tests/core/search/solver_test_support.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::core::search {
namespace {

using symmetry::SymmetryMode;

Problem symmetric(const std::string& rulesName, const std::string& mapName, SymmetryMode mode)
{
    Problem p = test::builtinProblem(rulesName, mapName);
    auto rules = std::make_shared<rules::RuleSet>(*p.rules);
    const auto s = symmetry::BoardSymmetry::of(*p.board, mode);
    rules->pool = symmetry::fitPoolToSymmetry(*p.board, s, p.start, *rules, rules::TilePool::forMap(p.start, *rules)).pool.terrains;
    rules->symmetry = mode;
    p.rules = rules;
    return p;
}

struct Case {
    std::string rules, map;
    SymmetryMode mode;
};

TEST(OrbitPool, EveryDecodedVectorIsSymmetricAndKeepsThePool)
{
    const std::vector<Case> cases{{"terra-mystica-published", "terra-mystica-original", SymmetryMode::MirrorV},
                                  {"terra-mystica-published", "terra-mystica-original", SymmetryMode::MirrorH},
                                  {"terra-mystica-published", "terra-mystica-original", SymmetryMode::Rotate2},
                                  {"terra-mystica-published", "terra-mystica-original", SymmetryMode::Mirror2},
                                  {"space-galaxy", "space-galaxy", SymmetryMode::Rotate3},
                                  {"space-galaxy", "space-galaxy", SymmetryMode::Rotate6},
                                  {"catan", "catan-standard", SymmetryMode::MirrorV}};
    for (const Case& c : cases) {
        const std::string what = c.map + " " + std::string(symmetry::modeName(c.mode));
        const Problem problem = symmetric(c.rules, c.map, c.mode);
        run::RunControl control;
        test::CollectingSink sink;
        RunContext ctx(problem, test::iterations(1, 1), control, sink, "test");
        const OrbitPool pool(ctx);
        // One representative per unlocked orbit: no two share an orbit, and together they cover
        // every unlocked cell.
        std::set<model::CellIndex> covered;
        for (size_t i = 0; i < pool.cells().size(); ++i) {
            ASSERT_EQ(pool.orbit(i)[0], pool.cells()[i]) << what;
            for (const model::CellIndex cell : pool.orbit(i))
                ASSERT_TRUE(covered.insert(cell).second) << what << ": cell " << cell << " in two orbits";
        }
        EXPECT_EQ(covered.size(), ctx.unlocked().size()) << what;
        // The groups' counts, each orbit taking its size in tiles, are the free pool.
        std::vector<int> tiles(ctx.freePool().terrains.size(), 0);
        for (int g = 0; g < pool.groupCount(); ++g) {
            size_t size = 0;
            for (size_t i = 0; i < pool.cells().size(); ++i)
                if (pool.groupOf(i) == g)
                    size = pool.orbit(i).size();
            for (size_t t = 0; t < tiles.size(); ++t)
                tiles[t] += pool.terrains(g)[t] * static_cast<int>(size);
        }
        EXPECT_EQ(tiles, ctx.freePool().terrains) << what;

        PoolDecoder decoder(pool);
        run::Random random(11);
        std::vector<double> x(static_cast<size_t>(decoder.dimension()));
        model::Map map = ctx.start();
        const rules::TilePool whole = rules::TilePool::ofMap(ctx.start(), *problem.rules);
        for (int n = 0; n < 200; ++n) {
            for (size_t i = 0; i < x.size(); ++i)
                x[i] = random.unit() * decoder.extent(static_cast<int>(i));
            decoder.decode(x, *problem.rules, map);
            pool.spread(map);
            ASSERT_TRUE(symmetry::invariantByPositions(*problem.board, map, c.mode)) << what << " vector " << n;
            ASSERT_EQ(rules::TilePool::ofMap(map, *problem.rules), whole) << what << " vector " << n;
            for (model::CellIndex cell = 0; cell < map.size(); ++cell)
                ASSERT_EQ(map.token(cell) != model::kNoToken, problem.rules->takesToken(map.terrain(cell)) && whole.tokenTotal() > 0)
                    << what << " cell " << cell;
        }
    }
}

TEST(OrbitPool, WithoutASymmetryItIsTheUnlockedCellsAndTheFreePool)
{
    Problem problem = test::builtinProblem("catan", "catan-standard");
    problem.start.setLocked(4, true);
    run::RunControl control;
    test::CollectingSink sink;
    RunContext ctx(problem, test::iterations(1, 1), control, sink, "test");
    const OrbitPool pool(ctx);
    EXPECT_EQ(pool.cells(), ctx.unlocked());
    ASSERT_EQ(pool.tokenGroupCount(), 1);
    EXPECT_EQ(pool.tokens(0), ctx.freePool().tokens);
    std::vector<int> tiles(ctx.freePool().terrains.size(), 0);
    for (int g = 0; g < pool.groupCount(); ++g)
        for (size_t t = 0; t < tiles.size(); ++t)
            tiles[t] += pool.terrains(g)[t];
    EXPECT_EQ(tiles, ctx.freePool().terrains);
    model::Map map = ctx.start();
    pool.spread(map);
    EXPECT_TRUE(map.sameContents(ctx.start())); // nothing to spread
}

} // namespace
} // namespace hexloom::core::search
