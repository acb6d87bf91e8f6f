// Tiled maps (.tmj and .tmx): every shipped map goes out and comes back the same (cells, tokens,
// locks, homes, rule set, recipe); the hex Hexloom writes is regular and its cells lie on a true
// hex lattice by Tiled's own stagger rules; the XML is checked by an independent QXmlStreamReader
// walk; and every map Hexloom cannot take is refused with the file and the field named.
#include "core/io/tiled_map.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointF>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include "core/io/map_formats.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_xml.h"

namespace hexloom::core::io {
namespace {

using model::CellIndex;

MapFile shipped(const QString& name)
{
    return parseMap(builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt")), name.toStdString(), MapFormat::Letters);
}

const MapFormatInfo& tmj() { return *MapFormats::find("tiled"); }
const MapFormatInfo& tmx() { return *MapFormats::find("tiled-xml"); }

// A map with locks, a recipe, metadata and (where the game has tokens) its tokens.
MapFile decorated(const QString& name)
{
    MapFile f = shipped(name);
    for (CellIndex i = 0; i < f.board.size(); i += 4)
        f.map.setLocked(i, true);
    f.metadata.recipe = "generate " + name.toStdString() + " --algorithm tabu --seed 7";
    f.metadata.algorithm = "tabu";
    f.metadata.seed = 7;
    f.metadata.hasSeed = true;
    f.metadata.note = "a note with \"quotes\" & <angles>";
    return f;
}

void expectSameMap(const MapFile& back, const MapFile& f)
{
    ASSERT_EQ(back.board.size(), f.board.size());
    EXPECT_EQ(back.rules->name, f.rules->name);
    for (CellIndex i = 0; i < f.board.size(); ++i) {
        const CellIndex j = back.board.indexAtOffset(f.board.offset(i));
        ASSERT_GE(j, 0) << "row " << f.board.offset(i).row << " col " << f.board.offset(i).col;
        EXPECT_EQ(back.map.terrain(j), f.map.terrain(i));
        EXPECT_EQ(back.map.token(j), f.map.token(i));
        EXPECT_EQ(back.map.locked(j), f.map.locked(i));
    }
    ASSERT_EQ(back.rules->players.players.size(), f.rules->players.players.size());
    for (size_t p = 0; p < f.rules->players.players.size(); ++p)
        EXPECT_EQ(back.rules->players.players[p].homeCells, f.rules->players.players[p].homeCells);
    EXPECT_EQ(back.metadata.recipe, f.metadata.recipe);
    EXPECT_EQ(back.metadata.algorithm, f.metadata.algorithm);
    EXPECT_EQ(back.metadata.seed, f.metadata.seed);
    EXPECT_EQ(back.metadata.note, f.metadata.note);
    EXPECT_EQ(back.rulesEmbedded, f.rulesEmbedded);
}

TEST(TiledMapTest, EveryShippedMapComesBackTheSameFromTmjAndTmx)
{
    for (const QString& name : builtinMapNames())
        for (const MapFormatInfo* format : {&tmj(), &tmx()}) {
            SCOPED_TRACE(format->id + " " + name.toStdString());
            const MapFile f = decorated(name);
            expectSameMap(format->read(format->write(f), name.toStdString(), {}), f);
        }
}

TEST(TiledMapTest, AnEmbeddedRuleSetAndEmptyCellsComeBack)
{
    MapFile f = decorated(QStringLiteral("terra-mystica-original"));
    auto rules = std::make_shared<rules::RuleSet>(*f.rules);
    rules->name = "my-variant";
    rules->terrains[0].name = "Sand dunes";
    f.rules = rules;
    f.rulesEmbedded = true;
    f.map.setTerrain(5, model::kNoTerrain);
    for (const MapFormatInfo* format : {&tmj(), &tmx()}) {
        SCOPED_TRACE(format->id);
        const MapFile back = format->read(format->write(f), "variant", {});
        expectSameMap(back, f);
        EXPECT_EQ(back.rules->terrains[0].name, "Sand dunes");
    }
}

// Tiled's stagger rules, recomputed here: a row every (tileheight + hexsidelength) / 2 pixels,
// the rows staggerindex names shifted tilewidth / 2 to the right.
QPointF tiledCentre(const QJsonObject& map, int row, int col)
{
    const int w = map["tilewidth"].toInt(), h = map["tileheight"].toInt(), side = map["hexsidelength"].toInt();
    const bool shifted = (row % 2 == 1) == (map["staggerindex"].toString() == "odd");
    return {col * w + (shifted ? w / 2 : 0) + w / 2.0, row * ((h + side) / 2) + h / 2.0};
}

TEST(TiledMapTest, TheTileIsARegularPointyTopHexAndNeighboursLieOnALattice)
{
    for (const QString& name : builtinMapNames()) {
        SCOPED_TRACE(name.toStdString());
        const MapFile f = shipped(name);
        const QJsonObject map = QJsonDocument::fromJson(tmj().write(f)).object();
        EXPECT_EQ(map["orientation"].toString(), "hexagonal");
        EXPECT_EQ(map["staggeraxis"].toString(), "y");
        const int w = map["tilewidth"].toInt(), h = map["tileheight"].toInt(), side = map["hexsidelength"].toInt();
        EXPECT_EQ(h, 2 * side) << "a pointy-top hex is two sides tall";
        EXPECT_NEAR(w, std::sqrt(3.0) * side, 0.5) << "and sqrt(3) sides wide";
        EXPECT_EQ(map["width"].toInt(), f.board.columnCount());
        EXPECT_EQ(map["height"].toInt(), f.board.rowCount());
        // Every pair of Hexloom neighbours is one tile width apart in Tiled's layout.
        for (CellIndex i = 0; i < f.board.size(); ++i)
            for (CellIndex j : f.board.neighbours(i)) {
                const auto a = f.board.offset(i), b = f.board.offset(j);
                const QPointF d = tiledCentre(map, a.row, a.col) - tiledCentre(map, b.row, b.col);
                EXPECT_NEAR(std::hypot(d.x(), d.y()), w, 1.0) << a.row << "," << a.col << " - " << b.row << "," << b.col;
            }
    }
}

TEST(TiledMapTest, TheXmlReadsRightWithAPlainXmlReader)
{
    const MapFile f = decorated(QStringLiteral("space-galaxy"));
    QXmlStreamReader xml(tmx().write(f));
    std::map<int, QString> kindOfTile;
    int tileId = -1, cells = 0, locks = 0, homes = 0;
    QString layer;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("map")) {
            EXPECT_EQ(a.value("orientation"), QLatin1String("hexagonal"));
            EXPECT_EQ(a.value("staggeraxis"), QLatin1String("y"));
            EXPECT_EQ(a.value("staggerindex"), f.board.layout().isShiftedRow(1) ? QLatin1String("odd") : QLatin1String("even"));
            EXPECT_EQ(a.value("width").toInt(), f.board.columnCount());
        } else if (xml.name() == QLatin1String("tile")) {
            tileId = a.value("id").toInt();
        } else if (xml.name() == QLatin1String("property") && a.value("name") == QLatin1String("kind")) {
            kindOfTile[tileId + 1] = a.value("value").toString();
        } else if (xml.name() == QLatin1String("layer")) {
            layer = a.value("name").toString();
        } else if (xml.name() == QLatin1String("data")) {
            EXPECT_EQ(a.value("encoding"), QLatin1String("csv"));
            const QStringList ids = xml.readElementText().split(',');
            EXPECT_EQ(ids.size(), f.board.columnCount() * f.board.rowCount());
            for (int k = 0; k < ids.size(); ++k) {
                const int gid = ids[k].trimmed().toInt();
                const CellIndex cell = f.board.indexAtOffset({k / f.board.columnCount(), k % f.board.columnCount()});
                if (layer == "terrain") {
                    EXPECT_EQ(gid != 0, cell != model::kNoCell) << "0 exactly off the board";
                    if (cell != model::kNoCell && f.map.terrain(cell) != model::kNoTerrain) {
                        EXPECT_EQ(kindOfTile[gid].toStdString(), f.rules->terrain(f.map.terrain(cell)).id);
                        ++cells;
                    }
                } else if (layer == "locks") {
                    EXPECT_EQ(gid != 0, cell != model::kNoCell && f.map.locked(cell));
                    locks += gid != 0;
                }
            }
        } else if (xml.name() == QLatin1String("object") && a.value("type") == QLatin1String("home")) {
            ++homes;
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_EQ(cells, f.board.size());
    EXPECT_EQ(locks, f.map.lockedCount());
    size_t homeCells = 0;
    for (const auto& p : f.rules->players.players)
        homeCells += p.homeCells.size();
    EXPECT_GT(homeCells, 0u);
    EXPECT_EQ(static_cast<size_t>(homes), homeCells);
}

TEST(TiledMapTest, HomesMovedInTiledTravelInAnEmbeddedRuleSet)
{
    const MapFile f = shipped(QStringLiteral("space-galaxy"));
    TiledDocument doc = toTiled(f);
    TiledObject& home = doc.objectLayers.front().objects.front();
    const auto oldCell = f.rules->players.players.front().homeCells.front();
    // Move it onto the first cell that is no one's home.
    model::OffsetCoord target{};
    for (CellIndex i = 0; i < f.board.size(); ++i) {
        bool isHome = false;
        for (const auto& p : f.rules->players.players)
            isHome |= std::find(p.homeCells.begin(), p.homeCells.end(), f.board.offset(i)) != p.homeCells.end();
        if (!isHome) {
            target = f.board.offset(i);
            break;
        }
    }
    ASSERT_NE(target, oldCell);
    home.x = kTiledTileWidth / 2.0 + (f.board.layout().isShiftedRow(target.row) ? kTiledTileWidth / 2 : 0) + target.col * kTiledTileWidth;
    home.y = kTiledTileHeight / 2.0 + target.row * ((kTiledTileHeight + kTiledHexSide) / 2);
    const MapFile back = fromTiled(doc, "moved.tmj", {});
    EXPECT_TRUE(back.rulesEmbedded);
    const auto& cells = back.rules->players.players.front().homeCells;
    EXPECT_NE(std::find(cells.begin(), cells.end(), target), cells.end());
    EXPECT_EQ(std::find(cells.begin(), cells.end(), oldCell), cells.end());
}

TEST(TiledMapTest, Base64UncompressedLayersAreRead)
{
    const MapFile f = decorated(QStringLiteral("catan-standard"));
    QJsonObject map = QJsonDocument::fromJson(tmj().write(f)).object();
    QJsonArray layers = map["layers"].toArray();
    for (int i = 0; i < layers.size(); ++i) {
        QJsonObject l = layers[i].toObject();
        if (l["type"] != "tilelayer")
            continue;
        QByteArray bytes;
        for (const QJsonValue v : l["data"].toArray())
            for (int k = 0; k < 4; ++k)
                bytes += static_cast<char>((static_cast<uint32_t>(v.toDouble()) >> (8 * k)) & 0xFF);
        l["encoding"] = "base64";
        l["data"] = QString::fromLatin1(bytes.toBase64());
        layers[i] = l;
    }
    map["layers"] = layers;
    expectSameMap(tmj().read(QJsonDocument(map).toJson(), "b64.tmj", {}), f);
}

// The message of reading `data` as `format`, or "" when it reads.
std::string refusal(const MapFormatInfo& format, const QByteArray& data, const std::string& source = "bad.tmj")
{
    try {
        format.read(data, source, {});
    } catch (const ParseError& e) {
        return std::string(e.what()) + " | field " + e.field() + " | line " + std::to_string(e.line());
    }
    return {};
}

QByteArray edited(const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject map = QJsonDocument::fromJson(tmj().write(shipped(QStringLiteral("terra-mystica-original")))).object();
    edit(map);
    return QJsonDocument(map).toJson();
}

// Changes tile `index` of the map's first tileset.
void editTile(QJsonObject& map, int index, const std::function<void(QJsonObject&)>& edit)
{
    QJsonArray sets = map["tilesets"].toArray();
    QJsonObject set = sets[0].toObject();
    QJsonArray tiles = set["tiles"].toArray();
    QJsonObject tile = tiles[index].toObject();
    edit(tile);
    tiles[index] = tile;
    set["tiles"] = tiles;
    sets[0] = set;
    map["tilesets"] = sets;
}

TEST(TiledMapTest, MapsHexloomCannotTakeAreRefusedNamingFileAndField)
{
    struct Case {
        const char* what;
        std::function<void(QJsonObject&)> edit;
        const char* field;
        const char* says;
    };
    const std::vector<Case> cases{
        {"orthogonal", [](QJsonObject& m) { m["orientation"] = "orthogonal"; }, "orientation", "hexagonal"},
        {"flat-top", [](QJsonObject& m) { m["staggeraxis"] = "x"; }, "staggeraxis", "pointy-top"},
        {"stagger index", [](QJsonObject& m) { m["staggerindex"] = "both"; }, "staggerindex", "odd"},
        {"infinite", [](QJsonObject& m) { m["infinite"] = true; }, "infinite", "infinite"},
        {"unknown kind", [](QJsonObject& m) {
             editTile(m, 2, [](QJsonObject& tile) {
                 tile["properties"] = QJsonArray{QJsonObject{{"name", "kind"}, {"type", "string"}, {"value", "lava"}}};
             });
         }, "tilesets[0].tiles[2].properties", "lava"},
        {"no kind", [](QJsonObject& m) { editTile(m, 0, [](QJsonObject& tile) { tile.remove("properties"); }); },
         "tilesets[0].tiles[0].properties", "no property \"kind\""},
        {"zlib", [](QJsonObject& m) {
             QJsonArray layers = m["layers"].toArray();
             QJsonObject l = layers[0].toObject();
             l["encoding"] = "base64";
             l["compression"] = "zlib";
             l["data"] = "eJwLSS0uAQAE+QHZ";
             layers[0] = l;
             m["layers"] = layers;
         }, "layers[0].compression", "zlib"},
        {"external tileset", [](QJsonObject& m) {
             m["tilesets"] = QJsonArray{QJsonObject{{"firstgid", 1}, {"source", "terrain.tsj"}}};
         }, "tilesets[0].source", "Embed Tileset"},
        {"no rules", [](QJsonObject& m) { m.remove("properties"); }, "properties", "--rules"},
        {"short layer", [](QJsonObject& m) {
             QJsonArray layers = m["layers"].toArray();
             QJsonObject l = layers[0].toObject();
             QJsonArray data = l["data"].toArray();
             data.removeLast();
             l["data"] = data;
             layers[0] = l;
             m["layers"] = layers;
         }, "layers[0].data", "holds"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        const std::string message = refusal(tmj(), edited(c.edit));
        EXPECT_NE(message.find("bad.tmj"), std::string::npos) << message;
        EXPECT_NE(message.find("| field " + std::string(c.field) + " |"), std::string::npos) << message;
        EXPECT_NE(message.find(c.says), std::string::npos) << message;
        if (std::string(c.what) != "no rules") { // a member that is absent has no line
            EXPECT_EQ(message.find("| line 0"), std::string::npos) << "JSON fields get their line: " << message;
        }
    }
}

// A segmented recipe in the map property "recipe" is checked when the map is opened, as the
// native reader checks metadata.recipe: each damage refused naming the file, the property (its
// line) and the segment; a sound one reads back as written.
TEST(TiledMapTest, ASegmentedRecipeIsCheckedWhenTheMapIsOpened)
{
    const std::string head = "hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 ";
    struct Case {
        std::string segments;
        const char* says;
    };
    const std::vector<Case> cases{
        {"--segment 5:99,0,0,0,1", "segment 2 (iteration 5): entry 1: no cell at row 99, column 0"},
        {"--segment 5:0,0,x,0,0", "segment 2 (iteration 5): entry 1: terrain \"x\" is not '-' or a terrain index"},
        {"--segment 5:0,0,0,0,2", "segment 2 (iteration 5): entry 1: lock \"2\" is not 0 or 1"},
        {"--segment 9:0,0,0,0,0 --segment 4:0,0,1,0,0", "segment 3: iteration 4 does not come after the segment before (iteration 9)"},
        {"--segment five:0,0,0,0,0", "segment 2: expected ITERATION:CHANGES"},
        {"--segment", "--segment at the end of the recipe"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.segments);
        MapFile f = decorated(QStringLiteral("terra-mystica-original"));
        f.metadata.recipe = head + c.segments;
        const std::string json = refusal(tmj(), tmj().write(f));
        EXPECT_NE(json.find("bad.tmj:"), std::string::npos) << json;
        EXPECT_NE(json.find("map property recipe: " + std::string(c.says)), std::string::npos) << json;
        EXPECT_NE(json.find("| field properties["), std::string::npos) << json;
        EXPECT_EQ(json.find("| line 0"), std::string::npos) << "the property's line is named: " << json;
        const std::string xml = refusal(tmx(), tmx().write(f), "bad.tmx");
        EXPECT_NE(xml.find("bad.tmx:"), std::string::npos) << xml;
        EXPECT_NE(xml.find("map property recipe: " + std::string(c.says)), std::string::npos) << xml;
        EXPECT_EQ(xml.find("| line 0"), std::string::npos) << xml;
    }
    MapFile sound = decorated(QStringLiteral("terra-mystica-original"));
    sound.metadata.recipe = head + "--segment 5:0,0,1,0,1 --segment 9:0,0,-,0,0";
    for (const MapFormatInfo* format : {&tmj(), &tmx()})
        EXPECT_EQ(format->read(format->write(sound), "good", {}).metadata.recipe, sound.metadata.recipe);
}

TEST(TiledMapTest, XmlRefusalsNameTheElementAndLine)
{
    QByteArray xml = tmx().write(shipped(QStringLiteral("terra-mystica-original")));
    const QByteArray flat = QByteArray(xml).replace("staggeraxis=\"y\"", "staggeraxis=\"x\"");
    std::string message = refusal(tmx(), flat, "bad.tmx");
    EXPECT_NE(message.find("bad.tmx:2"), std::string::npos) << message;
    EXPECT_NE(message.find("<map> staggeraxis"), std::string::npos) << message;
    const QByteArray zstd = QByteArray(xml).replace("encoding=\"csv\"", "encoding=\"base64\" compression=\"zstd\"");
    message = refusal(tmx(), zstd, "bad.tmx");
    EXPECT_NE(message.find("<data> compression"), std::string::npos) << message;
    EXPECT_NE(message.find("zstd"), std::string::npos) << message;
    message = refusal(tmx(), xml.left(xml.size() / 2), "cut.tmx");
    EXPECT_NE(message.find("cut.tmx"), std::string::npos) << message;
    EXPECT_NE(message.find("XML"), std::string::npos) << message;
}

TEST(TiledMapTest, ATabletopSimulatorSaveIsNamedAsSuch)
{
    const QByteArray save = R"({"SaveName": "x", "ObjectStates": []})";
    for (const MapFormatInfo* format : {&tmj(), MapFormats::find("json")}) {
        const std::string message = refusal(*format, save, "save.json");
        EXPECT_NE(message.find("save.json"), std::string::npos) << message;
        EXPECT_NE(message.find("field ObjectStates"), std::string::npos) << message;
        EXPECT_NE(message.find("Tabletop Simulator"), std::string::npos) << message;
    }
    const std::string tiledAsJson = refusal(*MapFormats::find("json"), tmj().write(shipped(QStringLiteral("catan-standard"))), "m.json");
    EXPECT_NE(tiledAsJson.find(".tmj"), std::string::npos) << tiledAsJson;
}

} // namespace
} // namespace hexloom::core::io
