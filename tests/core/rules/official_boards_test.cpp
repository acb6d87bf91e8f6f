// The official Terra Mystica boards scored under both rule sets, and the standard Catan board.
// The expected counts were derived outside this code base: a separate scorer written directly
// from the requirement definitions in docs/rules.md (its own letter reader, neighbour rule for
// shifted rows, border test, flood fill and spade distance) produced every figure below, and they
// are the table in docs/rules.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

struct BoardScores {
    const char* board;
    int published[4];
    int strict[4];
};

std::map<std::string, int> countsById(const std::string& rulesName, const std::string& mapName)
{
    auto rules = test::builtinRules(rulesName);
    auto loaded = test::builtinMap(mapName, *rules);
    Evaluator eval(std::make_shared<const model::Board>(loaded.board), rules);
    std::map<std::string, int> counts;
    for (const auto& r : eval.report(loaded.map, false).requirements)
        counts[r.id] = r.violations;
    return counts;
}

TEST(OfficialBoardsTest, TerraMysticaScoresMatchAnIndependentScorer)
{
    const BoardScores expected[] = {
        {"terra-mystica-original", {0, 3, 0, 6}, {0, 3, 0, 14}},
        {"terra-mystica-fire-and-ice-side1", {0, 0, 0, 6}, {0, 0, 1, 13}},
        {"terra-mystica-fire-and-ice-side2", {0, 3, 0, 9}, {0, 3, 0, 17}},
        {"terra-mystica-fjords", {0, 0, 0, 9}, {0, 0, 0, 18}},
        {"terra-mystica-loon-lakes", {0, 12, 4, 2}, {0, 0, 5, 5}},
    };
    for (const auto& b : expected) {
        const auto published = countsById("terra-mystica-published", b.board);
        const auto strict = countsById("terra-mystica-strict", b.board);
        for (int r = 0; r < 4; ++r) {
            const std::string id = "REQ" + std::to_string(r + 1);
            EXPECT_EQ(published.at(id), b.published[r]) << b.board << " published " << id;
            EXPECT_EQ(strict.at(id), b.strict[r]) << b.board << " strict " << id;
        }
    }
}

// The three published REQ2 hexes of the Original board: where the river ends in the middle.
TEST(OfficialBoardsTest, OriginalRiverShapeViolationsAreTheThreeInnerRiverEnds)
{
    auto rules = test::builtinRules("terra-mystica-published");
    auto loaded = test::builtinMap("terra-mystica-original", *rules);
    Evaluator eval(std::make_shared<const model::Board>(loaded.board), rules);
    std::vector<std::pair<int, int>> cells;
    for (const auto& r : eval.report(loaded.map, true).requirements)
        if (r.id == "REQ2")
            for (model::CellIndex c : r.cells)
                cells.emplace_back(loaded.board.offset(c).row, loaded.board.offset(c).col);
    std::sort(cells.begin(), cells.end());
    EXPECT_EQ(cells, (std::vector<std::pair<int, int>>{{4, 8}, {5, 7}, {5, 8}}));
}

TEST(OfficialBoardsTest, StandardCatanBoard)
{
    const auto counts = countsById("catan", "catan-standard");
    EXPECT_EQ(counts.at("REQ1"), 5);
    EXPECT_EQ(counts.at("REQ2"), 1);
    EXPECT_EQ(counts.at("REQ3"), 0);
}

} // namespace
} // namespace hexloom::core::rules
