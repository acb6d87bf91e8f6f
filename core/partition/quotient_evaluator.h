#pragma once
// Evaluates quotient graphs against the constraint graph C: the spectral heuristic and the goal
// test (isomorphism, then the constraints that ride on the correspondence: pinned regions map to
// their node, regions reach their node's minimum size, property shares). Memoised per graph.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/partition/constraint_graph.h"
#include "core/partition/quotient_memo.h"
#include "core/partition/spectral_heuristic.h"

namespace hexloom::core::partition {

class QuotientEvaluator {
public:
    QuotientEvaluator(const ConstraintGraph& graph, int totalWeight, double energyFraction);

    int size() const { return k_; }
    const std::vector<uint64_t>& targetRows() const { return target_; }
    int targetEdges() const { return targetEdges_; }
    double heuristic(const uint64_t* rows);
    // The correspondence region -> node when the partition is a goal.
    std::optional<std::vector<int>> goal(const uint64_t* rows, const int* regionWeight, const std::vector<int>& regionPin);
    bool hasLabelConstraints() const { return labelled_; }

private:
    QuotientMemo::Entry& entry(const uint64_t* rows);

    int k_;
    std::vector<uint64_t> target_;
    SpectralHeuristic spectral_;
    QuotientMemo memo_;
    std::vector<int> minSize_;
    std::vector<char> nodePinned_;
    std::vector<uint64_t> shareNodes_; // per property share: nodes with that property
    std::vector<int> shareWeight_;     // hexes those nodes' regions must cover together
    bool labelled_ = false;
    int targetEdges_ = 0;
};

} // namespace hexloom::core::partition
