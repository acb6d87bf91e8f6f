#pragma once
// What a run streams: an immutable picture of its best map so far, with the per-requirement
// report of what it scores (switched-off requirements left uncounted: Evaluator::complete), and
// the numbers the chart and the CLI trace need.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/model/map.h"
#include "core/rules/score_report.h"

namespace hexloom::core::search {

// Internal state for the teaching view; which fields are filled depends on the algorithm, and the
// algorithm says what they mean (the view reads these, never the algorithm's id).
struct TeachingState {
    // What perCell holds: a share of pheromone (ant colony) or the swarm's agreement (0..1).
    enum class PerCell { Pheromone, Agreement };
    PerCell perCellMeaning = PerCell::Pheromone;
    // The last move is a perturbation of several hexes (tabu), not one swap.
    bool lastMoveIsPerturbation = false;
    std::vector<model::CellIndex> lastMove;   // tabu: the 6 perturbed hexes; others: last swap
    std::vector<model::CellIndex> tabuCells;  // tabu: hexes in recent tabu moves
    std::vector<float> perCell;               // ACO: pheromone share of the best map's kind; PSO: agreement (0..1)
    std::vector<std::string> kinds;           // ACO: the tile kinds, e.g. "Forest" or "Wheat 6"
    std::vector<float> pheromone;             // ACO: [cell * kinds.size() + kind], the kind's share of the cell's pheromone
    int64_t restarts = 0;                     // hill climbing
};

struct Snapshot {
    model::Map map;              // best map so far
    rules::ScoreReport report;   // of `map`, with violating cells; switched-off requirements uncounted
    double best = 0;             // == report.total
    double current = 0;          // score of the search's current state
    int64_t iteration = 0;
    int64_t evaluations = 0;
    double elapsedSeconds = 0;
    double timeToBestSeconds = 0;
    // The final snapshot's: the processor time of the run's thread from its start, its set-up
    // included (wall-clock times mislead on a shared machine; read twice per run, not per step).
    double processorSeconds = 0;
    uint64_t seed = 0;
    uint64_t revision = 0;       // document revision of the map the run is working from
    std::string algorithm;
    std::string foundBy;         // in a portfolio race ("portfolio"), the member that found `map`
    bool final = false;          // the last snapshot of the run
    std::string stopReason;      // on the final one: "target", "time", "iterations", "stagnation", "cancelled"
    std::shared_ptr<const TeachingState> teaching;
};

// Cheap progress for charts and traces (every iteration may produce one; the sink rate-limits).
struct ProgressPoint {
    double elapsedSeconds = 0;
    int64_t iteration = 0;
    int64_t evaluations = 0;
    double current = 0;
    double best = 0;
    std::vector<int> bestCounts; // per requirement, of the best map
    int64_t restarts = 0;        // hill climbing: random restarts so far (the chart marks each new one)
};

class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    // A new best (rate-limited by the runner), with the teaching view also the changing teaching
    // state of an unchanged best, and always the final snapshot.
    virtual void snapshot(std::shared_ptr<const Snapshot> s) = 0;
    // Optional finer-grained progress; default ignores it.
    virtual void progress(const ProgressPoint&) {}
};

} // namespace hexloom::core::search
