#pragma once
// Ant colony optimisation as Saraiva et al. (2020) apply it to Terra Mystica and Catan maps.
// Pheromone τ[cell][kind]; a kind is a terrain, or for games with number tokens a (resource,
// token) pair. Each ant visits the unlocked cells in the board's fixed order (the paper's "each ant
// k, when in vertex i = 1, …, n"; `order=shuffled`, a new random order per ant, is a named
// deviation) and gives each a kind with probability ∝ τ^α among the kinds the pool still has. After all ants,
// τ ← (1 − ρ)·τ + Σ_k Q / (L_k + 1) over the kinds ant k chose, L_k its score: "+ 1" keeps a
// perfect map (score 0) defined and gives it the largest deposit. `deposit`, `tau_min` and
// `tau_max` are named deviations (docs/reproduction.md); their defaults are the paper's rule.
// The ants' maps are scored through one incremental state that follows them (CandidateScorer).
// With a symmetry an ant visits the unlocked orbits' representatives in the same order and gives
// each orbit one kind, taking as many tiles as the orbit has cells (OrbitPool).
#include "core/search/solver.h"

namespace hexloom::core::search {

struct AntColonySolverConfig {
    int ants = 20;
    double alpha = 1.0;
    double rho = 0.1;
    double q = 1.0;
    double initialTau = 1.0;
    // The order in which an ant visits the cells: the board's (the paper) or reshuffled per ant.
    // Reshuffling stalls the colony on Terra Mystica (docs/reproduction.md, the fidelity ledger).
    enum class Order { Paper, Shuffled } order = Order::Paper;
    // What the roulette weighs: each kind the pool still has once (τ^α), or each tile left in the
    // pool (τ^α × the kind's tiles left; for a (resource, token) kind, resource tiles × tokens
    // left), as if the ant drew a tile. The reading of the paper is the former.
    enum class Choice { Kinds, Tiles } choice = Choice::Kinds;
    // Which ants deposit (not stated otherwise in the paper: every ant). IterationBest and
    // BestSoFar are the usual ACO variants (Max-Min Ant System) that sharpen the pheromone.
    enum class Deposit { AllAnts, IterationBest, BestSoFar } deposit = Deposit::AllAnts;
    double tauMin = 0;      // Max-Min bounds on τ after each update; 0: none (the paper)
    double tauMax = 0;
    bool fullRescore = false; // every ant's map scored from scratch (the reference path)
};

class AntColonySolver final : public Solver {
public:
    static const AlgorithmInfo& info();
    explicit AntColonySolver(const run::ParameterValues& values);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    AntColonySolverConfig config_;
};

} // namespace hexloom::core::search
