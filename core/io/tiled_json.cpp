#include "core/io/tiled_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <stdexcept>

#include "core/io/json_fields.h"
#include "core/io/json_locator.h"
#include "core/io/tiled_refusals.h"
#include "core/model/board.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

namespace {

// Tiled writes these; the reader takes any version.
const QString kTiledVersion = QStringLiteral("1.8");
const QString kTiledEditorVersion = QStringLiteral("1.8.2");
constexpr int kMaxTiles = 4096;
constexpr int kMaxObjects = 250'000;

QJsonArray propertiesJson(const TiledProperties& properties)
{
    QJsonArray out;
    for (const TiledProperty& p : properties) {
        QJsonValue value = p.value;
        if (p.type == QStringLiteral("bool"))
            value = p.value == QStringLiteral("true");
        else if (p.type == QStringLiteral("int"))
            value = p.value.toInt();
        out.append(QJsonObject{{"name", p.name}, {"type", p.type}, {"value", value}});
    }
    return out;
}

QJsonObject tilesetJson(const TiledTileset& set)
{
    QJsonArray tiles;
    for (const TiledTile& t : set.tiles)
        tiles.append(QJsonObject{{"id", t.id},
                                 {"image", t.image},
                                 {"imagewidth", t.imageWidth},
                                 {"imageheight", t.imageHeight},
                                 {"properties", propertiesJson(t.properties)}});
    return QJsonObject{{"firstgid", set.firstGid}, {"name", set.name},         {"tilewidth", set.tileWidth},
                       {"tileheight", set.tileHeight}, {"tilecount", set.tileCount}, {"columns", 0},
                       {"margin", 0},              {"spacing", 0},             {"grid", QJsonObject{{"orientation", "orthogonal"}, {"width", 1}, {"height", 1}}},
                       {"tiles", tiles}};
}

QJsonObject layerJson(const TiledTileLayer& l)
{
    QJsonArray data;
    for (uint32_t gid : l.gids)
        data.append(static_cast<double>(gid));
    return QJsonObject{{"id", l.id},   {"name", l.name}, {"type", "tilelayer"}, {"width", l.width}, {"height", l.height},
                       {"x", 0},       {"y", 0},         {"opacity", 1},        {"visible", l.visible}, {"data", data}};
}

QJsonObject objectLayerJson(const TiledObjectLayer& l)
{
    QJsonArray objects;
    for (const TiledObject& o : l.objects)
        objects.append(QJsonObject{{"id", o.id},       {"name", o.name},    {"type", o.type},  {"x", o.x},        {"y", o.y},
                                   {"width", 0},       {"height", 0},       {"rotation", 0},   {"visible", true}, {"point", true},
                                   {"properties", propertiesJson(o.properties)}});
    return QJsonObject{{"id", l.id}, {"name", l.name}, {"type", "objectgroup"}, {"draworder", "topdown"}, {"x", 0},
                       {"y", 0},     {"opacity", 1},   {"visible", true},       {"objects", objects}};
}

TiledProperties readProperties(const JsonFields& f)
{
    TiledProperties out;
    if (!f.has("properties"))
        return out;
    const QJsonArray list = f.array("properties", 1024);
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields p = f.element(list, "properties", i);
        TiledProperty prop{QString::fromStdString(p.text("name", 256)), QString::fromStdString(p.text("type", "string", 32)), {}};
        const QJsonValue v = p.raw().value(QLatin1String("value"));
        if (v.isBool())
            prop.value = v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (v.isDouble())
            prop.value = QString::number(v.toDouble(), 'g', 17);
        else if (v.isString())
            prop.value = v.toString();
        else
            p.fail(p.field("value"), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected text, a number or true/false")});
        out.push_back(std::move(prop));
    }
    return out;
}

TiledTileset readTileset(const JsonFields& s, const std::string& path)
{
    TiledTileset set;
    set.place = {path, 0, false};
    set.firstGid = s.integer("firstgid", 1, 1 << 28);
    set.source = QString::fromStdString(s.text("source", "", 1024));
    if (!set.source.isEmpty())
        return set;
    set.name = QString::fromStdString(s.text("name", "", 256));
    set.tileWidth = s.integer("tilewidth", 0, 1 << 16, 0);
    set.tileHeight = s.integer("tileheight", 0, 1 << 16, 0);
    set.tileCount = s.integer("tilecount", 0, 1 << 20, 0);
    if (!s.has("tiles"))
        return set;
    const QJsonArray tiles = s.array("tiles", kMaxTiles);
    for (int i = 0; i < tiles.size(); ++i) {
        const JsonFields t = s.element(tiles, "tiles", i);
        TiledTile tile;
        tile.place = {s.at("tiles", i), 0, false};
        tile.id = t.integer("id", 0, 1 << 20);
        tile.image = QString::fromStdString(t.text("image", "", 1024));
        tile.imageWidth = t.integer("imagewidth", 0, 1 << 16, 0);
        tile.imageHeight = t.integer("imageheight", 0, 1 << 16, 0);
        tile.properties = readProperties(t);
        set.tiles.push_back(std::move(tile));
    }
    return set;
}

std::vector<uint32_t> readData(const JsonFields& l, int width, int height)
{
    const size_t count = static_cast<size_t>(width) * static_cast<size_t>(height);
    const std::string compression = l.text("compression", "", 16);
    if (!compression.empty())
        l.fail(l.field("compression"), tiled::compressedLayer(compression));
    const std::string encoding = l.text("encoding", "csv", 16);
    if (encoding == "base64") {
        try {
            return decodeTiledBase64(l.raw().value(QLatin1String("data")).toString().toLatin1(), count);
        } catch (const std::invalid_argument& e) {
            l.fail(l.field("data"), text::reasonOf(e));
        }
    }
    if (encoding != "csv")
        l.fail(l.field("encoding"), tiled::unknownEncoding(encoding));
    const QJsonArray data = l.array("data", model::kMaxBoardCells * 16);
    std::vector<uint32_t> gids;
    gids.reserve(static_cast<size_t>(data.size()));
    for (int i = 0; i < data.size(); ++i) {
        const double v = data.at(i).toDouble(-1);
        if (v < 0 || v > 4294967295.0 || v != static_cast<double>(static_cast<uint32_t>(v)))
            l.fail(l.at("data", i), tiled::badTileId());
        gids.push_back(static_cast<uint32_t>(v));
    }
    return gids;
}

void readLayers(const JsonFields& root, TiledDocument& doc)
{
    const QJsonArray layers = root.array("layers", 256);
    for (int i = 0; i < layers.size(); ++i) {
        const JsonFields l = root.element(layers, "layers", i);
        const std::string type = l.text("type", 32);
        const TiledPlace place{root.at("layers", i), 0, false};
        if (type == "tilelayer") {
            TiledTileLayer layer;
            layer.place = place;
            layer.id = l.integer("id", 0, 1 << 20, 0);
            layer.name = QString::fromStdString(l.text("name", "", 256));
            layer.width = l.integer("width", 1, model::kMaxBoardExtent);
            layer.height = l.integer("height", 1, model::kMaxBoardExtent);
            layer.visible = l.boolean("visible", true);
            layer.gids = readData(l, layer.width, layer.height);
            doc.tileLayers.push_back(std::move(layer));
        } else if (type == "objectgroup") {
            TiledObjectLayer layer;
            layer.place = place;
            layer.id = l.integer("id", 0, 1 << 20, 0);
            layer.name = QString::fromStdString(l.text("name", "", 256));
            const QJsonArray objects = l.array("objects", kMaxObjects);
            for (int k = 0; k < objects.size(); ++k) {
                const JsonFields o = l.element(objects, "objects", k);
                TiledObject obj;
                obj.place = {l.at("objects", k), 0, false};
                obj.id = o.integer("id", 0, 1 << 30, 0);
                obj.name = QString::fromStdString(o.text("name", "", 256));
                obj.type = QString::fromStdString(o.text(o.has("class") ? "class" : "type", "", 256));
                obj.x = o.number("x", -1e9, 1e9);
                obj.y = o.number("y", -1e9, 1e9);
                obj.properties = readProperties(o);
                layer.objects.push_back(std::move(obj));
            }
            doc.objectLayers.push_back(std::move(layer));
        } else if (type == "group") {
            l.fail(l.field("type"), tiled::groupLayer());
        } else if (type != "imagelayer") {
            l.fail(l.field("type"), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected tilelayer, objectgroup or imagelayer, found \"%1\""), {{type}}});
        }
    }
}

} // namespace

std::vector<uint32_t> decodeTiledBase64(const QByteArray& text, size_t count)
{
    const auto decoded = QByteArray::fromBase64Encoding(text.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "layer data is not valid base64")});
    const QByteArray& bytes = *decoded;
    if (static_cast<size_t>(bytes.size()) != 4 * count)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "base64 layer data holds %1 bytes, the layer needs %2 (4 per cell, uncompressed)"),
                               {{std::to_string(bytes.size())}, {std::to_string(4 * count)}}});
    std::vector<uint32_t> gids(count);
    for (size_t i = 0; i < count; ++i) {
        const auto b = [&](size_t k) { return static_cast<uint32_t>(static_cast<unsigned char>(bytes[static_cast<qsizetype>(4 * i + k)])); };
        gids[i] = b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24;
    }
    return gids;
}

QByteArray writeTiledJson(const TiledDocument& doc)
{
    QJsonArray tilesets, layers;
    for (const TiledTileset& set : doc.tilesets)
        tilesets.append(tilesetJson(set));
    for (const TiledTileLayer& l : doc.tileLayers)
        layers.append(layerJson(l));
    for (const TiledObjectLayer& l : doc.objectLayers)
        layers.append(objectLayerJson(l));
    const QJsonObject root{{"type", "map"},
                           {"version", kTiledVersion},
                           {"tiledversion", kTiledEditorVersion},
                           {"orientation", doc.orientation},
                           {"renderorder", "right-down"},
                           {"staggeraxis", doc.staggerAxis},
                           {"staggerindex", doc.staggerIndex},
                           {"hexsidelength", doc.hexSideLength},
                           {"width", doc.width},
                           {"height", doc.height},
                           {"tilewidth", doc.tileWidth},
                           {"tileheight", doc.tileHeight},
                           {"infinite", doc.infinite},
                           {"compressionlevel", -1},
                           {"nextlayerid", static_cast<int>(doc.tileLayers.size() + doc.objectLayers.size()) + 1},
                           {"nextobjectid", doc.nextObjectId},
                           {"properties", propertiesJson(doc.properties)},
                           {"tilesets", tilesets},
                           {"layers", layers}};
    // Layer data one row of the map per line, as Tiled keeps it readable, not one id per line.
    QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    static const QRegularExpression data(QStringLiteral("\"data\": \\[([\\s\\d,]*)\\]"));
    QString out = QString::fromUtf8(text);
    QString result;
    qsizetype last = 0;
    for (auto it = data.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        QStringList ids = m.captured(1).simplified().remove(QLatin1Char(' ')).split(QLatin1Char(','), Qt::SkipEmptyParts);
        QStringList rows;
        for (qsizetype i = 0; i < ids.size(); i += doc.width > 0 ? doc.width : 1)
            rows << ids.mid(i, doc.width > 0 ? doc.width : 1).join(QStringLiteral(", "));
        result += out.mid(last, m.capturedStart() - last) + QStringLiteral("\"data\": [\n                ") +
                  rows.join(QStringLiteral(",\n                ")) + QStringLiteral("\n            ]");
        last = m.capturedEnd();
    }
    result += out.mid(last);
    return result.toUtf8();
}

TiledDocument parseTiledJson(const QByteArray& data, const std::string& source)
{
    return withFieldPositions(data, source, [&] {
        const JsonFields root(parseJson(data, source).object(), source);
        TiledDocument doc;
        if (root.has("ObjectStates"))
            root.fail("ObjectStates", text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this is a Tabletop Simulator save, not a Tiled map; "
                                                                                        "Hexloom writes these but does not read them")});
        const std::string type = root.text("type", "map", 16);
        if (type != "map")
            root.fail("type", text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a Tiled map (\"map\"), found \"%1\""), {{type}}});
        doc.orientation = QString::fromStdString(root.text("orientation", 32));
        doc.staggerAxis = QString::fromStdString(root.text("staggeraxis", "", 8));
        doc.staggerIndex = QString::fromStdString(root.text("staggerindex", "", 8));
        doc.infinite = root.boolean("infinite", false);
        doc.width = root.integer("width", 0, 1 << 20);
        doc.height = root.integer("height", 0, 1 << 20);
        doc.tileWidth = root.integer("tilewidth", 1, 1 << 16);
        doc.tileHeight = root.integer("tileheight", 1, 1 << 16);
        doc.hexSideLength = root.integer("hexsidelength", 0, 1 << 16, 0);
        doc.properties = readProperties(root);
        if (doc.orientation == QStringLiteral("hexagonal") && doc.staggerAxis == QStringLiteral("y") && !doc.infinite) {
            const QJsonArray sets = root.array("tilesets", 64);
            for (int i = 0; i < sets.size(); ++i)
                doc.tilesets.push_back(readTileset(root.element(sets, "tilesets", i), root.at("tilesets", i)));
            readLayers(root, doc);
        }
        return doc;
    });
}

} // namespace hexloom::core::io
