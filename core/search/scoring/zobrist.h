#pragma once
// Zobrist hashing of maps: a map's hash is the XOR of one 64-bit key per (cell, terrain, token),
// so a move that changes k cells updates it in O(k) (XOR out the old keys, XOR in the new ones)
// instead of hashing the whole map. Keys come from splitmix64, so no table is needed.
#include <cstdint>

#include "core/model/map.h"

namespace hexloom::core::search {

inline uint64_t zobristKey(model::CellIndex c, model::TerrainId t, model::Token k)
{
    uint64_t z = (static_cast<uint64_t>(static_cast<uint32_t>(c)) << 16 | static_cast<uint64_t>(t) << 8 | static_cast<uint8_t>(k)) +
                 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

inline uint64_t zobristKey(const model::Map& map, model::CellIndex c) { return zobristKey(c, map.terrain(c), map.token(c)); }

inline uint64_t zobristHash(const model::Map& map)
{
    uint64_t h = 0;
    for (model::CellIndex c = 0; c < map.size(); ++c)
        h ^= zobristKey(map, c);
    return h;
}

} // namespace hexloom::core::search
