#pragma once
// Independent checks for assemblies, written without the assembler's code: tile geometry is
// recomputed from the tile definitions with its own rotation, edges compared with the connection
// rules read straight from the tile set's definition, and tiny instances solved by brute force.
#include <QByteArray>
#include <functional>
#include <string>
#include <vector>

#include "core/assembly/assembly_result.h"
#include "core/assembly/tile_set.h"
#include "core/model/board.h"

namespace hexloom::test::assembly {

namespace asmb = core::assembly;

// Which edge codes fit, and which may face the rim ('+' handled by the oracle itself).
struct ConnectionRules {
    std::function<bool(char, char)> fits;
    std::function<bool(char)> rim;
    std::string lineCodes;
};

// Read from a tile-set JSON file's "connections" list (or the default when there is none).
ConnectionRules rulesFromJson(const QByteArray& json);

// One tile as it lies on the board: board cell and the 6 edge characters per hex.
struct LaidTile {
    std::string tile;
    std::vector<core::model::CellIndex> cells;
    std::vector<std::string> edges;
    std::vector<char> terrain;
};

// Where `kind` turned `rotation` times clockwise with its origin at `origin` lies; empty cells
// when a hex is off the board.
LaidTile lay(const asmb::TileSet& set, const core::model::Board& board, int kind, core::model::Hex origin, int rotation);

// Empty when the assembly covers every hex exactly once, every shared edge fits, rim edges are
// rim-compatible, counts are within min..max, the map shows the tiles' terrain and, when the set
// asks for it, the line tiles form one group, and exactly the set's fixed tiles plus `fixed` are
// marked fixed, each with its tile, anchor and rotation; otherwise the first problem found.
std::string verify(const asmb::TileSet& set, const core::model::Board& board, const ConnectionRules& rules,
                   const asmb::AssemblyResult& result, const std::vector<asmb::FixedPlacement>& fixed = {});

// Brute force: whether any assembly exists (exact cover by every placement, all checks above).
bool solvableByBruteForce(const asmb::TileSet& set, const core::model::Board& board, const ConnectionRules& rules);

} // namespace hexloom::test::assembly
