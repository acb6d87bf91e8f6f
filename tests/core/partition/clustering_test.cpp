#include "core/partition/clustering.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/partition/partition_problem.h"
#include "core/partition/spectral_layout.h"
#include "core/partition/constraint_graph_file.h"
#include "tests/core/partition/graph_builders.h"
#include "tests/core/partition/partition_verifier.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
using core::model::Board;

std::vector<core::model::CellIndex> allCells(const Board& board)
{
    std::vector<core::model::CellIndex> scope(static_cast<size_t>(board.size()));
    for (int i = 0; i < board.size(); ++i)
        scope[static_cast<size_t>(i)] = i;
    return scope;
}

BasicGraph hexesOf(const Board& board, const std::vector<int>& pins = {})
{
    return BasicGraph::fromBoard(board, allCells(board), pins);
}

std::vector<int> regionsOfCells(const BasicGraph& g, const std::vector<uint8_t>& region, int cells)
{
    std::vector<int> out(static_cast<size_t>(cells), -2);
    for (int v = 0; v < g.size(); ++v)
        for (const auto c : g.cells(v))
            out[static_cast<size_t>(c)] = region[static_cast<size_t>(v)];
    return out;
}

TEST(SpectralLayout, DrawsAChainInOrderAndARingRound)
{
    const auto chain = spectralLayout(chainGraph(8).adjacencyRows());
    const bool increasing = chain[0].x < chain[7].x;
    for (int i = 0; i + 1 < 8; ++i)
        EXPECT_EQ(chain[static_cast<size_t>(i)].x < chain[static_cast<size_t>(i) + 1].x, increasing) << i;
    auto ring = makeGraph(6, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 0}});
    const auto drawn = spectralLayout(ring.adjacencyRows());
    double minY = 0, maxY = 0;
    for (const auto& p : drawn) {
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    EXPECT_GT(maxY - minY, 0.5); // a ring, not a line
}

// The initial state as a result: region c is node nodeOfRegion[c].
PartitionResult asResult(const BasicGraph& g, const InitialState& s, const Board& board, const std::vector<int>& nodeOfRegion)
{
    PartitionResult r;
    r.success = true;
    r.regionOfCell = regionsOfCells(g, s.region, board.size());
    for (auto& reg : r.regionOfCell)
        reg = nodeOfRegion[static_cast<size_t>(reg)];
    return r;
}

std::vector<std::string> idsOf(const ConstraintGraph& c)
{
    std::vector<std::string> ids;
    for (const auto& n : c.nodes)
        ids.push_back(n.id);
    return ids;
}

TEST(SpectralLayout, DrawsAStarWithItsCentreInTheMiddleAndItsLeavesEvenlyAround)
{
    // lambda = 1 is repeated four times: no two eigenvectors may decide where the leaves go.
    const auto star = spectralLayout(makeGraph(6, {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}}).adjacencyRows());
    EXPECT_NEAR(std::hypot(star[0].x, star[0].y), 0.0, 1e-9);
    const double side = 2 * std::sin(std::numbers::pi / 5); // of a regular pentagon on the unit circle
    for (int a = 1; a < 6; ++a) {
        EXPECT_NEAR(std::hypot(star[static_cast<size_t>(a)].x, star[static_cast<size_t>(a)].y), 1.0, 1e-9) << a;
        for (int b = a + 1; b < 6; ++b)
            EXPECT_GE(std::hypot(star[static_cast<size_t>(a)].x - star[static_cast<size_t>(b)].x,
                                 star[static_cast<size_t>(a)].y - star[static_cast<size_t>(b)].y), side - 1e-9) << a << " " << b;
    }
}

TEST(Clustering, DrawnSeedsGrownAlongCGiveAStarAtOnce)
{
    // Provinces may not claim hexes that touch another province, so the capital fills the gaps
    // between them: the initial state already realises C, checked by the independent verifier.
    const auto star = core::partition::loadConstraintGraph(QStringLiteral("star-6"));
    const auto rows = star->adjacencyRows();
    const auto layout = spectralLayout(rows);
    const std::vector<int> identity{0, 1, 2, 3, 4, 5};
    for (const int radius : {4, 6, 8}) {
        const Board board = Board::hexagon(radius);
        const BasicGraph g = hexesOf(board);
        Rng rng(static_cast<uint64_t>(radius));
        for (int trial = 0; trial < 10; ++trial) {
            const InitialState s = initialRegions(g, idsOf(*star), &layout, trial == 0 ? nullptr : &rng, &rows);
            EXPECT_EQ(verifyPartition(board, allCells(board), *star, asResult(g, s, board, identity), false), "")
                << "radius " << radius << " trial " << trial;
        }
    }
}

TEST(Clustering, GrowthAlongCKeepsPinsAndTheirNodes)
{
    // Pinned regions come first (in node order), then the free nodes in order. With the capital
    // pinned to the centre, where the drawing puts it, the star is still realised at once; with
    // province p3 pinned to a rim hex too (wherever the turned drawing puts p3) the pins hold
    // and the regions stay contiguous.
    auto star = *core::partition::loadConstraintGraph(QStringLiteral("star-6"));
    const Board board = Board::hexagon(6);
    const auto centre = board.indexOf({0, 0}), rim = board.indexOf({6, -3});
    star.nodes[0].pins = {board.offset(centre)};
    const auto rows = star.adjacencyRows();
    const auto layout = spectralLayout(rows);
    Rng rng(5);
    for (int trial = 0; trial < 20; ++trial) {
        const bool rimPin = trial >= 10;
        star.nodes[4].pins = rimPin ? std::vector{board.offset(rim)} : std::vector<core::model::OffsetCoord>{};
        const BasicGraph g = hexesOf(board, pinsOfCells(board, star));
        const InitialState s = initialRegions(g, idsOf(star), &layout, trial % 10 == 0 ? nullptr : &rng, &rows);
        if (!rimPin) {
            ASSERT_EQ(s.regionPin, (std::vector<int>{0, kNoPin, kNoPin, kNoPin, kNoPin, kNoPin}));
            EXPECT_EQ(verifyPartition(board, allCells(board), star, asResult(g, s, board, {0, 1, 2, 3, 4, 5}), false), "")
                << "trial " << trial;
            continue;
        }
        ASSERT_EQ(s.regionPin, (std::vector<int>{0, 4, kNoPin, kNoPin, kNoPin, kNoPin}));
        const auto cells = asResult(g, s, board, {0, 4, 1, 2, 3, 5}).regionOfCell;
        EXPECT_EQ(checkContiguous(board, cells, 6), "") << "trial " << trial;
        EXPECT_EQ(cells[static_cast<size_t>(centre)], 0) << "trial " << trial;
        EXPECT_EQ(cells[static_cast<size_t>(rim)], 4) << "trial " << trial;
    }
}

TEST(Clustering, PlainSeedsIgnoreCAsThePaperDoes)
{
    // Without a drawing (--plain-seeds) the initial states are the paper's balanced clusters,
    // whether or not C's adjacency is at hand.
    const BasicGraph g = hexesOf(Board::hexagon(5));
    const auto star = core::partition::loadConstraintGraph(QStringLiteral("star-6"));
    const auto rows = star->adjacencyRows();
    for (const uint64_t seed : {1u, 2u, 3u}) {
        Rng a(seed), b(seed);
        EXPECT_EQ(initialRegions(g, idsOf(*star), nullptr, &a, &rows).region, initialRegions(g, idsOf(*star), nullptr, &b).region);
    }
}

TEST(Clustering, InitialRegionsAreContiguousAndHoldTheirPins)
{
    const Board board = Board::hexagon(5);
    std::vector<int> pins(static_cast<size_t>(board.size()), kNoPin);
    pins[0] = 2;
    pins[5] = 2; // two separate hexes pinned to node 2: joined by a path
    pins[static_cast<size_t>(board.size() - 1)] = 4;
    const BasicGraph g = hexesOf(board, pins);
    const std::vector<std::string> ids{"a", "b", "c", "d", "e", "f"};
    const auto rows = chainGraph(6).adjacencyRows();
    const auto layout = spectralLayout(rows);
    Rng rng(9);
    for (int trial = 0; trial < 30; ++trial) {
        const bool drawn = trial % 3 != 1, alongC = trial % 3 == 2;
        const InitialState s = initialRegions(g, ids, drawn ? &layout : nullptr, trial < 3 ? nullptr : &rng, alongC ? &rows : nullptr);
        const auto cells = regionsOfCells(g, s.region, board.size());
        EXPECT_EQ(checkContiguous(board, cells, 6), "") << "trial " << trial;
        ASSERT_EQ(s.regionPin.size(), 6u);
        EXPECT_EQ(s.regionPin[0], 2);
        EXPECT_EQ(s.regionPin[1], 4);
        EXPECT_EQ(cells[0], 0);
        EXPECT_EQ(cells[5], 0);
        EXPECT_EQ(cells[static_cast<size_t>(board.size() - 1)], 1);
    }
}

TEST(Clustering, CoarseningKeepsWeightsConnectedAndPinsApart)
{
    const Board board = Board::rectangle(12, 9);
    std::vector<int> pins(static_cast<size_t>(board.size()), kNoPin);
    pins[0] = 0;
    pins[1] = 1; // neighbours pinned to different nodes end in different super-nodes
    const BasicGraph hexes = hexesOf(board, pins);
    const BasicGraph coarse = coarsen(hexes, 20);
    EXPECT_GE(coarse.size(), 20);
    EXPECT_EQ(coarse.totalWeight(), board.size());
    int weight = 0;
    std::vector<int> owner(static_cast<size_t>(board.size()), -1);
    for (int v = 0; v < coarse.size(); ++v) {
        weight += coarse.weight(v);
        EXPECT_EQ(static_cast<int>(coarse.cells(v).size()), coarse.weight(v));
        for (const auto c : coarse.cells(v))
            owner[static_cast<size_t>(c)] = v;
    }
    EXPECT_EQ(weight, board.size());
    EXPECT_NE(owner[0], owner[1]);
    EXPECT_EQ(coarse.pin(owner[0]), 0);
    EXPECT_EQ(coarse.pin(owner[1]), 1);
    EXPECT_EQ(checkContiguous(board, owner, coarse.size()), "");
    EXPECT_EQ(coarse.componentCount(), 1);
}

} // namespace
} // namespace hexloom::test
