#include "ui/run/partition_job.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <chrono>

#include "core/algorithms/partition/recursive_partition.h"

namespace hexloom::ui::run {

namespace partition = core::algorithms::partition;
using partition::SearchStatus;
using Clock = std::chrono::steady_clock;

namespace {
constexpr int64_t kChunk = 64;                      // expansions between checks while running
constexpr auto kPublishEvery = std::chrono::milliseconds(33); // at most 30 snapshots a second

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::shared_ptr<PartitionSnapshot> snapshotOf(const partition::PartitionSearch& search, double seconds)
{
    auto s = std::make_shared<PartitionSnapshot>();
    s->regionOfCell = search.currentRegions();
    s->stats = search.stats();
    s->status = search.status();
    s->seconds = seconds;
    return s;
}

std::shared_ptr<PartitionSnapshot> failure(const std::string& message)
{
    auto s = std::make_shared<PartitionSnapshot>();
    s->status = SearchStatus::Failed;
    s->final = true;
    s->message = message;
    return s;
}
} // namespace

PartitionJob::PartitionJob(PartitionRequest request) : request_(std::move(request)), shared_(std::make_shared<Shared>())
{
    if (request_.startPaused)
        shared_->control.setPaused(true);
}

PartitionJob::~PartitionJob()
{
    cancel();
    future_.waitForFinished();
}

void PartitionJob::cancel()
{
    shared_->cancelled.store(true);
    shared_->control.cancel();
}

void PartitionJob::start()
{
    // Failures reach the GUI as a final snapshot; nothing is thrown across the thread boundary.
    future_ = QtConcurrent::run([shared = shared_, request = request_] {
        try {
            work(request, *shared);
        } catch (const std::exception& e) {
            shared->publish(failure(e.what()));
        }
    });
}

void PartitionJob::Shared::publish(std::shared_ptr<const PartitionSnapshot> s)
{
    std::lock_guard lock(mutex);
    if (!pending || !pending->final)
        pending = std::move(s);
}

std::shared_ptr<const PartitionSnapshot> PartitionJob::take()
{
    std::lock_guard lock(shared_->mutex);
    return std::move(shared_->pending);
}

void PartitionJob::work(const PartitionRequest& request, Shared& shared)
{
    partition::PartitionConfig config = request.config;
    const double limit = config.timeLimitSeconds;
    config.timeLimitSeconds = 0; // counted here, so that pauses between steps do not use it up
    std::unique_ptr<partition::PartitionSearch> search;
    try {
        search = std::make_unique<partition::PartitionSearch>(request.problem, config);
    } catch (const std::exception& e) {
        shared.publish(failure(e.what()));
        return;
    }
    double seconds = 0;
    shared.publish(snapshotOf(*search, seconds));
    auto published = Clock::now();
    std::string message;
    SearchStatus status = search->status();
    while (status == SearchStatus::Running && shared.control.checkpoint()) {
        const bool paused = shared.control.isPaused();
        const auto t0 = Clock::now();
        status = search->step(paused ? request.stepExpansions : kChunk);
        seconds += since(t0);
        if (status == SearchStatus::Running && limit > 0 && seconds > limit) {
            status = SearchStatus::Failed;
            message = "no partition found within the time limit";
        } else if (paused || Clock::now() - published >= kPublishEvery) {
            shared.publish(snapshotOf(*search, seconds));
            published = Clock::now();
        }
    }
    auto last = snapshotOf(*search, seconds);
    last->final = true;
    last->status = status == SearchStatus::Running ? SearchStatus::Cancelled : status;
    last->message = !message.empty() ? message : last->status == SearchStatus::Cancelled ? "stopped" : search->result().message;
    if (last->status == SearchStatus::Solved) {
        auto result = search->result();
        if (request.problem.graph->depth() > 1) {
            // Nested graphs get the search time left; partitionInside subtracts the top level's.
            partition::PartitionConfig inner = request.config;
            inner.timeLimitSeconds = limit > 0 ? std::max(1e-3, limit - seconds) + result.stats.seconds : 0;
            const auto t0 = Clock::now();
            result = partition::partitionInside(request.problem, inner, result, &shared.cancelled);
            last->seconds += since(t0);
            last->stats = result.stats;
        }
        if (result.success) {
            last->regionOfCell = result.regionOfCell;
            last->result = std::make_shared<const partition::PartitionResult>(std::move(result));
        } else {
            last->status = shared.cancelled.load() ? SearchStatus::Cancelled : SearchStatus::Failed;
            last->message = result.message;
        }
    }
    shared.publish(std::move(last));
}

} // namespace hexloom::ui::run
