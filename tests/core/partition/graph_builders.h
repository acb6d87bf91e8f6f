#pragma once
// Small constraint graphs for tests.
#include <memory>
#include <utility>
#include <vector>

#include "core/partition/constraint_graph.h"

namespace hexloom::test {

inline core::partition::ConstraintGraph makeGraph(int k, const std::vector<std::pair<int, int>>& edges)
{
    core::partition::ConstraintGraph g;
    g.name = "test";
    for (int i = 0; i < k; ++i)
        g.nodes.push_back({"n" + std::to_string(i), 0, 1, {}, {}, nullptr});
    g.edges = edges;
    return g;
}

inline core::partition::ConstraintGraph chainGraph(int k)
{
    std::vector<std::pair<int, int>> e;
    for (int i = 0; i + 1 < k; ++i)
        e.emplace_back(i, i + 1);
    return makeGraph(k, e);
}

inline core::partition::ConstraintGraph completeGraph(int k)
{
    std::vector<std::pair<int, int>> e;
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j)
            e.emplace_back(i, j);
    return makeGraph(k, e);
}

} // namespace hexloom::test
