// Tiled maps whose tiles carry no "kind" property: a kind map (ID=KIND,...) brings every shipped
// map back cell for cell once its kinds are stripped, for listed tiles and for a tileset image's
// unlisted ones; the question the editor asks lists exactly the tiles without a kind; bad entries
// (unknown kind, missing tile, missing tileset, bad syntax) are one message naming file and field.
// The text form reads back what it writes for any tileset or kind name (random names over the
// separators, the backslash and whitespace), and malformed text names the entry and the field.
#include "core/io/tiled_kind_map.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <random>
#include <set>
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

// Random names over the characters the syntax uses (',', ':', '=', '\\'), whitespace (which parsing
// trims around a field) and ordinary letters: whatever is written is read back as it was.
TEST(TiledKindMapTest, ReadsBackWhatItWritesForAnyNames)
{
    const QString alphabet = QStringLiteral(",:=\\ \tab\u00e9=:,\\");
    std::mt19937 random(26);
    auto name = [&](int minLength) {
        QString out;
        const int length = minLength + static_cast<int>(random() % 7);
        for (int i = 0; i < length; ++i)
            out += alphabet[static_cast<qsizetype>(random() % alphabet.size())];
        return out;
    };
    for (int round = 0; round < 2000; ++round) {
        TiledKindMap written;
        std::set<std::pair<QString, int>> used;
        const int entries = 1 + static_cast<int>(random() % 4);
        while (static_cast<int>(written.size()) < entries) {
            TiledKindEntry e{random() % 4 == 0 ? QString() : name(1), static_cast<int>(random() % 12), name(1).toStdString()};
            if (used.insert({e.tileset, e.tile}).second)
                written.push_back(e);
        }
        const QString text = formatTiledKindMap(written);
        SCOPED_TRACE(text.toStdString());
        TiledKindMap read;
        ASSERT_NO_THROW(read = parseTiledKindMap(text));
        ASSERT_EQ(read, written);
    }
    EXPECT_EQ(formatTiledKindMap({{QStringLiteral("a,b:c"), 7, "wa=ter"}}), QStringLiteral("a\\,b\\:c:7=wa\\=ter"));
    EXPECT_EQ(formatTiledKindMap({{QStringLiteral("roads: v2, =final"), 3, "water"}}), QStringLiteral("roads\\: v2\\, \\=final:3=water"))
        << "the example of docs/file-format.md";
    EXPECT_EQ(formatTiledKindMap({{QStringLiteral(" x "), 0, "forest"}}), QStringLiteral("\\ x\\ :0=forest"));
    EXPECT_EQ(parseTiledKindMap(QStringLiteral("multi:part:3=forest")).front().tileset, QStringLiteral("multi:part"))
        << "an unescaped ':' in a tileset name still reads: the last one before '=' separates";
}

// Malformed text: one message naming the entry (its number and text) and the field at fault.
TEST(TiledKindMapTest, MalformedTextNamesTheEntryAndTheField)
{
    const std::vector<std::pair<const char*, const char*>> cases = {
        {"0=forest,seven=water", "entry 2 \"seven=water\": field ID \"seven\" is no tile id"},
        {"0=forest, 1=", "entry 2 \"1=\": field KIND is empty"},
        {"set:=forest", "entry 1 \"set:=forest\": field ID is empty"},
        {"0=forest,desert", "entry 2 \"desert\": no '='"},
        {"3\\=forest", "entry 1 \"3\\=forest\": no '='"},
        {"0=forest\\", "entry 1 \"0=forest\\\": a '\\' at the end escapes nothing"},
        {"t:+3=forest", "entry 1 \"t:+3=forest\": field ID \"+3\" is no tile id"},
        {"a\\:b:1=x,a\\:b:1=y", "entry 2 \"a\\:b:1=y\": tile 1 of tileset \"a:b\" is mapped twice"},
        {" , ", "no entry"},
    };
    for (const auto& [text, message] : cases) {
        SCOPED_TRACE(text);
        try {
            parseTiledKindMap(QString::fromUtf8(text));
            ADD_FAILURE() << "accepted";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
        }
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
