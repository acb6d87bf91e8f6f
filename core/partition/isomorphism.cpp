#include "core/partition/isomorphism.h"

#include <algorithm>
#include <bit>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/vf2_sub_graph_iso.hpp>

namespace hexloom::core::partition {

namespace {
using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

Graph toGraph(const uint64_t* rows, int k)
{
    Graph g(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j)
            if (rows[i] >> j & 1)
                boost::add_edge(static_cast<size_t>(i), static_cast<size_t>(j), g);
    return g;
}

bool sameDegrees(const uint64_t* a, const uint64_t* b, int k)
{
    std::vector<int> da(static_cast<size_t>(k)), db(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i) {
        da[static_cast<size_t>(i)] = std::popcount(a[i]);
        db[static_cast<size_t>(i)] = std::popcount(b[i]);
    }
    std::sort(da.begin(), da.end());
    std::sort(db.begin(), db.end());
    return da == db;
}
} // namespace

std::optional<std::vector<int>> findIsomorphism(const IsomorphismQuery& q)
{
    if (!sameDegrees(q.regionRows, q.nodeRows, q.k))
        return std::nullopt;
    const Graph regions = toGraph(q.regionRows, q.k);
    const Graph nodes = toGraph(q.nodeRows, q.k);
    std::optional<std::vector<int>> found;
    const auto callback = [&](auto regionToNode, auto) {
        std::vector<int> mapping(static_cast<size_t>(q.k));
        for (int r = 0; r < q.k; ++r)
            mapping[static_cast<size_t>(r)] = static_cast<int>(get(regionToNode, static_cast<size_t>(r)));
        if (q.accept && !q.accept(mapping))
            return true; // keep looking
        found = std::move(mapping);
        return false;
    };
    const auto vertexComp = [&](size_t r, size_t n) {
        return !q.compatible || q.compatible(static_cast<int>(r), static_cast<int>(n));
    };
    boost::vf2_graph_iso(regions, nodes, callback, get(boost::vertex_index, regions), get(boost::vertex_index, nodes),
                         boost::vertex_order_by_mult(regions), boost::always_equivalent(), vertexComp);
    return found;
}

bool isomorphic(const uint64_t* a, const uint64_t* b, int k)
{
    return findIsomorphism({a, b, k, nullptr, nullptr}).has_value();
}

} // namespace hexloom::core::partition
