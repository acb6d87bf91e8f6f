// Every hexloom-cli command that writes a file, run onto a real full disk (a 256 KB tmpfs, filled
// to the last byte) over a file that is already there: it must exit 1, name the file and the
// reason (ENOSPC) on stderr, and leave the old bytes as they were. Each command is first run
// onto a normal folder, where it must succeed, so a failure can only come from the disk.
// Skipped, with the reason, where the test may not mount a tmpfs (not root).
#include <QFile>
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>

#include "tests/app/cli/cli_runner.h"
#include "tests/support/full_disk.h"

namespace hexloom::test {
namespace {

struct Writer {
    const char* what;
    QString target; // file name; OUT in `args` stands for its path
    QStringList args;
};

QStringList withTarget(QStringList args, const QString& path)
{
    args.replaceInStrings(QStringLiteral("OUT"), path);
    return args;
}

std::vector<Writer> writers(const QString& tinyMap)
{
    const QStringList search{"--rules", "catan", "--shuffle", "--seed", "9", "--iterations", "50"};
    const QStringList assemble{"assemble", "--tileset", "country-roads", "--seed", "3"};
    const QStringList partition{"partition", "--map", "rect:8x3", "--graph", "chain-8", "--seed", "5"};
    return {
        {"convert", "map.json", {"convert", tinyMap, "OUT"}},
        {"generate --out", "map.txt", QStringList{"generate"} + search + QStringList{"--out", "OUT"}},
        {"generate --png", "map.png", QStringList{"generate"} + search + QStringList{"--png", "OUT"}},
        {"generate --trace", "trace.csv", QStringList{"generate"} + search + QStringList{"--trace", "OUT"}},
        {"bench --csv", "bench.csv", {"bench", "--rules", "catan", "--shuffle", "--runs", "2", "--iterations", "20", "--csv", "OUT"}},
        {"render --png", "render.png", {"render", tinyMap, "--png", "OUT"}},
        {"render --svg", "render.svg", {"render", tinyMap, "--svg", "OUT"}},
        {"assemble --out", "assembled.txt", assemble + QStringList{"--out", "OUT"}},
        {"assemble --png", "assembled.png", assemble + QStringList{"--png", "OUT"}},
        {"assemble --trace", "assembly.csv", assemble + QStringList{"--trace", "OUT"}},
        {"partition --out", "regions.txt", partition + QStringList{"--out", "OUT"}},
        {"partition --png", "regions.png", partition + QStringList{"--png", "OUT"}},
    };
}

class FullDiskSave : public CliTest {};

TEST_F(FullDiskSave, EveryWriterExitsOneNamesTheFileAndKeepsTheOldBytes)
{
    FullDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << disk.whyNot();
    const auto all = writers(tiny);
    for (const Writer& w : all) {
        const CliResult ok = runCli(withTarget(w.args, path(w.target)));
        ASSERT_EQ(ok.exitCode, 0) << w.what << " fails even with room: " << ok.err.toStdString();
        ASSERT_GT(QFileInfo(path(w.target)).size(), 0) << w.what;
        ASSERT_TRUE(disk.put(w.target, "old bytes of " + QByteArray(w.what) + "\n")) << w.what;
    }
    ASSERT_TRUE(disk.fill());
    for (const Writer& w : all) {
        const QString target = disk.filePath(w.target);
        const CliResult r = runCli(withTarget(w.args, target));
        EXPECT_EQ(r.exitCode, 1) << w.what << ": " << r.err.toStdString();
        const std::string expected = "cannot save " + target.toStdString() + ": " + std::strerror(ENOSPC);
        EXPECT_NE(r.err.toStdString().find(expected), std::string::npos) << w.what << ": " << r.err.toStdString();
        QFile f(target);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << w.what;
        EXPECT_EQ(f.readAll(), "old bytes of " + QByteArray(w.what) + "\n") << w.what << ": the old file changed";
    }
}

} // namespace
} // namespace hexloom::test
