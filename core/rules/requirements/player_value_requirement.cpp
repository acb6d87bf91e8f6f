#include "core/rules/requirements/player_value_requirement.h"
#include "core/text/core_text.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::rules {

const RequirementType& playerValueType()
{
    static const RequirementType type{
        .type = "player-value",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "How far the players' distance-weighted values are apart (beyond a tolerance) or below a minimum"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "attributes"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "attributes summed per hex, ',' between them (kind attributes, pips, one-spade, water-contact)")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "tolerance"), false, 0, 1000000, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "spread (highest - lowest value) that is not a violation")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "minimum"), false, -1, 1000000, -1.0, QT_TRANSLATE_NOOP("hexloom::core", "every player's value should reach this (-1: off)")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "weights"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "weights by distance 0, 1, 2, ... (empty: the rule set's players.distance_weights)")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "spread"), false, 0, 1, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "1: the spread counts; 0: only the minimum does")}},
        .make = makeOf<PlayerValueRequirement>,
        .builds = isOneOf<PlayerValueRequirement>,
        .checkParameters =
            [](const RequirementSpec& spec) {
                if (playerValueType().number(spec, "spread") == 0 && playerValueType().number(spec, "minimum") < 0)
                    throw text::TextError(text::inField("params.minimum", {QT_TRANSLATE_NOOP("hexloom::core", "with spread 0 a minimum of 0 or more is needed")}));
            },
        .checkAgainst = [](const RequirementSpec& spec, const RuleSet& rules) { PlayerValues(spec, rules); }, // players, attributes, weights
        .fastPath = FastPath::PlayerValue,
        .exampleRules = "terra-mystica-published",
        .exampleParams = {{"attributes", std::string("one-spade,water-contact")}},
    };
    return type;
}

PlayerValueRequirement::PlayerValueRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : Requirement(spec, rules, board), values_(spec, rules)
{
    values_.bind(board);
}

int PlayerValueRequirement::count(const Map& map)
{
    values_.values(map, scratch_);
    return values_.violations(scratch_);
}

int PlayerValueRequirement::swapDelta(Map& map, const Swap& s)
{
    if (s.layer == model::Layer::Token && !values_.readsTokens())
        return 0;
    const uint32_t players = values_.touched(map, s);
    if (players == 0)
        return 0;
    values_.values(map, scratch_);
    after_ = scratch_;
    map.apply(s);
    values_.values(map, after_, players);
    map.apply(s);
    return values_.violations(after_) - values_.violations(scratch_);
}

void PlayerValueRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    countWithCells(map, out);
}

int PlayerValueRequirement::countWithCells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    values_.values(map, scratch_);
    for (int p : values_.offenders(scratch_))
        for (const auto& [c, w] : values_.reach(map, p))
            if (w > 0)
                out.push_back(c);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return values_.violations(scratch_);
}

text::CoreTexts PlayerValueRequirement::explain(const Map& map, CellIndex c) const
{
    // The value computation keeps scratch buffers; explanations are rare, so a copy is fine.
    PlayerValues values(spec_, rules_);
    values.bind(board_);
    std::vector<double> v;
    values.values(map, v);
    text::CoreTexts why;
    for (int p : values.offenders(v)) {
        const auto reach = values.reach(map, p);
        const auto it = std::find_if(reach.begin(), reach.end(), [&](const auto& r) { return r.first == c; });
        if (it == reach.end() || it->second <= 0)
            continue;
        char value[32];
        std::snprintf(value, sizeof value, "%g", v[static_cast<size_t>(p)]);
        why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "counts for %1 (value %2)"), {{rules_.players.players[static_cast<size_t>(p)].name}, {value}}});
    }
    if (!why.empty())
        why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "the players' values are not fair")});
    return why;
}

} // namespace hexloom::core::rules
