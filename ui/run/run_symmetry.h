#pragma once
// The symmetry a run keeps (the Search dock's symmetry box): the mode and what to do with a pool
// that cannot be symmetric. A search reads its symmetry from the rule set it is given
// (RuleSet::symmetry), so the run's rule set is the document's with the mode set and, with `fit`,
// the nearest pool that divides over the orbits. The document's own rule set is not changed.
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/symmetry/symmetry_mode.h"

namespace hexloom::ui::run {

struct RunSymmetry {
    core::symmetry::SymmetryMode mode = core::symmetry::SymmetryMode::None;
    bool fitPool = false;

    // The rule set a run on `map` works with, its symmetry set to `mode` (None too: the designer's
    // choice wins over the rule set's declared one): `rules` itself (the same object) when that is
    // its own symmetry and the pool needs no fitting. Throws std::invalid_argument with
    // the reason in numbers (core/symmetry/pool) when the board's shape, the locks or (with keep)
    // the pool cannot be symmetric.
    std::shared_ptr<const core::rules::RuleSet> rulesFor(const core::model::Board& board, const std::shared_ptr<const core::rules::RuleSet>& rules,
                                                         const core::model::Map& map) const;
};

} // namespace hexloom::ui::run
