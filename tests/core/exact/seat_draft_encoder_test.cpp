// The seat-draft encoder against brute force on a tiny Catan (boards of 6 and 7 hexes, kinds and
// number tokens, locks that may break the pool, drafts of 2 to 4 seats placing once or twice, and
// a desert that is water in half of them, so that some corners are no place): every answer
// (optimum, infeasible, lower bound, best score); and against the Evaluator on the built-in
// catan-seats board with every hex and token locked, where the proven optimum is that map's own
// count.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>

#include "brute_force.h"
#include "core/exact/exact_engine.h"
#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;
using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::rules::RequirementSpec;
using core::rules::RuleSet;

// Pips of 2, 3, 5, 6, 8, 11 are 1, 2, 4, 5, 5, 2: a seat drafts 0 to 30.
std::vector<RequirementSpec> draftRequirements(std::mt19937& rng)
{
    return {
        {"DRAFT", "seat-draft", "Every seat drafts alike", 1, true, {{"tolerance", static_cast<double>(rng() % 3)}}},
        {"HOT", "token-pairs", "6 and 8 apart", 1, true, {{"numbers", std::string("6,8")}}},
    };
}

TinyTrial draftTrial(std::mt19937& rng)
{
    TinyTrial t = randomTokenTrial(rng, draftRequirements);
    t.rules->draft = core::rules::DraftSetup{.seats = 2 + static_cast<int>(rng() % 3), .placements = 1 + static_cast<int>(rng() % 2), .noise = {}};
    t.rules->terrains[2].water = rng() % 2 == 0; // the desert d takes no token
    t.rules->finalize();
    return t;
}

TEST(SeatDraftEncoder, AgreesWithBruteForceOnEveryAnswer)
{
    std::mt19937 rng(2841);
    int infeasible = 0, nonZero = 0, drafted = 0;
    for (int round = 0; round < 200; ++round) {
        const TinyTrial t = draftTrial(rng);
        drafted += t.rules->requirement("DRAFT") != nullptr ? 1 : 0;
        const double brute = bruteForceTokens(t);
        const std::optional<int> target = rng() % 2 == 0 ? std::optional<int>(static_cast<int>(rng() % 2)) : std::nullopt;
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove(target);
        SCOPED_TRACE("round " + std::to_string(round));
        ASSERT_TRUE(answer.notCovered.empty()) << answer.notCovered.front().reason;
        if (brute > target.value_or(1'000'000)) {
            ++infeasible;
            ASSERT_EQ(answer.status, ProofStatus::Infeasible);
            EXPECT_TRUE(answer.coreMinimal);
        } else {
            EXPECT_EQ(answer.status, ProofStatus::Optimal);
        }
        if (brute < std::numeric_limits<double>::infinity()) {
            nonZero += brute > 0 ? 1 : 0;
            EXPECT_EQ(answer.lowerBound, brute);
            ASSERT_TRUE(answer.best.has_value());
            EXPECT_EQ(answer.bestScore, brute);
        }
    }
    EXPECT_GT(drafted, 100);
    EXPECT_GT(infeasible, 20);
    EXPECT_GT(nonZero, 20);
}

// The built-in catan-seats rule set (REQ4: the greedy draft of 4 seats placing twice within 2
// pips; with same-terrain pairs, pip balance and token pairs) on maps whose terrains and tokens
// are shuffled, every hex locked: the whole rule set is covered and its proven optimum is the
// Evaluator's score of that map, the draft's count included.
TEST(SeatDraftEncoder, CountsTheEvaluatorsViolationsOnLockedCatanMaps)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("catan-seats"));
    ASSERT_NE(rules->requirement("REQ4"), nullptr);
    ASSERT_EQ(rules->requirement("REQ4")->type, "seat-draft");
    const auto loaded = builtinMap("catan-seats", *rules);
    const auto board = std::make_shared<const Board>(loaded.board);
    core::rules::Evaluator draftOnly(board, std::make_shared<RuleSet>([&] {
                                         RuleSet only = *rules;
                                         std::erase_if(only.requirements, [](const RequirementSpec& s) { return s.id != "REQ4"; });
                                         return only;
                                     }()));
    std::mt19937 rng(2842);
    int drafted = 0;
    for (int round = 0; round < 6; ++round) {
        Map map = loaded.map;
        std::vector<CellIndex> cells(static_cast<size_t>(map.size()));
        for (CellIndex c = 0; c < map.size(); ++c)
            cells[static_cast<size_t>(c)] = c;
        auto to = cells;
        std::shuffle(to.begin(), to.end(), rng);
        for (size_t i = 0; i < cells.size(); ++i) {
            map.setTerrain(to[i], loaded.map.terrain(cells[i]));
            map.setToken(to[i], loaded.map.token(cells[i]));
        }
        SCOPED_TRACE("round " + std::to_string(round));
        expectLockedMapProvenAtItsScore(board, rules, map);
        drafted += draftOnly.score(map) > 0 ? 1 : 0;
    }
    EXPECT_GE(drafted, 2);
}

} // namespace
} // namespace hexloom::test
