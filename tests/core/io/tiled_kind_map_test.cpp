// Tiled maps whose tiles carry no "kind" property: a kind map (ID=KIND,...) brings every shipped
// map back cell for cell once its kinds are stripped, for listed tiles and for a tileset image's
// unlisted ones; the question the editor asks lists exactly the tiles without a kind; bad entries
// (unknown kind, missing tile, missing tileset, bad syntax) are one message naming file and field.
#include "core/io/tiled_kind_map.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <stdexcept>

#include "core/io/map_formats.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {
namespace {

MapFile shipped(const QString& name)
{
    return parseMap(builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt")), name.toStdString(), MapFormat::Letters);
}

// The map as Tiled, its tiles' kind properties removed; `kinds` gets what they said, tile by tile.
TiledDocument withoutKinds(const MapFile& f, TiledKindMap& kinds)
{
    TiledDocument doc = toTiled(f);
    for (TiledTile& tile : doc.tilesets.at(0).tiles) {
        auto& props = tile.properties;
        const QString kind = tiledProperty(props, QStringLiteral("kind"));
        if (kind.isNull())
            continue;
        kinds.push_back({QString(), tile.id, kind.toStdString()});
        props.erase(std::remove_if(props.begin(), props.end(), [](const TiledProperty& p) { return p.name == QStringLiteral("kind"); }),
                    props.end());
    }
    return doc;
}

TEST(TiledKindMapTest, ParsesEntriesAndRefusesBadOnesNamingThem)
{
    EXPECT_EQ(parseTiledKindMap(QStringLiteral("0=forest, 1 = desert,terrain:7=water")),
              (TiledKindMap{{QString(), 0, "forest"}, {QString(), 1, "desert"}, {QStringLiteral("terrain"), 7, "water"}}));
    EXPECT_EQ(formatTiledKindMap(parseTiledKindMap(QStringLiteral("terrain:7=water,0=forest"))), QStringLiteral("terrain:7=water,0=forest"));
    for (const char* bad : {"", "0", "=forest", "0=", "x=forest", "-1=forest", "0=forest,0=desert"}) {
        SCOPED_TRACE(bad);
        EXPECT_THROW(parseTiledKindMap(QString::fromLatin1(bad)), std::invalid_argument);
    }
    try {
        parseTiledKindMap(QStringLiteral("0=forest,seven=water"));
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("seven=water"), std::string::npos) << e.what();
    }
}

TEST(TiledKindMapTest, AKindMapBringsEveryShippedMapBackWithoutKindProperties)
{
    for (const QString& name : builtinMapNames()) {
        SCOPED_TRACE(name.toStdString());
        const MapFile f = shipped(name);
        TiledKindMap kinds;
        const TiledDocument doc = withoutKinds(f, kinds);
        EXPECT_THROW(fromTiled(doc, "m.tmj", {}), ParseError) << "no kinds and no map";
        const MapFile back = fromTiled(doc, "m.tmj", {}, kinds);
        ASSERT_EQ(back.board.size(), f.board.size());
        EXPECT_TRUE(back.map.sameContents(f.map));
        EXPECT_TRUE(back.map.sameLocks(f.map));
    }
}

TEST(TiledKindMapTest, TilesOfATilesetImageThatAreListedNowhereAreMappedToo)
{
    const MapFile f = shipped(QStringLiteral("catan-standard"));
    TiledKindMap kinds;
    TiledDocument doc = withoutKinds(f, kinds);
    doc.tilesets[0].tiles.clear(); // as a tileset made from one image: tiles without properties are not listed
    doc.tileLayers.erase(std::remove_if(doc.tileLayers.begin(), doc.tileLayers.end(),
                                        [](const TiledTileLayer& l) { return l.name == QStringLiteral("locks"); }),
                         doc.tileLayers.end());
    doc = parseTiledJson(writeTiledJson(doc), "m.tmj"); // as read from a file: every part knows its place
    try {
        fromTiled(doc, "m.tmj", {});
        FAIL();
    } catch (const ParseError& e) {
        EXPECT_EQ(e.field(), "tilesets[0]");
        EXPECT_NE(e.reason().find("no property \"kind\""), std::string::npos) << e.what();
        EXPECT_NE(e.reason().find("--kind-map"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(fromTiled(doc, "m.tmj", {}, kinds).map.sameContents(f.map));
}

TEST(TiledKindMapTest, BadEntriesAreOneMessageNamingTheFileAndTheEntry)
{
    const MapFile f = shipped(QStringLiteral("catan-standard"));
    TiledKindMap kinds;
    const TiledDocument doc = withoutKinds(f, kinds);
    struct Case {
        TiledKindEntry entry;
        const char* says;
    };
    for (const Case& c : {Case{{QString(), 0, "lava"}, "kind \"lava\" is not a kind"}, Case{{QString(), 99, "ore"}, "has no tile 99"},
                          Case{{QStringLiteral("nope"), 0, "ore"}, "no tileset \"nope\""}}) {
        SCOPED_TRACE(c.says);
        TiledKindMap bad = kinds;
        bad.push_back(c.entry);
        try {
            fromTiled(doc, "dev/map.tmj", {}, bad);
            FAIL();
        } catch (const ParseError& e) {
            EXPECT_EQ(e.source(), "dev/map.tmj");
            EXPECT_EQ(e.field(), "--kind-map " + formatTiledKindMap({c.entry}).toStdString());
            EXPECT_NE(e.reason().find(c.says), std::string::npos) << e.what();
        }
    }
}

TEST(TiledKindMapTest, TheQuestionListsExactlyTheTilesWithoutAKind)
{
    const MapFile f = shipped(QStringLiteral("catan-standard"));
    TiledKindMap kinds;
    TiledDocument doc = withoutKinds(f, kinds);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dev.tmj"));
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(writeTiledJson(doc));
    out.close();
    const TiledKindQuestion q = tiledKindQuestion(path);
    ASSERT_TRUE(q.rules);
    EXPECT_EQ(q.rules->name, f.rules->name);
    EXPECT_FALSE(q.severalTilesets);
    // Every kind the map uses, once, with how many cells show it.
    std::map<int, int> expected;
    for (model::CellIndex i = 0; i < f.board.size(); ++i)
        ++expected[static_cast<int>(f.map.terrain(i))];
    ASSERT_EQ(q.tiles.size(), expected.size());
    for (const TiledTileWithoutKind& t : q.tiles) {
        EXPECT_EQ(t.uses, expected[t.tile]) << "tile " << t.tile;
        EXPECT_FALSE(t.image.isEmpty()) << "Hexloom's own tilesets name an image per tile";
    }
    EXPECT_THROW(tiledKindQuestion(dir.filePath(QStringLiteral("none.tmj"))), ParseError) << "a missing file is named";
}

} // namespace
} // namespace hexloom::core::io
