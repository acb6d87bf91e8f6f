#include "core/exact/cluster_size_encoder.h"

#include "core/rules/requirements/cluster_size_requirement.h"

// A group is a connected set of hexes of one listed kind; the unit counts sum over groups G of
// f(|G|) = max(|G| - S, 0), S = max. The encoding:
// - every hex that may hold a listed kind carries a group name in B binary digits (B = bits of
//   the number of such hexes); touching hexes of one listed kind ("same", forced up) carry the
//   same name, so a whole group carries one name;
// - a hex holding a listed kind is either one violation or "near" a representative l within its
//   window (the hexes at most S - 1 steps away through hexes that may hold a listed kind):
//   near(c, l) forces c's name to be l's rank, and at most S hexes are near each l.
// - Never undercut: a group has one name, so every hex of it that is not a violation is near the
//   same representative (the one whose rank the name is), and at most S are: at least |G| - S
//   violations.
// - Reachable: per group pick one of its hexes r, name the group r's rank, and let the first
//   min(|G|, S) hexes of a breadth-first search of the group from r (r first) be near r (they are
//   within S - 1 steps of r, inside the window); the others are the violations, |G| - S when
//   positive. A hex near l makes l near itself, which that choice keeps.
// Size for n hexes that may hold a listed kind: B new variables and 6B clauses a hex for the
// names, and per hex and window hex one near variable with B + 1 clauses plus the window's
// at-most-S counter: O(n W (B + S)) with W the window's size (1 + 3S(S - 1) hexes on an open
// board), n log n for a fixed S. The window grows with S, and when S reaches the board's width it
// is the whole board (quadratic again; the clause cap stops it with the reason).

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

bool mayBeListed(const EncodeContext& x, const rules::ClusterSizeRequirement& unit, CellIndex c)
{
    for (int t = 0; t < x.cells.kinds(); ++t)
        if (x.cells.can(c, static_cast<TerrainId>(t)) && unit.listed(static_cast<TerrainId>(t)))
            return true;
    return false;
}

// The hexes that may hold a listed kind, ranked in index order, and each one's name digits.
struct Names {
    std::vector<int> rank; // per hex, -1 when it never holds a listed kind
    std::vector<CellIndex> ofRank;
    std::vector<std::vector<Lit>> digits; // per rank
};

Names makeNames(EncodeContext& x, const rules::ClusterSizeRequirement& unit)
{
    Names out;
    out.rank.assign(static_cast<size_t>(x.board.size()), -1);
    for (CellIndex c = 0; c < x.board.size(); ++c)
        if (mayBeListed(x, unit, c)) {
            out.rank[static_cast<size_t>(c)] = static_cast<int>(out.ofRank.size());
            out.ofRank.push_back(c);
        }
    int bits = 0;
    while ((size_t{1} << bits) < out.ofRank.size())
        ++bits;
    out.digits.resize(out.ofRank.size());
    for (auto& d : out.digits)
        for (int b = 0; b < bits; ++b)
            d.push_back(x.cnf.newVar());
    return out;
}

// Touching hexes c and n of one listed kind carry the same name.
void tie(EncodeContext& x, const rules::ClusterSizeRequirement& unit, const Names& names, CellIndex c, CellIndex n)
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
    const auto& dc = names.digits[static_cast<size_t>(names.rank[static_cast<size_t>(c)])];
    const auto& dn = names.digits[static_cast<size_t>(names.rank[static_cast<size_t>(n)])];
    for (size_t b = 0; b < dc.size(); ++b) {
        x.cnf.add({-same, -dc[b], dn[b]});
        x.cnf.add({-same, dc[b], -dn[b]});
    }
}

// The ranks within `radius` steps of rank r through hexes that may hold a listed kind (r first).
void window(const EncodeContext& x, const Names& names, int r, int radius, std::vector<int>& out, std::vector<int>& depth)
{
    out.assign(1, r);
    depth[static_cast<size_t>(r)] = 0;
    for (size_t head = 0; head < out.size(); ++head) {
        const int at = out[head];
        if (depth[static_cast<size_t>(at)] == radius)
            continue;
        for (CellIndex n : x.board.neighbours(names.ofRank[static_cast<size_t>(at)]))
            if (const int rn = names.rank[static_cast<size_t>(n)]; rn >= 0 && depth[static_cast<size_t>(rn)] < 0) {
                depth[static_cast<size_t>(rn)] = depth[static_cast<size_t>(at)] + 1;
                out.push_back(rn);
            }
    }
    for (int w : out)
        depth[static_cast<size_t>(w)] = -1;
}

} // namespace

void encodeClusterSize(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::ClusterSizeRequirement unit(spec, x.rules, x.board);
    const Names names = makeNames(x, unit);
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (CellIndex n : x.board.neighbours(c))
            if (n > c && names.rank[static_cast<size_t>(c)] >= 0 && names.rank[static_cast<size_t>(n)] >= 0)
                tie(x, unit, names, c, n);
    const auto m = names.ofRank.size();
    std::vector<std::vector<Lit>> nearTo(m); // per representative rank: the literals near(c, it), its own first
    for (auto& near : nearTo)
        near.push_back(x.cnf.newVar());
    std::vector<int> win, depth(m, -1);
    std::vector<Lit> clause;
    for (size_t r = 0; r < m; ++r) {
        const CellIndex c = names.ofRank[r];
        const Lit violation = x.cnf.newVar();
        out.push_back({violation, 1});
        clause.assign(1, violation);
        window(x, names, static_cast<int>(r), unit.max() - 1, win, depth);
        for (int l : win) {
            auto& toL = nearTo[static_cast<size_t>(l)];
            const Lit near = l == static_cast<int>(r) ? toL.front() : x.cnf.newVar();
            if (near != toL.front()) {
                toL.push_back(near);
                x.cnf.add({-near, toL.front()}); // a representative is near itself
            }
            clause.push_back(near);
            const auto& digits = names.digits[r];
            for (size_t b = 0; b < digits.size(); ++b) // the name is l's rank
                x.cnf.add({-near, ((static_cast<size_t>(l) >> b) & 1) != 0 ? digits[b] : -digits[b]});
        }
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (const Lit k = x.cells.lit(c, static_cast<TerrainId>(t)); k != 0 && unit.listed(static_cast<TerrainId>(t))) {
                clause.push_back(-k); // a hex of a listed kind is near a representative or a violation
                x.cnf.add(clause);
                clause.pop_back();
            }
    }
    for (const auto& near : nearTo)
        atMost(x.cnf, near, unit.max());
}

} // namespace hexloom::core::exact
