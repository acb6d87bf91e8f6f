#include "core/rules/requirements/corner_pips_requirement.h"

#include <algorithm>
#include <stdexcept>

#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

const RequirementType& cornerPipsType()
{
    static const RequirementType type{
        .type = "corner-pips",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Corners of three producing hexes whose pips are outside [min, max]; optionally equal numbers"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "min"), false, 0, 1000, 5.0, QT_TRANSLATE_NOOP("hexloom::core", "fewest pips a corner of three producing hexes may have")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "max"), false, 0, 1000, 11.0, QT_TRANSLATE_NOOP("hexloom::core", "most pips such a corner may have")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "distinct"), false, 0, 1, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "1: a corner with two equal numbers is also a violation")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "unique_per_resource"), false, 0, 1, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "1: every repeat of a number on one resource is a violation")}},
        .make = makeOf<CornerPipsRequirement>,
        .builds = isOneOf<CornerPipsRequirement>,
        .checkParameters =
            [](const RequirementSpec& spec) {
                if (cornerPipsType().number(spec, "min") > cornerPipsType().number(spec, "max"))
                    throw text::TextError(text::inField("params.min", {QT_TRANSLATE_NOOP("hexloom::core", "must not exceed params.max")}));
            },
        // Without number tokens every corner has 0 pips and the requirement could never be
        // violated (with min 0) or never be met: either way a slip, refused by name.
        .checkAgainst =
            [](const RequirementSpec&, const RuleSet& rules) {
                if (rules.tokenPool.empty())
                    throw text::TextError(text::inField(
                        "type", {QT_TRANSLATE_NOOP("hexloom::core", "corner-pips counts the pips of number tokens, and rule set %1 has none (give it \"tokens\")"), {{rules.name}}}));
            },
        .exampleRules = "catan-fair",
    };
    return type;
}

CornerPipsRequirement::CornerPipsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), min_(static_cast<int>(cornerPipsType().number(spec, "min"))),
      max_(static_cast<int>(cornerPipsType().number(spec, "max"))), distinct_(cornerPipsType().number(spec, "distinct") != 0),
      unique_(cornerPipsType().number(spec, "unique_per_resource") != 0)
{
    for (int t = 0; t < rules.terrainCount(); ++t)
        takesToken_[static_cast<size_t>(t)] = rules.takesToken(static_cast<model::TerrainId>(t)) ? 1 : 0;
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n1 = board.neighbourAt(c, d), n2 = board.neighbourAt(c, (d + 1) % 6);
            if (n1 != model::kNoCell && n2 != model::kNoCell && c < n1 && c < n2)
                corners_.push_back({c, n1, n2});
        }
}

int CornerPipsRequirement::violations(int a, int b, int c) const
{
    if (a < 0 || b < 0 || c < 0)
        return 0;
    const int pips = PipBalanceRequirement::pips(a) + PipBalanceRequirement::pips(b) + PipBalanceRequirement::pips(c);
    int v = pips < min_ || pips > max_ ? 1 : 0;
    if (distinct_ && (a == b || b == c || a == c))
        ++v;
    return v;
}

int CornerPipsRequirement::cornerViolations(const Map& map, const std::array<CellIndex, 3>& k) const
{
    return violations(reading(map, k[0]), reading(map, k[1]), reading(map, k[2]));
}

void CornerPipsRequirement::repeats(const Map& map, std::vector<uint8_t>& out) const
{
    out.assign(static_cast<size_t>(board_.size()), 0);
    std::vector<CellIndex> first(256 * 128, model::kNoCell);
    for (CellIndex c = 0; c < board_.size(); ++c) {
        if (!producing(map, c))
            continue;
        CellIndex& f = first[static_cast<size_t>(map.terrain(c)) * 128 + static_cast<size_t>(map.token(c))];
        if (f != model::kNoCell)
            out[static_cast<size_t>(c)] = out[static_cast<size_t>(f)] = 1;
        else
            f = c;
    }
}

int CornerPipsRequirement::count(const Map& map)
{
    int v = 0;
    for (const auto& k : corners_)
        v += cornerViolations(map, k);
    if (!unique_)
        return v;
    // Repeats: hexes of a resource beyond the first with one number.
    seen_.assign(static_cast<size_t>(rules_.terrainCount()) * 128, 0);
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (producing(map, c) && seen_[static_cast<size_t>(map.terrain(c)) * 128 + static_cast<size_t>(map.token(c))]++ > 0)
            ++v;
    return v;
}

int CornerPipsRequirement::cornersAt(const Map& map, const Swap& s) const
{
    int v = 0;
    for (const CellIndex end : {s.a, s.b}) {
        const int at = reading(map, end);
        if (at < 0)
            continue; // every corner of a hex that produces nothing is fine
        // The ring's readings once (an off-board neighbour reads as producing nothing), then its
        // six corners as consecutive pairs.
        std::array<CellIndex, model::kDirectionCount + 1> ring{};
        std::array<int, model::kDirectionCount + 1> read{};
        for (int d = 0; d < model::kDirectionCount; ++d) {
            ring[static_cast<size_t>(d)] = board_.neighbourAt(end, d);
            read[static_cast<size_t>(d)] = ring[static_cast<size_t>(d)] == model::kNoCell ? -1 : reading(map, ring[static_cast<size_t>(d)]);
        }
        ring.back() = ring.front();
        read.back() = read.front();
        for (size_t d = 0; d < model::kDirectionCount; ++d)
            // A corner holding both a and b is counted from a.
            if (!(end == s.b && (ring[d] == s.a || ring[d + 1] == s.a)))
                v += violations(at, read[d], read[d + 1]);
    }
    return v;
}

int CornerPipsRequirement::repeatDelta(const Map& map, const Swap& s, std::array<int, 2> was, std::array<int, 2> now) const
{
    // A pair held by k hexes is k - 1 repeats (none when k is 0). Only the pairs whose holders
    // among a and b change matter, and for each only whether another hex holds it too.
    std::array<int, 4> pairs{};
    std::array<int, 4> held{}, holds{}; // holders among a and b, before and after
    int n = 0;
    for (const int p : {was[0], was[1], now[0], now[1]})
        if (p >= 0 && std::find(pairs.begin(), pairs.begin() + n, p) == pairs.begin() + n) {
            const auto i = static_cast<size_t>(n++);
            pairs[i] = p;
            held[i] = (was[0] == p ? 1 : 0) + (was[1] == p ? 1 : 0);
            holds[i] = (now[0] == p ? 1 : 0) + (now[1] == p ? 1 : 0);
        }
    unsigned asked = 0, found = 0;
    for (int i = 0; i < n; ++i)
        asked |= held[static_cast<size_t>(i)] != holds[static_cast<size_t>(i)] ? 1u << i : 0u;
    for (CellIndex c = 0; c < board_.size() && found != asked; ++c) {
        const int p = c == s.a || c == s.b ? -1 : pair(map, c);
        for (int i = 0; p >= 0 && i < n; ++i)
            found |= pairs[static_cast<size_t>(i)] == p ? 1u << i : 0u;
    }
    const auto repeats = [](int holders) { return holders > 1 ? holders - 1 : 0; };
    int d = 0;
    for (int i = 0; i < n; ++i)
        if ((asked >> i) & 1) {
            const int elsewhere = static_cast<int>((found >> i) & 1);
            d += repeats(elsewhere + holds[static_cast<size_t>(i)]) - repeats(elsewhere + held[static_cast<size_t>(i)]);
        }
    return d;
}

int CornerPipsRequirement::swapDelta(Map& map, const Swap& s)
{
    // A corner reads whether each of its hexes produces and its number: when a and b keep both
    // (a terrain swap of two producing hexes, or of two that produce nothing), no corner changes.
    const std::array<int, 2> was{pair(map, s.a), pair(map, s.b)}, read{reading(map, s.a), reading(map, s.b)};
    map.apply(s);
    const std::array<int, 2> now{pair(map, s.a), pair(map, s.b)};
    const bool cornersMove = reading(map, s.a) != read[0] || reading(map, s.b) != read[1];
    int d = cornersMove ? cornersAt(map, s) : 0;
    map.apply(s);
    if (cornersMove)
        d -= cornersAt(map, s);
    return unique_ ? d + repeatDelta(map, s, was, now) : d;
}

void CornerPipsRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    std::vector<uint8_t> bad;
    if (unique_)
        repeats(map, bad);
    else
        bad.assign(static_cast<size_t>(board_.size()), 0);
    for (const auto& k : corners_)
        if (cornerViolations(map, k) > 0)
            for (CellIndex c : k)
                bad[static_cast<size_t>(c)] = 1;
    out.clear();
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (bad[static_cast<size_t>(c)])
            out.push_back(c);
}

text::CoreTexts CornerPipsRequirement::explain(const Map& map, CellIndex c) const
{
    text::CoreTexts why;
    for (const auto& k : corners_) {
        if (std::find(k.begin(), k.end(), c) == k.end() || cornerViolations(map, k) == 0)
            continue;
        const int pips = PipBalanceRequirement::pips(map.token(k[0])) + PipBalanceRequirement::pips(map.token(k[1])) +
                         PipBalanceRequirement::pips(map.token(k[2]));
        const std::string corner = std::to_string(map.token(k[0])) + "-" + std::to_string(map.token(k[1])) + "-" + std::to_string(map.token(k[2]));
        why.push_back({distinct_ ? QT_TRANSLATE_NOOP("hexloom::core", "corner %1 has %2 pips (allowed %3-%4, numbers distinct)")
                                 : QT_TRANSLATE_NOOP("hexloom::core", "corner %1 has %2 pips (allowed %3-%4)"),
                       {{corner}, {std::to_string(pips)}, {std::to_string(min_)}, {std::to_string(max_)}}});
    }
    if (unique_) {
        std::vector<uint8_t> bad;
        repeats(map, bad);
        if (bad[static_cast<size_t>(c)])
            why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "%1 has %2 more than once"),
                           {{terrainName(rules_, map.terrain(c))}, {std::to_string(map.token(c))}}});
    }
    return why;
}

} // namespace hexloom::core::rules
