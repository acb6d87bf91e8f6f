#include "core/partition/constraint_graph.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/core/partition/graph_builders.h"

namespace hexloom::test {
namespace {

using core::partition::ConstraintGraph;
using ::testing::HasSubstr;

std::string validationError(const ConstraintGraph& g)
{
    try {
        g.validate();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

TEST(ConstraintGraph, PlanarityFollowsKuratowski)
{
    EXPECT_TRUE(completeGraph(4).isPlanar());
    EXPECT_FALSE(completeGraph(5).isPlanar());
    ConstraintGraph k33 = makeGraph(6, {});
    for (int a = 0; a < 3; ++a)
        for (int b = 3; b < 6; ++b)
            k33.edges.emplace_back(a, b);
    EXPECT_FALSE(k33.isPlanar());
    k33.edges.pop_back(); // K3,3 minus an edge is planar
    EXPECT_TRUE(k33.isPlanar());
    EXPECT_TRUE(chainGraph(8).isPlanar());
}

TEST(ConstraintGraph, ValidateRefusesBadGraphsWithReasons)
{
    EXPECT_THAT(validationError(completeGraph(5)), HasSubstr("not planar"));
    EXPECT_THAT(validationError(makeGraph(2, {{0, 0}})), HasSubstr("joins a node to itself"));
    EXPECT_THAT(validationError(makeGraph(2, {{0, 1}, {1, 0}})), HasSubstr("listed twice"));
    EXPECT_THAT(validationError(makeGraph(2, {{0, 2}})), HasSubstr("does not exist"));
    EXPECT_THAT(validationError(makeGraph(0, {})), HasSubstr("at least one node"));
    ConstraintGraph dup = makeGraph(2, {});
    dup.nodes[1].id = "n0";
    EXPECT_THAT(validationError(dup), HasSubstr("duplicate node id"));
    ConstraintGraph big = makeGraph(65, {});
    EXPECT_THAT(validationError(big), HasSubstr("limit is 64"));
    EXPECT_EQ(validationError(chainGraph(8)), "");
}

TEST(ConstraintGraph, ComponentsAndEffectiveConstraints)
{
    EXPECT_EQ(makeGraph(4, {{0, 1}, {2, 3}}).componentCount(), 2);
    EXPECT_EQ(chainGraph(5).componentCount(), 1);
    ConstraintGraph g = chainGraph(2);
    auto inner = std::make_shared<ConstraintGraph>(chainGraph(3));
    inner->nodes[0].minSize = 4;
    inner->nodes[2].pins = {{1, 2}};
    g.nodes[0].subgraph = inner;
    g.nodes[0].pins = {{0, 0}};
    EXPECT_EQ(g.effectiveMinSize(0), 6); // 4 + 1 + 1 for the nested regions
    EXPECT_EQ(g.effectiveMinSize(1), 1);
    EXPECT_EQ(g.effectivePins(0).size(), 2u);
    EXPECT_EQ(g.depth(), 2);
}

} // namespace
} // namespace hexloom::test
