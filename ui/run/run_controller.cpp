#include "ui/run/run_controller.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "core/recipe/recipe.h"
#include "core/rules/homes.h"
#include "core/rules/tile_pool.h"
#include "core/search/run/portfolio.h"
#include "ui/document/map_document.h"
#include "ui/run/symmetry_text.h"

namespace hexloom::ui::run {

using core::model::CellIndex;
using document::CellState;

namespace {
// The map a run starts from, and each edit it takes: the document's, with every declared home
// locked (homes are constraints: a home the designer unlocked is still no hex to search).
core::model::Map runMap(const document::MapDocument& doc)
{
    core::model::Map map = doc.map();
    core::rules::lockHomes(doc.rules(), doc.board(), map);
    return map;
}
} // namespace

RunController::RunController(document::MapDocument* doc, QObject* parent) : JobPipeline(doc, StalenessPolicy::search(), parent)
{
    connect(doc, &document::MapDocument::aboutToReplaceContent, this, &RunController::commitLive);
    connect(doc, &document::MapDocument::aboutToEdit, this, &RunController::commitLive);
}

RunController::~RunController() = default; // the pipeline cancels and waits for the workers

void RunController::start(Mode mode, std::vector<RunRequest> requests)
{
    if (isRunning() || requests.empty() || !doc_)
        return;
    try {
        // Every solver starts from the pool left after the locks: refuse impossible locks (or a
        // pool the board cannot hold) here, before a worker exists, naming terrain and shortfall.
        const core::model::Map start = runMap(*doc_);
        core::rules::freePool(start, doc_->rules(), core::rules::TilePool::forMap(start, doc_->rules()));
        // A symmetric run: the board's shape, the locks and the pool must allow it (the reason in numbers).
        requests.front().symmetry.rulesFor(doc_->board(), doc_->content().rules, start);
    } catch (const std::invalid_argument& e) {
        emit runFailed(tr("The search cannot start: %1.").arg(SymmetryText::reason(e)));
        return;
    }
    mode_ = mode;
    if (mode_ == Mode::Live)
        requests.resize(1);
    requests_ = std::move(requests);
    staleDropped_ = 0;
    launchRequests(false);
}

// Starts one worker per request on the document's current board, rules and map (paused when
// restarted while paused).
void RunController::launchRequests(bool paused)
{
    liveBefore_.clear();
    lastLive_.reset();
    toCheck_.reset(doc_->map().size()); // the workers' mailboxes compare with this map
    posted_.clear();
    postedRevision_ = doc_->revision();
    posted_[postedRevision_] = runMap(*doc_);
    const core::model::Map& start = posted_[postedRevision_];
    std::shared_ptr<const core::rules::RuleSet> rules;
    try {
        rules = requests_.front().symmetry.rulesFor(doc_->board(), doc_->content().rules, start);
    } catch (const std::invalid_argument& e) { // restarted on new rules that allow no symmetric map
        emit runFailed(tr("The search cannot start: %1.").arg(SymmetryText::reason(e)));
        emit finished();
        return;
    }
    const core::search::Problem problem{doc_->content().board, rules, start, postedRevision_};
    std::vector<std::unique_ptr<Job>> jobs;
    for (const auto& r : requests_) {
        jobs.push_back(std::make_unique<RunJob>(r, problem));
        jobs.back()->control().setStepDelay(std::chrono::microseconds(delayUs_));
    }
    launch(std::move(jobs), paused);
    emit started(jobCount());
}

void RunController::setStepDelay(int microseconds)
{
    delayUs_ = microseconds;
    for (int i = 0; i < jobCount(); ++i)
        job(i).control().setStepDelay(std::chrono::microseconds(microseconds));
}

void RunController::contentReplaced(quint64 revision)
{
    // The run's live changes were committed before the edit (commitLive) or were replaced by it
    // (an undo of a board or rule edit); either way no undo step of this run may name the old
    // board's hexes, and no older snapshot may reach the new content.
    liveBefore_.clear();
    toCheck_.addAll();
    postedRevision_ = revision;
}

void RunController::reacted(StalenessPolicy::Change, StalenessPolicy::Reaction reaction)
{
    if (reaction == StalenessPolicy::Reaction::Restart)
        emit notice(tr("The rules changed: the search restarted from the current map with the new rules."));
    else
        emit notice(tr("The board changed: the search was stopped."));
}

void RunController::followEdit(quint64 revision, const std::vector<CellIndex>& cells)
{
    // The designer owns these hexes now: the run's undo step no longer covers them.
    for (CellIndex c : cells)
        liveBefore_.forget(c);
    if (cells.empty())
        toCheck_.addAll(); // the whole map was replaced (same board and rules)
    else
        toCheck_.add(cells);
    postedRevision_ = revision;
    const core::model::Map& posted = posted_[revision] = runMap(*doc_);
    for (int i = 0; i < jobCount(); ++i)
        if (!job(i).isFinished())
            job(i).control().postEdit(posted, revision);
}

bool RunController::deliver(int index, Job& base)
{
    auto& job = static_cast<RunJob&>(base);
    auto d = job.mailbox().take();
    if (!d.points.empty())
        emit progressPoints(index, d.points);
    if (d.snapshot) {
        job.latest = d.snapshot;
        if (mode_ == Mode::Live && index == 0) {
            if (d.allChanged)
                toCheck_.addAll();
            else
                toCheck_.add(d.changed);
            applyLive(d.snapshot, !d.allChanged && d.changed.empty());
        }
        emit snapshotTaken(index, d.snapshot);
    }
    if (!d.finished)
        return false;
    job.failed = !d.failure.error.empty();
    if (job.failed)
        emit runFailed(failureText(job.request().algorithmName, d.failure));
    else if (mode_ == Mode::Live && index == 0 && job.latest && !isStale())
        doc_->setRecipe(recipeOf(job)); // the map the run left holds its result (or the designer's edits, saved as such)
    jobFinished(job);
    return true;
}

// `unchanged`: the snapshot's map equals the one taken before it. Compares only the hexes that may
// differ (toCheck_); afterwards every hex outside toCheck_ holds what the snapshot holds.
void RunController::applyLive(const std::shared_ptr<const core::search::Snapshot>& snapshot, bool unchanged)
{
    const auto& s = *snapshot;
    const bool repeat = lastLive_ && lastLive_->revision == s.revision && unchanged;
    lastLive_ = snapshot;
    if (repeat)
        return; // the same best again (a teaching refresh): nothing new to apply or to drop
    if (!doc_ || s.revision != postedRevision_ || s.map.size() != doc_->map().size()) {
        ++staleDropped_; // its hexes stay to be checked against the next snapshot
        return;
    }
    const auto& map = doc_->map();
    std::vector<CellIndex> cells;
    std::vector<CellState> states;
    std::vector<CellIndex> locked; // differ, but the designer locked them: checked again next time
    for (CellIndex c : toCheck_.take()) {
        if (map.terrain(c) == s.map.terrain(c) && map.token(c) == s.map.token(c))
            continue;
        if (map.locked(c)) {
            locked.push_back(c);
            continue;
        }
        liveBefore_.remember(map.size(), c, CellState::of(map, c));
        cells.push_back(c);
        states.push_back({s.map.terrain(c), s.map.token(c), false});
    }
    toCheck_.add(locked);
    if (cells.empty())
        return;
    // Without locked leftovers the document's map becomes the snapshot's: its report needs no rescore.
    std::shared_ptr<const core::rules::ScoreReport> report;
    if (locked.empty())
        report = std::shared_ptr<const core::rules::ScoreReport>(snapshot, &s.report); // shares the snapshot, no copy
    doc_->setCells(cells, states, document::MapDocument::Origin::Run, std::move(report));
    emit cellsApplied(cells);
}

void RunController::jobFinished(RunJob& job)
{
    if (mode_ != Mode::Suggestions || !job.latest || isStale())
        return; // stale: stopped by a board change, its result fits no hex of the document
    const auto base = posted_.find(job.latest->revision);
    if (base != posted_.end())
        emit suggestionReady({job.latest, base->second, job.request().algorithmName, job.problem().board, runRules(),
                              job.request().nearCell, job.request().nearRadius, recipeOf(job)});
}

std::shared_ptr<const document::MapRecipe> RunController::recipeOf(RunJob& job) const
{
    const RunRequest& r = job.request();
    const core::search::Problem& p = job.problem();
    core::recipe::RecipeInputs in;
    in.algorithm = r.info;
    in.values = r.values;
    in.seed = r.settings.seed;
    in.stop = r.settings.stop;
    in.budget = r.budget;
    // A portfolio race the designer edited or stopped is recorded as the run of the member whose
    // map it kept: each member took the edits, or the Stop, at an iteration of its own, so only
    // that member's run replays (core/recipe/recipe.h, raceWinnerInputs).
    if (r.info && r.info->id == "portfolio" && (posted_.size() > 1 || job.latest->stopReason == "cancelled")) {
        try {
            const auto members = core::search::Portfolio::members(in.values);
            in = core::recipe::raceWinnerInputs(std::move(in), members, p, *job.latest);
        } catch (const std::invalid_argument&) {
            return nullptr;
        }
    }
    // Each designer's edit the run adopted starts a segment: from the iteration it took it at, the
    // run went on from the map posted with that revision (a race's: those its winner adopted). A
    // result from another revision than the last adopted one went on from a map the recipe does
    // not hold.
    std::vector<core::recipe::SegmentStart> segments;
    uint64_t last = p.revision;
    bool recorded = true;
    for (const auto& adopted : job.control().adoptedEdits()) {
        const auto posted = posted_.find(adopted.revision);
        if (posted == posted_.end()) {
            recorded = false;
            break;
        }
        segments.push_back({adopted.iteration, posted->second});
        last = adopted.revision;
    }
    const bool steered = !recorded || job.latest->revision != last;
    return document::MapRecipe::ofRun(p.board, p.rules, p.start, std::move(in), *job.latest, std::move(segments), steered);
}

// Pushes the live changes so far as one undo step (the run may go on: later changes make another).
void RunController::commitLive()
{
    if (mode_ != Mode::Live || liveBefore_.empty() || !isRunning() || !doc_)
        return;
    std::vector<CellIndex> cells;
    std::vector<CellState> before;
    liveBefore_.take(cells, before);
    const auto& req = static_cast<RunJob&>(job(0)).request();
    doc_->pushApplied(cells, std::move(before), tr("Search: %1, seed %2").arg(req.algorithmName).arg(req.settings.seed));
}

void RunController::allFinished()
{
    RunEnd end;
    std::vector<RunEnd::Worker> workers;
    for (int i = 0; i < jobCount(); ++i) {
        auto& j = static_cast<RunJob&>(job(i));
        const auto& last = j.latest;
        end.seconds = std::max(end.seconds, last ? last->elapsedSeconds : 0.0);
        end.timeLimit = std::max(end.timeLimit, j.request().settings.stop.timeLimitSeconds);
        workers.push_back({last && last->final ? last->stopReason : std::string(), j.failed});
    }
    end.why = RunEnd::reasonOf(workers);
    if (end.why != RunEnd::Why::TimeLimit)
        end.timeLimit = 0;
    emit runEnded(end);
    commitLive();
    liveBefore_.clear();
    lastLive_.reset();
    posted_.clear();
}

int RunController::accept(const Suggestion& s)
{
    if (!doc_ || s.board != doc_->content().board || s.rules != doc_->content().rules)
        return -1; // hex indices and terrain ids mean something else on another board or rule set
    const auto& map = doc_->map();
    const auto& sug = s.snapshot->map;
    if (sug.size() != map.size() || s.base.size() != map.size())
        return -1;
    std::vector<document::CellChange> changes;
    int kept = 0;
    for (CellIndex c = 0; c < map.size(); ++c) {
        const bool runChanged = sug.terrain(c) != s.base.terrain(c) || sug.token(c) != s.base.token(c);
        if (!runChanged)
            continue;
        if (map.terrain(c) != s.base.terrain(c) || map.token(c) != s.base.token(c)) {
            ++kept; // the designer changed it since: theirs stays
            continue;
        }
        changes.push_back({c, {sug.terrain(c), sug.token(c), false}});
    }
    const int keptLocked = applyAsOneStep(changes, tr("Accept suggestion: %1, seed %2").arg(s.algorithmName).arg(s.snapshot->seed)).keptLocked;
    doc_->setRecipe(s.recipe); // what the designer kept of their own makes the saved map differ from it, and say so
    return kept + keptLocked;
}

} // namespace hexloom::ui::run
