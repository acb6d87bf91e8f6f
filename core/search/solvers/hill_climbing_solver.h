#pragma once
// Steepest-ascent hill climbing with random restarts, as de Araújo et al. (2020) apply it to
// Terra Mystica maps: pick a random unlocked hex, evaluate swapping it with each unlocked
// neighbour (2 to 6 candidates; by layer when the game has number tokens), take the best if it
// improves. A pick with no improving swap is the paper's local optimum ("restarts upon encountering
// the local optimum"): the unlocked cells are randomised and the climb starts again; the overall
// best is kept. `restart=patience` (Hexloom's rule, not the paper's) restarts only after
// `restart_after` such picks in a row, and reaches far lower scores (docs/reproduction.md).
#include "core/search/solver.h"

namespace hexloom::core::search {

struct HillClimbingSolverConfig {
    enum class Restart { Paper, Patience } restart = Restart::Paper;
    int restartAfter = 500; // Patience only
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
