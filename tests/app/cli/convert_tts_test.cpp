// hexloom-cli convert --to tts: a Tabletop Simulator save whose every image URL is a file written
// beside it, notes on stderr for what the save leaves out, and a save given back as input refused
// with one message naming the file and the field.
#include <QFile>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <cmath>

#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using ConvertTtsTest = CliTest;

TEST_F(ConvertTtsTest, TheSaveNamesImagesThatAreWrittenBesideIt)
{
    const QString save = path(QStringLiteral("catan save.json"));
    const CliResult r = runCli({QStringLiteral("convert"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt"), save,
                                QStringLiteral("--to"), QStringLiteral("tts")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("note: number tokens")) << r.err.toStdString();
    QFile f(save);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonArray objects = QJsonDocument::fromJson(f.readAll()).object()["ObjectStates"].toArray();
    ASSERT_FALSE(objects.isEmpty());
    for (const QJsonValue o : objects) {
        const QUrl url(o["CustomImage"]["ImageURL"].toString());
        ASSERT_TRUE(url.isLocalFile()) << url.toString().toStdString();
        EXPECT_TRUE(QImageReader(url.toLocalFile()).canRead()) << url.toLocalFile().toStdString();
    }

    const CliResult back = runCli({QStringLiteral("convert"), save, path(QStringLiteral("back.txt"))});
    EXPECT_NE(back.exitCode, 0);
    ASSERT_EQ(back.errLines().size(), 1) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("catan save.json")) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("ObjectStates")) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("Tabletop Simulator")) << back.err.toStdString();
}

TEST_F(ConvertTtsTest, TheHexSizeIsChosenAndCheckedBeforeReadingTheMap)
{
    const QString map = QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt"), save = path(QStringLiteral("big.json"));
    const CliResult r = runCli({QStringLiteral("convert"), map, save, QStringLiteral("--to"), QStringLiteral("tts"), QStringLiteral("--tts-hex-size"),
                                QStringLiteral("3")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QFile f(save);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    EXPECT_DOUBLE_EQ(doc["Grid"]["xSize"].toDouble(), 3 * 2 / std::sqrt(3.0)) << "a hex corner to corner";
    // Two tiles of one row are neighbours: 3 units apart.
    const QJsonArray objects = doc["ObjectStates"].toArray();
    const QJsonObject a = objects[0]["Transform"].toObject(), b = objects[1]["Transform"].toObject();
    EXPECT_NEAR(std::hypot(a["posX"].toDouble() - b["posX"].toDouble(), a["posZ"].toDouble() - b["posZ"].toDouble()), 3.0, 1e-9);

    EXPECT_EQ(runCli({QStringLiteral("convert"), map, save, QStringLiteral("--to"), QStringLiteral("tts"), QStringLiteral("--tts-hex-size"),
                      QStringLiteral("0")})
                  .exitCode,
              2);
    const CliResult wrongFormat =
        runCli({QStringLiteral("convert"), map, path(QStringLiteral("x.json")), QStringLiteral("--tts-hex-size"), QStringLiteral("3")});
    EXPECT_EQ(wrongFormat.exitCode, 2);
    EXPECT_TRUE(wrongFormat.err.contains("--tts-hex-size")) << wrongFormat.err.toStdString();
}

TEST_F(ConvertTtsTest, TheOneBoardSaveShowsItsPictureWrittenBesideIt)
{
    const QString save = path(QStringLiteral("quick play.json"));
    const CliResult r = runCli({QStringLiteral("convert"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt"), save,
                                QStringLiteral("--to"), QStringLiteral("tts-board"), QStringLiteral("--tts-hex-size"), QStringLiteral("2.5")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("note: the board is one picture")) << r.err.toStdString();
    QFile f(save);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray objects = doc["ObjectStates"].toArray();
    ASSERT_EQ(objects.size(), 1);
    EXPECT_EQ(objects[0]["Name"].toString(), QStringLiteral("Custom_Board"));
    const QUrl url(objects[0]["CustomImage"]["ImageURL"].toString());
    ASSERT_TRUE(url.isLocalFile());
    EXPECT_EQ(url.toLocalFile(), path(QStringLiteral("quick play-board.png")));
    const QSize size = QImageReader(url.toLocalFile()).size();
    EXPECT_EQ(size.width(), size.height()) << "a square picture";
    EXPECT_DOUBLE_EQ(doc["Grid"]["xSize"].toDouble(), 2.5 * 2 / std::sqrt(3.0));
}

// The size of a board at scale 1 is not documented by Tabletop Simulator: --tts-board-side replaces
// the community figure, and the board's scale follows it inversely (twice the side, half the scale).
TEST_F(ConvertTtsTest, TheBoardSideAtScaleOneIsAnOptionOfTheOneBoardSave)
{
    const QString map = QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt");
    auto boardScale = [&](const QStringList& extra) {
        const QString save = path(QStringLiteral("board.json"));
        const CliResult r = runCli(QStringList{QStringLiteral("convert"), map, save, QStringLiteral("--to"), QStringLiteral("tts-board")} + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        QFile f(save);
        EXPECT_TRUE(f.open(QIODevice::ReadOnly));
        const QJsonObject t = QJsonDocument::fromJson(f.readAll()).object()["ObjectStates"][0]["Transform"].toObject();
        EXPECT_DOUBLE_EQ(t["scaleX"].toDouble(), t["scaleZ"].toDouble());
        return t["scaleX"].toDouble();
    };
    const double standard = boardScale({});
    ASSERT_GT(standard, 0);
    EXPECT_NEAR(boardScale({QStringLiteral("--tts-board-side"), QStringLiteral("2.6")}), standard / 2, 1e-12);
    EXPECT_NEAR(boardScale({QStringLiteral("--tts-board-side"), QStringLiteral("1.3")}), standard, 1e-12) << "1.3 is the default";

    const CliResult outOfRange = runCli({QStringLiteral("convert"), map, path(QStringLiteral("x.json")), QStringLiteral("--to"),
                                         QStringLiteral("tts-board"), QStringLiteral("--tts-board-side"), QStringLiteral("0")});
    EXPECT_EQ(outOfRange.exitCode, 2);
    EXPECT_TRUE(outOfRange.err.contains("tts-board-side")) << outOfRange.err.toStdString();
    const CliResult tiles = runCli({QStringLiteral("convert"), map, path(QStringLiteral("x.json")), QStringLiteral("--to"), QStringLiteral("tts"),
                                    QStringLiteral("--tts-board-side"), QStringLiteral("2")});
    EXPECT_EQ(tiles.exitCode, 2) << "the tile save has no board";
    EXPECT_TRUE(tiles.err.contains("--tts-board-side")) << tiles.err.toStdString();
}

} // namespace
} // namespace hexloom::test
