#include "ui/run/job_pipeline.h"

#include <algorithm>

#include "ui/document/map_document.h"

namespace hexloom::ui::run {

using core::model::CellIndex;
using Change = StalenessPolicy::Change;
using Reaction = StalenessPolicy::Reaction;

JobPipeline::JobPipeline(document::MapDocument* doc, StalenessPolicy policy, QObject* parent)
    : QObject(parent), doc_(doc), policy_(policy)
{
    timer_.setInterval(kPollMs);
    connect(&timer_, &QTimer::timeout, this, &JobPipeline::poll);
    connect(doc, &document::MapDocument::edited, this, &JobPipeline::onEdited);
    seenBoard_ = doc->content().board.get();
    seenRules_ = doc->content().rules.get();
}

JobPipeline::~JobPipeline()
{
    // Cancel all first, so the workers wind down together; each job's destructor then waits.
    for (auto* list : {&jobs_, &retired_})
        for (auto& j : *list)
            j->control().cancel();
}

void JobPipeline::launch(std::vector<std::unique_ptr<Job>> jobs, bool paused)
{
    endNextPoll_ = false;
    startRevision_ = doc_->revision();
    runBoard_ = doc_->content().board;
    runRules_ = doc_->content().rules;
    stale_ = false;
    paused_ = paused;
    for (auto& j : jobs) {
        j->control().setPaused(paused);
        jobs_.push_back(std::move(j));
    }
    for (auto& j : jobs_)
        j->start();
    timer_.start();
}

void JobPipeline::setPaused(bool paused)
{
    if (jobs_.empty())
        return;
    paused_ = paused;
    for (auto& j : jobs_)
        j->control().setPaused(paused);
}

void JobPipeline::step()
{
    if (!paused_)
        setPaused(true);
    for (auto& j : jobs_)
        j->control().step();
}

void JobPipeline::stop()
{
    for (auto& j : jobs_)
        j->control().cancel();
}

void JobPipeline::retire()
{
    for (auto& j : jobs_) {
        j->control().cancel();
        retired_.push_back(std::move(j));
    }
    jobs_.clear();
    endNextPoll_ = false;
}

void JobPipeline::poll()
{
    std::erase_if(retired_, [](const auto& j) { return j->workerDone(); });
    for (size_t i = 0; i < jobs_.size(); ++i)
        if (!jobs_[i]->isFinished() && deliver(static_cast<int>(i), *jobs_[i]))
            jobs_[i]->markFinished();
    // The end comes one poll after the last delivery: that delivery (often a live run's biggest
    // map, and the repaint it causes) and the end of the run (its undo step, every dock's end of
    // run) would otherwise share one frame of the GUI thread.
    if (!jobs_.empty() && std::all_of(jobs_.begin(), jobs_.end(), [](const auto& j) { return j->isFinished(); })) {
        if (endNextPoll_) {
            endNextPoll_ = false;
            finishAll();
        } else {
            endNextPoll_ = true;
        }
    }
    if (jobs_.empty() && retired_.empty())
        timer_.stop();
}

void JobPipeline::finishAll()
{
    allFinished();
    jobs_.clear(); // their workers have returned: this does not wait
    paused_ = false;
    ended();
}

bool JobPipeline::fits() const
{
    if (!doc_ || !runBoard_)
        return false;
    const auto& c = doc_->content();
    switch (policy_.result) {
    case StalenessPolicy::Validity::SameRevision:
        return doc_->revision() == startRevision_;
    case StalenessPolicy::Validity::SameBoardAndRules:
        return c.board == runBoard_ && c.rules == runRules_;
    case StalenessPolicy::Validity::SameBoard:
        return c.board == runBoard_;
    }
    return false;
}

bool JobPipeline::isStale() const { return stale_ || !fits(); }

void JobPipeline::onEdited(quint64 revision, const std::vector<CellIndex>& cells)
{
    const auto& c = doc_->content();
    const bool replaced = c.board.get() != seenBoard_ || c.rules.get() != seenRules_;
    seenBoard_ = c.board.get();
    seenRules_ = c.rules.get();
    stale_ = stale_ || !fits();
    if (replaced)
        contentReplaced(revision);
    if (!isRunning())
        return;
    // Judged against what the run started from: after a Stop, later edits still see the new board.
    react(c.board != runBoard_ ? Change::Board : c.rules != runRules_ ? Change::Rules : Change::Cells, revision, cells);
}

void JobPipeline::react(Change change, quint64 revision, const std::vector<CellIndex>& cells)
{
    const Reaction reaction = policy_.reactionTo(change);
    if (reaction == Reaction::Keep)
        return;
    if (reaction == Reaction::Follow) {
        followEdit(revision, cells);
        return;
    }
    if (jobs_.front()->control().isCancelled())
        return; // already stopping (Stop was pressed, or a shape drag edits the board many times)
    if (reaction == Reaction::Restart) {
        retire();
        relaunch();
    } else {
        stop();
    }
    reacted(change, reaction);
}

JobPipeline::Applied JobPipeline::applyAsOneStep(const std::vector<document::CellChange>& changes, const QString& text)
{
    Applied applied;
    if (!doc_)
        return applied;
    const auto& map = doc_->map();
    std::vector<document::CellChange> kept;
    for (const auto& change : changes) {
        if (change.cell < 0 || change.cell >= map.size() || document::CellState::of(map, change.cell) == change.state)
            continue;
        if (map.locked(change.cell)) {
            ++applied.keptLocked;
            continue;
        }
        kept.push_back(change);
    }
    applied.changed = static_cast<int>(kept.size());
    doc_->changeCells(kept, text);
    return applied;
}

QString JobPipeline::failureText(const QString& what, const Job::Failure& failure) const
{
    if (!failure.outOfMemory)
        return QStringLiteral("%1: %2").arg(what, QString::fromStdString(failure.error));
    QString name = tr("the unsaved map");
    if (doc_)
        name = doc_->filePath().isEmpty() ? tr("the unsaved %1 map").arg(QString::fromStdString(doc_->rules().title)) : doc_->filePath();
    return tr("%1 ran out of memory on %2: it needs more memory than Hexloom may use (see \"Limits\" in docs/robustness.md).")
        .arg(what, name);
}

} // namespace hexloom::ui::run
