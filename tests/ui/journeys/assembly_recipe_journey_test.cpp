// A map the Tile Assembly made in the editor carries its recipe, and `hexloom-cli replay` makes it
// again: in the real MainWindow the Tile Set dock opens a shipped set, "Use Its Board" puts its
// board in place, Assemble and Apply fill it; hexes of three tiles are locked, a second assembly
// with another seed keeps those tiles as fixed tiles (pins) and is applied; Save As, then File →
// Open of the saved file. The saved recipe names assemble, the seed and the pins; the real CLI
// replays it from the reopened file and finds every hex the same (and, as an independent check,
// the map it writes has the saved terrains). A hex painted afterwards is saved with the recipe
// marked edited, which replay reports without failing. File → Open Recipe opens the saved map as
// the cells the replay makes.
#include <QApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/recipe_replay.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/assembly_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

// Assemble with the dock's settings and wait for the end; the run must have succeeded.
void assemble(docks::TileSetDock& dock)
{
    dock.assembleAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !dock.controller()->isRunning(); }, 60'000));
    ASSERT_TRUE(dock.controller()->result() && dock.controller()->result()->success) << dock.statusText().toStdString();
    ASSERT_TRUE(dock.applyAction()->isEnabled());
}

TEST(AssemblyRecipeJourney, AnAssemblyAppliedInTheEditorIsMadeAgainByReplay)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();
    auto* dock = w.findChild<docks::TileSetDock*>();
    ASSERT_NE(dock, nullptr);
    QString error;
    ASSERT_TRUE(dock->openTileSet(QStringLiteral("country-roads"), &error)) << error.toStdString();
    // The open map is not the set's board: the dock offers its own.
    QPushButton* useBoard = nullptr;
    for (auto* b : dock->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Use Its Board"))
            useBoard = b;
    ASSERT_NE(useBoard, nullptr);
    ASSERT_TRUE(useBoard->isVisible() || !dock->boardWarning().isEmpty());
    useBoard->click();
    auto* doc = w.session()->document();
    ASSERT_TRUE(dock->boardWarning().isEmpty()) << dock->boardWarning().toStdString();

    // First assembly, applied; then the hexes of three of its tiles locked.
    dock->setSeed(5);
    assemble(*dock);
    const auto first = dock->controller()->result()->placements;
    dock->applyAction()->trigger();
    ASSERT_NE(doc->recipe(), nullptr) << "an applied assembly carries its recipe";
    std::vector<document::CellChange> locks;
    for (size_t i = 0; i < 3 && i < first.size(); ++i)
        for (CellIndex c : first[i].cells)
            locks.push_back({c, {doc->map().terrain(c), doc->map().token(c), true}});
    doc->changeCells(locks, QStringLiteral("Lock"));

    // A second assembly around them, another seed: the locked tiles are pinned.
    dock->setSeed(6);
    assemble(*dock);
    ASSERT_EQ(dock->controller()->pins().size(), 3u);
    dock->applyAction()->trigger();

    const QString made = dir.filePath(QStringLiteral("assembled.json"));
    saveAs(w, made);
    ASSERT_TRUE(w.files()->openPath(made)) << "reopened";
    const auto file = core::io::loadMap(made);
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/3 assemble exact "))) << recipe.left(80).toStdString();
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --seed 6 ")));
    EXPECT_EQ(recipe.count(QStringLiteral(" --pin ")), 3);
    EXPECT_FALSE(file.metadata.recipeEdited);
    EXPECT_EQ(file.metadata.algorithm, "assembly");
    EXPECT_EQ(file.metadata.seed, 6u);
    ASSERT_NE(w.session()->document()->recipe(), nullptr) << "the reopened map has its recipe";

    // The real CLI makes the same map again.
    const auto again = replayExactly(made, dir.filePath(QStringLiteral("replayed.json")));

    // File → Open Recipe takes the saved map too: it opens as the cells the assembly made.
    expectOpenRecipeMakes(w, made, again);

    // A hex painted after the run: saved with the recipe marked edited; replay says so and exits 0.
    expectPaintedMapReplaysAsEdited(w, dir.filePath(QStringLiteral("edited.json")), file.metadata.recipe);
}

} // namespace
} // namespace hexloom::test
