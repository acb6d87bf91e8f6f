#pragma once
// Scores a stream of whole candidate maps that hold one pool on a fixed set of cells (the particle
// swarm's decoded maps, the ant colony's constructed ones) through one IncrementalScore that
// follows the candidates: the next candidate differs from the last one by a permutation of the
// differing cells' contents, which PermutationSwaps splits into swaps and applyMany applies as one
// multi-cell move. When more than a share of the board differs (kResetShare), or the candidate
// does not hold the same contents (no permutation exists), the state is reset to the candidate
// instead: it keeps following the stream (scoring a far candidate from scratch and leaving the
// state behind made every later candidate far from it too).
// Either way the counts are exact, so the score equals the Evaluator's to the last bit and a run
// takes the same decisions as with `full_rescore` (the reference path, which scores every candidate
// from scratch). One state for the whole stream, not one per particle: consecutive candidates of a
// collapsing swarm are nearly as close as a particle's own (within 5 % of the board: 91 % against
// 94 % over the paper's 2,000 iterations on the Original board), and a state costs 79 MB on a
// 250,000-hex board, 2.4 GB for a swarm of 30 (docs/benchmarks.md). Allocation-free per candidate
// once warm.
#include <memory>
#include <span>
#include <vector>

#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/permutation_swaps.h"
#include "core/model/map.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::search {

class CandidateScorer {
public:
    // Past this share of the board's cells differing, a reset is cheaper than the swaps: a swap
    // costs 0.25-0.55 µs, a reset 24-39 ns per cell (113 to 7,452 hexes), so they cross at 10-17 %
    // (candidate_scoring_bench; docs/benchmarks.md, "Particle swarm and ant colony on incremental
    // scoring").
    static constexpr double kResetShare = 0.1;

    // `fullRescore`: every candidate scored from scratch by the Evaluator (no incremental state).
    CandidateScorer(rules::Evaluator& evaluator, bool fullRescore, double resetShare = kResetShare);

    // A new stream (a run's start, an adopted edit): the next score() resets the state.
    void restart();
    // The score of `candidate` (every cell assigned), the Evaluator's to the last bit.
    double score(const model::Map& candidate);
    // Its per-requirement counts (disabled ones at 0) on the incremental path; empty with full
    // re-scoring (RunContext::offer then counts a new best itself).
    std::span<const int> counts() const;

    struct Stats {
        int64_t steps = 0;  // candidates reached by swaps
        int64_t resets = 0; // candidates reached by a reset
        int64_t swaps = 0;  // swaps applied in all
    };
    const Stats& stats() const { return stats_; }

private:
    double resetTo(const model::Map& candidate);
    void findChanged(const model::Map& now, const model::Map& candidate);

    rules::Evaluator& eval_;
    std::unique_ptr<IncrementalScore> state_; // null on the reference path
    PermutationSwaps permutation_;
    double resetShare_;
    std::vector<model::CellIndex> changed_; // scratch: the cells the candidate changes
    bool fresh_ = true;                     // the state holds no candidate yet
    Stats stats_;
};

} // namespace hexloom::core::search
