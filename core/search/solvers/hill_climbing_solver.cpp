#include "core/search/solvers/hill_climbing_solver.h"

#include <array>
#include <span>

#include "core/search/config_reader.h"
#include "core/search/run/changed_since_best.h"
#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/layered_swaps.h"
#include "core/search/run/run_context.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

class HillClimb {
public:
    HillClimb(RunContext& ctx, const HillClimbingSolverConfig& config)
        : ctx_(ctx), config_(config), score_(ctx.evaluator()), best_(ctx.board().size())
    {
        restart();
    }

    void restart()
    {
        score_.reset(ctx_.start());
        ctx_.startCounts(score_.counts());
        best_.replaced();
        failures_ = 0;
        ctx_.setCurrent(score_.total());
    }

    void step()
    {
        if (ctx_.unlocked().empty())
            return;
        if (failures_ >= (config_.restart == HillClimbingSolverConfig::Restart::Paper ? 1 : config_.restartAfter))
            randomRestart();
        const model::CellIndex h = ctx_.unlocked()[ctx_.random().below(static_cast<uint32_t>(ctx_.unlocked().size()))];
        model::Swap best{};
        double bestDelta = 0;
        LayeredSwaps swaps;
        const OrbitMoves* orbits = ctx_.orbitMoves();
        for (model::CellIndex n : ctx_.board().neighbours(h)) {
            if (ctx_.start().locked(n) || (orbits && !orbits->canPair(h, n)))
                continue;
            const int count = layeredSwaps(score_.map(), ctx_.rules(), h, n, swaps);
            for (int k = 0; k < count; ++k)
                if (const double d = delta(swaps[static_cast<size_t>(k)]); d < bestDelta) {
                    bestDelta = d;
                    best = swaps[static_cast<size_t>(k)];
                }
        }
        ctx_.setEvaluations(score_.evaluations() + orbitEvaluations_);
        if (bestDelta >= 0) {
            ++failures_;
            return;
        }
        failures_ = 0;
        apply(best);
        ctx_.setCurrent(score_.total());
        best_.offer(ctx_, score_.map(), score_.total(), score_.counts());
        if (ctx_.teachingEnabled())
            ctx_.teaching().lastMove = {best.a, best.b};
    }

private:
    // A swap's change of the score; with a symmetry, that of the swaps of the two whole orbits.
    double delta(const model::Swap& s)
    {
        if (!ctx_.orbitMoves())
            return score_.delta(s);
        const int n = ctx_.orbitMoves()->expand(s, orbitSwaps_);
        ++orbitEvaluations_; // totalAfter counts none
        return score_.totalAfter(std::span<const model::Swap>(orbitSwaps_.data(), static_cast<size_t>(n))) - score_.total();
    }

    void apply(const model::Swap& s)
    {
        if (!ctx_.orbitMoves()) {
            score_.apply(s);
            best_.moved(s);
            return;
        }
        const int n = ctx_.orbitMoves()->expand(s, orbitSwaps_);
        const std::span<const model::Swap> swaps(orbitSwaps_.data(), static_cast<size_t>(n));
        score_.applyMany(swaps);
        best_.moved(swaps);
    }

    void randomRestart()
    {
        model::Map map = score_.map();
        ctx_.randomise(map);
        score_.reset(map);
        best_.replaced();
        failures_ = 0;
        ++ctx_.teaching().restarts;
        ctx_.setCurrent(score_.total());
        best_.offer(ctx_, score_.map(), score_.total(), score_.counts());
    }

    RunContext& ctx_;
    const HillClimbingSolverConfig& config_;
    IncrementalScore score_;
    ChangedSinceBest best_; // big boards: the run's best map follows the cells changed since the last new best
    int failures_ = 0;
    int64_t orbitEvaluations_ = 0; // orbit moves weighed (with a symmetry)
    std::array<model::Swap, OrbitMoves::kMaxOrbit> orbitSwaps_; // scratch: one orbit move

};

} // namespace

const AlgorithmInfo& HillClimbingSolver::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i{
        "sahc",
        QT_TRANSLATE_NOOP("hexloom::core", "Steepest-ascent hill climbing"),
        QT_TRANSLATE_NOOP("hexloom::core", "Best improving swap of a random hex with its neighbours; random restarts when stuck"),
        "de Araújo, Grichshenko, Pinheiro, Saraiva, Gimaeva: Map generation and balance in the Terra Mystica board game using "
        "particle swarm and local search (ICSI 2020, LNCS 12145, doi:10.1007/978-3-030-53956-6_15)",
        {{QT_TRANSLATE_NOOP("hexloom::core", "restart"), T::Choice, 0, 1, 0, {QT_TRANSLATE_NOOP("hexloom::core", "paper"), QT_TRANSLATE_NOOP("hexloom::core", "patience")},
          QT_TRANSLATE_NOOP("hexloom::core", "when to restart: at the first pick with no improving swap (the paper's local optimum) or after restart_after picks in a row "
          "(not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "restart_after"), T::Integer, 1, 1e9, 500, {}, QT_TRANSLATE_NOOP("hexloom::core", "restart=patience: picks in a row without improvement before a random restart (not in the paper)")}},
        [](const run::ParameterValues& v) { return std::make_unique<HillClimbingSolver>(v); }};
    return i;
}

HillClimbingSolver::HillClimbingSolver(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    config_.restart = static_cast<HillClimbingSolverConfig::Restart>(r.integer("restart"));
    config_.restartAfter = r.integer("restart_after");
}

std::shared_ptr<const Snapshot> HillClimbingSolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                                        ProgressSink& sink)
{
    RunContext ctx(problem, settings, control, sink, info().id);
    HillClimb search(ctx, config_);
    return runSearch(ctx, search);
}

} // namespace hexloom::core::search
