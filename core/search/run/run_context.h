#pragma once
// The machinery every solver shares: the evaluator, the random generator seeded from the run's
// seed, the start map fitted to the tile pool, the unlocked cells, stop criteria (time,
// iterations, target, stagnation), rate-limited snapshots of the best map (with the teaching view
// also while the best stagnates) plus the final one,
// cancellation and pause through RunControl, and designer edits adopted within one step.
// Solvers call beginStep() once per iteration and offer() whenever a state may beat the best.
#include <chrono>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/run/random.h"
#include "core/search/solver.h"
#include "core/search/run/orbit_moves.h"
#include "core/search/run/start_map.h"
#include "core/symmetry/board_symmetry.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::search {

enum class StepResult { Continue, Stop, Edited };

class RunContext {
public:
    // Throws std::invalid_argument for a problem without board or rules, or impossible locks.
    RunContext(const Problem& problem, const RunSettings& settings, run::RunControl& control, ProgressSink& sink, std::string algorithm);

    rules::Evaluator& evaluator() { return *evaluator_; }
    const rules::RuleSet& rules() const { return *rules_; }
    const model::Board& board() const { return *board_; }
    run::Random& random() { return random_; }
    // The fitted start (after an adopted edit: the edited map) and its unlocked cells.
    const model::Map& start() const { return fitted_.map; }
    const std::vector<model::CellIndex>& unlocked() const { return fitted_.unlocked; }
    // The unlocked cells that may trade terrains with `cell`: those of its swap zone (all the
    // unlocked cells when the rule set has no zones).
    const std::vector<model::CellIndex>& partnersOf(model::CellIndex cell) const
    {
        return rules_->hasZones() ? fitted_.unlockedByZone[static_cast<size_t>(rules_->zone(fitted_.map.terrain(cell)))] : fitted_.unlocked;
    }
    const rules::TilePool& freePool() const { return fitted_.freePool; }
    // The rule set's symmetry (RuleSet::symmetry) as moves: null without one. With one, start()
    // is symmetric (a symmetric start is kept, any other refilled orbit by orbit from the free
    // pool) and a search that keeps it moves whole orbits through it.
    const OrbitMoves* orbitMoves() const { return orbitMoves_.get(); }
    // A random restart: `map`'s unlocked cells shuffled among themselves (shuffleUnlocked), or,
    // with a symmetry, its unlocked orbits refilled at random from the free pool.
    void randomise(model::Map& map);
    bool hasTokens() const { return poolHasTokens(fitted_.freePool); }

    // Checks the stop criteria and the run control; on an edit, adopts it (start(), unlocked()
    // and the best change) and returns Edited: the solver must restart from start().
    StepResult beginStep();
    // True once the run is cancelled or its time limit has passed: for solvers whose one step (or
    // set-up) makes many evaluations, each of which takes long on a big board (a swarm's
    // particles, a colony's ants). They check it between evaluations and end the step early; the
    // next beginStep() then stops the run. Reads the clock: not for every cheap move.
    bool outOfTime() const;
    void addEvaluations(int64_t n) { evaluations_ += n; }
    void setEvaluations(int64_t n) { evaluations_ = n; }
    // Records `map` as the new best when `score` beats it; `counts` (per requirement) is optional.
    bool offer(const model::Map& map, double score, std::span<const int> counts = {});
    // The same for a `map` that differs from bestMap() at most at the cells in `changed` (repeats
    // allowed): a new best copies only those cells' terrains and tokens, not the whole map (a
    // copy per new best is O(hexes), and the number of new bests grows with the board).
    bool offerChanged(const model::Map& map, double score, std::span<const int> counts, std::span<const model::CellIndex> changed);
    void setCurrent(double score)
    {
        countStart(); // before: counting sets current_ to the start's score
        current_ = score;
    }
    // The per-requirement counts of start() (disabled requirements at 0), from a solver whose own
    // scorer has just counted it (IncrementalScore::counts() after reset(start())): the run takes
    // them instead of counting the start map a second time. Without them the run counts the start
    // itself before the first step; after that (or after an adopted edit) this does nothing.
    void startCounts(std::span<const int> counts);

    double best()
    {
        countStart();
        return best_;
    }
    const model::Map& bestMap() const { return bestMap_; }
    int64_t iteration() const { return iteration_; }
    uint64_t seed() const { return settings_.seed; }
    bool teachingEnabled() const { return settings_.teaching; }
    TeachingState& teaching() { return teaching_; }

    // Sends and returns the final snapshot.
    std::shared_ptr<const Snapshot> finish();

private:
    double elapsed() const; // seconds since the start, pauses left out (RunControl::pausedTime())
    bool stopCriterionMet(double now);
    void adoptEdit(model::Map map, uint64_t revision);
    std::shared_ptr<const Snapshot> makeSnapshot(bool final);
    void emitSnapshot(bool final);
    bool snapshotDue(double now) const;
    bool breaksNothing() const; // bestCounts_: every enabled requirement at 0
    void recordBestCounts(std::span<const int> counts);
    bool beats(double score); // counts the start first
    void recordBest(double score, std::span<const int> counts);
    void emitProgress(double at);
    void countStart(); // the start's counts, best_ and current_, once
    void fitSymmetric(FittedStart& fitted); // made symmetric when the rule set asks for a symmetry

    static constexpr double kProgressInterval = 0.01; // seconds between progress points besides new bests

    std::shared_ptr<const model::Board> board_;
    std::shared_ptr<const rules::RuleSet> rules_;
    RunSettings settings_;
    run::RunControl& control_;
    ProgressSink& sink_;
    std::string algorithm_;
    std::unique_ptr<rules::Evaluator> evaluator_;
    run::Random random_;
    FittedStart fitted_;
    std::unique_ptr<const symmetry::BoardSymmetry> symmetry_; // null without a symmetry
    std::unique_ptr<OrbitMoves> orbitMoves_;                  // moves of symmetry_'s orbits
    uint64_t revision_ = 0;
    std::chrono::steady_clock::time_point started_;
    double startedProcessor_ = 0; // the thread's processor time at the start, in seconds
    double lastSnapshot_ = 0; // the first window opens 1/maxSnapshotsPerSecond after the start
    double snapshotCost_ = 0; // seconds the last snapshot took to make
    double lastProgress_ = -1e9;
    bool pending_ = false;
    model::Map bestMap_;
    bool counted_ = false; // best_, current_ and bestCounts_ hold the start's (or a later best's)
    double best_ = 0;
    double current_ = 0;
    double timeToBest_ = 0;
    int64_t iteration_ = 0;
    int64_t bestIteration_ = 0;
    int64_t evaluations_ = 0;
    std::string stopReason_;
    TeachingState teaching_;
    std::vector<int> bestCounts_;
};

// The loop every solver runs: `search` provides restart() (from ctx.start(), after an edit) and
// step() (one iteration).
template <class Search>
std::shared_ptr<const Snapshot> runSearch(RunContext& ctx, Search& search)
{
    for (StepResult r; (r = ctx.beginStep()) != StepResult::Stop;) {
        if (r == StepResult::Edited)
            search.restart();
        search.step();
    }
    return ctx.finish();
}

} // namespace hexloom::core::search
