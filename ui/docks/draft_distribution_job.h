#pragma once
// The noisy seat drafts of one map (core::rules::addDraftDistribution: up to 100,000 drafts) on a
// worker thread, so the Fairness dock never waits for them on the GUI thread: progress while they
// play, a stop that keeps the drafts played so far (the Cancel button), and a cancel that drops
// them (the map changed: their result would describe a map the designer no longer has).
//
// One job runs at a time; a job started while another runs stops the older one, which is never
// delivered. The worker reads only its own copies (the report, the content's shared board and
// rules, the map); the destructor stops and waits for every job still running.
#include <QFutureWatcher>
#include <QObject>
#include <atomic>
#include <memory>
#include <vector>

#include "core/rules/draft/draft_report.h"
#include "ui/document/map_document.h"

namespace hexloom::ui::docks {

class DraftDistributionJob : public QObject {
    Q_OBJECT
public:
    explicit DraftDistributionJob(QObject* parent = nullptr);
    ~DraftDistributionJob() override;

    // Plays the noisy drafts of `greedy` (greedyDraftReport of content's map, noisy setup).
    void start(core::rules::SeatDraftReport greedy, const document::DocumentContent& content);
    // Stops the drafts where they are: finished() brings those played so far (complete = false).
    void stop();
    // Drops the running drafts: nothing is delivered.
    void cancel();
    bool isRunning() const { return running_; }
    // Blocks until no job runs and the last one is delivered (tests).
    void waitForIdle();

signals:
    void progress(int played, int total);
    // The report with its distribution; complete when every draft of the setup was played.
    void finished(const core::rules::SeatDraftReport& report, bool complete);

private:
    struct Run {
        QFuture<core::rules::SeatDraftReport> future;
        std::shared_ptr<std::atomic<bool>> stop;
    };
    void delivered();
    void retire();

    QFutureWatcher<core::rules::SeatDraftReport> watcher_;
    Run current_;
    bool running_ = false;
    std::vector<Run> retired_; // cancelled jobs that may still run (they stop within 256 drafts)
};

} // namespace hexloom::ui::docks
