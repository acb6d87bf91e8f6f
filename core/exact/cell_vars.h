#pragma once
// One value per cell: a variable for each (cell, kind) the cell may hold, exactly one of them true
// (at-least-one clause plus a sequential at-most-one). What a cell may hold: every kind of the
// pool that has tiles (in a rule set with swap zones, only the kinds of the cell's own zone),
// plus the kind a locked cell holds, so that dropping its lock from a core frees the cell and
// keeping it can still contradict the pool.
#include <vector>

#include "core/exact/cnf.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::exact {

class CellVars {
public:
    CellVars(Cnf& cnf, const model::Board& board, const rules::RuleSet& rules, const model::Map& map, const std::vector<int>& pool);

    int cells() const { return cells_; }
    int kinds() const { return kinds_; }
    // Whether cell c may hold kind t; lit(c, t) is its variable (0 when it may not).
    bool can(model::CellIndex c, model::TerrainId t) const { return lit(c, t) != 0; }
    Lit lit(model::CellIndex c, model::TerrainId t) const { return vars_[static_cast<size_t>(c * kinds_ + t)]; }
    // True exactly when cell c holds water (a kind variable, a defined variable, or 0: never).
    Lit water(model::CellIndex c) const { return water_[static_cast<size_t>(c)]; }
    // Appends the literals "c holds water" (empty: c never does); a clause may contain them.
    void waterLits(model::CellIndex c, std::vector<Lit>& out) const;

    // The map a model describes (`value(lit)` true or false); kinds only, the base map's tokens and locks kept.
    template <class Value>
    model::Map decode(const model::Map& base, Value value) const
    {
        model::Map m = base;
        for (model::CellIndex c = 0; c < cells_; ++c)
            for (int t = 0; t < kinds_; ++t)
                if (const Lit x = lit(c, static_cast<model::TerrainId>(t)); x != 0 && value(x))
                    m.setTerrain(c, static_cast<model::TerrainId>(t));
        return m;
    }

private:
    int cells_;
    int kinds_;
    std::vector<Lit> vars_;  // cells x kinds
    std::vector<Lit> water_; // per cell
    std::vector<uint8_t> isWater_;
};

} // namespace hexloom::core::exact
