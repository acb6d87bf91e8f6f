#pragma once
// Every way a tile set's kinds can lie on a board, computed once: for each kind, its distinct
// orientations (rotations that give the same shape and edges up to translation are merged), and
// for each orientation and anchor hex the placement, when all its hexes are on the board, its
// edges facing off the board are rim-compatible and its terrain agrees with pinned hexes.
// A placement is named by a dense PlacementId and encodes compactly as a 32-bit code
// (anchor * kinds + kind) * 6 + rotation.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/assembly/tile_set.h"
#include "core/model/board.h"

namespace hexloom::core::assembly {

using PlacementId = int32_t;
inline constexpr PlacementId kNoPlacement = -1;
using EdgeCodes = std::array<EdgeCode, 6>;

// The table is refused above this many placements, before allocating it.
inline constexpr int64_t kMaxPlacementTable = 4'000'000;

class PlacementTable {
public:
    // `pinnedTerrain[cell]`: the letter a placement must put there, 0 when free.
    PlacementTable(const model::Board& board, const TileSet& set, const std::vector<char>& pinnedTerrain);

    int size() const { return static_cast<int>(kind_.size()); }
    int kindCount() const { return static_cast<int>(orientations_.size()); }
    int kind(PlacementId p) const { return kind_[static_cast<size_t>(p)]; }
    int rotation(PlacementId p) const;
    model::CellIndex anchor(PlacementId p) const { return anchor_[static_cast<size_t>(p)]; }
    uint32_t code(PlacementId p) const;
    bool hasLine(PlacementId p) const { return hasLine_[static_cast<size_t>(p)] != 0; }

    std::span<const model::CellIndex> cells(PlacementId p) const { return span(cell_, p); }
    std::span<const EdgeCodes> edges(PlacementId p) const { return span(edges_, p); }
    std::span<const char> terrains(PlacementId p) const { return span(terrain_, p); }
    // Every hex of every placement has a slot; slot(p, i) is hex i of p.
    int32_t slot(PlacementId p, int i) const { return start_[static_cast<size_t>(p)] + i; }
    const EdgeCodes& slotEdges(int32_t slot) const { return edges_[static_cast<size_t>(slot)]; }

    int area(int kind) const { return area_[static_cast<size_t>(kind)]; }
    int orientationCount(int kind) const { return static_cast<int>(orientations_[static_cast<size_t>(kind)].size()); }
    // The placement of `kind` in orientation `o` anchored at `anchor`, or kNoPlacement.
    PlacementId find(int kind, model::CellIndex anchor, int orientation) const;
    // The placement covering what `kind` turned `rotation` times with its origin at `origin` covers.
    PlacementId findRotated(int kind, model::Hex origin, int rotation) const;

private:
    struct OrientedCell {
        model::Hex offset;
        char terrain;
        EdgeCodes edges;
        friend bool operator==(const OrientedCell&, const OrientedCell&) = default;
    };
    struct Orientation {
        int rotation = 0;
        std::vector<OrientedCell> cells; // cells[0] is the origin
    };
    struct RotationAlias {
        int orientation = 0;
        model::Hex shift;               // anchor of the equal orientation, relative to the origin
    };

    static Orientation rotate(const TileKind& kind, const ConnectionTable& codes, int steps);
    void addOrientations(int kind, const TileSet& set);
    void addPlacements(const model::Board& board, const TileSet& set, const std::vector<char>& pinned);
    bool fitsBoard(const model::Board& board, const ConnectionTable& codes, const Orientation& o,
                   model::Hex origin, const std::vector<char>& pinned) const;
    template <typename T>
    std::span<const T> span(const std::vector<T>& v, PlacementId p) const
    {
        const auto b = static_cast<size_t>(start_[static_cast<size_t>(p)]);
        return {v.data() + b, static_cast<size_t>(start_[static_cast<size_t>(p) + 1]) - b};
    }

    const model::Board* board_ = nullptr;
    std::vector<std::vector<Orientation>> orientations_;
    std::vector<std::array<RotationAlias, 6>> aliases_;
    std::vector<int> area_;
    std::vector<int32_t> start_{0};
    std::vector<int16_t> kind_;
    std::vector<int8_t> orientation_;
    std::vector<model::CellIndex> anchor_;
    std::vector<uint8_t> hasLine_;
    std::vector<model::CellIndex> cell_;
    std::vector<char> terrain_;
    std::vector<EdgeCodes> edges_;
    std::vector<size_t> byKindStart_;   // per kind: offset into byAnchor_
    std::vector<PlacementId> byAnchor_; // [kind][anchor * orientations + o]
};

} // namespace hexloom::core::assembly
