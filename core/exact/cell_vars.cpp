#include "core/exact/cell_vars.h"

#include "core/exact/cardinality.h"

namespace hexloom::core::exact {

CellVars::CellVars(Cnf& cnf, const model::Board& board, const rules::RuleSet& rules, const model::Map& map, const std::vector<int>& pool)
    : cells_(board.size()), kinds_(rules.terrainCount())
{
    vars_.assign(static_cast<size_t>(cells_ * kinds_), 0);
    water_.assign(static_cast<size_t>(cells_), 0);
    for (int t = 0; t < kinds_; ++t)
        isWater_.push_back(rules.isWater(static_cast<model::TerrainId>(t)) ? 1 : 0);
    std::vector<Lit> one;
    for (model::CellIndex c = 0; c < cells_; ++c) {
        const model::TerrainId here = map.terrain(c);
        one.clear();
        for (int t = 0; t < kinds_; ++t) {
            const auto kind = static_cast<model::TerrainId>(t);
            const bool inPool = t < static_cast<int>(pool.size()) && pool[static_cast<size_t>(t)] > 0;
            const bool locked = map.locked(c) && here == kind;
            const bool zoneFits = !rules.hasZones() || here == model::kNoTerrain || rules.sameZone(here, kind);
            if ((inPool && zoneFits) || locked) {
                vars_[static_cast<size_t>(c * kinds_ + t)] = cnf.newVar();
                one.push_back(vars_[static_cast<size_t>(c * kinds_ + t)]);
            }
        }
        if (one.empty())
            cnf.add({cnf.trueLit() * -1}); // a cell that can hold nothing: no map at all
        else
            cnf.add(one);
        atMost(cnf, one, 1);
        std::vector<Lit> wet;
        waterLits(c, wet);
        if (wet.size() == 1) {
            water_[static_cast<size_t>(c)] = wet[0];
        } else if (wet.size() > 1) {
            const Lit w = cnf.newVar();
            std::vector<Lit> any{-w};
            for (Lit x : wet) {
                cnf.add({-x, w});
                any.push_back(x);
            }
            cnf.add(any);
            water_[static_cast<size_t>(c)] = w;
        }
    }
}

void CellVars::waterLits(model::CellIndex c, std::vector<Lit>& out) const
{
    for (int t = 0; t < kinds_; ++t)
        if (isWater_[static_cast<size_t>(t)] != 0)
            if (const Lit x = lit(c, static_cast<model::TerrainId>(t)); x != 0)
                out.push_back(x);
}

} // namespace hexloom::core::exact
