// File → Export → PDF on a big board in the real editor: the dialog closes at Save and the PDF is
// written on a worker (PdfWriter) from what the dialog had, with the sheets counted in the status
// bar; a full disk or a folder that cannot hold the file leaves the old file and tells the designer,
// naming it; Cancel leaves the old file; a second export while one is written is refused, naming
// the first; closing the window waits for the PDF. The pages are counted with poppler's pdfinfo
// and checked against an independent PrintLayout of the same settings.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <gtest/gtest.h>

#include "core/io/write_fault.h"
#include "tests/support/big_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_bytes.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/pdf_progress.h"
#include "ui/main_window/pdf_writer.h"
#include "render/board_renderer.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::io::ScopedWriteFault;
using core::io::WriteFault;

render::PrintSettings smallHexes()
{
    render::PrintSettings s;
    s.hexMm = 10;
    s.paper = QPageSize::A4;
    s.orientation = render::PrintOrientation::Portrait;
    s.overlapMm = 12;
    s.marginMm = 10;
    s.coordinates = false;
    s.legend = false;
    return s;
}

int pagesOfLayout(const core::model::Board& board, const render::PrintSettings& s)
{
    return render::PrintLayout(render::BoardRenderer::bounds(board, render::hexRadiusMm(s.hexMm)).size(), s).pageCount();
}

int pdfPages(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    if (!p.waitForFinished(30000))
        return -1;
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

struct PdfEditor {
    QTemporaryDir dir;
    main_window::MainWindow w;
    PdfEditor()
    {
        EXPECT_TRUE(w.openFile(writeBigMapFile(dir.filePath(QStringLiteral("big.json")), 4)));
        w.show();
    }
    main_window::PdfWriter& writer() { return *w.pdfWriter(); }
    main_window::PdfProgress& progress() { return *w.findChild<main_window::PdfProgress*>(); }
    const core::model::Board& board() { return w.session()->document()->board(); }
    // File → Export → PDF, the settings set and Save as its button does (the file dialog skipped).
    bool exportFromMenu(const QString& path, const render::PrintSettings& settings = smallHexes())
    {
        bool started = false, seen = false;
        QTimer poll;
        poll.setInterval(5);
        QObject::connect(&poll, &QTimer::timeout, [&] {
            auto* d = qobject_cast<main_window::PdfExportDialog*>(QApplication::activeModalWidget());
            if (!d || seen)
                return;
            seen = true;
            d->setSettings(settings);
            started = d->exportTo(path);
            started ? d->accept() : d->reject();
        });
        poll.start();
        w.findChild<QAction*>(QStringLiteral("ExportPdfAction"))->trigger();
        EXPECT_TRUE(seen) << "the PDF dialog did not open";
        return started;
    }
    bool waitForPdf() { return spinUntil([&] { return !writer().writing(); }, 120000); }
};

TEST(BackgroundPdf, ABigBoardsPdfIsWrittenOnAWorkerWithItsSheetsCounted)
{
    ASSERT_TRUE(kScratchSettings);
    PdfEditor e;
    const QString pdf = e.dir.filePath(QStringLiteral("board.pdf"));
    std::vector<std::pair<int, int>> seen;
    QObject::connect(&e.writer(), &main_window::PdfWriter::progress, [&](int done, int pages) { seen.emplace_back(done, pages); });
    render::PrintSettings thirtyMm = smallHexes(); // hundreds of sheets: still being written when the next export is asked
    thirtyMm.hexMm = 30;
    ASSERT_TRUE(e.exportFromMenu(pdf, thirtyMm));
    EXPECT_TRUE(e.writer().writing()) << "the PDF was written before the dialog closed";
    EXPECT_TRUE(e.progress().isVisible());
    EXPECT_TRUE(e.progress().text().contains(QStringLiteral("board.pdf"))) << e.progress().text().toStdString();
    {
        DialogCatcher refused;
        EXPECT_FALSE(e.exportFromMenu(e.dir.filePath(QStringLiteral("second.pdf"))));
        EXPECT_EQ(refused.shown, 1);
        EXPECT_TRUE(refused.text.contains(pdf)) << "names the PDF being written: " << refused.text.toStdString();
    }
    ASSERT_TRUE(e.waitForPdf());
    const int pages = pagesOfLayout(e.board(), thirtyMm);
    ASSERT_GT(pages, 200) << "not a big layout";
    EXPECT_EQ(pdfPages(pdf), pages);
    EXPECT_FALSE(QFile::exists(e.dir.filePath(QStringLiteral("second.pdf"))));
    ASSERT_FALSE(seen.empty());
    for (size_t i = 0; i < seen.size(); ++i) {
        EXPECT_EQ(seen[i].second, pages);
        EXPECT_TRUE(seen[i].first >= 1 && seen[i].first <= pages);
        if (i > 0) {
            EXPECT_GE(seen[i].first, seen[i - 1].first);
        }
    }
    EXPECT_FALSE(e.progress().isVisible());
    EXPECT_TRUE(e.w.statusBar()->currentMessage().contains(QStringLiteral("board.pdf"))) << e.w.statusBar()->currentMessage().toStdString();
}

TEST(BackgroundPdf, AFailedWriteKeepsTheOldFileAndTellsTheDesignerWhichFile)
{
    ASSERT_TRUE(kScratchSettings);
    PdfEditor e;
    const QString pdf = e.dir.filePath(QStringLiteral("board.pdf"));
    const QByteArray old("%PDF-1.4 the old print");
    {
        QFile f(pdf);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly) && f.write(old) == old.size());
    }
    {
        ScopedWriteFault full({WriteFault::Kind::NoSpace, 4096});
        DialogCatcher warning;
        ASSERT_TRUE(e.exportFromMenu(pdf));
        ASSERT_TRUE(e.waitForPdf());
        ASSERT_TRUE(spinUntil([&] { return warning.shown > 0; }));
        EXPECT_EQ(full.hits(), 1);
        EXPECT_TRUE(warning.text.contains(QDir::toNativeSeparators(pdf))) << warning.text.toStdString();
        EXPECT_TRUE(warning.text.contains(QStringLiteral("No space left on device"))) << warning.text.toStdString();
    }
    EXPECT_EQ(fileBytes(pdf), old);
    EXPECT_FALSE(e.progress().isVisible());

    // A folder that cannot exist: its parent is a file.
    const QString nowhere = e.dir.filePath(QStringLiteral("big.json/board.pdf"));
    DialogCatcher warning;
    ASSERT_TRUE(e.exportFromMenu(nowhere));
    ASSERT_TRUE(e.waitForPdf());
    ASSERT_TRUE(spinUntil([&] { return warning.shown > 0; }));
    EXPECT_TRUE(warning.text.contains(QDir::toNativeSeparators(nowhere))) << warning.text.toStdString();
}

TEST(BackgroundPdf, CancelStopsTheWriteAndKeepsTheOldFile)
{
    ASSERT_TRUE(kScratchSettings);
    PdfEditor e;
    const QString pdf = e.dir.filePath(QStringLiteral("board.pdf"));
    const QByteArray old("%PDF-1.4 the old print");
    {
        QFile f(pdf);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly) && f.write(old) == old.size());
    }
    int clicked = 0;
    QObject::connect(&e.writer(), &main_window::PdfWriter::progress, [&](int done, int pages) {
        if (clicked++ == 0 && done < pages)
            e.progress().cancelButton()->click();
    });
    bool cancelled = false;
    QObject::connect(&e.writer(), &main_window::PdfWriter::cancelled, [&] { cancelled = true; });
    ASSERT_TRUE(e.exportFromMenu(pdf));
    ASSERT_TRUE(e.waitForPdf());
    ASSERT_GT(clicked, 0) << "no sheet was counted";
    EXPECT_TRUE(cancelled);
    EXPECT_EQ(fileBytes(pdf), old);
    const QStringList left = QDir(e.dir.path()).entryList(QDir::Files | QDir::Hidden);
    EXPECT_EQ(left, (QStringList{QStringLiteral("big.json"), QStringLiteral("board.pdf")})) << "no temporary file is left";
    EXPECT_TRUE(e.w.statusBar()->currentMessage().contains(QStringLiteral("cancelled"))) << e.w.statusBar()->currentMessage().toStdString();
}

TEST(BackgroundPdf, ClosingTheWindowWaitsForThePdf)
{
    ASSERT_TRUE(kScratchSettings);
    PdfEditor e;
    const QString pdf = e.dir.filePath(QStringLiteral("board.pdf"));
    ASSERT_TRUE(e.exportFromMenu(pdf));
    ASSERT_TRUE(e.writer().writing());
    DialogCatcher prompt(QMessageBox::Cancel); // an "unsaved changes?" prompt would keep the window open
    EXPECT_TRUE(e.w.close());
    EXPECT_FALSE(e.writer().writing()) << "the window closed with the PDF half-written";
    EXPECT_EQ(prompt.shown, 0);
    EXPECT_EQ(pdfPages(pdf), pagesOfLayout(e.board(), smallHexes()));
}

} // namespace
} // namespace hexloom::test
