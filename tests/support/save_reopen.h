#pragma once
// Saving the window's map as a designer does (File -> Save As, the dialog answered), and the round
// trip a recipe must survive: saved, reopened in the window, saved again.
#include <QString>
#include <gtest/gtest.h>
#include <string>

#include "core/io/map_file.h"
#include "tests/support/file_dialog_answer.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/session/document_session.h"

namespace hexloom::test {

// Save As `path`, waiting until the file is written.
inline void saveAs(ui::main_window::MainWindow& w, const QString& path)
{
    FileDialogAnswer answer(path);
    ASSERT_TRUE(w.files()->saveAs());
    ASSERT_TRUE(w.files()->saver()->finish());
}

// The map saved as `first`, reopened and saved again as `second`; returns the recipe of `second`,
// checked to be the one `first` holds (the recipe travels with the reopened map).
inline std::string saveReopenAndSaveAgain(ui::main_window::MainWindow& w, const QString& first, const QString& second)
{
    saveAs(w, first);
    EXPECT_TRUE(w.files()->openPath(first));
    EXPECT_NE(w.session()->document()->recipe(), nullptr) << "the reopened map has its recipe";
    saveAs(w, second);
    const std::string recipe = core::io::loadMap(second).metadata.recipe;
    EXPECT_EQ(recipe, core::io::loadMap(first).metadata.recipe);
    return recipe;
}

} // namespace hexloom::test
