// Fuzzes the rule-set reader (core/io/rule_set_file). Malformed input must give
// core::io::ParseError and nothing else. A rule set that parses must be writable, and what is
// written must read back to a rule set that writes identically. It must also score: on a small
// Catan-sized board every swap delta must equal full re-scoring (std::invalid_argument from the
// evaluator is how a rule set that cannot score a board is refused, and is allowed).
#include <cmath>
#include <stdexcept>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/rules/evaluator.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;

namespace {
void checkRoundTrip(const core::rules::RuleSet& rules)
{
    const QByteArray written = core::io::writeRuleSet(rules);
    try {
        const core::rules::RuleSet again = core::io::parseRuleSet(written, "round-trip");
        if (core::io::writeRuleSet(again) != written)
            fuzz::violated("a written rule set does not read back to the same rule set");
    } catch (const core::io::ParseError& e) {
        fuzz::violated(std::string("a written rule set does not read back: ") + e.what());
    }
}

// Fills a radius-2 hexagon with the terrains in turn (and the token pool), then checks a few
// swap deltas against full re-scoring.
void checkScoring(std::shared_ptr<const core::rules::RuleSet> rules)
{
    auto board = std::make_shared<const core::model::Board>(core::model::Board::hexagon(2));
    std::unique_ptr<core::rules::Evaluator> evaluator;
    try {
        evaluator = std::make_unique<core::rules::Evaluator>(board, rules);
    } catch (const std::invalid_argument&) {
        return;
    }
    core::model::Map map(board->size());
    const auto terrains = rules->terrains.size();
    for (core::model::CellIndex i = 0; i < board->size(); ++i) {
        map.setTerrain(i, static_cast<core::model::TerrainId>((static_cast<size_t>(i) * 7 + 3) % terrains));
        if (!rules->tokenPool.empty())
            map.setToken(i, static_cast<core::model::Token>(rules->tokenPool[static_cast<size_t>(i) % rules->tokenPool.size()]));
    }
    double before = evaluator->score(map);
    for (int k = 0; k < 8; ++k) {
        const core::model::Swap swap{k, (k * 5 + 4) % board->size(), core::model::Layer::Both};
        const double delta = evaluator->swapDelta(map, swap);
        map.apply(swap);
        const double after = evaluator->score(map);
        if (std::abs(before + delta - after) > 1e-6 * (1 + std::abs(after)))
            fuzz::violated("a swap delta differs from full re-scoring");
        before = after;
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    std::shared_ptr<const core::rules::RuleSet> rules;
    try {
        rules = std::make_shared<const core::rules::RuleSet>(core::io::parseRuleSet(fuzz::bytes(data, size), "fuzz.json"));
    } catch (const core::io::ParseError&) {
        return 0;
    }
    checkRoundTrip(*rules);
    checkScoring(rules);
    return 0;
}
