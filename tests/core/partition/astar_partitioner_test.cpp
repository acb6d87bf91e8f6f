// The recursive A* search behind the RegionPartitioner face (core/partition/region_partitioner.h):
// found by id, the same partition as the CLI's partitionRecursively for the same seed, snapshots
// posted with the final one last, single steps while paused, cancel, and bad configs refused
// before any work.
#include "core/partition/astar_partitioner.h"

#include <atomic>
#include <gtest/gtest.h>
#include <thread>

#include "core/partition/recursive_partition.h"
#include "tests/core/partition/graph_builders.h"
#include "tests/core/partition/partition_verifier.h"
#include "tests/support/posted_snapshots.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
using core::run::RunControl;
using core::model::Board;

PartitionProblem chainOnHexagon(int k, int radius)
{
    auto b = std::make_shared<const Board>(Board::hexagon(radius));
    std::vector<core::model::CellIndex> scope(static_cast<size_t>(b->size()));
    for (int i = 0; i < b->size(); ++i)
        scope[static_cast<size_t>(i)] = i;
    return {b, std::make_shared<const ConstraintGraph>(chainGraph(k)), scope, {}};
}

using Posts = PostedSnapshots<PartitionSnapshot>;

TEST(AStarPartitioner, IsRegisteredAndUnknownIdsAreNamed)
{
    EXPECT_EQ(core::partition::regionPartitioner(core::partition::kDefaultRegionPartitioner).id, "astar");
    EXPECT_NE(core::partition::regionPartitioner("astar").make(), nullptr);
    try {
        core::partition::regionPartitioner("voronoi-magic");
        FAIL() << "an unknown id was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("voronoi-magic"), std::string::npos) << e.what();
    }
}

TEST(AStarPartitioner, FindsTheSamePartitionAsTheRecursiveSearchAndPostsTheFinalSnapshotLast)
{
    for (uint64_t seed : {1u, 2u, 3u}) {
        const auto problem = chainOnHexagon(4, 2);
        PartitionRunOptions options;
        options.config.seed = seed;
        RunControl control;
        Posts posts;
        const auto final = AStarPartitioner().run(problem, options, control, posts.post());
        ASSERT_TRUE(final && final->final);
        ASSERT_EQ(final->status, SearchStatus::Solved) << final->message;
        ASSERT_TRUE(final->result);
        EXPECT_EQ(verifyPartition(*problem.board, problem.scope, *problem.graph, *final->result, false), "");
        EXPECT_EQ(posts.last(), final);
        for (size_t i = 0; i + 1 < posts.all.size(); ++i)
            EXPECT_FALSE(posts.all[i]->final);
        const auto direct = partitionRecursively(problem, options.config);
        ASSERT_TRUE(direct.success);
        EXPECT_EQ(final->result->regionOfCell, direct.regionOfCell) << "seed " << seed;
    }
}

TEST(AStarPartitioner, PausedItExpandsOneStepsWorthPerStepAndStopsWhenCancelled)
{
    const auto problem = chainOnHexagon(8, 6);
    PartitionRunOptions options;
    options.stepExpansions = 3;
    options.config.nodeLimit = 0; // one run without a limit: no restarts between the steps
    options.config.nodeLimitStep = 0;
    RunControl control;
    control.setPaused(true);
    Posts posts;
    std::shared_ptr<const PartitionSnapshot> final;
    std::thread worker([&] { final = AStarPartitioner().run(problem, options, control, posts.post()); });
    auto expanded = [&] { auto s = posts.last(); return s ? s->stats.expanded : -1; };
    auto waitFor = [&](int64_t n) {
        for (int i = 0; i < 2000 && expanded() != n; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return expanded();
    };
    EXPECT_EQ(waitFor(0), 0);
    control.step();
    EXPECT_EQ(waitFor(3), 3);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    EXPECT_EQ(expanded(), 3) << "a paused run went on without a step";
    control.step();
    EXPECT_EQ(waitFor(6), 6);
    control.cancel();
    worker.join();
    ASSERT_TRUE(final);
    EXPECT_TRUE(final->final);
    EXPECT_EQ(final->status, SearchStatus::Cancelled);
    EXPECT_EQ(final->message, "stopped");
    EXPECT_EQ(final->result, nullptr);
}

TEST(AStarPartitioner, BadConfigsAreRefusedBeforeAnyWork)
{
    PartitionRunOptions options;
    options.config.maxRuns = 0;
    RunControl control;
    Posts posts;
    EXPECT_THROW(AStarPartitioner().run(chainOnHexagon(4, 2), options, control, posts.post()), std::invalid_argument);
    EXPECT_TRUE(posts.all.empty());
}

} // namespace
} // namespace hexloom::test
