#pragma once
// Tabu search as Grichshenko et al. (2020) apply it to Terra Mystica maps. A candidate is the
// current map with a perturb: 6 random unlocked hexes A[0..5] whose contents rotate one step
// (A[i] takes A[i+1]'s, A[5] takes A[0]'s). Each iteration samples `neighbourhood_size`
// candidates and moves to the best whose map is not among the last `tabu_size` maps (by content
// hash); a tabu candidate better than the best so far is allowed (aspiration). With number
// tokens, half of the perturbs rotate the tokens of token-bearing hexes instead.
#include "core/search/solver.h"

namespace hexloom::core::search {

struct TabuSolverConfig {
    int neighbourhoodSize = 75;
    int tabuSize = 50;
    int perturbSize = 6;
    bool fullRescore = false; // score candidates from scratch (a reference for tests and benchmarks)
};

class TabuSolver final : public Solver {
public:
    static const AlgorithmInfo& info();
    explicit TabuSolver(const run::ParameterValues& values);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    TabuSolverConfig config_;
};

} // namespace hexloom::core::search
