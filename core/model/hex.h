#pragma once
// Axial hex coordinates (pointy-top hexes, rows run left to right). The six directions are in a
// fixed order so that opposite(d) == (d + 3) % 6; every neighbour array in Hexloom uses it.
#include <array>
#include <compare>
#include <cstdint>
#include <functional>

namespace hexloom::core::model {

struct Hex {
    int q = 0;
    int r = 0;
    friend constexpr auto operator<=>(const Hex&, const Hex&) = default;
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
    constexpr int s() const { return -q - r; }
};

// Direction order: E, NE, NW, W, SW, SE (y grows downwards, so "N" is r - 1).
inline constexpr std::array<Hex, 6> kDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};
inline constexpr int kDirectionCount = 6;

constexpr int opposite(int direction) { return (direction + 3) % 6; }
constexpr Hex neighbour(Hex h, int direction) { return h + kDirections[static_cast<size_t>(direction)]; }

constexpr int distance(Hex a, Hex b)
{
    const Hex d = a - b;
    const int aq = d.q < 0 ? -d.q : d.q;
    const int ar = d.r < 0 ? -d.r : d.r;
    const int as = d.s() < 0 ? -d.s() : d.s();
    return (aq + ar + as) / 2;
}

// Rotate an offset vector by 60 degrees clockwise (screen coordinates) `steps` times.
constexpr Hex rotate(Hex h, int steps)
{
    steps = ((steps % 6) + 6) % 6;
    for (int i = 0; i < steps; ++i)
        h = Hex{-h.r, -h.s()};
    return h;
}

struct HexHash {
    size_t operator()(Hex h) const noexcept
    {
        return std::hash<int64_t>{}((static_cast<int64_t>(h.q) << 32) ^ static_cast<uint32_t>(h.r));
    }
};

} // namespace hexloom::core::model
