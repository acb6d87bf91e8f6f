// CellSelection against a std::set oracle: random inserts, erases, inverts, Select All and lists
// of cells on boards whose sizes are and are not multiples of 64 (the last word's tail bits).
#include <gtest/gtest.h>
#include <random>
#include <set>

#include "ui/scene/cell_selection.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::scene::CellSelection;

void expectSame(const CellSelection& s, const std::set<CellIndex>& oracle, CellIndex n)
{
    ASSERT_EQ(s.size(), oracle.size());
    EXPECT_EQ(s.empty(), oracle.empty());
    EXPECT_EQ(s.isAll(), static_cast<CellIndex>(oracle.size()) == n);
    EXPECT_EQ(s.cells(), std::vector<CellIndex>(oracle.begin(), oracle.end()));
    EXPECT_EQ(s.first(), oracle.empty() ? core::model::kNoCell : *oracle.begin());
    for (CellIndex c = -2; c < n + 3; ++c)
        ASSERT_EQ(s.contains(c), oracle.count(c) == 1) << "cell " << c;
    std::vector<CellIndex> visited;
    s.forEach([&](CellIndex c) { visited.push_back(c); });
    EXPECT_EQ(visited, s.cells());
}

class CellSelectionSizes : public ::testing::TestWithParam<CellIndex> {};

TEST_P(CellSelectionSizes, RandomEditsMatchASetOfCells)
{
    const CellIndex n = GetParam();
    std::mt19937 rng(static_cast<unsigned>(n));
    std::uniform_int_distribution<CellIndex> cell(-3, n + 3); // off-board cells are ignored
    std::uniform_int_distribution<int> op(0, 19);
    CellSelection s(n);
    std::set<CellIndex> oracle;
    auto invertOracle = [&] {
        std::set<CellIndex> inverted;
        for (CellIndex c = 0; c < n; ++c)
            if (!oracle.count(c))
                inverted.insert(c);
        oracle = inverted;
    };
    for (int step = 0; step < 400; ++step) {
        const int o = op(rng);
        const CellIndex c = cell(rng);
        if (o < 9) {
            s.insert(c);
            if (c >= 0 && c < n)
                oracle.insert(c);
        } else if (o < 17) {
            s.erase(c);
            oracle.erase(c);
        } else if (o == 17) {
            s.invert();
            invertOracle();
        } else if (o == 18) {
            s = CellSelection::all(n);
            oracle.clear();
            invertOracle();
        } else {
            std::vector<CellIndex> list{c, c, cell(rng), cell(rng)};
            s = CellSelection::of(n, list);
            oracle.clear();
            for (CellIndex x : list)
                if (x >= 0 && x < n)
                    oracle.insert(x);
        }
        expectSame(s, oracle, n);
        if (HasFatalFailure())
            return;
    }
}

INSTANTIATE_TEST_SUITE_P(BoardSizes, CellSelectionSizes, ::testing::Values(0, 1, 63, 64, 65, 113, 128, 1000));

TEST(CellSelection, SelectionsAreEqualOnlyOnTheSameBoardWithTheSameCells)
{
    EXPECT_EQ(CellSelection::all(100), CellSelection::of(100, [] {
                  std::vector<CellIndex> all;
                  for (CellIndex c = 0; c < 100; ++c)
                      all.push_back(c);
                  return all;
              }()));
    EXPECT_FALSE(CellSelection(100) == CellSelection(101));
    EXPECT_FALSE(CellSelection::of(100, {3}) == CellSelection::of(100, {4}));
    CellSelection twice = CellSelection::of(100, {5, 70});
    twice.invert();
    twice.invert();
    EXPECT_EQ(twice, CellSelection::of(100, {5, 70}));
}

} // namespace
} // namespace hexloom::test
