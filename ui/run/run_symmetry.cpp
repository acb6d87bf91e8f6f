#include "ui/run/run_symmetry.h"

#include <optional>
#include <stdexcept>

#include "core/rules/tile_pool.h"
#include "core/symmetry/board_symmetry.h"
#include "core/symmetry/pool/symmetric_pool.h"

namespace hexloom::ui::run {

using core::symmetry::SymmetryMode;

std::shared_ptr<const core::rules::RuleSet> RunSymmetry::rulesFor(const core::model::Board& board,
                                                                  const std::shared_ptr<const core::rules::RuleSet>& rules,
                                                                  const core::model::Map& map) const
{
    const SymmetryMode wanted = mode; // the dock starts at the rule set's own; the designer's choice wins
    if (wanted == SymmetryMode::None) {
        if (rules->symmetry == SymmetryMode::None)
            return rules;
        auto out = std::make_shared<core::rules::RuleSet>(*rules);
        out->symmetry = SymmetryMode::None;
        return out;
    }
    core::symmetry::BoardSymmetry symmetry;
    try {
        symmetry = core::symmetry::BoardSymmetry::of(board, wanted);
    } catch (const core::symmetry::SymmetryError& e) {
        throw core::text::TextError(e.text());
    }
    const auto pool = core::rules::TilePool::forMap(map, *rules);
    std::optional<core::symmetry::FittedPool> fitted;
    try {
        core::symmetry::requireSymmetricPool(board, symmetry, map, *rules, pool);
    } catch (const std::invalid_argument&) {
        if (!fitPool)
            throw;
        fitted = core::symmetry::fitPoolToSymmetry(board, symmetry, map, *rules, pool);
    }
    if (wanted == rules->symmetry && !fitted)
        return rules;
    auto out = std::make_shared<core::rules::RuleSet>(*rules);
    out->symmetry = wanted;
    if (fitted)
        core::symmetry::adoptPool(*out, *fitted);
    return out;
}

} // namespace hexloom::ui::run
