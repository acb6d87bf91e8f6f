#include "core/search/solvers/river_join.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/run/random.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// Oracles written apart from RiverJoin: water pieces by flood fill, and the distance over
// unlocked land from a piece to other water by a plain breadth-first search.
std::vector<int> pieceLabels(const model::Board& board, const rules::RuleSet& rules, const model::Map& map, int& pieces)
{
    std::vector<int> label(static_cast<size_t>(board.size()), -1);
    pieces = 0;
    for (model::CellIndex c = 0; c < board.size(); ++c) {
        if (label[static_cast<size_t>(c)] >= 0 || !rules.isWater(map.terrain(c)))
            continue;
        std::vector<model::CellIndex> stack{c};
        label[static_cast<size_t>(c)] = pieces;
        while (!stack.empty()) {
            const model::CellIndex x = stack.back();
            stack.pop_back();
            for (model::CellIndex n : board.neighbours(x))
                if (label[static_cast<size_t>(n)] < 0 && rules.isWater(map.terrain(n))) {
                    label[static_cast<size_t>(n)] = pieces;
                    stack.push_back(n);
                }
        }
        ++pieces;
    }
    return label;
}

// Land hexes on the shortest unlocked-land path from piece `p` to other water (0: none within 64).
int gapToOtherWater(const model::Board& board, const model::Map& map, const std::vector<int>& label, int p)
{
    std::vector<int> dist(static_cast<size_t>(board.size()), -1);
    std::vector<model::CellIndex> queue;
    for (model::CellIndex c = 0; c < board.size(); ++c)
        if (label[static_cast<size_t>(c)] == p) {
            dist[static_cast<size_t>(c)] = 0;
            queue.push_back(c);
        }
    for (size_t i = 0; i < queue.size(); ++i) {
        const model::CellIndex c = queue[i];
        for (model::CellIndex n : board.neighbours(c)) {
            if (label[static_cast<size_t>(n)] >= 0 && label[static_cast<size_t>(n)] != p)
                return dist[static_cast<size_t>(c)];
            if (dist[static_cast<size_t>(n)] >= 0 || label[static_cast<size_t>(n)] >= 0 || map.locked(n))
                continue;
            dist[static_cast<size_t>(n)] = dist[static_cast<size_t>(c)] + 1;
            queue.push_back(n);
        }
    }
    return 0;
}

std::map<model::TerrainId, int> pool(const model::Map& map)
{
    std::map<model::TerrainId, int> counts;
    for (model::CellIndex c = 0; c < map.size(); ++c)
        ++counts[map.terrain(c)];
    return counts;
}

// A random map with the Original board's terrain mix (a third water) and one hex in `lockEvery`
// locked, on a Terra Mystica board of `rows` x `longRow`.
struct RandomCase {
    std::shared_ptr<const model::Board> board;
    model::Map map;
};
RandomCase randomCase(const rules::RuleSet& rules, const model::Map& original, uint64_t seed, int lockEvery)
{
    run::Random random(seed);
    RandomCase c{std::make_shared<const model::Board>(model::Board::terraMystica(14, 20)), {}};
    c.map = model::Map(c.board->size());
    for (model::CellIndex i = 0; i < c.board->size(); ++i) {
        c.map.setTerrain(i, original.terrain(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(original.size())))));
        c.map.setLocked(i, lockEvery > 0 && random.below(static_cast<uint32_t>(lockEvery)) == 0);
    }
    (void)rules;
    return c;
}

// On random maps with locks: every move found lowers the piece count (flood-fill oracle), keeps
// the terrain pool and every locked hex, pairs a water hex with a land hex per swap on disjoint
// cells, and is undone by its swaps in reverse order; a piece gets no move exactly when the
// oracle finds no other water within the path limit over unlocked land (or a hex that would move
// is locked).
TEST(RiverJoinTest, JoinsPiecesAndKeepsPoolAndLocksOnRandomMaps)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    const rules::RuleSet& rules = *problem.rules;
    int moves = 0, refusedReachable = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        const RandomCase c = randomCase(rules, problem.start, seed, seed % 2 == 0 ? 7 : 0);
        int pieces = 0;
        const auto label = pieceLabels(*c.board, rules, c.map, pieces);
        RiverJoin join(*c.board, rules, {4096, 3});
        std::vector<model::Swap> swaps;
        for (model::CellIndex start = 0; start < c.board->size(); start += 3) {
            const bool found = join.build(c.map, start, swaps);
            if (!rules.isWater(c.map.terrain(start)) || pieces < 2) {
                EXPECT_FALSE(found);
                continue;
            }
            const int gap = gapToOtherWater(*c.board, c.map, label, label[static_cast<size_t>(start)]);
            if (!found) {
                EXPECT_TRUE(swaps.empty());
                if (gap >= 1 && gap <= 3)
                    ++refusedReachable; // only when a hex that would move is locked
                else
                    continue;
                EXPECT_GT(c.map.lockedCount(), 0) << "seed " << seed << " start " << start;
                continue;
            }
            ++moves;
            const auto size = std::count(label.begin(), label.end(), label[static_cast<size_t>(start)]);
            EXPECT_EQ(static_cast<long>(swaps.size()), std::min<long>(size, gap)) << "seed " << seed << " start " << start;
            model::Map after = c.map;
            std::set<model::CellIndex> cells;
            for (const model::Swap& s : swaps) {
                EXPECT_TRUE(cells.insert(s.a).second && cells.insert(s.b).second);
                EXPECT_FALSE(c.map.locked(s.a) || c.map.locked(s.b));
                EXPECT_NE(rules.isWater(c.map.terrain(s.a)), rules.isWater(c.map.terrain(s.b)));
                after.apply(s);
            }
            int piecesAfter = 0;
            pieceLabels(*c.board, rules, after, piecesAfter);
            EXPECT_LT(piecesAfter, pieces) << "seed " << seed << " start " << start;
            EXPECT_EQ(pool(after), pool(c.map));
            for (auto it = swaps.rbegin(); it != swaps.rend(); ++it)
                after.apply(*it);
            EXPECT_TRUE(after.sameContents(c.map));
        }
    }
    EXPECT_GT(moves, 500); // the property was exercised
    EXPECT_GT(refusedReachable, 0);
}

// With piece labels (here the flood-fill oracle's) a piece of more than `partial` (8) hexes is
// searched only in part: every move found still lowers the piece count, keeps the pool and the
// locks, and pairs water with land on disjoint hexes; and big pieces do get moves.
TEST(RiverJoinTest, PartlySearchedPiecesJoinToo)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    const rules::RuleSet& rules = *problem.rules;
    int moves = 0, partialMoves = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        const RandomCase c = randomCase(rules, problem.start, seed, seed % 2 == 0 ? 7 : 0);
        int pieces = 0;
        const auto label = pieceLabels(*c.board, rules, c.map, pieces);
        RiverJoin join(*c.board, rules, {4096, 3, 8});
        join.setPieceLabels([&](model::CellIndex x) { return label[static_cast<size_t>(x)]; });
        std::vector<model::Swap> swaps;
        for (model::CellIndex start = 0; start < c.board->size(); start += 3) {
            if (!join.build(c.map, start, swaps))
                continue;
            ++moves;
            const auto size = std::count(label.begin(), label.end(), label[static_cast<size_t>(start)]);
            partialMoves += size > 8 ? 1 : 0;
            model::Map after = c.map;
            std::set<model::CellIndex> cells;
            for (const model::Swap& s : swaps) {
                EXPECT_TRUE(cells.insert(s.a).second && cells.insert(s.b).second);
                EXPECT_FALSE(c.map.locked(s.a) || c.map.locked(s.b));
                EXPECT_TRUE(rules.isWater(c.map.terrain(s.a)) && !rules.isWater(c.map.terrain(s.b)));
                EXPECT_EQ(label[static_cast<size_t>(s.a)], label[static_cast<size_t>(start)]);
                after.apply(s);
            }
            int piecesAfter = 0;
            pieceLabels(*c.board, rules, after, piecesAfter);
            EXPECT_LT(piecesAfter, pieces) << "seed " << seed << " start " << start;
            EXPECT_EQ(pool(after), pool(c.map));
        }
    }
    EXPECT_GT(moves, 500);
    EXPECT_GT(partialMoves, 100);
}

// Two river pieces four land hexes apart on one row: the move fills the gap from the far end of
// the smaller piece, and nothing lies beyond the limit.
TEST(RiverJoinTest, FillsTheGapBetweenTwoPiecesOnARow)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const auto loaded = test::lettersMap("I,I,I,Y,U,K,B,I,I,G,S,R,G,S,R", *rules);
    int pieces = 0;
    pieceLabels(loaded.board, *rules, loaded.map, pieces);
    ASSERT_EQ(pieces, 2);
    std::vector<model::Swap> swaps;
    RiverJoin far(loaded.board, *rules, {4096, 3});
    EXPECT_FALSE(far.build(loaded.map, 0, swaps)); // four land hexes between, limit three
    RiverJoin join(loaded.board, *rules);
    ASSERT_TRUE(join.build(loaded.map, 0, swaps));
    EXPECT_EQ(swaps.size(), 3u); // the piece of three moves onto the three hexes nearest the other
    model::Map after = loaded.map;
    for (const model::Swap& s : swaps)
        after.apply(s);
    pieceLabels(loaded.board, *rules, after, pieces);
    EXPECT_EQ(pieces, 1);
    ASSERT_TRUE(join.build(loaded.map, 7, swaps)); // from the piece of two: both move
    EXPECT_EQ(swaps.size(), 2u);
}

} // namespace
} // namespace hexloom::core::search
