#include "core/partition/recursive_partition.h"

#include <algorithm>

#include "core/partition/partition_search.h"

namespace hexloom::core::partition {

namespace {
PartitionResult searchOnce(const PartitionProblem& problem, const PartitionConfig& config, const std::atomic<bool>* cancel)
{
    PartitionSearch search(problem, config);
    while (search.step(256) == SearchStatus::Running)
        if (cancel && cancel->load(std::memory_order_relaxed))
            search.cancel();
    return search.result();
}

void addStats(SearchStats& into, const SearchStats& s)
{
    into.expanded += s.expanded;
    into.generated += s.generated;
    into.restarts += s.restarts;
    into.pathLength += s.pathLength;
    into.seconds += s.seconds;
}

void appendLeaf(PartitionResult& out, const PartitionResult& level, int region, const std::string& prefix, int topNode, char parentTerrain)
{
    const char own = level.regionTerrain[static_cast<size_t>(region)];
    out.regionNode.push_back(prefix + level.regionNode[static_cast<size_t>(region)]);
    out.regionTerrain.push_back(own ? own : parentTerrain);
    out.regionProperty.push_back(level.regionProperty[static_cast<size_t>(region)]);
    out.nodeOfRegion.push_back(topNode);
}

// Partitions region `r` of `top` with its node's nested graph and appends the leaves to `out`.
// Returns false (with out's message set) when the nested search fails.
bool refineRegion(const PartitionProblem& problem, const PartitionConfig& config, const PartitionResult& top, int r,
                  const std::atomic<bool>* cancel, PartitionResult& out)
{
    const ConstraintNode& node = problem.graph->nodes[static_cast<size_t>(r)];
    const int first = out.regionCount();
    PartitionProblem inner{problem.board, node.subgraph, {}, {}};
    for (model::CellIndex c = 0; c < problem.board->size(); ++c)
        if (top.regionOfCell[static_cast<size_t>(c)] == r)
            inner.scope.push_back(c);
    PartitionConfig innerConfig = config;
    innerConfig.seed = config.seed * 0x9e3779b97f4a7c15ull + static_cast<uint64_t>(r) + 1;
    if (config.timeLimitSeconds > 0) {
        const double left = config.timeLimitSeconds - out.stats.seconds;
        if (left <= 0) {
            out.success = false;
            out.messageText = {QT_TRANSLATE_NOOP("hexloom::core", "inside region \"%1\": no partition found within the time limit"), {{node.id}}};
            out.message = out.messageText.english();
            return false;
        }
        innerConfig.timeLimitSeconds = left;
    }
    const PartitionResult sub = partitionRecursively(inner, innerConfig, cancel);
    addStats(out.stats, sub.stats);
    if (!sub.success) {
        out.success = false;
        out.messageText = {QT_TRANSLATE_NOOP("hexloom::core", "inside region \"%1\": %2"), {{node.id}, text::nested(sub.messageText)}};
        out.message = out.messageText.english();
        return false;
    }
    for (int s = 0; s < sub.regionCount(); ++s)
        appendLeaf(out, sub, s, node.id + "/", r, node.terrain);
    for (const model::CellIndex c : inner.scope) {
        const int sr = sub.regionOfCell[static_cast<size_t>(c)];
        out.regionOfCell[static_cast<size_t>(c)] = sr >= 0 ? first + sr : kRemovedCell;
    }
    return true;
}
} // namespace

PartitionResult partitionInside(const PartitionProblem& problem, const PartitionConfig& config, const PartitionResult& top,
                                const std::atomic<bool>* cancel)
{
    if (!top.success || problem.graph->depth() == 1)
        return top;
    PartitionResult out = top;
    out.regionNode.clear();
    out.regionTerrain.clear();
    out.regionProperty.clear();
    out.nodeOfRegion.clear();
    for (int r = 0; r < top.regionCount(); ++r) {
        if (problem.graph->nodes[static_cast<size_t>(r)].subgraph) {
            if (!refineRegion(problem, config, top, r, cancel, out))
                return out;
            continue;
        }
        const int first = out.regionCount();
        appendLeaf(out, top, r, "", r, 0);
        for (size_t c = 0; c < out.regionOfCell.size(); ++c)
            if (top.regionOfCell[c] == r)
                out.regionOfCell[c] = first;
    }
    return out;
}

PartitionResult partitionRecursively(const PartitionProblem& problem, const PartitionConfig& config, const std::atomic<bool>* cancel)
{
    return partitionInside(problem, config, searchOnce(problem, config, cancel), cancel);
}

} // namespace hexloom::core::partition
