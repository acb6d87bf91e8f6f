// File -> Export -> Tiled Map in the real window (Tabletop Simulator: tts_export_dialog_test.cpp): the designer picks a .tmx name, the map and its
// tile images are written, the document keeps its own file, and File -> Open reads the Tiled map
// back to the same cells and locks.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

TEST(ExportTiled, ExportsTheMapWithItsTileImagesAndOpensItBack)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    for (const core::model::CellIndex cell : {3, 7}) {
        ui::document::CellState locked = ui::document::CellState::of(doc->map(), cell);
        locked.locked = true;
        doc->changeCells({{cell, locked}}, QStringLiteral("Lock"));
    }
    const core::model::Map before = doc->map();
    const QString pathBefore = doc->filePath();
    QAction* action = menuAction(w, QStringLiteral("&Tiled Map…"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_FALSE(action->toolTip().isEmpty());
    const QString tmx = dir.filePath(QStringLiteral("board.tmx"));
    {
        FileDialogAnswer answer(tmx);
        action->trigger();
    }
    ASSERT_TRUE(QFile::exists(tmx));
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("hexloom-tiles/terra-mystica-published/lock.png"))));
    EXPECT_EQ(w.session()->document()->filePath(), pathBefore) << "an export leaves the document's own file alone";

    ASSERT_TRUE(w.openFile(tmx));
    const auto* opened = w.session()->document();
    ASSERT_EQ(opened->board().size(), before.size());
    EXPECT_EQ(opened->filePath(), tmx);
    EXPECT_TRUE(opened->map().sameContents(before));
    EXPECT_TRUE(opened->map().sameLocks(before));
}

} // namespace
} // namespace hexloom::test
