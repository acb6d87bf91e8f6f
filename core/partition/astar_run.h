#pragma once
// One A* run over partitions of G (Abuzuraiq, FDG 2017): a state gives every node of G a region
// (or marks it removed); an action moves a node on a region's boundary into an adjacent region
// or removes it, never emptying or disconnecting its region; g counts actions; h is the spectral
// distance of the quotient graph to C. By default children are goal-tested when generated and
// 64-bit Zobrist hashes of the regions skip states generated before; `RunSetup::duplicates` and
// `goalTest` switch to the paper's code's rules (state_rules.h). States are stored as (parent,
// action) and rebuilt on expansion. Expansions reuse their buffers.
#include <cstdint>
#include <vector>

#include "core/partition/articulation_finder.h"
#include "core/partition/basic_graph.h"
#include "core/partition/clustering.h"
#include "core/partition/open_list.h"
#include "core/partition/quotient_evaluator.h"
#include "core/partition/state_hash_set.h"
#include "core/partition/state_rules.h"

namespace hexloom::core::partition {

struct RunSetup {
    const BasicGraph* graph = nullptr;
    QuotientEvaluator* evaluator = nullptr;
    bool allowRemoval = false;
    int maxRemoved = -1;    // hexes; -1: no limit
    int64_t nodeLimit = 0;  // expansions; 0: none
    double weight = 1.0;    // f = g + weight * h
    double borderWeight = 0; // h = spectral + borderWeight * cut cost (0: the paper's h)
    Ties ties = Ties::SmallerHThenOlder; // order among equal f (open_list.h)
    Duplicates duplicates = Duplicates::Partition; // which states count as one (state_rules.h)
    GoalTest goalTest = GoalTest::Generated;       // when states are goal-tested (state_rules.h)
};

class AStarRun {
public:
    enum class Status { Running, Solved, Exhausted, LimitReached };

    AStarRun(const RunSetup& setup, InitialState initial);

    // Expands the best open state; Solved when a child (or the initial state) is a goal.
    Status expand();
    Status status() const { return status_; }

    // States expanded (a goal found when it leaves the open list is not expanded).
    int64_t expanded() const { return expanded_; }
    int64_t generated() const { return static_cast<int64_t>(nodes_.size()); }
    size_t frontier() const { return open_.size(); }
    double lastHeuristic() const { return lastH_; }
    // Regions of the state expanded last (the solution once solved).
    const std::vector<uint8_t>& current() const { return assign_; }
    const std::vector<int>& regionPin() const { return initial_.regionPin; }
    int pathLength() const { return pathLength_; }
    const std::vector<int>& mapping() const { return mapping_; }

private:
    struct Node {
        int32_t parent;
        int32_t cell;   // node of G the action changed
        uint8_t to;     // its new region or kRemovedRegion
        bool isospectral; // spectral distance 0: worth the exact goal test
        int32_t g;
        float h;
    };

    void rebuild(int32_t id);
    void summarise();
    bool generate(int32_t parent, int v, uint8_t to);
    bool checkGoal(int32_t id, const uint64_t* rows, const int* weights);
    int32_t popUnexplored();
    uint64_t quotientKey(const uint64_t* rows) const;
    double cutCost(const uint64_t* rows);
    void addDelta(uint8_t a, uint8_t b, int d);

    RunSetup setup_;
    InitialState initial_;
    int k_;
    std::vector<uint64_t> zobrist_; // (k + 1) per node of G
    std::vector<Node> nodes_;
    OpenList open_;
    StateHashSet seen_;            // Duplicates::Partition: Zobrist hashes of generated states
    StateHashSet explored_;        // Duplicates::Quotient: quotient keys of expanded states
    std::vector<uint64_t> keys_;   // Duplicates::Quotient: each node's quotient key
    ArticulationFinder articulation_;
    Status status_ = Status::Running;
    int64_t expanded_ = 0;
    double lastH_ = 0;
    int pathLength_ = 0;
    std::vector<int> mapping_;
    int32_t solution_ = -1;

    // Per-expansion buffers.
    std::vector<uint8_t> assign_;
    std::vector<uint8_t> cut_;
    std::vector<int32_t> chain_;
    uint64_t hash_ = 0;
    int removedWeight_ = 0;
    std::vector<int> weight_, members_, count_;
    std::vector<uint64_t> rows_, childRows_;
    std::vector<int> childWeight_;
    struct PairDelta {
        uint8_t a, b; // a < b
        int d;
    };
    std::vector<PairDelta> deltas_; // border-count changes of the child being generated
    std::vector<int> borders_;
};

} // namespace hexloom::core::partition
