#include "core/rules/requirements/seat_draft_requirement.h"
#include "core/text/core_text.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::rules {

const RequirementType& seatDraftType()
{
    static const RequirementType type{
        .type = "seat-draft",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "How far the seats' values in the greedy opening draft spread beyond a tolerance"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "tolerance"), false, 0, 1000, 2.0, QT_TRANSLATE_NOOP("hexloom::core", "pips the highest and lowest seat's drafted corners may differ by")}},
        .make = makeOf<SeatDraftRequirement>,
        .builds = isOneOf<SeatDraftRequirement>,
        // Without number tokens on a producing kind every seat drafts 0 pips: the requirement
        // could never be violated, a slip refused by name.
        .checkAgainst =
            [](const RequirementSpec&, const RuleSet& rules) {
                if (!hasProducingKinds(rules))
                    throw text::TextError(text::inField(
                        "type", {QT_TRANSLATE_NOOP("hexloom::core", "seat-draft plays the opening on number tokens, and rule set %1 has no kind taking tokens (give it \"tokens\" and a kind with \"token\": true)"),
                                 {{rules.name}}}));
            },
        .exampleRules = "catan-seats",
    };
    return type;
}

SeatDraftRequirement::SeatDraftRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), tolerance_(seatDraftType().number(spec, "tolerance")),
      draft_(rules, board, draftSetupOf(rules).value_or(DraftSetup{}))
{
}

int SeatDraftRequirement::violations(int spread) const
{
    const double over = spread - tolerance_;
    return over > 1e-9 ? static_cast<int>(std::ceil(over - 1e-9)) : 0;
}

int SeatDraftRequirement::count(const Map& map) { return violations(draft_.play(map).spread()); }

void SeatDraftRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    const DraftOutcome& o = draft_.play(map);
    if (violations(o.spread()) == 0)
        return;
    const int low = o.lowest(), high = o.highest();
    for (size_t t = 0; t < o.seat.size(); ++t)
        if ((o.seat[t] == low || o.seat[t] == high) && o.corner[t] != CornerGraph::kNone)
            for (const CellIndex c : draft_.corners().cells(o.corner[t]))
                if (c != model::kNoCell)
                    out.push_back(c);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

text::CoreTexts SeatDraftRequirement::explain(const Map& map, CellIndex c) const
{
    const DraftOutcome& o = draft_.play(map);
    if (violations(o.spread()) == 0)
        return {};
    const int low = o.lowest(), high = o.highest();
    text::CoreTexts why;
    for (size_t t = 0; t < o.seat.size(); ++t) {
        if ((o.seat[t] != low && o.seat[t] != high) || o.corner[t] == CornerGraph::kNone)
            continue;
        const auto& k = draft_.corners().cells(o.corner[t]);
        if (std::find(k.begin(), k.end(), c) == k.end())
            continue;
        why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "seat %1 drafts corner %2 (%3 pips) in turn %4"),
                       {{std::to_string(o.seat[t] + 1)}, {std::to_string(o.corner[t])}, {std::to_string(o.value[t])}, {std::to_string(t + 1)}}});
    }
    if (why.empty())
        return {};
    why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "seat %1 drafts %2 pips, seat %3 %4 (a spread of %5, tolerance %6)"),
                   {{std::to_string(high + 1)},
                    {std::to_string(o.totals[static_cast<size_t>(high)])},
                    {std::to_string(low + 1)},
                    {std::to_string(o.totals[static_cast<size_t>(low)])},
                    {std::to_string(o.spread())},
                    {std::to_string(static_cast<int>(std::lround(tolerance_)))}}});
    return why;
}

} // namespace hexloom::core::rules
