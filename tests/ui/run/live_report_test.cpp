// A live run changes only the hexes its snapshot changed, and the document's report after every
// applied snapshot is the report of the map it shows (the snapshot's own report when the map is
// exactly the snapshot's, a rescore when the run tried to change locked hexes).
#include <gtest/gtest.h>

#include "core/rules/evaluator.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::run::RunController;

void liveRunKeepsItsReportTrue(bool rogue)
{
    auto doc = tmDocument();
    std::vector<ui::document::CellChange> locks;
    for (CellIndex c : {0, 10, 20, 30, 40}) {
        auto s = ui::document::CellState::of(doc->map(), c);
        s.locked = true;
        locks.push_back({c, s});
    }
    doc->changeCells(locks, QStringLiteral("lock"));
    core::rules::Evaluator fresh(doc->content().board, doc->content().rules);
    auto shown = doc->map();
    int applied = 0;
    QObject::connect(doc.get(), &ui::document::MapDocument::cellsChanged, [&](const std::vector<CellIndex>& cells) {
        ++applied;
        std::vector<bool> listed(static_cast<size_t>(shown.size()), false);
        for (CellIndex c : cells) {
            listed[static_cast<size_t>(c)] = true;
            EXPECT_FALSE(doc->map().terrain(c) == shown.terrain(c) && doc->map().token(c) == shown.token(c)) << "hex " << c << " did not change";
        }
        for (CellIndex c = 0; c < shown.size(); ++c) {
            if (!listed[static_cast<size_t>(c)]) {
                EXPECT_EQ(doc->map().terrain(c), shown.terrain(c)) << "hex " << c << " changed unannounced";
            }
        }
        shown = doc->map();
        EXPECT_EQ(doc->reportRevision(), doc->revision());
        EXPECT_EQ(doc->report().total, fresh.report(doc->map(), false).total);
    });
    RunController runs(doc.get());
    TestSwapSolver::Options options;
    options.rogue = rogue;
    runs.start(RunController::Mode::Live, {request(options, 0.5)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_GT(applied, 0);
}

TEST(LiveReport, AnHonestRunsSnapshotsChangeOnlyTheirHexesAndTheirReportsMatchTheMap)
{
    liveRunKeepsItsReportTrue(false);
}

TEST(LiveReport, ARunThatTouchesLockedHexesIsRescoredWithoutThem)
{
    liveRunKeepsItsReportTrue(true);
}

} // namespace
} // namespace hexloom::test
