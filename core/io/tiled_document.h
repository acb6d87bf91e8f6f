#pragma once
// What Hexloom reads and writes of a Tiled map (mapeditor.org, "TMX Map Format" and "JSON Map
// Format"), kept apart from either syntax: tiled_json.* and tiled_xml.* turn it into text and
// back, tiled_map.* turns it into a Hexloom map and back. Every item keeps where it was read
// (a JSON field path such as "tilesets[0].tiles[3]", or an XML element with its line), so a
// message about it names the place.
#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace hexloom::core::io {

struct TiledPlace {
    std::string field; // "layers[1]" (JSON) or "<layer name=\"locks\">" (XML); empty for the JSON root
    int line = 0;      // 1-based for XML; 0 for JSON (filled in from the field path later)
    bool xml = false;

    // The place's attribute or member `name`: "layers[1].data", "<layer name=\"locks\"> width".
    std::string attribute(const std::string& name) const
    {
        return field.empty() ? name : field + (xml ? " " : ".") + name;
    }
};

struct TiledProperty {
    QString name;
    QString type = QStringLiteral("string"); // string, int, bool, float, ...
    QString value;                            // as text ("true", "3", ...)
};
using TiledProperties = std::vector<TiledProperty>;
// The value of the property called `name`, or a null QString.
QString tiledProperty(const TiledProperties& properties, const QString& name);

struct TiledTile {
    int id = 0; // local id within its tileset
    QString image;
    int imageWidth = 0;
    int imageHeight = 0;
    TiledProperties properties;
    TiledPlace place;
};

struct TiledTileset {
    int firstGid = 1;
    QString name;
    QString source; // an external tileset file: not read (the message says how to embed it)
    int tileWidth = 0;
    int tileHeight = 0;
    int tileCount = 0;
    std::vector<TiledTile> tiles;
    TiledPlace place;
};

struct TiledTileLayer {
    int id = 0;
    QString name;
    int width = 0;
    int height = 0;
    bool visible = true;
    std::vector<uint32_t> gids; // row by row, width * height; the flip bits are kept
    TiledPlace place;
};

struct TiledObject {
    int id = 0;
    QString name;
    QString type; // "type" (Tiled up to 1.8) or "class" (1.9 on)
    double x = 0;
    double y = 0;
    TiledProperties properties;
    TiledPlace place;
};

struct TiledObjectLayer {
    int id = 0;
    QString name;
    std::vector<TiledObject> objects;
    TiledPlace place;
};

struct TiledDocument {
    QString orientation = QStringLiteral("hexagonal");
    QString staggerAxis = QStringLiteral("y");
    QString staggerIndex = QStringLiteral("odd");
    int width = 0;  // in cells
    int height = 0; // in cells
    int tileWidth = 0;
    int tileHeight = 0;
    int hexSideLength = 0;
    bool infinite = false;
    TiledProperties properties;
    std::vector<TiledTileset> tilesets;
    std::vector<TiledTileLayer> tileLayers;
    std::vector<TiledObjectLayer> objectLayers;
    int nextObjectId = 1;
    TiledPlace place; // the map itself
};

// Flip and rotation bits Tiled keeps in the top of a global tile id.
inline constexpr uint32_t kTiledFlipBits = 0xF0000000u;

} // namespace hexloom::core::io
