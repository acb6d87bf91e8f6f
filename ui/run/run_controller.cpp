#include "ui/run/run_controller.h"

#include <chrono>
#include <stdexcept>

#include "core/rules/tile_pool.h"
#include "ui/document/map_document.h"

namespace hexloom::ui::run {

using core::model::CellIndex;
using document::CellState;

namespace {
constexpr int kPollMs = 33; // at most 30 map updates a second reach the canvas
} // namespace

RunController::RunController(document::MapDocument* doc, QObject* parent) : QObject(parent), doc_(doc)
{
    timer_.setInterval(kPollMs);
    connect(&timer_, &QTimer::timeout, this, &RunController::poll);
    connect(doc_, &document::MapDocument::edited, this, &RunController::onEdited);
    connect(doc_, &document::MapDocument::aboutToReplaceContent, this, &RunController::commitLive);
    connect(doc_, &document::MapDocument::aboutToEdit, this, &RunController::commitLive);
}

RunController::~RunController()
{
    for (auto& j : jobs_)
        j->control().cancel();
    for (auto& j : retired_)
        j->control().cancel();
    jobs_.clear();
    retired_.clear();
}

void RunController::start(Mode mode, std::vector<RunRequest> requests)
{
    if (isRunning() || requests.empty())
        return;
    try {
        // Every solver starts from the pool left after the locks: refuse impossible locks (or a
        // pool the board cannot hold) here, before a worker exists, naming terrain and shortfall.
        core::rules::freePool(doc_->map(), doc_->rules(), core::rules::TilePool::forMap(doc_->map(), doc_->rules()));
    } catch (const std::invalid_argument& e) {
        emit runFailed(tr("The search cannot start: %1.").arg(QString::fromStdString(e.what())));
        return;
    }
    mode_ = mode;
    if (mode_ == Mode::Live)
        requests.resize(1);
    requests_ = std::move(requests);
    paused_ = false;
    staleDropped_ = 0;
    launch();
}

// Starts one worker per request on the document's current board, rules and map.
void RunController::launch()
{
    liveBefore_.clear();
    lastLive_.reset();
    posted_.clear();
    postedRevision_ = doc_->revision();
    posted_[postedRevision_] = doc_->map();
    runBoard_ = doc_->content().board.get();
    runRules_ = doc_->content().rules.get();
    const core::algorithms::Problem problem{doc_->content().board, doc_->content().rules, doc_->map(), postedRevision_};
    for (const auto& r : requests_) {
        jobs_.push_back(std::make_unique<RunJob>(r, problem));
        jobs_.back()->control().setStepDelay(std::chrono::microseconds(delayUs_));
        jobs_.back()->control().setPaused(paused_);
    }
    for (auto& j : jobs_)
        j->start();
    timer_.start();
    emit started(static_cast<int>(jobs_.size()));
}

// The rules changed under a running search: the same requests start again from the current map.
void RunController::restart()
{
    for (auto& j : jobs_) {
        j->control().cancel();
        retired_.push_back(std::move(j));
    }
    jobs_.clear();
    launch();
}

void RunController::setPaused(bool paused)
{
    paused_ = paused;
    for (auto& j : jobs_)
        j->control().setPaused(paused);
}

void RunController::step()
{
    if (!paused_)
        setPaused(true);
    for (auto& j : jobs_)
        j->control().step();
}

void RunController::stop()
{
    for (auto& j : jobs_)
        j->control().cancel();
}

void RunController::setStepDelay(int microseconds)
{
    delayUs_ = microseconds;
    for (auto& j : jobs_)
        j->control().setStepDelay(std::chrono::microseconds(microseconds));
}

void RunController::onEdited(quint64 revision, const std::vector<CellIndex>& cells)
{
    if (!isRunning())
        return;
    if (doc_->content().board.get() != runBoard_ || doc_->content().rules.get() != runRules_) {
        // The run's live changes were committed before the edit (commitLive) or were replaced by
        // it (an undo of a board or rule edit); either way no undo step of this run may name the
        // old board's hexes, and no older snapshot may reach the new content.
        liveBefore_.clear();
        postedRevision_ = revision;
        if (jobs_.front()->control().isCancelled())
            return; // already stopping (Stop was pressed, or a shape drag edits the board many times)
        if (doc_->content().board.get() == runBoard_) {
            restart();
            emit notice(tr("The rules changed: the search restarted from the current map with the new rules."));
            return;
        }
        stop(); // the workers' board no longer exists in the document
        emit notice(tr("The board changed: the search was stopped."));
        return;
    }
    // The designer owns these hexes now: the run's undo step no longer covers them.
    for (CellIndex c : cells)
        liveBefore_.erase(c);
    postedRevision_ = revision;
    posted_[revision] = doc_->map();
    for (auto& j : jobs_)
        if (!j->isFinished())
            j->control().postEdit(doc_->map(), revision);
}

void RunController::poll()
{
    std::erase_if(retired_, [](const auto& j) { return j->workerDone(); });
    for (size_t i = 0; i < jobs_.size(); ++i) {
        RunJob& job = *jobs_[i];
        if (job.isFinished())
            continue;
        auto d = job.mailbox().take();
        if (!d.points.empty())
            emit progressPoints(static_cast<int>(i), d.points);
        if (d.snapshot) {
            job.latest = d.snapshot;
            if (mode_ == Mode::Live && i == 0)
                applyLive(d.snapshot);
            emit snapshotTaken(static_cast<int>(i), d.snapshot);
        }
        if (d.finished) {
            if (!d.error.empty())
                emit runFailed(QStringLiteral("%1: %2").arg(job.request().algorithmName, QString::fromStdString(d.error)));
            jobFinished(job);
        }
    }
    if (isRunning() && std::all_of(jobs_.begin(), jobs_.end(), [](const auto& j) { return j->isFinished(); }))
        finishAll();
}

void RunController::applyLive(const std::shared_ptr<const core::algorithms::Snapshot>& snapshot)
{
    const auto& s = *snapshot;
    const bool repeat = lastLive_ && lastLive_->revision == s.revision && lastLive_->map == s.map;
    lastLive_ = snapshot;
    if (repeat)
        return; // the same best again (a teaching refresh): nothing new to apply or to drop
    if (s.revision != postedRevision_ || s.map.size() != doc_->map().size()) {
        ++staleDropped_;
        return;
    }
    const auto& map = doc_->map();
    std::vector<CellIndex> cells;
    std::vector<CellState> states;
    bool exact = true; // the document's map becomes the snapshot's: its report needs no rescore
    for (CellIndex c = 0; c < map.size(); ++c) {
        if (map.terrain(c) == s.map.terrain(c) && map.token(c) == s.map.token(c))
            continue;
        if (map.locked(c)) {
            exact = false;
            continue;
        }
        liveBefore_.try_emplace(c, CellState::of(map, c));
        cells.push_back(c);
        states.push_back({s.map.terrain(c), s.map.token(c), false});
    }
    if (cells.empty())
        return;
    doc_->setCells(cells, states, document::MapDocument::Origin::Run, exact ? &s.report : nullptr);
    emit cellsApplied(cells);
}

void RunController::jobFinished(RunJob& job)
{
    job.markFinished();
    if (mode_ != Mode::Suggestions || !job.latest)
        return;
    if (job.problem().board != doc_->content().board || job.problem().rules != doc_->content().rules)
        return; // stopped by a board change: its result fits no hex of the document
    const auto base = posted_.find(job.latest->revision);
    if (base != posted_.end())
        emit suggestionReady({job.latest, base->second, job.request().algorithmName, job.problem().board, job.problem().rules});
}

// Pushes the live changes so far as one undo step (the run may go on: later changes make another).
void RunController::commitLive()
{
    if (mode_ != Mode::Live || liveBefore_.empty() || jobs_.empty())
        return;
    std::vector<CellIndex> cells;
    std::vector<CellState> before;
    for (const auto& [c, s] : liveBefore_) {
        cells.push_back(c);
        before.push_back(s);
    }
    liveBefore_.clear();
    const auto& req = jobs_.front()->request();
    doc_->pushApplied(cells, std::move(before), tr("Search: %1, seed %2").arg(req.algorithmName).arg(req.settings.seed));
}

void RunController::finishAll()
{
    timer_.stop();
    commitLive();
    liveBefore_.clear();
    lastLive_.reset();
    posted_.clear();
    jobs_.clear();
    paused_ = false;
    emit finished();
}

int RunController::accept(const Suggestion& s)
{
    if (s.board != doc_->content().board || s.rules != doc_->content().rules)
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
        const bool designerChanged = map.terrain(c) != s.base.terrain(c) || map.token(c) != s.base.token(c);
        if (designerChanged || map.locked(c)) {
            ++kept;
            continue;
        }
        changes.push_back({c, {sug.terrain(c), sug.token(c), false}});
    }
    doc_->changeCells(changes, tr("Accept suggestion: %1, seed %2").arg(s.algorithmName).arg(s.snapshot->seed));
    return kept;
}

} // namespace hexloom::ui::run
