// The symmetric brush on the real view: a stroke paints (and the lock brush locks) the whole orbit
// of every hex it touches, as the cells' positions say (tests/core/symmetry/symmetry_oracle.h:
// rotations and reflections in floating-point pixel geometry, not BoardSymmetry's orbits); one
// stroke is one undo step; with the toggle off, or no symmetry, only the touched hexes change.
#include <QTest>
#include <gtest/gtest.h>

#include "tests/ui/tools/tool_canvas.h"
#include <set>

#include "core/model/hex_layout.h"
#include "core/symmetry/board_symmetry.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using core::symmetry::SymmetryMode;
using namespace ui;

std::unique_ptr<Canvas> galaxy()
{
    return std::make_unique<Canvas>(document::builtinDocument(QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy")));
}

// The orbit of `cell` by positions: the cells at its centre's images under the mode's plane maps.
std::set<CellIndex> orbitByPositions(const core::model::Board& board, SymmetryMode mode, CellIndex cell)
{
    std::set<CellIndex> out;
    for (const auto& f : core::symmetry::planeMaps(board, mode)) {
        const CellIndex image = core::symmetry::cellAt(board, f(core::model::HexLayout::centre(board.hex(cell), 1.0)));
        EXPECT_NE(image, core::model::kNoCell);
        out.insert(image);
    }
    return out;
}

// The hex at `offset` from the galaxy's centre hex (the one every turn leaves in place).
CellIndex nearCentre(const core::model::Board& board, core::model::Hex offset)
{
    for (CellIndex c = 0; c < board.size(); ++c)
        if (orbitByPositions(board, SymmetryMode::Rotate6, c).size() == 1)
            return board.indexOf(board.hex(c) + offset);
    ADD_FAILURE() << "no centre hex";
    return core::model::kNoCell;
}

// A terrain other than every one of `cells` holds.
core::model::TerrainId unusedOn(const document::MapDocument& doc, const std::set<CellIndex>& cells)
{
    for (core::model::TerrainId t = 0; t < doc.rules().terrainCount(); ++t)
        if (std::none_of(cells.begin(), cells.end(), [&](CellIndex c) { return doc.map().terrain(c) == t; }))
            return t;
    ADD_FAILURE() << "every terrain is used";
    return 0;
}

std::set<CellIndex> changedCells(const core::model::Map& before, const core::model::Map& after)
{
    std::set<CellIndex> out;
    for (CellIndex c = 0; c < before.size(); ++c)
        if (before.terrain(c) != after.terrain(c) || before.locked(c) != after.locked(c))
            out.insert(c);
    return out;
}

TEST(BrushSymmetry, AStrokePaintsTheWholeOrbitOfEveryHexItTouchesAsOneUndoStep)
{
    for (SymmetryMode mode : {SymmetryMode::Rotate3, SymmetryMode::Rotate6, SymmetryMode::MirrorV, SymmetryMode::Mirror2}) {
        SCOPED_TRACE(std::string(core::symmetry::modeName(mode)));
        auto c = galaxy();
        c->tools.selectTool(QStringLiteral("brush"));
        c->options.setSymmetry(mode);
        c->options.setSymmetricBrush(true);
        // Two neighbouring hexes off the centre, dragged over in one stroke.
        const CellIndex a = nearCentre(c->doc.board(), {1, -3}), b = nearCentre(c->doc.board(), {1, -2});
        ASSERT_NE(a, core::model::kNoCell);
        ASSERT_NE(b, core::model::kNoCell);
        std::set<CellIndex> expected = orbitByPositions(c->doc.board(), mode, a);
        const auto more = orbitByPositions(c->doc.board(), mode, b);
        expected.insert(more.begin(), more.end());
        const auto terrain = unusedOn(c->doc, expected);
        c->options.setTerrain(terrain);
        const auto before = c->doc.map();
        QTest::mousePress(c->view.viewport(), Qt::LeftButton, {}, c->at(a));
        QTest::mouseMove(c->view.viewport(), c->at(b));
        QTest::mouseRelease(c->view.viewport(), Qt::LeftButton, {}, c->at(b));
        EXPECT_EQ(changedCells(before, c->doc.map()), expected);
        for (CellIndex cell : expected)
            EXPECT_EQ(c->doc.map().terrain(cell), terrain) << "hex " << cell;
        EXPECT_EQ(c->doc.undoStack()->count(), 1) << "one stroke, one undo step";
        c->doc.undoStack()->undo();
        EXPECT_TRUE(c->doc.map().sameContents(before));
    }
}

TEST(BrushSymmetry, TheLockBrushLocksTheOrbitAndShiftUnlocksIt)
{
    auto c = galaxy();
    c->tools.selectTool(QStringLiteral("lock"));
    c->options.setSymmetry(SymmetryMode::Rotate3);
    c->options.setSymmetricBrush(true);
    const CellIndex a = nearCentre(c->doc.board(), {2, -1});
    const auto orbit = orbitByPositions(c->doc.board(), SymmetryMode::Rotate3, a);
    ASSERT_EQ(orbit.size(), 3u);
    const auto before = c->doc.map();
    QTest::mouseClick(c->view.viewport(), Qt::LeftButton, {}, c->at(a));
    EXPECT_EQ(changedCells(before, c->doc.map()), orbit);
    for (CellIndex cell : orbit)
        EXPECT_TRUE(c->doc.map().locked(cell));
    QTest::mouseClick(c->view.viewport(), Qt::LeftButton, Qt::ShiftModifier, c->at(*orbit.rbegin()));
    for (CellIndex cell : orbit)
        EXPECT_FALSE(c->doc.map().locked(cell));
}

TEST(BrushSymmetry, OffOrWithoutASymmetryOnlyTheTouchedHexChanges)
{
    auto c = galaxy();
    c->tools.selectTool(QStringLiteral("brush"));
    const CellIndex a = nearCentre(c->doc.board(), {2, -1});
    const auto terrain = unusedOn(c->doc, {a});
    c->options.setTerrain(terrain);
    c->options.setSymmetry(SymmetryMode::Rotate3); // chosen, but the brush is not symmetric
    c->options.setSymmetricBrush(false);
    auto before = c->doc.map();
    QTest::mouseClick(c->view.viewport(), Qt::LeftButton, {}, c->at(a));
    EXPECT_EQ(changedCells(before, c->doc.map()), std::set<CellIndex>{a});
    c->doc.undoStack()->undo();
    c->options.setSymmetricBrush(true); // symmetric, but no symmetry chosen
    c->options.setSymmetry(SymmetryMode::None);
    before = c->doc.map();
    QTest::mouseClick(c->view.viewport(), Qt::LeftButton, {}, c->at(a));
    EXPECT_EQ(changedCells(before, c->doc.map()), std::set<CellIndex>{a});
}

TEST(BrushSymmetry, ABoardWithoutTheSymmetryPaintsOnlyTheTouchedHex)
{
    // The Original Terra Mystica board has no three-fold turn.
    Canvas c(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")));
    ASSERT_FALSE(core::symmetry::BoardSymmetry::cellsWithoutImage(c.doc.board(), SymmetryMode::Rotate3).empty());
    c.tools.selectTool(QStringLiteral("brush"));
    c.options.setSymmetry(SymmetryMode::Rotate3);
    c.options.setSymmetricBrush(true);
    const CellIndex a = 30;
    c.options.setTerrain(unusedOn(c.doc, {a}));
    const auto before = c.doc.map();
    QTest::mouseClick(c.view.viewport(), Qt::LeftButton, {}, c.at(a));
    EXPECT_EQ(changedCells(before, c.doc.map()), std::set<CellIndex>{a});
}

} // namespace
} // namespace hexloom::test
