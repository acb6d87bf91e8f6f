#pragma once
// The real `hexloom-cli replay` of a map the editor saved with a run's recipe: the map made again
// exactly, and the failing path, a map edited after its run.
#include <QString>
#include <gtest/gtest.h>
#include <optional>
#include <string>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/save_reopen.h"
#include "ui/main_window/recipe_opener.h"

namespace hexloom::test {

// Replays the saved map `made` into `replayed`: the CLI says it reproduced exactly, and (an
// independent check) the map it writes has the saved map's terrain letters on every hex.
inline core::io::MapFile replayExactly(const QString& made, const QString& replayed)
{
    const CliResult replay = runCli({QStringLiteral("replay"), made, QStringLiteral("--out"), replayed});
    EXPECT_EQ(replay.exitCode, 0) << replay.out.toStdString() << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("reproduced exactly")) << replay.out.toStdString();
    const auto file = core::io::loadMap(made);
    auto again = core::io::loadMap(replayed);
    EXPECT_EQ(again.board.size(), file.board.size());
    const auto letter = [](const core::io::MapFile& f, core::model::CellIndex c) { return f.rules->terrain(f.map.terrain(c)).letter; };
    for (core::model::CellIndex c = 0; c < file.board.size() && c < again.board.size(); ++c)
        EXPECT_EQ(letter(again, c), letter(file, c)) << "hex " << c;
    return again;
}

// File → Open Recipe of the saved map `made`, as the window does it (through the real CLI): the map
// opens as the cells the replay made, `replayed` (what replayExactly returned), with its recipe.
inline void expectOpenRecipeMakes(ui::main_window::MainWindow& w, const QString& made, const core::io::MapFile& replayed)
{
    std::optional<ui::document::LoadedDocument> loaded;
    const ui::main_window::RecipeHooks hooks{[] { return true; }, [&](ui::document::LoadedDocument d) { loaded = std::move(d); }, {}};
    ui::main_window::startRecipeReplay(&w, made, QStringLiteral(HEXLOOM_CLI_PATH), hooks, nullptr);
    ASSERT_TRUE(spinUntil([&] { return loaded.has_value(); }, 60'000));
    ASSERT_EQ(loaded->content.map.size(), replayed.map.size());
    for (core::model::CellIndex c = 0; c < replayed.map.size(); ++c)
        ASSERT_EQ(loaded->content.map.terrain(c), replayed.map.terrain(c)) << "hex " << c;
    EXPECT_NE(loaded->recipe, nullptr);
}

// A hex painted after the run, the map saved as `path`: the file keeps the run's `recipe`, marked
// edited, and replay says the map differs by that one hex (named by row and column) because it was
// edited, and exits 0.
inline void expectPaintedMapReplaysAsEdited(ui::main_window::MainWindow& w, const QString& path, const std::string& recipe)
{
    auto* doc = w.session()->document();
    core::model::CellIndex painted = 0;
    while (painted < doc->map().size() && doc->map().locked(painted))
        ++painted;
    ASSERT_LT(painted, doc->map().size());
    const auto other = static_cast<core::model::TerrainId>((doc->map().terrain(painted) + 1) % doc->rules().terrainCount());
    doc->changeCells({{painted, {other, doc->map().token(painted), false}}}, QStringLiteral("Paint"));
    saveAs(w, path);
    const auto file = core::io::loadMap(path);
    EXPECT_EQ(file.metadata.recipe, recipe);
    EXPECT_TRUE(file.metadata.recipeEdited);
    const CliResult replay = runCli({QStringLiteral("replay"), path});
    EXPECT_EQ(replay.exitCode, 0) << replay.err.toStdString();
    const core::model::OffsetCoord at = file.board.offset(painted);
    EXPECT_TRUE(replay.out.contains(QStringLiteral("differs from the map: 1 hex, the first at row %1, column %2; the map was edited")
                                        .arg(at.row)
                                        .arg(at.col)
                                        .toUtf8()))
        << replay.out.toStdString();
}

} // namespace hexloom::test
