#pragma once
// File → Open Recipe: a recipe (the one-line text of docs/file-format.md, pasted, or a file: a map
// made by generate or a text file holding the line) is replayed by `hexloom-cli replay`, the
// command-line tool next to the editor, and the map it makes opens as a new untitled document.
// The replay is the CLI's, so the editor and the command line make the same cells.
#include <QString>
#include <functional>

#include "ui/document/document_files.h"

class QMenu;
class QWidget;

namespace hexloom::ui::main_window {

// Replays `recipeOrPath` with the CLI at `cliPath`; throws std::runtime_error with the CLI's
// one-line reason when it cannot.
document::LoadedDocument replayRecipe(const QString& recipeOrPath, const QString& cliPath);
// Where the editor expects hexloom-cli: beside its own executable.
QString defaultCliPath();

struct RecipeHooks {
    std::function<bool()> maybeSave; // false: the designer cancelled
    std::function<void(document::LoadedDocument)> install;
};
void addOpenRecipeAction(QMenu* fileMenu, QWidget* window, RecipeHooks hooks);

} // namespace hexloom::ui::main_window
