#pragma once
// Steepest-ascent hill climbing with random restarts, as de Araújo et al. (2020) apply it to
// Terra Mystica maps: pick a random unlocked hex, evaluate swapping it with each unlocked
// neighbour (2 to 6 candidates; by layer when the game has number tokens), take the best if it
// improves. After `restart_after` picks in a row without improvement the unlocked cells are
// randomised and the climb starts again; the overall best is kept.
#include "core/search/solver.h"

namespace hexloom::core::search {

struct HillClimbingSolverConfig {
    int restartAfter = 500;
};

class HillClimbingSolver final : public Solver {
public:
    static const AlgorithmInfo& info();
    explicit HillClimbingSolver(const run::ParameterValues& values);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    HillClimbingSolverConfig config_;
};

} // namespace hexloom::core::search
