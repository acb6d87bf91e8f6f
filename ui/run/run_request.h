#pragma once
// One search to start: which algorithm (a factory, so tests can run their own solvers), with
// which parameters, seed and stop criteria.
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "core/search/run/budgeted_solver.h"
#include "core/search/solver.h"

namespace hexloom::ui::run {

struct RunRequest {
    QString algorithmId;
    QString algorithmName;
    std::function<std::unique_ptr<core::search::Solver>()> make;
    core::search::RunSettings settings;
    // What a recipe records of it: the registered algorithm (none for a test's own solver: no
    // recipe), its parameters and the change budget it runs in.
    const core::search::AlgorithmInfo* info = nullptr;
    core::run::ParameterValues values;
    std::optional<core::search::ChangeBudget> budget;

    // A request for a registered algorithm; validates `values` when the solver is built.
    static RunRequest forAlgorithm(const core::search::AlgorithmInfo& info, core::run::ParameterValues values,
                                   core::search::RunSettings settings)
    {
        const auto* entry = &info;
        return {QString::fromStdString(info.id), QString::fromStdString(info.name), [entry, values] { return entry->make(values); },
                settings, entry, std::move(values), std::nullopt};
    }

    // The same search inside a change budget (fewest changes, a scope around one hex).
    RunRequest withBudget(core::search::ChangeBudget budget) const
    {
        RunRequest r = *this;
        r.make = [inner = make, budget] { return std::make_unique<core::search::BudgetedSolver>(inner(), budget); };
        r.budget = budget;
        return r;
    }
};

} // namespace hexloom::ui::run
