#include "tests/ui/run/test_swap_solver.h"

#include <chrono>
#include <random>

#include "core/rules/evaluator.h"

namespace hexloom::test {

using namespace core::search;
using core::run::RunControl;
using core::model::CellIndex;
using core::model::Map;

namespace {
std::vector<CellIndex> freeCells(const Map& m, bool rogue)
{
    std::vector<CellIndex> out;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (rogue || !m.locked(c))
            out.push_back(c);
    return out;
}
} // namespace

std::shared_ptr<const Snapshot> TestSwapSolver::run(const Problem& problem, const RunSettings& settings, RunControl& control,
                                                    ProgressSink& sink)
{
    using Clock = std::chrono::steady_clock;
    core::rules::Evaluator ev(problem.board, problem.rules);
    std::mt19937_64 rng(settings.seed);
    Map current = problem.start, best = current;
    uint64_t revision = problem.revision;
    auto cells = freeCells(current, options_.rogue);
    double score = ev.score(current), bestScore = score;
    const auto t0 = Clock::now();
    auto lastSent = t0 - std::chrono::hours(1);
    int64_t it = 0;
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - t0).count(); };
    auto make = [&](bool final, std::string reason) {
        auto s = std::make_shared<Snapshot>();
        s->map = best;
        s->report = ev.report(best, true);
        s->best = bestScore;
        s->current = score;
        s->iteration = it;
        s->evaluations = it;
        s->elapsedSeconds = elapsed();
        s->seed = settings.seed;
        s->revision = revision;
        s->algorithm = options_.rogue ? "rogue" : "test-swap";
        s->final = final;
        s->stopReason = std::move(reason);
        auto t = std::make_shared<TeachingState>();
        t->perCell.assign(static_cast<size_t>(best.size()), 0.5f);
        s->teaching = t;
        sink.snapshot(s);
        lastSent = Clock::now();
        return s;
    };
    make(false, {});
    std::string reason = "iterations";
    for (;;) {
        if (!control.checkpoint()) {
            reason = "cancelled";
            break;
        }
        if (auto edit = control.takeEdit(); edit && !options_.rogue) {
            current = best = edit->first;
            revision = edit->second;
            cells = freeCells(current, false);
            score = bestScore = ev.score(current);
            make(false, {});
        }
        if (settings.stop.timeLimitSeconds > 0 && elapsed() >= settings.stop.timeLimitSeconds) {
            reason = "time";
            break;
        }
        if (settings.stop.iterationLimit > 0 && it >= settings.stop.iterationLimit)
            break;
        ++it;
        options_.iterations->store(it);
        if (cells.size() < 2)
            continue;
        std::uniform_int_distribution<size_t> pick(0, cells.size() - 1);
        const core::model::Swap swap{cells[pick(rng)], cells[pick(rng)], core::model::Layer::Both};
        const double delta = ev.swapDelta(current, swap);
        // The rogue accepts everything, so snapshots keep changing the map.
        if (delta <= 0 || options_.rogue) {
            current.apply(swap);
            score += delta;
        }
        if (score < bestScore || options_.rogue) {
            bestScore = score;
            best = current;
            if (Clock::now() - lastSent >= std::chrono::duration<double>(1.0 / settings.maxSnapshotsPerSecond))
                make(false, {});
        }
        if (settings.stop.hasTarget && bestScore <= settings.stop.target) {
            reason = "target";
            break;
        }
    }
    return make(true, reason);
}

} // namespace hexloom::test
