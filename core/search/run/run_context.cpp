#include "core/search/run/run_context.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <time.h>

#include "core/symmetry/map_symmetry.h"
#include "core/symmetry/pool/symmetric_pool.h"

namespace hexloom::core::search {

namespace {
double threadProcessorSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}
} // namespace

RunContext::RunContext(const Problem& problem, const RunSettings& settings, run::RunControl& control, ProgressSink& sink, std::string algorithm)
    : board_(problem.board), rules_(problem.rules), settings_(settings), control_(control), sink_(sink), algorithm_(std::move(algorithm)),
      random_(settings.seed), revision_(problem.revision), started_(std::chrono::steady_clock::now()),
      startedProcessor_(threadProcessorSeconds())
{
    if (!board_ || !rules_)
        throw std::invalid_argument("a run needs a board and a rule set");
    if (problem.start.size() != board_->size())
        throw std::invalid_argument("the start map has " + std::to_string(problem.start.size()) + " cells but the board has " +
                                    std::to_string(board_->size()));
    const StopCriteria& s = settings.stop;
    // NaN compares false with everything: a NaN time limit or target would never stop a run.
    if (!std::isfinite(s.timeLimitSeconds) || !std::isfinite(s.target))
        throw std::invalid_argument("stop criteria: the time limit and the target must be finite numbers");
    if (s.timeLimitSeconds < 0 || s.iterationLimit < 0 || s.evaluationLimit < 0 || s.stagnationIterations < 0)
        throw std::invalid_argument("stop criteria must not be negative");
    evaluator_ = std::make_unique<rules::Evaluator>(board_, rules_);
    fitted_ = fitToPool(problem.start, *rules_, random_);
    if (rules_->symmetry != symmetry::SymmetryMode::None) {
        try {
            symmetry_ = std::make_unique<const symmetry::BoardSymmetry>(symmetry::BoardSymmetry::of(*board_, rules_->symmetry));
        } catch (const symmetry::SymmetryError& e) {
            throw std::invalid_argument(e.what());
        }
        orbitMoves_ = std::make_unique<OrbitMoves>(*symmetry_);
        fitSymmetric(fitted_);
    }
    requireSomethingToSearch(fitted_, *rules_);
    bestCounts_.assign(static_cast<size_t>(evaluator_->requirementCount()), 0);
    bestMap_ = fitted_.map;
    // The start's counts come later: from the solver's own scorer (startCounts()) or, when it
    // has none, from the evaluator before the first step (countStart()).
}

void RunContext::fitSymmetric(FittedStart& fitted)
{
    if (!symmetry_)
        return;
    // A symmetric start is the designer's (or a replayed recipe's) map: kept as it is. Locks are
    // checked either way, by the fill's own check.
    if (symmetry::asymmetricLocks(*symmetry_, fitted.map).empty() && symmetry::isSymmetric(*symmetry_, fitted.map))
        return;
    fitted.map = symmetry::symmetricFill(*board_, *symmetry_, fitted.map, *rules_, fitted.freePool, random_);
}

void RunContext::randomise(model::Map& map)
{
    if (symmetry_)
        map = symmetry::symmetricFill(*board_, *symmetry_, map, *rules_, fitted_.freePool, random_);
    else
        shuffleUnlocked(map, fitted_.unlocked, *rules_, random_);
}

void RunContext::startCounts(std::span<const int> counts)
{
    if (counted_)
        return;
    recordBestCounts(counts);
    best_ = current_ = evaluator_->total(bestCounts_);
    counted_ = true;
}

void RunContext::countStart()
{
    if (counted_)
        return;
    recordBestCounts({});
    best_ = current_ = evaluator_->total(bestCounts_);
    counted_ = true;
}

double RunContext::elapsed() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_ - control_.pausedTime()).count();
}

bool RunContext::outOfTime() const
{
    if (control_.isCancelled())
        return true;
    const double limit = settings_.stop.timeLimitSeconds;
    return limit > 0 && elapsed() >= limit;
}

bool RunContext::stopCriterionMet(double now)
{
    const StopCriteria& s = settings_.stop;
    if (s.hasTarget && best_ <= s.target)
        stopReason_ = "target";
    else if (s.iterationLimit > 0 && iteration_ >= s.iterationLimit)
        stopReason_ = "iterations";
    else if (s.evaluationLimit > 0 && evaluations_ >= s.evaluationLimit)
        stopReason_ = "evaluations";
    else if (s.stagnationIterations > 0 && iteration_ - bestIteration_ >= s.stagnationIterations)
        stopReason_ = "stagnation";
    else if (s.timeLimitSeconds > 0 && now >= s.timeLimitSeconds)
        stopReason_ = "time";
    return !stopReason_.empty();
}

StepResult RunContext::beginStep()
{
    countStart();
    const double now = elapsed(); // read once: the clock is a noticeable share of a fast step
    if (stopCriterionMet(now))
        return StepResult::Stop;
    if (!control_.checkpoint()) {
        stopReason_ = "cancelled";
        return StepResult::Stop;
    }
    ++iteration_;
    control_.reachIteration(iteration_); // a replay's recorded edit for this iteration, if any
    // The teaching state changes every step even while the best stagnates: the teaching view is
    // refreshed at the snapshot rate (still carrying the best map, so the editor applies nothing new).
    if ((pending_ || settings_.teaching) && snapshotDue(now))
        emitSnapshot(false);
    if (now - lastProgress_ >= kProgressInterval)
        emitProgress(now);
    if (control_.hasEdit()) {
        if (auto edit = control_.takeEdit()) {
            adoptEdit(std::move(edit->first), edit->second);
            return StepResult::Edited;
        }
    }
    return StepResult::Continue;
}

// The designer's map replaces the search state; an edit whose locks are impossible is not
// adopted (the editor refuses such locks before posting them).
void RunContext::adoptEdit(model::Map map, uint64_t revision)
{
    if (map.size() != board_->size())
        return;
    try {
        FittedStart fitted = fitToPool(map, *rules_, random_);
        fitSymmetric(fitted);
        fitted_ = std::move(fitted);
    } catch (const std::invalid_argument&) {
        return;
    }
    revision_ = revision;
    control_.noteAdopted(revision, iteration_); // a recipe's segment starts here
    bestMap_ = fitted_.map;
    recordBestCounts({});
    best_ = current_ = evaluator_->total(bestCounts_);
    counted_ = true;
    bestIteration_ = iteration_;
    timeToBest_ = elapsed();
    pending_ = true;
    // The editor learns at once that the edit was adopted (not only after the next step, which a
    // teaching delay may hold back).
    if (snapshotDue(timeToBest_))
        emitSnapshot(false);
}

bool RunContext::beats(double score)
{
    countStart();
    return score < best_;
}

bool RunContext::offer(const model::Map& map, double score, std::span<const int> counts)
{
    if (!beats(score))
        return false;
    bestMap_ = map;
    recordBest(score, counts);
    return true;
}

bool RunContext::offerChanged(const model::Map& map, double score, std::span<const int> counts, std::span<const model::CellIndex> changed)
{
    if (!beats(score))
        return false;
    for (const model::CellIndex c : changed) {
        bestMap_.setTerrain(c, map.terrain(c));
        bestMap_.setToken(c, map.token(c));
    }
    recordBest(score, counts);
    return true;
}

// `bestMap_` already holds the new best map.
void RunContext::recordBest(double score, std::span<const int> counts)
{
    best_ = score;
    bestIteration_ = iteration_;
    timeToBest_ = elapsed();
    recordBestCounts(counts);
    emitProgress(timeToBest_);
    pending_ = true;
    if (snapshotDue(timeToBest_))
        emitSnapshot(false);
}

void RunContext::recordBestCounts(std::span<const int> counts)
{
    if (counts.empty())
        evaluator_->enabledCounts(bestMap_, bestCounts_); // disabled at 0, as the searches' counts
    else
        bestCounts_.assign(counts.begin(), counts.end());
}

void RunContext::emitProgress(double at)
{
    lastProgress_ = at;
    sink_.progress(ProgressPoint{at, iteration_, evaluations_, current_, best_, bestCounts_, teaching_.restarts});
}

std::shared_ptr<const Snapshot> RunContext::makeSnapshot(bool final)
{
    auto s = std::make_shared<Snapshot>();
    s->map = bestMap_;
    // Switched-off requirements are the consumer's to count. A best that breaks no enabled
    // requirement (a run's end at 0, most often) has no cells to find: no pass over the map.
    s->report = counted_ && breaksNothing() ? evaluator_->scoredReportOfNoViolations() : evaluator_->scoredReport(bestMap_, true);
    s->best = best_;
    s->current = current_;
    s->iteration = iteration_;
    s->evaluations = evaluations_;
    s->elapsedSeconds = elapsed();
    s->timeToBestSeconds = timeToBest_;
    if (final)
        s->processorSeconds = threadProcessorSeconds() - startedProcessor_;
    s->seed = settings_.seed;
    s->revision = revision_;
    s->algorithm = algorithm_;
    s->final = final;
    s->stopReason = final ? stopReason_ : std::string();
    if (settings_.teaching)
        s->teaching = std::make_shared<const TeachingState>(teaching_);
    return s;
}

bool RunContext::breaksNothing() const
{
    for (int i = 0; i < evaluator_->requirementCount(); ++i)
        if (evaluator_->enabled(i) && bestCounts_[static_cast<size_t>(i)] != 0)
            return false;
    return true;
}

bool RunContext::snapshotDue(double now) const
{
    // A snapshot re-scores the best map with its cells (0.5 s at 250,000 hexes): on big boards
    // the window widens so that snapshots take at most a tenth of the run.
    return settings_.maxSnapshotsPerSecond > 0 && now - lastSnapshot_ >= std::max(1.0 / settings_.maxSnapshotsPerSecond, 10 * snapshotCost_);
}

void RunContext::emitSnapshot(bool final)
{
    const double start = elapsed();
    auto s = makeSnapshot(final);
    snapshotCost_ = s->elapsedSeconds - start;
    lastSnapshot_ = s->elapsedSeconds;
    pending_ = false;
    sink_.snapshot(std::move(s));
}

std::shared_ptr<const Snapshot> RunContext::finish()
{
    countStart();
    if (stopReason_.empty())
        stopReason_ = control_.isCancelled() ? "cancelled" : "finished";
    auto s = makeSnapshot(true);
    pending_ = false;
    sink_.snapshot(s);
    return s;
}

} // namespace hexloom::core::search
