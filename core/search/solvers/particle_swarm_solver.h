#pragma once
// Particle swarm optimisation as de Araújo et al. (2020) apply it to Terra Mystica maps.
// Positions are real vectors, one component per unlocked cell (and per free number token),
// decoded into maps by PoolDecoder (the paper's Γ-list repair). Standard velocity update:
// v = w·v + c1·r1·(personal best − x) + c2·r2·(swarm best − x), each component clamped to
// ±velocity_clamp × its range; positions are clamped to their range. Decoded maps are scored
// through one incremental state that follows them (CandidateScorer). With a symmetry the
// components are the unlocked orbits' (OrbitPool): every decoded map is symmetric.
#include "core/search/solver.h"

namespace hexloom::core::search {

struct ParticleSwarmSolverConfig {
    int swarmSize = 30;
    double inertia = 0.66;
    double cognitive = 0.99;
    double social = 0.99;
    double velocityClamp = 0.2;
    double mutation = 0;    // per component and move: probability of a uniform new position (0: the paper's PSO)
    // The order of the pool list Γ the decoder indexes, which the paper does not give: kind by
    // kind (Hexloom's choice) or shuffled once when the run starts.
    enum class PoolOrder { Sorted, Shuffled } poolOrder = PoolOrder::Sorted;
    bool fullRescore = false; // every decoded map scored from scratch (the reference path)
};

class ParticleSwarmSolver final : public Solver {
public:
    static const AlgorithmInfo& info();
    explicit ParticleSwarmSolver(const run::ParameterValues& values);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    ParticleSwarmSolverConfig config_;
};

} // namespace hexloom::core::search
