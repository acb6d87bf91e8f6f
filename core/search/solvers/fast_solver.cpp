#include "core/search/solvers/fast_solver.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <span>

#include "core/search/config_reader.h"
#include "core/search/run/changed_since_best.h"
#include "core/search/scoring/incremental_score_scan.h"
#include "core/search/scoring/layered_swaps.h"
#include "core/search/run/run_context.h"
#include "core/search/solvers/river_join.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

constexpr double kEpsilon = 1e-9;
constexpr double kNoCutoff = std::numeric_limits<double>::infinity();
constexpr int kNearFrom = 1024; // near_partners auto: boards of at least this many hexes
constexpr int kBankSamples = 8; // random hexes whose land neighbours are partners of a minor piece's hex
// With river joins on: the chance that a step on a local conflict works from a random neighbour
// of the conflicted hex instead. A land hex enclosed by water (REQ4 on the strict rules: no land
// neighbour at all) is mended by moving a neighbour's water away, a swap that does not involve
// the hex itself; the join moves leave such hexes behind more often.
constexpr double kNeighbourChance = 0.1;

// The search state of one run: the incremental score of the current map, per-cell tabu expiry,
// the annealing temperature and the step of the last new best.
class FastSearch {
public:
    FastSearch(RunContext& ctx, const FastSolverConfig& config) : ctx_(ctx), config_(config), orbits_(ctx.orbitMoves()), score_(ctx.evaluator()), best_(ctx.board().size())
    {
        smallBoard_ = ctx.board().size() < kNearFrom;
        near_ = config.nearPartners == FastSolverConfig::Near::On ||
                (config.nearPartners == FastSolverConfig::Near::Auto && ctx.board().size() >= kNearFrom);
        // An escape resets the incremental state from the best map, O(hexes): on big boards it
        // waits at least hexes / 16 steps, so that it costs O(1) per step.
        escapeAfter_ = std::max<int64_t>(config.escapeAfter, ctx.board().size() / 16);
        // A river join moves single hexes along a path: with a symmetry (orbits_) it is off.
        if (!orbits_ && (config.riverJoins == FastSolverConfig::Near::On ||
            (config.riverJoins == FastSolverConfig::Near::Auto && ctx.board().size() >= kNearFrom))) {
            join_ = std::make_unique<RiverJoin>(ctx.board(), ctx.rules());
            join_->setPieceLabels([this](model::CellIndex c) { return score_.waterPieceOf(c); });
        }
        restart();
    }

    void restart()
    {
        score_.reset(ctx_.start());
        ctx_.startCounts(score_.counts());
        tabuUntil_.assign(static_cast<size_t>(ctx_.board().size()), 0);
        temperature_ = config_.temperature;
        lastBest_ = ctx_.iteration();
        ctx_.setCurrent(score_.total());
        // An edit that was not adopted restarts from start(), which the best need not equal.
        best_.replaced();
    }

    void step()
    {
        if (ctx_.unlocked().size() < 2)
            return;
        if (ctx_.iteration() - lastBest_ > escapeAfter_)
            escape();
        const model::CellIndex a = pickCell();
        const bool walk = config_.mode == FastSolverConfig::Mode::Annealing || ctx_.random().unit() < config_.noise;
        if (!(global_ && join_ && !walk && joinMove(a)))
            walk ? annealingMove(a) : tabuMove(a);
        ctx_.setCurrent(score_.total());
        ctx_.setEvaluations(score_.evaluations() + orbitEvaluations_);
        if (score_.total() < ctx_.best() - kEpsilon && best_.offer(ctx_, score_.map(), score_.total(), score_.counts()))
            lastBest_ = ctx_.iteration();
    }

private:
    model::CellIndex randomUnlocked() { return ctx_.unlocked()[ctx_.random().below(static_cast<uint32_t>(ctx_.unlocked().size()))]; }

    // A cell that breaks a requirement: a local one, or a global one (water connectivity, ...)
    // in proportion to their violations; a locked cell stands for a free neighbour.
    model::CellIndex pickCell()
    {
        const auto conflicts = score_.conflicts();
        const int global = score_.globalViolations();
        global_ = global > 0 && ctx_.random().below(static_cast<uint32_t>(global + static_cast<int>(conflicts.size()))) < static_cast<uint32_t>(global);
        // With river joins (big boards) a minor piece's hex is drawn without listing the pieces.
        IncrementalScore::GlobalDraw draw;
        if (global_)
            draw = score_.drawGlobalConflict(ctx_.random(), join_ != nullptr);
        else if (!conflicts.empty())
            draw.cell = conflicts[ctx_.random().below(static_cast<uint32_t>(conflicts.size()))];
        const model::CellIndex c = draw.cell;
        // A free neighbour of a locked hex still serves the drawn requirement; a random hex not.
        drawnPiece_ = draw.piece;
        if (c == model::kNoCell)
            return randomUnlocked();
        if (!ctx_.start().locked(c) && !(join_ && !global_ && ctx_.random().unit() < kNeighbourChance))
            return c;
        const auto nbrs = ctx_.board().neighbours(c);
        const model::CellIndex n = nbrs[ctx_.random().below(static_cast<uint32_t>(nbrs.size()))];
        if (!ctx_.start().locked(n))
            return n;
        drawnPiece_ = nullptr;
        return randomUnlocked();
    }

    void tabuMove(model::CellIndex a)
    {
        const int64_t now = ctx_.iteration();
        const double current = score_.total(), best = ctx_.best();
        model::Swap chosen{};
        double chosenDelta = 0;
        uint32_t ties = 0;
        LayeredSwaps swaps;
        score_.beginScan(a);
        partnerSwaps_.begin(score_.map(), ctx_.rules(), a);
        // A step drawn for a piece requirement weighs only the swaps it reads (for min island
        // size: land against water). The others are free on a plateau (an island hex's terrain
        // swapped with other land) and would win every tie over the moves that start mending it.
        if (drawnPiece_)
            partnerSwaps_.keepOnly([this](model::TerrainId t, model::TerrainId u) { return drawnPiece_->reads(t, u); });
        auto consider = [&](model::CellIndex b) __attribute__((always_inline)) {
            // With a symmetry only a partner whose orbit can trade with a's (OrbitMoves::canPair).
            const int n = b == a || (orbits_ && !orbits_->canPair(a, b)) ? 0 : partnerSwaps_.of(b, swaps);
            for (int k = 0; k < n; ++k) {
                // A move at or above the best so far plus epsilon is neither taken nor a tie.
                const double d = orbits_ ? moveDelta(swaps[static_cast<size_t>(k)])
                                         : score_.scanDelta(swaps[static_cast<size_t>(k)], ties == 0 ? kNoCutoff : chosenDelta + kEpsilon);
                if (tabuUntil_[static_cast<size_t>(b)] > now && current + d >= best - kEpsilon)
                    continue;
                if (ties == 0 || d < chosenDelta - kEpsilon) {
                    chosen = swaps[static_cast<size_t>(k)];
                    chosenDelta = d;
                    ties = 1;
                } else if (d < chosenDelta + kEpsilon && ctx_.random().below(++ties) == 0) {
                    chosen = swaps[static_cast<size_t>(k)];
                }
            }
        };
        // Partners: every unlocked cell of a's swap zone (candidates 0), or the other conflicted
        // cells plus a window of `candidates` of them from a random offset. On a small board a
        // step on a global requirement's cell (a water piece to join) takes a wider window: the
        // move it needs has a specific destination (land beside other water), which 20 random
        // partners rarely hold; the Original board then reaches 0 in a fifth fewer steps.
        const auto& cells = ctx_.partnersOf(a);
        const size_t count = cells.size();
        const int window = global_ && smallBoard_ && config_.candidates != 0 ? config_.globalCandidates : config_.candidates;
        if (window == 0 || static_cast<size_t>(window) >= count) {
            for (model::CellIndex b : cells)
                consider(b);
        } else {
            considerConflicted(consider);
            if (near_)
                considerNear(a, consider);
            if (near_ && global_ && ctx_.rules().isWater(score_.map().terrain(a)))
                considerBanks(consider);
            size_t next = ctx_.random().below(static_cast<uint32_t>(count));
            for (int i = 0; i < window; ++i) {
                consider(cells[next]);
                next = next + 1 == count ? 0 : next + 1; // no division per partner
            }
        }
        if (ties == 0)
            return;
        applyMove(chosen, now + config_.tabuTenure);
        teach(chosen);
    }

    // The change of the total if s were made (without a symmetry: delta(s)); with one, that of the
    // swaps trading the two cells' whole orbits (OrbitMoves::expand), weighed without applying them.
    double moveDelta(const model::Swap& s)
    {
        if (!orbits_)
            return score_.delta(s);
        const int n = orbits_->expand(s, orbitSwaps_);
        ++orbitEvaluations_; // totalAfter counts none
        return score_.totalAfter(std::span<const model::Swap>(orbitSwaps_.data(), static_cast<size_t>(n))) - score_.total();
    }

    // Makes s (with a symmetry: every image of it, so whole orbits trade), and with `tabuUntil` > 0
    // makes every moved cell tabu until that step.
    void applyMove(const model::Swap& s, int64_t tabuUntil = 0)
    {
        std::span<const model::Swap> moved(&s, 1);
        if (orbits_) {
            moved = std::span<const model::Swap>(orbitSwaps_.data(), static_cast<size_t>(orbits_->expand(s, orbitSwaps_)));
            score_.applyMany(moved);
        } else {
            score_.apply(s);
        }
        best_.moved(moved);
        if (tabuUntil > 0)
            for (const model::Swap& m : moved)
                tabuUntil_[static_cast<size_t>(m.a)] = tabuUntil_[static_cast<size_t>(m.b)] = tabuUntil;
    }

    // The conflicted cells as partners: all of them, or on big boards `conflict_partners` of
    // them, a window of the conflict list from a random offset (the list is an indexed set kept
    // by the incremental score in O(1) per move, so the window costs O(partners)).
    template <class Consider>
    void considerConflicted(Consider& consider)
    {
        const auto conflicts = score_.conflicts();
        const size_t count = conflicts.size(), limit = static_cast<size_t>(config_.conflictPartners);
        if (limit == 0 || count <= limit) {
            for (model::CellIndex b : conflicts)
                if (!ctx_.start().locked(b))
                    consider(b);
            return;
        }
        size_t next = ctx_.random().below(static_cast<uint32_t>(count));
        for (size_t i = 0; i < limit; ++i) {
            if (!ctx_.start().locked(conflicts[next]))
                consider(conflicts[next]);
            next = next + 1 == count ? 0 : next + 1;
        }
    }

    // The unlocked cells within two hexes of a: on big boards the moves that join two river
    // pieces or mend a neighbourhood are near the chosen cell, and random partners rarely are.
    template <class Consider>
    void considerNear(model::CellIndex a, Consider& consider)
    {
        const model::Board& board = ctx_.board();
        nearCells_.clear();
        for (model::CellIndex n : board.neighbours(a))
            for (model::CellIndex m : board.neighbours(n))
                if (m != a && std::find(nearCells_.begin(), nearCells_.end(), m) == nearCells_.end())
                    nearCells_.push_back(m);
        for (model::CellIndex b : nearCells_)
            if (!ctx_.start().locked(b))
                consider(b);
    }

    // For a water hex of a minor river piece: the land hexes beside the water around a few random
    // water hexes (mostly the main river's banks). Joining a piece that lies hexes away from the
    // main river takes moving it there hex by hex, each move neutral for the piece count, and
    // near or random partners almost never offer those moves.
    template <class Consider>
    void considerBanks(Consider& consider)
    {
        const model::Map& map = score_.map();
        for (int i = 0; i < kBankSamples; ++i) {
            const model::CellIndex c = randomUnlocked();
            if (!ctx_.rules().isWater(map.terrain(c)))
                continue;
            for (model::CellIndex n : ctx_.board().neighbours(c))
                if (!ctx_.start().locked(n) && !ctx_.rules().isWater(map.terrain(n)))
                    consider(n);
        }
    }

    // For a hex of a minor water piece: the RiverJoin move, kept when the total does not rise (the
    // piece count drops by one or more, paid for by at most as many new local conflicts), else
    // undone and the step makes an ordinary swap. Accepting joins that raise the total (by 1, 2
    // or 4) took more steps in all at 29,880 hexes: they leave land hexes enclosed by water that
    // take long to mend.
    bool joinMove(model::CellIndex a)
    {
        if (!ctx_.rules().isWater(score_.map().terrain(a)) || !join_->build(score_.map(), a, joinSwaps_))
            return false;
        const double before = score_.total();
        score_.applyMany(joinSwaps_);
        if (score_.total() > before + kEpsilon) {
            score_.undoMany(joinSwaps_);
            return false;
        }
        teach(joinSwaps_.front());
        best_.moved(joinSwaps_);
        const int64_t until = ctx_.iteration() + config_.tabuTenure;
        for (const model::Swap& s : joinSwaps_)
            tabuUntil_[static_cast<size_t>(s.a)] = tabuUntil_[static_cast<size_t>(s.b)] = until;
        return true;
    }

    void annealingMove(model::CellIndex a)
    {
        LayeredSwaps swaps;
        const auto& partners = ctx_.partnersOf(a);
        const model::CellIndex b = partners[ctx_.random().below(static_cast<uint32_t>(partners.size()))];
        const int n = b == a || (orbits_ && !orbits_->canPair(a, b)) ? 0 : layeredSwaps(score_.map(), ctx_.rules(), a, b, swaps);
        if (n == 0)
            return;
        const model::Swap s = swaps[static_cast<size_t>(ctx_.random().below(static_cast<uint32_t>(n)))];
        const double d = moveDelta(s);
        const bool accept = d <= 0 || (temperature_ > 0 && ctx_.random().unit() < std::exp(-d / temperature_));
        temperature_ *= config_.cooling;
        if (accept) {
            applyMove(s);
            teach(s);
        }
    }

    // Back to the best map, shaken by a few random swaps.
    void escape()
    {
        score_.reset(ctx_.bestMap());
        // Escapes come at least hexes / 16 steps apart: a whole copy at the next best is O(1) a step.
        best_.replaced();
        LayeredSwaps swaps;
        for (int i = 0; i < config_.escapeSwaps; ++i) {
            const model::CellIndex a = randomUnlocked();
            const auto& partners = ctx_.partnersOf(a);
            const model::CellIndex b = partners[ctx_.random().below(static_cast<uint32_t>(partners.size()))];
            if (const int n = a == b || (orbits_ && !orbits_->canPair(a, b)) ? 0 : layeredSwaps(score_.map(), ctx_.rules(), a, b, swaps); n > 0)
                applyMove(swaps[static_cast<size_t>(ctx_.random().below(static_cast<uint32_t>(n)))]);
        }
        temperature_ = config_.temperature;
        lastBest_ = ctx_.iteration();
    }

    void teach(const model::Swap& s)
    {
        if (!ctx_.teachingEnabled())
            return;
        TeachingState& t = ctx_.teaching();
        t.lastMove = {s.a, s.b};
        t.tabuCells.clear();
        for (model::CellIndex c = 0; c < ctx_.board().size(); ++c)
            if (tabuUntil_[static_cast<size_t>(c)] > ctx_.iteration())
                t.tabuCells.push_back(c);
    }

    RunContext& ctx_;
    const FastSolverConfig& config_;
    const OrbitMoves* orbits_; // null without a symmetry; with one every move trades whole orbits
    IncrementalScore score_;
    std::vector<int64_t> tabuUntil_;
    std::vector<model::CellIndex> nearCells_;
    PartnerSwaps partnerSwaps_; // tabuMove(): the step cell's swaps by partner terrain
    std::unique_ptr<RiverJoin> join_; // river joins on
    std::vector<model::Swap> joinSwaps_;
    ChangedSinceBest best_; // big boards: the run's best map follows the cells changed since the last new best
    bool near_ = false; // near partners on
    bool smallBoard_ = false; // under kNearFrom hexes: global steps take global_candidates partners
    bool global_ = false; // the step's cell came from a global requirement's cells
    const PieceTracker* drawnPiece_ = nullptr; // ... and that requirement's tracker, if it has one
    int64_t escapeAfter_ = 0;
    int64_t orbitEvaluations_ = 0; // orbit moves weighed (with a symmetry)
    std::array<model::Swap, OrbitMoves::kMaxOrbit> orbitSwaps_; // scratch: one move's swaps (all its images)
    double temperature_ = 0;
    int64_t lastBest_ = 0;
};

} // namespace

const AlgorithmInfo& FastSolver::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i{
        "fast",
        QT_TRANSLATE_NOOP("hexloom::core", "Hexloom fast solver"),
        QT_TRANSLATE_NOOP("hexloom::core", "Conflict-directed swaps with exact incremental deltas, tabu tenure or annealing, and escapes"),
        "Hexloom (docs/algorithms.md)",
        {{QT_TRANSLATE_NOOP("hexloom::core", "mode"), T::Choice, 0, 1, 0, {QT_TRANSLATE_NOOP("hexloom::core", "tabu"), QT_TRANSLATE_NOOP("hexloom::core", "annealing")}, QT_TRANSLATE_NOOP("hexloom::core", "tabu: best non-tabu swap of a conflicted cell; annealing: Metropolis on random swaps")},
         {QT_TRANSLATE_NOOP("hexloom::core", "tabu_tenure"), T::Integer, 0, 100000, 10, {}, QT_TRANSLATE_NOOP("hexloom::core", "steps a swapped cell stays tabu")},
         {QT_TRANSLATE_NOOP("hexloom::core", "candidates"), T::Integer, 0, 1000000, 20, {}, QT_TRANSLATE_NOOP("hexloom::core", "0: try every unlocked cell as partner; else the conflicted cells plus this many from a random offset")},
         {QT_TRANSLATE_NOOP("hexloom::core", "global_candidates"), T::Integer, 0, 1000000, 40, {}, QT_TRANSLATE_NOOP("hexloom::core", "boards under 1,024 hexes: the partners from a random offset when the step's cell breaks a global requirement such as water connectivity (0: every unlocked cell)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "conflict_partners"), T::Integer, 0, 1000000, 64, {}, QT_TRANSLATE_NOOP("hexloom::core", "0: every conflicted cell is a partner; else at most this many (a window from a random offset)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "near_partners"), T::Choice, 0, 2, 0, {QT_TRANSLATE_NOOP("hexloom::core", "auto"), QT_TRANSLATE_NOOP("hexloom::core", "off"), QT_TRANSLATE_NOOP("hexloom::core", "on")}, QT_TRANSLATE_NOOP("hexloom::core", "also try every cell within two hexes of the chosen cell as partner (auto: on boards of 1,024 hexes or more)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "river_joins"), T::Choice, 0, 2, 0, {QT_TRANSLATE_NOOP("hexloom::core", "auto"), QT_TRANSLATE_NOOP("hexloom::core", "off"), QT_TRANSLATE_NOOP("hexloom::core", "on")}, QT_TRANSLATE_NOOP("hexloom::core", "a hex of a minor water piece may move the piece's far end onto the shortest land path to other water, one multi-swap move (auto: on boards of 1,024 hexes or more)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "noise"), T::Real, 0, 1, 0.02, {}, QT_TRANSLATE_NOOP("hexloom::core", "chance per step of a random (annealing) move in tabu mode")},
         {QT_TRANSLATE_NOOP("hexloom::core", "escape_after"), T::Integer, 1, 1e9, 400, {}, QT_TRANSLATE_NOOP("hexloom::core", "steps without a new best before an escape (at least hexes / 16)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "escape_swaps"), T::Integer, 0, 100000, 8, {}, QT_TRANSLATE_NOOP("hexloom::core", "random swaps applied to the best map by an escape")},
         {QT_TRANSLATE_NOOP("hexloom::core", "temperature"), T::Real, 0, 1e6, 0.6, {}, QT_TRANSLATE_NOOP("hexloom::core", "annealing start temperature (also for noise moves)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "cooling"), T::Real, 0.5, 1, 0.9995, {}, QT_TRANSLATE_NOOP("hexloom::core", "annealing temperature factor per step")}},
        [](const run::ParameterValues& v) { return std::make_unique<FastSolver>(v); }};
    return i;
}

FastSolver::FastSolver(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    config_.mode = r.integer("mode") == 0 ? FastSolverConfig::Mode::Tabu : FastSolverConfig::Mode::Annealing;
    config_.tabuTenure = r.integer("tabu_tenure");
    config_.candidates = r.integer("candidates");
    config_.globalCandidates = r.integer("global_candidates");
    config_.conflictPartners = r.integer("conflict_partners");
    config_.nearPartners = static_cast<FastSolverConfig::Near>(r.integer("near_partners"));
    config_.riverJoins = static_cast<FastSolverConfig::Near>(r.integer("river_joins"));
    config_.noise = r.real("noise");
    config_.escapeAfter = r.integer("escape_after");
    config_.escapeSwaps = r.integer("escape_swaps");
    config_.temperature = r.real("temperature");
    config_.cooling = r.real("cooling");
}

std::shared_ptr<const Snapshot> FastSolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control, ProgressSink& sink)
{
    RunContext ctx(problem, settings, control, sink, info().id);
    FastSearch search(ctx, config_);
    return runSearch(ctx, search);
}

} // namespace hexloom::core::search
