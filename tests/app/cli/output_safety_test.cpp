// Where hexloom-cli's output goes, and what happens when it cannot get there: standard output on
// a full device (/dev/full) is an error (exit 1, the reason on stderr) for every command that
// prints, never a silent exit 0 with an empty file; an output path naming a character device or a
// named pipe is written to, never replaced by a regular file; `render --png` adds its "use a
// smaller --size" hint only when the picture's size is the cause.
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using OutputSafetyTest = CliTest;

// Runs hexloom-cli with its standard output sent to `stdoutFile`.
CliResult runCliInto(const QStringList& args, const QString& stdoutFile)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(stdoutFile);
    p.start(QStringLiteral(HEXLOOM_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(120'000)) {
        ADD_FAILURE() << "did not finish: " << args.join(QLatin1Char(' ')).toStdString();
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = p.readAllStandardError();
    return r;
}

bool isKind(const QString& path, mode_t kind)
{
    struct stat st{};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && (st.st_mode & S_IFMT) == kind;
}

TEST_F(OutputSafetyTest, EveryCommandThatPrintsFailsWhenStandardOutputCannotBeWritten)
{
    const QString recipeMap = path(QStringLiteral("made.json"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), tiny, QStringLiteral("--iterations"), QStringLiteral("20"), QStringLiteral("--out"), recipeMap}).exitCode, 0);
    const QString csv = path(QStringLiteral("bench.csv"));
    ASSERT_EQ(runCli({QStringLiteral("bench"), tiny, QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--iterations"),
                      QStringLiteral("20"), QStringLiteral("--csv"), csv})
                  .exitCode,
              0);
    const std::vector<QStringList> commands{
        {QStringLiteral("--version")},
        {QStringLiteral("--help")},
        {QStringLiteral("score"), QStringLiteral("--help")},
        {QStringLiteral("score"), tiny},
        {QStringLiteral("score"), tiny, QStringLiteral("--json")},
        {QStringLiteral("render"), tiny, QStringLiteral("--png"), path(QStringLiteral("a.png"))},
        {QStringLiteral("generate"), tiny, QStringLiteral("--iterations"), QStringLiteral("20")},
        {QStringLiteral("replay"), recipeMap},
        {QStringLiteral("bench"), tiny, QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--iterations"), QStringLiteral("20")},
        {QStringLiteral("merge"), csv},
        {QStringLiteral("assemble"), QStringLiteral("--tileset"), QStringLiteral("terra-mystica-modular"), QStringLiteral("--time-limit"),
         QStringLiteral("20")},
        {QStringLiteral("partition"), QStringLiteral("--graph"), QStringLiteral("chain-8"), QStringLiteral("--map"), QStringLiteral("rect:8x3"),
         QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--time-limit"), QStringLiteral("20")},
    };
    for (const QStringList& args : commands) {
        const std::string shown = args.join(QLatin1Char(' ')).toStdString();
        // The same command with a working stdout prints something, so a full one must fail.
        const CliResult ok = runCli(args);
        ASSERT_EQ(ok.exitCode, 0) << shown << ": " << ok.err.toStdString();
        ASSERT_FALSE(ok.out.isEmpty()) << shown << " prints nothing";
        const CliResult full = runCliInto(args, QStringLiteral("/dev/full"));
        EXPECT_EQ(full.exitCode, 1) << shown;
        EXPECT_TRUE(full.err.contains("cannot write to standard output: No space left on device")) << shown << ": " << full.err.toStdString();
    }
}

TEST_F(OutputSafetyTest, ACharacterDeviceAsOutputIsWrittenToAndNeverReplaced)
{
    // A copy of /dev/full in a temporary folder, so that a regression cannot replace the system's.
    const QString full = path(QStringLiteral("full"));
    if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0600, makedev(1, 7)) != 0)
        GTEST_SKIP() << "mknod needs root or CAP_MKNOD";
    const std::vector<QStringList> commands{
        {QStringLiteral("convert"), tiny, full, QStringLiteral("--to"), QStringLiteral("letters")},
        {QStringLiteral("render"), tiny, QStringLiteral("--png"), full},
        {QStringLiteral("generate"), tiny, QStringLiteral("--iterations"), QStringLiteral("5"), QStringLiteral("--out"), full},
    };
    for (const QStringList& args : commands) {
        const CliResult r = runCli(args);
        EXPECT_EQ(r.exitCode, 1) << args.join(QLatin1Char(' ')).toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains("cannot save " + full.toUtf8() + ": No space left on device")) << r.err.toStdString();
        EXPECT_TRUE(isKind(full, S_IFCHR)) << "the device was replaced by " << args.join(QLatin1Char(' ')).toStdString();
    }
    // /dev/null takes the bytes and stays what it is.
    EXPECT_EQ(runCli({QStringLiteral("convert"), tiny, QStringLiteral("/dev/null"), QStringLiteral("--to"), QStringLiteral("letters")}).exitCode, 0);
    EXPECT_TRUE(isKind(QStringLiteral("/dev/null"), S_IFCHR));
}

TEST_F(OutputSafetyTest, ANamedPipeAsOutputIsRefusedAtOnceWhenNothingReadsIt)
{
    const QString pipe = path(QStringLiteral("pipe.txt"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    const CliResult r = runCli({QStringLiteral("convert"), tiny, pipe, QStringLiteral("--to"), QStringLiteral("letters")}, 60'000);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("cannot save " + pipe.toUtf8() + ": is a named pipe (FIFO) with nothing reading from it")) << r.err.toStdString();
    EXPECT_LT(clock.elapsed(), 30'000) << "waited for a reader";
    EXPECT_TRUE(isKind(pipe, S_IFIFO));
}

TEST_F(OutputSafetyTest, RenderSuggestsASmallerSizeOnlyWhenTheSizeIsTheCause)
{
    const QString big = write(QStringLiteral("big.txt"), QByteArray("Y,").repeated(1999) + "Y\n");
    const CliResult tooBig = runCli({QStringLiteral("render"), big, QStringLiteral("--png"), path(QStringLiteral("big.png")), QStringLiteral("--size"),
                                     QStringLiteral("200")});
    EXPECT_EQ(tooBig.exitCode, 1);
    EXPECT_TRUE(tooBig.err.contains("use a smaller --size")) << tooBig.err.toStdString();
    EXPECT_TRUE(tooBig.err.contains(path(QStringLiteral("big.png")).toUtf8())) << tooBig.err.toStdString();
    const CliResult full = runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), QStringLiteral("/dev/full")});
    EXPECT_EQ(full.exitCode, 1);
    EXPECT_TRUE(full.err.contains("No space left on device")) << full.err.toStdString();
    EXPECT_FALSE(full.err.contains("smaller")) << "a full disk is not cured by a smaller picture: " << full.err.toStdString();
    EXPECT_TRUE(isKind(QStringLiteral("/dev/full"), S_IFCHR));
}

TEST_F(OutputSafetyTest, RenderSaysWhatItWrote)
{
    const QString png = path(QStringLiteral("out.png")), svg = path(QStringLiteral("out.svg"));
    const CliResult r = runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--svg"), svg});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QImage image(png);
    ASSERT_FALSE(image.isNull());
    EXPECT_TRUE(r.out.contains("wrote " + png.toUtf8() + " (" + QByteArray::number(image.width()) + " x " + QByteArray::number(image.height()) +
                               " pixels)"))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("wrote " + svg.toUtf8())) << r.out.toStdString();
}

} // namespace
} // namespace hexloom::test
