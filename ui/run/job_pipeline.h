#pragma once
// The one lifecycle of everything that runs beside the designer (searches, tile assembly, region
// partitioning): RunController, AssemblyController and PartitionController are thin subclasses.
//
// - Polling: workers never call into the GUI. Each job has a mailbox that keeps the newest
//   snapshot; one timer takes every mailbox every kPollMs (at most 30 updates a second), so the
//   event loop is never flooded however fast a worker reports.
// - Lifecycle: launch() starts jobs; stop() cancels them and they report their end as usual;
//   retire() cancels them and forgets them at once (a restart, a replaced document): a retired
//   job is destroyed once its worker has returned, never waited for on the GUI thread. When every
//   job has reported its end, the subclass hears allFinished() and then ended(), at the poll after
//   the one that took the last delivery (each in a frame of its own).
// - Pause, single steps and Stop work the same for every kind.
// - Staleness: a StalenessPolicy says what a designer's change of cells, rules or board does to a
//   running job (keep, follow, restart, stop) and which change makes a finished result stale.
//   isStale() answers it; a stale result is never applied.
// - Apply: applyAsOneStep() writes a result as one undo step and never changes a locked hex.
// The document is held by QPointer: a pipeline outliving its document does nothing.
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <vector>

#include "core/model/board.h"
#include "core/rules/rule_set.h"
#include "ui/document/cell_state.h"
#include "ui/run/job.h"
#include "ui/run/staleness_policy.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::run {

class JobPipeline : public QObject {
    Q_OBJECT
public:
    static constexpr int kPollMs = 33; // at most 30 updates a second reach the canvas and docks

    ~JobPipeline() override; // cancels every job and waits for its worker

    document::MapDocument* document() const { return doc_; }
    const StalenessPolicy& policy() const { return policy_; }
    bool isRunning() const { return !jobs_.empty(); }
    bool isPaused() const { return paused_; }
    int jobCount() const { return static_cast<int>(jobs_.size()); }
    // Cancelled jobs whose workers have not returned yet.
    int retiredCount() const { return static_cast<int>(retired_.size()); }

    void setPaused(bool paused);
    void resume() { setPaused(false); }
    // Pauses, then lets every job take one more step.
    void step();
    // Cancels every job; each reports its end through its mailbox as usual.
    void stop();
    // Cancels every job and forgets it without a further report (no ended()).
    void retire();
    // The current or last run's result no longer fits the document (policy().result), or there
    // was no run, or the document is gone.
    bool isStale() const;
    // Takes every mailbox now (the timer does this every kPollMs).
    void poll();

    struct Applied {
        int changed = 0;    // hexes written
        int keptLocked = 0; // hexes the result would change but the designer locked
    };

protected:
    JobPipeline(document::MapDocument* doc, StalenessPolicy policy, QObject* parent);

    // Starts `jobs` (paused or not) on the document as it is now: the run's start for isStale().
    void launch(std::vector<std::unique_ptr<Job>> jobs, bool paused);
    Job& job(int index) { return *jobs_[static_cast<size_t>(index)]; }
    // The document's rule set the jobs started on (a job's problem may hold a copy adapted to the
    // run, e.g. with a symmetry): what its results are made for.
    const std::shared_ptr<const core::rules::RuleSet>& runRules() const { return runRules_; }
    // Takes one running job's mailbox and passes on what it brought; true when the job has ended.
    virtual bool deliver(int index, Job& job) = 0;
    // Every job has ended; they are still there (cleared right after, then ended()).
    virtual void allFinished() {}
    virtual void ended() = 0;
    // Staleness hooks. followEdit: cells changed and the policy says Follow. contentReplaced: the
    // board or rules were replaced (running or not), before the reaction. relaunch: Restart (the
    // old jobs are retired). reacted: after a Restart or Stop caused by `change`.
    virtual void followEdit(quint64 /*revision*/, const std::vector<core::model::CellIndex>& /*cells*/) {}
    virtual void contentReplaced(quint64 /*revision*/) {}
    virtual void relaunch() {}
    virtual void reacted(StalenessPolicy::Change /*change*/, StalenessPolicy::Reaction /*reaction*/) {}

    // Writes `changes` as one undo step named `text`; locked hexes and unchanged ones are left out.
    Applied applyAsOneStep(const std::vector<document::CellChange>& changes, const QString& text);
    // The text of a failed run for a dialog: `what` failed with `failure`; out of memory names
    // the document (its file, or its rule set when it has none).
    QString failureText(const QString& what, const Job::Failure& failure) const;

    QPointer<document::MapDocument> doc_;

private:
    void onEdited(quint64 revision, const std::vector<core::model::CellIndex>& cells);
    void react(StalenessPolicy::Change change, quint64 revision, const std::vector<core::model::CellIndex>& cells);
    void finishAll();
    bool fits() const;

    StalenessPolicy policy_;
    std::vector<std::unique_ptr<Job>> jobs_;
    std::vector<std::unique_ptr<Job>> retired_;
    QTimer timer_;
    bool paused_ = false;
    bool endNextPoll_ = false; // every job has ended: the next poll ends the run
    bool stale_ = true; // sticky: once a change made the run's result stale, it stays stale
    uint64_t startRevision_ = 0;
    std::shared_ptr<const core::model::Board> runBoard_;
    std::shared_ptr<const core::rules::RuleSet> runRules_;
    const void* seenBoard_ = nullptr;
    const void* seenRules_ = nullptr;
};

} // namespace hexloom::ui::run
