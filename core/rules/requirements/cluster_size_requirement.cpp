#include "core/rules/requirements/cluster_size_requirement.h"

#include "core/rules/requirements/kind_list.h"
#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& clusterSizeType()
{
    static const RequirementType type{
        .type = "cluster-size",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Hexes beyond the largest allowed group of one kind"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "kinds"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "terrain ids whose groups count, ',' between them (empty: every kind)"), KindText::List},
                       {QT_TRANSLATE_NOOP("hexloom::core", "max"), false, 1, 100000, 3.0, QT_TRANSLATE_NOOP("hexloom::core", "largest group of one kind that is not a violation")}},
        .make = makeOf<ClusterSizeRequirement>,
        .builds = isOneOf<ClusterSizeRequirement>,
        .checkAgainst = [](const RequirementSpec& spec, const RuleSet& rules) { parseKindList(rules, "kinds", clusterSizeType().text(spec, "kinds"), true); },
        .fastPath = FastPath::Pieces,
        .exampleRules = "catan",
    };
    return type;
}

ClusterSizeRequirement::ClusterSizeRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), listed_(256, 0), max_(static_cast<int>(clusterSizeType().number(spec, "max")))
{
    for (model::TerrainId t : parseKindList(rules, "kinds", clusterSizeType().text(spec, "kinds"), true))
        listed_[t] = 1;
}

void ClusterSizeRequirement::label(const Map& map, std::vector<int>& group, std::vector<int>& sizes) const
{
    group.assign(static_cast<size_t>(board_.size()), -1);
    sizes.clear();
    std::vector<CellIndex> stack;
    for (CellIndex start = 0; start < board_.size(); ++start) {
        const auto t = map.terrain(start);
        if (!listed(t) || group[static_cast<size_t>(start)] >= 0)
            continue;
        const int id = static_cast<int>(sizes.size());
        sizes.push_back(0);
        group[static_cast<size_t>(start)] = id;
        stack.assign(1, start);
        while (!stack.empty()) {
            const CellIndex c = stack.back();
            stack.pop_back();
            ++sizes.back();
            for (CellIndex n : board_.neighbours(c))
                if (map.terrain(n) == t && group[static_cast<size_t>(n)] < 0) {
                    group[static_cast<size_t>(n)] = id;
                    stack.push_back(n);
                }
        }
    }
}

// Only the groups of a kind t that the swap moves can differ between the maps: before it, the
// group of the hex holding t and those around the hex taking t; after it, the reverse. Any other
// group of t neither holds nor touches a changed hex, so it is the same group before and after.
// Those are enumerated whole on both maps, each once (seeds already reached are skipped).
int ClusterSizeRequirement::swapDelta(Map& map, const Swap& s)
{
    if (!matters(map, s))
        return 0;
    const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
    const auto before = [&](CellIndex c) { return map.terrain(c); };
    const auto after = [&](CellIndex c) { return c == s.a ? tb : c == s.b ? ta : map.terrain(c); };
    const auto none = [](std::span<const CellIndex>) {};
    int d = 0;
    if (listed(ta))
        d += excessAround(s.b, s.a, ta, after, none) - excessAround(s.a, s.b, ta, before, none);
    if (listed(tb))
        d += excessAround(s.a, s.b, tb, after, none) - excessAround(s.b, s.a, tb, before, none);
    return d;
}

int ClusterSizeRequirement::count(const Map& map)
{
    label(map, group_, sizes_);
    int over = 0;
    for (int s : sizes_)
        over += s > max_ ? s - max_ : 0;
    return over;
}

void ClusterSizeRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    label(map, group_, sizes_);
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (const int g = group_[static_cast<size_t>(c)]; g >= 0 && sizes_[static_cast<size_t>(g)] > max_)
            out.push_back(c);
}

text::CoreTexts ClusterSizeRequirement::explain(const Map& map, CellIndex c) const
{
    std::vector<int> group, sizes;
    label(map, group, sizes);
    const int g = group[static_cast<size_t>(c)];
    if (g < 0 || sizes[static_cast<size_t>(g)] <= max_)
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "in a group of %1 %2 hexes (at most %3)"),
             {{std::to_string(sizes[static_cast<size_t>(g)])}, {terrainName(rules_, map.terrain(c))}, {std::to_string(max_)}}}};
}

} // namespace hexloom::core::rules
