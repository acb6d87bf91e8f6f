#pragma once
// Runs searches alongside the designer (a JobPipeline with StalenessPolicy::search()). Starts one
// worker per request on the document's current map, posts every designer edit to them (they
// continue from the edited map with its locks), and either applies the best map live or collects
// final results as suggestions. Invariant: a snapshot computed from an older revision than the
// newest designer edit never changes the map, and locked hexes are never changed by a run. A
// rule change restarts the same requests on the new rules; a board change stops the run. Either
// way a live run's changes so far become their own undo step before the board or rule edit.
#include <map>
#include <memory>
#include <vector>

#include "ui/run/hexes_to_check.h"
#include "ui/run/job_pipeline.h"
#include "ui/run/live_changes.h"
#include "ui/run/run_end.h"
#include "ui/run/run_job.h"
#include "ui/run/suggestion.h"

namespace hexloom::ui::run {

class RunController : public JobPipeline {
    Q_OBJECT
public:
    enum class Mode { Live, Suggestions };

    explicit RunController(document::MapDocument* doc, QObject* parent = nullptr);
    ~RunController() override;

    // Starts one worker per request on the current map. Live mode uses the first request only.
    // Refuses (runFailed, nothing started) when the locks take more of a tile than the pool has.
    void start(Mode mode, std::vector<RunRequest> requests);
    void setStepDelay(int microseconds);
    Mode mode() const { return mode_; }
    // Snapshots dropped because the designer had edited the map since they were computed.
    int staleDropped() const { return staleDropped_; }

    // Applies a suggestion as one undo step; returns how many changed hexes were kept as the
    // designer edited them after the suggestion's run started, or -1 (nothing applied) when the
    // suggestion was made for another board or rule set than the document's.
    int accept(const Suggestion& s);

signals:
    void started(int jobs);
    void snapshotTaken(int job, std::shared_ptr<const hexloom::core::search::Snapshot> snapshot);
    void progressPoints(int job, const std::vector<hexloom::core::search::ProgressPoint>& points);
    void cellsApplied(const std::vector<hexloom::core::model::CellIndex>& cells);
    void suggestionReady(const hexloom::ui::run::Suggestion& suggestion);
    void runFailed(const QString& message);
    // Something the designer should know that needs no answer (for the status bar).
    void notice(const QString& message);
    // Every worker has ended (just before finished()): why, and the run's running time.
    void runEnded(const hexloom::ui::run::RunEnd& end);
    void finished();

protected:
    bool deliver(int index, Job& job) override;
    void allFinished() override;
    void ended() override { emit finished(); }
    void followEdit(quint64 revision, const std::vector<core::model::CellIndex>& cells) override;
    void contentReplaced(quint64 revision) override;
    void relaunch() override { launchRequests(isPaused()); }
    void reacted(StalenessPolicy::Change change, StalenessPolicy::Reaction reaction) override;

private:
    void launchRequests(bool paused);
    void commitLive();
    void applyLive(const std::shared_ptr<const core::search::Snapshot>& snapshot, bool unchanged);
    void jobFinished(RunJob& job);
    // The recipe of a finished job's run (none for an unregistered solver).
    std::shared_ptr<const document::MapRecipe> recipeOf(RunJob& job) const;

    Mode mode_ = Mode::Live;
    std::vector<RunRequest> requests_;
    // Live mode: the newest snapshot seen, so a repeat of the same best (a teaching refresh) is
    // neither applied again nor counted as stale.
    std::shared_ptr<const core::search::Snapshot> lastLive_;
    int delayUs_ = 0;
    int staleDropped_ = 0;
    uint64_t postedRevision_ = 0;
    // Maps handed to the workers, by revision (start and every designer edit of this run).
    std::map<uint64_t, core::model::Map> posted_;
    // Live mode: each hex the run changed, with its state before the run first changed it.
    LiveChanges liveBefore_;
    // Live mode: the hexes where the document may differ from the newest snapshot taken.
    HexesToCheck toCheck_;
};

} // namespace hexloom::ui::run
