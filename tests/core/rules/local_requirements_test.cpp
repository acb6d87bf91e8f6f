// Hand-checked tiny boards for the requirements that sum per-cell values. Geometry used in every
// derivation (long row first, so odd rows are shifted half a hex right):
//   (r,c) touches (r,c-1) and (r,c+1); an unshifted row touches (r±1,c-1) and (r±1,c);
//   a shifted row touches (r±1,c) and (r±1,c+1).
// Terraform cycle: Y0 U1 K2 B3 G4 S5 R6 (closed); I is river.
#include "tests/core/rules/hand_scoring.h"

namespace hexloom::test {
namespace {

// Y Y Y / Y U: desert pairs (0,0)-(0,1), (0,1)-(0,2), (1,0)-(0,0), (1,0)-(0,1) = 4; the plains
// (1,1) touches (0,1), (0,2), (1,0), all desert, so it is in no pair.
const char* kDeserts = "Y,Y,Y\nY,U";
// I I Y / I Y: river pairs do not count (water is not land); one desert pair (0,2)-(1,1).
const char* kRiverPairs = "I,I,Y\nI,Y";

TEST(SameTerrainPairsTest, PublishedCountsEveryPairTwice)
{
    const auto r = scoreByHand("terra-mystica-published", kDeserts, spec("same-terrain-pairs", {{"count_twice", 1.0}}));
    EXPECT_EQ(r.count, 8);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 1}, {0, 2}, {1, 0}}));
    EXPECT_EQ(scoreByHand("terra-mystica-published", kRiverPairs, spec("same-terrain-pairs", {{"count_twice", 1.0}})).count, 2);
}

TEST(SameTerrainPairsTest, CatanModeCountsEveryPairOnce)
{
    EXPECT_EQ(scoreByHand("terra-mystica-published", kDeserts, spec("same-terrain-pairs", {{"count_twice", 0.0}})).count, 4);
    const auto r = scoreByHand("terra-mystica-published", kRiverPairs, spec("same-terrain-pairs", {{"count_twice", 0.0}}));
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.cells, (Cells{{0, 2}, {1, 1}}));
}

TEST(SameTerrainHexesTest, CountsHexesNotPairs)
{
    const auto r = scoreByHand("terra-mystica-strict", kDeserts, spec("same-terrain-hexes"));
    EXPECT_EQ(r.count, 4);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 1}, {0, 2}, {1, 0}}));
    EXPECT_EQ(scoreByHand("terra-mystica-strict", kRiverPairs, spec("same-terrain-hexes")).count, 2);
}

// 5 rows of 5/4 hexes. Border: rows 0 and 4, and the first and last hex of every row; the
// interior is (1,1) (1,2) (2,1) (2,2) (2,3) (3,1) (3,2).
// Two lonely river hexes: (1,1) interior and (4,4) on the border, both k = 0.
const char* kLonely = "G,G,G,G,G\nG,I,G,G\nG,G,G,G,G\nG,G,G,G\nG,G,G,G,I";
// Two river ends: (0,0)-(0,1) on the border (k = 1 each, allowed there) and (2,2)-(2,3) inside
// (k = 1 each, not allowed inside).
const char* kEnds = "I,I,G,G,G\nG,G,G,G\nG,G,I,I,G\nG,G,G,G\nG,G,G,G,G";
// (1,1) inside touches river (0,1) and (0,2), both on the border: k = 2 with both on the border.
// (0,1) touches (0,2) (border) and (1,1) (inside); (0,2) touches (0,1) and (1,1): both fine.
const char* kBorderPair = "G,I,I,G,G\nG,I,G,G\nG,G,G,G,G\nG,G,G,G\nG,G,G,G,G";
// River (1,1) (1,2) (2,1) (2,2) (2,3) (3,0) (4,1). Water neighbours k:
//   (1,1): (1,2) (2,1) (2,2) = 3     (1,2): (1,1) (2,2) (2,3) = 3    (2,1): (2,2) (1,1) (3,0) = 3
//   (2,2): (2,1) (2,3) (1,1) (1,2) = 4 -> violation (k > 3)
//   (2,3): (2,2) (1,2) = 2, both inside -> fine   (3,0): (2,1) inside, (4,1) border = 2 -> fine
//   (4,1): (3,0) = 1 on the last row -> fine
// Land (4,0) touches only (4,1) and (3,0), both river -> violation. Total 2.
const char* kStar = "G,G,G,G,G\nG,I,I,G\nG,I,I,I,G\nI,G,G,G\nG,I,G,G,G";

TEST(RiverShapePublishedTest, LonelyRiverHexesViolateAnywhere)
{
    const auto r = scoreByHand("terra-mystica-published", kLonely, spec("river-shape-published"));
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.cells, (Cells{{1, 1}, {4, 4}}));
}

TEST(RiverShapePublishedTest, RiverMayEndOnlyOnTheBorder)
{
    const auto r = scoreByHand("terra-mystica-published", kEnds, spec("river-shape-published"));
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.cells, (Cells{{2, 2}, {2, 3}}));
}

TEST(RiverShapePublishedTest, TwoRiverNeighboursBothOnTheBorderViolate)
{
    const auto r = scoreByHand("terra-mystica-published", kBorderPair, spec("river-shape-published"));
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.cells, (Cells{{1, 1}}));
}

TEST(RiverShapePublishedTest, MoreThanThreeRiverNeighboursAndLandAmidRiverViolate)
{
    const auto r = scoreByHand("terra-mystica-published", kStar, spec("river-shape-published"));
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.cells, (Cells{{2, 2}, {4, 0}}));
}

TEST(WaterDegreeTest, StrictRangeOneToThree)
{
    // kLonely: both river hexes have k = 0. kStar: only (2,2) has k = 4 (k listed above).
    EXPECT_EQ(scoreByHand("terra-mystica-strict", kLonely, spec("water-degree")).cells, (Cells{{1, 1}, {4, 4}}));
    const auto r = scoreByHand("terra-mystica-strict", kStar, spec("water-degree", {{"min", 1.0}, {"max", 3.0}}));
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.cells, (Cells{{2, 2}}));
    // The ends of kEnds (k = 1) are fine under the strict rule, wherever they are.
    EXPECT_EQ(scoreByHand("terra-mystica-strict", kEnds, spec("water-degree")).count, 0);
}

TEST(WaterDegreeTest, CustomRange)
{
    // kStar with exactly 2 allowed: k = 3, 3, 3, 4 and 1 are out: (1,1) (1,2) (2,1) (2,2) (4,1).
    const auto r = scoreByHand("terra-mystica-strict", kStar, spec("water-degree", {{"min", 2.0}, {"max", 2.0}}));
    EXPECT_EQ(r.cells, (Cells{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {4, 1}}));
}

// Y B Y / B Y / Y K I. Land neighbours and spade distances:
//   (0,0) Y: B(0,1) 3, B(1,0) 3                 -> none at 1, 2 land neighbours
//   (0,1) B: Y 3, Y 3, B 0, Y 3                  -> none at 1, 4 land neighbours
//   (0,2) Y: B 3, Y 0                            -> none at 1, 2 land neighbours
//   (1,0) B: Y, Y, B, Y, K(2,1) 1                -> fine
//   (1,1) Y: B 3, B 3, Y 0, K 2 (and river)      -> none at 1, 4 land neighbours
//   (2,0) Y: K 2, B 3                            -> none at 1, 2 land neighbours
//   (2,1) K: Y 2, B(1,0) 1                       -> fine
const char* kSpades = "Y,B,Y\nB,Y\nY,K,I";

TEST(OneSpadeTest, StrictCountsEveryLandHex)
{
    const auto r = scoreByHand("terra-mystica-strict", kSpades, spec("one-spade", {{"min_land_neighbours", 0.0}}));
    EXPECT_EQ(r.count, 5);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 0}}));
    // A land hex with no land neighbour at all has none one spade away either.
    EXPECT_EQ(scoreByHand("terra-mystica-strict", "Y,I", spec("one-spade")).cells, (Cells{{0, 0}}));
}

TEST(OneSpadeTest, PublishedCountsOnlyHexesWithThreeLandNeighbours)
{
    const auto r = scoreByHand("terra-mystica-published", kSpades, spec("one-spade", {{"min_land_neighbours", 3.0}}));
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.cells, (Cells{{0, 1}, {1, 1}}));
    EXPECT_EQ(scoreByHand("terra-mystica-published", "Y,I", spec("one-spade", {{"min_land_neighbours", 3.0}})).count, 0);
}

TEST(OneSpadeTest, CycleIsClosed)
{
    // Wasteland (6) and desert (0) are one spade apart; desert and swamp (2) are two.
    EXPECT_EQ(scoreByHand("terra-mystica-strict", "R,Y", spec("one-spade")).count, 0);
    EXPECT_EQ(scoreByHand("terra-mystica-strict", "K,Y", spec("one-spade")).count, 2);
}

// F6 W8 P6 / H5 M8: hot (6 or 8) tokens at (0,0) (0,1) (0,2) (1,1). Adjacent hot pairs:
// (0,0)-(0,1), (0,1)-(0,2), (1,1)-(0,1), (1,1)-(0,2) = 4; (1,0) holds a 5.
const char* kTokens = "F6,W8,P6\nH5,M8";

TEST(TokenPairsTest, AdjacentSixesAndEights)
{
    const auto r = scoreByHand("catan", kTokens, spec("token-pairs"));
    EXPECT_EQ(r.count, 4);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {0, 1}, {0, 2}, {1, 1}}));
}

TEST(TokenPairsTest, OtherNumbers)
{
    // Hot 5 and 6: (0,0)6, (0,2)6, (1,0)5; the only adjacent pair is (1,0)-(0,0).
    const auto r = scoreByHand("catan", kTokens, spec("token-pairs", {{"numbers", std::string("5,6")}}));
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.cells, (Cells{{0, 0}, {1, 0}}));
}

} // namespace
} // namespace hexloom::test
