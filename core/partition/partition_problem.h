#pragma once
// What to partition (the hexes in scope of a board, the constraint graph) and how to search
// (seed, coarsening, restarts, removal). See docs/algorithms.md, "Region partitioning under an
// isomorphism constraint". The defaults are the measured best (docs/benchmarks.md); the paper's
// plain A* is heuristicWeight 1, borderWeight 0, layoutSeeds false.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/partition/basic_graph.h"
#include "core/partition/constraint_graph.h"
#include "core/partition/open_list.h"
#include "core/partition/state_rules.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::partition {

enum class Scope { All, Land };

struct PartitionProblem {
    std::shared_ptr<const model::Board> board;
    std::shared_ptr<const ConstraintGraph> graph;
    std::vector<model::CellIndex> scope; // the hexes of G (all, the selected ones, land only)
    // When set, G is not the board's hexes but basicGraphs(s), a new graph for every run seeded
    // from the run (the paper's random basic graph per restart, e.g. voronoiBasicGraph); board and
    // scope are unused, region i of the result is node i of G, and C may not pin or nest.
    std::function<BasicGraph(uint64_t)> basicGraphs;
};

// Hexes of `board` in `scope`: all, or those whose terrain is not water (empty cells count as land).
std::vector<model::CellIndex> scopeCells(const model::Board& board, const model::Map& map, const rules::RuleSet& rules, Scope scope);

struct PartitionConfig {
    uint64_t seed = 1;
    bool deterministicStart = false; // first run from the deterministic clustering
    bool layoutSeeds = true;         // even runs seed regions where a drawing of C puts their nodes (false: the paper's plain seeds)
    bool kernelClustering = false;   // the paper's code: coarsening and initial states by commute-time kernel k-means (no pins)
    bool allowRemoval = false;       // the "remove a hex" action (capped by the graph's max_removed)
    int coarsenNodes = 0;            // k': super-nodes to search on; 0 searches the hexes themselves
    int coarsenStep = 0;             // d: k' grows by this after each failed run
    int64_t nodeLimit = 100;         // L: expansions per run; 0: one run without limit
    int64_t nodeLimitStep = 50;      // D: L grows by this after each failed run
    int maxRuns = 10'000;
    double timeLimitSeconds = 0;     // 0: none
    double spectralEnergy = 0.9;     // share of the spectrum the heuristic compares (Koutra: 0.9)
    double heuristicWeight = 2.0;    // f = g + w h; 1 is the paper's A*
    double borderWeight = 1.0;       // adds this times the cut cost to h (0: the paper's h)
    Ties ties = Ties::SmallerHThenOlder; // among equal f; FOnly: as the paper's code (open_list.h)
    Duplicates duplicates = Duplicates::Partition; // Quotient: as the paper's code (state_rules.h)
    GoalTest goalTest = GoalTest::Generated;       // Expanded: as the paper's code (state_rules.h)

    // Throws std::invalid_argument naming the field.
    void validate() const;
};

// Throws std::invalid_argument with a clear reason when the problem cannot be solved as posed:
// no board or graph, an invalid graph (not planar, ...), more nodes than hexes, a scope that is
// not connected, pins outside the scope or on two nodes, minimum sizes beyond the hexes.
void validateProblem(const PartitionProblem& problem, const PartitionConfig& config);

// Board cell -> constraint node it is pinned to (kNoPin), from the graph's pins (with nested ones).
std::vector<int> pinsOfCells(const model::Board& board, const ConstraintGraph& graph);

} // namespace hexloom::core::partition
