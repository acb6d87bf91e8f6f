// OrbitMoves: a swap becomes its orbits' swaps, cell for matching cell; a symmetric map stays
// symmetric (checked from positions); and the incremental score of orbit moves (totalAfter,
// applyMany), with the soft symmetry requirement among others, equals a full re-score.
#include <gtest/gtest.h>

#include "core/search/run/orbit_moves.h"
#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/layered_swaps.h"
#include "core/symmetry/map_symmetry.h"
#include "tests/core/rules/fair_rules.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::core::search {
namespace {

using model::CellIndex;
using symmetry::SymmetryMode;

TEST(OrbitMovesTest, OrbitMovesKeepSymmetricMapsSymmetricAndScoreExactly)
{
    for (const SymmetryMode mode : symmetry::symmetricModes()) {
        SCOPED_TRACE(std::string(symmetry::modeName(mode)));
        const bool turn = mode == SymmetryMode::Rotate3 || mode == SymmetryMode::Rotate6;
        auto board = std::make_shared<const model::Board>(turn ? model::Board::hexagon(3) : model::Board::terraMystica(5, 7, true));
        auto rules = test::fairRules(*board);
        rules->requirements = {test::fairSpec("symmetry", {{"mode", std::string(turn ? "rotate-2" : "mirror-v")}}),
                               test::fairSpec("same-terrain-pairs", {}),
                               test::fairSpec("cluster-size", {{"kinds", std::string("")}, {"max", 2.0}})};
        const auto s = symmetry::BoardSymmetry::of(*board, mode);
        const OrbitMoves moves(s);
        // A symmetric random map: each orbit one terrain (and token).
        run::Random random(17);
        model::Map map = test::randomFairMap(*board, *rules, random);
        for (int o = 0; o < s.orbitCount(); ++o)
            for (const CellIndex c : s.orbit(o)) {
                map.setTerrain(c, map.terrain(s.orbit(o)[0]));
                map.setToken(c, map.token(s.orbit(o)[0]));
            }
        rules::Evaluator eval(board, rules), oracle(board, rules);
        IncrementalScore score(eval);
        score.reset(map);
        std::array<model::Swap, OrbitMoves::kMaxOrbit> out;
        LayeredSwaps layered;
        int moved = 0;
        for (int step = 0; step < 400; ++step) {
            const auto a = static_cast<CellIndex>(random.below(static_cast<uint32_t>(board->size())));
            const auto b = static_cast<CellIndex>(random.below(static_cast<uint32_t>(board->size())));
            if (!moves.canPair(a, b))
                continue;
            const int kinds = layeredSwaps(score.map(), *rules, a, b, layered);
            if (kinds == 0)
                continue;
            const int n = moves.expand(layered[0], out);
            ASSERT_EQ(n, s.orbitSize(s.orbitOf(a)));
            const std::span<const model::Swap> swaps(out.data(), static_cast<size_t>(n));
            model::Map after = score.map();
            for (const model::Swap& w : swaps)
                after.apply(w);
            ASSERT_NEAR(score.totalAfter(swaps), oracle.score(after), 1e-9) << "step " << step;
            score.applyMany(swaps);
            ASSERT_EQ(score.map(), after);
            ASSERT_TRUE(symmetry::invariantByPositions(*board, after, mode)) << "step " << step;
            ++moved;
        }
        EXPECT_GT(moved, 50);
        std::vector<int> expected(rules->requirements.size());
        oracle.counts(score.map(), expected);
        EXPECT_EQ(std::vector<int>(score.counts().begin(), score.counts().end()), expected);
    }
}

TEST(OrbitMovesTest, OnlyOrbitsWithOneStabiliserPair)
{
    // mirror-2 on the Terra Mystica board: the orbits of two on the vertical axis and those on the
    // horizontal axis have one size but not one stabiliser.
    const model::Board board = model::Board::terraMystica();
    const auto s = symmetry::BoardSymmetry::of(board, SymmetryMode::Mirror2);
    const OrbitMoves moves(s);
    const CellIndex vertical = board.indexAtOffset({0, 6}), horizontal = board.indexAtOffset({4, 0});
    ASSERT_EQ(s.orbitSize(s.orbitOf(vertical)), 2);
    ASSERT_EQ(s.orbitSize(s.orbitOf(horizontal)), 2);
    EXPECT_FALSE(moves.canPair(vertical, horizontal));
    EXPECT_TRUE(moves.canPair(vertical, board.indexAtOffset({2, 6})));
    EXPECT_FALSE(moves.canPair(vertical, s.image(2, vertical))); // its own orbit
    EXPECT_FALSE(moves.canPair(vertical, board.indexAtOffset({0, 0}))); // an orbit of four
}

} // namespace
} // namespace hexloom::core::search
