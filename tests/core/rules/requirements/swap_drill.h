#pragma once
// Random swaps for checking a requirement's swapDelta against a brute-force count: terrain,
// token and both layers, a's partner next to it, within a few hexes or anywhere, a often one of
// the cells that matter (listed kinds, homes) and sometimes any cell; one swap in four applied,
// so the map drifts. Maps with a terrain mix, and the big boards of the scale tests.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/run/random.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement.h"
#include "core/rules/requirement_registry.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {

using core::run::Random;
using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::model::Swap;

// Every cell a terrain drawn by `weights` (per terrain id); producing kinds (rules.takesToken) get
// a token from 2 to 1 + `numbers`, and one hex in `strayTokens` another kind's token too (they
// move with token swaps).
inline Map mixedMap(const Board& board, const core::rules::RuleSet& rules, const std::vector<int>& weights, Random& random, uint32_t strayTokens = 8,
                    uint32_t numbers = 11)
{
    int total = 0;
    for (int w : weights)
        total += w;
    Map map(board.size());
    for (CellIndex c = 0; c < board.size(); ++c) {
        int pick = static_cast<int>(random.below(static_cast<uint32_t>(total)));
        core::model::TerrainId t = 0;
        while (pick >= weights[t])
            pick -= weights[t++];
        map.setTerrain(c, t);
        if (rules.takesToken(t) || random.below(strayTokens) == 0)
            map.setToken(c, static_cast<core::model::Token>(2 + random.below(numbers)));
    }
    return map;
}

// Paints `patches` discs of `radius` hexes at random centres: each hex in one becomes a terrain
// of `kinds` with probability 1 in `oneIn`. Big boards keep the listed kinds in such patches, so
// that they meet each other (and a brute-force count over them stays cheap).
inline void paintPatches(const Board& board, Map& map, const std::vector<core::model::TerrainId>& kinds, int patches, int radius, uint32_t oneIn, Random& random)
{
    for (int i = 0; i < patches; ++i) {
        const core::model::Hex centre = board.hex(static_cast<CellIndex>(random.below(static_cast<uint32_t>(board.size()))));
        for (int dq = -radius; dq <= radius; ++dq)
            for (int dr = -radius; dr <= radius; ++dr) {
                const CellIndex c = board.indexOf(centre + core::model::Hex{dq, dr});
                if (c != core::model::kNoCell && core::model::distance({dq, dr}, {}) <= radius && random.below(oneIn) == 0)
                    map.setTerrain(c, kinds[random.below(static_cast<uint32_t>(kinds.size()))]);
            }
    }
}

struct SwapSource {
    const Board& board;
    std::vector<CellIndex> focus; // cells a is often drawn from
    int radius = 3;               // "within a few hexes"

    Swap next(Random& random) const
    {
        const auto cells = static_cast<uint32_t>(board.size());
        const CellIndex a = !focus.empty() && random.below(2) == 0 ? focus[random.below(static_cast<uint32_t>(focus.size()))]
                                                                    : static_cast<CellIndex>(random.below(cells));
        CellIndex b = a;
        const uint32_t kind = random.below(3);
        if (kind == 0) {
            const auto near = board.neighbours(a);
            b = near[random.below(static_cast<uint32_t>(near.size()))];
        }
        for (int tries = 0; kind == 1 && b == a && tries < 20; ++tries) {
            const int span = 2 * radius + 1;
            const core::model::Hex h = board.hex(a) + core::model::Hex{static_cast<int>(random.below(static_cast<uint32_t>(span))) - radius,
                                                                       static_cast<int>(random.below(static_cast<uint32_t>(span))) - radius};
            if (const CellIndex c = board.indexOf(h); c != core::model::kNoCell)
                b = c;
        }
        while (b == a)
            b = static_cast<CellIndex>(random.below(cells));
        const uint32_t layer = random.below(4);
        return {a, b, layer == 0 ? core::model::Layer::Token : layer == 1 ? core::model::Layer::Terrain : core::model::Layer::Both};
    }
};

struct DrillResult {
    int changed = 0; // swaps whose delta was not 0
};

// `swaps` random swaps on `map`: each delta must equal oracle(after) - oracle(before), and the
// map must come back unchanged; one in four is applied (and count() checked against the oracle).
inline DrillResult drill(core::rules::Requirement& requirement, Map map, const std::function<int(const Map&)>& oracle, const SwapSource& source,
                         Random& random, int swaps, const std::string& what)
{
    DrillResult result;
    int before = oracle(map);
    EXPECT_EQ(requirement.count(map), before) << what << ": count at the start";
    for (int i = 0; i < swaps; ++i) {
        const Swap s = source.next(random);
        map.apply(s);
        const int after = oracle(map);
        map.apply(s);
        const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
        const auto ka = map.token(s.a), kb = map.token(s.b);
        const int delta = requirement.swapDelta(map, s);
        if (delta != after - before || map.terrain(s.a) != ta || map.terrain(s.b) != tb || map.token(s.a) != ka || map.token(s.b) != kb) {
            ADD_FAILURE() << what << ": swap " << i << " (" << s.a << ", " << s.b << ", layer " << static_cast<int>(s.layer) << ") delta " << delta
                          << ", recount " << after - before;
            return result;
        }
        result.changed += delta != 0 ? 1 : 0;
        if (i % 4 == 0) {
            map.apply(s);
            before = after;
            if (i % 64 == 0 && requirement.count(map) != before) {
                ADD_FAILURE() << what << ": count after swap " << i;
                return result;
            }
        }
    }
    return result;
}

using BoardOracle = std::function<int(const Board&, const Map&, const core::rules::RuleSet&, const core::rules::RequirementSpec&)>;

// Every requirement of `type` in the built-in rule set `rulesName` (switched on or not) on its
// map `mapName`: `swaps` random swaps each (a drawn anywhere; the map is shuffled first, so that
// it is far from a solved one).
inline void drillBuiltin(const std::string& rulesName, const std::string& mapName, const std::string& type, const BoardOracle& oracle, int swaps)
{
    const auto rules = builtinRules(rulesName);
    const auto loaded = builtinMap(mapName, *rules);
    const Board& board = loaded.board;
    Random random(13);
    Map map = loaded.map;
    const SwapSource source{board, {}, 3};
    for (int i = 0; i < 4 * board.size(); ++i)
        map.apply(source.next(random));
    int drilled = 0;
    for (const auto& spec : rules->requirements) {
        if (spec.type != type)
            continue;
        auto requirement = core::rules::makeRequirement(spec, *rules, board);
        const auto result = drill(*requirement, map, [&](const Map& m) { return oracle(board, m, *rules, spec); }, source, random, swaps,
                                  rulesName + " " + spec.id);
        EXPECT_GT(result.changed, swaps / 100) << rulesName << " " << spec.id;
        ++drilled;
    }
    EXPECT_GT(drilled, 0) << rulesName << " has no " << type;
}

} // namespace hexloom::test
