#include "core/rules/requirements/corner_pips_requirement.h"

#include <algorithm>

#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

CornerPipsRequirement::CornerPipsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), min_(static_cast<int>(spec.number("min", 5))), max_(static_cast<int>(spec.number("max", 11))),
      distinct_(spec.number("distinct", 0) != 0), unique_(spec.number("unique_per_resource", 0) != 0)
{
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n1 = board.neighbourAt(c, d), n2 = board.neighbourAt(c, (d + 1) % 6);
            if (n1 != model::kNoCell && n2 != model::kNoCell && c < n1 && c < n2)
                corners_.push_back({c, n1, n2});
        }
}

int CornerPipsRequirement::cornerViolations(const Map& map, const std::array<CellIndex, 3>& k) const
{
    if (!producing(map, k[0]) || !producing(map, k[1]) || !producing(map, k[2]))
        return 0;
    const int a = map.token(k[0]), b = map.token(k[1]), c = map.token(k[2]);
    const int pips = PipBalanceRequirement::pips(a) + PipBalanceRequirement::pips(b) + PipBalanceRequirement::pips(c);
    int v = pips < min_ || pips > max_ ? 1 : 0;
    if (distinct_ && (a == b || b == c || a == c))
        ++v;
    return v;
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

std::string CornerPipsRequirement::explain(const Map& map, CellIndex c) const
{
    std::string why;
    for (const auto& k : corners_) {
        if (std::find(k.begin(), k.end(), c) == k.end() || cornerViolations(map, k) == 0)
            continue;
        const int pips = PipBalanceRequirement::pips(map.token(k[0])) + PipBalanceRequirement::pips(map.token(k[1])) +
                         PipBalanceRequirement::pips(map.token(k[2]));
        why += (why.empty() ? "" : "; ") + std::string("corner ") + std::to_string(map.token(k[0])) + "-" + std::to_string(map.token(k[1])) + "-" +
               std::to_string(map.token(k[2])) + " has " + std::to_string(pips) + " pips (allowed " + std::to_string(min_) + "-" + std::to_string(max_) +
               (distinct_ ? ", numbers distinct)" : ")");
    }
    if (unique_) {
        std::vector<uint8_t> bad;
        repeats(map, bad);
        if (bad[static_cast<size_t>(c)])
            why += (why.empty() ? "" : "; ") + terrainName(rules_, map.terrain(c)) + " has " + std::to_string(map.token(c)) + " more than once";
    }
    return why;
}

} // namespace hexloom::core::rules
