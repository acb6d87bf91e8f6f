// Applying a partition: each region takes its node's terrain, removed hexes the blocking terrain
// only when one is chosen, hexes outside the scope and locked hexes never change; an unknown terrain letter is
// refused naming the node. Region borders: every side between different regions (or towards the
// board's edge or the scope's) is listed exactly once, checked against a brute-force side set.
#include "core/partition/apply_partition.h"

#include <gmock/gmock.h>
#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <set>

#include "core/model/hex_layout.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
using core::model::Board;
using core::model::CellIndex;
using ::testing::HasSubstr;

// Regions 0 (G), 1 (no terrain), 2 (Y); cells 0..2 removed; the last two cells out of scope.
PartitionResult resultOn(const Board& board)
{
    PartitionResult r;
    r.success = true;
    r.regionNode = {"forest", "keep", "desert"};
    r.regionTerrain = {'G', 0, 'Y'};
    r.regionProperty = {"", "", ""};
    r.nodeOfRegion = {0, 1, 2};
    for (CellIndex c = 0; c < board.size(); ++c)
        r.regionOfCell.push_back(c < 3 ? kRemovedCell : c >= board.size() - 2 ? kOutOfScope : c % 3);
    return r;
}

TEST(ApplyPartition, RegionsTakeTheirNodesTerrainAndRemovedHexesTheBlockingOne)
{
    const auto rules = builtinRules("terra-mystica-published");
    const Board board = Board::hexagon(2);
    const auto result = resultOn(board);
    const auto plains = rules->byLetter('U'), forest = rules->byLetter('G'), desert = rules->byLetter('Y'), river = rules->byLetter('I');
    ASSERT_NE(river, core::model::kNoTerrain);
    for (const bool blocking : {false, true}) {
        core::model::Map map(board.size());
        for (CellIndex c = 0; c < board.size(); ++c)
            map.setTerrain(c, plains);
        ApplyOptions options;
        if (blocking)
            options.blocking = river;
        applyPartition(result, *rules, options, map);
        for (CellIndex c = 0; c < board.size(); ++c) {
            const int region = result.regionOfCell[static_cast<size_t>(c)];
            const auto want = region == 0 ? forest : region == 2 ? desert : region == kRemovedCell && blocking ? river : plains;
            EXPECT_EQ(map.terrain(c), want) << "cell " << c << " region " << region << " blocking " << blocking;
        }
    }
}

// Locked hexes keep their terrain, as every generator keeps them (the CLI and a replay of the
// editor's recipe); the editor's document keeps and counts them itself, asking for every hex.
TEST(ApplyPartition, LockedHexesKeepTheirTerrainUnlessTheCallerKeepsThem)
{
    const auto rules = builtinRules("terra-mystica-published");
    const Board board = Board::hexagon(2);
    const auto result = resultOn(board);
    const auto plains = rules->byLetter('U'), river = rules->byLetter('I');
    for (const bool keepLocked : {true, false}) {
        core::model::Map map(board.size());
        for (CellIndex c = 0; c < board.size(); ++c) {
            map.setTerrain(c, plains);
            map.setLocked(c, c % 2 == 0);
        }
        applyPartition(result, *rules, {river, keepLocked}, map);
        for (CellIndex c = 0; c < board.size(); ++c) {
            const int region = result.regionOfCell[static_cast<size_t>(c)];
            const bool changes = region == 0 || region == 2 || region == kRemovedCell;
            EXPECT_EQ(map.terrain(c) != plains, changes && !(keepLocked && c % 2 == 0)) << "cell " << c << " keepLocked " << keepLocked;
            EXPECT_EQ(map.locked(c), c % 2 == 0);
        }
    }
}

TEST(ApplyPartition, UnknownTerrainLetterIsRefusedNamingTheNode)
{
    const auto rules = builtinRules("terra-mystica-published");
    const Board board = Board::hexagon(2);
    auto result = resultOn(board);
    result.regionTerrain[2] = 'Z';
    core::model::Map map(board.size());
    const core::model::Map before = map;
    try {
        applyPartition(result, *rules, {}, map);
        FAIL() << "expected std::invalid_argument";
    } catch (const std::invalid_argument& e) {
        EXPECT_THAT(e.what(), HasSubstr("\"desert\""));
        EXPECT_THAT(e.what(), HasSubstr("'Z'"));
    }
    for (CellIndex c = 0; c < board.size(); ++c)
        EXPECT_EQ(map.terrain(c), before.terrain(c)) << "a refused result changes nothing";
}

// A side is the unordered pair of the two cells it separates; a board-edge side pairs the cell
// with -1 - direction.
using Side = std::pair<int, int>;

std::set<Side> bruteForceBorders(const Board& board, const std::vector<int>& regionOfCell)
{
    std::set<Side> sides;
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n = board.neighbourAt(c, d);
            const int a = regionOfCell[static_cast<size_t>(c)];
            const int b = n == core::model::kNoCell ? kOutOfScope : regionOfCell[static_cast<size_t>(n)];
            if (a == b || (a == kOutOfScope && b == kOutOfScope))
                continue;
            if (n == core::model::kNoCell)
                sides.insert({c, -1 - d});
            else
                sides.insert({std::min(c, n), std::max(c, n)});
        }
    return sides;
}

TEST(RegionBorders, EveryBorderSideIsListedExactlyOnce)
{
    std::mt19937 rng(7);
    for (const Board& board : {Board::hexagon(3), Board::rectangle(7, 5), Board::terraMystica()}) {
        for (int trial = 0; trial < 20; ++trial) {
            std::vector<int> regions(static_cast<size_t>(board.size()));
            for (auto& r : regions)
                r = static_cast<int>(rng() % 6) - 2; // -2 .. 3: out of scope, removed, four regions
            std::multiset<Side> listed;
            for (const auto& e : regionBorders(board, regions)) {
                const CellIndex n = board.neighbourAt(e.cell, e.direction);
                EXPECT_NE(regions[static_cast<size_t>(e.cell)], kOutOfScope) << "drawn from a hex outside the scope";
                listed.insert(n == core::model::kNoCell ? Side{e.cell, -1 - e.direction} : Side{std::min(e.cell, n), std::max(e.cell, n)});
            }
            const auto want = bruteForceBorders(board, regions);
            EXPECT_EQ(listed.size(), want.size()) << "a side listed twice or missing";
            EXPECT_EQ(std::set<Side>(listed.begin(), listed.end()), want);
        }
    }
}

TEST(RegionBorders, SideCornersAreTheCornersTheTwoNeighboursShare)
{
    // The side towards direction d of a hex and the side towards opposite(d) of its neighbour are
    // the same segment.
    const Board board = Board::hexagon(2);
    const CellIndex centre = board.indexOf({0, 0});
    for (int d = 0; d < 6; ++d) {
        const CellIndex n = board.neighbourAt(centre, d);
        const auto pc = core::model::HexLayout::centre(board.hex(centre), 10.0);
        const auto pn = core::model::HexLayout::centre(board.hex(n), 10.0);
        const auto [a, b] = sideCorners(d);
        const auto [c, e] = sideCorners(core::model::opposite(d));
        const auto ca = core::model::HexLayout::corner(pc, 10.0, a), cb = core::model::HexLayout::corner(pc, 10.0, b);
        const auto nc = core::model::HexLayout::corner(pn, 10.0, c), ne = core::model::HexLayout::corner(pn, 10.0, e);
        auto near = [](core::model::PointF p, core::model::PointF q) { return std::hypot(p.x - q.x, p.y - q.y) < 1e-6; };
        EXPECT_TRUE((near(ca, nc) && near(cb, ne)) || (near(ca, ne) && near(cb, nc))) << "direction " << d;
    }
}

} // namespace
} // namespace hexloom::test
