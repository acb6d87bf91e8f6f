#include "core/partition/partition_search.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/partition/recursive_partition.h"
#include "core/partition/constraint_graph_file.h"
#include "tests/core/partition/graph_builders.h"
#include "tests/core/partition/partition_verifier.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
namespace partition = core::partition;
using core::model::Board;
using ::testing::HasSubstr;

std::vector<core::model::CellIndex> allCells(const Board& b)
{
    std::vector<core::model::CellIndex> s(static_cast<size_t>(b.size()));
    for (int i = 0; i < b.size(); ++i)
        s[static_cast<size_t>(i)] = i;
    return s;
}

PartitionProblem problemOf(const Board& board, const ConstraintGraph& graph)
{
    auto b = std::make_shared<const Board>(board);
    return {b, std::make_shared<const ConstraintGraph>(graph), allCells(*b), {}};
}

PartitionResult solve(const PartitionProblem& p, PartitionConfig c = {})
{
    if (c.timeLimitSeconds == 0)
        c.timeLimitSeconds = 20;
    return partitionRecursively(p, c);
}

std::string refusal(const PartitionProblem& p, PartitionConfig c = {})
{
    try {
        PartitionSearch s(p, c);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

struct Case {
    const char* name;
    Board board;
    ConstraintGraph graph;
};

TEST(PartitionSearch, SolutionsPassTheIndependentVerifier)
{
    const std::vector<Case> cases{
        {"chain-3 hexagon-2", Board::hexagon(2), chainGraph(3)},
        {"chain-4 hexagon-2", Board::hexagon(2), chainGraph(4)},
        {"chain-8 strip", Board::rectangle(8, 2), chainGraph(8)},
        {"chain-8 rect 10x4", Board::rectangle(10, 4), chainGraph(8)},
        {"triangle", Board::hexagon(3), completeGraph(3)},
        {"K4", Board::hexagon(3), completeGraph(4)},
        {"star-4", Board::rectangle(7, 5), makeGraph(4, {{0, 1}, {0, 2}, {0, 3}})},
        {"single", Board::hexagon(1), makeGraph(1, {})},
    };
    for (const auto& c : cases)
        for (uint64_t seed : {1u, 2u, 3u}) {
            PartitionConfig cfg;
            cfg.seed = seed;
            const auto p = problemOf(c.board, c.graph);
            const auto r = solve(p, cfg);
            EXPECT_EQ(verifyPartition(*p.board, p.scope, c.graph, r, false), "") << c.name << " seed " << seed;
        }
}

TEST(PartitionSearch, ShippedGraphsOnAHexagonPassTheVerifier)
{
    for (const char* name : {"chain-8", "kingdoms-7", "cycle-6", "star-6"}) {
        const auto graph = partition::loadConstraintGraph(QString::fromLatin1(name));
        PartitionConfig cfg;
        cfg.allowRemoval = std::string(name) == "cycle-6";
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            cfg.seed = seed;
            const auto p = problemOf(Board::hexagon(6), *graph);
            const auto r = solve(p, cfg);
            EXPECT_EQ(verifyPartition(*p.board, p.scope, *graph, r, cfg.allowRemoval), "") << name << " seed " << seed;
        }
    }
}

TEST(PartitionSearch, CoarseningAndRestartsStillGiveValidSolutions)
{
    PartitionConfig cfg;
    cfg.coarsenNodes = 12;
    cfg.coarsenStep = 4;
    cfg.nodeLimit = 50;
    cfg.nodeLimitStep = 50;
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        cfg.seed = seed;
        const auto p = problemOf(Board::rectangle(10, 4), chainGraph(6));
        const auto r = solve(p, cfg);
        EXPECT_EQ(verifyPartition(*p.board, p.scope, *p.graph, r, false), "") << "seed " << seed;
    }
}

TEST(PartitionSearch, SameSeedSameResult)
{
    PartitionConfig cfg;
    cfg.seed = 42;
    cfg.nodeLimit = 30;
    cfg.nodeLimitStep = 30;
    const auto p = problemOf(Board::rectangle(9, 4), chainGraph(5));
    const auto a = solve(p, cfg), b = solve(p, cfg);
    ASSERT_TRUE(a.success);
    EXPECT_EQ(a.regionOfCell, b.regionOfCell);
    EXPECT_EQ(a.stats.expanded, b.stats.expanded);
    cfg.seed = 43;
    const auto c = solve(p, cfg);
    EXPECT_EQ(verifyPartition(*p.board, p.scope, *p.graph, c, false), "");
}

TEST(PartitionSearch, RefusesImpossibleInputsClearly)
{
    EXPECT_THAT(refusal(problemOf(Board::hexagon(3), completeGraph(5))), HasSubstr("not planar"));
    EXPECT_THAT(refusal(problemOf(Board::hexagon(1), chainGraph(8))), HasSubstr("8 nodes but only 7 hexes"));
    auto p = problemOf(Board::rectangle(6, 1), chainGraph(2));
    p.scope = {0, 1, 4, 5}; // two pieces
    EXPECT_THAT(refusal(p), HasSubstr("separate pieces"));
    EXPECT_THAT(refusal(problemOf(Board::hexagon(2), makeGraph(2, {}))), HasSubstr("allow removal"));
    ConstraintGraph big = chainGraph(2);
    big.nodes[0].minSize = 30;
    EXPECT_THAT(refusal(problemOf(Board::hexagon(2), big)), HasSubstr("minimum sizes add up to 31"));
    ConstraintGraph offBoard = chainGraph(2);
    offBoard.nodes[0].pins = {{40, 40}};
    EXPECT_THAT(refusal(problemOf(Board::hexagon(2), offBoard)), HasSubstr("not on the board"));
    PartitionConfig bad;
    bad.nodeLimit = 0;
    bad.nodeLimitStep = 5;
    EXPECT_THAT(refusal(problemOf(Board::hexagon(2), chainGraph(2)), bad), HasSubstr("restart step"));
}

TEST(PartitionSearch, HonoursPinsAndMinimumSizes)
{
    ConstraintGraph g = chainGraph(4);
    g.nodes[0].pins = {{0, 0}};
    g.nodes[3].pins = {{0, 8}, {1, 8}};
    g.nodes[1].minSize = 6;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        PartitionConfig cfg;
        cfg.seed = seed;
        const auto p = problemOf(Board::rectangle(9, 3), g);
        const auto r = solve(p, cfg);
        EXPECT_EQ(verifyPartition(*p.board, p.scope, g, r, false), "") << "seed " << seed;
    }
}

// Kernel k-means states (the paper's code) on a hex board: valid partitions from coarsened and
// plain searches, with and without removal; pinned hexes are refused, not silently dropped.
TEST(PartitionSearch, KernelClusteringStatesGiveValidSolutions)
{
    PartitionConfig cfg;
    cfg.kernelClustering = true;
    cfg.layoutSeeds = false;
    cfg.nodeLimit = 50;
    cfg.nodeLimitStep = 50;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        cfg.seed = seed;
        cfg.coarsenNodes = seed % 2 == 0 ? 16 : 0;
        cfg.allowRemoval = seed > 2;
        const auto p = problemOf(Board::rectangle(10, 4), chainGraph(6));
        const auto r = solve(p, cfg);
        EXPECT_EQ(verifyPartition(*p.board, p.scope, *p.graph, r, cfg.allowRemoval), "") << "seed " << seed;
    }
    ConstraintGraph pinned = chainGraph(3);
    pinned.nodes[0].pins = {{0, 0}};
    EXPECT_THAT(refusal(problemOf(Board::rectangle(6, 3), pinned), cfg), HasSubstr("kernel clustering cannot keep pinned hexes"));
}

TEST(PartitionSearch, PropertySharesAreMet)
{
    ConstraintGraph g = chainGraph(3);
    g.nodes[2].property = "water";
    g.propertyShares = {{"water", 50}};
    const auto p = problemOf(Board::rectangle(8, 3), g);
    const auto r = solve(p);
    EXPECT_EQ(verifyPartition(*p.board, p.scope, g, r, false), "");
}

TEST(PartitionSearch, RemovalMakesARingPossible)
{
    // Four regions in a cycle need a hole: at most three regions meet at a hex corner.
    ConstraintGraph ring = makeGraph(4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}});
    ring.maxRemoved = 3;
    PartitionConfig cfg;
    cfg.allowRemoval = true;
    const auto p = problemOf(Board::hexagon(2), ring);
    const auto r = solve(p, cfg);
    EXPECT_EQ(verifyPartition(*p.board, p.scope, ring, r, true), "");
    EXPECT_GE(r.removedCount(), 1);
}

TEST(PartitionSearch, StepwiseApiReportsProgressAndCancels)
{
    // K4 on a one-row strip: contiguous regions of a path always touch in a path, so no state is
    // ever a goal and the search is certainly still running after any number of expansions.
    const auto p = problemOf(Board::rectangle(30, 1), completeGraph(4));
    PartitionConfig cfg;
    cfg.nodeLimit = 20;
    cfg.nodeLimitStep = 0;
    PartitionSearch s(p, cfg);
    ASSERT_EQ(s.step(45), SearchStatus::Running);
    EXPECT_EQ(s.stats().expanded, 45);
    EXPECT_EQ(s.stats().restarts, 2); // two runs of 20 ended
    EXPECT_EQ(s.stats().runExpanded, 5);
    EXPECT_GT(s.stats().frontier, 0);
    EXPECT_GT(s.stats().heuristic, 0.0);
    EXPECT_EQ(checkContiguous(*p.board, s.currentRegions(), 4), "");
    EXPECT_EQ(s.step(1), SearchStatus::Running);
    EXPECT_EQ(s.stats().expanded, 46);
    s.cancel();
    EXPECT_EQ(s.step(10), SearchStatus::Cancelled);
    EXPECT_EQ(s.stats().expanded, 46) << "a cancelled search expands nothing more";
    EXPECT_FALSE(s.result().success);
    EXPECT_EQ(s.result().message, "cancelled");
}

// The leaves inside top-level region `node` as a result of the nested graph alone: its scope is
// that region's hexes, its regions renumbered from 0.
std::pair<PartitionResult, std::vector<core::model::CellIndex>> nestedLevel(const PartitionResult& r, int node)
{
    PartitionResult level;
    level.success = true;
    int first = -1;
    for (int leaf = 0; leaf < r.regionCount(); ++leaf)
        if (r.nodeOfRegion[static_cast<size_t>(leaf)] == node && first < 0)
            first = leaf;
    std::vector<core::model::CellIndex> scope;
    for (size_t c = 0; c < r.regionOfCell.size(); ++c) {
        const int leaf = r.regionOfCell[c];
        const bool inside = leaf >= 0 && r.nodeOfRegion[static_cast<size_t>(leaf)] == node;
        level.regionOfCell.push_back(inside ? leaf - first : kOutOfScope);
        if (inside)
            scope.push_back(static_cast<core::model::CellIndex>(c));
    }
    return {level, scope};
}

TEST(PartitionSearch, RecursiveGraphsPartitionEachRegionAgain)
{
    ConstraintGraph top = chainGraph(2);
    top.nodes[0].subgraph = std::make_shared<const ConstraintGraph>(chainGraph(3));
    top.nodes[1].subgraph = std::make_shared<const ConstraintGraph>(completeGraph(2));
    const auto p = problemOf(Board::rectangle(8, 4), top);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        PartitionConfig cfg;
        cfg.seed = seed;
        const auto r = solve(p, cfg);
        ASSERT_TRUE(r.success) << r.message;
        ASSERT_EQ(r.regionCount(), 5);
        EXPECT_EQ(r.regionNode[0], "n0/n0");
        EXPECT_EQ(r.regionNode[4], "n1/n1");
        // The top level: leaves grouped by their top node form the top graph.
        PartitionResult grouped = r;
        for (auto& reg : grouped.regionOfCell)
            reg = r.nodeOfRegion[static_cast<size_t>(reg)];
        EXPECT_EQ(verifyPartition(*p.board, p.scope, top, grouped, false), "") << "seed " << seed;
        // Each nested level: the leaves inside a top region realise that node's graph there.
        for (int node = 0; node < 2; ++node) {
            const auto [level, scope] = nestedLevel(r, node);
            const auto& inner = *top.nodes[static_cast<size_t>(node)].subgraph;
            EXPECT_EQ(verifyPartition(*p.board, scope, inner, level, false), "") << "node " << node << " seed " << seed;
        }
    }
}

TEST(PartitionSearch, NestedNodesWithoutTerrainTakeTheirParentsTerrain)
{
    ConstraintGraph inner = chainGraph(3);
    inner.nodes[1].terrain = 'U';
    ConstraintGraph top = chainGraph(2);
    top.nodes[0].terrain = 'G';
    top.nodes[0].subgraph = std::make_shared<const ConstraintGraph>(inner);
    top.nodes[1].terrain = 'Y';
    const auto r = solve(problemOf(Board::rectangle(8, 3), top));
    ASSERT_TRUE(r.success) << r.message;
    ASSERT_EQ(r.regionCount(), 4);
    EXPECT_EQ(r.regionTerrain, (std::vector<char>{'G', 'U', 'G', 'Y'}));
    EXPECT_EQ(r.regionNode, (std::vector<std::string>{"n0/n0", "n0/n1", "n0/n2", "n1"}));
}

TEST(PartitionSearch, PartitionInsideRefinesASolvedTopLevel)
{
    // The editor runs the top level step-wise, then partitionInside: the same leaves as one call.
    ConstraintGraph top = chainGraph(3);
    top.nodes[1].subgraph = std::make_shared<const ConstraintGraph>(chainGraph(2));
    const auto p = problemOf(Board::rectangle(9, 3), top);
    PartitionConfig cfg;
    cfg.timeLimitSeconds = 20;
    PartitionSearch s(p, cfg);
    s.run();
    const auto firstLevel = s.result();
    ASSERT_TRUE(firstLevel.success) << firstLevel.message;
    const auto refined = partitionInside(p, cfg, firstLevel);
    const auto whole = partitionRecursively(p, cfg);
    ASSERT_TRUE(refined.success) << refined.message;
    EXPECT_EQ(refined.regionOfCell, whole.regionOfCell);
    EXPECT_EQ(refined.regionNode, whole.regionNode);
    EXPECT_EQ(refined.regionCount(), 4);
}

} // namespace
} // namespace hexloom::test
