#pragma once
// A change budget around any solver, for suggestions that respect the designer's map: the search
// may be kept to the hexes near one hex (the others are locked for the run), and its result can
// give back every change the score does not need (fewestChanges). The inner solver streams its
// snapshots as usual; the final one is replaced by the reverted map, with the problem's own locks.
// A designer edit during the run is kept to the same hexes (RunControl::setEditScope), and the
// final map is reverted against the newest edit the solver adopted, with that edit's locks.
// With a symmetry (RuleSet::symmetry) the scope also frees the hexes near the images of the hex,
// and the revert trades whole orbits: the result stays symmetric.
#include <memory>

#include "core/search/solver.h"

namespace hexloom::core::search {

struct ChangeBudget {
    bool fewestChanges = true;             // take back every change the best score does not need
    model::CellIndex near = model::kNoCell; // with `radius`: only hexes this close to it may change
    int radius = 2;
};

class BudgetedSolver final : public Solver {
public:
    // Throws std::invalid_argument for a null solver or a negative radius.
    BudgetedSolver(std::unique_ptr<Solver> inner, ChangeBudget budget);

    // Also throws std::invalid_argument when `near` is not a hex of the problem's board.
    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    std::unique_ptr<Solver> inner_;
    ChangeBudget budget_;
};

// The problem with every unlocked hex farther than `radius` from `near` (and, with a symmetry,
// from each image of `near`) locked.
Problem scopedProblem(const Problem& problem, model::CellIndex near, int radius);

} // namespace hexloom::core::search
