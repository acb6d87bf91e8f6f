#pragma once
// Hexloom's own solver, the editor's default: conflict-directed swap search with exact
// incremental deltas (IncrementalScore). Each step takes a cell that breaks a requirement and
// tries every swap of it with the other unlocked cells (terrain and token layers), moving to the
// best swap not made tabu (aspiration: allowed when it beats the best), or, in annealing mode,
// to a random swap under the Metropolis rule. After `escape_after` steps without a new best it
// restarts from the best map with a few random swaps. On big boards (river_joins), a step on a hex
// of a minor water piece first tries a RiverJoin move: the piece's far end moved onto the shortest
// land path to other water in one multi-swap move, kept when the total does not rise. A step on a
// hex drawn for a piece requirement (min island size, cluster size) weighs only the swaps that
// requirement reads (PartnerSwaps::keepOnly; docs/algorithms.md). With a symmetry (RunContext::
// orbitMoves) every move trades the two cells' whole orbits, weighed through
// IncrementalScore::totalAfter; river joins are off.
#include "core/search/solver.h"

namespace hexloom::core::search {

struct FastSolverConfig {
    enum class Mode { Tabu, Annealing };
    Mode mode = Mode::Tabu;
    int tabuTenure = 10;
    int candidates = 20; // partners besides the conflicted cells (0: every unlocked cell)
    // The same on a step whose cell breaks a global requirement (a minor river piece), on boards
    // under 1,024 hexes (bigger ones add near and bank partners instead).
    int globalCandidates = 40;
    int conflictPartners = 64; // at most this many conflicted cells as partners per step (0: all)
    enum class Near { Auto, Off, On };
    Near nearPartners = Near::Auto; // also the cells within two hexes of the chosen cell (Auto: big boards)
    Near riverJoins = Near::Auto; // multi-swap moves joining a minor water piece to other water (Auto: big boards)
    double noise = 0.02;
    int escapeAfter = 400;
    int escapeSwaps = 8;
    double temperature = 0.6;
    double cooling = 0.9995;
};

class FastSolver final : public Solver {
public:
    static const AlgorithmInfo& info();
    explicit FastSolver(const run::ParameterValues& values);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    FastSolverConfig config_;
};

} // namespace hexloom::core::search
