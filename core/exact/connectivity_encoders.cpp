#include "core/exact/connectivity_encoders.h"

#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/water_components_requirement.h"

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

} // namespace hexloom::core::exact
