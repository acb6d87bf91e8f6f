#pragma once
// One run of any kind in a QtConcurrent worker, as JobPipeline sees it: its RunControl (cancel,
// pause, single steps, posted edits), whether its worker has returned, and whether the pipeline
// has taken its last delivery. Subclasses (RunJob, GeneratorJob) own their mailbox and start
// the worker through launch().
#include <QFuture>
#include <functional>
#include <memory>
#include <string>

#include "core/run/run_control.h"

namespace hexloom::ui::run {

class Job {
public:
    virtual ~Job(); // cancels and waits for the worker
    Job(const Job&) = delete;
    Job& operator=(const Job&) = delete;

    virtual void start() = 0;
    core::run::RunControl& control() { return *control_; }
    // The worker has returned (after a cancel, within one step of the run).
    bool workerDone() const { return future_.isFinished(); }
    // The pipeline has taken the delivery that said the worker ended.
    bool isFinished() const { return finished_; }
    void markFinished() { finished_ = true; }

    // Runs `body`, turning what it throws into text for the GUI (nothing crosses the thread
    // boundary). Out of memory is told apart: the pipeline names the document in that message.
    struct Failure {
        std::string error; // empty: no failure
        bool outOfMemory = false;
    };
    static Failure guard(const std::function<void()>& body);

protected:
    Job();
    // Starts `work` on a pool thread. It must own shared copies of all it touches, never the job.
    void launch(std::function<void()> work);

    std::shared_ptr<core::run::RunControl> control_;

private:
    QFuture<void> future_;
    bool finished_ = false;
};

} // namespace hexloom::ui::run
