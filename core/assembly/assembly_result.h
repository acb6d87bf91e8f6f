#pragma once
// The outcome of an assembly (or the state of one still running): the placed tiles, the ordinary
// map they make, and the statistics.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/assembly/assembly_stats.h"
#include "core/model/map.h"
#include "core/text/core_text.h"

namespace hexloom::core::assembly {

enum class AssemblyStatus {
    Running,
    Solved,
    Exhausted, // every branch ended: no assembly exists (the search is complete)
    TimeLimit,
    Cancelled,
    Refused,   // the posTileList exceeded AssemblyOptions::maxPlacements
};

const char* statusKey(AssemblyStatus s); // "running", "solved", "exhausted", "time_limit", ...

struct PlacedTile {
    int kind = 0;
    std::string tile;                 // the kind's id
    int rotation = 0;                 // times 60 degrees clockwise
    model::CellIndex anchor = model::kNoCell;
    std::vector<model::CellIndex> cells;
    // Per hex, the side codes as placed (E, NE, NW, W, SW, SE; '-' inside the tile, '+' wildcard),
    // and which of them are line codes: for drawing rivers and roads.
    std::vector<std::array<char, 6>> edges;
    std::vector<std::array<bool, 6>> lines;
    uint32_t code = 0;                // PlacementTable::code
    bool fixed = false;               // pinned before the search
};

struct AssemblyResult {
    AssemblyStatus status = AssemblyStatus::Running;
    bool success = false;
    std::string message;              // why it ended, for people (in English, the CLI's words)
    text::CoreText messageText;       // the same, for the editor to translate
    uint64_t seed = 0;
    std::vector<PlacedTile> placements;
    model::Map map;                   // terrain of every covered hex; locks kept from the start map
    AssemblyStats stats;
};

} // namespace hexloom::core::assembly
