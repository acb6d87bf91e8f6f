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
#include <optional>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/main_window/recipe_opener.h"
#include "ui/run/assembly_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

void saveAs(main_window::MainWindow& w, const QString& path)
{
    FileDialogAnswer answer(path);
    ASSERT_TRUE(w.files()->saveAs());
    ASSERT_TRUE(w.files()->saver()->finish());
}

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
    const QString replayed = dir.filePath(QStringLiteral("replayed.json"));
    const CliResult replay = runCli({QStringLiteral("replay"), made, QStringLiteral("--out"), replayed});
    ASSERT_EQ(replay.exitCode, 0) << replay.out.toStdString() << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("reproduced exactly")) << replay.out.toStdString();
    const auto again = core::io::loadMap(replayed);
    ASSERT_EQ(again.board.size(), file.board.size());
    for (CellIndex c = 0; c < file.board.size(); ++c)
        ASSERT_EQ(again.rules->terrain(again.map.terrain(c)).letter, file.rules->terrain(file.map.terrain(c)).letter) << "hex " << c;

    // File → Open Recipe takes the saved map too: it opens as the cells the assembly made.
    std::optional<document::LoadedDocument> loaded;
    const main_window::RecipeHooks hooks{[] { return true; }, [&](document::LoadedDocument d) { loaded = std::move(d); }, {}};
    main_window::startRecipeReplay(&w, made, QStringLiteral(HEXLOOM_CLI_PATH), hooks, nullptr);
    ASSERT_TRUE(spinUntil([&] { return loaded.has_value(); }, 60'000));
    for (CellIndex c = 0; c < file.board.size(); ++c)
        ASSERT_EQ(loaded->content.map.terrain(c), again.map.terrain(c)) << "hex " << c;
    EXPECT_NE(loaded->recipe, nullptr);

    // A hex painted after the run: saved with the recipe marked edited; replay says so and exits 0.
    auto* reopened = w.session()->document();
    CellIndex painted = 0;
    while (painted < reopened->map().size() && reopened->map().locked(painted))
        ++painted;
    ASSERT_LT(painted, reopened->map().size());
    const auto other = static_cast<core::model::TerrainId>((reopened->map().terrain(painted) + 1) % reopened->rules().terrainCount());
    reopened->changeCells({{painted, {other, reopened->map().token(painted), false}}}, QStringLiteral("Paint"));
    const QString edited = dir.filePath(QStringLiteral("edited.json"));
    saveAs(w, edited);
    const auto editedFile = core::io::loadMap(edited);
    EXPECT_EQ(editedFile.metadata.recipe, file.metadata.recipe);
    EXPECT_TRUE(editedFile.metadata.recipeEdited);
    const CliResult editedReplay = runCli({QStringLiteral("replay"), edited});
    EXPECT_EQ(editedReplay.exitCode, 0) << editedReplay.err.toStdString();
    EXPECT_TRUE(editedReplay.out.contains("differs from the map: 1 hex, the first at row ")) << editedReplay.out.toStdString();
    EXPECT_TRUE(editedReplay.out.contains("the map was edited after its run")) << editedReplay.out.toStdString();
}

} // namespace
} // namespace hexloom::test
