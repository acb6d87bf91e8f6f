#include "core/partition/quotient_evaluator.h"

#include <algorithm>
#include <cmath>

#include "core/partition/basic_graph.h"
#include "core/partition/isomorphism.h"

namespace hexloom::core::partition {

QuotientEvaluator::QuotientEvaluator(const ConstraintGraph& graph, int totalWeight, double energyFraction)
    : k_(graph.size()), target_(graph.adjacencyRows()), spectral_(target_, energyFraction), memo_(graph.size())
{
    targetEdges_ = static_cast<int>(graph.edges.size());
    for (int n = 0; n < k_; ++n) {
        minSize_.push_back(graph.effectiveMinSize(n));
        nodePinned_.push_back(graph.effectivePins(n).empty() ? 0 : 1);
        labelled_ = labelled_ || minSize_.back() > 1 || nodePinned_.back();
    }
    for (const auto& share : graph.propertyShares) {
        uint64_t mask = 0;
        for (int n = 0; n < k_; ++n)
            if (graph.nodes[static_cast<size_t>(n)].property == share.property)
                mask |= uint64_t{1} << n;
        shareNodes_.push_back(mask);
        shareWeight_.push_back(static_cast<int>(std::ceil(share.minPercent / 100.0 * totalWeight - 1e-9)));
        labelled_ = true;
    }
}

QuotientMemo::Entry& QuotientEvaluator::entry(const uint64_t* rows)
{
    if (auto* e = memo_.find(rows))
        return *e;
    return memo_.insert(rows, {static_cast<float>(spectral_.distance(rows)), -1});
}

double QuotientEvaluator::heuristic(const uint64_t* rows) { return entry(rows).heuristic; }

std::optional<std::vector<int>> QuotientEvaluator::goal(const uint64_t* rows, const int* regionWeight, const std::vector<int>& regionPin)
{
    auto& e = entry(rows);
    if (e.heuristic != 0) // isomorphic graphs are isospectral
        return std::nullopt;
    if (e.isomorphic < 0)
        e.isomorphic = isomorphic(rows, target_.data(), k_) ? 1 : 0;
    if (e.isomorphic == 0)
        return std::nullopt;
    IsomorphismQuery q{rows, target_.data(), k_, nullptr, nullptr};
    if (labelled_) {
        q.compatible = [&](int r, int n) {
            const int pin = regionPin[static_cast<size_t>(r)];
            const bool pinOk = pin == kNoPin ? !nodePinned_[static_cast<size_t>(n)] : pin == n;
            return pinOk && regionWeight[r] >= minSize_[static_cast<size_t>(n)];
        };
        q.accept = [&](const std::vector<int>& nodeOfRegion) {
            for (size_t s = 0; s < shareNodes_.size(); ++s) {
                int covered = 0;
                for (int r = 0; r < k_; ++r)
                    if (shareNodes_[s] >> nodeOfRegion[static_cast<size_t>(r)] & 1)
                        covered += regionWeight[r];
                if (covered < shareWeight_[s])
                    return false;
            }
            return true;
        };
    }
    return findIsomorphism(q);
}

} // namespace hexloom::core::partition
