#pragma once
// The symmetry texts the core writes in English (a pool that cannot be symmetric, the fitted pool's
// changes, a mode's description), worded again for the editor through tr(): the core keeps the
// numbers (core::symmetry::PoolMisfit, FittedPool) and the CLI prints the core's English.
#include <exception>

#include <QCoreApplication>
#include <QString>

#include "core/rules/rule_set.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "core/symmetry/symmetry_mode.h"

namespace hexloom::ui::run {

class SymmetryText {
    Q_DECLARE_TR_FUNCTIONS(SymmetryText)

public:
    // "The pool cannot be rotate-2 symmetric: 7 kinds have counts that are not a multiple of 2 (...)
    // and need 7 fixed hexes, but the board has 1 free" (no full stop: callers embed it).
    static QString refusal(const core::symmetry::PoolMisfit& misfit);
    // "Hills -1, Mountains +1; number 2 -1, number 12 +1", or "none".
    static QString changes(const core::symmetry::FittedPool& fitted, const core::rules::RuleSet& rules);
    static QString modeDescription(core::symmetry::SymmetryMode mode);
    // "rotate-3": the mode's name as files and the CLI write it.
    static QString modeName(core::symmetry::SymmetryMode mode);
    // A mode as a choice in a list: "Third turn, 3 seats (rotate-3)".
    static QString modeLabel(core::symmetry::SymmetryMode mode);
    // The reason of a refused symmetric run: refusal() for a PoolRefusal, else the core's text.
    static QString reason(const std::exception& e);
};

} // namespace hexloom::ui::run
