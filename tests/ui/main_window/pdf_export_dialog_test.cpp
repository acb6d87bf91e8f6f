// File → Export → PDF: the dialog's settings lay the sheets out as the CLI does, its preview
// shows every sheet in its grid, it writes a PDF, and the entry sits in the File menu's Export
// submenu before Close.
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/fixtures.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/main_window.h"
#include "ui/document/map_document.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "render/board_renderer.h"

namespace hexloom::test {
namespace {

using ui::main_window::PdfExportDialog;

TEST(PdfExportDialog, SettingsLayOutTheSheetsAndThePreviewShowsThemAll)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    auto tm = builtinMap("terra-mystica-original", *rules);
    PdfExportDialog dialog(tm.board, tm.map, *rules, QStringLiteral("original"));
    auto s = dialog.settings();
    s.hexMm = 42;
    s.paper = QPageSize::A4;
    s.orientation = render::PrintOrientation::Auto;
    s.overlapMm = 12;
    s.marginMm = 10;
    s.legend = false;
    dialog.setSettings(s);
    EXPECT_EQ(dialog.pageCount(), 6); // 3 x 2 landscape, as render_pdf_test derives
    const QImage preview = dialog.previewImage();
    ASSERT_FALSE(preview.isNull());
    // Three landscape sheets across, two down: the preview is wider than tall by about
    // (3 x 297) : (2 x 210).
    EXPECT_NEAR(double(preview.width()) / preview.height(), (3 * 303.0) / (2 * 216.0), 0.05);
    s.legend = true;
    dialog.setSettings(s);
    EXPECT_EQ(dialog.pageCount(), 7);
    s.hexMm = 10; // the whole board and its legend on one sheet
    dialog.setSettings(s);
    EXPECT_EQ(dialog.pageCount(), 1);

    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("board.pdf"));
    ASSERT_TRUE(dialog.exportTo(pdf));
    QFile f(pdf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().startsWith("%PDF-"));
    if (const QByteArray shots = qgetenv("HEXLOOM_SCREENSHOTS"); !shots.isEmpty()) {
        s.hexMm = 42;
        dialog.setSettings(s);
        dialog.resize(1100, 640);
        dialog.grab().save(QDir(QString::fromUtf8(shots)).filePath(QStringLiteral("pdf-export.png")));
    }
}

TEST(PdfExportDialog, IsInTheFileMenusExportSubmenuBeforeClose)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    QMenu* file = w.menuBar()->actions().first()->menu();
    ASSERT_NE(file, nullptr);
    int exportAt = -1, closeAt = -1;
    const auto actions = file->actions();
    for (int i = 0; i < actions.size(); ++i) {
        if (actions[i]->menu() && actions[i]->menu()->objectName() == QLatin1String("ExportMenu")) {
            exportAt = i;
            EXPECT_NE(actions[i]->menu()->findChild<QAction*>(QStringLiteral("ExportPdfAction")), nullptr);
        }
        if (QKeySequence::keyBindings(QKeySequence::Close).contains(actions[i]->shortcut()) && !actions[i]->shortcut().isEmpty())
            closeAt = i;
    }
    EXPECT_GE(exportAt, 0);
    EXPECT_LT(exportAt, closeAt);
}

// A board of hundreds of sheets: the preview is drawn on a worker while the dialog stays
// responsive, and the last settings asked for win over a preview still being drawn.
TEST(PdfExportDialog, ABigBoardsPreviewIsDrawnOnAWorkerAndTheLastSettingsWin)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    const auto board = core::model::Board::terraMystica(144, 208);
    ASSERT_GE(board.size(), ui::document::MapDocument::kBackgroundScoringHexes);
    const core::model::Map map(board.size());
    PdfExportDialog dialog(board, map, *rules, QStringLiteral("big"));
    EXPECT_TRUE(dialog.drawingPreview()) << "the preview of hundreds of sheets was drawn on the GUI thread";
    auto s = dialog.settings();
    s.orientation = render::PrintOrientation::Portrait;
    s.legend = false;
    s.hexMm = 20;
    dialog.setSettings(s);
    s.hexMm = 12; // asked before the 20 mm preview is done
    dialog.setSettings(s);
    ASSERT_TRUE(spinUntil([&] { return !dialog.drawingPreview(); }, 60000));
    const QImage preview = dialog.previewImage();
    ASSERT_FALSE(preview.isNull());
    const render::PrintLayout layout(render::BoardRenderer::bounds(board, render::hexRadiusMm(12)).size(), s);
    ASSERT_GT(layout.pageCount(), 20) << "not a big layout";
    // Portrait A4 sheets (210 x 297 mm) with 6 mm gaps, columns x rows of the 12 mm layout.
    EXPECT_NEAR(double(preview.width()) / preview.height(), (layout.columns() * 216.0) / (layout.rows() * 303.0), 0.05);
}

} // namespace
} // namespace hexloom::test
