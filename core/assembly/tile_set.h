#pragma once
// A set of multi-hex tiles for assembly (docs/file-format.md, "Tile sets"): each tile kind has a
// shape (axial offsets from its origin hex), a terrain letter per hex, a connection code on every
// outer edge, whether it may rotate, and how many may be used. Fixed placements pin tiles to
// board positions. The terrain letters belong to the named rule set.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/assembly/connection_table.h"
#include "core/model/hex.h"
#include "core/model/offset_coord.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::assembly {

// Limits, refused before allocating.
inline constexpr int kMaxTileKinds = 256;
inline constexpr int kMaxTileCells = 64;
inline constexpr int kMaxTileCount = 100'000;
inline constexpr int kMaxFixedPlacements = 10'000;
inline constexpr char kInteriorEdgeChar = '-';

struct TileCell {
    model::Hex offset;                 // from the tile's origin, which is {0, 0}
    char terrain = '?';                // letter of the tile set's rule set
    std::array<char, 6> edges{};       // per direction (hex.h order); '-' where the tile continues
};

struct TileKind {
    std::string id;
    std::string name;
    std::vector<TileCell> cells;       // cells[0].offset == {0, 0}
    bool rotatable = true;
    // The tile set's line tag for this kind (a river or road piece, placed first); unset: the kind
    // is a line kind when one of its edges carries a line code.
    std::optional<bool> line;
    int min = 0;                       // required instances (fixed ones count)
    int max = 1;                       // instances at most (fixed ones count)

    int area() const { return static_cast<int>(cells.size()); }
};

// A tile kind placed at a board position before the search starts: its origin hex at file
// (row, col), turned `rotation` times 60 degrees clockwise.
struct FixedPlacement {
    std::string tile;
    model::OffsetCoord at;
    int rotation = 0;
};

struct TileSet {
    std::string name;
    std::string title;
    std::string description;
    std::string board;                 // the board it fills (a board spec, see core/io/board_spec.h)
    std::shared_ptr<const rules::RuleSet> rules;
    // Where `rules` came from, as the file's "rules" field names it (a built-in name or a path):
    // a map file is read with it, so its letters mean the tile set's terrains.
    std::string rulesSource;
    ConnectionTable connections;
    std::vector<TileKind> tiles;
    std::vector<FixedPlacement> fixed;
    // The tiles carrying line codes must end up joined into one group by line crossings.
    bool lineConnected = false;
    // The file's bytes as read (empty for a set built in code): a recipe embeds them, so the
    // set travels with every map assembled from it.
    std::string sourceText;

    int indexOf(const std::string& id) const; // -1 when absent
    // The kind's line tag, or when it has none: whether one of its edges carries a line code.
    bool isLineKind(int kind) const;

    // Checks everything the file format promises (shape connected and without repeats, origin
    // first, edges '-' exactly towards the tile's own hexes, known codes and letters, counts,
    // fixed tiles naming known kinds); throws std::invalid_argument naming the tile and field.
    void validate() const;
};

} // namespace hexloom::core::assembly
