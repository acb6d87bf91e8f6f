#pragma once
// One search running in a worker: its request and problem, its mailbox (snapshots, chart points,
// posted edits go the other way through the control), and the newest snapshot the GUI has taken.
#include <memory>

#include "ui/run/job.h"
#include "ui/run/run_mailbox.h"
#include "ui/run/run_request.h"

namespace hexloom::ui::run {

class RunJob : public Job {
public:
    RunJob(RunRequest request, core::search::Problem problem);

    void start() override;
    const RunRequest& request() const { return request_; }
    const core::search::Problem& problem() const { return problem_; }
    RunMailbox& mailbox() { return *mailbox_; }
    // The newest snapshot the GUI has taken from this run.
    std::shared_ptr<const core::search::Snapshot> latest;
    // The worker ended with a failure (reported through RunController::runFailed).
    bool failed = false;

private:
    RunRequest request_;
    core::search::Problem problem_;
    std::shared_ptr<RunMailbox> mailbox_;
};

} // namespace hexloom::ui::run
