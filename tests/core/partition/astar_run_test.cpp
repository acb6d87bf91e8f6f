#include "core/partition/astar_run.h"

#include <gtest/gtest.h>

#include <bit>
#include <set>
#include <utility>
#include <vector>

#include "core/partition/kernel_clustering.h"
#include "core/partition/voronoi_graph.h"
#include "tests/core/partition/graph_builders.h"

namespace hexloom::test {
namespace {

using namespace core::partition;

// Table 1 of the partitioning paper as its code sets it up: a 200-cell Voronoi graph coarsened by
// kernel k-means to 40 nodes, the initial state the same clustering into 8, chain-8 as C.
struct PaperRun {
    explicit PaperRun(uint64_t seed)
        : graph(coarsened(seed)), chain(chainGraph(8)), evaluator(chain, graph.totalWeight(), 1.0)
    {
        for (const int c : kernelClusters(graph, 8, nullptr))
            initial.region.push_back(static_cast<uint8_t>(c));
        initial.regionPin.assign(8, kNoPin);
    }

    RunSetup setup(Duplicates duplicates, GoalTest goalTest, int64_t nodeLimit)
    {
        RunSetup s{&graph, &evaluator, true, -1, nodeLimit, 1.0, 0.0, Ties::FOnly};
        s.duplicates = duplicates;
        s.goalTest = goalTest;
        return s;
    }

    static BasicGraph coarsened(uint64_t seed)
    {
        const BasicGraph g = voronoiBasicGraph(200, seed);
        return g.contract(kernelClusters(g, 40, nullptr), 40);
    }

    BasicGraph graph;
    ConstraintGraph chain;
    QuotientEvaluator evaluator;
    InitialState initial;
};

// The labelled quotient graph of a state, recomputed from G's edges: row r has bit s when a node
// of region r touches one of region s.
std::vector<uint64_t> quotientOf(const BasicGraph& g, const std::vector<uint8_t>& region, int k)
{
    std::vector<uint64_t> rows(static_cast<size_t>(k), 0);
    for (int v = 0; v < g.size(); ++v)
        for (const int u : g.neighbours(v)) {
            const uint8_t a = region[static_cast<size_t>(v)], b = region[static_cast<size_t>(u)];
            if (a != b && a != kRemovedRegion && b != kRemovedRegion)
                rows[a] |= uint64_t{1} << b;
        }
    return rows;
}

// Whether rows form a path through all k regions: k - 1 edges, no degree above 2, connected.
bool isChain(const std::vector<uint64_t>& rows)
{
    int edges = 0;
    uint64_t reached = 1, frontier = 1;
    for (const uint64_t r : rows) {
        edges += std::popcount(r);
        if (std::popcount(r) > 2)
            return false;
    }
    while (frontier) {
        uint64_t next = 0;
        for (size_t i = 0; i < rows.size(); ++i)
            if (frontier >> i & 1)
                next |= rows[i];
        frontier = next & ~reached;
        reached |= next;
    }
    return edges / 2 == static_cast<int>(rows.size()) - 1 && reached == (uint64_t{1} << rows.size()) - 1;
}

using StateKey = std::vector<uint64_t>;
using KeyOf = StateKey (*)(const BasicGraph&, const std::vector<uint8_t>&);

StateKey quotientKey(const BasicGraph& g, const std::vector<uint8_t>& region)
{
    return quotientOf(g, region, 8);
}

StateKey partitionKey(const BasicGraph&, const std::vector<uint8_t>& region)
{
    return {region.begin(), region.end()};
}

// Runs to the end and returns the keys of the states expanded, in order; `solvedByExpansion` is
// set when the call that solved also expanded a state.
std::vector<StateKey> expandedStates(AStarRun& run, KeyOf key, const BasicGraph& g, bool* solvedByExpansion = nullptr)
{
    std::vector<StateKey> keys;
    while (run.status() == AStarRun::Status::Running) {
        const int64_t before = run.expanded();
        const auto status = run.expand();
        if (run.expanded() > before)
            keys.push_back(key(g, run.current()));
        if (status == AStarRun::Status::Solved && solvedByExpansion)
            *solvedByExpansion = run.expanded() > before;
    }
    return keys;
}

// No state is expanded twice, each rule judging sameness its own way: Partition by every node's
// region, Quotient by the labelled quotient graph (the paper's code compares its states so,
// state_rules.h), both recomputed here from the expanded states.
TEST(AStarRun, NoStateIsExpandedTwiceUnderEitherDuplicateRule)
{
    const std::pair<Duplicates, KeyOf> rules[] = {{Duplicates::Partition, partitionKey}, {Duplicates::Quotient, quotientKey}};
    for (const auto& [rule, key] : rules)
        for (uint64_t seed : {2, 5, 8}) {
            PaperRun p(seed);
            AStarRun run(p.setup(rule, GoalTest::Expanded, 3000), p.initial);
            const auto states = expandedStates(run, key, p.graph);
            ASSERT_FALSE(states.empty()) << "seed " << seed;
            EXPECT_EQ(std::set(states.begin(), states.end()).size(), states.size()) << "seed " << seed;
        }
}

// Under either goal test a solved run ends on a state whose quotient graph is the chain; tested
// on expansion, the goal leaves the open list without being expanded.
TEST(AStarRun, BothGoalTestsEndOnAChainAndTheLateOneDoesNotExpandTheGoal)
{
    for (const GoalTest test : {GoalTest::Generated, GoalTest::Expanded}) {
        for (uint64_t seed : {1, 3, 4}) {
            PaperRun p(seed);
            AStarRun run(p.setup(Duplicates::Quotient, test, 20000), p.initial);
            bool solvedByExpansion = false;
            expandedStates(run, quotientKey, p.graph, &solvedByExpansion);
            ASSERT_EQ(run.status(), AStarRun::Status::Solved) << "seed " << seed;
            EXPECT_TRUE(isChain(quotientOf(p.graph, run.current(), 8))) << "seed " << seed;
            if (test == GoalTest::Expanded) {
                EXPECT_FALSE(solvedByExpansion) << "seed " << seed;
            }
        }
    }
}

// The tail of the paper's Table 1 (issue 27): its worst of 100 runs expanded 18,386 states. On
// these graphs, where states that differ only in their members each count (Duplicates::Partition)
// a run passes that without a goal, the rules of the paper's code solve well within it. (On other
// seeds those rules run out of quotient graphs without a goal; docs/reproduction.md measures 100.)
TEST(AStarRun, ThePapersDuplicateRuleKeepsTable1WithinThePapersWorstCase)
{
    constexpr int64_t kPapersWorst = 18386;
    for (uint64_t seed : {29, 54, 81}) {
        PaperRun p(seed);
        AStarRun partitionRule(p.setup(Duplicates::Partition, GoalTest::Generated, kPapersWorst), p.initial);
        while (partitionRule.expand() == AStarRun::Status::Running) {
        }
        EXPECT_EQ(partitionRule.status(), AStarRun::Status::LimitReached) << "seed " << seed;

        AStarRun papersCode(p.setup(Duplicates::Quotient, GoalTest::Expanded, kPapersWorst), p.initial);
        while (papersCode.expand() == AStarRun::Status::Running) {
        }
        ASSERT_EQ(papersCode.status(), AStarRun::Status::Solved) << "seed " << seed;
        EXPECT_TRUE(isChain(quotientOf(p.graph, papersCode.current(), 8))) << "seed " << seed;
    }
}

} // namespace
} // namespace hexloom::test
