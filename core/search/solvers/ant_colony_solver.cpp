#include "core/search/solvers/ant_colony_solver.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>

#include "core/search/config_reader.h"
#include "core/search/run/orbit_pool.h"
#include "core/search/run/run_context.h"
#include "core/search/scoring/candidate_scorer.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

struct Kind {
    model::TerrainId terrain;
    model::Token token;
};

class Colony {
public:
    Colony(RunContext& ctx, const AntColonySolverConfig& config) : ctx_(ctx), config_(config), scorer_(ctx.evaluator(), config.fullRescore)
    {
        restart();
    }

    void restart()
    {
        scorer_.restart();
        kinds_.clear();
        const rules::TilePool& pool = ctx_.freePool();
        const bool tokens = ctx_.hasTokens();
        for (size_t t = 0; t < pool.terrains.size(); ++t) {
            if (pool.terrains[t] <= 0)
                continue;
            const auto id = static_cast<model::TerrainId>(t);
            if (!tokens || !ctx_.rules().takesToken(id)) {
                kinds_.push_back({id, model::kNoToken});
                continue;
            }
            for (size_t k = 1; k < pool.tokens.size(); ++k)
                if (pool.tokens[k] > 0)
                    kinds_.push_back({id, static_cast<model::Token>(k)});
        }
        // The cells an ant visits: the unlocked ones, or with a symmetry the orbits' representatives
        // (OrbitPool), in ascending order. Each keeps its group (swap zone: an ant gives a cell
        // only kinds of its zone; with a symmetry also the orbit size), whose counts it draws on.
        pool_ = std::make_unique<OrbitPool>(ctx_);
        cells_ = pool_->cells();
        terrainKinds_ = pool.terrains.size();
        numbers_ = pool.tokens.size();
        cellGroup_.assign(static_cast<size_t>(ctx_.board().size()), 0);
        cellTokenGroup_.assign(static_cast<size_t>(ctx_.board().size()), 0);
        for (size_t i = 0; i < cells_.size(); ++i) {
            cellGroup_[static_cast<size_t>(cells_[i])] = pool_->groupOf(i);
            cellTokenGroup_[static_cast<size_t>(cells_[i])] = pool_->tokenGroupOf(i);
        }
        terrainsFull_.clear();
        for (int g = 0; g < pool_->groupCount(); ++g)
            terrainsFull_.insert(terrainsFull_.end(), pool_->terrains(g).begin(), pool_->terrains(g).end());
        tokensFull_.clear();
        for (int g = 0; g < pool_->tokenGroupCount(); ++g)
            tokensFull_.insert(tokensFull_.end(), pool_->tokens(g).begin(), pool_->tokens(g).end());
        tau_.assign(static_cast<size_t>(ctx_.board().size()) * kinds_.size(), config_.initialTau);
        weight_.resize(tau_.size());
        bestChoice_.clear();
        map_ = ctx_.start();
    }

    void step()
    {
        if (cells_.empty())
            return;
        for (size_t i = 0; i < tau_.size(); ++i)
            weight_[i] = std::pow(tau_[i], config_.alpha);
        choices_.resize(static_cast<size_t>(config_.ants) * static_cast<size_t>(ctx_.board().size()));
        scores_.resize(static_cast<size_t>(config_.ants));
        for (int a = 0; a < config_.ants; ++a) {
            if (ctx_.outOfTime())
                return; // a generation cut short lays no pheromone; the run stops at beginStep()
            scores_[static_cast<size_t>(a)] = construct(static_cast<size_t>(a));
        }
        for (double& t : tau_)
            t *= 1 - config_.rho;
        deposit();
        if (config_.tauMin > 0 || config_.tauMax > 0)
            for (double& t : tau_)
                t = std::clamp(t, config_.tauMin, config_.tauMax > 0 ? config_.tauMax : std::numeric_limits<double>::max());
        if (ctx_.teachingEnabled())
            teach();
    }

private:
    // Q / (L + 1) on the kinds the depositing ants chose (every ant, the iteration's best, or
    // the best ant so far).
    void deposit()
    {
        const size_t cellsPerAnt = static_cast<size_t>(ctx_.board().size());
        auto lay = [&](const size_t* choice, double score) {
            const double amount = config_.q / (score + 1);
            for (model::CellIndex c : cells_)
                tau_[static_cast<size_t>(c) * kinds_.size() + choice[static_cast<size_t>(c)]] += amount;
        };
        using D = AntColonySolverConfig::Deposit;
        if (config_.deposit == D::AllAnts) {
            for (size_t a = 0; a < static_cast<size_t>(config_.ants); ++a)
                lay(choices_.data() + a * cellsPerAnt, scores_[a]);
            return;
        }
        const size_t best = static_cast<size_t>(std::min_element(scores_.begin(), scores_.end()) - scores_.begin());
        if (config_.deposit == D::BestSoFar && (bestChoice_.empty() || scores_[best] <= bestScore_)) {
            bestScore_ = scores_[best];
            bestChoice_.assign(choices_.begin() + static_cast<long>(best * cellsPerAnt), choices_.begin() + static_cast<long>((best + 1) * cellsPerAnt));
        }
        if (config_.deposit == D::BestSoFar)
            lay(bestChoice_.data(), bestScore_);
        else
            lay(choices_.data() + best * cellsPerAnt, scores_[best]);
    }

    // One ant's map; returns its score.
    double construct(size_t ant)
    {
        terrainsLeft_ = terrainsFull_;
        tokensLeft_ = tokensFull_;
        if (config_.order == AntColonySolverConfig::Order::Shuffled)
            ctx_.random().shuffle(cells_);
        for (size_t i = 0; i < cells_.size(); ++i) {
            const model::CellIndex c = cells_[i];
            const size_t k = choose(c);
            choices_[ant * static_cast<size_t>(ctx_.board().size()) + static_cast<size_t>(c)] = k;
            --terrainsLeft_[terrainSlot(c, kinds_[k])];
            if (kinds_[k].token > 0)
                --tokensLeft_[tokenSlot(c, kinds_[k])];
            map_.setTerrain(c, kinds_[k].terrain);
            map_.setToken(c, kinds_[k].token);
        }
        pool_->spread(map_); // with a symmetry: the representatives' kinds onto their orbits
        const double s = scorer_.score(map_);
        ctx_.addEvaluations(1);
        ctx_.setCurrent(s);
        ctx_.offer(map_, s, scorer_.counts());
        return s;
    }

    // Where the counts left of k's terrain and number are for cell c's groups.
    size_t terrainSlot(model::CellIndex c, const Kind& k) const
    {
        return static_cast<size_t>(cellGroup_[static_cast<size_t>(c)]) * terrainKinds_ + k.terrain;
    }
    size_t tokenSlot(model::CellIndex c, const Kind& k) const
    {
        return static_cast<size_t>(cellTokenGroup_[static_cast<size_t>(c)]) * numbers_ + static_cast<size_t>(k.token);
    }

    // Whether c's groups still have k: its terrain (a group holds only kinds of its zone) and number.
    bool available(const Kind& k, model::CellIndex c) const
    {
        return terrainsLeft_[terrainSlot(c, k)] > 0 && (k.token == model::kNoToken || tokensLeft_[tokenSlot(c, k)] > 0);
    }

    // The roulette weight of kind k at cell c, whose τ^α row is w: 0 when the pool has none left
    // or k is of another zone; τ^α (choice=kinds) or τ^α × the tiles left (choice=tiles; with a
    // symmetry, the orbits left).
    double weightOf(const double* w, size_t k, model::CellIndex c) const
    {
        const Kind& kind = kinds_[k];
        if (!available(kind, c))
            return 0;
        if (config_.choice == AntColonySolverConfig::Choice::Kinds)
            return w[k];
        const double tiles = terrainsLeft_[terrainSlot(c, kind)] * (kind.token == model::kNoToken ? 1.0 : tokensLeft_[tokenSlot(c, kind)]);
        return w[k] * tiles;
    }

    // Roulette over the available kinds of the cell's zone.
    size_t choose(model::CellIndex c)
    {
        const double* w = weight_.data() + static_cast<size_t>(c) * kinds_.size();
        double sum = 0;
        size_t last = 0;
        for (size_t k = 0; k < kinds_.size(); ++k)
            if (const double x = weightOf(w, k, c); x > 0) {
                sum += x;
                last = k;
            }
        double r = ctx_.random().unit() * sum;
        for (size_t k = 0; k < kinds_.size(); ++k)
            if (const double x = weightOf(w, k, c); x > 0 && (r -= x) < 0)
                return k;
        return last;
    }

    // Per cell and kind: the kind's share of the cell's pheromone (locked cells 0); per cell: the
    // share of the kind the best map has there.
    void teach()
    {
        TeachingState& teaching = ctx_.teaching();
        if (teaching.kinds.size() != kinds_.size()) {
            teaching.kinds.clear();
            for (const Kind& k : kinds_)
                teaching.kinds.push_back(ctx_.rules().terrains[k.terrain].name + (k.token > 0 ? " " + std::to_string(k.token) : std::string()));
        }
        const size_t n = kinds_.size();
        teaching.perCell.assign(static_cast<size_t>(ctx_.board().size()), 0.f);
        teaching.pheromone.assign(static_cast<size_t>(ctx_.board().size()) * n, 0.f);
        const model::Map& best = ctx_.bestMap();
        for (size_t i = 0; i < pool_->cells().size(); ++i) {
            const size_t base = static_cast<size_t>(pool_->cells()[i]) * n;
            double sum = 0;
            for (size_t k = 0; k < n; ++k)
                sum += tau_[base + k];
            if (sum <= 0)
                continue;
            // With a symmetry an orbit's cells share its representative's pheromone.
            for (const model::CellIndex c : pool_->orbit(i))
                for (size_t k = 0; k < n; ++k) {
                    const auto share = static_cast<float>(tau_[base + k] / sum);
                    teaching.pheromone[static_cast<size_t>(c) * n + k] = share;
                    if (kinds_[k].terrain == best.terrain(c) && kinds_[k].token == best.token(c))
                        teaching.perCell[static_cast<size_t>(c)] = share;
                }
        }
    }

    RunContext& ctx_;
    const AntColonySolverConfig& config_;
    CandidateScorer scorer_;
    std::vector<Kind> kinds_;
    std::unique_ptr<OrbitPool> pool_;
    std::vector<model::CellIndex> cells_; // visiting order (pool_->cells(), reshuffled per ant with order=shuffled)
    std::vector<int> cellGroup_, cellTokenGroup_; // by cell index: the OrbitPool groups
    size_t terrainKinds_ = 0, numbers_ = 0;       // row widths of the counts below
    std::vector<int> terrainsFull_, tokensFull_;  // per group and kind (number): the counts an ant starts from
    std::vector<double> tau_, weight_, scores_;
    std::vector<size_t> choices_; // [ant * cells + cell]: the kind the ant gave the cell
    std::vector<size_t> bestChoice_; // the best ant so far's choices (deposit best_so_far)
    double bestScore_ = 0;
    std::vector<int> terrainsLeft_, tokensLeft_;
    model::Map map_;
};

} // namespace

const AlgorithmInfo& AntColonySolver::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i{
        "aco",
        QT_TRANSLATE_NOOP("hexloom::core", "Ant colony"),
        QT_TRANSLATE_NOOP("hexloom::core", "Ants build maps cell by cell from pheromone on (cell, kind); deposits Q / (score + 1)"),
        "Saraiva, Grichshenko, de Araújo, Amaro Junior, Nepomuceno de Carvalho: Using ant colony optimisation for map generation and "
        "improving game balance in the Terra Mystica and Settlers of Catan board games (FDG 2020, doi:10.1145/3402942.3409778)",
        {{QT_TRANSLATE_NOOP("hexloom::core", "ants"), T::Integer, 1, 100000, 20, {}, QT_TRANSLATE_NOOP("hexloom::core", "ants per generation")},
         {QT_TRANSLATE_NOOP("hexloom::core", "alpha"), T::Real, 0, 10, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "pheromone exponent α")},
         {QT_TRANSLATE_NOOP("hexloom::core", "rho"), T::Real, 0, 1, 0.1, {}, QT_TRANSLATE_NOOP("hexloom::core", "evaporation rate ρ")},
         {QT_TRANSLATE_NOOP("hexloom::core", "q"), T::Real, 1e-9, 1e9, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "deposit constant Q (an ant deposits Q / (L + 1))")},
         {QT_TRANSLATE_NOOP("hexloom::core", "initial_tau"), T::Real, 1e-9, 1e9, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "initial pheromone τ0")},
         {QT_TRANSLATE_NOOP("hexloom::core", "deposit"), T::Choice, 0, 2, 0, {QT_TRANSLATE_NOOP("hexloom::core", "all"), QT_TRANSLATE_NOOP("hexloom::core", "iteration_best"), QT_TRANSLATE_NOOP("hexloom::core", "best_so_far")},
          QT_TRANSLATE_NOOP("hexloom::core", "which ants deposit: every ant (the paper), the iteration's best or the best so far (not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "order"), T::Choice, 0, 1, 0, {QT_TRANSLATE_NOOP("hexloom::core", "paper"), QT_TRANSLATE_NOOP("hexloom::core", "shuffled")},
          QT_TRANSLATE_NOOP("hexloom::core", "cell visiting order: the board's fixed order (the paper) or a new random order per ant (not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "choice"), T::Choice, 0, 1, 0, {QT_TRANSLATE_NOOP("hexloom::core", "kinds"), QT_TRANSLATE_NOOP("hexloom::core", "tiles")},
          QT_TRANSLATE_NOOP("hexloom::core", "what the roulette weighs: each kind the pool still has once (τ^α) or each tile left (τ^α × tiles left, as drawing a tile)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "tau_min"), T::Real, 0, 1e9, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "lower bound on τ after each update (0: none, the paper; not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "tau_max"), T::Real, 0, 1e9, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "upper bound on τ after each update (0: none, the paper; not in the paper)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "full_rescore"), T::Integer, 0, 1, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "1: score every ant's map from scratch (the reference path; same results, slower)")}},
        [](const run::ParameterValues& v) { return std::make_unique<AntColonySolver>(v); }};
    return i;
}

AntColonySolver::AntColonySolver(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    config_.ants = r.integer("ants");
    config_.alpha = r.real("alpha");
    config_.rho = r.real("rho");
    config_.q = r.real("q");
    config_.initialTau = r.real("initial_tau");
    config_.order = static_cast<AntColonySolverConfig::Order>(r.integer("order"));
    config_.choice = static_cast<AntColonySolverConfig::Choice>(r.integer("choice"));
    config_.deposit = static_cast<AntColonySolverConfig::Deposit>(r.integer("deposit"));
    config_.tauMin = r.real("tau_min");
    config_.tauMax = r.real("tau_max");
    config_.fullRescore = r.integer("full_rescore") != 0;
    if (config_.tauMax > 0 && config_.tauMin > config_.tauMax)
        throw std::invalid_argument("aco: tau_min must not exceed tau_max");
}

std::shared_ptr<const Snapshot> AntColonySolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                                     ProgressSink& sink)
{
    RunContext ctx(problem, settings, control, sink, info().id);
    Colony search(ctx, config_);
    return runSearch(ctx, search);
}

} // namespace hexloom::core::search
