// File → Export → For a Print Service… in the real window: the designer picks The Game Crafter's
// mini hex tiles, sees the size in the summary and a preview, presses Export…, names a folder, and
// finds one 450 x 450 image per hex plus back.png; on a quad-fold board the summary names the hex
// whose label the fold runs through; a preset that makes only tiles offers only tiles.
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/fixtures.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/print_preset_export_dialog.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::main_window::PrintPresetExportDialog;

QPushButton* exportButton(QDialog* dialog)
{
    for (QPushButton* b : dialog->findChildren<QPushButton*>())
        if (b->text() == PrintPresetExportDialog::tr("Export…"))
            return b;
    return nullptr;
}

TEST(PrintPresetExport, TheDesignerExportsHexTilesIntoAFolder)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("tiles"));
    ASSERT_TRUE(QDir().mkpath(folder));
    ui::main_window::MainWindow w;
    w.openDefault();
    QAction* action = menuAction(w, QStringLiteral("For a P&rint Service…"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_FALSE(action->toolTip().isEmpty());
    QString summary;
    bool previewShown = false;
    bool watching = false, exportedOk = false;
    QString exportMessage;
    QTimer driver;
    driver.setInterval(10);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (auto* fileDialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            // The folder itself, nothing typed: selecting it by name inside its parent depends on
            // the file model having listed the parent yet, and gave the parent when it had not.
            fileDialog->setDirectory(folder);
            QMetaObject::invokeMethod(fileDialog, "accept");
            return;
        }
        auto* dialog = qobject_cast<PrintPresetExportDialog*>(QApplication::activeModalWidget());
        if (!dialog || !summary.isEmpty())
            return;
        if (!watching) {
            watching = true;
            QObject::connect(dialog, &PrintPresetExportDialog::exported, [&](bool ok, const QString& message) {
                exportedOk = ok;
                exportMessage = message;
            });
        }
        if (dialog->preset().id != "tgc-hex-mini") {
            dialog->setPreset("tgc-hex-mini", render::PrintProduct::HexTiles);
            return;
        }
        if (dialog->busy())
            return;
        summary = dialog->summary();
        previewShown = !dialog->previewImage().isNull();
        ASSERT_NE(exportButton(dialog), nullptr);
        // Queued: the folder dialog it opens must be answered by this timer's next tick.
        QMetaObject::invokeMethod(exportButton(dialog), &QPushButton::click, Qt::QueuedConnection);
    });
    driver.start();
    action->trigger(); // returns when the dialog closes itself after writing
    driver.stop();
    EXPECT_TRUE(summary.contains(QStringLiteral("450 × 450"))) << summary.toStdString();
    EXPECT_TRUE(previewShown);
    EXPECT_TRUE(exportedOk) << exportMessage.toStdString();
    EXPECT_TRUE(exportMessage.contains(folder)) << exportMessage.toStdString();
    const int hexes = w.session()->document()->board().size();
    const QStringList files = QDir(folder).entryList(QDir::Files);
    EXPECT_EQ(files.size(), hexes + 1);
    EXPECT_TRUE(files.contains(QStringLiteral("back.png")));
    for (const QString& f : files)
        EXPECT_EQ(QImage(QDir(folder).filePath(f)).size(), QSize(450, 450)) << f.toStdString();
}

TEST(PrintPresetExport, TheSummaryNamesAHexWhoseLabelAFoldCrosses)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("catan");
    auto one = std::make_shared<const core::model::Board>(core::model::Board::fromCells({{0, 0}}));
    auto map = std::make_shared<core::model::Map>(1);
    map->setTerrain(0, 1);
    PrintPresetExportDialog dialog(one, map, rules, QStringLiteral("one"));
    dialog.setPreset("tgc-quadfold", render::PrintProduct::Board);
    ASSERT_TRUE(spinUntil([&] { return !dialog.busy(); }, 60'000));
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("hex 0,0: the vertical fold at x = 2737.5 px"))) << dialog.summary().toStdString();
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("5475 × 5475"))) << dialog.summary().toStdString();
    // A tile preset offers only tiles: asking for a board there gives tiles.
    dialog.setPreset("tgc-hex-large", render::PrintProduct::Board);
    EXPECT_EQ(dialog.product(), render::PrintProduct::HexTiles);
    ASSERT_TRUE(spinUntil([&] { return !dialog.busy(); }, 60'000));
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("1200 × 1050"))) << dialog.summary().toStdString();
    // Writing a board into a folder path that is a file: the error names it, the dialog stays open.
    QTemporaryDir dir;
    dialog.setPreset("tgc-quadfold", render::PrintProduct::Board);
    bool ok = true;
    QString message;
    QObject::connect(&dialog, &PrintPresetExportDialog::exported, [&](bool k, const QString& m) { ok = k, message = m; });
    dialog.exportTo(dir.filePath(QStringLiteral("no/such/folder/board.png")));
    ASSERT_TRUE(spinUntil([&] { return !message.isEmpty(); }, 60'000));
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.contains(QStringLiteral("board.png"))) << message.toStdString();
}

} // namespace
} // namespace hexloom::test
