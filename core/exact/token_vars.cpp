#include "core/exact/token_vars.h"

#include <algorithm>

#include "core/exact/cardinality.h"

namespace hexloom::core::exact {

TokenVars::TokenVars(Cnf& cnf, const CellVars& cells, const rules::RuleSet& rules, const model::Map& map, const std::vector<int>& pool)
{
    bool anyBearer = false;
    for (int t = 0; t < cells.kinds(); ++t)
        anyBearer = anyBearer || rules.takesToken(static_cast<model::TerrainId>(t));
    if (!anyBearer)
        return;
    for (size_t n = 1; n < pool.size(); ++n)
        if (pool[n] > 0)
            numbers_.push_back(static_cast<model::Token>(n));
    for (model::CellIndex c = 0; c < map.size(); ++c)
        if (map.locked(c) && map.token(c) > 0 && indexOf(map.token(c)) < 0)
            numbers_.push_back(map.token(c));
    if (numbers_.empty())
        return;
    std::sort(numbers_.begin(), numbers_.end());
    const auto cellCount = static_cast<size_t>(cells.cells());
    vars_.assign(cellCount * numbers_.size(), 0);
    bearer_.assign(cellCount, 0);
    std::vector<Lit> takers, held;
    for (model::CellIndex c = 0; c < cells.cells(); ++c) {
        takers.clear();
        for (int t = 0; t < cells.kinds(); ++t)
            if (const Lit x = cells.lit(c, static_cast<model::TerrainId>(t)); x != 0 && rules.takesToken(static_cast<model::TerrainId>(t)))
                takers.push_back(x);
        if (takers.empty())
            continue;
        Lit& b = bearer_[static_cast<size_t>(c)];
        if (takers.size() == 1) {
            b = takers[0];
        } else { // b <-> one of the kinds that take a token
            b = cnf.newVar();
            held.assign({-b});
            for (Lit x : takers) {
                cnf.add({-x, b});
                held.push_back(x);
            }
            cnf.add(held);
        }
        // A bearer holds exactly one number; a hex that bears none holds none.
        held.assign({-b});
        for (size_t i = 0; i < numbers_.size(); ++i) {
            const Lit y = cnf.newVar();
            vars_[static_cast<size_t>(c) * numbers_.size() + i] = y;
            cnf.add({-y, b});
            held.push_back(y);
        }
        cnf.add(held);
        atMost(cnf, std::span<const Lit>(held).subspan(1), 1);
    }
}

int TokenVars::indexOf(model::Token number) const
{
    const auto at = std::find(numbers_.begin(), numbers_.end(), number);
    return at == numbers_.end() ? -1 : static_cast<int>(at - numbers_.begin());
}

} // namespace hexloom::core::exact
