// The Tiled reader's refusals (.tmj and .tmx: another orientation, a stagger that does not match,
// unknown tiles and kinds, an infinite map, compressed or external data, a Tabletop Simulator save,
// ...) reach the editor in its language, still naming the file, the field or element and the value
// at fault; the CLI's English is the reader's own (tests/core/io/tiled_map_test.cpp checks it).
// Each is provoked for real with German loaded; the last one through File → Open in the real window.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <functional>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/io/map_formats.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_map.h"
#include "core/io/tiled_xml.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/language_scope.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/shown_text.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_loader.h"

namespace hexloom::test {
namespace {

core::io::MapFile shipped(const char* name)
{
    return core::io::parseMap(core::io::builtinResource(QStringLiteral("maps/%1.txt").arg(QLatin1String(name))), name,
                              core::io::MapFormat::Letters);
}

// Space Galaxy (players' home systems on an object layer) as Hexloom writes it to .tmj, edited.
QByteArray tmjEdited(const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject map = QJsonDocument::fromJson(core::io::writeTiledJson(core::io::toTiled(shipped("space-galaxy")))).object();
    edit(map);
    return QJsonDocument(map).toJson();
}

// Edits the first layer of `type` ("tilelayer", "objectgroup").
void editLayer(QJsonObject& map, const char* type, const std::function<void(QJsonObject&)>& edit)
{
    QJsonArray layers = map["layers"].toArray();
    for (qsizetype i = 0; i < layers.size(); ++i) {
        QJsonObject l = layers[i].toObject();
        if (l["type"].toString() != QLatin1String(type))
            continue;
        edit(l);
        layers[i] = l;
        map["layers"] = layers;
        return;
    }
    ADD_FAILURE() << "no layer of type " << type;
}

void editFirstTile(QJsonObject& map, const std::function<void(QJsonObject&)>& edit)
{
    QJsonArray sets = map["tilesets"].toArray();
    QJsonObject set = sets[0].toObject();
    QJsonArray tiles = set["tiles"].toArray();
    QJsonObject tile = tiles[0].toObject();
    edit(tile);
    tiles[0] = tile;
    set["tiles"] = tiles;
    sets[0] = set;
    map["tilesets"] = sets;
}

void setProperty(QJsonObject& map, const char* name, const QJsonValue& value)
{
    QJsonArray props = map["properties"].toArray();
    for (qsizetype i = 0; i < props.size(); ++i) {
        QJsonObject p = props[i].toObject();
        if (p["name"].toString() == QLatin1String(name)) {
            p["value"] = value;
            props[i] = p;
            map["properties"] = props;
            return;
        }
    }
    props.append(QJsonObject{{"name", name}, {"type", "string"}, {"value", value}});
    map["properties"] = props;
}

struct Case {
    const char* what;
    std::function<void(QJsonObject&)> edit;
    QStringList names; // besides the file: the field and the value at fault
    QStringList english; // words of the English message that German must not keep
};

TEST(TranslatedMessages, TheTiledJsonReadersRefusalsAreGermanNamingFileAndField)
{
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    const auto objects = [](const std::function<void(QJsonObject&)>& edit) {
        return [edit](QJsonObject& m) {
            editLayer(m, "objectgroup", [&](QJsonObject& l) {
                QJsonArray list = l["objects"].toArray();
                QJsonObject o = list[0].toObject();
                edit(o);
                list[0] = o;
                l["objects"] = list;
            });
        };
    };
    const std::vector<Case> cases{
        {"another orientation", [](QJsonObject& m) { m["orientation"] = "orthogonal"; }, {"\"orientation\"", "orthogonal"},
         {"Hexloom reads", "Map Properties", "Orientation:"}},
        {"flat-top stagger", [](QJsonObject& m) { m["staggeraxis"] = "x"; }, {"\"staggeraxis\"", "„x“"}, {"pointy-top", "Stagger Axis", "this map"}},
        {"stagger index", [](QJsonObject& m) { m["staggerindex"] = "both"; }, {"\"staggerindex\"", "both"}, {"expected", "found"}},
        {"infinite", [](QJsonObject& m) { m["infinite"] = true; }, {"\"infinite\""}, {"infinite map", "untick", "Infinite"}},
        {"unknown kind", [](QJsonObject& m) {
             editFirstTile(m, [](QJsonObject& t) { t["properties"] = QJsonArray{QJsonObject{{"name", "kind"}, {"type", "string"}, {"value", "lava"}}}; });
         }, {"\"tilesets[0].tiles[0].properties\"", "lava", "space-galaxy"}, {"is not a kind", "rule set"}},
        {"a tile without a kind", [](QJsonObject& m) { editFirstTile(m, [](QJsonObject& t) { t.remove("properties"); }); },
         {"\"tilesets[0].tiles[0].properties\"", "--kind-map 0=KIND", "kind"}, {"has no property", "give each tile", "the editor asks"}},
        {"a tile id in no tileset", [](QJsonObject& m) {
             editLayer(m, "tilelayer", [](QJsonObject& l) {
                 QJsonArray data = l["data"].toArray();
                 for (qsizetype i = 0; i < data.size(); ++i)
                     if (data[i].toInt() != 0) {
                         data[i] = 999;
                         break;
                     }
                 l["data"] = data;
             });
         }, {"\"layers[0].data\"", "999"}, {"is in no tileset", "row ", "column "}},
        {"compressed data", [](QJsonObject& m) {
             editLayer(m, "tilelayer", [](QJsonObject& l) {
                 l["encoding"] = "base64";
                 l["compression"] = "zlib";
                 l["data"] = "eJwLSS0uAQAE+QHZ";
             });
         }, {"\"layers[0].compression\"", "zlib", "Kachelebenenformat"}, {"is not read", "Tile Layer Format", "uncompressed"}},
        {"bad base64", [](QJsonObject& m) {
             editLayer(m, "tilelayer", [](QJsonObject& l) {
                 l["encoding"] = "base64";
                 l["data"] = "AAAA";
             });
         }, {"\"layers[0].data\""}, {"layer data holds", "the layer needs", "per cell"}},
        {"external tileset", [](QJsonObject& m) { m["tilesets"] = QJsonArray{QJsonObject{{"firstgid", 1}, {"source", "terrain.tsj"}}}; },
         {"\"tilesets[0].source\"", "terrain.tsj"}, {"Embed Tileset", "is not read", "save again"}},
        {"no rule set", [](QJsonObject& m) { m.remove("properties"); }, {"\"properties\"", "--rules", "rules"}, {"naming the rule set", "add it"}},
        {"unknown rule set", [](QJsonObject& m) { setProperty(m, "rules", "chess"); }, {"\"properties\"", "chess"}, {"is not a built-in", "pass"}},
        {"a seed that is no number", [](QJsonObject& m) { setProperty(m, "seed", "seven"); }, {"\"properties\"", "seven"}, {"no whole number"}},
        {"a short layer", [](QJsonObject& m) {
             editLayer(m, "tilelayer", [](QJsonObject& l) {
                 QJsonArray data = l["data"].toArray();
                 data.removeLast();
                 l["data"] = data;
             });
         }, {"\"layers[0].data\""}, {"holds", "cells, the map is"}},
        {"a group layer", [](QJsonObject& m) {
             QJsonArray layers = m["layers"].toArray();
             layers.append(QJsonObject{{"type", "group"}, {"name", "g"}, {"layers", QJsonArray{}}});
             m["layers"] = layers;
         }, {"].type\""}, {"group layers", "move the layers"}},
        {"another layer type", [](QJsonObject& m) { editLayer(m, "objectgroup", [](QJsonObject& l) { l["type"] = "shapes"; }); },
         {"].type\"", "shapes"}, {"expected", "found"}},
        {"a home off the board", objects([](QJsonObject& o) { o["x"] = -5000; }), {"-5000"}, {"stands at", "off the board"}},
        {"a home of no player", objects([](QJsonObject& o) { o["properties"] = QJsonArray{QJsonObject{{"name", "player"}, {"type", "string"}, {"value", "nobody"}}}; }),
         {"].properties\"", "nobody"}, {"is no player", "property player"}},
        {"a Tabletop Simulator save", [](QJsonObject& m) { m = QJsonObject{{"SaveName", "x"}, {"ObjectStates", QJsonArray{}}}; },
         {"\"ObjectStates\"", "Tabletop Simulator"}, {"save, not a Tiled map", "writes these"}},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        const QByteArray data = tmjEdited(c.edit);
        const Shown s = refusalOf([&] { core::io::MapFormats::find("tiled")->read(data, "dev.tmj", {}); }); // as File → Open reads it
        expectTranslated(s, QStringList{QStringLiteral("dev.tmj")} + c.names, c.english);
        EXPECT_FALSE(s.shown.contains(QStringLiteral("field \""))) << "the field frame is German too: " << s.shown.toStdString();
    }
}

TEST(TranslatedMessages, TheTiledXmlReadersRefusalsAreGermanNamingFileLineAndElement)
{
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    const QByteArray xml = core::io::writeTiledXml(core::io::toTiled(shipped("catan-standard")));
    struct XmlCase {
        const char* what;
        QByteArray data;
        QStringList names;
        QStringList english;
    };
    const std::vector<XmlCase> cases{
        {"flat-top stagger", QByteArray(xml).replace("staggeraxis=\"y\"", "staggeraxis=\"x\""), {"dev.tmx:2", "<map> staggeraxis"},
         {"pointy-top", "Stagger Axis"}},
        {"infinite", QByteArray(xml).replace("infinite=\"0\"", "infinite=\"1\""), {"dev.tmx:2", "<map> infinite"}, {"infinite map", "untick"}},
        {"compressed data", QByteArray(xml).replace("encoding=\"csv\"", "encoding=\"base64\" compression=\"zstd\""), {"<data> compression", "zstd"},
         {"is not read", "Tile Layer Format"}},
        {"a number that is not one", QByteArray(xml).replace("tilewidth=\"97\"", "tilewidth=\"wide\""), {"<map> tilewidth", "wide"},
         {"expected a whole number", "found"}},
        {"csv that is not ids", QByteArray(xml).insert(xml.indexOf("encoding=\"csv\">") + 15, "x,"), {"dev.tmx:", "„x“"},
         {"comma-separated", "from line"}},
        {"not a map", QByteArray("<?xml version=\"1.0\"?>\n<tileset name=\"t\"/>\n"), {"dev.tmx:2", "<map>"}, {"root element", "expected a Tiled map"}},
        {"cut short", xml.left(xml.size() / 2), {"dev.tmx:", "XML"}, {"invalid XML"}},
    };
    for (const XmlCase& c : cases) {
        SCOPED_TRACE(c.what);
        ASSERT_NE(c.data, xml) << "the edit applies";
        const Shown s = refusalOf([&] { core::io::MapFormats::find("tiled-xml")->read(c.data, "dev.tmx", {}); });
        expectTranslated(s, QStringList{QStringLiteral("dev.tmx")} + c.names, c.english);
    }
}

// The designer opens a map drawn with square tiles in Tiled: File → Open says so in German, naming
// the file, its line and the field, with Tiled's own German menu path to change it.
TEST(TranslatedMessages, OpeningATiledMapOfAnotherOrientationSaysSoInGermanInTheRealWindow)
{
    (void)kScratchSettings;
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("square.tmj"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    const QByteArray data = tmjEdited([](QJsonObject& m) { m["orientation"] = "orthogonal"; });
    ASSERT_EQ(f.write(data), data.size());
    f.close();

    ui::main_window::MainWindow w;
    w.openDefault();
    DialogCatcher box;
    {
        FileDialogAnswer file(path);
        menuAction(w, QStringLiteral("Ö&ffnen…"))->trigger();
    }
    ASSERT_TRUE(spinUntil([&] { return box.shown > 0 && !w.files()->loader()->busy(); }, 30000));
    EXPECT_EQ(box.shown, 1);
    EXPECT_TRUE(box.text.contains(path + QLatin1Char(':'))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("\"orientation\""))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("Karteneigenschaften"))) << "Tiled's German menu: " << box.text.toStdString();
    EXPECT_FALSE(box.text.contains(QStringLiteral("Hexloom reads"))) << box.text.toStdString();
}

} // namespace
} // namespace hexloom::test
