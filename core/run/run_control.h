#pragma once
// Shared between the thread that owns a run (the GUI, the CLI) and the worker running it:
// cancel, pause, single steps, and designer edits that the worker must adopt. Every solver calls
// checkpoint() once per step; it returns false when the run must stop.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

#include "core/model/map.h"

namespace hexloom::core::run {

class RunControl {
public:
    void cancel();
    void setPaused(bool paused);
    // While paused: let exactly one more step run.
    void step();
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }
    bool isPaused() const { return paused_.load(std::memory_order_relaxed); }
    // For code below a run that polls a plain flag (nested partitions): true once cancelled.
    const std::atomic<bool>& cancelFlag() const { return cancelled_; }

    // The designer changed the map (contents and/or locks) at document revision `revision`.
    // The worker picks it up at its next checkpoint and continues from it.
    void postEdit(model::Map map, uint64_t revision);
    // Called by the worker: the newest posted edit, once.
    std::optional<std::pair<model::Map, uint64_t>> takeEdit();
    bool hasEdit() const { return hasEdit_.load(std::memory_order_acquire); }
    // A run that narrows its problem (a change budget near one hex) narrows every edit it takes the
    // same way: takeEdit() hands the posted map and revision to `scope` before returning them. Set
    // by the worker before its solver starts; null for none.
    using EditScope = std::function<void(model::Map&, uint64_t revision)>;
    void setEditScope(EditScope scope);

    // An edit the worker adopted, and the iteration it adopted it at (the run went on from the
    // edited map from that iteration's step on). The log a recipe's segments are made of.
    struct AdoptedEdit {
        uint64_t revision = 0;
        int64_t iteration = 0;
    };
    // Called by the worker when it has adopted the edit of `revision` (not for one it refused).
    void noteAdopted(uint64_t revision, int64_t iteration);
    // Every edit adopted so far, in order.
    std::vector<AdoptedEdit> adoptedEdits() const;

    // Replays: edits to post as the run reaches given iterations (a recipe's segments), so each is
    // adopted at the very iteration the recorded run adopted it at. `edits` in ascending order of
    // iteration; the k-th (from 1) is posted as revision k. Set before the run starts.
    void scheduleEdits(std::vector<std::pair<int64_t, model::Map>> edits);
    // The edits scheduleEdits() was given, read before the run starts (a portfolio hands each member
    // the same schedule; the run posts them, moving their maps out).
    const std::vector<std::pair<int64_t, model::Map>>& scheduledEdits() const { return scheduled_; }
    // Called by the worker at the start of each iteration, before it looks for an edit: posts the
    // edit scheduled for `iteration`, if any. Cheap when none is scheduled.
    void reachIteration(int64_t iteration)
    {
        if (nextScheduled_ < scheduled_.size() && scheduled_[nextScheduled_].first == iteration)
            postScheduled();
    }

    // Teaching: sleep this long after each step (0 = full speed).
    void setStepDelay(std::chrono::microseconds delay) { delayUs_.store(delay.count()); }
    std::chrono::microseconds stepDelay() const { return std::chrono::microseconds(delayUs_.load()); }
    // How many times step() was called so far (a portfolio mirrors new requests to its members).
    uint64_t stepRequests() const { return stepRequests_.load(); }

    // Called by the worker once per step: waits for the step delay (ended early by cancel, pause
    // or an edit), blocks while paused (waking for cancel, step or an edit), and returns false
    // when the run is cancelled.
    bool checkpoint();
    // How long checkpoint() has held the worker while paused, in total: a run's clock (its time
    // limit, its snapshots' elapsed time) leaves this out, so a paused run neither reaches its
    // limit nor reports the pause as running time. The teaching delay is not left out.
    std::chrono::nanoseconds pausedTime() const { return std::chrono::nanoseconds(pausedNs_.load(std::memory_order_relaxed)); }

private:
    std::atomic<bool> cancelled_{false};
    std::atomic<bool> paused_{false};
    std::atomic<bool> hasEdit_{false};
    std::atomic<int64_t> delayUs_{0};
    std::atomic<uint64_t> stepRequests_{0};
    std::atomic<int64_t> pausedNs_{0}; // written by the worker only (in checkpoint())
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    int pendingSteps_ = 0;
    std::optional<std::pair<model::Map, uint64_t>> edit_;
    EditScope scope_;
    std::vector<AdoptedEdit> adopted_; // guarded by mutex_
    void postScheduled();
    // Only the worker reads these once the run has started.
    std::vector<std::pair<int64_t, model::Map>> scheduled_;
    size_t nextScheduled_ = 0;
};

} // namespace hexloom::core::run
