#include "core/io/tiled_xml.h"

#include <QXmlStreamReader>
#include <QXmlStreamWriter>
#include <optional>
#include <stdexcept>

#include "core/io/parse_error.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_refusals.h"
#include "core/model/board.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

namespace {

void writeProperties(QXmlStreamWriter& w, const TiledProperties& properties)
{
    if (properties.empty())
        return;
    w.writeStartElement(QStringLiteral("properties"));
    for (const TiledProperty& p : properties) {
        w.writeStartElement(QStringLiteral("property"));
        w.writeAttribute(QStringLiteral("name"), p.name);
        if (p.type != QStringLiteral("string"))
            w.writeAttribute(QStringLiteral("type"), p.type);
        w.writeAttribute(QStringLiteral("value"), p.value);
        w.writeEndElement();
    }
    w.writeEndElement();
}

void writeTileset(QXmlStreamWriter& w, const TiledTileset& set)
{
    w.writeStartElement(QStringLiteral("tileset"));
    w.writeAttribute(QStringLiteral("firstgid"), QString::number(set.firstGid));
    w.writeAttribute(QStringLiteral("name"), set.name);
    w.writeAttribute(QStringLiteral("tilewidth"), QString::number(set.tileWidth));
    w.writeAttribute(QStringLiteral("tileheight"), QString::number(set.tileHeight));
    w.writeAttribute(QStringLiteral("tilecount"), QString::number(set.tileCount));
    w.writeAttribute(QStringLiteral("columns"), QStringLiteral("0"));
    w.writeEmptyElement(QStringLiteral("grid"));
    w.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
    w.writeAttribute(QStringLiteral("width"), QStringLiteral("1"));
    w.writeAttribute(QStringLiteral("height"), QStringLiteral("1"));
    for (const TiledTile& t : set.tiles) {
        w.writeStartElement(QStringLiteral("tile"));
        w.writeAttribute(QStringLiteral("id"), QString::number(t.id));
        writeProperties(w, t.properties);
        w.writeEmptyElement(QStringLiteral("image"));
        w.writeAttribute(QStringLiteral("width"), QString::number(t.imageWidth));
        w.writeAttribute(QStringLiteral("height"), QString::number(t.imageHeight));
        w.writeAttribute(QStringLiteral("source"), t.image);
        w.writeEndElement();
    }
    w.writeEndElement();
}

void writeLayer(QXmlStreamWriter& w, const TiledTileLayer& l)
{
    w.writeStartElement(QStringLiteral("layer"));
    w.writeAttribute(QStringLiteral("id"), QString::number(l.id));
    w.writeAttribute(QStringLiteral("name"), l.name);
    w.writeAttribute(QStringLiteral("width"), QString::number(l.width));
    w.writeAttribute(QStringLiteral("height"), QString::number(l.height));
    w.writeStartElement(QStringLiteral("data"));
    w.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    QString csv = QStringLiteral("\n");
    for (size_t i = 0; i < l.gids.size(); ++i) {
        csv += QString::number(l.gids[i]);
        if (i + 1 < l.gids.size())
            csv += QLatin1Char(',');
        if ((i + 1) % static_cast<size_t>(l.width) == 0)
            csv += QLatin1Char('\n');
    }
    w.writeCharacters(csv);
    w.writeEndElement();
    w.writeEndElement();
}

void writeObjectLayer(QXmlStreamWriter& w, const TiledObjectLayer& l)
{
    w.writeStartElement(QStringLiteral("objectgroup"));
    w.writeAttribute(QStringLiteral("id"), QString::number(l.id));
    w.writeAttribute(QStringLiteral("name"), l.name);
    for (const TiledObject& o : l.objects) {
        w.writeStartElement(QStringLiteral("object"));
        w.writeAttribute(QStringLiteral("id"), QString::number(o.id));
        w.writeAttribute(QStringLiteral("name"), o.name);
        w.writeAttribute(QStringLiteral("type"), o.type);
        w.writeAttribute(QStringLiteral("x"), QString::number(o.x, 'g', 10));
        w.writeAttribute(QStringLiteral("y"), QString::number(o.y, 'g', 10));
        writeProperties(w, o.properties);
        w.writeEmptyElement(QStringLiteral("point"));
        w.writeEndElement();
    }
    w.writeEndElement();
}

// A pull reader that names the element and line of every refusal.
class XmlReader {
public:
    XmlReader(const QByteArray& data, const std::string& source) : xml_(data), source_(source) {}

    QXmlStreamReader& xml() { return xml_; }
    TiledPlace place() const { return {"<" + xml_.name().toString().toStdString() + ">", static_cast<int>(xml_.lineNumber()), true}; }
    [[noreturn]] void fail(const std::string& attribute, text::CoreText what) const
    {
        throw ParseError(source_, static_cast<int>(xml_.lineNumber()), static_cast<int>(xml_.columnNumber()), place().attribute(attribute), what);
    }
    QString text(const char* name) const { return xml_.attributes().value(QLatin1String(name)).toString(); }
    int integer(const char* name, int minimum, int maximum, std::optional<int> fallback = std::nullopt) const
    {
        const auto v = xml_.attributes().value(QLatin1String(name));
        if (v.isNull()) {
            if (fallback)
                return *fallback;
            fail(name, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "missing")});
        }
        bool ok = false;
        const int n = v.toInt(&ok);
        if (!ok || n < minimum || n > maximum)
            fail(name, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a whole number from %1 to %2, found \"%3\""),
                                      {{std::to_string(minimum)}, {std::to_string(maximum)}, {v.left(32).toString().toStdString()}}});
        return n;
    }
    double number(const char* name) const
    {
        bool ok = false;
        const double d = xml_.attributes().value(QLatin1String(name)).toDouble(&ok);
        if (!ok && !xml_.attributes().value(QLatin1String(name)).isNull())
            fail(name, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a number")});
        return ok ? d : 0.0;
    }
    // Moves to the next child element of the current one; false at its end.
    bool nextChild()
    {
        const bool found = xml_.readNextStartElement();
        if (xml_.hasError())
            throw ParseError(source_, static_cast<int>(xml_.lineNumber()), static_cast<int>(xml_.columnNumber()), {},
                             text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "invalid XML: %1"), {{xml_.errorString().toStdString()}}});
        return found;
    }

private:
    QXmlStreamReader xml_;
    const std::string& source_;
};

TiledProperties readProperties(XmlReader& r)
{
    TiledProperties out;
    while (r.nextChild()) {
        if (r.xml().name() != QLatin1String("property")) {
            r.xml().skipCurrentElement();
            continue;
        }
        TiledProperty p{r.text("name"), r.text("type").isEmpty() ? QStringLiteral("string") : r.text("type"), r.text("value")};
        if (r.xml().attributes().hasAttribute(QLatin1String("value")))
            r.xml().skipCurrentElement();
        else // multi-line strings are the element's text
            p.value = r.xml().readElementText(QXmlStreamReader::SkipChildElements);
        out.push_back(std::move(p));
    }
    return out;
}

TiledTileset readTileset(XmlReader& r)
{
    TiledTileset set;
    set.place = r.place();
    set.firstGid = r.integer("firstgid", 1, 1 << 28);
    set.source = r.text("source");
    set.name = r.text("name");
    set.tileWidth = r.integer("tilewidth", 0, 1 << 16, 0);
    set.tileHeight = r.integer("tileheight", 0, 1 << 16, 0);
    set.tileCount = r.integer("tilecount", 0, 1 << 20, 0);
    while (r.nextChild()) {
        if (r.xml().name() != QLatin1String("tile")) {
            r.xml().skipCurrentElement();
            continue;
        }
        TiledTile tile;
        tile.place = r.place();
        tile.id = r.integer("id", 0, 1 << 20);
        tile.place.field = "<tileset name=\"" + set.name.toStdString() + "\"> <tile id=\"" + std::to_string(tile.id) + "\">";
        while (r.nextChild()) {
            if (r.xml().name() == QLatin1String("properties")) {
                tile.properties = readProperties(r);
            } else {
                if (r.xml().name() == QLatin1String("image")) {
                    tile.image = r.text("source");
                    tile.imageWidth = r.integer("width", 0, 1 << 16, 0);
                    tile.imageHeight = r.integer("height", 0, 1 << 16, 0);
                }
                r.xml().skipCurrentElement();
            }
        }
        set.tiles.push_back(std::move(tile));
    }
    return set;
}

std::vector<uint32_t> readData(XmlReader& r, size_t count)
{
    const QString compression = r.text("compression");
    if (!compression.isEmpty())
        r.fail("compression", tiled::compressedLayer(compression.toStdString()));
    const QString encoding = r.text("encoding");
    std::vector<uint32_t> gids;
    if (encoding.isEmpty()) { // one <tile gid="…"/> per cell
        while (r.nextChild()) {
            if (r.xml().name() == QLatin1String("chunk"))
                r.fail("", text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "chunks belong to infinite maps")});
            if (r.xml().name() == QLatin1String("tile")) {
                bool ok = true;
                const auto gid = r.xml().attributes().value(QLatin1String("gid"));
                gids.push_back(gid.isNull() ? 0u : gid.toUInt(&ok));
                if (!ok)
                    r.fail("gid", tiled::badTileId());
            }
            r.xml().skipCurrentElement();
        }
        return gids;
    }
    const int line = static_cast<int>(r.xml().lineNumber());
    const QString text = r.xml().readElementText(QXmlStreamReader::ErrorOnUnexpectedElement);
    if (encoding == QStringLiteral("base64")) {
        try {
            return decodeTiledBase64(text.toLatin1(), count);
        } catch (const std::invalid_argument& e) {
            r.fail("", tiled::fromLine(text::reasonOf(e), line));
        }
    }
    if (encoding != QStringLiteral("csv"))
        r.fail("encoding", tiled::unknownEncoding(encoding.left(16).toStdString()));
    for (const QString& item : text.split(QLatin1Char(','))) {
        bool ok = false;
        gids.push_back(item.trimmed().toUInt(&ok));
        if (!ok)
            r.fail("", tiled::fromLine({QT_TRANSLATE_NOOP("hexloom::core", "expected comma-separated tile ids, found \"%1\""),
                                        {{item.trimmed().left(16).toStdString()}}},
                                       line));
        if (gids.size() > count)
            break;
    }
    return gids;
}

TiledTileLayer readLayer(XmlReader& r)
{
    TiledTileLayer layer;
    layer.id = r.integer("id", 0, 1 << 20, 0);
    layer.name = r.text("name");
    layer.place = r.place();
    layer.place.field = "<layer name=\"" + layer.name.toStdString() + "\">";
    layer.width = r.integer("width", 1, model::kMaxBoardExtent);
    layer.height = r.integer("height", 1, model::kMaxBoardExtent);
    layer.visible = r.text("visible") != QStringLiteral("0");
    while (r.nextChild()) {
        if (r.xml().name() == QLatin1String("data"))
            layer.gids = readData(r, static_cast<size_t>(layer.width) * static_cast<size_t>(layer.height));
        else
            r.xml().skipCurrentElement();
    }
    return layer;
}

TiledObjectLayer readObjectLayer(XmlReader& r)
{
    TiledObjectLayer layer;
    layer.place = r.place();
    layer.id = r.integer("id", 0, 1 << 20, 0);
    layer.name = r.text("name");
    while (r.nextChild()) {
        if (r.xml().name() != QLatin1String("object")) {
            r.xml().skipCurrentElement();
            continue;
        }
        TiledObject o;
        o.place = r.place();
        o.id = r.integer("id", 0, 1 << 30, 0);
        o.place.field = "<object id=\"" + std::to_string(o.id) + "\">";
        o.name = r.text("name");
        o.type = r.xml().attributes().hasAttribute(QLatin1String("class")) ? r.text("class") : r.text("type");
        o.x = r.number("x");
        o.y = r.number("y");
        while (r.nextChild()) {
            if (r.xml().name() == QLatin1String("properties"))
                o.properties = readProperties(r);
            else
                r.xml().skipCurrentElement();
        }
        layer.objects.push_back(std::move(o));
    }
    return layer;
}

void readMapAttributes(XmlReader& r, TiledDocument& doc)
{
    doc.place = r.place();
    doc.orientation = r.text("orientation");
    doc.staggerAxis = r.text("staggeraxis");
    doc.staggerIndex = r.text("staggerindex");
    doc.infinite = r.text("infinite") == QStringLiteral("1");
    doc.width = r.integer("width", 0, 1 << 20);
    doc.height = r.integer("height", 0, 1 << 20);
    doc.tileWidth = r.integer("tilewidth", 1, 1 << 16);
    doc.tileHeight = r.integer("tileheight", 1, 1 << 16);
    doc.hexSideLength = r.integer("hexsidelength", 0, 1 << 16, 0);
}

} // namespace

QByteArray writeTiledXml(const TiledDocument& doc)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(1);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("map"));
    const std::pair<const char*, QString> attributes[] = {
        {"version", QStringLiteral("1.8")},
        {"tiledversion", QStringLiteral("1.8.2")},
        {"orientation", doc.orientation},
        {"renderorder", QStringLiteral("right-down")},
        {"width", QString::number(doc.width)},
        {"height", QString::number(doc.height)},
        {"tilewidth", QString::number(doc.tileWidth)},
        {"tileheight", QString::number(doc.tileHeight)},
        {"infinite", doc.infinite ? QStringLiteral("1") : QStringLiteral("0")},
        {"hexsidelength", QString::number(doc.hexSideLength)},
        {"staggeraxis", doc.staggerAxis},
        {"staggerindex", doc.staggerIndex},
        {"nextlayerid", QString::number(doc.tileLayers.size() + doc.objectLayers.size() + 1)},
        {"nextobjectid", QString::number(doc.nextObjectId)}};
    for (const auto& [name, value] : attributes)
        w.writeAttribute(QString::fromLatin1(name), value);
    writeProperties(w, doc.properties);
    for (const TiledTileset& set : doc.tilesets)
        writeTileset(w, set);
    for (const TiledTileLayer& l : doc.tileLayers)
        writeLayer(w, l);
    for (const TiledObjectLayer& l : doc.objectLayers)
        writeObjectLayer(w, l);
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

TiledDocument parseTiledXml(const QByteArray& data, const std::string& source)
{
    if (data.size() > kMaxInputBytes)
        throw ParseError(source, 0, 0, {},
                         text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "file is %1 bytes; the limit is %2"),
                                        {{std::to_string(data.size())}, {std::to_string(kMaxInputBytes)}}});
    XmlReader r(data, source);
    TiledDocument doc;
    if (!r.nextChild() || r.xml().name() != QLatin1String("map"))
        r.fail("", text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a Tiled map: the document's root element is not <map>")});
    readMapAttributes(r, doc);
    // Another shape is refused by fromTiled with the map's own place; its layers are not read.
    const bool readable = doc.orientation == QStringLiteral("hexagonal") && doc.staggerAxis == QStringLiteral("y") && !doc.infinite;
    while (readable && r.nextChild()) {
        const auto name = r.xml().name();
        if (name == QLatin1String("properties"))
            doc.properties = readProperties(r);
        else if (name == QLatin1String("tileset"))
            doc.tilesets.push_back(readTileset(r));
        else if (name == QLatin1String("layer"))
            doc.tileLayers.push_back(readLayer(r));
        else if (name == QLatin1String("objectgroup"))
            doc.objectLayers.push_back(readObjectLayer(r));
        else if (name == QLatin1String("group"))
            r.fail("", tiled::groupLayer());
        else
            r.xml().skipCurrentElement();
    }
    return doc;
}

} // namespace hexloom::core::io
