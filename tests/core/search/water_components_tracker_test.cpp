#include "core/search/scoring/water_components_tracker.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/run/random.h"
#include "core/rules/requirements/components.h"
#include "core/rules/requirements/water_components_requirement.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

// Water pieces of `map` counted from scratch by flood fill: the oracle.
int piecesOf(const model::Board& board, const rules::RuleSet& rules, const model::Map& map)
{
    rules::Components components;
    return components.label(board, [&](model::CellIndex c) { return rules.isWater(map.terrain(c)); });
}

// Every swap of a water hex with a land hex, on random maps with many river shapes (paths, loops,
// single hexes, pieces that one hex holds together), against a full recount; then the tracker
// follows applied swaps.
void checkEverySwapDelta(const rules::RuleSet& rules, const model::Board& board, const model::Map& start,
                         int localFrom = WaterComponentsTracker::kLocalFrom)
{
    const auto cells = static_cast<uint32_t>(board.size());
    run::Random random(11);
    for (int allowed : {1, 2}) {
        WaterComponentsTracker tracker(board, rules, allowed, localFrom);
        rules::RequirementSpec spec{"REQ3", "water-components", "River connected", 1.0, true, {{"allowed_components", static_cast<double>(allowed)}}};
        rules::WaterComponentsRequirement requirement(spec, rules, board);
        auto violations = [&](const model::Map& m) { return std::max(0, piecesOf(board, rules, m) - allowed); };
        model::Map map = start;
        for (int round = 0; round < 12; ++round) {
            // Shuffle part of the map so that the river breaks up into varied shapes.
            for (int i = 0; i < 10 * round; ++i)
                map.apply({static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain});
            tracker.reset(map);
            ASSERT_EQ(tracker.count(), violations(map));
            const int before = violations(map);
            int checked = 0;
            for (model::CellIndex a = 0; a < board.size(); ++a)
                for (model::CellIndex b = 0; b < board.size(); ++b) {
                    if (!rules.isWater(map.terrain(a)) || rules.isWater(map.terrain(b)))
                        continue;
                    const model::Swap s{a, b, model::Layer::Terrain};
                    model::Map after = map;
                    after.apply(s);
                    ASSERT_EQ(tracker.delta(s), violations(after) - before) << "allowed " << allowed << " round " << round << " water " << a << " land " << b;
                    ++checked;
                }
            EXPECT_GT(checked, 1000);
            std::vector<model::CellIndex> listed; // the last exact listing
            bool haveListed = false;              // and no labelling since
            // Follow applied swaps. The labels go stale with each one and are rebuilt only when a
            // delta needs them, so some swaps are applied with no delta asked before (several in
            // a row), and after each one a sample of deltas is checked against a recount.
            for (int i = 0; i < 20; ++i) {
                const model::Swap s{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain};
                const bool water = rules.isWater(map.terrain(s.a)) != rules.isWater(map.terrain(s.b));
                const int expected = [&] { model::Map m = map; m.apply(s); return violations(m); }();
                if (i % 3 == 0) {
                    ASSERT_EQ(tracker.count() + tracker.delta(s), expected);
                }
                map.apply(s);
                tracker.applied(map, s, water);
                ASSERT_EQ(tracker.count(), expected);
                // The move-choice hint is the listing of the last labelling, not done again.
                if (haveListed) {
                    const auto recent = tracker.recentCells();
                    ASSERT_EQ(std::vector<model::CellIndex>(recent.begin(), recent.end()), listed);
                }
                haveListed = false;
                if (i % 4 == 1)
                    continue; // the next swap lands on stale labels without a look at them
                for (int k = 0; k < 40; ++k) {
                    const model::Swap probe{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain};
                    model::Map after = map;
                    after.apply(probe);
                    ASSERT_EQ(tracker.delta(probe), violations(after) - expected) << "allowed " << allowed << " round " << round << " move " << i;
                }
                // The violating cells equal the requirement's own listing.
                std::vector<model::CellIndex> want;
                const auto exact = tracker.cells();
                listed.assign(exact.begin(), exact.end());
                haveListed = true;
                requirement.cells(map, want);
                ASSERT_EQ(listed, want) << "allowed " << allowed << " round " << round;
            }
        }
    }
}

// The Original board: under 128 hexes, so the labelling keeps the open water cells in two words.
TEST(WaterComponentsTrackerTest, EverySwapDeltaEqualsARecount)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    checkEverySwapDelta(*rules, loaded.board, loaded.map);
}

// A random map of `board`, a third of it water.
model::Map randomMap(const rules::RuleSet& rules, const model::Board& board, uint64_t seed)
{
    std::vector<model::TerrainId> water, land;
    for (int t = 0; t < rules.terrainCount(); ++t)
        (rules.isWater(static_cast<model::TerrainId>(t)) ? water : land).push_back(static_cast<model::TerrainId>(t));
    model::Map map(board.size());
    run::Random random(seed);
    for (model::CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, random.below(3) == 0 ? water[0] : land[random.below(static_cast<uint32_t>(land.size()))]);
    return map;
}

// A board of 169 hexes takes the labelling's other path (a byte per cell).
TEST(WaterComponentsTrackerTest, EverySwapDeltaEqualsARecountOnALargeBoard)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const model::Board board = model::Board::hexagon(7);
    ASSERT_GE(board.size(), 128);
    checkEverySwapDelta(*rules, board, randomMap(*rules, board, 5));
}

// The labels kept across moves (WaterPieceLabels, large boards), forced on small boards where
// every swap can be checked: the Original board and the 169-hex one.
TEST(WaterComponentsTrackerTest, LocalLabelsGiveEveryDeltaOfARecount)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    checkEverySwapDelta(*rules, loaded.board, loaded.map, 0);
    const model::Board board = model::Board::hexagon(7);
    checkEverySwapDelta(*rules, board, randomMap(*rules, board, 7), 0);
}

// Thousands of moves on the Original board with kept labels: piece ids are dropped and the labels
// rebuilt now and then (when ids outnumber twice the hexes); the count stays that of a recount.
TEST(WaterComponentsTrackerTest, LocalLabelsStayExactOverThousandsOfMoves)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    model::Map map = loaded.map;
    WaterComponentsTracker tracker(loaded.board, *rules, 1, 0);
    tracker.reset(map);
    run::Random random(21);
    const auto cells = static_cast<uint32_t>(loaded.board.size());
    for (int i = 0; i < 5000; ++i) {
        const model::Swap s{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain};
        const bool water = rules->isWater(map.terrain(s.a)) != rules->isWater(map.terrain(s.b));
        map.apply(s);
        tracker.applied(map, s, water);
        ASSERT_EQ(tracker.count(), std::max(0, piecesOf(loaded.board, *rules, map) - 1)) << "move " << i;
    }
}

// A long walk of applied river moves on a 7,452-hex board, where the kept labels are the default:
// the count after every move and sampled deltas against a recount, the cells against the
// requirement's listing every 50 moves.
TEST(WaterComponentsTrackerTest, LocalLabelsFollowALongWalkOnABigBoard)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const model::Board board = model::Board::terraMystica(72, 104);
    ASSERT_GE(board.size(), WaterComponentsTracker::kLocalFrom);
    model::Map map = randomMap(*rules, board, 9);
    for (int allowed : {1, 2}) {
        WaterComponentsTracker tracker(board, *rules, allowed);
        rules::RequirementSpec spec{"REQ3", "water-components", "River connected", 1.0, true, {{"allowed_components", static_cast<double>(allowed)}}};
        rules::WaterComponentsRequirement requirement(spec, *rules, board);
        auto violations = [&](const model::Map& m) { return std::max(0, piecesOf(board, *rules, m) - allowed); };
        tracker.reset(map);
        run::Random random(static_cast<uint64_t>(allowed));
        const auto cells = static_cast<uint32_t>(board.size());
        int current = violations(map);
        ASSERT_EQ(tracker.count(), current);
        for (int i = 0; i < 400; ++i) {
            // Mostly swaps between neighbours' neighbourhoods, so that pieces split and join.
            const auto a = static_cast<model::CellIndex>(random.below(cells));
            const auto around = board.neighbours(a);
            const model::CellIndex b = i % 3 == 0 ? static_cast<model::CellIndex>(random.below(cells)) : around[random.below(static_cast<uint32_t>(around.size()))];
            const model::Swap s{a, b, model::Layer::Terrain};
            const bool water = rules->isWater(map.terrain(a)) != rules->isWater(map.terrain(b));
            model::Map after = map;
            after.apply(s);
            const int expected = violations(after);
            ASSERT_EQ(tracker.count() + tracker.delta(s), expected) << "move " << i;
            map = std::move(after);
            tracker.applied(map, s, water);
            ASSERT_EQ(tracker.count(), expected) << "move " << i;
            current = expected;
            if (i % 50 == 0) {
                std::vector<model::CellIndex> want;
                requirement.cells(map, want);
                const auto got = tracker.cells();
                ASSERT_EQ(std::vector<model::CellIndex>(got.begin(), got.end()), want) << "move " << i;
            }
            if (i % 50 == 45) {
                // The hint, listed again by now (more than 8 river moves since), may break ties
                // between equal pieces otherwise, but lists as many cells, all of them water.
                std::vector<model::CellIndex> want;
                requirement.cells(map, want);
                const auto hint = tracker.recentCells();
                ASSERT_EQ(hint.size(), want.size()) << "move " << i;
                for (const model::CellIndex c : hint)
                    ASSERT_TRUE(rules->isWater(map.terrain(c))) << "move " << i;
                // Without a tie at the `allowed`-th largest piece, the same cells (in any order).
                rules::Components components;
                components.label(board, [&](model::CellIndex c) { return rules->isWater(map.terrain(c)); });
                std::vector<int> sizes = components.sizes();
                std::sort(sizes.rbegin(), sizes.rend());
                const auto k = static_cast<size_t>(allowed);
                if (sizes.size() > k && sizes[k - 1] != sizes[k]) {
                    std::vector<model::CellIndex> got(hint.begin(), hint.end());
                    std::sort(got.begin(), got.end());
                    ASSERT_EQ(got, want) << "move " << i;
                }
            }
        }
    }
}

// minorCell() against a flood fill: right after a reset (a fresh ranking) every draw is a water
// hex outside the `allowed` largest pieces, and enough draws reach every other piece; moves
// later, between rankings, every draw is still water.
TEST(WaterComponentsTrackerTest, MinorCellDrawsEveryMinorPieceAndNoneOfTheLargest)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const model::Board board = model::Board::terraMystica(36, 52);
    ASSERT_GE(board.size(), WaterComponentsTracker::kLocalFrom);
    const auto isWater = [&](const model::Map& m) { return [&rules, &m](model::CellIndex c) { return rules->isWater(m.terrain(c)); }; };
    for (int allowed : {1, 3}) {
        model::Map map = randomMap(*rules, board, 21 + static_cast<uint64_t>(allowed));
        WaterComponentsTracker tracker(board, *rules, allowed);
        run::Random random(7);
        for (int round = 0; round < 4; ++round) {
            tracker.reset(map);
            rules::Components components;
            const int count = components.label(board, isWater(map));
            ASSERT_GT(count, allowed + 10);
            std::vector<int> sizes = components.sizes();
            std::sort(sizes.rbegin(), sizes.rend());
            const int cutoff = sizes[static_cast<size_t>(allowed) - 1]; // the smallest of the largest
            std::vector<int> drawn(static_cast<size_t>(count), 0);
            std::vector<uint8_t> cellDrawn(static_cast<size_t>(board.size()), 0);
            for (int i = 0; i < 60 * count; ++i) {
                const model::CellIndex c = tracker.minorCell(random);
                ASSERT_NE(c, model::kNoCell);
                ASSERT_TRUE(rules->isWater(map.terrain(c))) << "round " << round;
                const int k = components.labelOf(c);
                ASSERT_LE(components.sizes()[static_cast<size_t>(k)], cutoff) << "round " << round << ": a largest piece drawn";
                ++drawn[static_cast<size_t>(k)];
                cellDrawn[static_cast<size_t>(c)] = 1;
            }
            const auto reached = std::count_if(drawn.begin(), drawn.end(), [](int n) { return n > 0; });
            ASSERT_EQ(reached, count - allowed) << "round " << round << ": some minor piece never drawn";
            // A piece is drawn about 60 times: every hex of a piece of up to 4 hexes comes up.
            for (model::CellIndex c = 0; c < board.size(); ++c) {
                if (const int k = components.labelOf(c); k >= 0 && components.sizes()[static_cast<size_t>(k)] <= std::min(4, cutoff - 1)) {
                    ASSERT_TRUE(cellDrawn[static_cast<size_t>(c)]) << "round " << round << ": hex " << c << " never drawn";
                }
            }
            // Moves between rankings: the draws stay water (the lists follow every move).
            for (int i = 0; i < 30; ++i) {
                const auto a = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board.size())));
                const auto around = board.neighbours(a);
                const model::Swap s{a, around[random.below(static_cast<uint32_t>(around.size()))], model::Layer::Terrain};
                const bool water = rules->isWater(map.terrain(s.a)) != rules->isWater(map.terrain(s.b));
                map.apply(s);
                tracker.applied(map, s, water);
                if (tracker.count() == 0)
                    continue;
                const model::CellIndex c = tracker.minorCell(random);
                ASSERT_TRUE(c != model::kNoCell && rules->isWater(map.terrain(c))) << "move " << i;
            }
        }
    }
}

// Smaller boards keep no labels across moves: minorCell() draws nothing.
TEST(WaterComponentsTrackerTest, MinorCellIsNoneWithoutKeptLabels)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const model::Board board = model::Board::terraMystica(13, 13);
    ASSERT_LT(board.size(), WaterComponentsTracker::kLocalFrom);
    WaterComponentsTracker tracker(board, *rules, 1);
    tracker.reset(randomMap(*rules, board, 3));
    ASSERT_GT(tracker.count(), 0);
    run::Random random(1), same(1);
    EXPECT_EQ(tracker.minorCell(random), model::kNoCell);
    EXPECT_EQ(random.below(1000), same.below(1000)); // no draw was made
}

} // namespace
} // namespace hexloom::core::search

namespace hexloom::core::search {
namespace {

// On a board under 128 hexes a join of several water runs labels the pieces without the
// depth-first data, and a split asks for that later on the same map: the labels come out the
// same, so the move-choice hint listed from them in between still stands after the next move
// (it is the listing of the last labelling; a labelling on a newer map would list other cells).
TEST(WaterComponentsTrackerTest, HintStandsWhenASplitLabelsTheSameMapAgain)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    const model::Board& board = loaded.board;
    const auto cells = static_cast<uint32_t>(board.size());
    WaterComponentsTracker tracker(board, *rules, 1);
    rules::RequirementSpec spec{"REQ3", "water-components", "River connected", 1.0, true, {{"allowed_components", 1.0}}};
    rules::WaterComponentsRequirement requirement(spec, *rules, board);
    model::Map map = loaded.map;
    run::Random random(29);
    for (int i = 0; i < 60; ++i) // a broken river: many pieces, many hexes outside the largest
        map.apply({static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain});
    tracker.reset(map);
    int changedWater = 0;
    for (int move = 0; move < 300; ++move) {
        const auto listed = tracker.cells(); // labels the pieces (only them) and lists the cells
        std::vector<model::CellIndex> want, hint(listed.begin(), listed.end());
        requirement.cells(map, want);
        ASSERT_EQ(hint, want) << "move " << move;
        for (int k = 0; k < 60; ++k) { // deltas that split pieces take the depth-first labelling
            const model::Swap probe{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain};
            model::Map after = map;
            after.apply(probe);
            ASSERT_EQ(tracker.delta(probe), std::max(0, piecesOf(board, *rules, after) - 1) - tracker.count()) << "move " << move;
        }
        const model::Swap s{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Terrain};
        const bool water = rules->isWater(map.terrain(s.a)) != rules->isWater(map.terrain(s.b));
        changedWater += water ? 1 : 0;
        map.apply(s);
        tracker.applied(map, s, water);
        const auto recent = tracker.recentCells();
        ASSERT_EQ(std::vector<model::CellIndex>(recent.begin(), recent.end()), hint) << "move " << move;
    }
    EXPECT_GT(changedWater, 50);
}

} // namespace
} // namespace hexloom::core::search
