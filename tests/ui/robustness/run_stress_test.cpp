// 200 live runs started, paused, edited and cancelled in quick succession from the GUI thread,
// with the real fast solver behind a counting wrapper. Checks: a designer edit (which also locks
// its hex) is never overwritten by a snapshot computed before it; no worker is still running once
// its RunController is gone, before its document goes; the heap does not keep growing.
#include <QCoreApplication>
#include <QTest>
#include <gtest/gtest.h>

#include <atomic>

#include "core/search/solvers/fast_solver.h"
#include "tests/support/fixtures.h"
#include "tests/support/heap_usage.h"
#include "ui/document/map_document.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::CellChange;
using ui::document::CellState;

std::atomic<int> liveWorkers{0};
std::atomic<int> enteredWorkers{0};

// The fast solver, counting the workers inside run().
class CountingSolver : public core::search::Solver {
public:
    std::shared_ptr<const core::search::Snapshot> run(const core::search::Problem& problem, const core::search::RunSettings& settings,
                                                          core::run::RunControl& control, core::search::ProgressSink& sink) override
    {
        ++liveWorkers;
        ++enteredWorkers;
        struct Leave {
            ~Leave() { --liveWorkers; }
        } leave;
        return core::search::FastSolver({}).run(problem, settings, control, sink);
    }
};

ui::run::RunRequest request(uint64_t seed)
{
    core::search::RunSettings settings;
    settings.seed = seed;
    settings.stop.timeLimitSeconds = 30; // only cancellation ends these runs
    ui::run::RunRequest r;
    r.algorithmId = QStringLiteral("fast");
    r.algorithmName = QStringLiteral("Fast (counting)");
    r.make = [] { return std::make_unique<CountingSolver>(); };
    r.settings = settings;
    return r;
}

struct Session {
    std::unique_ptr<ui::document::MapDocument> doc;
    std::unique_ptr<ui::run::RunController> runs;
};

Session openSession()
{
    auto rules = builtinRules("terra-mystica-published");
    auto loaded = builtinMap("terra-mystica-original", *rules);
    Session s;
    s.doc = std::make_unique<ui::document::MapDocument>(
        ui::document::DocumentContent{std::make_shared<const core::model::Board>(loaded.board), rules, loaded.map});
    s.runs = std::make_unique<ui::run::RunController>(s.doc.get());
    return s;
}

TEST(RunStress, TwoHundredRunsStartedPausedEditedAndCancelled)
{
    constexpr int kRuns = 200, kRunsPerDocument = 20;
    std::map<CellIndex, CellState> designed; // every hex the designer set (and locked), with its value
    std::size_t heapAt100 = 0, heapAt200 = 0;   // with a fresh document, no run, after 100 and 200 runs
    Session s = openSession();
    for (int i = 0; i < kRuns; ++i) {
        s.runs->start(ui::run::RunController::Mode::Live, {request(static_cast<uint64_t>(i + 1))});
        ASSERT_TRUE(s.runs->isRunning());
        QTest::qWait(i % 3); // 0-2 ms: let the worker get going, or not
        if (i % 2)
            s.runs->setPaused(true);
        const CellIndex cell = (i * 37) % s.doc->board().size();
        const CellState value{static_cast<core::model::TerrainId>(i % 7), core::model::kNoToken, true};
        s.doc->changeCells({CellChange{cell, value}}, QStringLiteral("stress edit"));
        designed[cell] = value;
        s.runs->poll();
        QCoreApplication::processEvents();
        for (const auto& [c, v] : designed)
            ASSERT_EQ(CellState::of(s.doc->map(), c), v) << "run " << i << " overwrote the designer's hex " << c;
        if (i % kRunsPerDocument == kRunsPerDocument - 1) {
            // Close the document while its run is still going: the controller goes first.
            s.runs.reset();
            EXPECT_EQ(liveWorkers.load(), 0) << "a worker outlived its document (run " << i << ")";
            s = openSession();
            designed.clear();
            if (i + 1 == kRuns / 2)
                heapAt100 = heapBytesInUse();
            else if (i + 1 == kRuns)
                heapAt200 = heapBytesInUse();
            continue;
        }
        s.runs->stop();
        for (int spin = 0; s.runs->isRunning() && spin < 5000; ++spin) {
            s.runs->poll();
            QTest::qWait(1);
        }
        ASSERT_FALSE(s.runs->isRunning()) << "run " << i << " did not end after stop()";
    }
    s.runs.reset();
    EXPECT_EQ(liveWorkers.load(), 0);
    EXPECT_GT(enteredWorkers.load(), kRuns / 2) << "most runs must really have started a worker";
    // The same state (fresh document, no run) after 100 and after 200 runs: 100 more runs may not
    // hold 2 MB more heap, so anything that keeps 20 KB or more a run fails.
    RecordProperty("heap_bytes_after_100_runs", std::to_string(heapAt100));
    RecordProperty("heap_bytes_after_200_runs", std::to_string(heapAt200));
    ASSERT_GT(heapAt100, 0u);
    EXPECT_LT(heapAt200, heapAt100 + (std::size_t{2} << 20)) << "the heap grew from " << heapAt100 << " to " << heapAt200 << " bytes";
}

} // namespace
} // namespace hexloom::test
