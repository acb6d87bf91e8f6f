// MapDocument: every edit is an undo step, strokes merge, revisions and signals follow changes,
// and the score is current after every edit (checked against a fresh Evaluator).
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "tests/support/fixtures.h"
#include "ui/document/map_document.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::CellState;
using ui::document::MapDocument;

std::unique_ptr<MapDocument> tmDocument()
{
    auto rules = builtinRules("terra-mystica-published");
    auto bm = builtinMap("terra-mystica-original", *rules);
    return std::make_unique<MapDocument>(ui::document::DocumentContent{
        std::make_shared<core::model::Board>(std::move(bm.board)), rules, std::move(bm.map)});
}

CellState withTerrain(const MapDocument& doc, CellIndex c, core::model::TerrainId t)
{
    auto s = CellState::of(doc.map(), c);
    s.terrain = t;
    return s;
}

// A land terrain the cell does not have now.
core::model::TerrainId otherThan(const MapDocument& doc, CellIndex c)
{
    return static_cast<core::model::TerrainId>((doc.map().terrain(c) + 1) % 7);
}

TEST(MapDocument, PaintingChangesTheMapAndUndoRestoresIt)
{
    auto doc = tmDocument();
    const auto original = doc->map();
    const uint64_t rev = doc->revision();
    QSignalSpy changed(doc.get(), &MapDocument::cellsChanged);
    const auto t = otherThan(*doc, 10);
    doc->changeCells({{10, withTerrain(*doc, 10, t)}}, QStringLiteral("paint"));
    EXPECT_EQ(doc->map().terrain(10), t);
    EXPECT_GT(doc->revision(), rev);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_TRUE(doc->isModified());
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), original);
    doc->undoStack()->redo();
    EXPECT_EQ(doc->map().terrain(10), t);
}

TEST(MapDocument, AStrokeIsOneUndoStep)
{
    auto doc = tmDocument();
    const auto original = doc->map();
    const int stroke = doc->newStroke();
    for (CellIndex c : {1, 2, 3, 2, 4})
        doc->changeCells({{c, withTerrain(*doc, c, otherThan(*doc, c))}}, QStringLiteral("paint"), stroke);
    EXPECT_EQ(doc->undoStack()->count(), 1);
    doc->changeCells({{5, withTerrain(*doc, 5, otherThan(*doc, 5))}}, QStringLiteral("paint"), doc->newStroke());
    EXPECT_EQ(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), original); // cell 2, painted twice, went back to its first state
}

TEST(MapDocument, UnchangedCellsMakeNoUndoStep)
{
    auto doc = tmDocument();
    doc->changeCells({{7, CellState::of(doc->map(), 7)}}, QStringLiteral("paint"));
    EXPECT_EQ(doc->undoStack()->count(), 0);
}

TEST(MapDocument, ScoreIsCurrentAfterEveryEditAndUndo)
{
    auto doc = tmDocument();
    core::rules::Evaluator fresh(doc->content().board, doc->content().rules);
    for (CellIndex c : {0, 13, 40, 77}) {
        doc->changeCells({{c, withTerrain(*doc, c, 7)}}, QStringLiteral("paint")); // river
        EXPECT_DOUBLE_EQ(doc->report().total, fresh.score(doc->map()));
    }
    doc->undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc->report().total, fresh.score(doc->map()));
}

TEST(MapDocument, SwapMovesContentsButNotLocks)
{
    auto doc = tmDocument();
    auto locked = CellState::of(doc->map(), 0);
    locked.locked = true;
    doc->changeCells({{0, locked}}, QStringLiteral("lock"));
    const auto a = doc->map().terrain(0), b = doc->map().terrain(1);
    doc->swapCells(0, 1);
    EXPECT_EQ(doc->map().terrain(0), b);
    EXPECT_EQ(doc->map().terrain(1), a);
    EXPECT_TRUE(doc->map().locked(0));
    EXPECT_FALSE(doc->map().locked(1));
}

TEST(MapDocument, EditsAreAnnouncedWithTheirRevision)
{
    auto doc = tmDocument();
    QSignalSpy edited(doc.get(), &MapDocument::edited);
    doc->changeCells({{3, withTerrain(*doc, 3, 0)}}, QStringLiteral("paint"));
    doc->undoStack()->undo();
    ASSERT_EQ(edited.count(), 2); // the edit and its undo
    EXPECT_EQ(edited.at(1).at(0).toULongLong(), doc->revision());
    // A run's application changes the map but is not a designer edit.
    doc->setCells({4}, {withTerrain(*doc, 4, 1)}, MapDocument::Origin::Run);
    EXPECT_EQ(edited.count(), 2);
}

} // namespace
} // namespace hexloom::test
