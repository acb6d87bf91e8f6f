#include "core/search/scoring/candidate_scorer.h"

#include <algorithm>
#include <cstring>

namespace hexloom::core::search {

CandidateScorer::CandidateScorer(rules::Evaluator& evaluator, bool fullRescore, double resetShare)
    : eval_(evaluator), state_(fullRescore ? nullptr : std::make_unique<IncrementalScore>(evaluator)), permutation_(evaluator.rules()),
      resetShare_(resetShare)
{
}

void CandidateScorer::restart() { fresh_ = true; }

double CandidateScorer::score(const model::Map& candidate)
{
    if (!state_)
        return eval_.score(candidate);
    if (fresh_)
        return resetTo(candidate);
    const model::Map& now = state_->map();
    findChanged(now, candidate);
    if (static_cast<double>(changed_.size()) > resetShare_ * static_cast<double>(now.size()) || !permutation_.between(now, candidate, changed_))
        return resetTo(candidate);
    state_->applyMany(permutation_.swaps());
    ++stats_.steps;
    stats_.swaps += static_cast<int64_t>(permutation_.swaps().size());
    return state_->total();
}

// Eight cells at a time: most of a collapsed swarm's candidates equal the last one, and differing
// cells come in runs (a particle's decoding changes a stretch of cells, an ant's map most cells).
void CandidateScorer::findChanged(const model::Map& now, const model::Map& candidate)
{
    changed_.clear();
    const auto n = static_cast<size_t>(now.size());
    const model::TerrainId* t0 = now.terrains().data();
    const model::TerrainId* t1 = candidate.terrains().data();
    const model::Token* k0 = now.tokens().data();
    const model::Token* k1 = candidate.tokens().data();
    for (size_t i = 0; i < n; i += 8) {
        if (i + 8 <= n && std::memcmp(t0 + i, t1 + i, 8) == 0 && std::memcmp(k0 + i, k1 + i, 8) == 0)
            continue;
        for (size_t c = i; c < std::min(i + 8, n); ++c)
            if (t0[c] != t1[c] || k0[c] != k1[c])
                changed_.push_back(static_cast<model::CellIndex>(c));
    }
}

double CandidateScorer::resetTo(const model::Map& candidate)
{
    state_->reset(candidate);
    changed_.reserve(static_cast<size_t>(candidate.size()));
    fresh_ = false;
    ++stats_.resets;
    return state_->total();
}

std::span<const int> CandidateScorer::counts() const { return state_ ? state_->counts() : std::span<const int>(); }

} // namespace hexloom::core::search
