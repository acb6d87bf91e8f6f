// SeatDraftRequirement against the independent draft (tests/core/rules/draft/draft_oracle.h): its
// count is the spread beyond the tolerance on shuffled Catan maps, its cells are the hexes of the
// extreme seats' corners, and its swap delta equals a recount.
#include "core/rules/requirements/seat_draft_requirement.h"

#include <gtest/gtest.h>
#include <random>

#include "tests/core/rules/draft/draft_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using core::model::Map;

core::rules::RequirementSpec spec(double tolerance)
{
    core::rules::RequirementSpec s;
    s.id = "SEATS";
    s.type = "seat-draft";
    s.params["tolerance"] = tolerance;
    return s;
}

TEST(SeatDraftRequirementTest, CountIsTheSpreadBeyondTheToleranceOfTheIndependentDraft)
{
    const auto rules = builtinRules("catan-seats");
    const auto bm = builtinMap("catan-standard", *rules);
    std::mt19937_64 rng(5);
    std::vector<CellIndex> producing;
    for (CellIndex c = 0; c < bm.map.size(); ++c)
        if (bm.map.token(c) > 0)
            producing.push_back(c);
    int violated = 0;
    for (const double tolerance : {0.0, 2.0, 2.5, 6.0}) {
        auto requirement = core::rules::makeRequirement(spec(tolerance), *rules, bm.board);
        Map m = bm.map;
        for (int round = 0; round < 80; ++round) {
            const auto a = producing[rng() % producing.size()], b = producing[rng() % producing.size()];
            const auto ta = m.token(a);
            m.setToken(a, m.token(b));
            m.setToken(b, ta);
            const auto oracle = draft_oracle::greedy(bm.board, *rules, m, 4, 2);
            const int want = std::max(0, static_cast<int>(std::ceil(oracle.spread() - tolerance)));
            ASSERT_EQ(requirement->count(m), want) << "tolerance " << tolerance << " round " << round;
            violated += tolerance == 2.0 && want > 0 ? 1 : 0;
            std::vector<CellIndex> cells;
            requirement->cells(m, cells);
            EXPECT_EQ(cells.empty(), want == 0);
            for (const CellIndex c : cells)
                EXPECT_FALSE(requirement->explain(m, c).empty()) << "cell " << c;
            // A swap's delta is the recount after it.
            const core::model::Swap s{a, b, core::model::Layer::Both};
            const int before = requirement->count(m);
            const int delta = requirement->swapDelta(m, s);
            Map after = m;
            after.apply(s);
            EXPECT_EQ(before + delta, requirement->count(after));
        }
    }
    EXPECT_GT(violated, 10) << "token swaps of the standard board should often unsettle the seats";
}

TEST(SeatDraftRequirementTest, ExtremeSeatsCellsAreTheirCornersHexes)
{
    const auto rules = builtinRules("catan-seats");
    const auto bm = builtinMap("catan-standard", *rules);
    auto requirement = core::rules::makeRequirement(spec(0), *rules, bm.board);
    // The standard board drafts evenly; trade number tokens until it does not.
    Map m = bm.map;
    std::vector<CellIndex> producing;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (m.token(c) > 0)
            producing.push_back(c);
    for (size_t i = 1; i < producing.size() && draft_oracle::greedy(bm.board, *rules, m, 4, 2).spread() == 0; ++i) {
        const auto t = m.token(producing[0]);
        m.setToken(producing[0], m.token(producing[i]));
        m.setToken(producing[i], t);
    }
    const auto oracle = draft_oracle::greedy(bm.board, *rules, m, 4, 2);
    ASSERT_GT(oracle.spread(), 0);
    const auto ks = draft_oracle::corners(bm.board);
    const auto low = std::min_element(oracle.totals.begin(), oracle.totals.end()) - oracle.totals.begin();
    const auto high = std::max_element(oracle.totals.begin(), oracle.totals.end()) - oracle.totals.begin();
    std::vector<CellIndex> want;
    for (size_t t = 0; t < oracle.picks.size(); ++t) {
        const int seat = draft_oracle::seatOf(static_cast<int>(t), 4);
        if (seat == low || seat == high)
            for (const CellIndex c : ks[static_cast<size_t>(oracle.picks[t])].cells)
                want.push_back(c);
    }
    std::sort(want.begin(), want.end());
    want.erase(std::unique(want.begin(), want.end()), want.end());
    std::vector<CellIndex> got;
    requirement->cells(m, got);
    EXPECT_EQ(got, want);
}

} // namespace
} // namespace hexloom::test
