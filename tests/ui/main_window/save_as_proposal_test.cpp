// Save As of a map opened by path, in the real MainWindow: a shipped map (resources/maps, opened as
// a file) is never proposed as its own target, and Save does not write over it; a letter file is
// proposed as native .json (the letter format drops locks); the control, a changed copy in a
// folder of the designer's, is proposed beside itself.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::main_window::FileController;

TEST(SaveAsProposal, AShippedMapIsNotProposedAsItsOwnTarget)
{
    ASSERT_TRUE(kScratchSettings);
    const QString shipped = QStringLiteral(HEXLOOM_RESOURCE_DIR) + QStringLiteral("/maps/catan-standard.txt");
    ui::main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(shipped));
    const QString opened = w.session()->document()->filePath();
    ASSERT_EQ(QFileInfo(opened).canonicalFilePath(), QFileInfo(shipped).canonicalFilePath());
    EXPECT_TRUE(FileController::isShippedMap(opened));
    const QString proposed = FileController::proposedSavePath(opened);
    EXPECT_NE(QFileInfo(proposed).absolutePath(), QFileInfo(shipped).absolutePath()) << proposed.toStdString();
    EXPECT_EQ(proposed, QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(QStringLiteral("catan-standard.json")));

    // The control: a changed copy in the designer's own folder.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("catan-standard.txt"));
    ASSERT_TRUE(QFile::copy(shipped, copy));
    QFile f(copy);
    ASSERT_TRUE(f.open(QIODevice::Append));
    f.write("\n");
    f.close();
    EXPECT_FALSE(FileController::isShippedMap(copy));
    EXPECT_EQ(FileController::proposedSavePath(copy), dir.filePath(QStringLiteral("catan-standard.json")));
    const QString native = dir.filePath(QStringLiteral("mine.json"));
    EXPECT_EQ(FileController::proposedSavePath(native), native);
}

} // namespace
} // namespace hexloom::test
