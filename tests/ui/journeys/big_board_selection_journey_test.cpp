// The Edit menu's selection on a big board in the real editor, as a designer uses it: Select All,
// Lock Selection, Undo, Redo; a block selected and inverted, the rest filled with the brush
// terrain, Undo and Redo; Select None, after which the selection's edits do nothing; another map
// opened, which starts with nothing selected. After each step every hex of the map is checked
// against an oracle worked out from the file's map (a plain loop over the hexes), and the selection
// against the hexes it should hold. 29,880 hexes keep the test quick; docs/benchmarks.md has the
// 250,000-hex figures.
#include <QAction>
#include <QTemporaryDir>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "tests/support/big_map_file.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;
using core::model::Map;
using core::model::TerrainId;

struct SelectionEditor {
    QTemporaryDir dir;
    main_window::MainWindow w;
    Map fileMap;
    SelectionEditor()
    {
        EXPECT_TRUE(w.openFile(writeBigMapFile(dir.filePath(QStringLiteral("big.json")), 3)));
        fileMap = doc().map();
    }
    document::MapDocument& doc() { return *w.session()->document(); }
    scene::MapScene& scene() { return *w.session()->scene(); }
    // An Edit menu entry by its text (Undo and Redo, whose text names the step, go to the undo stack).
    void menu(const char* text)
    {
        QAction* a = menuAction(w, QString::fromUtf8(text));
        ASSERT_NE(a, nullptr) << text;
        a->trigger();
    }
    // Hexes whose terrain, token or lock differ from `want` (at most 5 named).
    ::testing::AssertionResult mapIs(const Map& want)
    {
        int wrong = 0;
        std::string named;
        for (CellIndex c = 0; c < want.size(); ++c)
            if (doc().map().terrain(c) != want.terrain(c) || doc().map().token(c) != want.token(c) || doc().map().locked(c) != want.locked(c))
                if (++wrong <= 5)
                    named += " " + std::to_string(c);
        if (wrong == 0)
            return ::testing::AssertionSuccess();
        return ::testing::AssertionFailure() << wrong << " hexes differ, e.g." << named;
    }
};

TEST(BigBoardSelection, SelectAllThenLockUndoRedoChangesEveryHexAndOnlyItsLock)
{
    ASSERT_TRUE(kScratchSettings);
    SelectionEditor e;
    const CellIndex n = e.doc().board().size();
    ASSERT_GE(n, 29880);
    e.menu("Select &All");
    ASSERT_EQ(e.scene().selection().size(), static_cast<size_t>(n));
    for (CellIndex c = 0; c < n; ++c)
        ASSERT_TRUE(e.scene().selection().contains(c)) << c;

    Map allLocked = e.fileMap;
    for (CellIndex c = 0; c < n; ++c)
        allLocked.setLocked(c, true);
    e.menu("&Lock Selection");
    EXPECT_TRUE(e.mapIs(allLocked));
    e.doc().undoStack()->undo();
    EXPECT_TRUE(e.mapIs(e.fileMap)) << "every 7th hex locked again, as in the file";
    e.doc().undoStack()->redo();
    EXPECT_TRUE(e.mapIs(allLocked));

    Map noneLocked = e.fileMap;
    for (CellIndex c = 0; c < n; ++c)
        noneLocked.setLocked(c, false);
    e.menu("U&nlock Selection");
    EXPECT_TRUE(e.mapIs(noneLocked));
    e.doc().undoStack()->undo();
    e.doc().undoStack()->undo();
    EXPECT_TRUE(e.mapIs(e.fileMap));
    EXPECT_EQ(e.scene().selection().size(), static_cast<size_t>(n)) << "undo leaves the selection alone";
}

TEST(BigBoardSelection, AnInvertedBlockIsFilledWithTheBrushTerrainAndUndoRestoresTheFile)
{
    ASSERT_TRUE(kScratchSettings);
    SelectionEditor e;
    const CellIndex n = e.doc().board().size();
    std::vector<CellIndex> block;
    for (CellIndex c = 1000; c < 9000; c += (c % 50 == 0 ? 3 : 1)) // long runs and a few gaps
        block.push_back(c);
    e.scene().selectCells(block);
    e.menu("&Invert Selection");
    const auto& selected = e.scene().selection();
    std::vector<bool> inBlock(static_cast<size_t>(n), false);
    for (CellIndex c : block)
        inBlock[static_cast<size_t>(c)] = true;
    ASSERT_EQ(selected.size(), static_cast<size_t>(n) - block.size());
    std::vector<CellIndex> rest;
    for (CellIndex c = 0; c < n; ++c) {
        ASSERT_EQ(selected.contains(c), !inBlock[static_cast<size_t>(c)]) << c;
        if (!inBlock[static_cast<size_t>(c)])
            rest.push_back(c);
    }
    EXPECT_EQ(selected.cells(), rest) << "the selection lists exactly the hexes outside the block, in order";

    const TerrainId brush = 2;
    e.w.findChild<tools::ToolOptions*>()->setTerrain(brush);
    Map filled = e.fileMap;
    for (CellIndex c = 0; c < n; ++c)
        if (!inBlock[static_cast<size_t>(c)])
            filled.setTerrain(c, brush); // locks stay; a fill paints locked hexes too
    e.menu("&Fill Selection");
    EXPECT_TRUE(e.mapIs(filled));
    e.doc().undoStack()->undo();
    EXPECT_TRUE(e.mapIs(e.fileMap));
    e.doc().undoStack()->redo();
    EXPECT_TRUE(e.mapIs(filled));

    e.menu("Select &None");
    EXPECT_TRUE(e.scene().selection().empty());
    const int steps = e.doc().undoStack()->count();
    e.menu("&Lock Selection");
    e.menu("&Fill Selection");
    EXPECT_EQ(e.doc().undoStack()->count(), steps) << "nothing selected: no undo step";
    EXPECT_TRUE(e.mapIs(filled));

    e.menu("&Invert Selection");
    EXPECT_TRUE(e.scene().selection().isAll());
    // A board-shape edit replaces the board: the selection is cleared and sized for the new one.
    auto content = e.doc().content();
    content.board = std::make_shared<const core::model::Board>(core::model::Board::terraMystica(9, 13));
    content.map = Map(content.board->size());
    e.doc().replaceContent(content, QStringLiteral("Board shape"));
    EXPECT_EQ(e.scene().selection().boardSize(), content.board->size());
    EXPECT_TRUE(e.scene().selection().empty());
    e.menu("Select &All");
    EXPECT_EQ(e.scene().selection().cells().size(), static_cast<size_t>(content.board->size()));
    e.doc().undoStack()->undo();
    EXPECT_EQ(e.scene().selection().boardSize(), n);
    EXPECT_TRUE(e.scene().selection().empty());
    EXPECT_TRUE(e.mapIs(filled));
    e.menu("Select &All");
    e.w.openDefault();
    EXPECT_EQ(e.scene().selection().boardSize(), e.doc().board().size());
    EXPECT_TRUE(e.scene().selection().empty()) << "another map starts with nothing selected";
}

} // namespace
} // namespace hexloom::test
