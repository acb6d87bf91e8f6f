// hexloom-cli render --preset: the list names every preset with its size; a board and tiles are
// written at the preset's size and reported; a fold through a label is a warning on stderr; wrong
// combinations are usage errors naming the option; a bad folder is named.
#include <QDir>
#include <QImage>

#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using RenderPresetTest = CliTest;

TEST_F(RenderPresetTest, ListNamesEveryPresetWithItsVersionAndPixelSize)
{
    const CliResult r = runCli({QStringLiteral("render"), QStringLiteral("--preset"), QStringLiteral("list")});
    ASSERT_EQ(r.exitCode, 0) << QString::fromUtf8(r.err).toStdString();
    for (const char* line : {"tgc-hex-mini@1", "450 x 450 px", "tgc-hex-small@1", "675 x 600 px", "tgc-hex-medium@1", "825 x 750 px",
                             "tgc-hex-large@1", "1200 x 1050 px", "tgc-bifold@1", "2775 x 5475 px", "tgc-quadfold@1", "5475 x 5475 px",
                             "tgc-sixfold@1", "8175 x 5475 px", "ppg-3mm@1"})
        EXPECT_TRUE(QString::fromUtf8(r.out).contains(QString::fromLatin1(line))) << line;
}

TEST_F(RenderPresetTest, TilesAreWrittenAtThePresetSizeAndTheFoldWarningGoesToStderr)
{
    const QString tiles = path(QStringLiteral("tiles"));
    CliResult r = runCli({QStringLiteral("render"), tiny, QStringLiteral("--preset"), QStringLiteral("tgc-hex-mini"), QStringLiteral("--tiles"), tiles});
    ASSERT_EQ(r.exitCode, 0) << QString::fromUtf8(r.err).toStdString();
    EXPECT_TRUE(QString::fromUtf8(r.out).contains(QStringLiteral("wrote 5 hex fronts and back.png"))) << QString::fromUtf8(r.out).toStdString();
    const QStringList files = QDir(tiles).entryList(QDir::Files);
    EXPECT_EQ(files.size(), 6);
    for (const QString& f : files)
        EXPECT_EQ(QImage(QDir(tiles).filePath(f)).size(), QSize(450, 450)) << f.toStdString();

    // A one-hex map in the middle of a quad-fold board: the vertical fold runs through its label.
    const QString one = write(QStringLiteral("one.txt"), "Y\n"), png = path(QStringLiteral("one.png"));
    r = runCli({QStringLiteral("render"), one, QStringLiteral("--preset"), QStringLiteral("tgc-quadfold@1"), QStringLiteral("--png"), png});
    ASSERT_EQ(r.exitCode, 0) << QString::fromUtf8(r.err).toStdString();
    EXPECT_TRUE(QString::fromUtf8(r.out).contains(QStringLiteral("5475 x 5475 pixels"))) << QString::fromUtf8(r.out).toStdString();
    EXPECT_TRUE(QString::fromUtf8(r.err).contains(QStringLiteral("warning: the face of hex 0,0 crosses the vertical fold at x = 2737.5 px")))
        << QString::fromUtf8(r.err).toStdString();
}

TEST_F(RenderPresetTest, AWideBoardIsTurnedOntoATallBoardUnlessRefused)
{
    // One row of eight hexes: much wider than tall, on the tall bi-fold.
    const QString row = write(QStringLiteral("row.txt"), "Y,Y,Y,Y,Y,Y,Y,Y\n"), png = path(QStringLiteral("row.png"));
    CliResult r = runCli({QStringLiteral("render"), row, QStringLiteral("--preset"), QStringLiteral("tgc-bifold"), QStringLiteral("--png"), png});
    ASSERT_EQ(r.exitCode, 0) << QString::fromUtf8(r.err).toStdString();
    EXPECT_TRUE(QString::fromUtf8(r.out).contains(QStringLiteral("2775 x 5475 pixels, preset tgc-bifold@1, board turned a quarter turn")))
        << QString::fromUtf8(r.out).toStdString();
    r = runCli({QStringLiteral("render"), row, QStringLiteral("--preset"), QStringLiteral("tgc-bifold"), QStringLiteral("--png"), png,
                QStringLiteral("--no-rotate")});
    ASSERT_EQ(r.exitCode, 0) << QString::fromUtf8(r.err).toStdString();
    EXPECT_FALSE(QString::fromUtf8(r.out).contains(QStringLiteral("turned"))) << QString::fromUtf8(r.out).toStdString();
    EXPECT_EQ(runCli({QStringLiteral("render"), row, QStringLiteral("--png"), png, QStringLiteral("--no-rotate")}).exitCode, 2)
        << "--no-rotate without --preset";
    EXPECT_EQ(runCli({QStringLiteral("render"), row, QStringLiteral("--preset"), QStringLiteral("tgc-hex-mini"), QStringLiteral("--tiles"),
                      path(QStringLiteral("t")), QStringLiteral("--no-rotate")})
                  .exitCode,
              2)
        << "tiles are never turned";
}

TEST_F(RenderPresetTest, WrongCombinationsAreUsageErrorsAndABadFolderIsNamed)
{
    const QString png = path(QStringLiteral("x.png"));
    auto run = [&](QStringList extra) {
        QStringList args{QStringLiteral("render"), tiny};
        return runCli(args + extra);
    };
    EXPECT_EQ(run({QStringLiteral("--preset"), QStringLiteral("tgc-hex-large"), QStringLiteral("--png"), png}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("--preset"), QStringLiteral("tgc-quadfold"), QStringLiteral("--tiles"), path(QStringLiteral("t"))}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("--preset"), QStringLiteral("tgc-quadfold"), QStringLiteral("--png"), png, QStringLiteral("--size"),
                   QStringLiteral("30")})
                  .exitCode,
              2);
    EXPECT_EQ(run({QStringLiteral("--tiles"), path(QStringLiteral("t"))}).exitCode, 2) << "--tiles without --preset";
    const CliResult versioned = run({QStringLiteral("--preset"), QStringLiteral("tgc-quadfold@9"), QStringLiteral("--png"), png});
    EXPECT_EQ(versioned.exitCode, 2);
    EXPECT_TRUE(QString::fromUtf8(versioned.err).contains(QStringLiteral("version 1"))) << QString::fromUtf8(versioned.err).toStdString();
    EXPECT_FALSE(QFile::exists(png));

    const CliResult onFile = run({QStringLiteral("--preset"), QStringLiteral("tgc-hex-mini"), QStringLiteral("--tiles"), tiny});
    EXPECT_NE(onFile.exitCode, 0);
    EXPECT_TRUE(QString::fromUtf8(onFile.err).contains(tiny + QStringLiteral(": it is a file, not a folder"))) << QString::fromUtf8(onFile.err).toStdString();
    const CliResult huge = run({QStringLiteral("--preset"), QStringLiteral("ppg-3mm"), QStringLiteral("--png"), png, QStringLiteral("--hex-mm"),
                                QStringLiteral("500")});
    EXPECT_NE(huge.exitCode, 0);
    EXPECT_TRUE(QString::fromUtf8(huge.err).contains(QStringLiteral("cannot write ") + png)) << QString::fromUtf8(huge.err).toStdString();
    EXPECT_TRUE(QString::fromUtf8(huge.err).contains(QStringLiteral("--hex-mm"))) << QString::fromUtf8(huge.err).toStdString();
    EXPECT_FALSE(QFile::exists(png));
}

} // namespace
} // namespace hexloom::test
