#include "core/rules/requirements/distance_requirement.h"

#include <stdexcept>

#include "core/rules/requirements/kind_list.h"
#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
void checkBounds(const RequirementSpec& spec)
{
    if (distanceType().number(spec, "min") <= 0 && distanceType().number(spec, "max") <= 0)
        throw text::TextError(text::inField("params.min", {QT_TRANSLATE_NOOP("hexloom::core", "set min or max above 0 (both are off)")}));
}

void checkKinds(const RequirementSpec& spec, const RuleSet& rules)
{
    parseKindList(rules, "from", distanceType().text(spec, "from"), false);
    if (const std::string to = distanceType().text(spec, "to"); !to.empty())
        parseKindList(rules, "to", to, false);
}
} // namespace

const RequirementType& distanceType()
{
    static const RequirementType type{
        .type = "distance",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Kinds closer than min (pairs), or without another listed kind within max (hexes)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "from"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "terrain ids, ',' between them"), KindText::List},
                       {QT_TRANSLATE_NOOP("hexloom::core", "to"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "terrain ids, ',' between them (empty: the same as from)"), KindText::List},
                       {QT_TRANSLATE_NOOP("hexloom::core", "min"), false, 0, 1000, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "pairs of from and to hexes closer than this are violations (0: off)")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "max"), false, 0, 1000, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "from hexes with no to hex within this are violations (0: off)")}},
        .make = makeOf<DistanceRequirement>,
        .builds = isOneOf<DistanceRequirement>,
        .checkParameters = checkBounds,
        .checkAgainst = checkKinds,
        .exampleRules = "space-galaxy",
        .exampleParams = {{"from", std::string("alpha")}, {"min", 2.0}},
    };
    return type;
}

DistanceRequirement::DistanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), from_(256, 0), to_(256, 0), min_(static_cast<int>(distanceType().number(spec, "min"))),
      max_(static_cast<int>(distanceType().number(spec, "max"))), rows_(board)
{
    const std::string from = distanceType().text(spec, "from"), to = distanceType().text(spec, "to");
    for (model::TerrainId t : parseKindList(rules, "from", from, false))
        from_[t] = 1;
    for (model::TerrainId t : parseKindList(rules, "to", to.empty() ? from : to, false))
        to_[t] = 1;
}

template <class Pred>
void DistanceRequirement::prefix(const Map& map, std::vector<int>& out, Pred pred) const
{
    out.resize(static_cast<size_t>(board_.size()) + 1);
    out[0] = 0;
    for (CellIndex c = 0; c < board_.size(); ++c)
        out[static_cast<size_t>(c) + 1] = out[static_cast<size_t>(c)] + (pred(map, c) ? 1 : 0);
}

int DistanceRequirement::within(const std::vector<int>& prefix, CellIndex c, int radius) const
{
    int n = 0;
    rows_.forEachRange(board_.hex(c), radius,
                       [&](CellIndex first, CellIndex last) { n += prefix[static_cast<size_t>(last)] - prefix[static_cast<size_t>(first)]; });
    return n;
}

int DistanceRequirement::toNear(const Map& map, CellIndex c, int radius, int enough) const
{
    int n = 0;
    rows_.forEachRange(board_.hex(c), radius, [&](CellIndex first, CellIndex last) {
        for (CellIndex y = first; y < last && n < enough; ++y)
            n += y != c && isTo(map, y) ? 1 : 0;
    });
    return n;
}

// Pairs (x, y) of a from hex and a to hex closer than min, over every from hex, count a pair of
// two hexes of kinds both from and to twice (once from each end): the count halves those.
int DistanceRequirement::count(const Map& map)
{
    prefix(map, toSums_, [&](const Map& m, CellIndex c) { return isTo(m, c); });
    if (min_ > 0)
        prefix(map, bothSums_, [&](const Map& m, CellIndex c) { return isFrom(m, c) && isTo(m, c); });
    int pairs = 0, mirrored = 0, lonely = 0;
    for (CellIndex x = 0; x < board_.size(); ++x) {
        if (!isFrom(map, x))
            continue;
        const int self = isTo(map, x) ? 1 : 0;
        if (min_ > 0) {
            pairs += within(toSums_, x, min_ - 1) - self;
            mirrored += self ? within(bothSums_, x, min_ - 1) - 1 : 0;
        }
        if (max_ > 0)
            lonely += within(toSums_, x, max_) - self == 0 ? 1 : 0;
    }
    return pairs - mirrored / 2 + lonely;
}

// The pair of a and b itself never changes: the swap only exchanges its ends.
int DistanceRequirement::pairsAt(const Map& map, const Swap& s) const
{
    int n = 0;
    for (const CellIndex end : {s.a, s.b}) {
        const bool from = isFrom(map, end), to = isTo(map, end);
        if (!from && !to)
            continue;
        rows_.forEachWithin(board_.hex(end), min_ - 1, [&](CellIndex y) {
            if (y != s.a && y != s.b)
                n += (from && isTo(map, y)) || (to && isFrom(map, y)) ? 1 : 0;
        });
    }
    return n;
}

int DistanceRequirement::lonelyDelta(Map& map, const Swap& s) const
{
    const int before = (lonely(map, s.a) ? 1 : 0) + (lonely(map, s.b) ? 1 : 0);
    map.apply(s);
    const int after = (lonely(map, s.a) ? 1 : 0) + (lonely(map, s.b) ? 1 : 0);
    map.apply(s);
    int d = after - before;
    if (isTo(map, s.a) == isTo(map, s.b))
        return d; // no other hex gains or loses a to hex within reach
    // One end stops being a to hex, the other starts. A from hex within max of both sees no
    // change; one within max of only the end that stops may lose its last, one within max of
    // only the end that starts may get its first.
    for (const CellIndex end : {s.a, s.b}) {
        const CellIndex other = end == s.a ? s.b : s.a;
        const bool stops = isTo(map, end);
        rows_.forEachWithin(board_.hex(end), max_, [&](CellIndex x) {
            if (x == s.a || x == s.b || !isFrom(map, x) || distance(x, other) <= max_)
                return;
            if (stops)
                d += toNear(map, x, max_, 2) == 1 ? 1 : 0;
            else
                d -= toNear(map, x, max_, 1) == 0 ? 1 : 0;
        });
    }
    return d;
}

int DistanceRequirement::swapDelta(Map& map, const Swap& s)
{
    if (!matters(map, s))
        return 0;
    int d = 0;
    if (min_ > 0) {
        d -= pairsAt(map, s);
        map.apply(s);
        d += pairsAt(map, s);
        map.apply(s);
    }
    return max_ > 0 ? d + lonelyDelta(map, s) : d;
}

void DistanceRequirement::violating(const Map& map, std::vector<uint8_t>& out)
{
    out.assign(static_cast<size_t>(board_.size()), 0);
    prefix(map, toSums_, [&](const Map& m, CellIndex c) { return isTo(m, c); });
    prefix(map, fromSums_, [&](const Map& m, CellIndex c) { return isFrom(m, c); });
    for (CellIndex c = 0; c < board_.size(); ++c) {
        const int from = isFrom(map, c) ? 1 : 0, to = isTo(map, c) ? 1 : 0;
        // Both ends of a close pair violate; so does a from hex with no to hex within max.
        const bool close = min_ > 0 && ((from && within(toSums_, c, min_ - 1) > to) || (to && within(fromSums_, c, min_ - 1) > from));
        const bool alone = max_ > 0 && from && within(toSums_, c, max_) == to;
        out[static_cast<size_t>(c)] = close || alone ? 1 : 0;
    }
}

void DistanceRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    violating(map, violating_);
    out.clear();
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (violating_[static_cast<size_t>(c)])
            out.push_back(c);
}

text::CoreTexts DistanceRequirement::explain(const Map& map, CellIndex c) const
{
    const bool from = isFrom(map, c), to = isTo(map, c);
    bool close = false;
    if (min_ > 0 && (from || to))
        rows_.forEachWithin(board_.hex(c), min_ - 1,
                            [&](CellIndex y) { close = close || (y != c && ((from && isTo(map, y)) || (to && isFrom(map, y)))); });
    if (!close && !(max_ > 0 && lonely(map, c)))
        return {};
    const std::string kind = terrainName(rules_, map.terrain(c));
    text::CoreTexts why;
    if (min_ > 0)
        why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "%1: must be at least %2 hexes from the listed kinds"), {{kind}, {std::to_string(min_)}}});
    if (max_ > 0)
        why.push_back({QT_TRANSLATE_NOOP("hexloom::core", "%1: needs a listed kind within %2 hexes"), {{kind}, {std::to_string(max_)}}});
    return why;
}

} // namespace hexloom::core::rules
