// The token encoders (token-pairs, pip-balance) and the token pool against brute force on boards
// of 6 and 7 hexes: every map of kinds and number tokens (a token on every hex whose kind takes
// one, none elsewhere, the pool's counts of kinds and numbers, the locks' kinds and tokens),
// scored by the Evaluator. The oracle shares nothing with the encoding.
#include <gtest/gtest.h>

#include <random>

#include "core/exact/core_message.h"
#include "exact_fixture.h"

namespace hexloom::test {
namespace {

using namespace core::exact;

std::vector<RequirementSpec> tokenRequirements(std::mt19937& rng)
{
    const double tolerance = static_cast<double>(rng() % 3);
    return std::vector<RequirementSpec>{
        {"HOT", "token-pairs", "6 and 8 apart", 1, true, {{"numbers", std::string("6,8")}}},
        {"PIPS", "pip-balance", "Pips balanced", 1, true, {{"tolerance", tolerance}, {"groups", std::string(rng() % 2 ? "f,g" : "f,g,d")}}},
        {"PAIRS", "same-terrain-pairs", "Same kind pairs", 1, true, {{"count_twice", 0.0}}},
    };
}

TEST(TokenEncoders, AgreeWithBruteForceOnEveryAnswer)
{
    std::mt19937 rng(2808);
    const auto tally = expectTokenTrialsAgree(rng, 60, "PIPS", tokenRequirements);
    EXPECT_GT(tally.infeasible, 5);
    EXPECT_GT(tally.optimal, 5);
    EXPECT_GT(tally.cores, 3);
}

// Two locked 6s next to each other break "6 and 8 apart" whatever else happens: the core names
// both locks and the requirement; two locked 6s with one 6 in the pool name the token pool.
TEST(TokenEncoders, CoresNameTokenLocksAndTheTokenPool)
{
    std::mt19937 rng(1);
    TinyTrial t = randomTokenTrial(rng, tokenRequirements);
    t.rules->requirements = {{"HOT", "token-pairs", "6 and 8 apart", 1, true, {{"numbers", std::string("6,8")}}}};
    const int n = t.board.size();
    t.rules->pool = {n - 1, 0, 1};
    t.rules->tokenPool.assign(static_cast<size_t>(n - 1), 3);
    t.rules->tokenPool[0] = 6;
    t.rules->tokenPool[1] = 6;
    t.rules->finalize();
    const CellIndex a = 0, b = t.board.neighbours(0)[0];
    t.map = Map(n);
    for (CellIndex c : {a, b}) {
        t.map.setTerrain(c, 0);
        t.map.setToken(c, 6);
        t.map.setLocked(c, true);
    }
    auto answer = ExactEngine(std::make_shared<const Board>(t.board), t.rules, t.map).prove(0);
    ASSERT_EQ(answer.status, ProofStatus::Infeasible);
    EXPECT_EQ(answer.core.size(), 3u) << describeCore(answer.core, t.board, *t.rules);

    t.rules->requirements.clear();
    t.rules->tokenPool[1] = 3; // one 6 only
    t.rules->finalize();
    answer = ExactEngine(std::make_shared<const Board>(t.board), t.rules, t.map).prove(0);
    ASSERT_EQ(answer.status, ProofStatus::Infeasible);
    const auto words = describeCore(answer.core, t.board, *t.rules);
    ASSERT_EQ(answer.core.size(), 3u) << words;
    EXPECT_NE(words.find("pool: 1 token 6"), std::string::npos) << words;
}

} // namespace
} // namespace hexloom::test
