#pragma once
// generate's and replay's change budget (--fewest-changes, --near ROW,COL, --radius N): suggestions
// that keep the start map's hexes where the score does not need a change (see
// core/search/run/budgeted_solver.h). The options travel in the recipe, so replay makes the
// same map again.
#include <QCommandLineParser>
#include <memory>
#include <optional>

#include "core/search/run/budgeted_solver.h"

namespace hexloom::cli {

class ChangeBudgetOptions {
public:
    explicit ChangeBudgetOptions(QCommandLineParser& parser);
    // Empty when no budget option is given. Throws UsageError for a malformed or off-board
    // --near and a negative or non-numeric --radius, naming the option.
    std::optional<core::search::ChangeBudget> read(const QCommandLineParser& parser, const core::model::Board& board) const;

private:
    QCommandLineOption fewest_, near_, radius_;
};

// `solver` inside a BudgetedSolver when there is a budget, else `solver` itself.
std::unique_ptr<core::search::Solver> withBudget(std::unique_ptr<core::search::Solver> solver,
                                                     const std::optional<core::search::ChangeBudget>& budget);

} // namespace hexloom::cli
