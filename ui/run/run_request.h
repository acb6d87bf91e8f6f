#pragma once
// One search to start: which algorithm (a factory, so tests can run their own solvers), with
// which parameters, seed and stop criteria.
#include <QString>
#include <functional>
#include <memory>

#include "core/algorithms/run/budgeted_solver.h"
#include "core/algorithms/solver.h"

namespace hexloom::ui::run {

struct RunRequest {
    QString algorithmId;
    QString algorithmName;
    std::function<std::unique_ptr<core::algorithms::Solver>()> make;
    core::algorithms::RunSettings settings;

    // A request for a registered algorithm; validates `values` when the solver is built.
    static RunRequest forAlgorithm(const core::algorithms::AlgorithmInfo& info, core::algorithms::ParameterValues values,
                                   core::algorithms::RunSettings settings)
    {
        const auto* entry = &info;
        return {QString::fromStdString(info.id), QString::fromStdString(info.name),
                [entry, values = std::move(values)] { return entry->make(values); }, settings};
    }

    // The same search inside a change budget (fewest changes, a scope around one hex).
    RunRequest withBudget(core::algorithms::ChangeBudget budget) const
    {
        RunRequest r = *this;
        r.make = [inner = make, budget] { return std::make_unique<core::algorithms::BudgetedSolver>(inner(), budget); };
        return r;
    }
};

} // namespace hexloom::ui::run
