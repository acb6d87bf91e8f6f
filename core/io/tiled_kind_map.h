#pragma once
// Kinds for the tiles of a Tiled map that carry no "kind" property (a game developer's map, drawn
// from a tileset image): `convert`/`score`… `--kind-map 0=forest,1=desert` in the CLI, the
// editor's tile-kinds dialog on File → Open (docs/file-format.md "Tiled maps"). A tile is named by
// its id as Tiled's tileset editor shows it (the local id, from 0), and by "TILESET:ID" when the
// map has more than one tileset.
#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::core::io {

struct TiledKindEntry {
    QString tileset; // empty: the map's only tileset
    int tile = 0;    // local id within the tileset
    std::string kind; // a kind id of the rule set
    friend bool operator==(const TiledKindEntry&, const TiledKindEntry&) = default;
};
using TiledKindMap = std::vector<TiledKindEntry>;

// "0=forest,1=desert,terrain:7=water"; throws std::invalid_argument naming the bad entry (its
// number and text) and its field (ID, KIND). A backslash takes the next character as it is, so
// a tileset named "a,b:c" is written "a\,b\:c:7=water"; whitespace around a field is trimmed
// unless escaped. The tileset is what comes before the entry's last unescaped ':' ahead of its
// first unescaped '='.
TiledKindMap parseTiledKindMap(const QString& text);
// The text parseTiledKindMap reads back as `map`: ',', ':', '=', '\' and whitespace at either end
// of a tileset or kind are escaped.
QString formatTiledKindMap(const TiledKindMap& map);

// A tile a layer of the map uses that has neither a "kind" (nor "lock"/"empty") property.
struct TiledTileWithoutKind {
    QString tileset;
    int tile = 0;      // local id
    QString image;     // the tile's own image (an image-collection tileset), relative to the map; may be empty
    int uses = 0;      // cells of the map showing it
};

// What the editor asks before opening a Tiled map: the rule set the map will be read with and the
// tiles without a kind, in tileset and id order (empty when the map needs no mapping). Throws
// ParseError as reading does for a map Hexloom cannot take for other reasons.
struct TiledKindQuestion {
    std::shared_ptr<const rules::RuleSet> rules;
    std::vector<TiledTileWithoutKind> tiles;
    bool severalTilesets = false; // entries then name their tileset
};
TiledKindQuestion tiledKindQuestion(const QString& path, const QString& rulesOverride = {});

} // namespace hexloom::core::io
