#include "core/exact/cluster_size_encoder.h"

#include <algorithm>

#include "core/rules/requirements/cluster_size_requirement.h"

// A group is a connected set of hexes of one listed kind; the unit counts sum over groups G of
// f(|G|) = max(|G| - max, 0). The encoding gives every hex holding a listed kind at least one
// label L(c, l), l a hex that may hold a listed kind with l <= c, forces L(c, l) = L(n, l) for
// every l when touching hexes c and n hold one listed kind ("same", forced up), and a label used
// by c is used by its own hex (L(c, l) -> L(l, l)). Each label's holders go through an upward
// sorting network; its outputs past `max` are the violations.
// - The count is reachable: label each group by its first hex (in index order), which lies in
//   the group, so every constraint holds and each label counts one group: f(|G|) per group.
// - It is never undercut: labels are constant over a group, so every group has a label common to
//   all its hexes; groups sharing a label add up under it, and f is superadditive (convex with
//   f(0) = 0), so sum over labels f(holders) >= sum over groups f(|G|).
// Size: about n^2 / 2 label variables and n^2 log^2 n / 2 network clauses for n hexes that may
// hold a listed kind (the clause cap stops a board too large for it, with the reason).

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

// label[c][r]: hex c carries the label of the hex of rank r (r <= the rank of c); hexes that never
// hold a listed kind have no rank and no labels.
struct Labels {
    std::vector<std::vector<Lit>> label; // per hex
    std::vector<CellIndex> ofRank;       // the hexes that may hold a listed kind, in index order
};

bool mayBeListed(const EncodeContext& x, const rules::ClusterSizeRequirement& unit, CellIndex c)
{
    for (int t = 0; t < x.cells.kinds(); ++t)
        if (x.cells.can(c, static_cast<TerrainId>(t)) && unit.listed(static_cast<TerrainId>(t)))
            return true;
    return false;
}

Labels makeLabels(EncodeContext& x, const rules::ClusterSizeRequirement& unit)
{
    Labels out;
    out.label.resize(static_cast<size_t>(x.board.size()));
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        if (!mayBeListed(x, unit, c))
            continue;
        const size_t r = out.ofRank.size();
        out.ofRank.push_back(c);
        auto& mine = out.label[static_cast<size_t>(c)];
        for (size_t l = 0; l <= r; ++l)
            mine.push_back(x.cnf.newVar());
        for (size_t l = 0; l < r; ++l)
            x.cnf.add({-mine[l], out.label[static_cast<size_t>(out.ofRank[l])][l]}); // a label is its own hex's
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (const Lit k = x.cells.lit(c, static_cast<TerrainId>(t)); k != 0 && unit.listed(static_cast<TerrainId>(t))) {
                std::vector<Lit> some{-k}; // a hex of a listed kind carries a label
                some.insert(some.end(), mine.begin(), mine.end());
                x.cnf.add(some);
            }
    }
    return out;
}

// Touching hexes c and n of one listed kind carry the same labels (a label beyond either's ranks
// is then forbidden to the other).
void tie(EncodeContext& x, const rules::ClusterSizeRequirement& unit, const Labels& labels, CellIndex c, CellIndex n)
{
    const Lit same = x.cnf.newVar(); // forced up by one listed kind on both
    bool may = false;
    for (int t = 0; t < x.cells.kinds(); ++t) {
        const Lit kc = x.cells.lit(c, static_cast<TerrainId>(t)), kn = x.cells.lit(n, static_cast<TerrainId>(t));
        if (kc != 0 && kn != 0 && unit.listed(static_cast<TerrainId>(t))) {
            x.cnf.add({-kc, -kn, same});
            may = true;
        }
    }
    if (!may)
        return;
    const auto& lc = labels.label[static_cast<size_t>(c)];
    const auto& ln = labels.label[static_cast<size_t>(n)];
    for (size_t l = 0; l < std::max(lc.size(), ln.size()); ++l) {
        const Lit a = l < lc.size() ? lc[l] : 0, b = l < ln.size() ? ln[l] : 0;
        if (a != 0)
            b != 0 ? x.cnf.add({-same, -a, b}) : x.cnf.add({-same, -a});
        if (b != 0)
            a != 0 ? x.cnf.add({-same, -b, a}) : x.cnf.add({-same, -b});
    }
}

} // namespace

void encodeClusterSize(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::ClusterSizeRequirement unit(spec, x.rules, x.board);
    const Labels labels = makeLabels(x, unit);
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (CellIndex n : x.board.neighbours(c))
            if (n > c && !labels.label[static_cast<size_t>(c)].empty() && !labels.label[static_cast<size_t>(n)].empty())
                tie(x, unit, labels, c, n);
    std::vector<Lit> holders;
    for (size_t l = 0; l < labels.ofRank.size(); ++l) {
        holders.clear();
        for (CellIndex c : labels.ofRank)
            if (l < labels.label[static_cast<size_t>(c)].size())
                holders.push_back(labels.label[static_cast<size_t>(c)][l]);
        if (static_cast<int>(holders.size()) <= unit.max())
            continue;
        const auto sorted = sortedUpward(x.cnf, holders);
        for (size_t s = static_cast<size_t>(unit.max()); s < sorted.size(); ++s) // holders past max
            if (sorted[s] != 0)
                out.push_back({sorted[s], 1});
    }
}

} // namespace hexloom::core::exact
