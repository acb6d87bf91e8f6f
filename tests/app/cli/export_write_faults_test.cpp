// The newer writers of hexloom-cli meet the faults the older ones were tested with: print presets
// (render --preset with --png and --tiles), the PDF, maps that carry a recipe (generate and
// replay --out), and the exports that write tile images beside the map (Tabletop Simulator,
// Tiled). On a real full disk, on a read-only folder (a tmpfs remounted read-only, which binds
// root too) and with a folder in the way of the file (or a file in the way of the tiles' folder)
// each exits 1 with one message that names a file it could not write and why, and every file that
// was there keeps its old bytes. Each command is first run onto a normal folder, where it must
// succeed, so a failure can only come from the fault. Skipped, with the reason, where the test may
// not mount a tmpfs (not root).
#include <QDir>
#include <QFile>
#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "tests/app/cli/cli_runner.h"
#include "tests/support/full_disk.h"

namespace hexloom::test {
namespace {

struct Writer {
    const char* what;
    QString target; // file name, or the tiles' folder name; OUT in `args` stands for its path
    QStringList args;
    bool folder; // writes a folder of files (render --tiles)
};

// The files a writer's target stands for, with their old bytes.
QStringList oldFiles(const Writer& w)
{
    return w.folder ? QStringList{w.target + QStringLiteral("/back.png"), w.target + QStringLiteral("/hex-0-0.png")} : QStringList{w.target};
}

QByteArray oldBytes(const Writer& w, const QString& file) { return "old bytes of " + QByteArray(w.what) + " in " + file.toUtf8() + "\n"; }

QStringList withTarget(QStringList args, const QString& path)
{
    args.replaceInStrings(QStringLiteral("OUT"), path);
    return args;
}

// The error lines (notes and warnings left out): exactly one is expected.
QStringList errors(const QByteArray& err)
{
    QStringList out;
    for (const QString& line : QString::fromUtf8(err).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QStringLiteral("note:")) && !line.startsWith(QStringLiteral("warning:")))
            out << line;
    return out;
}

class ExportWriteFaults : public CliTest {
protected:
    std::vector<Writer> writers()
    {
        made = path(QStringLiteral("made.json"));
        const CliResult g = runCli({QStringLiteral("generate"), tiny, QStringLiteral("--iterations"), QStringLiteral("20"), QStringLiteral("--out"), made});
        EXPECT_EQ(g.exitCode, 0) << g.err.toStdString();
        return {
            {"render --preset --png", "print.png", {"render", tiny, "--preset", "ppg-3mm", "--hex-mm", "10", "--png", "OUT"}, false},
            {"render --preset --tiles", "tiles", {"render", tiny, "--preset", "tgc-hex-mini", "--tiles", "OUT"}, true},
            {"render --pdf", "render.pdf", {"render", tiny, "--pdf", "OUT"}, false},
            {"generate --out (recipe)", "generated.json", {"generate", tiny, "--iterations", "20", "--out", "OUT"}, false},
            {"replay --out", "replayed.json", {"replay", made, "--out", "OUT"}, false},
            {"convert --to tts", "tts.json", {"convert", tiny, "OUT", "--to", "tts"}, false},
            {"convert to Tiled", "map.tmj", {"convert", tiny, "OUT"}, false},
        };
    }

    // Runs every writer onto `where` (a folder holding each writer's old files) and checks the
    // exit code, the one message (naming a file under `where` and holding one of `reasons`) and
    // the old bytes.
    void expectRefusedKeepingOldBytes(const std::vector<Writer>& all, const QString& where, const std::vector<std::string>& reasons)
    {
        for (const Writer& w : all) {
            const QString target = where + QLatin1Char('/') + w.target;
            const CliResult r = runCli(withTarget(w.args, target));
            EXPECT_EQ(r.exitCode, 1) << w.what << ": " << r.err.toStdString();
            const QStringList lines = errors(r.err);
            ASSERT_EQ(lines.size(), 1) << w.what << ": " << r.err.toStdString();
            EXPECT_TRUE(lines[0].contains(where)) << w.what << " names no file it writes: " << lines[0].toStdString();
            EXPECT_TRUE(std::any_of(reasons.begin(), reasons.end(), [&](const std::string& r) { return lines[0].toStdString().find(r) != std::string::npos; }))
                << w.what << " says no reason: " << lines[0].toStdString();
            for (const QString& name : oldFiles(w)) {
                QFile f(where + QLatin1Char('/') + name);
                ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << w.what << ": " << name.toStdString() << " is gone";
                EXPECT_EQ(f.readAll(), oldBytes(w, name)) << w.what << ": " << name.toStdString() << " changed";
            }
        }
    }

    // Each writer succeeds with room, then its old files are placed on `disk`.
    void placeOldFiles(const std::vector<Writer>& all, const FullDisk& disk)
    {
        for (const Writer& w : all) {
            const CliResult ok = runCli(withTarget(w.args, path(w.target)));
            ASSERT_EQ(ok.exitCode, 0) << w.what << " fails even with room: " << ok.err.toStdString();
            if (w.folder) {
                ASSERT_TRUE(QDir().mkpath(disk.filePath(w.target)));
            }
            for (const QString& name : oldFiles(w)) {
                ASSERT_TRUE(disk.put(name, oldBytes(w, name))) << w.what;
            }
        }
    }

    QString made;
};

TEST_F(ExportWriteFaults, OnAFullDiskEachExitsOneNamesTheFileAndKeepsTheOldBytes)
{
    FullDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << disk.whyNot();
    const auto all = writers();
    placeOldFiles(all, disk);
    ASSERT_TRUE(disk.fill());
    expectRefusedKeepingOldBytes(all, disk.filePath(QString()).chopped(1), {std::strerror(ENOSPC)});
}

TEST_F(ExportWriteFaults, InAReadOnlyFolderEachExitsOneNamesTheFileAndKeepsTheOldBytes)
{
    FullDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << disk.whyNot();
    const auto all = writers();
    placeOldFiles(all, disk);
    ASSERT_TRUE(disk.makeReadOnly());
    expectRefusedKeepingOldBytes(all, disk.filePath(QString()).chopped(1), {"is not writable", std::strerror(EROFS)});
    // A tiles folder that is not there yet cannot be made: the reason is said.
    const CliResult r = runCli(withTarget(all[1].args, disk.filePath(QStringLiteral("new-tiles"))));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("cannot make the folder " + disk.filePath(QStringLiteral("new-tiles")).toUtf8() + ": " + std::strerror(EROFS)))
        << r.err.toStdString();
}

TEST_F(ExportWriteFaults, AFolderInTheWayOfTheFileIsLeftAsItWas)
{
    const auto all = writers();
    const QString where = path(QStringLiteral("in-the-way"));
    for (const Writer& w : all) {
        const QString target = where + QLatin1Char('/') + w.target;
        // A folder where the file goes; a file where the tiles' folder goes.
        if (w.folder) {
            ASSERT_TRUE(QDir().mkpath(where));
            QFile f(target);
            ASSERT_TRUE(f.open(QIODevice::WriteOnly) && f.write("a file in the way\n") > 0);
        } else {
            ASSERT_TRUE(QDir().mkpath(target + QStringLiteral("/inside")));
        }
        const CliResult r = runCli(withTarget(w.args, target));
        EXPECT_EQ(r.exitCode, 1) << w.what << ": " << r.err.toStdString();
        const QStringList lines = errors(r.err);
        ASSERT_EQ(lines.size(), 1) << w.what << ": " << r.err.toStdString();
        EXPECT_TRUE(lines[0].contains(target)) << w.what << ": " << lines[0].toStdString();
        if (w.folder) {
            QFile f(target);
            ASSERT_TRUE(f.open(QIODevice::ReadOnly));
            EXPECT_EQ(f.readAll(), "a file in the way\n") << w.what;
        } else {
            EXPECT_TRUE(QFileInfo(target + QStringLiteral("/inside")).isDir()) << w.what << ": the folder in the way changed";
        }
    }
}

} // namespace
} // namespace hexloom::test
