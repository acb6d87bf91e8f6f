#pragma once
// Brute-force oracles and random swaps for the requirements that count pieces (island size,
// cluster size): a requirement's swapDelta must equal an independent full recount after the swap
// minus the one before, on random maps that drift as the swaps are kept.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement.h"

namespace hexloom::test {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::model::Swap;
using core::model::TerrainId;

constexpr TerrainId kDesert = 0, kRiver = 7; // terra-mystica-strict

// Sizes of the pieces of cells for which same(c, n) holds between neighbours and inside(c) holds,
// by a plain flood fill on a fresh label array (nothing shared with the code under test).
template <class Inside, class Same>
std::vector<int> pieceSizes(const core::model::Board& board, Inside inside, Same same)
{
    std::vector<int> label(static_cast<size_t>(board.size()), -1);
    std::vector<int> sizes;
    for (CellIndex s = 0; s < board.size(); ++s) {
        if (label[static_cast<size_t>(s)] >= 0 || !inside(s))
            continue;
        std::vector<CellIndex> todo{s};
        label[static_cast<size_t>(s)] = static_cast<int>(sizes.size());
        int size = 0;
        while (!todo.empty()) {
            const CellIndex c = todo.back();
            todo.pop_back();
            ++size;
            for (int d = 0; d < 6; ++d)
                if (const CellIndex n = board.neighbourAt(c, d); n != core::model::kNoCell && label[static_cast<size_t>(n)] < 0 && inside(n) && same(c, n)) {
                    label[static_cast<size_t>(n)] = static_cast<int>(sizes.size());
                    todo.push_back(n);
                }
        }
        sizes.push_back(size);
    }
    return sizes;
}

// A map whose terrain at each cell is drawn from `weights` (by terrain id).
inline core::model::Map weightedMap(const core::model::Board& board, const std::vector<double>& weights, std::mt19937& random)
{
    core::model::Map map(board.size());
    std::discrete_distribution<int> pick(weights.begin(), weights.end());
    for (CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, static_cast<core::model::TerrainId>(pick(random)));
    return map;
}

// The kinds of swap the checks draw, in turn: cells far apart, neighbours, cells two hexes apart,
// and a cell with a neighbour of one of its neighbours' pieces (seeds in the same piece).
inline core::model::Swap drawSwap(const core::model::Board& board, std::mt19937& random, int kind)
{
    const auto cell = [&] { return static_cast<CellIndex>(std::uniform_int_distribution<int>(0, board.size() - 1)(random)); };
    const auto near = [&](CellIndex c) {
        const auto n = board.neighbours(c);
        return n[std::uniform_int_distribution<size_t>(0, n.size() - 1)(random)];
    };
    const CellIndex a = cell();
    switch (kind % 4) {
    case 0: return {a, cell(), core::model::Layer::Terrain};
    case 1: return {a, near(a), core::model::Layer::Terrain};
    case 2: return {a, near(near(a)), core::model::Layer::Both};
    default: return {a, near(near(near(a))), core::model::Layer::Terrain};
    }
}

// Draws `swaps` swaps that change `map` in what `relevant` says the requirement reads, checks
// each delta against recount(after) - recount(before) and that the map is restored, and keeps
// every other swap (the map drifts). Returns how many deltas were not 0.
inline int checkDeltas(core::rules::Requirement& requirement, const core::model::Board& board, core::model::Map& map, int swaps,
                       std::mt19937& random, const std::function<int(const core::model::Map&)>& recount,
                       const std::function<bool(const core::model::Map&, const core::model::Swap&)>& relevant)
{
    int before = recount(map), nonZero = 0;
    for (int i = 0, tries = 0; i < swaps && tries < 100 * swaps; ++tries) {
        const core::model::Swap s = drawSwap(board, random, tries);
        if (s.a == s.b || !relevant(map, s))
            continue;
        ++i;
        const core::model::Map copy = map;
        const int delta = requirement.swapDelta(map, s);
        EXPECT_TRUE(map.terrains() == copy.terrains()) << "swap " << s.a << "," << s.b << " left the map changed";
        map.apply(s);
        const int after = recount(map);
        EXPECT_EQ(delta, after - before) << "swap " << s.a << "," << s.b << " (swap " << i << ")";
        if (delta != after - before)
            return -1;
        nonZero += delta != 0 ? 1 : 0;
        if (i % 2 == 0)
            before = after;
        else
            map.apply(s);
    }
    return nonZero;
}

} // namespace hexloom::test
