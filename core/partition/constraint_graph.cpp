#include "core/partition/constraint_graph.h"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/boyer_myrvold_planar_test.hpp>
#include <set>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::partition {

using text::CoreText;

int ConstraintGraph::indexOf(const std::string& id) const
{
    for (int i = 0; i < size(); ++i)
        if (nodes[static_cast<size_t>(i)].id == id)
            return i;
    return -1;
}

std::vector<uint64_t> ConstraintGraph::adjacencyRows() const
{
    std::vector<uint64_t> rows(nodes.size(), 0);
    for (const auto& [a, b] : edges) {
        rows[static_cast<size_t>(a)] |= uint64_t{1} << b;
        rows[static_cast<size_t>(b)] |= uint64_t{1} << a;
    }
    return rows;
}

int ConstraintGraph::componentCount() const
{
    const auto rows = adjacencyRows();
    uint64_t seen = 0;
    int components = 0;
    for (int s = 0; s < size(); ++s) {
        if (seen >> s & 1)
            continue;
        ++components;
        uint64_t frontier = uint64_t{1} << s;
        while (frontier) {
            seen |= frontier;
            uint64_t next = 0;
            for (int v = 0; v < size(); ++v)
                if (frontier >> v & 1)
                    next |= rows[static_cast<size_t>(v)];
            frontier = next & ~seen;
        }
    }
    return components;
}

bool ConstraintGraph::isPlanar() const
{
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    Graph g(nodes.size());
    for (const auto& [a, b] : edges)
        boost::add_edge(static_cast<size_t>(a), static_cast<size_t>(b), g);
    return boost::boyer_myrvold_planarity_test(g);
}

int ConstraintGraph::depth() const
{
    int deepest = 0;
    for (const auto& n : nodes)
        if (n.subgraph)
            deepest = std::max(deepest, n.subgraph->depth());
    return deepest + 1;
}

int ConstraintGraph::effectiveMinSize(int node) const
{
    const ConstraintNode& n = nodes[static_cast<size_t>(node)];
    int inner = 0;
    if (n.subgraph)
        for (int i = 0; i < n.subgraph->size(); ++i)
            inner += n.subgraph->effectiveMinSize(i);
    return std::max({1, n.minSize, inner});
}

std::vector<model::OffsetCoord> ConstraintGraph::effectivePins(int node) const
{
    const ConstraintNode& n = nodes[static_cast<size_t>(node)];
    std::vector<model::OffsetCoord> pins = n.pins;
    if (n.subgraph)
        for (int i = 0; i < n.subgraph->size(); ++i) {
            const auto inner = n.subgraph->effectivePins(i);
            pins.insert(pins.end(), inner.begin(), inner.end());
        }
    return pins;
}

namespace {
[[noreturn]] void fail(const ConstraintGraph& g, CoreText what)
{
    if (g.name.empty())
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "constraint graph: %1"), {text::nested(std::move(what))}});
    throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "constraint graph \"%1\": %2"), {{g.name}, text::nested(std::move(what))}});
}

void validateNodes(const ConstraintGraph& g)
{
    if (g.nodes.empty())
        fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "needs at least one node")});
    if (g.size() > kMaxConstraintNodes)
        fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "has %1 nodes; the limit is %2"), {{std::to_string(g.size())}, {std::to_string(kMaxConstraintNodes)}}});
    std::set<std::string> ids;
    for (const auto& n : g.nodes) {
        if (n.id.empty())
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a node has an empty id")});
        if (!ids.insert(n.id).second)
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate node id \"%1\""), {{n.id}}});
        if (n.minSize < 1)
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "node \"%1\": min_size must be at least 1"), {{n.id}}});
        if (static_cast<int>(n.pins.size()) > kMaxPinsPerNode)
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "node \"%1\": more than %2 pinned cells"), {{n.id}, {std::to_string(kMaxPinsPerNode)}}});
        if (n.subgraph)
            n.subgraph->validate();
    }
}

void validateEdges(const ConstraintGraph& g)
{
    if (static_cast<int>(g.edges.size()) > kMaxConstraintEdges)
        fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "has %1 edges; a planar graph of at most %2 nodes has at most %3"), {{std::to_string(g.edges.size())}, {std::to_string(kMaxConstraintNodes)}, {std::to_string(kMaxConstraintEdges)}}});
    std::set<std::pair<int, int>> seen;
    for (const auto& [a, b] : g.edges) {
        if (a < 0 || b < 0 || a >= g.size() || b >= g.size())
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "an edge names a node that does not exist")});
        const std::string name = g.nodes[static_cast<size_t>(a)].id + "-" + g.nodes[static_cast<size_t>(b)].id;
        if (a == b)
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "edge %1 joins a node to itself"), {{name}}});
        if (!seen.insert({std::min(a, b), std::max(a, b)}).second)
            fail(g, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "edge %1 is listed twice"), {{name}}});
    }
}
} // namespace

void ConstraintGraph::validate() const
{
    validateNodes(*this);
    validateEdges(*this);
    if (depth() > kMaxGraphDepth)
        fail(*this, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "nested graphs go %1 levels deep; the limit is %2"), {{std::to_string(depth())}, {std::to_string(kMaxGraphDepth)}}});
    if (!isPlanar())
        fail(*this, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "is not planar, so no map of contiguous regions can have exactly these adjacencies (remove edges until it can be drawn without crossings)")});
    for (const auto& share : propertyShares) {
        const bool used = std::any_of(nodes.begin(), nodes.end(), [&](const ConstraintNode& n) { return n.property == share.property; });
        if (!used)
            fail(*this, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "property share for \"%1\" but no node has that property"), {{share.property}}});
        if (!(share.minPercent >= 0 && share.minPercent <= 100))
            fail(*this, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "property share for \"%1\" must be between 0 and 100 percent"), {{share.property}}});
    }
}

} // namespace hexloom::core::partition
