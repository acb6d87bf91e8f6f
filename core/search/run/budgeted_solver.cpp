#include "core/search/run/budgeted_solver.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include "core/search/run/fewest_changes.h"
#include "core/search/run/orbit_moves.h"
#include "core/symmetry/board_symmetry.h"
#include "core/symmetry/map_symmetry.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::search {

namespace {

// Passes everything on except the final snapshot, which the wrapper replaces.
class HoldFinal final : public ProgressSink {
public:
    explicit HoldFinal(ProgressSink& out) : out_(out) {}
    void snapshot(std::shared_ptr<const Snapshot> s) override
    {
        if (s->final)
            final_ = std::move(s);
        else
            out_.snapshot(std::move(s));
    }
    void progress(const ProgressPoint& p) override { out_.progress(p); }
    std::shared_ptr<const Snapshot> final_;

private:
    ProgressSink& out_;
};

// The board's symmetry when the rule set asks for one (null otherwise); a board whose shape is not
// invariant is refused as a run refuses it.
std::unique_ptr<const symmetry::BoardSymmetry> symmetryOf(const Problem& problem)
{
    if (!problem.rules || problem.rules->symmetry == symmetry::SymmetryMode::None)
        return nullptr;
    try {
        return std::make_unique<const symmetry::BoardSymmetry>(symmetry::BoardSymmetry::of(*problem.board, problem.rules->symmetry));
    } catch (const symmetry::SymmetryError& e) {
        throw std::invalid_argument(e.what());
    }
}

// Every unlocked hex farther than `radius` from `near` locked. With a symmetry the hexes that
// close to an image of `near` stay free too: a move near it moves its images, so the scope is
// symmetric (its locked orbits are whole).
void lockOutside(const model::Board& board, model::Map& map, model::CellIndex near, int radius, const symmetry::BoardSymmetry* symmetry)
{
    std::vector<model::Hex> centres{board.hex(near)};
    for (int t = 1; symmetry && t < symmetry->transformCount(); ++t)
        centres.push_back(board.hex(symmetry->image(t, near)));
    for (model::CellIndex c = 0; c < board.size(); ++c)
        if (std::none_of(centres.begin(), centres.end(), [&](model::Hex h) { return model::distance(board.hex(c), h) <= radius; }))
            map.setLocked(c, true);
}

// Clears the control's edit scope when the run ends, however it ends.
struct ScopeGuard {
    run::RunControl& control;
    ~ScopeGuard() { control.setEditScope(nullptr); }
};

// When the fewest-changes pass must end: by the run's time limit, and never later than
// kRevertMarginSeconds after the search when the search used the limit up; without a time limit,
// after as long again as the search took (at least 10 s), so an iteration-bounded run is bounded too.
constexpr double kRevertMarginSeconds = 0.5;
std::chrono::steady_clock::time_point revertDeadline(const StopCriteria& stop, double searchSeconds)
{
    const double seconds = stop.timeLimitSeconds > 0 ? std::max(kRevertMarginSeconds, stop.timeLimitSeconds - searchSeconds)
                                                     : std::max(10.0, searchSeconds);
    return std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
}

} // namespace

Problem scopedProblem(const Problem& problem, model::CellIndex near, int radius)
{
    if (near < 0 || near >= problem.board->size())
        throw std::invalid_argument("change budget: hex " + std::to_string(near) + " is not on the board");
    Problem scoped = problem;
    const auto symmetry = symmetryOf(problem);
    lockOutside(*problem.board, scoped.start, near, radius, symmetry.get());
    // The hexes outside the scope stay as they are: a symmetric run needs them symmetric already.
    if (symmetry)
        if (const auto cells = symmetry::asymmetricLocks(*symmetry, scoped.start); !cells.empty())
            throw std::invalid_argument("change budget: the hexes outside the scope keep their contents and are not " +
                                        std::string(symmetry::modeName(symmetry->mode())) + " symmetric (" + std::to_string(cells.size()) +
                                        " cells: " + symmetry::describeCells(*problem.board, cells) +
                                        "): make the map symmetric first, or take back changes without a scope");
    return scoped;
}

BudgetedSolver::BudgetedSolver(std::unique_ptr<Solver> inner, ChangeBudget budget) : inner_(std::move(inner)), budget_(budget)
{
    if (!inner_)
        throw std::invalid_argument("change budget: no solver to run");
    if (budget_.radius < 0)
        throw std::invalid_argument("change budget: radius must be at least 0, not " + std::to_string(budget_.radius));
}

std::shared_ptr<const Snapshot> BudgetedSolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                                    ProgressSink& sink)
{
    const bool scoping = budget_.near != model::kNoCell;
    const Problem scoped = scoping ? scopedProblem(problem, budget_.near, budget_.radius) : problem;
    const auto symmetry = symmetryOf(problem);
    const std::unique_ptr<const OrbitMoves> orbits = symmetry ? std::make_unique<const OrbitMoves>(*symmetry) : nullptr;
    // The designer's edits during the run: the newest one as posted (the map the result is compared
    // with, and its locks), and every one kept to the same hexes as the run.
    Problem designer = problem;
    control.setEditScope([&](model::Map& map, uint64_t revision) {
        designer.start = map;
        designer.revision = revision;
        if (scoping)
            lockOutside(*problem.board, map, budget_.near, budget_.radius, symmetry.get());
    });
    ScopeGuard guard{control};
    HoldFinal hold(sink);
    auto last = inner_->run(scoped, settings, control, hold);
    if (hold.final_)
        last = hold.final_;
    if (!last)
        return last;
    auto out = std::make_shared<Snapshot>(*last);
    if (last->revision == designer.revision) { // the map the solver last started from: revert against it
        if (budget_.fewestChanges) {
            rules::Evaluator evaluator(problem.board, problem.rules);
            out->map = fewestChanges(evaluator, designer.start, last->map, revertDeadline(settings.stop, last->elapsedSeconds), orbits.get());
            out->report = evaluator.scoredReport(out->map);
            out->best = out->report.total;
        }
        for (model::CellIndex c = 0; c < out->map.size(); ++c)
            out->map.setLocked(c, designer.start.locked(c)); // the scope's locks were the run's only
    }
    out->final = true;
    sink.snapshot(out);
    return out;
}

} // namespace hexloom::core::search
