// Opening a Tiled map whose tiles have no "kind" property (a game developer's map), in the real
// window, from every way a designer opens a map: File → Open, the command line (`hexloom FILE`,
// MainWindow::loadFile; and MainWindow::openFile, which --apply-edits uses and which waits),
// Open Recent, and a file dropped on the window. Each reads the map on a worker, then asks for the
// kinds in one dialog (each tile with its image and how many cells show it, Open disabled until
// every tile has a kind). Open makes the map cell for cell as it was exported, locks and players'
// homes included; Cancel leaves the open document as it was, unmodified, with no message. A
// malformed map gives one message naming the file, the line and the field, and no dialog. A
// 250,000-hex map is read while the event loop keeps turning.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <functional>
#include <gtest/gtest.h>
#include <map>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/model/board.h"
#include "tests/support/address_space.h"
#include "tests/support/event_loop.h"
#include "tests/support/event_loop_ticker.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/thread_cpu.h"
#include "tests/support/tiled_kind_answer.h"
#include "tests/support/tiled_without_kinds.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/dialogs/tiled_kind_map_dialog.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/open_progress.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_loader.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::dialogs::TiledKindMapDialog;
using ui::main_window::MainWindow;

// A way into the editor that opens a file.
struct EntryPoint {
    const char* name;
    std::function<void(MainWindow&, const QString&)> open;
};

void dropOn(MainWindow& w, const QString& path)
{
    // Qt gives a drop to the first widget that accepts drops from the one under the pointer up:
    // over the canvas, that must be the window.
    QWidget* target = w.view()->viewport();
    while (target && !target->acceptDrops())
        target = target->parentWidget();
    EXPECT_EQ(target, &w) << "a file dropped on the canvas goes to the window";
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(40, 40), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    EXPECT_TRUE(enter.isAccepted()) << "the window takes a dropped file";
    QDropEvent drop(QPointF(40, 40), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    EXPECT_TRUE(drop.isAccepted());
}

void openRecent(MainWindow& w, const QString& path)
{
    auto* recent = w.findChild<QMenu*>(QStringLiteral("RecentFilesMenu"));
    ASSERT_NE(recent, nullptr);
    for (QAction* a : recent->actions())
        if (a->toolTip() == path)
            return a->trigger();
    FAIL() << "no recent entry for " << path.toStdString();
}

const std::vector<EntryPoint>& entryPoints()
{
    static const std::vector<EntryPoint> all{
        {"File > Open",
         [](MainWindow& w, const QString& path) {
             FileDialogAnswer file(path);
             menuAction(w, QStringLiteral("&Open…"))->trigger();
         }},
        {"command line", [](MainWindow& w, const QString& path) { w.loadFile(path); }},
        {"command line with --apply-edits", [](MainWindow& w, const QString& path) { w.openFile(path); }},
        {"Open Recent", openRecent},
        {"drop", dropOn},
    };
    return all;
}

// Space Galaxy (six players' home systems) with two more cells locked, exported as .tmj and stripped
// of its kinds; the window shows the built-in board and lists the map among its recent files.
struct Journey {
    QTemporaryDir dir;
    QString tmj = dir.filePath(QStringLiteral("dev.tmj"));
    core::io::MapFile original = core::io::parseMap(core::io::builtinResource(QStringLiteral("maps/space-galaxy.txt")), "galaxy",
                                                    core::io::MapFormat::Letters);
    std::map<int, QString> kinds;
    std::unique_ptr<MainWindow> w;
    Journey()
    {
        (void)kScratchSettings;
        QSettings().setValue(QStringLiteral("files/recent"), QStringList{tmj});
        w = std::make_unique<MainWindow>(); // installs the tile painter the export needs
        w->openDefault();
        original.map.setLocked(1, true);
        original.map.setLocked(5, true);
        core::io::saveMap(tmj, original);
        kinds = stripTiledKinds(tmj);
    }
    ui::document::MapDocument* doc() const { return w->session()->document(); }
    bool idle() const { return !w->files()->loader()->busy(); }
};

TEST(TiledOpenJourney, EveryEntryPointAsksForTheKindsAndOpensTheMapAsItWasExported)
{
    for (const EntryPoint& entry : entryPoints()) {
        SCOPED_TRACE(entry.name);
        Journey j;
        ASSERT_FALSE(j.kinds.empty());
        DialogCatcher noBox;
        KindAnswer answer(j.kinds, true);
        entry.open(*j.w, j.tmj);
        ASSERT_TRUE(spinUntil([&] { return j.idle() && j.doc()->filePath() == j.tmj; }, 30000));
        EXPECT_EQ(answer.shown, 1);
        EXPECT_FALSE(answer.okEnabledBefore) << "Open waits for every tile's kind";
        EXPECT_TRUE(answer.iconShown) << "the tile's image beside its id";
        EXPECT_EQ(answer.kindsNamingTheirIdTwice, 0) << "a kind whose name shows its id is not followed by it again";
        // One row per kind the map uses, with the cells that show it, counted from the map itself.
        std::map<int, int> uses;
        for (core::model::CellIndex c = 0; c < j.original.board.size(); ++c)
            if (j.original.map.terrain(c) != core::model::kNoTerrain)
                ++uses[j.original.map.terrain(c)];
        EXPECT_EQ(answer.cellsShown, uses);

        const auto* opened = j.doc();
        ASSERT_EQ(opened->board().size(), j.original.board.size());
        EXPECT_TRUE(opened->map().sameContents(j.original.map));
        EXPECT_TRUE(opened->map().sameLocks(j.original.map));
        ASSERT_EQ(opened->rules().players.players.size(), j.original.rules->players.players.size());
        for (size_t p = 0; p < opened->rules().players.players.size(); ++p)
            EXPECT_EQ(opened->rules().players.players[p].homeCells, j.original.rules->players.players[p].homeCells) << "player " << p;
        EXPECT_FALSE(opened->isModified());
        EXPECT_EQ(noBox.shown, 0) << noBox.text.toStdString();
    }
}

TEST(TiledOpenJourney, CancelAtEveryEntryPointLeavesTheOpenDocumentAsItWas)
{
    for (const EntryPoint& entry : entryPoints()) {
        SCOPED_TRACE(entry.name);
        Journey j;
        const auto* before = j.doc();
        const QString pathBefore = before->filePath();
        const core::model::Map mapBefore = before->map();
        DialogCatcher noBox;
        KindAnswer answer(j.kinds, false);
        entry.open(*j.w, j.tmj);
        ASSERT_TRUE(spinUntil([&] { return answer.shown > 0 && j.idle(); }, 30000));
        spinFor(100);
        EXPECT_EQ(answer.shown, 1);
        EXPECT_EQ(j.doc(), before) << "Cancel leaves the open document";
        EXPECT_EQ(j.doc()->filePath(), pathBefore);
        EXPECT_TRUE(j.doc()->map().sameContents(mapBefore));
        EXPECT_FALSE(j.doc()->isModified());
        EXPECT_EQ(noBox.shown, 0) << noBox.text.toStdString();
        EXPECT_FALSE(j.w->findChild<ui::main_window::OpenProgress*>()->isVisible());
    }
}

// The 1-based line of the first line of `path` holding `text`.
int lineOf(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray data = f.readAll();
    const qsizetype at = data.indexOf(text);
    return at < 0 ? 0 : static_cast<int>(data.left(at).count('\n')) + 1;
}

TEST(TiledOpenJourney, AMalformedMapAtEveryEntryPointGivesOneMessageNamingFileLineAndField)
{
    for (const EntryPoint& entry : entryPoints()) {
        SCOPED_TRACE(entry.name);
        Journey j;
        QFile f(j.tmj);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        // Still a map without kinds, but drawn square: the kinds would not help, so nobody is asked.
        ASSERT_TRUE(text.contains("\"hexagonal\""));
        text.replace("\"hexagonal\"", "\"orthogonal\"");
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        ASSERT_EQ(f.write(text), text.size());
        f.close();
        const int line = lineOf(j.tmj, "\"orientation\"");
        ASSERT_GT(line, 0);

        const auto* before = j.doc();
        DialogCatcher box;
        KindAnswer answer(j.kinds, true);
        entry.open(*j.w, j.tmj);
        ASSERT_TRUE(spinUntil([&] { return box.shown > 0 && j.idle(); }, 30000));
        spinFor(100);
        EXPECT_EQ(box.shown, 1) << "one message";
        EXPECT_EQ(answer.shown, 0) << "no kinds asked for a map that cannot be opened";
        EXPECT_TRUE(box.text.contains(j.tmj + QStringLiteral(":%1:").arg(line))) << box.text.toStdString();
        EXPECT_TRUE(box.text.contains(QStringLiteral("orientation"))) << box.text.toStdString();
        EXPECT_EQ(j.doc(), before);
    }
}

TEST(TiledOpenJourney, ABigMapWithoutKindsIsReadWhileTheEventLoopKeepsTurning)
{
    Journey j;
    j.w->resize(1280, 800);
    j.w->show();
    // The biggest board the readers take (core::model::kMaxBoardCells), the Original board's kinds
    // repeated over it, every 7th hex locked: a 9.5 MB file.
    const QString big = j.dir.filePath(QStringLiteral("big.tmj"));
    const auto tm = ui::document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    core::io::MapFile file{tm.content.rules, false, core::model::Board::terraMystica(500, 500), core::model::Map(0), {}};
    ASSERT_LE(file.board.size(), core::model::kMaxBoardCells);
    ASSERT_GT(file.board.size(), core::model::kMaxBoardCells - 1000);
    file.map = core::model::Map(file.board.size());
    for (core::model::CellIndex c = 0; c < file.board.size(); ++c) {
        file.map.setTerrain(c, tm.content.map.terrain(c % tm.content.map.size()));
        file.map.setLocked(c, c % 7 == 0);
    }
    core::io::saveMap(big, file);
    const std::map<int, QString> kinds = stripTiledKinds(big);
    const auto* before = j.doc();

    KindAnswer answer(kinds, false);
    ASSERT_TRUE(j.w->loadFile(big));
    EXPECT_EQ(j.doc(), before);
    EXPECT_TRUE(j.w->files()->loader()->busy()) << "the map is read on a worker";
    EXPECT_TRUE(j.w->findChild<ui::main_window::OpenProgress*>()->isVisible()) << "no progress shown";
    Ticker ticker;
    ASSERT_TRUE(ticker.runUntil([&] { return answer.shown > 0; }));
    // The worker reads the file in ~60 ms of CPU while the event loop turns ~40,000 times, the
    // longest turn ~11 ms (docs/benchmarks.md); on the GUI thread the read alone would be one turn
    // of ~60 ms. Bounded generously for a loaded machine.
    EXPECT_GE(ticker.turns, 10) << "the event loop did not keep turning";
    EXPECT_LE(ticker.longestCpuMs, kSanitized ? 400.0 : 100.0);
    int total = 0;
    for (const auto& [tile, cells] : answer.cellsShown)
        total += cells;
    EXPECT_EQ(total, file.board.size()) << "every hex of the big map counted";
    ASSERT_TRUE(spinUntil([&] { return j.idle(); }));
    EXPECT_EQ(j.doc(), before);
}

} // namespace
} // namespace hexloom::test
