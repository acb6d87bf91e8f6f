// No edit lost. (1) The real editor binary opens a map, applies designer edits (its --apply-edits
// test hook), autosaves, and is killed with SIGKILL; an editor started again on the same data
// folder asks whether to restore (the test answers Yes through the dialog's own button), restores
// the work, and the map equals the original with the edits applied independently
// here (cells, locks, tokens). (2) A save over an existing file killed half-way leaves the old
// file byte for byte intact.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include "core/io/map_file.h"
#include "tests/support/fixtures.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/document/map_document.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

struct Edit {
    int row, col;
    char letter;
    bool lock;
    int token;
};

// Spread over the Terra Mystica Original board (9 rows of 13 and 12 hexes).
const std::vector<Edit> kEdits{{0, 0, 'K', true, 0}, {0, 12, 'I', false, 0}, {4, 6, 'S', true, 5},
                               {8, 0, 'Y', false, 0}, {8, 12, 'R', true, 0}, {3, 3, 'B', false, 0}, {0, 0, 'G', true, 11}};

QString editorPath() { return QFileInfo(QStringLiteral(HEXLOOM_CLI_PATH)).dir().filePath(QStringLiteral("hexloom")); }

// The expected map, built from the file with core code only.
core::io::MapFile expectedMap(const QString& mapPath)
{
    auto file = core::io::loadMap(mapPath);
    for (const Edit& e : kEdits) {
        const auto cell = file.board.indexAtOffset({e.row, e.col});
        file.map.setTerrain(cell, file.rules->byLetter(e.letter));
        file.map.setLocked(cell, file.map.locked(cell) || e.lock);
        if (e.token)
            file.map.setToken(cell, static_cast<core::model::Token>(e.token));
    }
    return file;
}

// Makes this process look like the editor to QStandardPaths (same data folder), and undoes it.
class EditorIdentity {
public:
    explicit EditorIdentity(const QString& dataHome)
        : app_(QCoreApplication::applicationName()), org_(QCoreApplication::organizationName()), data_(qgetenv("XDG_DATA_HOME"))
    {
        QStandardPaths::setTestModeEnabled(false);
        qputenv("XDG_DATA_HOME", dataHome.toUtf8());
        QCoreApplication::setApplicationName(QStringLiteral("Hexloom"));
        QCoreApplication::setOrganizationName(QStringLiteral("Hexloom"));
    }
    ~EditorIdentity()
    {
        QCoreApplication::setApplicationName(app_);
        QCoreApplication::setOrganizationName(org_);
        qputenv("XDG_DATA_HOME", data_);
    }

private:
    QString app_, org_;
    QByteArray data_;
};

TEST(NoEditLost, EditsSurviveSigkillAndComeBackOnRestore)
{
    ASSERT_TRUE(QFileInfo(editorPath()).isExecutable()) << "build the editor first: " << editorPath().toStdString();
    QTemporaryDir tmp;
    const QString mapPath = tmp.filePath(QStringLiteral("original.txt")), editsPath = tmp.filePath(QStringLiteral("edits.txt"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/terra-mystica-original.txt"), mapPath));
    QFile edits(editsPath);
    ASSERT_TRUE(edits.open(QIODevice::WriteOnly));
    for (const Edit& e : kEdits)
        edits.write(QStringLiteral("%1 %2 %3%4%5\n").arg(e.row).arg(e.col).arg(QLatin1Char(e.letter))
                        .arg(e.lock ? QStringLiteral(" lock") : QString(), e.token ? QStringLiteral(" token=%1").arg(e.token) : QString()).toUtf8());
    edits.close();

    QProcess editor;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), tmp.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), tmp.filePath(QStringLiteral("config")));
    editor.setProcessEnvironment(env);
    editor.start(editorPath(), {mapPath, QStringLiteral("--autosave-interval"), QStringLiteral("100"), QStringLiteral("--apply-edits"), editsPath});
    ASSERT_TRUE(editor.waitForStarted(10000));
    QByteArray out;
    while (!out.contains("applied") && editor.waitForReadyRead(30000))
        out += editor.readAllStandardOutput();
    ASSERT_TRUE(out.contains("hexloom: applied 7 edits")) << out.toStdString() << editor.readAllStandardError().toStdString();
    QTest::qWait(800); // eight autosave intervals
    editor.kill();     // SIGKILL: no clean exit, no chance to remove the recovery file
    ASSERT_TRUE(editor.waitForFinished(10000));
    ASSERT_EQ(editor.exitStatus(), QProcess::CrashExit);

    EditorIdentity identity(tmp.filePath(QStringLiteral("data")));
    ui::main_window::MainWindow restarted;
    ASSERT_EQ(restarted.autosave()->store().claimOrphans().size(), 1u) << "no recovery file in " << restarted.autosave()->store().folder().toStdString();
    {
        // The real question, answered Yes through its own button.
        DialogCatcher yes(QMessageBox::Yes);
        ASSERT_TRUE(restarted.offerRecovery());
        EXPECT_EQ(yes.shown, 1);
        EXPECT_TRUE(yes.text.contains(QStringLiteral("Restore the map you were editing"))) << yes.text.toStdString();
    }
    const auto expected = expectedMap(mapPath);
    const auto* doc = restarted.session()->document();
    EXPECT_EQ(doc->board(), expected.board);
    EXPECT_TRUE(doc->map().sameContents(expected.map)) << "terrains or tokens differ from the map before the kill";
    EXPECT_TRUE(doc->map().sameLocks(expected.map)) << "locks differ from the map before the kill";
    EXPECT_EQ(doc->rules().name, expected.rules->name);
    EXPECT_TRUE(doc->isModified()) << "restored work must count as unsaved";
    restarted.autosave()->discard();
}

// Bytes the process has written so far ("wchar" in /proc/PID/io), -1 when unknown.
qint64 bytesWritten(pid_t pid)
{
    QFile io(QStringLiteral("/proc/%1/io").arg(pid));
    if (!io.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : io.readAll().split('\n'))
        if (line.startsWith("wchar:"))
            return line.mid(6).trimmed().toLongLong();
    return -1;
}

TEST(NoEditLost, ASaveKilledHalfWayLeavesTheOldFileIntact)
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("map.json"));
    const QByteArray old = "the old, complete file\n";
    core::io::saveFileAtomically(path, old);
    bool killedMidWay = false;
    for (int attempt = 0; attempt < 3 && !killedMidWay; ++attempt) {
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            core::io::saveFileAtomically(path, QByteArray(qsizetype{256} << 20 << attempt, 'x'));
            _exit(0);
        }
        // Kill the writer once it has written 16 MB (QSaveFile may use an unnamed temporary file,
        // so the writer's own byte count in /proc is watched rather than the folder).
        for (int spin = 0; spin < 20000 && !killedMidWay; ++spin) {
            if (bytesWritten(child) > (qint64{16} << 20)) {
                kill(child, SIGKILL);
                killedMidWay = true;
            } else {
                usleep(200);
            }
        }
        int status = 0;
        waitpid(child, &status, 0);
        killedMidWay = killedMidWay && WIFSIGNALED(status);
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        if (killedMidWay) {
            EXPECT_EQ(f.readAll(), old) << "a save killed half-way damaged the old file";
        } else {
            core::io::saveFileAtomically(path, old); // the writer finished first: try again, bigger
        }
    }
    EXPECT_TRUE(killedMidWay) << "never caught the writer half-way";
}

TEST(NoEditLost, AFailedSaveThrowsAndLeavesNothingBehind)
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("missing-folder/map.json"));
    EXPECT_THROW(core::io::saveFileAtomically(path, "data"), std::runtime_error);
    EXPECT_FALSE(QFileInfo::exists(path));
}

} // namespace
} // namespace hexloom::test
