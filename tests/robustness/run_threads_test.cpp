// The core's threaded parts seen from two threads at once, for the TSan build
// (tests/sanitizers/run-tsan.sh): a worker calling RunControl::checkpoint()/takeEdit() while the
// owner pauses, steps, posts edits and cancels; and real solver runs cancelled from another thread
// while they stream snapshots. The assertions hold in every build; TSan adds "no data race".
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/search/solvers/fast_solver.h"
#include "core/run/run_control.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::test {
namespace {

using core::run::RunControl;

TEST(RunThreads, EditsArriveInOrderAndCancelEndsAPausedWorker)
{
    RunControl control;
    std::atomic<uint64_t> newestTaken{0};
    std::atomic<bool> outOfOrder{false};
    std::thread worker([&] {
        while (control.checkpoint()) {
            if (auto edit = control.takeEdit()) {
                if (edit->second <= newestTaken.load())
                    outOfOrder = true;
                newestTaken = edit->second;
                if (edit->first.size() != 19 || edit->first.terrain(0) != static_cast<core::model::TerrainId>(edit->second % 7))
                    outOfOrder = true; // the map travelled with the wrong revision
            }
        }
    });
    for (uint64_t revision = 1; revision <= 2000; ++revision) {
        core::model::Map map(19);
        map.setTerrain(0, static_cast<core::model::TerrainId>(revision % 7));
        control.postEdit(std::move(map), revision);
        if (revision % 50 == 0)
            control.setPaused(revision % 100 == 0);
        if (revision % 30 == 0)
            control.step();
        if (revision % 100 == 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(1)); // let the worker interleave
    }
    control.setPaused(true);
    // A paused worker still wakes for an edit: the newest one must arrive.
    for (int spin = 0; spin < 5000 && newestTaken.load() != 2000; ++spin)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_EQ(newestTaken.load(), 2000u);
    control.cancel();
    worker.join();
    EXPECT_FALSE(outOfOrder.load());
}

TEST(RunThreads, SolverRunsCancelledFromAnotherThreadStopAtOnce)
{
    const auto problem = builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (int run = 0; run < 8; ++run) {
        RunControl control;
        CollectingSink sink;
        core::search::RunSettings settings;
        settings.seed = static_cast<uint64_t>(run + 1);
        settings.stop.timeLimitSeconds = 60; // only cancellation ends these runs
        std::shared_ptr<const core::search::Snapshot> result;
        std::thread worker([&] { result = core::search::FastSolver({}).run(problem, settings, control, sink); });
        if (run % 2)
            control.setPaused(true);
        std::this_thread::sleep_for(std::chrono::milliseconds(5 * run));
        core::model::Map edited = problem.start;
        edited.setLocked(0, true);
        control.postEdit(edited, problem.revision + 1);
        const auto cancelledAt = std::chrono::steady_clock::now();
        control.cancel();
        worker.join();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - cancelledAt).count();
        ASSERT_TRUE(result);
        EXPECT_TRUE(result->final);
        EXPECT_EQ(result->stopReason, "cancelled");
        EXPECT_LT(seconds, 2.0);
        EXPECT_EQ(fullScore(problem, result->map), result->best);
    }
}

} // namespace
} // namespace hexloom::test
