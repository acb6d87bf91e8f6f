#include "core/search/solvers/tabu_solver.h"

#include <algorithm>
#include <array>
#include <deque>
#include <span>
#include <vector>

#include "core/search/config_reader.h"
#include "core/search/run/changed_since_best.h"
#include "core/search/scoring/incremental_score.h"
#include "core/search/run/run_context.h"
#include "core/search/scoring/zobrist.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

constexpr int kMaxPerturb = 12;
constexpr size_t kTeachingMoves = 5; // recent moves shown as tabu hexes in the teaching view

struct Perturb {
    std::array<model::CellIndex, kMaxPerturb> cells{};
    int size = 0;
    model::Layer layer = model::Layer::Both;
};

class TabuSearch {
public:
    // Water pieces kept labelled across moves (localWaterFrom 0): a rotation moves water back and
    // forth, which would make the lazy labelling start again for nearly every candidate.
    TabuSearch(RunContext& ctx, const TabuSolverConfig& config)
        : ctx_(ctx), config_(config), score_(ctx.evaluator(), 0), best_(ctx.board().size())
    {
        restart();
    }

    void restart()
    {
        score_.reset(ctx_.start());
        ctx_.startCounts(score_.counts());
        best_.replaced();
        hash_ = zobristHash(ctx_.start());
        if (config_.fullRescore)
            map_ = ctx_.start();
        tabu_.clear();
        recent_.clear();
        findBearers();
        ctx_.setCurrent(score_.total());
    }

    void step()
    {
        if (ctx_.unlocked().size() < 2)
            return;
        Perturb chosen;
        double chosenScore = 0;
        bool found = false;
        int sampled = 0;
        for (; sampled < config_.neighbourhoodSize; ++sampled) {
            // The reference path scores each candidate from scratch (a noticeable time on a big
            // board): its step ends at the time limit with the candidates seen so far.
            if (config_.fullRescore && sampled > 0 && ctx_.outOfTime())
                break;
            const Perturb p = sample();
            uint64_t hash = 0;
            const double s = config_.fullRescore ? rescored(p, hash) : incremental(p, hash);
            const bool allowed = s < ctx_.best() || std::find(tabu_.begin(), tabu_.end(), hash) == tabu_.end();
            if (allowed && (!found || s < chosenScore)) {
                chosen = p;
                chosenScore = s;
                found = true;
            }
        }
        ctx_.addEvaluations(sampled);
        if (!found)
            return;
        if (config_.fullRescore) {
            uint64_t contentHash = 0;
            rescored(chosen, contentHash, true);
        }
        hash_ = rotateHashed(chosen);
        if (chosen.layer == model::Layer::Both)
            findBearers(); // a token moves with its hex: the bearers may be other hexes now
        tabu_.push_back(config_.fullRescore ? map_.contentHash() : hash_);
        if (static_cast<int>(tabu_.size()) > config_.tabuSize)
            tabu_.pop_front();
        ctx_.setCurrent(score_.total());
        best_.offer(ctx_, score_.map(), score_.total(), score_.counts());
        if (ctx_.teachingEnabled())
            teach(chosen);
    }

private:
    // The last move's hexes, and the hexes of the moves that made the newest tabu entries.
    void teach(const Perturb& move)
    {
        recent_.push_back(move);
        if (recent_.size() > kTeachingMoves)
            recent_.pop_front();
        TeachingState& t = ctx_.teaching();
        t.lastMoveIsPerturbation = true;
        t.lastMove.assign(move.cells.begin(), move.cells.begin() + move.size);
        t.tabuCells.clear();
        for (const Perturb& p : recent_)
            t.tabuCells.insert(t.tabuCells.end(), p.cells.begin(), p.cells.begin() + p.size);
        std::sort(t.tabuCells.begin(), t.tabuCells.end());
        t.tabuCells.erase(std::unique(t.tabuCells.begin(), t.tabuCells.end()), t.tabuCells.end());
    }

    // The unlocked hexes that hold a token now: a token perturb rotates tokens among them only, so
    // no token lands on a hex that takes none (and, with a symmetry, bearers are whole orbits).
    // Allocation-free after the first call.
    void findBearers()
    {
        bearers_.clear();
        for (model::CellIndex c : ctx_.unlocked())
            if (score_.map().token(c) > 0)
                bearers_.push_back(c);
    }

    // Distinct random cells from the unlocked ones (or from the token bearers for a token perturb).
    // With swap zones the cells are of one zone: a random unlocked cell's (cells keep their zone).
    Perturb sample()
    {
        Perturb p;
        const bool tokens = bearers_.size() >= 2 && ctx_.random().below(2) == 1;
        const std::vector<model::CellIndex>& from = tokens ? bearers_ : !ctx_.rules().hasZones() ? ctx_.unlocked() : randomZone();
        p.layer = tokens ? model::Layer::Token : model::Layer::Both;
        p.size = std::min(config_.perturbSize, static_cast<int>(from.size()));
        if (const OrbitMoves* orbits = ctx_.orbitMoves())
            return sampleOrbits(*orbits, from, p);
        for (int i = 0; i < p.size; ++i) {
            model::CellIndex c;
            do
                c = from[ctx_.random().below(static_cast<uint32_t>(from.size()))];
            while (std::find(p.cells.begin(), p.cells.begin() + i, c) != p.cells.begin() + i);
            p.cells[static_cast<size_t>(i)] = c;
        }
        return p;
    }

    // With a symmetry: cells of distinct orbits that can trade with the first one's (OrbitMoves::
    // canPair), drawn with a bounded number of tries; fewer than perturb_size when the draw runs
    // out (a rotation of one cell moves nothing and scores as the current map).
    Perturb sampleOrbits(const OrbitMoves& orbits, const std::vector<model::CellIndex>& from, Perturb p)
    {
        const int wanted = p.size;
        p.cells[0] = from[ctx_.random().below(static_cast<uint32_t>(from.size()))];
        p.size = 1;
        for (int tries = 0; p.size < wanted && tries < 8 * wanted; ++tries) {
            const model::CellIndex c = from[ctx_.random().below(static_cast<uint32_t>(from.size()))];
            if (!orbits.canPair(p.cells[0], c))
                continue;
            const int o = orbits.symmetry().orbitOf(c);
            if (std::none_of(p.cells.begin(), p.cells.begin() + p.size, [&](model::CellIndex d) { return orbits.symmetry().orbitOf(d) == o; }))
                p.cells[static_cast<size_t>(p.size++)] = c;
        }
        return p;
    }

    // Calls f with p and, with a symmetry, each other image of p's rotation (the same rotation
    // of the cells' images under one transformation): together they rotate whole orbits.
    template <class F>
    void forEachImage(const Perturb& p, F f) const
    {
        const OrbitMoves* orbits = ctx_.orbitMoves();
        if (!orbits) {
            f(p);
            return;
        }
        const symmetry::BoardSymmetry& sym = orbits->symmetry();
        for (int t = 0; t < sym.transformCount(); ++t) {
            bool repeat = false;
            for (int u = 0; u < t && !repeat; ++u)
                repeat = sym.image(u, p.cells[0]) == sym.image(t, p.cells[0]);
            if (repeat)
                continue;
            Perturb image = p;
            for (int i = 0; i < p.size; ++i)
                image.cells[static_cast<size_t>(i)] = sym.image(t, p.cells[static_cast<size_t>(i)]);
            f(image);
        }
    }

    // The swaps that rotate p (and its images): A[i] takes A[i+1]'s contents.
    std::span<const model::Swap> rotationSwaps(const Perturb& p)
    {
        swaps_.clear();
        forEachImage(p, [&](const Perturb& q) {
            for (int i = 0; i + 1 < q.size; ++i)
                swaps_.push_back({q.cells[static_cast<size_t>(i)], q.cells[static_cast<size_t>(i + 1)], q.layer});
        });
        return swaps_;
    }

    const std::vector<model::CellIndex>& randomZone()
    {
        return ctx_.partnersOf(ctx_.unlocked()[ctx_.random().below(static_cast<uint32_t>(ctx_.unlocked().size()))]);
    }

    // The candidate's score from the incremental state without applying it (totalAfter: the
    // rotated cells' neighbourhoods recounted and put back), and its map's hash from the running
    // Zobrist hash: A[i] takes A[i+1]'s contents in the rotated layers, the last one A[0]'s.
    double incremental(const Perturb& p, uint64_t& hash)
    {
        const model::Map& map = score_.map();
        const bool terrains = p.layer != model::Layer::Token, tokens = p.layer != model::Layer::Terrain;
        hash = hash_;
        forEachImage(p, [&](const Perturb& q) {
            for (int i = 0; i < q.size; ++i) {
                const model::CellIndex c = q.cells[static_cast<size_t>(i)], from = q.cells[static_cast<size_t>((i + 1) % q.size)];
                hash ^= zobristKey(map, c) ^ zobristKey(c, terrains ? map.terrain(from) : map.terrain(c), tokens ? map.token(from) : map.token(c));
            }
        });
        return score_.totalAfter(rotationSwaps(p));
    }

    // Rotates p forward and returns the Zobrist hash of the map then.
    uint64_t rotateHashed(const Perturb& p)
    {
        uint64_t h = hash_;
        const auto hashCells = [&](const Perturb& q) {
            for (int i = 0; i < q.size; ++i)
                h ^= zobristKey(score_.map(), q.cells[static_cast<size_t>(i)]);
        };
        forEachImage(p, hashCells);
        rotate(p);
        forEachImage(p, hashCells);
        return h;
    }

    // The reference path (`full_rescore`): the candidate map scored from scratch by the Evaluator
    // and hashed whole, as a search without incremental state does; `keep` leaves it applied.
    double rescored(const Perturb& p, uint64_t& hash, bool keep = false)
    {
        const std::span<const model::Swap> swaps = rotationSwaps(p);
        for (const model::Swap& s : swaps)
            map_.apply(s);
        const double s = ctx_.evaluator().score(map_);
        hash = map_.contentHash();
        if (!keep)
            for (auto it = swaps.rbegin(); it != swaps.rend(); ++it)
                map_.apply(*it);
        return s;
    }

    // A[i] takes A[i+1]'s contents: swaps (A0,A1), (A1,A2), ... (and the same on p's images).
    void rotate(const Perturb& p)
    {
        const std::span<const model::Swap> swaps = rotationSwaps(p);
        score_.applyMany(swaps);
        best_.moved(swaps);
    }

    RunContext& ctx_;
    const TabuSolverConfig& config_;
    IncrementalScore score_;
    ChangedSinceBest best_; // big boards: the run's best map follows the cells changed since the last new best
    std::deque<uint64_t> tabu_; // hashes of recent maps (Zobrist; content hashes in the reference path)
    uint64_t hash_ = 0;         // Zobrist hash of the current map
    model::Map map_;            // the current map, in the reference path only
    std::vector<model::CellIndex> bearers_; // findBearers(): the unlocked hexes holding a token
    std::vector<model::Swap> swaps_; // scratch: the swaps of one rotation and its images
    std::deque<Perturb> recent_; // teaching only
};

} // namespace

const AlgorithmInfo& TabuSolver::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i{
        "tabu",
        QT_TRANSLATE_NOOP("hexloom::core", "Tabu search"),
        QT_TRANSLATE_NOOP("hexloom::core", "Best of sampled 6-hex rotations per iteration, with a tabu list of recent maps and aspiration"),
        "Grichshenko, de Araújo, Gimaeva, Brown: Using tabu search algorithm for map generation in the Terra Mystica tabletop game "
        "(International Journal of Machine Learning and Computing, 2020)",
        {{QT_TRANSLATE_NOOP("hexloom::core", "neighbourhood_size"), T::Integer, 1, 100000, 75, {}, QT_TRANSLATE_NOOP("hexloom::core", "candidates sampled per iteration (the paper's grid: 10, 25, 50, 75, 100; the default is Hexloom's choice)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "tabu_size"), T::Integer, 0, 100000, 50, {}, QT_TRANSLATE_NOOP("hexloom::core", "recent maps that are tabu (the paper's grid: 10, 20, 30, 50, 75, 100; the default is Hexloom's choice)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "perturb_size"), T::Integer, 2, kMaxPerturb, 6, {}, QT_TRANSLATE_NOOP("hexloom::core", "hexes rotated by one perturb (paper: 6)")},
         {QT_TRANSLATE_NOOP("hexloom::core", "full_rescore"), T::Integer, 0, 1, 0, {}, QT_TRANSLATE_NOOP("hexloom::core", "1: score every candidate from scratch (the reference path; same results, slower)")}},
        [](const run::ParameterValues& v) { return std::make_unique<TabuSolver>(v); }};
    return i;
}

TabuSolver::TabuSolver(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    config_.neighbourhoodSize = r.integer("neighbourhood_size");
    config_.tabuSize = r.integer("tabu_size");
    config_.perturbSize = r.integer("perturb_size");
    config_.fullRescore = r.integer("full_rescore") != 0;
}

std::shared_ptr<const Snapshot> TabuSolver::run(const Problem& problem, const RunSettings& settings, run::RunControl& control, ProgressSink& sink)
{
    RunContext ctx(problem, settings, control, sink, info().id);
    TabuSearch search(ctx, config_);
    return runSearch(ctx, search);
}

} // namespace hexloom::core::search
