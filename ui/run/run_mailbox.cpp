#include "ui/run/run_mailbox.h"

namespace hexloom::ui::run {

namespace {
// Chart resolution: more points than this per second are not visible and cost memory.
constexpr double kPointSpacingSeconds = 0.02;
} // namespace

void RunMailbox::snapshot(std::shared_ptr<const core::algorithms::Snapshot> s)
{
    std::lock_guard lock(mutex_);
    // A final snapshot is never replaced: it carries the stop reason.
    if (pending_.snapshot && pending_.snapshot->final)
        return;
    // Every snapshot is a chart point too, so solvers that only send snapshots still draw a curve.
    if (s->iteration != lastIteration_) {
        pending_.points.push_back({s->elapsedSeconds, s->iteration, s->evaluations, s->current, s->best, {},
                                   s->teaching ? s->teaching->restarts : 0});
        for (const auto& r : s->report.requirements)
            pending_.points.back().bestCounts.push_back(r.violations);
        lastIteration_ = s->iteration;
        lastPointAt_ = s->elapsedSeconds;
    }
    pending_.snapshot = std::move(s);
}

void RunMailbox::progress(const core::algorithms::ProgressPoint& p)
{
    std::lock_guard lock(mutex_);
    if (p.elapsedSeconds - lastPointAt_ < kPointSpacingSeconds || p.iteration == lastIteration_)
        return;
    lastPointAt_ = p.elapsedSeconds;
    lastIteration_ = p.iteration;
    pending_.points.push_back(p);
}

void RunMailbox::finish(Job::Failure failure)
{
    std::lock_guard lock(mutex_);
    pending_.finished = true;
    pending_.failure = std::move(failure);
}

RunMailbox::Delivery RunMailbox::take()
{
    std::lock_guard lock(mutex_);
    Delivery d = std::move(pending_);
    pending_ = {};
    // Keep reporting "finished" once it is known.
    pending_.finished = d.finished;
    return d;
}

} // namespace hexloom::ui::run
