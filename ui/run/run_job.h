#pragma once
// One search running in a QtConcurrent worker: its control (cancel, pause, step, edits), its
// mailbox, and the future that says when the worker has returned.
#include <QFuture>
#include <memory>

#include "core/algorithms/run/run_control.h"
#include "ui/run/run_mailbox.h"
#include "ui/run/run_request.h"

namespace hexloom::ui::run {

class RunJob {
public:
    RunJob(RunRequest request, core::algorithms::Problem problem);
    ~RunJob(); // cancels and waits for the worker

    void start();
    const RunRequest& request() const { return request_; }
    const core::algorithms::Problem& problem() const { return problem_; }
    // The worker has returned (after cancel(), this becomes true within one solver step).
    bool workerDone() const { return future_.isFinished(); }
    core::algorithms::RunControl& control() { return *control_; }
    RunMailbox& mailbox() { return *mailbox_; }
    bool isFinished() const { return finished_; }
    void markFinished() { finished_ = true; }
    // The newest snapshot the GUI has taken from this run.
    std::shared_ptr<const core::algorithms::Snapshot> latest;

private:
    RunRequest request_;
    core::algorithms::Problem problem_;
    std::shared_ptr<core::algorithms::RunControl> control_;
    std::shared_ptr<RunMailbox> mailbox_;
    QFuture<void> future_;
    bool finished_ = false;
};

} // namespace hexloom::ui::run
