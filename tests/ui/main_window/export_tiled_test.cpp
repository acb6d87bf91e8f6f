// File -> Export -> Tiled Map in the real window (Tabletop Simulator: tts_export_dialog_test.cpp): the designer picks a .tmx name, the map and its
// tile images are written, the document keeps its own file, and File -> Open reads the Tiled map
// back to the same cells and locks. The save dialog proposes a name: the map's own beside it, and
// for the built-in map never saved (or a shipped map) the name the window's title shows, in Documents.
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QUrl>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/export_menu.h"
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

// The file the next save dialog proposes; the dialog is then cancelled.
struct ProposalCatcher : QObject {
    QTimer timer;
    QString proposed;
    ProposalCatcher()
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                proposed = dialog->selectedFiles().value(0);
                timer.stop();
                dialog->reject();
            }
        });
        timer.start();
    }
};

QString proposalOf(ui::main_window::MainWindow& w)
{
    ProposalCatcher catcher;
    menuAction(w, QStringLiteral("&Tiled Map…"))->trigger();
    return catcher.proposed;
}

TEST(ExportTiled, TheSaveDialogProposesANameForEveryMap)
{
    ASSERT_TRUE(kScratchSettings);
    // A Documents folder of the test's own (QStandardPaths reads it from the scratch settings'
    // user-dirs.dirs), never the user's.
    QTemporaryDir scratch;
    const QDir documents(scratch.filePath(QStandardPaths::displayName(QStandardPaths::DocumentsLocation)));
    ASSERT_TRUE(QDir().mkpath(documents.path()));
    const QString userDirs = QDir(QFile::decodeName(qgetenv("XDG_CONFIG_HOME"))).filePath(QStringLiteral("user-dirs.dirs"));
    ASSERT_TRUE(QDir().mkpath(QFileInfo(userDirs).path()));
    {
        QFile dirs(userDirs);
        ASSERT_TRUE(dirs.open(QIODevice::WriteOnly));
        ASSERT_GT(dirs.write("XDG_DOCUMENTS_DIR=\"" + QFile::encodeName(documents.path()) + "\"\n"), 0);
    }
    const auto removeUserDirs = qScopeGuard([&] { QFile::remove(userDirs); });
    ASSERT_EQ(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), documents.path());
    ui::main_window::MainWindow w;

    // The built-in map, never saved: the rule set's title, as the window's title and the picture export name it.
    w.openDefault();
    ASSERT_TRUE(w.session()->document()->filePath().isEmpty());
    const QString title = QString::fromStdString(w.session()->document()->rules().title);
    ASSERT_FALSE(title.isEmpty());
    EXPECT_TRUE(w.windowTitle().startsWith(title)) << w.windowTitle().toStdString();
    EXPECT_EQ(proposalOf(w), documents.filePath(title + QStringLiteral(".tmj")));
    EXPECT_EQ(w.session()->document()->filePath(), QString()) << "cancelled: nothing changed";

    // A shipped map opened as a file: its name, not beside it in the program's resources.
    ASSERT_TRUE(w.openFile(QStringLiteral(HEXLOOM_RESOURCE_DIR) + QStringLiteral("/maps/catan-standard.txt")));
    EXPECT_EQ(proposalOf(w), documents.filePath(QStringLiteral("catan-standard.tmj")));

    // A map of the designer's: beside it, under its own name.
    QTemporaryDir dir;
    const QString own = dir.filePath(QStringLiteral("my board.json"));
    core::io::saveMap(own, core::io::MapFile{w.session()->document()->content().rules, false, w.session()->document()->board(),
                                             w.session()->document()->map(), {}});
    ASSERT_TRUE(w.openFile(own));
    EXPECT_EQ(proposalOf(w), dir.filePath(QStringLiteral("my board.tmj")));
    EXPECT_EQ(ui::main_window::proposedExportPath(*w.session()->document(), QStringLiteral("tmx")), dir.filePath(QStringLiteral("my board.tmx")));

    // Without a Documents folder, the home folder (not wherever the program was started).
    ASSERT_TRUE(w.openFile(QStringLiteral(HEXLOOM_RESOURCE_DIR) + QStringLiteral("/maps/catan-standard.txt")));
    ASSERT_TRUE(QDir(documents.path()).removeRecursively());
    EXPECT_EQ(proposalOf(w), QDir::home().filePath(QStringLiteral("catan-standard.tmj")));
}

} // namespace
} // namespace hexloom::test
