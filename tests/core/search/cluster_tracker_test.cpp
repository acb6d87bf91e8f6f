// ClusterTracker (cluster size) against brute force: deltas, lower bounds, counts and the listed
// hexes of groups over the maximum, through thousands of random swaps on boards of 37 to 29,880
// hexes, with many small groups or one spanning most of the board, kinds lists of one, two and
// every kind, and maxima 1, 2, 5 and 50.
#include "core/search/scoring/cluster_tracker.h"

#include "tests/core/search/piece_tracker_checks.h"
#include "tests/core/rules/hand_scoring.h"

namespace hexloom::test {
namespace {

struct Kinds {
    std::string text;         // the "kinds" parameter
    std::vector<bool> listed; // by terrain id
};

void checkBoard(const Board& board, TrackerChecks checks, uint32_t seed)
{
    const auto rules = builtinRules("terra-mystica-strict");
    std::vector<bool> all(8, true), river(8, false), two(8, false);
    river[kRiver] = true;
    two[kDesert] = two[kRiver] = true;
    const std::vector<Kinds> kinds = {{"", all}, {"river", river}, {"desert,river", two}};
    const std::vector<std::vector<double>> shares = {{1, 1, 1, 1, 1, 1, 1, 1}, {3, 1, 0.5, 0, 0, 0, 0, 6}};
    std::mt19937 random(seed);
    for (const auto& k : kinds)
        for (const int max : {1, 2, 5, 50}) {
            int nonZero = 0;
            for (const auto& share : shares) {
                const auto req = spec("cluster-size", {{"kinds", k.text}, {"max", static_cast<double>(max)}});
                core::rules::ClusterSizeRequirement requirement(req, *rules, board);
                core::search::ClusterTracker tracker(requirement, board);
                const int changed = checkTracker(tracker, board, weightedMap(board, share, random), checks, random,
                                                 [&](const Map& m) { return clusterExcess(board, m, k.listed, max); });
                ASSERT_GE(changed, 0) << "kinds \"" << k.text << "\", max " << max;
                nonZero += changed;
            }
            if (max < 50) {
                EXPECT_GT(nonZero, 0) << "kinds \"" << k.text << "\", max " << max << ": no swap changed the count";
            }
        }
}

TEST(ClusterTrackerTest, FollowsSwapsOnSmallBoards)
{
    checkBoard(Board::terraMystica(), {500, 1}, 41);
    checkBoard(Board::hexagon(3), {250, 1}, 42);
}

TEST(ClusterTrackerTest, FollowsSwapsOn29880Hexes)
{
    checkBoard(Board::terraMystica(144, 208), {30, 5}, 43);
}

} // namespace
} // namespace hexloom::test
