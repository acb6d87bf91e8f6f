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
}

RunController::~RunController()
{
    for (auto& j : jobs_)
        j->control().cancel();
    jobs_.clear();
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
    paused_ = false;
    staleDropped_ = 0;
    liveBefore_.clear();
    posted_.clear();
    postedRevision_ = doc_->revision();
    posted_[postedRevision_] = doc_->map();
    runBoard_ = doc_->content().board.get();
    runRules_ = doc_->content().rules.get();
    const core::algorithms::Problem problem{doc_->content().board, doc_->content().rules, doc_->map(), postedRevision_};
    for (auto& r : requests) {
        jobs_.push_back(std::make_unique<RunJob>(std::move(r), problem));
        jobs_.back()->control().setStepDelay(std::chrono::microseconds(delayUs_));
    }
    for (auto& j : jobs_)
        j->start();
    timer_.start();
    emit started(static_cast<int>(jobs_.size()));
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
        stop(); // the workers' board or rules no longer exist in the document
        emit runFailed(tr("The board or the rules changed: the search was stopped."));
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
                applyLive(*d.snapshot);
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

void RunController::applyLive(const core::algorithms::Snapshot& s)
{
    if (s.revision != postedRevision_ || s.map.size() != doc_->map().size()) {
        ++staleDropped_;
        return;
    }
    const auto& map = doc_->map();
    std::vector<CellIndex> cells;
    std::vector<CellState> states;
    for (CellIndex c = 0; c < map.size(); ++c) {
        if (map.locked(c) || (map.terrain(c) == s.map.terrain(c) && map.token(c) == s.map.token(c)))
            continue;
        liveBefore_.try_emplace(c, CellState::of(map, c));
        cells.push_back(c);
        states.push_back({s.map.terrain(c), s.map.token(c), false});
    }
    if (cells.empty())
        return;
    doc_->setCells(cells, states, document::MapDocument::Origin::Run);
    emit cellsApplied(cells);
}

void RunController::jobFinished(RunJob& job)
{
    job.markFinished();
    if (mode_ != Mode::Suggestions || !job.latest)
        return;
    const auto base = posted_.find(job.latest->revision);
    if (base != posted_.end())
        emit suggestionReady({job.latest, base->second, job.request().algorithmName});
}

void RunController::finishAll()
{
    timer_.stop();
    if (mode_ == Mode::Live && !liveBefore_.empty()) {
        std::vector<CellIndex> cells;
        std::vector<CellState> before;
        for (const auto& [c, s] : liveBefore_) {
            cells.push_back(c);
            before.push_back(s);
        }
        const auto& req = jobs_.front()->request();
        const uint64_t seed = req.settings.seed;
        doc_->pushApplied(cells, std::move(before), tr("Search: %1, seed %2").arg(req.algorithmName).arg(seed));
    }
    liveBefore_.clear();
    posted_.clear();
    jobs_.clear();
    paused_ = false;
    emit finished();
}

int RunController::accept(const Suggestion& s)
{
    const auto& map = doc_->map();
    const auto& sug = s.snapshot->map;
    if (sug.size() != map.size() || s.base.size() != map.size())
        return 0;
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
