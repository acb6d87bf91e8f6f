// The run machinery against test solvers: locks and designer edits are protected by the editor
// itself (a rogue solver that ignores them changes nothing it must not), Pause/Step/Stop work,
// a live run is one undo step, and suggestions keep the designer's later edits.
#include <QElapsedTimer>
#include <gtest/gtest.h>

#include "tests/support/fixtures.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::MapDocument;
using ui::run::RunController;
using ui::run::RunRequest;

void lockCells(MapDocument& doc, const std::vector<CellIndex>& cells)
{
    std::vector<ui::document::CellChange> changes;
    for (CellIndex c : cells) {
        auto s = ui::document::CellState::of(doc.map(), c);
        s.locked = true;
        changes.push_back({c, s});
    }
    doc.changeCells(changes, QStringLiteral("lock"));
}

TEST(RunController, LockedHexesNeverChangeEvenWhenTheSolverIgnoresLocks)
{
    auto doc = tmDocument();
    lockCells(*doc, {0, 1, 2, 3, 20, 40, 60});
    const auto original = doc->map();
    RunController runs(doc.get());
    TestSwapSolver::Options rogue;
    rogue.rogue = true;
    runs.start(RunController::Mode::Live, {request(rogue, 0.6)});
    spinFor(200);
    lockCells(*doc, {100, 101}); // locked mid-run: protected from then on
    const auto afterLock = doc->map();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_FALSE(doc->map().sameContents(original)); // the run did change the map
    for (CellIndex c : {0, 1, 2, 3, 20, 40, 60})
        EXPECT_EQ(doc->map().terrain(c), original.terrain(c)) << c;
    for (CellIndex c : {100, 101})
        EXPECT_EQ(doc->map().terrain(c), afterLock.terrain(c)) << c;
}

TEST(RunController, AnHonestRunAdoptsNewLocksAndKeepsThem)
{
    auto doc = tmDocument();
    RunController runs(doc.get());
    runs.start(RunController::Mode::Live, {request({}, 0.8)});
    spinFor(150);
    const std::vector<CellIndex> cells{5, 6, 7, 50, 51};
    lockCells(*doc, cells);
    const auto locked = doc->map();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    for (CellIndex c : cells) {
        EXPECT_TRUE(doc->map().locked(c));
        EXPECT_EQ(doc->map().terrain(c), locked.terrain(c));
    }
}

TEST(RunController, AnEditDuringARunIsNeverOverwrittenByAnOlderSnapshot)
{
    auto doc = tmDocument();
    RunController runs(doc.get());
    TestSwapSolver::Options rogue;
    rogue.rogue = true; // keeps streaming maps computed from the starting revision
    runs.start(RunController::Mode::Live, {request(rogue, 0.8)});
    ASSERT_TRUE(spinUntil([&] { return doc->revision() > 1; })); // a snapshot was applied
    const CellIndex cell = 30;
    auto s = ui::document::CellState::of(doc->map(), cell);
    s.terrain = s.terrain == 0 ? 1 : 0;
    doc->changeCells({{cell, s}}, QStringLiteral("paint"));
    const auto edited = doc->map();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_EQ(doc->map().terrain(cell), s.terrain);
    EXPECT_TRUE(doc->map().sameContents(edited)); // nothing stale was applied after the edit
    EXPECT_GT(runs.staleDropped(), 0);
}

TEST(RunController, PauseHoldsStepRunsOneIterationStopEndsTheRun)
{
    auto doc = tmDocument();
    RunController runs(doc.get());
    TestSwapSolver::Options o;
    runs.start(RunController::Mode::Live, {request(o, 30)});
    spinFor(100);
    runs.setPaused(true);
    spinFor(100);
    const int64_t held = o.iterations->load();
    spinFor(200);
    EXPECT_EQ(o.iterations->load(), held);
    runs.step();
    ASSERT_TRUE(spinUntil([&] { return o.iterations->load() == held + 1; }, 1000));
    spinFor(100);
    EXPECT_EQ(o.iterations->load(), held + 1);
    runs.setPaused(false);
    ASSERT_TRUE(spinUntil([&] { return o.iterations->load() > held + 100; }, 1000));
    QElapsedTimer t;
    t.start();
    runs.stop();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }, 2000));
    EXPECT_LT(t.elapsed(), 500);
}

TEST(RunController, ALiveRunIsOneUndoStep)
{
    auto doc = tmDocument();
    const auto original = doc->map();
    RunController runs(doc.get());
    runs.start(RunController::Mode::Live, {request({}, 0.3)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    ASSERT_FALSE(doc->map().sameContents(original));
    EXPECT_LT(doc->report().total, core::rules::Evaluator(doc->content().board, doc->content().rules).score(original));
    ASSERT_EQ(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), original);
}

TEST(RunController, SuggestionsWaitAndAcceptKeepsLaterEdits)
{
    auto doc = tmDocument();
    const auto original = doc->map();
    RunController runs(doc.get());
    std::vector<ui::run::Suggestion> gallery;
    QObject::connect(&runs, &RunController::suggestionReady, [&](const ui::run::Suggestion& s) { gallery.push_back(s); });
    runs.start(RunController::Mode::Suggestions, {request({}, 0.3, 1), request({}, 0.3, 2)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    ASSERT_EQ(gallery.size(), 2u);
    EXPECT_EQ(doc->map(), original); // nothing applied until accepted
    // The designer paints a hex the first suggestion changed; accepting keeps the paint.
    const auto& sug = gallery[0].snapshot->map;
    CellIndex changed = core::model::kNoCell;
    for (CellIndex c = 0; c < sug.size() && changed == core::model::kNoCell; ++c)
        if (sug.terrain(c) != original.terrain(c))
            changed = c;
    ASSERT_NE(changed, core::model::kNoCell);
    auto s = ui::document::CellState::of(doc->map(), changed);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
    if (s.terrain == sug.terrain(changed))
        s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
    doc->changeCells({{changed, s}}, QStringLiteral("paint"));
    EXPECT_EQ(runs.accept(gallery[0]), 1);
    EXPECT_EQ(doc->map().terrain(changed), s.terrain);
    for (CellIndex c = 0; c < sug.size(); ++c) {
        if (c != changed) {
            EXPECT_EQ(doc->map().terrain(c), sug.terrain(c)) << c;
        }
    }
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map().terrain(changed), s.terrain);
    EXPECT_EQ(doc->map().terrain(changed == 0 ? 1 : 0), original.terrain(changed == 0 ? 1 : 0));
}

TEST(RunController, ASolverThatRefusesTheProblemReportsWhy)
{
    auto doc = tmDocument();
    RunController runs(doc.get());
    QString message;
    QObject::connect(&runs, &RunController::runFailed, [&](const QString& m) { message = m; });
    RunRequest r = request({}, 1);
    r.make = []() -> std::unique_ptr<core::search::Solver> { throw std::invalid_argument("tabu_size must be 1..1000"); };
    runs.start(RunController::Mode::Live, {r});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_TRUE(message.contains(QStringLiteral("tabu_size must be 1..1000"))) << message.toStdString();
}

} // namespace
} // namespace hexloom::test
