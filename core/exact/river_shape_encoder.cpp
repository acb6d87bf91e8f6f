#include "core/exact/river_shape_encoder.h"

#include <algorithm>

#include "core/model/map.h"
#include "core/rules/requirements/river_shape_requirement.h"

// The unit's value of a hex reads only whether the hex and each neighbour hold water (and which
// neighbours lie on the border, fixed by the board). So per hex and per pattern (the hex water or
// land, each neighbour water or dry: at most 2 x 64) the unit itself is asked, on a scratch map
// holding a water kind and a land kind in that pattern, and each pattern it counts becomes one
// clause "this pattern -> v" over the exact water literals (CellVars::water). A pattern that needs
// a hex to hold water where it never can (or land where it always holds water) has no clause.
// v is forced exactly when the hex violates, so the literals sum to the count.

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

// The first kind of the rule set that is water (`water` true) or land, kNoTerrain when none is.
TerrainId kindOf(const rules::RuleSet& rules, bool water)
{
    for (int t = 0; t < rules.terrainCount(); ++t)
        if (rules.isWater(static_cast<TerrainId>(t)) == water)
            return static_cast<TerrainId>(t);
    return model::kNoTerrain;
}

// Appends "hex c is not water" (`wet`) or "hex c is water" (not `wet`) to a pattern's clause;
// false when the pattern cannot happen (c never holds water, and the pattern wants it to).
bool notInState(const CellVars& cells, CellIndex c, bool wet, std::vector<Lit>& clause)
{
    const Lit w = cells.water(c);
    if (wet) {
        if (w == 0)
            return false; // never water: the pattern cannot happen
        clause.push_back(-w);
    } else if (w != 0) {
        clause.push_back(w); // (a hex that is never water is always land: nothing to add)
    }
    return true;
}

} // namespace

void encodeRiverShape(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::RiverShapeRequirement unit(spec, x.rules, x.board);
    // Without a land kind the dry hexes of a pattern read as no kind, which the unit counts as
    // neither land nor water, as it would count a hex that cannot exist.
    const TerrainId water = kindOf(x.rules, true), land = kindOf(x.rules, false);
    if (water == model::kNoTerrain)
        return; // no hex ever holds water: none violates
    model::Map scratch(x.board.size());
    std::vector<Lit> clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const auto around = x.board.neighbours(c);
        const unsigned patterns = 1u << around.size();
        Lit v = 0;
        for (const bool wet : {true, false})
            for (unsigned mask = 0; mask < patterns; ++mask) {
                scratch.setTerrain(c, wet ? water : land);
                for (size_t i = 0; i < around.size(); ++i)
                    scratch.setTerrain(around[i], ((mask >> i) & 1u) != 0 ? water : land);
                if (unit.value(scratch, c) == 0)
                    continue;
                clause.clear();
                bool possible = notInState(x.cells, c, wet, clause);
                for (size_t i = 0; possible && i < around.size(); ++i)
                    possible = notInState(x.cells, around[i], ((mask >> i) & 1u) != 0, clause);
                if (!possible)
                    continue;
                if (v == 0)
                    v = x.cnf.newVar();
                clause.push_back(v);
                x.cnf.add(clause);
            }
        if (v != 0)
            out.push_back({v, 1});
    }
}

} // namespace hexloom::core::exact
