#include "core/exact/connectivity_encoders.h"

#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/water_components_requirement.h"
#include "core/text/core_text.h"

#include <algorithm>
#include <set>

namespace hexloom::core::exact {

namespace {

using model::CellIndex;

// A level per hex that may hold water, in binary (bits enough for 0 .. depth - 1, least
// significant first): O(log depth) variables per hex instead of depth.
class Levels {
public:
    Levels(Cnf& cnf, const CellVars& cells, int depth) : vars_(static_cast<size_t>(cells.cells()))
    {
        while ((1 << bits_) < depth)
            ++bits_;
        for (CellIndex c = 0; c < cells.cells(); ++c)
            if (cells.water(c) != 0)
                for (int b = 0; b < bits_; ++b)
                    vars_[static_cast<size_t>(c)].push_back(cnf.newVar());
    }
    int bits() const { return bits_; }
    Lit bit(CellIndex c, int b) const { return vars_[static_cast<size_t>(c)][static_cast<size_t>(b)]; }

private:
    int bits_ = 0;
    std::vector<std::vector<Lit>> vars_;
};

// parent -> level(c) > level(n), by the bits from the most significant down: at each bit, while
// undecided, c's bit is not below n's; a bit where c has 1 and n has 0 decides; equal bits pass
// the question on (s), and the least significant bit must decide. 3 clauses and 1 variable a bit.
void below(Cnf& cnf, const Levels& levels, Lit parent, CellIndex c, CellIndex n)
{
    Lit s = parent; // the bits above are equal (or decided)
    for (int b = levels.bits() - 1; b >= 0; --b) {
        const Lit x = levels.bit(c, b), y = levels.bit(n, b);
        cnf.add({-s, x, -y});
        if (b == 0) {
            cnf.add({-s, x});
            cnf.add({-s, -y});
            return;
        }
        const Lit next = cnf.newVar();
        cnf.add({-s, x, next});  // not decided here: c's bit 0, so n's too
        cnf.add({-s, -y, next}); // or n's bit 1, so c's too
        s = next;
    }
    cnf.add({-parent}); // one level only: no hex is below another
}

} // namespace

// Every water hex is a root or has a water neighbour as parent at a lower level, so parent chains
// end at a root of the same piece; roots >= pieces, and the map's own breadth-first roots give
// exactly as many. Up to `allowed` roots are free (an at-most-allowed count), every other root is
// one violation: the minimum is max(0, pieces - allowed), linear in the hexes but for log levels.
void encodeWaterComponents(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const int allowed = static_cast<int>(rules::waterComponentsType().number(spec, "allowed_components"));
    int wet = 0;
    for (CellIndex c = 0; c < x.board.size(); ++c)
        wet += x.cells.water(c) != 0 ? 1 : 0;
    if (wet <= allowed)
        return; // never more pieces than allowed
    const Levels levels(x.cnf, x.cells, wet);
    std::vector<Lit> freed, clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const Lit w = x.cells.water(c);
        if (w == 0)
            continue;
        const Lit root = x.cnf.newVar();
        x.cnf.add({-root, w});
        clause.assign({-w, root});
        for (CellIndex n : x.board.neighbours(c)) {
            const Lit wn = x.cells.water(n);
            if (wn == 0)
                continue;
            const Lit parent = x.cnf.newVar();
            x.cnf.add({-parent, wn});
            below(x.cnf, levels, parent, c, n);
            clause.push_back(parent);
        }
        x.cnf.add(clause);
        // A root is counted unless it is one of the `allowed` free ones.
        const Lit counted = x.cnf.newVar();
        if (allowed > 0) {
            const Lit free = x.cnf.newVar();
            freed.push_back(free);
            x.cnf.add({-root, counted, free});
        } else {
            x.cnf.add({-root, counted});
        }
        out.push_back({counted, 1});
    }
    if (allowed > 0)
        atMost(x.cnf, freed, allowed);
}

namespace {

// Calls f(set) for every connected set of fewer than `limit` hexes whose smallest index is
// `anchor` (each set once, its hexes sorted).
template <class F>
void connectedSetsFrom(const model::Board& board, CellIndex anchor, int limit, F f)
{
    std::set<std::vector<CellIndex>> seen;
    std::vector<CellIndex> set{anchor};
    auto grow = [&](auto& self) -> void {
        std::vector<CellIndex> sorted = set;
        std::sort(sorted.begin(), sorted.end());
        if (!seen.insert(sorted).second)
            return;
        f(sorted);
        if (static_cast<int>(set.size()) + 1 >= limit)
            return;
        for (size_t i = 0; i < set.size(); ++i)
            for (CellIndex n : board.neighbours(set[i]))
                if (n > anchor && std::find(set.begin(), set.end(), n) == set.end()) {
                    set.push_back(n);
                    self(self);
                    set.pop_back();
                }
    };
    grow(grow);
}

} // namespace

const char* minIslandRefusal(const rules::RequirementSpec& spec, const EncodeContext&)
{
    return rules::minIslandType().number(spec, "size") > kMostIslandSize ? QT_TRANSLATE_NOOP("hexloom::core", "size above 7: too many island shapes to list") : nullptr;
}

// Per connected set P of fewer than `size` hexes (each listed once, from its smallest hex): a
// literal forced when P is all land and every hex around it water, i.e. P is a whole island.
// Every small island is exactly one such P, so the literals sum to the count; hexes that are
// never water leave their sets out. Linear in the board (the shapes per hex depend on size only).
void encodeMinIsland(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const int size = static_cast<int>(rules::minIslandType().number(spec, "size"));
    std::vector<Lit> clause;
    std::vector<uint8_t> inSet(static_cast<size_t>(x.board.size()), 0);
    for (CellIndex anchor = 0; anchor < x.board.size(); ++anchor)
        connectedSetsFrom(x.board, anchor, size, [&](const std::vector<CellIndex>& set) {
            clause.clear();
            for (CellIndex p : set) {
                inSet[static_cast<size_t>(p)] = 1;
                if (const Lit w = x.cells.water(p); w != 0)
                    clause.push_back(w); // p water: not this island
            }
            bool possible = true;
            for (CellIndex p : set)
                for (CellIndex b : x.board.neighbours(p))
                    if (!inSet[static_cast<size_t>(b)] && std::find(clause.begin(), clause.end(), -x.cells.water(b)) == clause.end()) {
                        const Lit w = x.cells.water(b);
                        possible = possible && w != 0; // a neighbour that is always land joins it
                        if (w != 0)
                            clause.push_back(-w);
                    }
            for (CellIndex p : set)
                inSet[static_cast<size_t>(p)] = 0;
            if (!possible)
                return;
            const Lit island = x.cnf.newVar();
            clause.push_back(island);
            x.cnf.add(clause);
            out.push_back({island, 1});
        });
}

} // namespace hexloom::core::exact
