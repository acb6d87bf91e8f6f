#pragma once
// One tile assembly running in a QtConcurrent worker: the RMA2 Assembler stepped to the end under
// a RunControl (cancel, pause, single steps). The worker hands over snapshots at most 30 times a
// second while running freely and after every step while paused (Step mode); the GUI takes the
// newest one on its own clock. Errors (bad fixed tiles, a wrong start map) arrive as text.
#include <QFuture>
#include <memory>
#include <mutex>
#include <string>

#include "core/algorithms/assembly/assembler.h"
#include "core/algorithms/run/run_control.h"

namespace hexloom::ui::run {

class AssemblyJob {
public:
    struct Delivery {
        std::shared_ptr<const core::algorithms::assembly::AssemblySnapshot> snapshot; // newest since the last take
        bool finished = false;                                 // the worker has returned
        std::string error;                                     // why the run could not start
        core::algorithms::assembly::AssemblyResult result;     // once finished without error
    };

    // `paused`: start in Step mode (the first step runs, then the worker waits for step()).
    AssemblyJob(core::algorithms::assembly::AssemblyProblem problem, core::algorithms::assembly::AssemblyOptions options, bool paused);
    ~AssemblyJob(); // cancels and waits for the worker

    void start();
    core::algorithms::RunControl& control() { return *control_; }
    Delivery take();
    bool isFinished() const { return finished_; }

private:
    struct Mailbox {
        std::mutex mutex;
        Delivery pending;
    };

    core::algorithms::assembly::AssemblyProblem problem_;
    core::algorithms::assembly::AssemblyOptions options_;
    std::shared_ptr<core::algorithms::RunControl> control_;
    std::shared_ptr<Mailbox> mailbox_;
    QFuture<void> future_;
    bool finished_ = false;
};

} // namespace hexloom::ui::run
