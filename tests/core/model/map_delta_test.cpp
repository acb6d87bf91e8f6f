// A map delta applied to the map it was taken from gives the other map, cell for cell (terrain,
// token, lock, empty cells included), on boards of every shape; malformed deltas are refused
// naming the entry and the part.
#include <gtest/gtest.h>
#include <random>

#include "core/model/map_delta.h"

namespace hexloom::core::model {
namespace {

Map randomMap(int cells, std::mt19937& random)
{
    Map m(cells);
    for (CellIndex c = 0; c < cells; ++c) {
        const int t = static_cast<int>(random() % 6);
        m.setTerrain(c, t == 5 ? kNoTerrain : static_cast<TerrainId>(t));
        m.setToken(c, static_cast<Token>(static_cast<int>(random() % 256) - 128));
        m.setLocked(c, random() % 3 == 0);
    }
    return m;
}

TEST(MapDelta, TakesOneMapToTheOther)
{
    std::mt19937 random(7);
    for (const Board& board : {Board::hexagon(3), Board::rectangle(5, 4), Board::terraMystica(9, 13, true)}) {
        SCOPED_TRACE(board.describe());
        const Map from = randomMap(board.size(), random);
        // A third of the cells changed: some in their lock only, some in everything (at random).
        const Map other = randomMap(board.size(), random);
        Map to = from;
        for (CellIndex c = 0; c < board.size(); c += 3) {
            if (c % 2) {
                to.setLocked(c, !from.locked(c));
                continue;
            }
            to.setTerrain(c, other.terrain(c));
            to.setToken(c, other.token(c));
            to.setLocked(c, other.locked(c));
        }
        Map made = from;
        applyMapDelta(writeMapDelta(board, from, to), board, 5, made);
        EXPECT_EQ(made, to);
        EXPECT_EQ(writeMapDelta(board, to, to), "") << "no change, no entries";
    }
}

TEST(MapDelta, NamesTheEntryAndThePartThatIsWrong)
{
    const Board board = Board::hexagon(1);
    const struct {
        const char* delta;
        const char* message;
    } cases[] = {
        {"0,0,1,0,0;3,3,1,0,0", "entry 2: no cell at row 3, column 3 on a hexagon radius=1 board"},
        {"0,0,7,0,0", "entry 1: terrain \"7\" is not '-' or a terrain index from 0 to 4"},
        {"0,0,1,200,0", "entry 1: token \"200\" is not a whole number from -128 to 127"},
        {"0,0,1,0,yes", "entry 1: lock \"yes\" is not 0 or 1"},
        {"0,0,1,0", "entry 1: expected ROW,COL,TERRAIN,TOKEN,LOCK, found \"0,0,1,0\""},
        {"0,0,1,0,0,0", "entry 1: expected ROW,COL,TERRAIN,TOKEN,LOCK, found more than five parts"},
        {"0,0,1,0,0;", "entry 2: expected ROW,COL,TERRAIN,TOKEN,LOCK, found \"\""},
        {"-1,0,1,0,0", "entry 1: row and column must be whole numbers from 0 to 2000"},
        {"1,1,1,0,0;1,1,2,0,0", "entry 2: row 1, column 1 is listed twice"},
    };
    for (const auto& c : cases) {
        Map map(board.size());
        try {
            applyMapDelta(c.delta, board, 5, map);
            ADD_FAILURE() << c.delta << " was accepted";
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(std::string(e.what()), c.message) << c.delta;
        }
    }
}

} // namespace
} // namespace hexloom::core::model
