#pragma once
// The contents of a board's cells: terrain, number token and lock flag, one flat array each.
// A Map is a plain value (cheap to copy for a 113-cell board) and knows nothing of rules.
#include <cstdint>
#include <vector>

#include "core/model/board.h"
#include "core/model/swap.h"

namespace hexloom::core::model {

using TerrainId = uint8_t;
inline constexpr TerrainId kNoTerrain = 255; // empty cell, not yet assigned
using Token = int8_t;
inline constexpr Token kNoToken = 0;

class Map {
public:
    Map() = default;
    explicit Map(int cells) : terrain_(static_cast<size_t>(cells), kNoTerrain), token_(static_cast<size_t>(cells), kNoToken), locked_(static_cast<size_t>(cells), 0) {}

    int size() const { return static_cast<int>(terrain_.size()); }

    TerrainId terrain(CellIndex i) const { return terrain_[static_cast<size_t>(i)]; }
    Token token(CellIndex i) const { return token_[static_cast<size_t>(i)]; }
    bool locked(CellIndex i) const { return locked_[static_cast<size_t>(i)] != 0; }

    void setTerrain(CellIndex i, TerrainId t) { terrain_[static_cast<size_t>(i)] = t; }
    void setToken(CellIndex i, Token t) { token_[static_cast<size_t>(i)] = t; }
    void setLocked(CellIndex i, bool l) { locked_[static_cast<size_t>(i)] = l ? 1 : 0; }

    void apply(const Swap& s)
    {
        const auto a = static_cast<size_t>(s.a), b = static_cast<size_t>(s.b);
        if (s.layer != Layer::Token) {
            const TerrainId t = terrain_[a];
            terrain_[a] = terrain_[b];
            terrain_[b] = t;
        }
        if (s.layer != Layer::Terrain) {
            const Token t = token_[a];
            token_[a] = token_[b];
            token_[b] = t;
        }
    }

    const std::vector<TerrainId>& terrains() const { return terrain_; }
    const std::vector<Token>& tokens() const { return token_; }
    const std::vector<uint8_t>& locks() const { return locked_; }
    int lockedCount() const;

    // Contents equal (terrain and tokens); locks compared separately by sameLocks().
    bool sameContents(const Map& o) const { return terrain_ == o.terrain_ && token_ == o.token_; }
    bool sameLocks(const Map& o) const { return locked_ == o.locked_; }
    friend bool operator==(const Map& a, const Map& b) = default;

    // 64-bit FNV-1a hash of the contents, for tabu lists and change detection.
    uint64_t contentHash() const;

private:
    std::vector<TerrainId> terrain_;
    std::vector<Token> token_;
    std::vector<uint8_t> locked_;
};

} // namespace hexloom::core::model
