// Scoring on big boards: from kBackgroundScoringHexes on, an edit returns before its map is scored
// and the report catches up with the newest map (checked against a fresh Evaluator); a run's
// snapshot brings its own report, which the document takes as it is and which an older background
// result never replaces.
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "core/rules/evaluator.h"
#include "tests/support/event_loop.h"
#include "ui/document/document_files.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::CellState;
using ui::document::MapDocument;

std::unique_ptr<MapDocument> documentOn(core::model::Board board)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), std::move(board), 0);
    for (CellIndex c = 0; c < loaded.content.map.size(); ++c)
        loaded.content.map.setTerrain(c, static_cast<core::model::TerrainId>((c * 7919) % 8));
    return std::make_unique<MapDocument>(loaded.content);
}

bool caughtUp(const MapDocument& doc) { return doc.reportRevision() == doc.revision(); }

void expectReportOfTheMap(const MapDocument& doc)
{
    core::rules::Evaluator fresh(doc.content().board, doc.content().rules);
    auto want = fresh.report(doc.map(), true);
    const auto& got = doc.report();
    EXPECT_EQ(got.total, want.total);
    ASSERT_EQ(got.requirements.size(), want.requirements.size());
    for (size_t i = 0; i < want.requirements.size(); ++i) {
        auto a = got.requirements[i].cells, b = want.requirements[i].cells;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        EXPECT_EQ(got.requirements[i].violations, want.requirements[i].violations) << want.requirements[i].id;
        EXPECT_EQ(a, b) << want.requirements[i].id;
    }
}

CellState repainted(const MapDocument& doc, CellIndex c)
{
    auto s = CellState::of(doc.map(), c);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 8);
    return s;
}

TEST(BackgroundScoring, ABigBoardsEditsAreScoredOffTheGuiThreadAndTheReportCatchesUp)
{
    auto doc = documentOn(core::model::Board::terraMystica(144, 208));
    ASSERT_GE(doc->board().size(), MapDocument::kBackgroundScoringHexes);
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    expectReportOfTheMap(*doc);
    for (CellIndex c : {5, 900, 17000, 29000, 12}) {
        doc->changeCells({{c, repainted(*doc, c)}}, QStringLiteral("paint"));
        if (c == 5) {
            EXPECT_FALSE(caughtUp(*doc)) << "scored on the GUI thread";
        }
    }
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    expectReportOfTheMap(*doc);
    doc->undoStack()->undo();
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    expectReportOfTheMap(*doc);
}

TEST(BackgroundScoring, SmallBoardsAreScoredAtOnce)
{
    auto doc = documentOn(core::model::Board::terraMystica());
    EXPECT_TRUE(caughtUp(*doc));
    doc->changeCells({{7, repainted(*doc, 7)}}, QStringLiteral("paint"));
    EXPECT_TRUE(caughtUp(*doc));
    expectReportOfTheMap(*doc);
}

TEST(BackgroundScoring, ARunsReportIsTakenAsItIsAndNoOlderResultReplacesIt)
{
    auto doc = documentOn(core::model::Board::terraMystica(144, 208));
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    doc->changeCells({{40, repainted(*doc, 40)}}, QStringLiteral("paint")); // a background job starts
    auto snapshot = std::make_shared<core::rules::ScoreReport>();
    snapshot->total = 12345; // not this map's score: proves the document did not rescore
    int changes = 0;
    QObject::connect(doc.get(), &MapDocument::reportChanged, [&] { ++changes; });
    doc->setCells({41}, {repainted(*doc, 41)}, MapDocument::Origin::Run, snapshot);
    EXPECT_EQ(changes, 0) << "a big board takes a run's report in a later turn, not in the apply's";
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 1000));
    EXPECT_EQ(doc->report().total, 12345);
    spinFor(300);
    ASSERT_TRUE(spinUntil([&] { return !doc->findChild<ui::document::BackgroundScorer*>()->busy(); }, 60000));
    spinFor(50);
    EXPECT_EQ(doc->report().total, 12345) << "the paint's older report came back over the run's";
}

// A run's report waits for the next turn of the event loop on a big board: an edit or a new board
// in between must win over it (the report shown is always of the map shown, or of an older one
// that a newer result replaces).
TEST(BackgroundScoring, AnEditOrANewBoardBeforeARunsReportArrivesWins)
{
    auto doc = documentOn(core::model::Board::terraMystica(144, 208));
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    auto wrong = std::make_shared<core::rules::ScoreReport>();
    wrong->total = 12345;
    doc->setCells({41}, {repainted(*doc, 41)}, MapDocument::Origin::Run, wrong);
    doc->changeCells({{42, repainted(*doc, 42)}}, QStringLiteral("paint")); // before the report's turn
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    spinFor(50);
    expectReportOfTheMap(*doc);

    doc->setCells({43}, {repainted(*doc, 43)}, MapDocument::Origin::Run, wrong);
    auto content = doc->content();
    content.board = std::make_shared<const core::model::Board>(core::model::Board::terraMystica(140, 200));
    content.map = core::model::Map(content.board->size());
    for (CellIndex c = 0; c < content.map.size(); ++c)
        content.map.setTerrain(c, static_cast<core::model::TerrainId>(c % 7));
    doc->replaceContent(content, QStringLiteral("new board")); // before the report's turn
    bool oldBoardsReport = false;
    QObject::connect(doc.get(), &MapDocument::reportChanged, [&] { oldBoardsReport = oldBoardsReport || doc->report().total == 12345; });
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    spinFor(50);
    EXPECT_FALSE(oldBoardsReport) << "the old board's run report was shown for the new board";
    expectReportOfTheMap(*doc);
}

// A run's report counts only what the run scores (published rules: ISLAND and FAIR are off); the
// document counts the switched-off requirements itself, at once on a small board, on the worker on
// a big one, and then shows the same report as a fresh full one.
void applyRunReport(MapDocument& doc, CellIndex c)
{
    const CellState state = repainted(doc, c);
    core::model::Map after = doc.map();
    state.writeTo(after, c);
    core::rules::Evaluator run(doc.content().board, doc.content().rules);
    auto partial = std::make_shared<const core::rules::ScoreReport>(run.scoredReport(after, true));
    ASSERT_FALSE(partial->complete()) << "the rules have switched-off requirements";
    doc.setCells({c}, {state}, MapDocument::Origin::Run, partial);
}

TEST(BackgroundScoring, ASmallBoardCountsWhatARunLeftUncountedAtOnce)
{
    auto doc = documentOn(core::model::Board::terraMystica());
    applyRunReport(*doc, 7);
    EXPECT_TRUE(caughtUp(*doc));
    EXPECT_TRUE(doc->report().complete());
    expectReportOfTheMap(*doc);
}

TEST(BackgroundScoring, ABigBoardCountsWhatARunLeftUncountedOnTheWorker)
{
    auto doc = documentOn(core::model::Board::terraMystica(144, 208));
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 60000));
    applyRunReport(*doc, 41);
    ASSERT_TRUE(spinUntil([&] { return caughtUp(*doc); }, 1000));
    ASSERT_TRUE(spinUntil([&] { return doc->report().complete(); }, 60000)) << "the switched-off requirements were never counted";
    EXPECT_TRUE(caughtUp(*doc));
    expectReportOfTheMap(*doc);
}

} // namespace
} // namespace hexloom::test
