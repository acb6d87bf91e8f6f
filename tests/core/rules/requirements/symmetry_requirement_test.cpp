// The soft `symmetry` requirement against cells compared from positions (the pixel-geometry
// oracle of tests/core/symmetry), on random maps of every mode; a symmetric fill counts 0.
#include <gtest/gtest.h>

#include "core/rules/requirements/symmetry_requirement.h"
#include "core/symmetry/map_symmetry.h"
#include "tests/core/rules/fair_rules.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::core::rules {
namespace {

using symmetry::SymmetryMode;

// Cells whose terrain or token differs from their image under a generator of `mode`, the
// generators taken as plane maps: the mirror or the first turn, both mirrors for mirror-2.
std::vector<CellIndex> differingByPositions(const Board& board, const Map& map, SymmetryMode mode)
{
    const auto maps = symmetry::planeMaps(board, mode);
    const std::vector<size_t> generators = mode == SymmetryMode::Mirror2 ? std::vector<size_t>{1, 2} : std::vector<size_t>{1};
    std::vector<CellIndex> cells;
    for (CellIndex c = 0; c < board.size(); ++c)
        for (const size_t g : generators) {
            const CellIndex i = symmetry::cellAt(board, maps[g](model::HexLayout::centre(board.hex(c), 1.0)));
            if (map.terrain(i) != map.terrain(c) || map.token(i) != map.token(c)) {
                cells.push_back(c);
                break;
            }
        }
    return cells;
}

TEST(SymmetryRequirementTest, CountsTheCellsThatDifferFromTheirImageByPositions)
{
    for (const SymmetryMode mode : symmetry::symmetricModes()) {
        const bool turn = mode == SymmetryMode::Rotate3 || mode == SymmetryMode::Rotate6;
        const Board board = turn ? Board::hexagon(3) : Board::terraMystica(5, 7, true);
        auto rules = test::fairRules(board);
        rules->requirements = {test::fairSpec("symmetry", {{"mode", std::string(symmetry::modeName(mode))}})};
        SymmetryRequirement req(rules->requirements[0], *rules, board);
        run::Random random(5);
        for (int trial = 0; trial < 20; ++trial) {
            const Map map = test::randomFairMap(board, *rules, random);
            std::vector<CellIndex> cells;
            req.cells(map, cells);
            EXPECT_EQ(cells, differingByPositions(board, map, mode)) << symmetry::modeName(mode);
            EXPECT_EQ(req.count(map), static_cast<int>(cells.size()));
        }
        // A map made uniform per orbit counts 0 and explains nothing.
        Map map = test::randomFairMap(board, *rules, random);
        for (int o = 0; o < req.symmetry().orbitCount(); ++o)
            for (const CellIndex c : req.symmetry().orbit(o)) {
                map.setTerrain(c, map.terrain(req.symmetry().orbit(o)[0]));
                map.setToken(c, map.token(req.symmetry().orbit(o)[0]));
            }
        EXPECT_EQ(req.count(map), 0) << symmetry::modeName(mode);
        EXPECT_TRUE(req.explain(map, 0).empty());
    }
}

TEST(SymmetryRequirementTest, TokensCanBeLeftOutAndBadModesAndBoardsAreNamed)
{
    const Board board = Board::hexagon(2);
    auto rules = test::fairRules(board);
    rules->requirements = {test::fairSpec("symmetry", {{"mode", std::string("rotate-6")}, {"tokens", 0.0}})};
    SymmetryRequirement req(rules->requirements[0], *rules, board);
    Map map(board.size());
    for (CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, 0);
    map.setToken(board.indexOf({1, 0}), 5);
    EXPECT_EQ(req.count(map), 0);
    EXPECT_EQ(req.reads(), Requirement::kReadsTerrain);

    auto bad = test::fairSpec("symmetry", {{"mode", std::string("rotate-4")}});
    try {
        validateRequirement(bad);
        ADD_FAILURE() << "rotate-4 accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("field \"params.mode\": expected one of mirror-v"), std::string::npos) << e.what();
    }
    const Board tm = Board::terraMystica();
    auto onTm = test::fairSpec("symmetry", {{"mode", std::string("rotate-3")}});
    try {
        SymmetryRequirement r(onTm, *rules, tm);
        ADD_FAILURE() << "a board that is not invariant was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("is not rotate-3 symmetric"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("row 0, column 0"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace hexloom::core::rules
