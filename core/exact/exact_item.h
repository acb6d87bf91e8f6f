#pragma once
// One of the designer's own items that an infeasibility core may name: a lock (a cell and its
// kind), a player's home, the pool count of one kind, or a requirement. Each is switched on by an
// assumption literal, so the solver's failed assumptions are a set of items.
#include <string>

#include "core/exact/cnf.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

struct ExactItem {
    enum class Kind { Lock, Home, Pool, Requirement };
    Kind kind = Kind::Lock;
    model::CellIndex cell = -1;            // Lock: the locked cell; Home: the player's first home cell
    model::TerrainId terrain = model::kNoTerrain; // Lock: its kind; Home: the home tile; Pool: the kind counted
    int count = 0;                         // Pool: the tiles of that kind (or tokens of that number)
    model::Token token = model::kNoToken;  // Pool: the token number counted (none: a kind's count)
    std::string id;                        // Requirement: its id; Home: the player's id
    Lit selector = 0;                      // assumed true while the item holds
    // In a core: why it stayed unproven (a pool count another item relies on, whose deletion test
    // was not decided: time, a cap); empty: proven needed. `keptText` is the same for the editor.
    std::string kept{};
    text::CoreText keptText{};
};

} // namespace hexloom::core::exact
