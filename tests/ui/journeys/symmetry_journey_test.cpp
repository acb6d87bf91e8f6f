// A symmetric map for three seats, the way a designer makes one in the real MainWindow: choose
// rotate-3 in the Search dock (the canvas draws the centre and the seats' sectors), switch on the
// symmetric brush on the tool bar, paint (the whole orbit changes; Undo restores it) and lock (the
// whole orbit is locked), run a search, and the result is invariant under the turn, checked from the
// cells' pixel positions (tests/core/symmetry/symmetry_oracle.h), not from orbit ids; save, reopen,
// and the map is the same, and the real CLI replays its recipe exactly. And a board whose shape
// has no such turn refuses the mode, saying why.
#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QToolBar>
#include <gtest/gtest.h>
#include <set>

#include "core/model/hex_layout.h"
#include "core/search/solver.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/recipe_replay.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/symmetry_box.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/symmetry_controls.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/scene/symmetry_item.h"
#include "ui/session/document_session.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;
using core::symmetry::SymmetryMode;

// The orbit of `cell` under `mode` by positions: the cells at its centre's images.
std::set<CellIndex> orbitByPositions(const core::model::Board& board, SymmetryMode mode, CellIndex cell)
{
    std::set<CellIndex> out;
    for (const auto& f : core::symmetry::planeMaps(board, mode))
        out.insert(core::symmetry::cellAt(board, f(core::model::HexLayout::centre(board.hex(cell), 1.0))));
    return out;
}

void choose(QComboBox* box, SymmetryMode mode)
{
    const int i = box->findData(static_cast<int>(mode));
    ASSERT_GE(i, 0);
    box->setCurrentIndex(i);
}

bool itemEnabled(QComboBox* box, SymmetryMode mode)
{
    const auto* model = qobject_cast<QStandardItemModel*>(box->model());
    return model->item(box->findData(static_cast<int>(mode)))->isEnabled();
}

void clickHex(main_window::MainWindow& w, CellIndex cell, Qt::KeyboardModifiers m = {})
{
    auto* view = w.view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, m, view->mapFromScene(w.session()->scene()->geometry().centre(cell)));
}

TEST(SymmetryJourney, ChoosePaintLockRunSaveAndReopenAThreeSeatBoard)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"));
    main_window::MainWindow w;
    w.show();
    ASSERT_TRUE(w.openFile(path));
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    auto* doc = w.session()->document();
    const auto& board = doc->board();

    // Choose the mode: every mode suits a hexagonal board.
    auto* mode = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SymmetryMode"));
    ASSERT_TRUE(mode);
    for (SymmetryMode m : core::symmetry::symmetricModes())
        EXPECT_TRUE(itemEnabled(mode, m)) << core::symmetry::modeName(m);
    choose(mode, SymmetryMode::Rotate3);
    // The canvas draws the centre of the turn (on the centre hex) and one ray per seat.
    auto* overlay = w.symmetry()->overlay();
    ASSERT_TRUE(overlay);
    EXPECT_TRUE(overlay->hasCentre());
    EXPECT_EQ(overlay->rays().size(), 3u);
    EXPECT_TRUE(overlay->axes().empty());
    CellIndex centre = core::model::kNoCell;
    for (CellIndex c = 0; c < board.size(); ++c)
        if (orbitByPositions(board, SymmetryMode::Rotate6, c).size() == 1)
            centre = c;
    ASSERT_NE(centre, core::model::kNoCell);
    const QPointF drawn = overlay->centre(), expected = w.session()->scene()->geometry().centre(centre);
    EXPECT_NEAR(drawn.x(), expected.x(), 1e-6);
    EXPECT_NEAR(drawn.y(), expected.y(), 1e-6);
    // The six homes are two orbits of the turn: every home's images are homes.
    EXPECT_FALSE(overlay->homeImages().empty());
    for (const auto& h : overlay->homeImages())
        EXPECT_TRUE(h.matched) << "player " << h.player;

    // The symmetric brush, switched on from the tool bar.
    QAction* brush = w.symmetry()->brushAction();
    auto* toolBar = w.findChild<QToolBar*>(QStringLiteral("ToolsBar"));
    ASSERT_TRUE(toolBar);
    ASSERT_TRUE(toolBar->widgetForAction(brush));
    QTest::mouseClick(toolBar->widgetForAction(brush), Qt::LeftButton);
    ASSERT_TRUE(brush->isChecked());
    auto* options = w.findChild<tools::ToolOptions*>();
    EXPECT_TRUE(options->symmetricBrush());
    EXPECT_EQ(options->symmetry(), SymmetryMode::Rotate3);

    // Paint: the hex and its two images change, in one undo step that Undo takes back.
    w.tools()->selectTool(QStringLiteral("brush"));
    options->setBrushRadius(0);
    const CellIndex painted = board.indexOf(board.hex(centre) + core::model::Hex{1, -2});
    const auto orbit = orbitByPositions(board, SymmetryMode::Rotate3, painted);
    ASSERT_EQ(orbit.size(), 3u);
    core::model::TerrainId paint = 0;
    while (std::any_of(orbit.begin(), orbit.end(), [&](CellIndex c) { return doc->map().terrain(c) == paint; }) ||
           doc->rules().terrain(paint).fixed)
        ++paint;
    options->setTerrain(paint);
    const auto before = doc->map();
    clickHex(w, painted);
    for (CellIndex c = 0; c < board.size(); ++c)
        EXPECT_EQ(doc->map().terrain(c) == paint && before.terrain(c) != paint, orbit.count(c) == 1) << "hex " << c;
    QAction* undo = nullptr; // Edit → Undo, whose text names the step ("&Undo Paint terrain")
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = a;
    ASSERT_TRUE(undo);
    EXPECT_TRUE(undo->isEnabled());
    undo->trigger();
    EXPECT_TRUE(doc->map().sameContents(before));
    clickHex(w, painted); // again, to keep

    // Lock: the painted hex's whole orbit is locked.
    w.tools()->selectTool(QStringLiteral("lock"));
    clickHex(w, painted);
    for (CellIndex c : orbit)
        EXPECT_TRUE(doc->map().locked(c)) << "hex " << c;
    const auto locked = doc->map();

    // The pool: when it cannot be symmetric the dock says so in numbers and offers to fit it.
    auto* box = w.searchDock()->symmetryBox();
    if (box->note().contains(QStringLiteral("cannot be rotate-3 symmetric"))) {
        auto* fit = box->findChild<QPushButton*>(QStringLiteral("SymmetryFit"));
        ASSERT_TRUE(fit && fit->isVisible());
        box->setPool(docks::SymmetryBox::Pool::Fit);
    }
    EXPECT_EQ(box->note().contains(QStringLiteral("cannot")), false) << box->note().toStdString();

    // Run: every generator moves whole orbits, the default fast solver too.
    auto* algorithm = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    ASSERT_TRUE(algorithm);
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("fast")));
    ASSERT_TRUE(w.searchDock()->runAction()->isEnabled());
    // The result keeps the turn, and the locked orbit. An evaluation stop (the time limit far
    // off), so the recipe is exact whatever the machine's speed.
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(600);
    w.searchDock()->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(20000);
    auto* runs = w.session()->runs();
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 20000));
    const auto& result = doc->map();
    EXPECT_FALSE(result.sameContents(locked)) << "the run changed nothing";
    EXPECT_TRUE(core::symmetry::invariantByPositions(board, result, SymmetryMode::Rotate3));
    for (CellIndex c : orbit)
        EXPECT_EQ(result.terrain(c), paint);

    // Save and reopen: the same symmetric map.
    const auto saved = doc->map();
    QAction* save = menuAction(w, QStringLiteral("&Save"));
    ASSERT_TRUE(save);
    save->trigger();
    EXPECT_FALSE(doc->isModified());
    ASSERT_TRUE(w.openFile(path));
    const auto& reopened = w.session()->document()->map();
    EXPECT_TRUE(reopened.sameContents(saved));
    EXPECT_TRUE(reopened.sameLocks(saved));
    EXPECT_TRUE(core::symmetry::invariantByPositions(w.session()->document()->board(), reopened, SymmetryMode::Rotate3));
    // The saved map carries the symmetric run's recipe: the real CLI makes it again exactly.
    EXPECT_NE(core::io::loadMap(path).metadata.recipe.find("exact"), std::string::npos);
    replayExactly(path, dir.filePath(QStringLiteral("replayed.json")));
}

TEST(SymmetryJourney, ABoardWithoutTheTurnListsTheModeDisabledAndSaysWhy)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault(); // the Original Terra Mystica board: no three-fold turn
    auto* mode = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SymmetryMode"));
    ASSERT_TRUE(mode);
    EXPECT_FALSE(itemEnabled(mode, SymmetryMode::Rotate3));
    const auto* model = qobject_cast<QStandardItemModel*>(mode->model());
    const QString why = model->item(mode->findData(static_cast<int>(SymmetryMode::Rotate3)))->toolTip();
    EXPECT_TRUE(why.contains(QStringLiteral("no image"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("row"))) << why.toStdString();
    EXPECT_FALSE(w.searchDock()->symmetryBox()->setMode(SymmetryMode::Rotate3));
    EXPECT_EQ(w.searchDock()->symmetryBox()->mode(), SymmetryMode::None);
    // Point symmetry suits the board's shape, but not the Original pool: the dock says why in numbers.
    ASSERT_TRUE(itemEnabled(mode, SymmetryMode::Rotate2));
    choose(mode, SymmetryMode::Rotate2);
    const QString note = w.searchDock()->symmetryBox()->note();
    EXPECT_TRUE(note.contains(QStringLiteral("The pool cannot be rotate-2 symmetric: 7 kinds have counts"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QRegularExpression(QStringLiteral("\\d")))) << note.toStdString();
    // The other way out: symmetry as a soft requirement, one undo step.
    auto* soft = w.searchDock()->symmetryBox()->findChild<QPushButton*>(QStringLiteral("SymmetrySoft"));
    ASSERT_TRUE(soft);
    EXPECT_FALSE(soft->isHidden());
    auto* doc = w.session()->document();
    const size_t before = doc->rules().requirements.size();
    QTest::mouseClick(soft, Qt::LeftButton);
    ASSERT_EQ(doc->rules().requirements.size(), before + 1);
    const auto& added = doc->rules().requirements.back();
    EXPECT_EQ(added.type, "symmetry");
    EXPECT_EQ(added.text("mode", ""), "rotate-2");
    EXPECT_EQ(w.searchDock()->symmetryBox()->mode(), SymmetryMode::None);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->rules().requirements.size(), before);
}

} // namespace
} // namespace hexloom::test
