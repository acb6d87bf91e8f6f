// hexloom-cli convert to and from Tiled maps, end to end: the tile images land beside the map at
// the tileset's size, Tiled itself (the Debian package's `tiled --export-map`) reads what Hexloom
// writes and what it writes back reads as the same map, and bad input is one clear message.
#include <QFile>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/support/tiled_without_kinds.h"

namespace hexloom::test {
namespace {

using ConvertTiledTest = CliTest;

const QString kGalaxy = QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/space-galaxy.txt");

TEST_F(ConvertTiledTest, AKindMapReadsTilesWithoutAKindProperty)
{
    const QString catan = QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt"), tmj = path(QStringLiteral("dev.tmj"));
    ASSERT_EQ(runCli({QStringLiteral("convert"), catan, tmj}).exitCode, 0);
    QStringList entries;
    for (const auto& [tile, kind] : stripTiledKinds(tmj))
        entries << QString::number(tile) + QLatin1Char('=') + kind;
    const QString kinds = entries.join(QLatin1Char(','));
    ASSERT_FALSE(kinds.isEmpty());

    const CliResult without = runCli({QStringLiteral("convert"), tmj, path(QStringLiteral("x.txt"))});
    EXPECT_NE(without.exitCode, 0);
    EXPECT_TRUE(without.err.contains("--kind-map")) << "the message says how to map them: " << without.err.toStdString();

    const QString back = path(QStringLiteral("back.txt"));
    const CliResult r = runCli({QStringLiteral("convert"), tmj, back, QStringLiteral("--kind-map"), kinds});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(core::io::loadMap(back).map.sameContents(core::io::loadMap(catan).map));

    const CliResult lava = runCli({QStringLiteral("convert"), tmj, back, QStringLiteral("--kind-map"), kinds + QStringLiteral(",0=lava")});
    EXPECT_EQ(lava.exitCode, 2) << "0 is mapped twice: bad usage";
    const CliResult unknown = runCli({QStringLiteral("convert"), tmj, back, QStringLiteral("--kind-map"),
                                      kinds.section(QLatin1Char(','), 1) + QStringLiteral(",0=lava")});
    EXPECT_NE(unknown.exitCode, 0);
    ASSERT_EQ(unknown.errLines().size(), 1) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.err.contains("dev.tmj")) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.err.contains("--kind-map 0=lava")) << unknown.err.toStdString();
    const CliResult missing = runCli({QStringLiteral("convert"), tmj, back, QStringLiteral("--kind-map"), kinds + QStringLiteral(",42=ore")});
    EXPECT_NE(missing.exitCode, 0);
    EXPECT_TRUE(missing.err.contains("has no tile 42")) << missing.err.toStdString();
    EXPECT_EQ(runCli({QStringLiteral("convert"), catan, back, QStringLiteral("--kind-map"), QStringLiteral("0=ore")}).exitCode, 2)
        << "--kind-map for a map that is no Tiled map";
}

TEST_F(ConvertTiledTest, TheTileImagesAreWrittenBesideTheMap)
{
    const QString out = path(QStringLiteral("galaxy.tmj"));
    const CliResult r = runCli({QStringLiteral("convert"), kGalaxy, out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject tileset = QJsonDocument::fromJson(f.readAll()).object()["tilesets"].toArray()[0].toObject();
    const QJsonArray tiles = tileset["tiles"].toArray();
    ASSERT_GT(tiles.size(), 2);
    for (const QJsonValue t : tiles) {
        const QString image = dir.filePath(t["image"].toString());
        SCOPED_TRACE(image.toStdString());
        QImageReader png(image);
        ASSERT_TRUE(png.canRead());
        EXPECT_EQ(png.size(), QSize(tileset["tilewidth"].toInt(), tileset["tileheight"].toInt()));
    }
}

// Tiled is in setup.sh's PACKAGES: a missing `tiled` is a broken set-up, not a reason to skip.
TEST_F(ConvertTiledTest, TiledItselfReadsWhatHexloomWritesAndBack)
{
    const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
    ASSERT_FALSE(tiled.isEmpty()) << "install the Debian package tiled (./setup.sh build does)";
    const QString tmj = path(QStringLiteral("g.tmj")), viaTiled = path(QStringLiteral("via-tiled.tmx"));
    ASSERT_EQ(runCli({QStringLiteral("convert"), kGalaxy, tmj}).exitCode, 0);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(tiled, {QStringLiteral("--export-map"), tmj, viaTiled});
    ASSERT_TRUE(p.waitForFinished(60'000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const auto direct = core::io::loadMap(kGalaxy);
    const auto back = core::io::loadMap(viaTiled);
    ASSERT_EQ(back.board.size(), direct.board.size());
    for (int i = 0; i < direct.board.size(); ++i) {
        const int j = back.board.indexAtOffset(direct.board.offset(i));
        ASSERT_GE(j, 0);
        EXPECT_EQ(back.map.terrain(j), direct.map.terrain(i));
        EXPECT_EQ(back.map.locked(j), direct.map.locked(i));
    }
    EXPECT_EQ(back.rules->players.players.front().homeCells, direct.rules->players.players.front().homeCells);
}

TEST_F(ConvertTiledTest, AnotherOrientationIsOneMessageNamingFileAndField)
{
    const QString tmj = path(QStringLiteral("square.tmj"));
    write(QStringLiteral("square.tmj"), R"({"type": "map", "orientation": "orthogonal", "width": 2, "height": 2,
        "tilewidth": 32, "tileheight": 32, "infinite": false, "layers": [], "tilesets": []})");
    const CliResult r = runCli({QStringLiteral("convert"), tmj, path(QStringLiteral("out.json"))});
    EXPECT_NE(r.exitCode, 0);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("square.tmj")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("orientation")) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("out.json"))));
}

} // namespace
} // namespace hexloom::test
