#pragma once
// Number tokens as variables (Catan): a hex bears a token exactly when its kind takes one
// (Terrain::takesToken), and then holds exactly one number; a hex of another kind holds none, as
// every search keeps it. Per (hex, number) one variable; the numbers are the pool's and a locked
// hex's own, so dropping a lock from a core frees the hex as CellVars does for kinds. Empty (no
// variables) when the pool has no tokens or no kind takes one.
#include <vector>

#include "core/exact/cell_vars.h"
#include "core/exact/cnf.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::exact {

class TokenVars {
public:
    // `pool` is counted per token number (TilePool::tokens).
    TokenVars(Cnf& cnf, const CellVars& cells, const rules::RuleSet& rules, const model::Map& map, const std::vector<int>& pool);

    bool empty() const { return numbers_.empty(); }
    // The numbers a hex may hold; lit(c, i) is "hex c holds numbers()[i]" (0: it never does).
    const std::vector<model::Token>& numbers() const { return numbers_; }
    Lit lit(model::CellIndex c, size_t i) const { return vars_[static_cast<size_t>(c) * numbers_.size() + i]; }
    // The index of `number` in numbers(), or -1.
    int indexOf(model::Token number) const;
    // True exactly when hex c bears a token (0: it never does).
    Lit bearer(model::CellIndex c) const { return bearer_[static_cast<size_t>(c)]; }

    // Puts the model's tokens on `m` (none on a hex that bears none).
    template <class Value>
    void decode(model::Map& m, Value value) const
    {
        if (empty())
            return;
        for (model::CellIndex c = 0; c < m.size(); ++c) {
            m.setToken(c, model::kNoToken);
            for (size_t i = 0; i < numbers_.size(); ++i)
                if (const Lit x = lit(c, i); x != 0 && value(x))
                    m.setToken(c, numbers_[i]);
        }
    }

private:
    std::vector<model::Token> numbers_;
    std::vector<Lit> vars_;   // cells x numbers
    std::vector<Lit> bearer_; // per cell
};

} // namespace hexloom::core::exact
