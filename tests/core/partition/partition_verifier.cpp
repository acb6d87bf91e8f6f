#include "tests/core/partition/partition_verifier.h"

#include <algorithm>
#include <numeric>

namespace hexloom::test {

using core::partition::ConstraintGraph;
using core::partition::PartitionResult;
using core::model::Board;
using core::model::CellIndex;

Adjacency adjacencyOf(const ConstraintGraph& g)
{
    Adjacency a(static_cast<size_t>(g.size()), std::vector<int>(static_cast<size_t>(g.size()), 0));
    for (const auto& [x, y] : g.edges)
        a[static_cast<size_t>(x)][static_cast<size_t>(y)] = a[static_cast<size_t>(y)][static_cast<size_t>(x)] = 1;
    return a;
}

bool bruteForceIsomorphic(const Adjacency& a, const Adjacency& b)
{
    if (a.size() != b.size())
        return false;
    std::vector<size_t> p(a.size());
    std::iota(p.begin(), p.end(), 0);
    do {
        bool same = true;
        for (size_t i = 0; i < a.size() && same; ++i)
            for (size_t j = 0; j < a.size() && same; ++j)
                same = a[i][j] == b[p[i]][p[j]];
        if (same)
            return true;
    } while (std::next_permutation(p.begin(), p.end()));
    return false;
}

std::string checkContiguous(const Board& board, const std::vector<int>& regionOfCell, int regions)
{
    for (int r = 0; r < regions; ++r) {
        std::vector<CellIndex> members;
        for (CellIndex c = 0; c < board.size(); ++c)
            if (regionOfCell[static_cast<size_t>(c)] == r)
                members.push_back(c);
        if (members.empty())
            return "region " + std::to_string(r) + " is empty";
        std::vector<char> seen(static_cast<size_t>(board.size()), 0);
        std::vector<CellIndex> queue{members[0]};
        seen[static_cast<size_t>(members[0])] = 1;
        for (size_t h = 0; h < queue.size(); ++h)
            for (int d = 0; d < 6; ++d) {
                const CellIndex n = board.neighbourAt(queue[h], d);
                if (n != core::model::kNoCell && !seen[static_cast<size_t>(n)] && regionOfCell[static_cast<size_t>(n)] == r) {
                    seen[static_cast<size_t>(n)] = 1;
                    queue.push_back(n);
                }
            }
        if (queue.size() != members.size())
            return "region " + std::to_string(r) + " is not contiguous";
    }
    return {};
}

namespace {
std::string checkCells(const Board& board, const std::vector<CellIndex>& scope, const ConstraintGraph& graph,
                       const PartitionResult& r, bool allowRemoval)
{
    if (static_cast<int>(r.regionOfCell.size()) != board.size())
        return "regionOfCell has the wrong size";
    std::vector<char> inScope(static_cast<size_t>(board.size()), 0);
    for (const CellIndex c : scope)
        inScope[static_cast<size_t>(c)] = 1;
    int removed = 0;
    for (CellIndex c = 0; c < board.size(); ++c) {
        const int reg = r.regionOfCell[static_cast<size_t>(c)];
        if (!inScope[static_cast<size_t>(c)] && reg != -2)
            return "cell " + std::to_string(c) + " outside the scope was assigned";
        if (inScope[static_cast<size_t>(c)] && (reg < -1 || reg >= graph.size()))
            return "cell " + std::to_string(c) + " has region " + std::to_string(reg);
        removed += reg == -1 ? 1 : 0;
    }
    if (removed > 0 && !allowRemoval)
        return "hexes removed although removal was not allowed";
    if (graph.maxRemoved >= 0 && removed > graph.maxRemoved)
        return std::to_string(removed) + " hexes removed, more than max_removed";
    return {};
}

std::string checkConstraints(const Board& board, const std::vector<CellIndex>& scope, const ConstraintGraph& graph, const PartitionResult& r)
{
    std::vector<int> size(static_cast<size_t>(graph.size()), 0);
    for (const int reg : r.regionOfCell)
        if (reg >= 0)
            ++size[static_cast<size_t>(reg)];
    for (int n = 0; n < graph.size(); ++n) {
        const auto& node = graph.nodes[static_cast<size_t>(n)];
        if (size[static_cast<size_t>(n)] < node.minSize)
            return "region of node " + node.id + " is smaller than its min_size";
        for (const auto& p : node.pins)
            if (r.regionOfCell[static_cast<size_t>(board.indexAtOffset(p))] != n)
                return "a pin of node " + node.id + " lies outside its region";
    }
    for (const auto& share : graph.propertyShares) {
        int covered = 0;
        for (int n = 0; n < graph.size(); ++n)
            if (graph.nodes[static_cast<size_t>(n)].property == share.property)
                covered += size[static_cast<size_t>(n)];
        if (100.0 * covered < share.minPercent * static_cast<double>(scope.size()) - 1e-9)
            return "property " + share.property + " covers too little";
    }
    return {};
}
} // namespace

std::string verifyPartition(const Board& board, const std::vector<CellIndex>& scope, const ConstraintGraph& graph,
                            const PartitionResult& r, bool allowRemoval)
{
    if (!r.success)
        return "no solution: " + r.message;
    if (auto why = checkCells(board, scope, graph, r, allowRemoval); !why.empty())
        return why;
    if (auto why = checkContiguous(board, r.regionOfCell, graph.size()); !why.empty())
        return why;
    Adjacency quotient(static_cast<size_t>(graph.size()), std::vector<int>(static_cast<size_t>(graph.size()), 0));
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n = board.neighbourAt(c, d);
            if (n == core::model::kNoCell)
                continue;
            const int a = r.regionOfCell[static_cast<size_t>(c)], b = r.regionOfCell[static_cast<size_t>(n)];
            if (a >= 0 && b >= 0 && a != b)
                quotient[static_cast<size_t>(a)][static_cast<size_t>(b)] = 1;
        }
    const Adjacency want = adjacencyOf(graph);
    if (quotient != want)
        return "quotient graph differs from the constraint graph under the reported mapping";
    if (graph.size() <= 8 && !bruteForceIsomorphic(quotient, want))
        return "quotient graph is not isomorphic to the constraint graph";
    return checkConstraints(board, scope, graph, r);
}

} // namespace hexloom::test
