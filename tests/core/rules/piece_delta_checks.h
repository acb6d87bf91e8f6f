#pragma once
// Brute-force oracles and random swaps for the requirements that count pieces (island size,
// cluster size): a requirement's swapDelta must equal an independent full recount after the swap
// minus the one before, on random maps that drift as the swaps are kept.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::model::Swap;
using core::model::TerrainId;

constexpr TerrainId kDesert = 0, kRiver = 7; // terra-mystica-strict

// The pieces of cells for which inside(c) holds, neighbours joined when same(c, n): per cell its
// piece (-1 outside), and per piece its size, by a plain flood fill on fresh arrays (nothing
// shared with the code under test).
struct Pieces {
    std::vector<int> label, sizes;
};
template <class Inside, class Same>
Pieces pieces(const Board& board, Inside inside, Same same)
{
    Pieces p{std::vector<int>(static_cast<size_t>(board.size()), -1), {}};
    std::vector<CellIndex> todo;
    for (CellIndex s = 0; s < board.size(); ++s) {
        if (p.label[static_cast<size_t>(s)] >= 0 || !inside(s))
            continue;
        const int id = static_cast<int>(p.sizes.size());
        todo.assign(1, s);
        p.label[static_cast<size_t>(s)] = id;
        int size = 0;
        while (!todo.empty()) {
            const CellIndex c = todo.back();
            todo.pop_back();
            ++size;
            for (int d = 0; d < 6; ++d)
                if (const CellIndex n = board.neighbourAt(c, d); n != core::model::kNoCell && p.label[static_cast<size_t>(n)] < 0 && inside(n) && same(c, n)) {
                    p.label[static_cast<size_t>(n)] = id;
                    todo.push_back(n);
                }
        }
        p.sizes.push_back(size);
    }
    return p;
}

// A count and its violating cells (ascending), by brute force.
struct Violations {
    int count = 0;
    std::vector<CellIndex> cells;
};

// Min island size: land regions smaller than `size`.
inline Violations smallIslands(const core::rules::RuleSet& rules, const Board& board, const Map& map, int size)
{
    const auto p = pieces(board, [&](CellIndex c) { return rules.isLand(map.terrain(c)); }, [](CellIndex, CellIndex) { return true; });
    Violations v;
    v.count = static_cast<int>(std::count_if(p.sizes.begin(), p.sizes.end(), [&](int s) { return s < size; }));
    for (CellIndex c = 0; c < board.size(); ++c)
        if (const int l = p.label[static_cast<size_t>(c)]; l >= 0 && p.sizes[static_cast<size_t>(l)] < size)
            v.cells.push_back(c);
    return v;
}

// Cluster size: sum over groups of one listed kind of max(0, size - max).
inline Violations clusterExcess(const Board& board, const Map& map, const std::vector<bool>& listed, int max)
{
    const auto p = pieces(board, [&](CellIndex c) { return listed[map.terrain(c)]; },
                          [&](CellIndex c, CellIndex n) { return map.terrain(c) == map.terrain(n); });
    Violations v;
    for (const int s : p.sizes)
        v.count += std::max(0, s - max);
    for (CellIndex c = 0; c < board.size(); ++c)
        if (const int l = p.label[static_cast<size_t>(c)]; l >= 0 && p.sizes[static_cast<size_t>(l)] > max)
            v.cells.push_back(c);
    return v;
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
