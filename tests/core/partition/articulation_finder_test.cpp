#include "core/partition/articulation_finder.h"

#include <gtest/gtest.h>
#include <random>

#include "core/partition/basic_graph.h"

namespace hexloom::test {
namespace {

using namespace core::partition;

// Brute force: nodes of v's region reachable from `start` without passing through `skip`.
std::vector<int> reach(const BasicGraph& g, const std::vector<uint8_t>& region, int start, int skip)
{
    std::vector<char> seen(static_cast<size_t>(g.size()), 0);
    std::vector<int> queue{start};
    seen[static_cast<size_t>(start)] = 1;
    for (size_t h = 0; h < queue.size(); ++h)
        for (const int u : g.neighbours(queue[h]))
            if (u != skip && !seen[static_cast<size_t>(u)] && region[static_cast<size_t>(u)] == region[static_cast<size_t>(start)]) {
                seen[static_cast<size_t>(u)] = 1;
                queue.push_back(u);
            }
    return queue;
}

// Does removing v split the connected piece of its region that holds it?
bool splits(const BasicGraph& g, const std::vector<uint8_t>& region, int v)
{
    const auto piece = reach(g, region, v, -1);
    if (piece.size() <= 2)
        return false;
    const int other = piece[1];
    return reach(g, region, other, v).size() != piece.size() - 1;
}

TEST(ArticulationFinder, MatchesBruteForceOnRandomRegions)
{
    const auto board = core::model::Board::hexagon(3);
    std::vector<core::model::CellIndex> scope(static_cast<size_t>(board.size()));
    for (int i = 0; i < board.size(); ++i)
        scope[static_cast<size_t>(i)] = i;
    const BasicGraph g = BasicGraph::fromBoard(board, scope, {});
    std::mt19937 rng(3);
    ArticulationFinder finder;
    std::vector<uint8_t> cut;
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<uint8_t> region(static_cast<size_t>(g.size()));
        for (auto& r : region)
            r = static_cast<uint8_t>(rng() % 4 == 0 ? kRemovedRegion : rng() % 3);
        finder.find(g, region.data(), cut);
        for (int v = 0; v < g.size(); ++v)
            if (region[static_cast<size_t>(v)] != kRemovedRegion) {
                ASSERT_EQ(cut[static_cast<size_t>(v)] != 0, splits(g, region, v)) << "trial " << trial << " node " << v;
            }
    }
}

} // namespace
} // namespace hexloom::test
