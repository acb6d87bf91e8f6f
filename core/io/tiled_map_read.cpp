// A Tiled document as a Hexloom map (tiled_map.h): the reading half. Every refusal names the file,
// the place (JSON field path or XML element and line) and what to change in Tiled.
#include <algorithm>
#include <map>
#include <optional>

#include "core/io/parse_error.h"
#include "core/io/recipe_segments.h"
#include "core/io/rule_set_file.h"
#include "core/io/tiled_geometry.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {

namespace {

struct Reader {
    const TiledDocument& doc;
    const std::string& source;

    [[noreturn]] void fail(const TiledPlace& place, const std::string& attribute, text::CoreText what) const
    {
        throw ParseError(source, place.line, 0, attribute.empty() ? place.field : place.attribute(attribute), std::move(what));
    }
};

void checkShape(const Reader& r)
{
    const TiledDocument& d = r.doc;
    if (d.orientation != QStringLiteral("hexagonal"))
        r.fail(d.place, "orientation",
               {QT_TRANSLATE_NOOP("hexloom::core", "Hexloom reads hexagonal maps, this one is \"%1\" (in Tiled: Map > Map Properties > Orientation: Hexagonal)"),
                {{d.orientation.left(32).toStdString()}}});
    if (d.staggerAxis != QStringLiteral("y"))
        r.fail(d.place, "staggeraxis",
               {QT_TRANSLATE_NOOP("hexloom::core", "Hexloom's hexes are pointy-top (stagger axis y), this map staggers \"%1\" (flat-top hexes); "
                                                   "in Tiled: Map > Map Properties > Stagger Axis: Y"),
                {{d.staggerAxis.left(32).toStdString()}}});
    if (d.staggerIndex != QStringLiteral("odd") && d.staggerIndex != QStringLiteral("even"))
        r.fail(d.place, "staggerindex", {QT_TRANSLATE_NOOP("hexloom::core", "expected \"odd\" or \"even\", found \"%1\""), {{d.staggerIndex.left(32).toStdString()}}});
    if (d.infinite)
        r.fail(d.place, "infinite", {QT_TRANSLATE_NOOP("hexloom::core", "an infinite map has no board size; in Tiled untick Map > Map Properties > Infinite")});
    if (d.width < 1 || d.height < 1 || d.width > model::kMaxBoardExtent || d.height > model::kMaxBoardExtent)
        r.fail(d.place, d.width < 1 || d.width > model::kMaxBoardExtent ? "width" : "height",
               {QT_TRANSLATE_NOOP("hexloom::core", "the map is %1 x %2 cells; each side must be 1 to %3"),
                {{std::to_string(d.width)}, {std::to_string(d.height)}, {std::to_string(model::kMaxBoardExtent)}}});
    if (d.tileWidth < 1 || d.tileHeight < 1 || d.hexSideLength < 0 || d.hexSideLength >= d.tileHeight)
        r.fail(d.place, "hexsidelength",
               {QT_TRANSLATE_NOOP("hexloom::core", "tile %1 x %2 with side %3 is no hexagon"),
                {{std::to_string(d.tileWidth)}, {std::to_string(d.tileHeight)}, {std::to_string(d.hexSideLength)}}});
}

std::shared_ptr<const rules::RuleSet> readRules(const Reader& r, const QString& rulesOverride, bool& embedded)
{
    embedded = false;
    if (!rulesOverride.isEmpty())
        return loadRuleSet(rulesOverride);
    if (const QString json = tiledProperty(r.doc.properties, QStringLiteral("rules-json")); !json.isNull()) {
        embedded = true;
        return std::make_shared<const rules::RuleSet>(parseRuleSet(json.toUtf8(), r.source + " (map property rules-json)"));
    }
    const QString name = tiledProperty(r.doc.properties, QStringLiteral("rules"));
    if (name.isNull())
        r.fail(r.doc.place, "properties",
               {QT_TRANSLATE_NOOP("hexloom::core", "no map property \"rules\" naming the rule set; add it in Tiled (built-in: %1) or pass --rules"),
                {{builtinRuleSetNames().join(QStringLiteral(", ")).toStdString()}}});
    if (!builtinRuleSetNames().contains(name))
        r.fail(r.doc.place, "properties",
               {QT_TRANSLATE_NOOP("hexloom::core", "map property rules: \"%1\" is not a built-in rule set (%2); pass --rules"),
                {{name.left(64).toStdString()}, {builtinRuleSetNames().join(QStringLiteral(", ")).toStdString()}}});
    return loadRuleSet(name);
}

std::string kindList(const rules::RuleSet& rules)
{
    std::string out;
    for (const auto& t : rules.terrains)
        out += (out.empty() ? "" : ", ") + t.id;
    return out;
}

// `kind` named by a tile's property or a --kind-map entry, which the rule set does not have.
text::CoreText unknownKind(const std::string& kind, const rules::RuleSet& rules)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "kind \"%1\" is not a kind of the rule set \"%2\" (%3)"), {{kind}, {rules.name}, {kindList(rules)}}};
}

// What each global tile id means; a tile without a kind, lock or empty property maps to nothing
// and is refused only where a layer uses it.
struct GidTable {
    std::map<uint32_t, std::optional<TiledFace::Role>> role;
    std::map<uint32_t, model::TerrainId> kind;
    std::map<uint32_t, const TiledTile*> tile;
    std::map<uint32_t, const TiledTileset*> tileset;
};

// The tileset an entry of the kind map names: by name, or the only one.
const TiledTileset& tilesetOf(const Reader& r, const TiledKindEntry& e, const std::string& field)
{
    if (e.tileset.isEmpty()) {
        if (r.doc.tilesets.size() != 1)
            r.fail(r.doc.place, field,
                   {QT_TRANSLATE_NOOP("hexloom::core", "the map has %1 tilesets: name the tileset as TILESET:ID"), {{std::to_string(r.doc.tilesets.size())}}});
        return r.doc.tilesets.front();
    }
    for (const TiledTileset& set : r.doc.tilesets)
        if (set.name == e.tileset)
            return set;
    r.fail(r.doc.place, field, {QT_TRANSLATE_NOOP("hexloom::core", "the map has no tileset \"%1\""), {{e.tileset.left(64).toStdString()}}});
}

void applyKindMap(const Reader& r, const rules::RuleSet& rules, const TiledKindMap& kinds, GidTable& table)
{
    for (const TiledKindEntry& e : kinds) {
        const std::string field = "--kind-map " + formatTiledKindMap({e}).toStdString();
        const TiledTileset& set = tilesetOf(r, e, field);
        const bool listed = std::any_of(set.tiles.begin(), set.tiles.end(), [&](const TiledTile& t) { return t.id == e.tile; });
        if (!listed && e.tile >= set.tileCount)
            r.fail(r.doc.place, field,
                   {QT_TRANSLATE_NOOP("hexloom::core", "tileset \"%1\" has no tile %2 (its tiles are 0 to %3)"),
                    {{set.name.toStdString()}, {std::to_string(e.tile)}, {std::to_string(std::max(set.tileCount, 1) - 1)}}});
        const auto t = rules.byId(e.kind);
        if (t == model::kNoTerrain)
            r.fail(r.doc.place, field, unknownKind(e.kind.substr(0, 64), rules));
        const uint32_t gid = static_cast<uint32_t>(set.firstGid + e.tile);
        table.role[gid] = TiledFace::Role::Kind;
        table.kind[gid] = t;
        table.tileset[gid] = &set;
    }
}

GidTable readTilesets(const Reader& r, const rules::RuleSet& rules, const TiledKindMap& kinds)
{
    GidTable table;
    for (const TiledTileset& set : r.doc.tilesets) {
        if (!set.source.isEmpty())
            r.fail(set.place, "source",
                   {QT_TRANSLATE_NOOP("hexloom::core", "external tileset \"%1\" is not read; embed it (in Tiled: Map > Embed Tileset) and save again"),
                    {{set.source.toStdString()}}});
        for (const TiledTile& tile : set.tiles) {
            const uint32_t gid = static_cast<uint32_t>(set.firstGid + tile.id);
            table.tile[gid] = &tile;
            table.tileset[gid] = &set;
            const auto& props = tile.properties;
            if (tiledProperty(props, QStringLiteral("lock")) == QStringLiteral("true")) {
                table.role[gid] = TiledFace::Role::Lock;
            } else if (tiledProperty(props, QStringLiteral("empty")) == QStringLiteral("true")) {
                table.role[gid] = TiledFace::Role::Empty;
            } else if (const QString kind = tiledProperty(props, QStringLiteral("kind")); !kind.isNull()) {
                const auto t = rules.byId(kind.toStdString());
                if (t == model::kNoTerrain)
                    r.fail(tile.place, "properties", unknownKind(kind.left(64).toStdString(), rules));
                table.role[gid] = TiledFace::Role::Kind;
                table.kind[gid] = t;
            } else {
                table.role[gid] = std::nullopt;
            }
        }
    }
    applyKindMap(r, rules, kinds, table);
    return table;
}

// The tileset whose ids hold `gid` (also one a tileset image gives without listing it), or nullptr.
const TiledTileset* tilesetHolding(const TiledDocument& d, uint32_t gid)
{
    const TiledTileset* best = nullptr;
    for (const TiledTileset& set : d.tilesets)
        if (static_cast<int64_t>(gid) >= set.firstGid && static_cast<int64_t>(gid) < int64_t(set.firstGid) + set.tileCount &&
            (!best || set.firstGid > best->firstGid))
            best = &set;
    return best;
}

const TiledTileLayer* layerNamed(const TiledDocument& d, const QString& name)
{
    for (const TiledTileLayer& l : d.tileLayers)
        if (l.name == name)
            return &l;
    return nullptr;
}

text::CoreText::Value cellText(int row, int col)
{
    return text::nested({QT_TRANSLATE_NOOP("hexloom::core", "row %1, column %2"), {{std::to_string(row)}, {std::to_string(col)}}});
}

// The role of the cell at `at` of `layer`, refusing ids no tileset has and tiles without a kind.
std::optional<TiledFace::Role> roleAt(const Reader& r, const GidTable& t, const TiledTileLayer& layer, size_t at, const rules::RuleSet& rules)
{
    const uint32_t gid = layer.gids[at] & ~kTiledFlipBits;
    if (gid == 0)
        return std::nullopt;
    const int row = static_cast<int>(at) / layer.width, col = static_cast<int>(at) % layer.width;
    const auto it = t.role.find(gid);
    const auto noKind = [&](const TiledPlace& place, const std::string& attribute, int id, const TiledTileset& set) {
        r.fail(place, attribute,
               {QT_TRANSLATE_NOOP("hexloom::core", "tile %1 of tileset \"%2\" (used at %3 of layer \"%4\") has no property \"kind\"; give each "
                                                   "tile a string property kind naming a kind of \"%5\" (%6), or map it: --kind-map %1=KIND "
                                                   "(the editor asks when it opens the map)"),
                {{std::to_string(id)}, {set.name.toStdString()}, cellText(row, col), {layer.name.toStdString()}, {rules.name}, {kindList(rules)}}});
    };
    if (it == t.role.end()) {
        // A tile of a tileset image, listed nowhere because it has no properties.
        if (const TiledTileset* set = tilesetHolding(r.doc, gid))
            noKind(set->place, "", static_cast<int>(gid) - set->firstGid, *set);
        r.fail(layer.place, "data",
               {QT_TRANSLATE_NOOP("hexloom::core", "tile id %1 at %2 is in no tileset of the map"), {{std::to_string(gid)}, cellText(row, col)}});
    }
    if (!it->second) {
        const TiledTile& tile = *t.tile.at(gid);
        noKind(tile.place, "properties", tile.id, *t.tileset.at(gid));
    }
    return it->second;
}

void checkLayerSize(const Reader& r, const TiledTileLayer& layer)
{
    if (layer.width != r.doc.width || layer.height != r.doc.height ||
        layer.gids.size() != static_cast<size_t>(r.doc.width) * static_cast<size_t>(r.doc.height))
        r.fail(layer.place, "data",
               {QT_TRANSLATE_NOOP("hexloom::core", "layer \"%1\" holds %2 cells, the map is %3 x %4"),
                {{layer.name.toStdString()}, {std::to_string(layer.gids.size())}, {std::to_string(r.doc.width)}, {std::to_string(r.doc.height)}}});
}

void readObjects(const Reader& r, const TiledGeometry& g, const model::HexLayout& layout, MapFile& f)
{
    std::map<std::string, std::vector<model::OffsetCoord>> homes;
    for (const TiledObjectLayer& layer : r.doc.objectLayers)
        for (const TiledObject& o : layer.objects) {
            if (o.type != QStringLiteral("home") && o.type != QStringLiteral("token"))
                continue;
            const model::CellIndex cell = f.board.indexOf(layout.fromOffset(g.cellAt(o.x, o.y)));
            if (cell == model::kNoCell)
                r.fail(o.place, "",
                       {o.type == QStringLiteral("home") ? QT_TRANSLATE_NOOP("hexloom::core", "home \"%1\" stands at (%2, %3), off the board")
                                                         : QT_TRANSLATE_NOOP("hexloom::core", "token \"%1\" stands at (%2, %3), off the board"),
                        {{o.name.left(64).toStdString()}, text::number(o.x), text::number(o.y)}});
            if (o.type == QStringLiteral("token")) {
                bool ok = false;
                const int token = tiledProperty(o.properties, QStringLiteral("token")).toInt(&ok);
                if (!ok || token < 1 || token > 127)
                    r.fail(o.place, "properties", {QT_TRANSLATE_NOOP("hexloom::core", "a token object needs an int property \"token\" from 1 to 127")});
                f.map.setToken(cell, static_cast<model::Token>(token));
                continue;
            }
            const std::string player = tiledProperty(o.properties, QStringLiteral("player")).toStdString();
            const auto& players = f.rules->players.players;
            if (std::none_of(players.begin(), players.end(), [&](const rules::Player& p) { return p.id == player; }))
                r.fail(o.place, "properties",
                       {QT_TRANSLATE_NOOP("hexloom::core", "home \"%1\": property player \"%2\" is no player of the rule set \"%3\""),
                        {{o.name.left(64).toStdString()}, {player.substr(0, 64)}, {f.rules->name}}});
            homes[player].push_back(f.board.offset(cell));
        }
    // Homes moved in Tiled make the map's rule set differ from the named one: keep it embedded.
    auto changed = std::make_shared<rules::RuleSet>(*f.rules);
    bool differs = false;
    for (rules::Player& p : changed->players.players) {
        if (!p.homeKind.empty())
            continue;
        auto cells = homes[p.id];
        std::sort(cells.begin(), cells.end());
        auto before = p.homeCells;
        std::sort(before.begin(), before.end());
        if (cells != before) {
            p.homeCells = homes[p.id];
            differs = true;
        }
    }
    if (differs) {
        f.rules = changed;
        f.rulesEmbedded = true;
    }
}

// A recipe of a run the designer edited: its segments name cells and terrains of this board and
// rule set, checked as the native reader checks them (map_json.cpp), so a damaged one is refused
// when the map is opened, not when it is replayed.
void checkRecipe(const Reader& r, const MapFile& f, const std::string& recipe)
{
    if (recipe.rfind(std::string(kSegmentedRecipeMagic) + ' ', 0) != 0)
        return;
    try {
        checkSegments(recipe, f.board, f.rules->terrainCount());
    } catch (const std::invalid_argument& e) {
        const auto& props = r.doc.properties;
        const auto at = std::find_if(props.begin(), props.end(), [](const TiledProperty& p) { return p.name == QLatin1String("recipe"); });
        // JSON names the property's value by its path (the locator finds its line); XML by the map's line.
        const std::string field = r.doc.place.xml ? "properties" : "properties[" + std::to_string(at - props.begin()) + "].value";
        r.fail(r.doc.place, field, {QT_TRANSLATE_NOOP("hexloom::core", "map property recipe: %1"), {text::nested(text::reasonOf(e))}});
    }
}

MapMetadata readMetadata(const Reader& r, const MapFile& f)
{
    MapMetadata m;
    const auto& props = r.doc.properties;
    m.recipe = tiledProperty(props, QStringLiteral("recipe")).toStdString();
    checkRecipe(r, f, m.recipe);
    m.algorithm = tiledProperty(props, QStringLiteral("algorithm")).toStdString();
    m.created = tiledProperty(props, QStringLiteral("created")).toStdString();
    m.note = tiledProperty(props, QStringLiteral("note")).toStdString();
    m.recipeEdited = !m.recipe.empty() && tiledProperty(props, QStringLiteral("recipe-edited")) == QLatin1String("true");
    if (const QString seed = tiledProperty(props, QStringLiteral("seed")); !seed.isNull()) {
        m.seed = seed.toULongLong(&m.hasSeed);
        if (!m.hasSeed)
            r.fail(r.doc.place, "properties",
                   {QT_TRANSLATE_NOOP("hexloom::core", "map property seed: \"%1\" is no whole number"), {{seed.left(32).toStdString()}}});
    }
    return m;
}

} // namespace

std::shared_ptr<const rules::RuleSet> tiledRuleSet(const TiledDocument& doc, const std::string& source, const QString& rulesOverride)
{
    bool embedded = false;
    return readRules(Reader{doc, source}, rulesOverride, embedded);
}

MapFile fromTiled(const TiledDocument& doc, const std::string& source, const QString& rulesOverride, const TiledKindMap& kinds)
{
    const Reader r{doc, source};
    checkShape(r);
    MapFile f;
    f.rules = readRules(r, rulesOverride, f.rulesEmbedded);
    const GidTable table = readTilesets(r, *f.rules, kinds);
    const TiledTileLayer* terrain = layerNamed(doc, QStringLiteral("terrain"));
    if (!terrain && !doc.tileLayers.empty())
        terrain = &doc.tileLayers.front();
    if (!terrain)
        r.fail(doc.place, "layers", {QT_TRANSLATE_NOOP("hexloom::core", "the map has no tile layer")});
    checkLayerSize(r, *terrain);
    const TiledTileLayer* locks = layerNamed(doc, QStringLiteral("locks"));
    if (locks == terrain)
        locks = nullptr;
    if (locks)
        checkLayerSize(r, *locks);

    // Parity 0 shifts the odd rows (counted from 0), parity 1 the even ones.
    const model::HexLayout layout(doc.staggerIndex == QStringLiteral("odd") ? 0 : 1, 0, 0);
    std::vector<model::Hex> hexes;
    for (size_t at = 0; at < terrain->gids.size(); ++at)
        if (roleAt(r, table, *terrain, at, *f.rules))
            hexes.push_back(layout.fromOffset({static_cast<int>(at) / doc.width, static_cast<int>(at) % doc.width}));
    if (hexes.empty())
        r.fail(terrain->place, "data", {QT_TRANSLATE_NOOP("hexloom::core", "layer \"%1\" has no cell: every tile id is 0"), {{terrain->name.toStdString()}}});
    f.board = model::Board::fromCells(hexes, layout.parity());
    f.map = model::Map(f.board.size());
    for (size_t at = 0; at < terrain->gids.size(); ++at) {
        const auto role = roleAt(r, table, *terrain, at, *f.rules);
        if (!role)
            continue;
        const int row = static_cast<int>(at) / doc.width, col = static_cast<int>(at) % doc.width;
        if (*role == TiledFace::Role::Lock)
            r.fail(terrain->place, "data",
                   {QT_TRANSLATE_NOOP("hexloom::core", "the lock tile stands at %1 of layer \"%2\"; locks belong on the layer \"locks\""),
                    {cellText(row, col), {terrain->name.toStdString()}}});
        const model::CellIndex cell = f.board.indexOf(layout.fromOffset({row, col}));
        if (*role == TiledFace::Role::Kind)
            f.map.setTerrain(cell, table.kind.at(terrain->gids[at] & ~kTiledFlipBits));
        if (locks && roleAt(r, table, *locks, at, *f.rules))
            f.map.setLocked(cell, true);
    }
    if (locks)
        for (size_t at = 0; at < locks->gids.size(); ++at)
            if ((terrain->gids[at] & ~kTiledFlipBits) == 0 && (locks->gids[at] & ~kTiledFlipBits) != 0)
                r.fail(locks->place, "data",
                       {QT_TRANSLATE_NOOP("hexloom::core", "a lock at %1 is off the board (the terrain layer has no tile there)"),
                        {cellText(static_cast<int>(at) / doc.width, static_cast<int>(at) % doc.width)}});
    readObjects(r, TiledGeometry::of(doc), layout, f);
    f.metadata = readMetadata(r, f);
    return f;
}

} // namespace hexloom::core::io
