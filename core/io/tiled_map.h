#pragma once
// A Hexloom map as a Tiled hexagonal map and back (docs/file-format.md "Tiled maps"): pointy-top
// hexes (stagger axis y) with the shifted rows as the stagger index, one tileset tile per kind
// (kind id and letter as tile properties; an image per kind written beside the map), the cells on
// a tile layer "terrain" (gid 0 off the board), locks on a tile layer "locks", number tokens and
// the players' homes as point objects, the rule set and the metadata as map properties.
#include <QByteArray>
#include <QString>
#include <string>
#include <vector>

#include "core/io/map_file.h"
#include "core/io/tiled_document.h"
#include "core/io/tiled_kind_map.h"

namespace hexloom::core::io {

// The regular pointy-top hex Hexloom writes: side 56, so 97 x 112 pixels (sqrt(3) * 56 = 96.99).
inline constexpr int kTiledHexSide = 56;
inline constexpr int kTiledTileWidth = 97;
inline constexpr int kTiledTileHeight = 2 * kTiledHexSide;

// A face of the tileset: a kind, the empty cell, or the lock marker of the locks layer.
struct TiledFace {
    enum class Role { Kind, Empty, Lock };
    Role role = Role::Kind;
    model::TerrainId kind = model::kNoTerrain;
    QString image; // relative to the map: "hexloom-tiles/RULES/KIND.png"
};

// The tileset's faces in tile-id order: every kind of the rule set, then the empty cell and the
// lock marker.
std::vector<TiledFace> tiledFaces(const rules::RuleSet& rules);

TiledDocument toTiled(const MapFile& file);
// Throws ParseError naming `source`, the place and the field for a map Hexloom cannot take (another
// orientation or stagger axis, an infinite map, a tile without a known kind, ...).
// `kinds` gives kinds to tiles without a "kind" property (tiled_kind_map.h); an entry naming no
// tile of the map, or no kind of the rule set, is a ParseError naming the entry.
MapFile fromTiled(const TiledDocument& doc, const std::string& source, const QString& rulesOverride, const TiledKindMap& kinds = {});
// The rule set a Tiled map is read with: `rulesOverride`, else its rules-json or rules property.
std::shared_ptr<const rules::RuleSet> tiledRuleSet(const TiledDocument& doc, const std::string& source, const QString& rulesOverride);

} // namespace hexloom::core::io
