// BitComponents against a breadth-first search written here (queue, per-cell labels), on random
// sets over boards of every shape up to the 250,000-cell limit, and its memory linear in the board.
#include <gtest/gtest.h>

#include <queue>
#include <random>

#include "core/rules/requirements/bit_components.h"

namespace hexloom::test {
namespace {

using core::model::Board;
using core::model::CellIndex;

int componentsByBfs(const Board& board, const std::vector<uint8_t>& inside)
{
    std::vector<uint8_t> seen(inside.size(), 0);
    int pieces = 0;
    for (CellIndex s = 0; s < board.size(); ++s) {
        if (!inside[static_cast<size_t>(s)] || seen[static_cast<size_t>(s)])
            continue;
        ++pieces;
        std::queue<CellIndex> queue;
        queue.push(s);
        seen[static_cast<size_t>(s)] = 1;
        while (!queue.empty()) {
            const CellIndex c = queue.front();
            queue.pop();
            for (int d = 0; d < 6; ++d) {
                const CellIndex n = board.neighbourAt(c, d);
                if (n != core::model::kNoCell && inside[static_cast<size_t>(n)] && !seen[static_cast<size_t>(n)]) {
                    seen[static_cast<size_t>(n)] = 1;
                    queue.push(n);
                }
            }
        }
    }
    return pieces;
}

std::vector<uint8_t> randomSet(int size, double share, std::mt19937_64& random)
{
    std::bernoulli_distribution in(share);
    std::vector<uint8_t> inside(static_cast<size_t>(size));
    for (auto& x : inside)
        x = in(random) ? 1 : 0;
    return inside;
}

int countWithBits(core::rules::BitComponents& bits, const std::vector<uint8_t>& inside)
{
    bits.clear();
    for (size_t c = 0; c < inside.size(); ++c)
        if (inside[c])
            bits.set(static_cast<CellIndex>(c));
    return bits.count();
}

TEST(BitComponentsTest, CountsEqualBreadthFirstSearchOnRandomSets)
{
    std::mt19937_64 random(11);
    for (const Board& board : {Board::terraMystica(), Board::hexagon(6), Board::rectangle(17, 9), Board::terraMystica(36, 52)}) {
        core::rules::BitComponents bits(board);
        for (double share : {0.1, 0.3, 0.5, 0.7, 0.95})
            for (int round = 0; round < 20; ++round) {
                const auto inside = randomSet(board.size(), share, random);
                ASSERT_EQ(countWithBits(bits, inside), componentsByBfs(board, inside)) << board.describe() << " share " << share;
            }
    }
}

TEST(BitComponentsTest, FlipKeepsTheCountExact)
{
    const Board board = Board::hexagon(5);
    core::rules::BitComponents bits(board);
    std::mt19937_64 random(5);
    auto inside = randomSet(board.size(), 0.5, random);
    countWithBits(bits, inside);
    std::uniform_int_distribution<CellIndex> cell(0, board.size() - 1);
    for (int i = 0; i < 500; ++i) {
        const CellIndex c = cell(random);
        inside[static_cast<size_t>(c)] ^= 1;
        bits.flip(c);
        ASSERT_EQ(bits.count(), componentsByBfs(board, inside));
    }
}

// The largest board the model allows: counting must work and take memory linear in the board (an
// n x n/64 neighbour matrix would need 7.8 GB here).
TEST(BitComponentsTest, LargestBoardInLinearMemory)
{
    const Board board = Board::terraMystica(800, 313);
    ASSERT_EQ(board.size(), core::model::kMaxBoardCells);
    core::rules::BitComponents bits(board);
    EXPECT_LE(bits.memoryBytes(), 8 * static_cast<size_t>(board.size()));
    std::mt19937_64 random(3);
    for (double share : {0.3, 0.5, 0.6}) {
        const auto inside = randomSet(board.size(), share, random);
        EXPECT_EQ(countWithBits(bits, inside), componentsByBfs(board, inside)) << "share " << share;
    }
    const Board small = Board::terraMystica(72, 104);
    // 33.5 times the cells may take at most twice that factor in memory (quadratic: 1,125 times).
    const double cellRatio = static_cast<double>(board.size()) / small.size();
    EXPECT_LE(static_cast<double>(bits.memoryBytes()), 2 * cellRatio * static_cast<double>(core::rules::BitComponents(small).memoryBytes()));
}

} // namespace
} // namespace hexloom::test
