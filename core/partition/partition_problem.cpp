#include "core/partition/partition_problem.h"

#include <stdexcept>

#include "core/partition/basic_graph.h"

namespace hexloom::core::partition {

std::vector<model::CellIndex> scopeCells(const model::Board& board, const model::Map& map, const rules::RuleSet& rules, Scope scope)
{
    std::vector<model::CellIndex> cells;
    for (model::CellIndex c = 0; c < board.size(); ++c)
        if (scope == Scope::All || !rules.isWater(map.terrain(c)))
            cells.push_back(c);
    return cells;
}

void PartitionConfig::validate() const
{
    const auto fail = [](const std::string& what) { throw std::invalid_argument("partition: " + what); };
    if (coarsenNodes < 0 || coarsenStep < 0)
        fail("coarsening k' and step d must not be negative");
    if (coarsenStep > 0 && coarsenNodes == 0)
        fail("a coarsening step needs a starting k' (coarsen k,d with k > 0)");
    if (nodeLimit < 0 || nodeLimitStep < 0)
        fail("restart limit L and step D must not be negative");
    if (nodeLimitStep > 0 && nodeLimit == 0)
        fail("a restart step D needs a starting limit L > 0");
    if (maxRuns < 1)
        fail("max runs must be at least 1");
    if (!(timeLimitSeconds >= 0))
        fail("time limit must not be negative");
    if (!(borderWeight >= 0 && borderWeight <= 1e6))
        fail("border weight must be in [0, 1e6]");
    if (!(heuristicWeight > 0 && heuristicWeight <= 1e6))
        fail("heuristic weight must be in (0, 1e6]");
    if (!(spectralEnergy > 0 && spectralEnergy <= 1))
        fail("spectral energy must be in (0, 1]");
}

std::vector<int> pinsOfCells(const model::Board& board, const ConstraintGraph& graph)
{
    std::vector<int> pin(static_cast<size_t>(board.size()), kNoPin);
    for (int n = 0; n < graph.size(); ++n) {
        const std::string& id = graph.nodes[static_cast<size_t>(n)].id;
        for (const auto& p : graph.effectivePins(n)) {
            const model::CellIndex c = board.indexAtOffset(p);
            const std::string where = "(row " + std::to_string(p.row) + ", column " + std::to_string(p.col) + ")";
            if (c == model::kNoCell)
                throw std::invalid_argument("node \"" + id + "\" pins hex " + where + ", which is not on the board");
            if (pin[static_cast<size_t>(c)] != kNoPin && pin[static_cast<size_t>(c)] != n)
                throw std::invalid_argument("hex " + where + " is pinned to two nodes, \"" +
                                            graph.nodes[static_cast<size_t>(pin[static_cast<size_t>(c)])].id + "\" and \"" + id + "\"");
            pin[static_cast<size_t>(c)] = n;
        }
    }
    return pin;
}

namespace {

// The checks for a problem on generated basic graphs (no board): sizes, no pins, no nesting.
void validateGenerated(const PartitionProblem& problem, const PartitionConfig& config)
{
    const ConstraintGraph& c = *problem.graph;
    const BasicGraph g = problem.basicGraphs(config.seed);
    if (c.size() > g.size())
        throw std::invalid_argument("the constraint graph has " + std::to_string(c.size()) + " nodes but the basic graph only " +
                                    std::to_string(g.size()));
    for (int n = 0; n < c.size(); ++n)
        if (!c.effectivePins(n).empty())
            throw std::invalid_argument("node \"" + c.nodes[static_cast<size_t>(n)].id + "\" pins hexes, which a generated basic graph does not have");
    if (c.depth() > 1)
        throw std::invalid_argument("nested constraint graphs need a board; a generated basic graph has none");
    if (g.componentCount() > 1)
        throw std::invalid_argument("the generated basic graph is not connected");
}

} // namespace

void validateProblem(const PartitionProblem& problem, const PartitionConfig& config)
{
    config.validate();
    if (problem.graph && problem.basicGraphs) {
        problem.graph->validate();
        validateGenerated(problem, config);
        return;
    }
    if (!problem.board || !problem.graph)
        throw std::invalid_argument("partition: a board and a constraint graph are needed");
    const ConstraintGraph& c = *problem.graph;
    c.validate();
    const int hexes = static_cast<int>(problem.scope.size());
    if (c.size() > hexes)
        throw std::invalid_argument("the constraint graph has " + std::to_string(c.size()) + " nodes but only " +
                                    std::to_string(hexes) + " hexes are in scope; every region needs at least one hex");
    int needed = 0;
    for (int n = 0; n < c.size(); ++n)
        needed += c.effectiveMinSize(n);
    if (needed > hexes)
        throw std::invalid_argument("the regions' minimum sizes add up to " + std::to_string(needed) + " hexes but only " +
                                    std::to_string(hexes) + " are in scope");
    const auto pins = pinsOfCells(*problem.board, c);
    std::vector<char> inScope(static_cast<size_t>(problem.board->size()), 0);
    for (const auto cell : problem.scope)
        if (cell >= 0 && cell < problem.board->size())
            inScope[static_cast<size_t>(cell)] = 1;
    for (size_t cell = 0; cell < pins.size(); ++cell)
        if (pins[cell] != kNoPin && !inScope[cell])
            throw std::invalid_argument("node \"" + c.nodes[static_cast<size_t>(pins[cell])].id + "\" pins a hex outside the scope");
    const BasicGraph g = BasicGraph::fromBoard(*problem.board, problem.scope, pins);
    if (const int pieces = g.componentCount(); pieces > 1)
        throw std::invalid_argument("the " + std::to_string(hexes) + " hexes in scope form " + std::to_string(pieces) +
                                    " separate pieces; partitioning needs one connected piece");
    if (c.componentCount() > 1 && !config.allowRemoval)
        throw std::invalid_argument("the constraint graph falls into " + std::to_string(c.componentCount()) +
                                    " separate pieces; regions of one connected board always touch unless hexes may be removed (allow removal)");
}

} // namespace hexloom::core::partition
