// The seat draft (core/rules/draft) against an independent draft written from docs/rules.md
// (draft_oracle.h: corners from pixel positions): the same picks on the shipped Catan boards and
// on thousands of shuffled ones, for 2 to 6 seats and 1 to 3 settlements; the distance rule and
// the greedy choice checked by brute force on a seven-hex board; the noisy draft's shares against
// the exact chances enumerated over every choice; no allocation when a draft is replayed.
#include "core/rules/draft/seat_draft.h"

#include <gtest/gtest.h>
#include <random>

#include "core/rules/draft/draft_report.h"
#include "tests/core/rules/draft/draft_oracle.h"
#include "tests/support/fixtures.h"
#include "tests/support/heap_usage.h"

namespace hexloom::test {
namespace {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::rules::CornerGraph;
using core::rules::DraftSetup;
using core::rules::SeatDraft;

// A shuffle of the map's terrains among the land hexes and of the tokens among the hexes taking one.
Map shuffled(const Map& m, const core::rules::RuleSet& rules, std::mt19937_64& rng)
{
    Map out = m;
    std::vector<CellIndex> land, producing;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (rules.isLand(m.terrain(c)))
            land.push_back(c);
    std::vector<int> kinds, tokens;
    for (const CellIndex c : land) {
        kinds.push_back(m.terrain(c));
        if (m.token(c) > 0)
            tokens.push_back(m.token(c));
    }
    std::shuffle(kinds.begin(), kinds.end(), rng);
    std::shuffle(tokens.begin(), tokens.end(), rng);
    size_t next = 0;
    for (size_t i = 0; i < land.size(); ++i) {
        out.setTerrain(land[i], static_cast<core::model::TerrainId>(kinds[i]));
        const bool takes = rules.takesToken(out.terrain(land[i])) && next < tokens.size();
        out.setToken(land[i], takes ? static_cast<core::model::Token>(tokens[next++]) : core::model::kNoToken);
    }
    return out;
}

TEST(CornerGraph, MatchesCornersFoundFromPixelPositions)
{
    for (const Board& board : {Board::hexagon(0), Board::hexagon(1), Board::hexagon(3), Board::rectangle(4, 3), Board::terraMystica(3, 4)}) {
        const CornerGraph graph(board);
        const auto oracle = draft_oracle::corners(board);
        ASSERT_EQ(graph.size(), static_cast<int>(oracle.size())) << board.describe();
        for (int k = 0; k < graph.size(); ++k) {
            std::vector<CellIndex> cells;
            for (const CellIndex c : graph.cells(k))
                if (c != core::model::kNoCell)
                    cells.push_back(c);
            std::sort(cells.begin(), cells.end());
            EXPECT_EQ(cells, oracle[static_cast<size_t>(k)].cells) << board.describe() << " corner " << k;
            std::vector<int> adjacent;
            for (const int n : graph.adjacent(k))
                if (n != CornerGraph::kNone)
                    adjacent.push_back(n);
            std::sort(adjacent.begin(), adjacent.end());
            EXPECT_EQ(adjacent, oracle[static_cast<size_t>(k)].adjacent) << board.describe() << " corner " << k;
        }
    }
    EXPECT_EQ(CornerGraph(Board::hexagon(2)).size(), 54); // the 54 intersections of Catan's board
}

TEST(SeatDraft, SamePicksAsTheIndependentDraftOnShippedAndShuffledCatanMaps)
{
    for (const char* name : {"catan", "catan-fair", "catan-5-6", "catan-seats"}) {
        const auto rules = builtinRules(name);
        const auto bm = builtinMap(rules->board.map.substr(0, rules->board.map.size() - 4), *rules);
        std::mt19937_64 rng(7);
        for (int round = 0; round < 60; ++round) {
            const Map m = round == 0 ? bm.map : shuffled(bm.map, *rules, rng);
            const int seats = 2 + round % 5, placements = 1 + round % 3;
            SeatDraft draft(*rules, bm.board, DraftSetup{.seats = seats, .placements = placements, .noise = {}});
            const auto& got = draft.play(m);
            const auto want = draft_oracle::greedy(bm.board, *rules, m, seats, placements);
            ASSERT_EQ(got.corner, want.picks) << name << " round " << round;
            ASSERT_EQ(got.totals, want.totals) << name << " round " << round;
            for (size_t t = 0; t < got.seat.size(); ++t)
                ASSERT_EQ(got.seat[t], draft_oracle::seatOf(static_cast<int>(t), seats));
        }
    }
}

TEST(SeatDraft, SnakeOrder)
{
    std::vector<int> order;
    for (int t = 0; t < 12; ++t)
        order.push_back(SeatDraft::seatOfTurn(t, 4) + 1);
    EXPECT_EQ(order, (std::vector<int>{1, 2, 3, 4, 4, 3, 2, 1, 1, 2, 3, 4}));
}

// Brute force on the seven hexes of a radius-1 board: every pick is legal by the distance rule
// (checked against every corner taken before, from positions) and no legal corner beats it.
TEST(SeatDraft, BruteForceOnASevenHexBoard)
{
    const auto rules = builtinRules("catan");
    const Board board = Board::hexagon(1);
    const auto ks = draft_oracle::corners(board);
    std::mt19937_64 rng(3);
    const std::vector<int> kinds{0, 1, 2, 3, 4, 5}; // wood wheat sheep brick ore desert
    for (int round = 0; round < 300; ++round) {
        Map m(board.size());
        for (CellIndex c = 0; c < board.size(); ++c) {
            m.setTerrain(c, static_cast<core::model::TerrainId>(kinds[rng() % kinds.size()]));
            const int number = 2 + static_cast<int>(rng() % 11);
            if (rules->takesToken(m.terrain(c)))
                m.setToken(c, static_cast<core::model::Token>(number == 7 ? 8 : number));
        }
        SeatDraft draft(*rules, board, DraftSetup{.seats = 3, .placements = 2, .noise = {}});
        const auto& o = draft.play(m);
        std::vector<int> taken;
        for (size_t t = 0; t < o.corner.size(); ++t) {
            // Every corner not taken and not next to a taken one, by position.
            int bestValue = -1, bestDistinct = -1, bestIndex = -1;
            for (size_t i = 0; i < ks.size(); ++i) {
                bool free = true;
                for (const int j : taken) {
                    const double d = std::hypot(ks[i].x - ks[static_cast<size_t>(j)].x, ks[i].y - ks[static_cast<size_t>(j)].y);
                    free = free && d > 1.5;
                }
                if (!free)
                    continue;
                const int v = draft_oracle::value(*rules, m, ks[i]), n = draft_oracle::distinct(*rules, m, ks[i]);
                if (v > bestValue || (v == bestValue && n > bestDistinct)) {
                    bestValue = v;
                    bestDistinct = n;
                    bestIndex = static_cast<int>(i);
                }
            }
            ASSERT_EQ(o.corner[t], bestIndex) << "round " << round << " turn " << t;
            if (bestIndex < 0)
                continue;
            EXPECT_EQ(o.value[t], bestValue);
            taken.push_back(bestIndex);
        }
    }
}

// Two seats, one settlement each, noise 0.5/0.3/0.2 on a radius-1 board: the exact chance that
// each seat ends lowest, by enumerating all 3 x 3 choices, lies in the interval of 4,000 drafts.
TEST(SeatDraft, NoisySharesMatchTheExactChancesOfEveryChoice)
{
    const auto rules = builtinRules("catan");
    const Board board = Board::hexagon(1);
    Map m(board.size());
    const int tokens[] = {6, 8, 5, 9, 4, 10, 11};
    for (CellIndex c = 0; c < board.size(); ++c) {
        m.setTerrain(c, static_cast<core::model::TerrainId>(c % 5));
        m.setToken(c, static_cast<core::model::Token>(tokens[c]));
    }
    const std::vector<double> noise{0.5, 0.3, 0.2};
    const auto ks = draft_oracle::corners(board);
    std::vector<double> exact(2, 0.0);
    const auto first = draft_oracle::legal(ks, *rules, m, {});
    for (size_t a = 0; a < 3; ++a) {
        const auto second = draft_oracle::legal(ks, *rules, m, {first[a]});
        for (size_t b = 0; b < 3; ++b) {
            const double p = noise[a] * noise[b];
            const int v0 = draft_oracle::value(*rules, m, ks[static_cast<size_t>(first[a])]);
            const int v1 = draft_oracle::value(*rules, m, ks[static_cast<size_t>(second[b])]);
            // Ties for the lowest go to either seat with equal chances.
            exact[0] += v0 < v1 ? p : v0 == v1 ? p / 2 : 0;
            exact[1] += v1 < v0 ? p : v0 == v1 ? p / 2 : 0;
        }
    }
    SeatDraft draft(*rules, board, DraftSetup{.seats = 2, .placements = 1, .noise = noise, .drafts = 4000, .seed = 11});
    const auto d = core::rules::draftDistribution(draft, m);
    ASSERT_EQ(d.drafts, 4000);
    EXPECT_EQ(d.seats[0].lowestCount + d.seats[1].lowestCount, 4000); // one seat ends lowest per draft
    for (size_t s = 0; s < 2; ++s) {
        EXPECT_LE(d.seats[s].lowestLow, exact[s]) << "seat " << s + 1;
        EXPECT_GE(d.seats[s].lowestHigh, exact[s]) << "seat " << s + 1;
        EXPECT_NEAR(d.seats[s].lowestShare, exact[s], 0.03);
    }
    // The same seed gives the same distribution.
    const auto again = core::rules::draftDistribution(draft, m);
    EXPECT_EQ(again.seats[0].lowestCount, d.seats[0].lowestCount);
}

TEST(DraftReport, ClopperPearsonAtItsClosedForms)
{
    // k = 0: the upper bound solves (1 - p)^n = alpha / 2; k = n: the lower bound solves p^n = alpha / 2.
    const auto none = core::rules::clopperPearson(0, 10, 0.95);
    EXPECT_DOUBLE_EQ(none.first, 0);
    EXPECT_NEAR(none.second, 1 - std::pow(0.025, 0.1), 1e-9);
    const auto all = core::rules::clopperPearson(20, 20, 0.95);
    EXPECT_NEAR(all.first, std::pow(0.025, 1.0 / 20), 1e-9);
    EXPECT_DOUBLE_EQ(all.second, 1);
    const auto half = core::rules::clopperPearson(50, 100, 0.95);
    EXPECT_NEAR(half.first, 1 - half.second, 1e-9); // symmetric around 1/2
    EXPECT_LT(half.first, 0.5);
    EXPECT_GT(half.first, 0.39);
}

TEST(SeatDraft, ReplayingAllocatesNothing)
{
    const auto rules = builtinRules("catan-5-6");
    const auto bm = builtinMap("catan-5-6", *rules);
    SeatDraft draft(*rules, bm.board, DraftSetup{.seats = 6, .placements = 2, .noise = {0.6, 0.3, 0.1}});
    std::mt19937_64 rng(1);
    draft.play(bm.map);
    const auto before = heapBytesInUse();
    int sum = 0;
    for (int i = 0; i < 500; ++i)
        sum += draft.play(bm.map).spread() + draft.play(bm.map, rng).spread() + draft.replay(rng).spread();
    EXPECT_EQ(heapBytesInUse(), before);
    EXPECT_GE(sum, 0);
}

TEST(SeatDraft, WhichRuleSetsDraft)
{
    EXPECT_TRUE(core::rules::draftSetupOf(*builtinRules("catan")));
    EXPECT_EQ(core::rules::draftSetupOf(*builtinRules("catan"))->seats, 4); // the default draft
    EXPECT_EQ(core::rules::draftSetupOf(*builtinRules("catan-5-6"))->seats, 6);
    EXPECT_FALSE(core::rules::draftSetupOf(*builtinRules("catan-5-6"))->noisy());
    EXPECT_FALSE(core::rules::draftSetupOf(*builtinRules("terra-mystica-published")));
    EXPECT_FALSE(core::rules::draftSetupOf(*builtinRules("space-galaxy")));
    const auto seats = core::rules::draftSetupOf(*builtinRules("catan-seats"));
    ASSERT_TRUE(seats);
    EXPECT_EQ(seats->noise, (std::vector<double>{0.6, 0.3, 0.1}));
    EXPECT_EQ(seats->drafts, 1000);
}

} // namespace
} // namespace hexloom::test
