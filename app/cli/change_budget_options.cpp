#include "app/cli/change_budget_options.h"

#include "app/cli/cli_common.h"

namespace hexloom::cli {

using core::search::ChangeBudget;

ChangeBudgetOptions::ChangeBudgetOptions(QCommandLineParser& parser)
    : fewest_(QStringLiteral("fewest-changes"),
              QStringLiteral("Take back every change from the start map that the best score does not need.")),
      near_(QStringLiteral("near"), QStringLiteral("Change only hexes near this one (0-based row,column; see --radius)."),
            QStringLiteral("ROW,COL")),
      radius_(QStringLiteral("radius"), QStringLiteral("With --near: how far from it hexes may change (default 2)."), QStringLiteral("N"),
              QStringLiteral("2"))
{
    for (const auto* o : {&fewest_, &near_, &radius_})
        parser.addOption(*o);
}

std::optional<ChangeBudget> ChangeBudgetOptions::read(const QCommandLineParser& parser, const core::model::Board& board) const
{
    if (!parser.isSet(fewest_) && !parser.isSet(near_)) {
        if (parser.isSet(radius_))
            throw UsageError("--radius needs --near ROW,COL");
        return std::nullopt;
    }
    ChangeBudget budget;
    budget.fewestChanges = parser.isSet(fewest_);
    if (parser.isSet(near_)) {
        const QStringList parts = parser.value(near_).split(QLatin1Char(','));
        bool rowOk = false, colOk = false;
        const int row = parts.size() == 2 ? parts[0].trimmed().toInt(&rowOk) : 0;
        const int col = parts.size() == 2 ? parts[1].trimmed().toInt(&colOk) : 0;
        if (!rowOk || !colOk)
            throw UsageError("--near: expected ROW,COL (0-based), got \"" + parser.value(near_).toStdString() + "\"");
        budget.near = board.indexAtOffset({row, col});
        if (budget.near == core::model::kNoCell)
            throw UsageError("--near: " + parser.value(near_).toStdString() + " is not a hex of the board");
        bool ok = false;
        budget.radius = parser.value(radius_).toInt(&ok);
        if (!ok || budget.radius < 0)
            throw UsageError("--radius: expected a whole number of at least 0, got \"" + parser.value(radius_).toStdString() + "\"");
    } else if (parser.isSet(radius_)) {
        throw UsageError("--radius needs --near ROW,COL");
    }
    return budget;
}

std::unique_ptr<core::search::Solver> withBudget(std::unique_ptr<core::search::Solver> solver,
                                                     const std::optional<ChangeBudget>& budget)
{
    if (!budget)
        return solver;
    return std::make_unique<core::search::BudgetedSolver>(std::move(solver), *budget);
}

} // namespace hexloom::cli
