// The problems a new game can have, each named by its field, on a hexagon of radius 1 (7 cells).
#include "core/rules/edits/game_setup_check.h"

#include <gtest/gtest.h>

#include "core/rules/edits/new_game.h"

namespace hexloom::core::rules {
namespace {

class GameSetupCheck : public ::testing::Test {
protected:
    void SetUp() override
    {
        NewGameOptions o;
        o.kinds = 2;
        o.players = 2;
        o.board = BoardSpec{"hexagon", 1, 0, true, ""};
        rules = makeNewGame(o);
        ASSERT_FALSE(firstSetupProblem(rules, board).has_value());
    }
    std::string first() const
    {
        const auto p = firstSetupProblem(rules, board);
        return p ? p->text() : std::string();
    }
    RuleSet rules;
    model::Board board = model::Board::hexagon(1);
};

TEST_F(GameSetupCheck, PoolThatDoesNotFillTheBoard)
{
    rules.pool[0] += 3;
    EXPECT_EQ(first(), "field \"pool\": the pool holds 10 tiles but the board has 7 cells (3 too many)");
    rules.pool[0] -= 5;
    EXPECT_EQ(first(), "field \"pool\": the pool holds 5 tiles but the board has 7 cells (2 too few)");
}

TEST_F(GameSetupCheck, PlayerWithNoHome)
{
    rules.players.players[1].homeCells.clear();
    EXPECT_EQ(first(), "field \"players.list[1].home\": player Player 2 has no home: give it a home hex or a home kind");
}

TEST_F(GameSetupCheck, TwoPlayersOnOneHome)
{
    rules.players.players[1].homeCells = rules.players.players[0].homeCells;
    const auto c = rules.players.players[0].homeCells[0];
    EXPECT_EQ(first(), "field \"players.list[1].home\": player Player 2's home (" + std::to_string(c.row) + ", " + std::to_string(c.col) +
                           ") is already player Player 1's home");
}

TEST_F(GameSetupCheck, HomeOffTheBoard)
{
    rules.players.players[0].homeCells = {{5, 0}};
    EXPECT_EQ(first(), "field \"players.list[0].home\": player Player 1's home (5, 0) is off the board (" + board.describe() + ")");
}

TEST_F(GameSetupCheck, HomesNeedTilesThePoolHolds)
{
    ASSERT_EQ(rules.players.players[0].homeTile, "kind-1"); // no kind "home": the first kind
    rules.pool = {1, 6};
    EXPECT_EQ(first(), "field \"players.list[0].home_tile\": 2 homes hold Kind 1 but the pool has 1 of it");
    rules.players.players[1].homeTile = "gold";
    EXPECT_EQ(first(), "field \"players.list[1].home_tile\": player Player 2's home needs a home tile: the kind its hex holds");
}

TEST_F(GameSetupCheck, TokensThatDoNotFitTheirHexes)
{
    rules.terrains[0].takesToken = true;
    rules.tokenPool = {6, 8};
    EXPECT_EQ(first(), "field \"tokens\": 2 number tokens for " + std::to_string(rules.pool[0]) + " tiles that take one (their kinds' pool counts)");
}

} // namespace
} // namespace hexloom::core::rules
