#include "core/run/run_control.h"

namespace hexloom::core::run {

void RunControl::cancel()
{
    {
        std::lock_guard lock(mutex_);
        cancelled_.store(true);
    }
    wake_.notify_all();
}

void RunControl::setPaused(bool paused)
{
    {
        std::lock_guard lock(mutex_);
        paused_.store(paused);
        pendingSteps_ = 0;
    }
    wake_.notify_all();
}

void RunControl::step()
{
    {
        std::lock_guard lock(mutex_);
        ++pendingSteps_;
        ++stepRequests_;
    }
    wake_.notify_all();
}

void RunControl::postEdit(model::Map map, uint64_t revision)
{
    {
        std::lock_guard lock(mutex_);
        edit_ = std::make_pair(std::move(map), revision);
        hasEdit_.store(true, std::memory_order_release);
    }
    wake_.notify_all();
}

void RunControl::noteAdopted(uint64_t revision, int64_t iteration)
{
    std::lock_guard lock(mutex_);
    adopted_.push_back({revision, iteration});
}

std::vector<RunControl::AdoptedEdit> RunControl::adoptedEdits() const
{
    std::lock_guard lock(mutex_);
    return adopted_;
}

void RunControl::scheduleEdits(std::vector<std::pair<int64_t, model::Map>> edits)
{
    scheduled_ = std::move(edits);
    nextScheduled_ = 0;
}

void RunControl::postScheduled()
{
    const uint64_t revision = nextScheduled_ + 1;
    postEdit(std::move(scheduled_[nextScheduled_].second), revision);
    ++nextScheduled_;
}

void RunControl::setEditScope(EditScope scope)
{
    std::lock_guard lock(mutex_);
    scope_ = std::move(scope);
}

std::optional<std::pair<model::Map, uint64_t>> RunControl::takeEdit()
{
    std::lock_guard lock(mutex_);
    auto e = std::move(edit_);
    edit_.reset();
    hasEdit_.store(false, std::memory_order_release);
    if (e && scope_)
        scope_(e->first, e->second);
    return e;
}

bool RunControl::checkpoint()
{
    const int64_t us = delayUs_.load(std::memory_order_relaxed);
    if (us <= 0 && !paused_.load(std::memory_order_relaxed))
        return !cancelled_.load(std::memory_order_relaxed);
    std::unique_lock lock(mutex_);
    // The teaching delay ends early for a cancel, a pause or a designer edit, so none of them waits
    // out a slow speed setting.
    if (us > 0)
        wake_.wait_for(lock, std::chrono::microseconds(us), [&] { return cancelled_.load() || paused_.load() || hasEdit_.load(); });
    if (!paused_.load())
        return !cancelled_.load();
    const auto pausedAt = std::chrono::steady_clock::now();
    wake_.wait(lock, [&] { return cancelled_.load() || !paused_.load() || pendingSteps_ > 0 || hasEdit_.load(); });
    pausedNs_.fetch_add(std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - pausedAt).count(),
                        std::memory_order_relaxed);
    if (pendingSteps_ > 0)
        --pendingSteps_;
    return !cancelled_.load();
}

} // namespace hexloom::core::run
