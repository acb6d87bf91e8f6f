#pragma once
// The worker-to-GUI hand-over of one run. The solver writes snapshots and progress points from its
// thread; the GUI takes them on its own clock (at most 30 times a second), so the event loop is
// never flooded however fast the solver reports. Only the newest snapshot is kept.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/algorithms/run/snapshot.h"
#include "ui/run/job.h"

namespace hexloom::ui::run {

class RunMailbox : public core::algorithms::ProgressSink {
public:
    struct Delivery {
        std::shared_ptr<const core::algorithms::Snapshot> snapshot; // newest since the last take, or null
        std::vector<core::algorithms::ProgressPoint> points;        // chart points since the last take
        bool finished = false;                                      // the worker has returned
        Job::Failure failure;                                       // why the run could not go on
    };

    void snapshot(std::shared_ptr<const core::algorithms::Snapshot> s) override;
    void progress(const core::algorithms::ProgressPoint& p) override;
    void finish(Job::Failure failure);

    Delivery take();

private:
    std::mutex mutex_;
    Delivery pending_;
    double lastPointAt_ = -1;
    int64_t lastIteration_ = -1;
};

} // namespace hexloom::ui::run
