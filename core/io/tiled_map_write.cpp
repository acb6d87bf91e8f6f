// A Hexloom map as a Tiled document (tiled_map.h): the writing half.
#include <QRegularExpression>

#include "core/io/rule_set_file.h"
#include "core/io/tiled_map.h"
#include "core/io/tiled_geometry.h"

namespace hexloom::core::io {

namespace {

TiledProperty textProperty(const QString& name, const std::string& value) { return {name, QStringLiteral("string"), QString::fromStdString(value)}; }
TiledProperty boolProperty(const QString& name) { return {name, QStringLiteral("bool"), QStringLiteral("true")}; }

// A folder name from a rule-set name: letters, digits, '-' and '_' only.
QString folderName(const std::string& rulesName)
{
    QString name = QString::fromStdString(rulesName);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    return name.isEmpty() ? QStringLiteral("rules") : name;
}

TiledTileset tileset(const rules::RuleSet& rules)
{
    TiledTileset set;
    set.name = QStringLiteral("hexloom kinds");
    set.tileWidth = kTiledTileWidth;
    set.tileHeight = kTiledTileHeight;
    const auto faces = tiledFaces(rules);
    set.tileCount = static_cast<int>(faces.size());
    for (size_t i = 0; i < faces.size(); ++i) {
        TiledTile tile;
        tile.id = static_cast<int>(i);
        tile.image = faces[i].image;
        tile.imageWidth = kTiledTileWidth;
        tile.imageHeight = kTiledTileHeight;
        if (faces[i].role == TiledFace::Role::Kind) {
            const auto& t = rules.terrain(faces[i].kind);
            tile.properties = {textProperty(QStringLiteral("kind"), t.id), textProperty(QStringLiteral("letter"), std::string(1, t.letter)),
                               textProperty(QStringLiteral("name"), t.name)};
        } else {
            tile.properties = {boolProperty(faces[i].role == TiledFace::Role::Lock ? QStringLiteral("lock") : QStringLiteral("empty"))};
        }
        set.tiles.push_back(std::move(tile));
    }
    return set;
}

TiledProperties mapProperties(const MapFile& file)
{
    TiledProperties out;
    const bool builtin = !file.rulesEmbedded && builtinRuleSetNames().contains(QString::fromStdString(file.rules->name));
    if (builtin)
        out.push_back(textProperty(QStringLiteral("rules"), file.rules->name));
    else
        out.push_back(textProperty(QStringLiteral("rules-json"), writeRuleSet(*file.rules).toStdString()));
    const MapMetadata& m = file.metadata;
    const std::pair<const char*, const std::string*> texts[] = {
        {"recipe", &m.recipe}, {"algorithm", &m.algorithm}, {"created", &m.created}, {"note", &m.note}};
    for (const auto& [name, value] : texts)
        if (!value->empty())
            out.push_back(textProperty(QString::fromLatin1(name), *value));
    if (m.hasSeed)
        out.push_back(textProperty(QStringLiteral("seed"), std::to_string(m.seed)));
    if (!m.recipe.empty() && m.recipeEdited)
        out.push_back(textProperty(QStringLiteral("recipe-edited"), "true"));
    return out;
}

TiledObject pointObject(const TiledGeometry& g, model::OffsetCoord cell, int id, QString name, QString type)
{
    TiledObject o;
    o.id = id;
    o.name = std::move(name);
    o.type = std::move(type);
    const auto [x, y] = g.centre(cell);
    o.x = x;
    o.y = y;
    return o;
}

TiledObjectLayer homes(const MapFile& file, const TiledGeometry& g, int& nextId)
{
    TiledObjectLayer layer;
    layer.id = 3;
    layer.name = QStringLiteral("players");
    for (const rules::Player& p : file.rules->players.players)
        for (const model::OffsetCoord& c : p.homeCells) {
            TiledObject o = pointObject(g, c, nextId++, QString::fromStdString(p.name.empty() ? p.id : p.name), QStringLiteral("home"));
            o.properties = {textProperty(QStringLiteral("player"), p.id)};
            layer.objects.push_back(std::move(o));
        }
    return layer;
}

TiledObjectLayer tokens(const MapFile& file, const TiledGeometry& g, int& nextId)
{
    TiledObjectLayer layer;
    layer.id = 4;
    layer.name = QStringLiteral("tokens");
    for (model::CellIndex i = 0; i < file.board.size(); ++i)
        if (const int token = file.map.token(i); token != model::kNoToken) {
            TiledObject o = pointObject(g, file.board.offset(i), nextId++, QString::number(token), QStringLiteral("token"));
            o.properties = {{QStringLiteral("token"), QStringLiteral("int"), QString::number(token)}};
            layer.objects.push_back(std::move(o));
        }
    return layer;
}

} // namespace

std::vector<TiledFace> tiledFaces(const rules::RuleSet& rules)
{
    const QString folder = QStringLiteral("hexloom-tiles/") + folderName(rules.name) + QLatin1Char('/');
    std::vector<TiledFace> faces;
    for (int t = 0; t < rules.terrainCount(); ++t)
        faces.push_back({TiledFace::Role::Kind, static_cast<model::TerrainId>(t),
                         folder + QStringLiteral("kind-") + folderName(rules.terrain(static_cast<model::TerrainId>(t)).id) + QStringLiteral(".png")});
    faces.push_back({TiledFace::Role::Empty, model::kNoTerrain, folder + QStringLiteral("empty.png")});
    faces.push_back({TiledFace::Role::Lock, model::kNoTerrain, folder + QStringLiteral("lock.png")});
    return faces;
}

TiledDocument toTiled(const MapFile& file)
{
    TiledDocument doc;
    doc.width = file.board.columnCount();
    doc.height = file.board.rowCount();
    doc.tileWidth = kTiledTileWidth;
    doc.tileHeight = kTiledTileHeight;
    doc.hexSideLength = kTiledHexSide;
    doc.staggerIndex = file.board.layout().isShiftedRow(1) ? QStringLiteral("odd") : QStringLiteral("even");
    doc.properties = mapProperties(file);
    doc.tilesets.push_back(tileset(*file.rules));
    const uint32_t emptyGid = static_cast<uint32_t>(file.rules->terrainCount()) + 1, lockGid = emptyGid + 1;

    const size_t cells = static_cast<size_t>(doc.width) * static_cast<size_t>(doc.height);
    TiledTileLayer terrain{1, QStringLiteral("terrain"), doc.width, doc.height, true, std::vector<uint32_t>(cells, 0), {}};
    TiledTileLayer locks{2, QStringLiteral("locks"), doc.width, doc.height, true, std::vector<uint32_t>(cells, 0), {}};
    for (model::CellIndex i = 0; i < file.board.size(); ++i) {
        const auto o = file.board.offset(i);
        const size_t at = static_cast<size_t>(o.row) * static_cast<size_t>(doc.width) + static_cast<size_t>(o.col);
        const auto t = file.map.terrain(i);
        terrain.gids[at] = t == model::kNoTerrain ? emptyGid : uint32_t{t} + 1;
        locks.gids[at] = file.map.locked(i) ? lockGid : 0;
    }
    doc.tileLayers = {std::move(terrain), std::move(locks)};

    const TiledGeometry g = TiledGeometry::of(doc);
    doc.objectLayers.push_back(homes(file, g, doc.nextObjectId));
    doc.objectLayers.push_back(tokens(file, g, doc.nextObjectId));
    return doc;
}

} // namespace hexloom::core::io
