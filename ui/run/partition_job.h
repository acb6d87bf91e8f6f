#pragma once
// One region-partitioning search in a QtConcurrent worker: the top level step-wise (a chunk of
// expansions at a time, one Step's worth while paused), then any nested graphs. It hands the GUI
// the newest snapshot only (publishing at most 30 times a second while running), can be paused,
// stepped and cancelled at any time, and never touches the document.
#include <QFuture>
#include <atomic>
#include <memory>
#include <mutex>

#include "core/algorithms/run/run_control.h"
#include "ui/run/partition_request.h"

namespace hexloom::ui::run {

class PartitionJob {
public:
    explicit PartitionJob(PartitionRequest request);
    ~PartitionJob(); // cancels and waits for the worker

    void start();
    void cancel();
    core::algorithms::RunControl& control() { return shared_->control; }
    const PartitionRequest& request() const { return request_; }
    // The newest snapshot since the last take, or null. A final snapshot is never replaced.
    std::shared_ptr<const PartitionSnapshot> take();

private:
    struct Shared {
        core::algorithms::RunControl control;
        std::atomic<bool> cancelled{false};
        std::mutex mutex;
        std::shared_ptr<const PartitionSnapshot> pending;
        void publish(std::shared_ptr<const PartitionSnapshot> s);
    };
    static void work(const PartitionRequest& request, Shared& shared);

    PartitionRequest request_;
    std::shared_ptr<Shared> shared_;
    QFuture<void> future_;
};

} // namespace hexloom::ui::run
