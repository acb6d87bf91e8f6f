#pragma once
// One search to start: which algorithm (a factory, so tests can run their own solvers), with
// which parameters, seed, stop criteria and symmetry.
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "core/search/run/budgeted_solver.h"
#include "core/search/solver.h"
#include "ui/run/run_symmetry.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::run {

struct RunRequest {
    QString algorithmId;
    QString algorithmName;
    std::function<std::unique_ptr<core::search::Solver>()> make;
    core::search::RunSettings settings;
    // Where the run may change the map: the whole map, or only the hexes within `nearRadius` of
    // `nearCell` (a fix near one hex); its suggestions are labelled with it.
    core::model::CellIndex nearCell = core::model::kNoCell;
    int nearRadius = 0;
    // The symmetry the run keeps (the first request's, for every request of one start).
    RunSymmetry symmetry{};
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
        RunRequest r;
        r.algorithmId = QString::fromStdString(info.id);
        r.algorithmName = text::coreText(info.name);
        r.make = [entry, values] { return entry->make(values); };
        r.settings = settings;
        r.info = entry;
        r.values = std::move(values);
        return r;
    }

    // The same search inside a change budget (fewest changes, a scope around one hex).
    RunRequest withBudget(core::search::ChangeBudget budget) const
    {
        RunRequest r = *this;
        r.nearCell = budget.near;
        r.nearRadius = budget.radius;
        r.make = [inner = make, budget] { return std::make_unique<core::search::BudgetedSolver>(inner(), budget); };
        r.budget = budget;
        return r;
    }
};

} // namespace hexloom::ui::run
