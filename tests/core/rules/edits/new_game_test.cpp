// New games from each template on boards of several sizes: the pool fills the board (counted from
// the board itself), homes lie on it and are distinct, and the rule-set reader accepts the file.
#include "core/rules/edits/new_game.h"

#include <gtest/gtest.h>
#include <numeric>
#include <set>

#include "core/io/rule_set_file.h"
#include "core/rules/edits/game_setup_check.h"

namespace hexloom::core::rules {
namespace {

RuleSet readBack(const RuleSet& r) { return io::parseRuleSet(io::writeRuleSet(r), "new " + r.name); }

TEST(NewGame, EveryTemplateOnSeveralBoardsReadsBackAndFits)
{
    const std::vector<BoardSpec> boards{{"hexagon", 2, 0, true, ""}, {"hexagon", 4, 0, true, ""}, {"rectangle", 7, 5, true, ""},
                                        {"terra-mystica", 9, 13, true, ""}};
    for (GameTemplate t : gameTemplates())
        for (const BoardSpec& spec : boards) {
            SCOPED_TRACE(std::string(gameTemplateName(t)) + " on " + spec.shape + " " + std::to_string(spec.a));
            NewGameOptions o;
            o.from = t;
            o.board = spec;
            const RuleSet r = makeNewGame(o);
            const model::Board board = boardOf(r.board);
            EXPECT_EQ(std::accumulate(r.pool.begin(), r.pool.end(), 0), board.size());
            EXPECT_FALSE(firstSetupProblem(r, board).has_value()) << firstSetupProblem(r, board)->text();
            const RuleSet back = readBack(r);
            EXPECT_EQ(back.pool, r.pool);
            EXPECT_EQ(back.players.players.size(), r.players.players.size());
            EXPECT_EQ(back.requirements.size(), r.requirements.size());
            EXPECT_EQ(boardOf(back.board).size(), board.size());
            // Every template kind says what it is on the hex, without colour: a label (read
            // back, so it fits) and, but for the blank page and empty space, a glyph.
            for (const Terrain& k : back.terrains) {
                EXPECT_EQ(k.label.empty(), t == GameTemplate::Blank) << k.id;
                EXPECT_EQ(k.glyph.empty(), t == GameTemplate::Blank || k.id == "empty") << k.id;
            }
        }
}

TEST(NewGame, TemplatesAreLikeTheirGames)
{
    NewGameOptions o;
    o.from = GameTemplate::Terrain;
    const RuleSet terrain = makeNewGame(o);
    EXPECT_EQ(terrain.cycleLength(), 7);
    EXPECT_EQ(terrain.pool[terrain.byId("river")], 36); // the published board's 113 hexes: 77 land, 36 river
    EXPECT_EQ(terrain.players.players.size(), 7u);
    o.from = GameTemplate::Tokens;
    const RuleSet tokens = makeNewGame(o);
    EXPECT_EQ(tokens.pool, (std::vector<int>{4, 4, 4, 3, 3, 1}));
    EXPECT_EQ(tokens.tokenPool, (std::vector<int>{2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12}));
    o.from = GameTemplate::Slices;
    const RuleSet slices = makeNewGame(o);
    EXPECT_EQ(slices.players.players.size(), 6u);
    EXPECT_EQ(slices.pool[slices.byId("home")], 6);
}

TEST(NewGame, BlankHasTheKindsAndPlayersAsked)
{
    NewGameOptions o;
    o.kinds = 14;
    o.players = 3;
    const RuleSet r = makeNewGame(o);
    ASSERT_EQ(r.terrainCount(), 14);
    EXPECT_EQ(r.byLetter('O'), 13); // N is skipped
    std::set<uint32_t> colours;
    for (const auto& t : r.terrains)
        colours.insert(t.colour);
    EXPECT_EQ(colours.size(), 14u);
    EXPECT_EQ(r.players.players.size(), 3u);
    EXPECT_TRUE(r.requirements.empty());
}

TEST(NewGame, BadOptionsAreRefusedNamingTheOption)
{
    const auto refusal = [](NewGameOptions o) {
        try {
            makeNewGame(o);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    NewGameOptions o;
    o.kinds = 26;
    EXPECT_EQ(refusal(o).rfind("kinds:", 0), 0u);
    o = {};
    o.players = 1;
    EXPECT_EQ(refusal(o).rfind("players:", 0), 0u);
    o.from = GameTemplate::Terrain;
    o.players = 8;
    EXPECT_EQ(refusal(o).rfind("players:", 0), 0u);
    o = {};
    o.players = 8;
    o.board = BoardSpec{"hexagon", 1, 0, true, ""}; // 7 cells for 8 homes
    EXPECT_EQ(refusal(o).rfind("players:", 0), 0u);
    o = {};
    o.board = BoardSpec{"custom", 0, 0, true, ""};
    EXPECT_EQ(refusal(o).rfind("board:", 0), 0u);
}

TEST(NewGame, SharedPoolSumsToTheTotalInProportion)
{
    EXPECT_EQ(sharedPool({1, 1, 1}, 10), (std::vector<int>{4, 3, 3}));
    EXPECT_EQ(sharedPool({11, 36}, 113), (std::vector<int>{26, 87}));
    for (int total : {0, 1, 7, 37, 113})
        for (const auto& w : std::vector<std::vector<double>>{{1}, {3, 1}, {4, 4, 4, 3, 3, 1}}) {
            const auto pool = sharedPool(w, total);
            EXPECT_EQ(std::accumulate(pool.begin(), pool.end(), 0), total);
        }
}

TEST(NewGame, SpreadHomesAreDistinctCellsOfTheBoard)
{
    for (const model::Board& board : {model::Board::hexagon(3), model::Board::rectangle(6, 4), model::Board::terraMystica()})
        for (int players = 2; players <= 8; ++players) {
            const auto homes = spreadHomes(board, players);
            ASSERT_EQ(homes.size(), static_cast<size_t>(players));
            EXPECT_EQ(std::set<model::OffsetCoord>(homes.begin(), homes.end()).size(), homes.size());
            for (const auto& h : homes)
                EXPECT_NE(board.indexAtOffset(h), model::kNoCell);
        }
    // Six players on the galaxy's hexagon sit on its edge (ring 3), as the galaxy's homes do.
    const model::Board galaxy = model::Board::hexagon(3);
    for (const auto& h : spreadHomes(galaxy, 6))
        EXPECT_EQ(model::distance(galaxy.hex(galaxy.indexAtOffset(h)), model::Hex{0, 0}), 3);
}

TEST(NewGame, BoardSpecsRoundTrip)
{
    for (const model::Board& board : {model::Board::hexagon(3), model::Board::rectangle(6, 4), model::Board::terraMystica(7, 9, false)})
        EXPECT_EQ(boardOf(boardSpecOf(board)), board);
}

} // namespace
} // namespace hexloom::core::rules
