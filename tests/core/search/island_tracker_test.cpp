// IslandTracker (min island size) against brute force: deltas, lower bounds, counts and the
// listed hexes of small regions, through thousands of random swaps on boards of 37 to 29,880
// hexes, land shares from a third to two thirds, and sizes 1, 2, 5 and 50.
#include "core/search/scoring/island_tracker.h"

#include "tests/core/search/piece_tracker_checks.h"
#include "tests/core/rules/hand_scoring.h"

namespace hexloom::test {
namespace {

void checkBoard(const Board& board, double water, TrackerChecks checks, uint32_t seed)
{
    const auto rules = builtinRules("terra-mystica-strict");
    std::array<uint8_t, 256> isLand{};
    for (int t = 0; t < rules->terrainCount(); ++t)
        isLand[static_cast<size_t>(t)] = rules->isLand(static_cast<TerrainId>(t)) ? 1 : 0;
    std::mt19937 random(seed);
    std::vector<double> shares(8, (1.0 - water) / 7);
    shares[kRiver] = water;
    for (const int size : {1, 2, 5, 50}) {
        const auto req = spec("min-island-size", {{"size", static_cast<double>(size)}});
        core::rules::MinIslandRequirement requirement(req, *rules, board);
        core::search::IslandTracker tracker(requirement, board, isLand);
        const int nonZero = checkTracker(tracker, board, weightedMap(board, shares, random), checks, random,
                                         [&](const Map& m) { return smallIslands(*rules, board, m, size); });
        ASSERT_GE(nonZero, 0) << "size " << size << ", water " << water;
        if (size > 1) {
            EXPECT_GT(nonZero, 0) << "size " << size << ", water " << water << ": no swap changed the count";
        }
    }
}

TEST(IslandTrackerTest, FollowsSwapsOnSmallBoards)
{
    for (const double water : {0.35, 0.55, 0.7}) {
        checkBoard(Board::terraMystica(), water, {1200, 1}, 31);
        checkBoard(Board::hexagon(3), water, {500, 1}, 32);
    }
}

TEST(IslandTrackerTest, FollowsSwapsOn29880Hexes)
{
    checkBoard(Board::terraMystica(144, 208), 0.5, {160, 20}, 33);
}

} // namespace
} // namespace hexloom::test
