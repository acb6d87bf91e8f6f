#include "core/rules/requirements/token_pairs_requirement.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
// A list of token numbers 1 to 127, ',' between them.
void checkNumbers(const RequirementSpec& spec)
{
    const std::string numbers = tokenPairsType().text(spec, "numbers");
    size_t start = 0;
    while (start <= numbers.size()) {
        const size_t end = std::min(numbers.find(',', start), numbers.size());
        const std::string item = numbers.substr(start, end - start);
        if (item.empty() || item.size() > 3 || !std::all_of(item.begin(), item.end(), ::isdigit) || std::stoi(item) < 1 || std::stoi(item) > 127)
            throw text::TextError(text::inField("params.numbers", {QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is not a list of numbers 1 to 127"), {{numbers}}}));
        start = end + 1;
    }
}
} // namespace

const RequirementType& tokenPairsType()
{
    static const RequirementType type{
        .type = "token-pairs",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Adjacent hexes whose tokens are both in a set (Catan REQ3: 6 and 8)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "numbers"), true, 0, 0, std::string("6,8"), QT_TRANSLATE_NOOP("hexloom::core", "comma-separated token numbers that must not touch")}},
        .make = makeOf<TokenPairsRequirement>,
        .builds = isOneOf<TokenPairsRequirement>,
        .checkParameters = checkNumbers,
        .fastPath = FastPath::TokenPairs,
        .exampleRules = "catan",
    };
    return type;
}

TokenPairsRequirement::TokenPairsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : LocalRequirement(spec, rules, board)
{
    std::istringstream in(tokenPairsType().text(spec, "numbers"));
    std::string item;
    while (std::getline(in, item, ',')) {
        const int n = std::stoi(item);
        if (n > 0 && n < 128)
            hot_.set(static_cast<size_t>(n));
    }
}

text::CoreTexts TokenPairsRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    std::string others;
    for (CellIndex n : board_.neighbours(c))
        if (hot(map.token(n)))
            others += (others.empty() ? "" : ", ") + std::to_string(map.token(n));
    return {{QT_TRANSLATE_NOOP("hexloom::core", "token %1 next to %2"), {{std::to_string(map.token(c))}, {others}}}};
}

} // namespace hexloom::core::rules
