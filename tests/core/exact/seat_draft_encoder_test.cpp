// The seat-draft encoder against brute force on a tiny Catan (boards of 6 and 7 hexes, kinds and
// number tokens, locks that may break the pool, drafts of 2 to 4 seats placing once or twice, and
// a desert that is water in half of them, so that some corners are no place): every answer
// (optimum, infeasible, lower bound, best score); and against the Evaluator on the built-in
// catan-seats board with every hex and token locked, where the proven optimum is that map's own
// count.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/rules/evaluator.h"
#include "exact_fixture.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

// Pips of 2, 3, 5, 6, 8, 11 are 1, 2, 4, 5, 5, 2: a seat drafts 0 to 30.
std::vector<RequirementSpec> draftRequirements(std::mt19937& rng)
{
    return {
        {"DRAFT", "seat-draft", "Every seat drafts alike", 1, true, {{"tolerance", static_cast<double>(rng() % 3)}}},
        {"HOT", "token-pairs", "6 and 8 apart", 1, true, {{"numbers", std::string("6,8")}}},
    };
}

// Drafts of 2 to 4 seats placing once or twice; the desert d (which takes no token) water in half.
void adjustDraft(TinyTrial& t, std::mt19937& rng)
{
    t.rules->draft = core::rules::DraftSetup{.seats = 2 + static_cast<int>(rng() % 3), .placements = 1 + static_cast<int>(rng() % 2), .noise = {}};
    t.rules->terrains[2].water = rng() % 2 == 0;
    t.rules->finalize();
}

TEST(SeatDraftEncoder, AgreesWithBruteForceOnEveryAnswer)
{
    std::mt19937 rng(2841);
    const auto tally = expectTokenTrialsAgree(rng, 200, "DRAFT", draftRequirements, adjustDraft);
    EXPECT_GT(tally.holding, 100);
    EXPECT_GT(tally.infeasible, 20);
    EXPECT_GT(tally.nonZero, 20);
}

// The built-in catan-seats rule set (REQ4: the greedy draft of 4 seats placing twice within 2
// pips; with same-terrain pairs, pip balance and token pairs) on maps whose terrains and tokens
// are shuffled, every hex locked: the whole rule set is covered and its proven optimum is the
// Evaluator's score of that map, the draft's count included.
TEST(SeatDraftEncoder, CountsTheEvaluatorsViolationsOnLockedCatanMaps)
{
    const auto [rules, board, start] = builtinCase("catan-seats", "catan-seats", "REQ4", "seat-draft");
    core::rules::Evaluator draftOnly(board, std::make_shared<RuleSet>([&] {
                                         RuleSet only = *rules;
                                         std::erase_if(only.requirements, [](const RequirementSpec& s) { return s.id != "REQ4"; });
                                         return only;
                                     }()));
    std::mt19937 rng(2842);
    int drafted = 0;
    for (int round = 0; round < 6; ++round) {
        const Map map = shuffledHexes(start, rng);
        SCOPED_TRACE("round " + std::to_string(round));
        expectLockedMapProvenAtItsScore(board, rules, map);
        drafted += draftOnly.score(map) > 0 ? 1 : 0;
    }
    EXPECT_GE(drafted, 2);
}

} // namespace
} // namespace hexloom::test
