#include "core/search/solvers/particle_swarm_solver.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/search/config_reader.h"
#include "core/search/run/orbit_pool.h"
#include "core/search/run/run_context.h"
#include "core/search/scoring/candidate_scorer.h"
#include "core/search/solvers/pool_decoder.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

// The swarm: positions, velocities and personal bests of all particles in flat arrays
// (particle p's components at [p * dim, (p + 1) * dim)).
class Swarm {
public:
    Swarm(RunContext& ctx, const ParticleSwarmSolverConfig& config) : ctx_(ctx), config_(config), scorer_(ctx.evaluator(), config.fullRescore)
    {
        restart();
    }

    void restart()
    {
        scorer_.restart();
        pool_ = std::make_unique<OrbitPool>(ctx_);
        decoder_ = std::make_unique<PoolDecoder>(*pool_);
        if (config_.poolOrder == ParticleSwarmSolverConfig::PoolOrder::Shuffled)
            decoder_->shuffle(ctx_.random());
        dim_ = static_cast<size_t>(decoder_->dimension());
        const auto n = static_cast<size_t>(config_.swarmSize) * dim_;
        x_.resize(n);
        v_.resize(n);
        personal_.resize(n);
        // A particle not placed and scored yet (the time ran out first: at 250,000 hexes one
        // decode and score takes about 70 ms) can lead nothing.
        personalScore_.assign(static_cast<size_t>(config_.swarmSize), std::numeric_limits<double>::infinity());
        map_ = ctx_.start();
        for (size_t p = 0; p < static_cast<size_t>(config_.swarmSize) && !ctx_.outOfTime(); ++p) {
            for (size_t i = p * dim_; i < (p + 1) * dim_; ++i) {
                const double range = decoder_->extent(static_cast<int>(i - p * dim_));
                x_[i] = ctx_.random().unit() * range;
                v_[i] = (2 * ctx_.random().unit() - 1) * config_.velocityClamp * range;
            }
            std::copy_n(x_.begin() + static_cast<long>(p * dim_), dim_, personal_.begin() + static_cast<long>(p * dim_));
            personalScore_[p] = evaluate(static_cast<int>(p));
        }
        leader_ = static_cast<size_t>(std::min_element(personalScore_.begin(), personalScore_.end()) - personalScore_.begin());
    }

    void step()
    {
        if (dim_ == 0)
            return;
        for (int p = 0; p < config_.swarmSize; ++p) {
            if (ctx_.outOfTime())
                return; // the particles not moved yet keep their places; the run stops at beginStep()
            move(static_cast<size_t>(p));
            const double s = evaluate(p);
            if (s <= personalScore_[static_cast<size_t>(p)]) {
                personalScore_[static_cast<size_t>(p)] = s;
                std::copy_n(x_.begin() + static_cast<long>(static_cast<size_t>(p) * dim_), dim_,
                            personal_.begin() + static_cast<long>(static_cast<size_t>(p) * dim_));
            }
        }
        leader_ = static_cast<size_t>(std::min_element(personalScore_.begin(), personalScore_.end()) - personalScore_.begin());
        if (ctx_.teachingEnabled())
            teach();
    }

private:
    void move(size_t p)
    {
        for (size_t d = 0; d < dim_; ++d) {
            const size_t i = p * dim_ + d;
            const double range = decoder_->extent(static_cast<int>(d));
            const double limit = config_.velocityClamp * range;
            double v = config_.inertia * v_[i] + config_.cognitive * ctx_.random().unit() * (personal_[i] - x_[i]) +
                       config_.social * ctx_.random().unit() * (personal_[leader_ * dim_ + d] - x_[i]);
            v_[i] = std::clamp(v, -limit, limit);
            x_[i] = std::clamp(x_[i] + v_[i], 0.0, std::nextafter(range, 0.0));
            if (config_.mutation > 0 && ctx_.random().unit() < config_.mutation)
                x_[i] = ctx_.random().unit() * range;
        }
    }

    double evaluate(int p)
    {
        decoder_->decode(std::span<const double>(x_.data() + static_cast<size_t>(p) * dim_, dim_), ctx_.rules(), map_);
        pool_->spread(map_); // with a symmetry: the representatives onto their orbits
        const double s = scorer_.score(map_);
        ctx_.addEvaluations(1);
        ctx_.setCurrent(s);
        ctx_.offer(map_, s, scorer_.counts());
        return s;
    }

    // Per cell: how many particles' current positions agree with the leader's cell contents.
    void teach()
    {
        ctx_.teaching().perCellMeaning = TeachingState::PerCell::Agreement;
        auto& per = ctx_.teaching().perCell;
        per.assign(static_cast<size_t>(ctx_.board().size()), 0.f);
        for (size_t d = 0; d < pool_->cells().size(); ++d) {
            int agree = 0;
            for (size_t p = 0; p < static_cast<size_t>(config_.swarmSize); ++p)
                agree += static_cast<int>(x_[p * dim_ + d]) == static_cast<int>(personal_[leader_ * dim_ + d]) ? 1 : 0;
            for (const model::CellIndex c : pool_->orbit(d))
                per[static_cast<size_t>(c)] = static_cast<float>(agree) / static_cast<float>(config_.swarmSize);
        }
    }

    RunContext& ctx_;
    const ParticleSwarmSolverConfig& config_;
    CandidateScorer scorer_;
    std::unique_ptr<OrbitPool> pool_; // the unlocked cells, or with a symmetry the orbits, and their pool
    std::unique_ptr<PoolDecoder> decoder_;
    size_t dim_ = 0;
    std::vector<double> x_, v_, personal_, personalScore_;
    size_t leader_ = 0;
    model::Map map_;
};

} // namespace

const AlgorithmInfo& ParticleSwarmSolver::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i{
        "pso",
        QT_TRANSLATE_NOOP("hexloom::core", "Particle swarm"),
        QT_TRANSLATE_NOOP("hexloom::core", "Real-vector particles decoded into maps through the pool list with the paper's repair"),
        "de Araújo, Grichshenko, Pinheiro, Saraiva, Gimaeva: Map generation and balance in the Terra Mystica board game using "
        "particle swarm and local search (ICSI 2020, LNCS 12145, doi:10.1007/978-3-030-53956-6_15)",
        {{QT_TRANSLATE_NOOP("hexloom::core", "swarm_size"), T::Integer, 1, 100000, 30, {}, QT_TRANSLATE_NOOP("hexloom::core", "particles (not in the paper: Hexloom's choice)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "w"), T::Real, 0, 2, 0.66, {}, QT_TRANSLATE_NOOP("hexloom::core", "inertia (paper tried 0.01, 0.33, 0.66, 0.99; best 0.66)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "c1"), T::Real, 0, 4, 0.99, {}, QT_TRANSLATE_NOOP("hexloom::core", "cognitive weight, pull to the particle's own best (paper grid 0.01 to 0.99)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "c2"), T::Real, 0, 4, 0.99, {}, QT_TRANSLATE_NOOP("hexloom::core", "social weight, pull to the swarm's best (paper grid 0.01 to 0.99)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "velocity_clamp"), T::Real, 0.001, 1, 0.2, {}, QT_TRANSLATE_NOOP("hexloom::core", "largest speed per component, as a fraction of its range (not in the paper: Hexloom's choice)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "pool_order"), T::Choice, 0, 1, 0, {QT_TRANSLATE_NOOP("hexloom::core", "sorted"), QT_TRANSLATE_NOOP("hexloom::core", "shuffled")},
          QT_TRANSLATE_NOOP("hexloom::core", "order of the decoder's pool list Γ: kind by kind, or shuffled once per run (not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "mutation"), T::Real, 0, 1, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "per component and move, probability of a uniform new position (not in the paper: 0)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "full_rescore"), T::Integer, 0, 1, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "1: score every decoded map from scratch (the reference path; same results, slower)")}},
        [](const run::ParameterValues& v) { return std::make_unique<ParticleSwarmSolver>(v); }};
    return i;
}

ParticleSwarmSolver::ParticleSwarmSolver(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    config_.swarmSize = r.integer("swarm_size");
    config_.inertia = r.real("w");
    config_.cognitive = r.real("c1");
    config_.social = r.real("c2");
    config_.velocityClamp = r.real("velocity_clamp");
    config_.mutation = r.real("mutation");
    config_.poolOrder = static_cast<ParticleSwarmSolverConfig::PoolOrder>(r.integer("pool_order"));
    config_.fullRescore = r.integer("full_rescore") != 0;
}

std::shared_ptr<const Snapshot> ParticleSwarmSolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                                         ProgressSink& sink)
{
    RunContext ctx(problem, settings, control, sink, info().id);
    Swarm search(ctx, config_);
    return runSearch(ctx, search);
}

} // namespace hexloom::core::search
