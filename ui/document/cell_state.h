#pragma once
// Everything the editor can change about one cell, as one value: undo commands store these.
#include "core/model/map.h"

namespace hexloom::ui::document {

struct CellState {
    core::model::TerrainId terrain = core::model::kNoTerrain;
    core::model::Token token = core::model::kNoToken;
    bool locked = false;
    friend bool operator==(const CellState&, const CellState&) = default;

    static CellState of(const core::model::Map& map, core::model::CellIndex cell)
    {
        return {map.terrain(cell), map.token(cell), map.locked(cell)};
    }
    void writeTo(core::model::Map& map, core::model::CellIndex cell) const
    {
        map.setTerrain(cell, terrain);
        map.setToken(cell, token);
        map.setLocked(cell, locked);
    }
};

// One cell's new state, as tools and runs ask for it.
struct CellChange {
    core::model::CellIndex cell = core::model::kNoCell;
    CellState state;
};

} // namespace hexloom::ui::document
