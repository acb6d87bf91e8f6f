// The per-home-terrain balance report on a hand-checked board (derivation in the comments).
#include "core/rules/balance_report.h"

#include <gtest/gtest.h>

#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

// Y B Y / B Y / Y K I (the one-spade board of local_requirements_test.cpp):
//   desert (0,0) (0,2) (1,1) (2,0): none has a land neighbour one spade away; (1,1) touches the
//     river (2,2) -> 4 hexes, 0 with a one-spade neighbour, 1 touching water
//   lakes (0,1) (1,0): (1,0) touches swamp (2,1), one spade -> 2 hexes, 1, 0 touching water
//   swamp (2,1): touches lakes (1,0), one spade, and the river (2,2) -> 1, 1, 1
TEST(BalanceReportTest, HandCheckedBoard)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    const auto m = test::lettersMap("Y,B,Y\nB,Y\nY,K,I", *rules);
    const auto report = balanceReport(m.board, m.map, *rules);
    ASSERT_EQ(report.size(), 7u) << "one entry per land terrain";
    auto entry = [&](const char* id) {
        for (const auto& e : report)
            if (e.terrain == rules->byId(id))
                return e;
        ADD_FAILURE() << id;
        return TerrainBalance{};
    };
    const TerrainBalance desert = entry("desert"), lakes = entry("lakes"), swamp = entry("swamp"), forest = entry("forest");
    EXPECT_EQ(std::tie(desert.hexes, desert.withOneSpadeNeighbour, desert.withWaterContact), std::make_tuple(4, 0, 1));
    EXPECT_EQ(std::tie(lakes.hexes, lakes.withOneSpadeNeighbour, lakes.withWaterContact), std::make_tuple(2, 1, 0));
    EXPECT_EQ(std::tie(swamp.hexes, swamp.withOneSpadeNeighbour, swamp.withWaterContact), std::make_tuple(1, 1, 1));
    EXPECT_EQ(std::tie(forest.hexes, forest.withOneSpadeNeighbour, forest.withWaterContact), std::make_tuple(0, 0, 0));
    // In rule-set order: desert first, wasteland last, no river.
    EXPECT_EQ(report.front().terrain, rules->byId("desert"));
    EXPECT_EQ(report.back().terrain, rules->byId("wasteland"));
}

TEST(BalanceReportTest, HexesAddUpToTheLandOfAnOfficialBoard)
{
    auto rules = test::builtinRules("terra-mystica-published");
    const auto m = test::builtinMap("terra-mystica-original", *rules);
    int land = 0;
    for (const auto& e : balanceReport(m.board, m.map, *rules)) {
        land += e.hexes;
        EXPECT_LE(e.withOneSpadeNeighbour, e.hexes);
        EXPECT_LE(e.withWaterContact, e.hexes);
    }
    EXPECT_EQ(land, 113 - 36); // the reference table: 36 river hexes
}

} // namespace
} // namespace hexloom::core::rules
