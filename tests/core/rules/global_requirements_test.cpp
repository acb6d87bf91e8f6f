// Hand-checked tiny boards for the requirements that need the whole map. Geometry as in
// local_requirements_test.cpp.
#include "tests/core/rules/hand_scoring.h"

namespace hexloom::test {
namespace {

// I G I G / G G G / I I G I. River pieces, labelled in cell order:
//   {(0,0)} (touches (0,1), (1,0): land), {(0,2)}, {(2,0), (2,1)}, {(2,3)} (touches (2,2), (1,2))
// = 4 pieces; the largest is {(2,0), (2,1)}; ties go to the earlier piece.
const char* kPieces = "I,G,I,G\nG,G,G\nI,I,G,I";

TEST(WaterComponentsTest, OnePieceAllowed)
{
    const auto r = scoreByHand("terra-mystica-strict", kPieces, spec("water-components", {{"allowed_components", 1.0}}));
    EXPECT_EQ(r.count, 3);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 2}, {2, 3}}));
}

TEST(WaterComponentsTest, TwoPiecesAllowedAsPublished)
{
    const auto r = scoreByHand("terra-mystica-published", kPieces, spec("water-components", {{"allowed_components", 2.0}}));
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.cells, (Cells{{0, 2}, {2, 3}}));
    EXPECT_EQ(scoreByHand("terra-mystica-published", kPieces, spec("water-components", {{"allowed_components", 5.0}})).count, 0);
}

// Y I U U / I I I / K I B G. Islands: {(0,0)} (touches (0,1), (1,0): river), {(0,2), (0,3)},
// {(2,0)}, {(2,2), (2,3)}.
const char* kIslands = "Y,I,U,U\nI,I,I\nK,I,B,G";

TEST(MinIslandSizeTest, IslandsSmallerThanTheSize)
{
    const auto two = scoreByHand("terra-mystica-strict", kIslands, spec("min-island-size", {{"size", 2.0}}));
    EXPECT_EQ(two.count, 2);
    EXPECT_EQ(two.cells, (Cells{{0, 0}, {2, 0}}));
    const auto three = scoreByHand("terra-mystica-strict", kIslands, spec("min-island-size", {{"size", 3.0}}));
    EXPECT_EQ(three.count, 4);
    EXPECT_EQ(three.cells, (Cells{{0, 0}, {0, 2}, {0, 3}, {2, 0}, {2, 2}, {2, 3}}));
    EXPECT_EQ(scoreByHand("terra-mystica-strict", kIslands, spec("min-island-size", {{"size", 1.0}})).count, 0);
}

// pips(n) = 6 - |7 - n|: 2 -> 1, 5 -> 4, 6 -> 5, 8 -> 5, 9 -> 4.
// F6 W2 P8 / H5 M9: wood 5, wheat 1, sheep 5, mean 11/3 = 3.67; off by 1.33, 2.67, 1.33.
// brick 4, ore 4: mean 4, off by 0.
TEST(PipBalanceTest, ResourcesFarFromTheirGroupMean)
{
    const auto r = scoreByHand("catan", "F6,W2,P8\nH5,M9", spec("pip-balance"));
    EXPECT_EQ(r.count, 3);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 1}, {0, 2}}));
    const auto loose = scoreByHand("catan", "F6,W2,P8\nH5,M9", spec("pip-balance", {{"tolerance", 2.0}}));
    EXPECT_EQ(loose.count, 1);
    EXPECT_EQ(loose.cells, (Cells{{0, 1}}));
}

TEST(PipBalanceTest, BothGroups)
{
    // H6 M2: brick 5, ore 1, mean 3, both off by 2 > 1; the first group as above: 3 + 2.
    const auto r = scoreByHand("catan", "F6,W2,P8\nH6,M2", spec("pip-balance"));
    EXPECT_EQ(r.count, 5);
    // One group of its own: wood 5 and wheat 1, mean 3, both off by 2; sheep is in no group.
    const auto custom = scoreByHand("catan", "F6,W2,P8\nH6,M2", spec("pip-balance", {{"groups", std::string("wood,wheat")}}));
    EXPECT_EQ(custom.count, 2);
    EXPECT_EQ(custom.cells, (Cells{{0, 0}, {0, 1}}));
}

} // namespace
} // namespace hexloom::test
