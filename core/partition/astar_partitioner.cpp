#include "core/partition/astar_partitioner.h"

#include <algorithm>
#include <chrono>

#include "core/partition/partition_search.h"
#include "core/partition/recursive_partition.h"

namespace hexloom::core::partition {

using Clock = std::chrono::steady_clock;

namespace {
constexpr int64_t kChunk = 64;                                // expansions between checks while running
constexpr auto kPublishEvery = std::chrono::milliseconds(33); // at most 30 snapshots a second

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::shared_ptr<PartitionSnapshot> snapshotOf(const PartitionSearch& search, double seconds)
{
    auto s = std::make_shared<PartitionSnapshot>();
    s->regionOfCell = search.currentRegions();
    s->stats = search.stats();
    s->status = search.status();
    s->seconds = seconds;
    return s;
}

// The nested graphs of a solved top level, with the search time left; fills `last`.
void finishNested(const PartitionProblem& problem, const PartitionRunOptions& options, run::RunControl& control, PartitionResult result,
                  double seconds, PartitionSnapshot& last)
{
    if (problem.graph->depth() > 1) {
        // partitionInside subtracts the top level's own seconds from the limit.
        PartitionConfig inner = options.config;
        const double limit = options.config.timeLimitSeconds;
        inner.timeLimitSeconds = limit > 0 ? std::max(1e-3, limit - seconds) + result.stats.seconds : 0;
        const auto t0 = Clock::now();
        result = partitionInside(problem, inner, result, &control.cancelFlag());
        last.seconds += since(t0);
        last.stats = result.stats;
    }
    if (result.success) {
        last.regionOfCell = result.regionOfCell;
        last.result = std::make_shared<const PartitionResult>(std::move(result));
    } else {
        last.status = control.isCancelled() ? SearchStatus::Cancelled : SearchStatus::Failed;
        last.message = result.message;
        last.messageText = result.messageText;
    }
}
} // namespace

std::shared_ptr<const PartitionSnapshot> AStarPartitioner::run(const PartitionProblem& problem, const PartitionRunOptions& options,
                                                               run::RunControl& control, const Post& post)
{
    PartitionConfig config = options.config;
    const double limit = config.timeLimitSeconds;
    config.timeLimitSeconds = 0; // counted here, so that pauses between steps do not use it up
    PartitionSearch search(problem, config);
    double seconds = 0;
    if (post)
        post(snapshotOf(search, seconds));
    auto published = Clock::now();
    text::CoreText message;
    SearchStatus status = search.status();
    while (status == SearchStatus::Running && control.checkpoint()) {
        const bool paused = control.isPaused();
        const auto t0 = Clock::now();
        status = search.step(paused ? options.stepExpansions : kChunk);
        seconds += since(t0);
        if (status == SearchStatus::Running && limit > 0 && seconds > limit) {
            status = SearchStatus::Failed;
            message = {QT_TRANSLATE_NOOP("hexloom::core", "no partition found within the time limit")};
        } else if (post && (paused || Clock::now() - published >= kPublishEvery)) {
            post(snapshotOf(search, seconds));
            published = Clock::now();
        }
    }
    auto last = snapshotOf(search, seconds);
    last->final = true;
    last->status = status == SearchStatus::Running ? SearchStatus::Cancelled : status;
    last->messageText = !message.pattern.empty()                     ? message
                        : last->status == SearchStatus::Cancelled ? text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "stopped")}
                                                                  : search.result().messageText;
    last->message = last->messageText.english();
    if (last->status == SearchStatus::Solved)
        finishNested(problem, options, control, search.result(), seconds, *last);
    if (post)
        post(last);
    return last;
}

run::GeneratorInfo<RegionPartitioner> AStarPartitioner::info()
{
    return {"astar", "A* region partitioning",
            "Contiguous regions whose adjacency is isomorphic to a constraint graph, by weighted A* with a spectral heuristic",
            "Abuzuraiq: On using graph partitioning with isomorphism constraint in procedural content generation, FDG 2017 "
            "(doi:10.1145/3102071.3110575)",
            [] { return std::make_unique<AStarPartitioner>(); }};
}

} // namespace hexloom::core::partition
