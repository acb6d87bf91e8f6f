// The exact encoding's size on big boards: the formula grows about as the board (counted at two
// sizes, not against stored figures), and a board too big for the caps answers `unknown` naming the
// cap and the part it was reached in, without building the rest.
#include <gtest/gtest.h>

#include "core/exact/exact_encoding.h"
#include "core/exact/exact_engine.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;
using core::model::Board;
using core::model::Map;

struct BigBoard {
    std::shared_ptr<const Board> board;
    std::shared_ptr<const core::rules::RuleSet> rules;
    Map map;
};

BigBoard scaledOriginal(int rows, int longRow)
{
    auto rules = builtinRules("terra-mystica-strict");
    auto loaded = test::scaledOriginal(rows, longRow, *rules);
    return {std::make_shared<const Board>(std::move(loaded.board)), rules, std::move(loaded.map)};
}

int64_t partClauses(const Cnf& cnf, const std::string& name)
{
    for (const auto& part : cnf.parts())
        if (part.name == name)
            return part.clauses;
    return 0;
}

// 1,854 and 3,575 hexes (1.93 times as many): the pool, binary adders past 1,024 hexes, grows as
// the board; the whole formula (water components' levels are log n digits) at most 1.2 times
// faster. With the pool's sorting networks (n log^2 n) the pool grew 2.4 times.
TEST(ExactEncoding, TheFormulaGrowsAboutAsTheBoard)
{
    const auto small = scaledOriginal(36, 52), large = scaledOriginal(50, 72);
    const ExactEncoding a(*small.board, *small.rules, small.map), b(*large.board, *large.rules, large.map);
    const double size = static_cast<double>(large.board->size()) / small.board->size();
    const double total = static_cast<double>(b.cnf().clauseCount()) / static_cast<double>(a.cnf().clauseCount());
    const double pool = static_cast<double>(partClauses(b.cnf(), "pool")) / static_cast<double>(partClauses(a.cnf(), "pool"));
    EXPECT_GT(pool, 0.9 * size);
    EXPECT_LT(pool, 1.1 * size);
    EXPECT_GT(total, 0.9 * size);
    EXPECT_LT(total, 1.2 * size);
    EXPECT_LT(static_cast<double>(b.cnf().varCount()) / a.cnf().varCount(), 1.2 * size);
}

// 29,880 hexes pass the default caps: the answer is `unknown` at once, naming the cap and the
// part it was reached in, and the literals' cap (the formula's memory) is reported as such.
TEST(ExactEncoding, ABoardPastTheCapsAnswersUnknownNamingTheCap)
{
    const auto big = scaledOriginal(144, 208);
    const auto started = Clock::now();
    ExactEngine clauses(big.board, big.rules, big.map, {});
    auto answer = clauses.prove(0, {}, false);
    EXPECT_EQ(answer.status, ProofStatus::Unknown);
    EXPECT_NE(answer.reason.find("clause cap of 4000000 clauses reached (in "), std::string::npos) << answer.reason;
    EXPECT_LT(Clock::now() - started, std::chrono::seconds(30)) << "the cap stops the encoding, not the time limit";

    ExactEngine memory(big.board, big.rules, big.map, {.caps = {.clauses = 100'000'000, .literals = 3'000'000}});
    answer = memory.prove(0, {}, false);
    EXPECT_EQ(answer.status, ProofStatus::Unknown);
    EXPECT_NE(answer.reason.find("memory cap of 3000000 literals reached (in "), std::string::npos) << answer.reason;
}

} // namespace
} // namespace hexloom::test
