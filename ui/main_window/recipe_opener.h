#pragma once
// File → Open Recipe: a recipe (the one-line text of docs/file-format.md, pasted, or a file: a map
// made by generate or a text file holding the line) is replayed by `hexloom-cli replay`, the
// command-line tool next to the editor, and the map it makes opens as a new untitled document.
// The replay is the CLI's, so the editor and the command line make the same cells. It runs beside
// the editor (RecipeReplay), with a progress window whose Cancel ends it; the window stays usable.
// A Tiled map whose tiles have no "kind" property is read on a worker first and its kinds are
// asked in the dialog File → Open asks with (TiledKindMapDialog::ask); the replay compares its
// cells with the map read with them, and Cancel replays nothing.
#include <QString>
#include <functional>

#include "core/io/tiled_kind_map.h"
#include "ui/document/document_files.h"

class QAction;
class QMenu;
class QWidget;

namespace hexloom::ui::main_window {

// Where the editor expects hexloom-cli: the program the environment variable HEXLOOM_CLI names
// when it is set (a build tree or an install where the two programs live apart; the tests set it
// to the CLI they were built with), else beside the editor's own executable.
QString defaultCliPath();

struct RecipeHooks {
    std::function<bool()> maybeSave; // false: the designer cancelled
    std::function<void(document::LoadedDocument)> install;
    // After install: whether the replay made the map given as the recipe (ReplayVerdict::text(),
    // never empty); not called for a recipe line. May be empty.
    std::function<void(const QString&)> report;
};
void addOpenRecipeAction(QMenu* fileMenu, QWidget* window, RecipeHooks hooks);
// Starts replaying `recipeOrPath` with the CLI at `cliPath` and returns at once: a non-modal
// progress window (its object name "RecipeReplayProgress") counts the seconds and offers Cancel;
// the map is installed (and the comparison with a map given as the recipe reported), or the CLI's
// one-line reason shown, when the replay ends. `action` (may be
// null) is disabled meanwhile. Closing `window` kills the replay.
// `kinds`: for a Tiled map given as `recipeOrPath`, the kinds of its tiles without one.
void startRecipeReplay(QWidget* window, const QString& recipeOrPath, const QString& cliPath, RecipeHooks hooks, QAction* action,
                       const core::io::TiledKindMap& kinds = {});
// What Open Recipe does once the recipe or file is chosen: a Tiled map is read on a worker (its
// message shown if it cannot be read) and, when its tiles have no kind, the kinds dialog is asked
// before startRecipeReplay; anything else goes to startRecipeReplay at once. `action` is disabled
// from the start; returns at once.
void openRecipe(QWidget* window, const QString& recipeOrPath, const QString& cliPath, RecipeHooks hooks, QAction* action);

} // namespace hexloom::ui::main_window
