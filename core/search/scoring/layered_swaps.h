#pragma once
// The swaps between two cells that keep the tile and token pools and put tokens only on
// token-bearing terrains (see core/model/swap.h): terrain-only between alike cells (tokens stay),
// token-only between two token-bearing cells, both layers between a token-bearing cell and one
// that is not. Terrains move only between cells of one swap zone (RuleSet::zone), so a harbour
// kind never lands on a land hex; tokens move between any two bearers. Only swaps that change
// the map are listed.
#include <algorithm>
#include <array>
#include <cstdint>

#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::search {

using LayeredSwaps = std::array<model::Swap, 2>;

inline int layeredSwaps(const model::Map& m, const rules::RuleSet& rules, model::CellIndex a, model::CellIndex b, LayeredSwaps& out)
{
    const model::TerrainId ta = m.terrain(a), tb = m.terrain(b);
    const bool ka = rules.takesToken(ta), kb = rules.takesToken(tb);
    const bool sameZone = rules.sameZone(ta, tb);
    if (ka != kb) {
        out[0] = {a, b, model::Layer::Both};
        return sameZone ? 1 : 0;
    }
    int n = 0;
    if (ta != tb && sameZone)
        out[static_cast<size_t>(n++)] = {a, b, model::Layer::Terrain};
    if (ka && m.token(a) != m.token(b))
        out[static_cast<size_t>(n++)] = {a, b, model::Layer::Token};
    return n;
}

// layeredSwaps() of one cell a with many partners (a search step's scan): what depends only on
// the partner's terrain is looked up in a table made once per step. Terrain ids beyond the table
// (and kNoTerrain) take layeredSwaps() itself. Valid while the map is unchanged. keepOnly() narrows
// a step to the swaps that one requirement reads.
class PartnerSwaps {
public:
    void begin(const model::Map& m, const rules::RuleSet& rules, model::CellIndex a)
    {
        map_ = &m;
        rules_ = &rules;
        a_ = a;
        const model::TerrainId ta = m.terrain(a);
        const bool ka = rules.takesToken(ta);
        kept_ = false;
        count_ = std::min(rules.terrainCount(), kMaxTerrains);
        for (int u = 0; u < count_; ++u) {
            const auto tu = static_cast<model::TerrainId>(u);
            const bool same = rules.sameZone(ta, tu);
            if (ka != rules.takesToken(tu))
                kind_[static_cast<size_t>(u)] = same ? kBoth : 0;
            else
                kind_[static_cast<size_t>(u)] = static_cast<uint8_t>((tu != ta && same ? kTerrain : 0) | (ka ? kToken : 0));
        }
    }
    // Until the next begin(), of() lists only the swaps that move a terrain u with reads(a's
    // terrain, u) (token-only swaps never): a step drawn for a requirement that reads nothing
    // else, such as min island size (land against water), then weighs no swap that cannot change
    // it. Costs one pass over the rule set's terrains; the partners' look-ups stay one load.
    template <class Reads>
    void keepOnly(Reads reads)
    {
        const model::TerrainId ta = map_->terrain(a_);
        readMask_ = 0;
        for (int u = 0; u < std::min(rules_->terrainCount(), 64); ++u) // rule sets hold at most 64 terrains
            if (reads(ta, static_cast<model::TerrainId>(u)))
                readMask_ |= uint64_t{1} << u;
        for (int u = 0; u < count_; ++u)
            kind_[static_cast<size_t>(u)] = ((readMask_ >> u) & 1) != 0 ? kind_[static_cast<size_t>(u)] & (kTerrain | kBoth) : 0;
        kept_ = true;
    }

    // layeredSwaps(map, rules, a, b, out) for b != a (after keepOnly(), those it keeps).
    int of(model::CellIndex b, LayeredSwaps& out) const
    {
        const model::TerrainId tb = map_->terrain(b);
        if (tb >= count_)
            return kept_ ? keptBeyond(b, out) : layeredSwaps(*map_, *rules_, a_, b, out);
        const uint8_t kind = kind_[tb];
        if (kind == kBoth) {
            out[0] = {a_, b, model::Layer::Both};
            return 1;
        }
        int n = 0;
        if ((kind & kTerrain) != 0)
            out[static_cast<size_t>(n++)] = {a_, b, model::Layer::Terrain};
        if ((kind & kToken) != 0 && map_->token(a_) != map_->token(b)) // both bear tokens
            out[static_cast<size_t>(n++)] = {a_, b, model::Layer::Token};
        return n;
    }

private:
    static constexpr int kMaxTerrains = 32;
    static constexpr uint8_t kTerrain = 1, kToken = 2, kBoth = 4;
    // of() after keepOnly() for a partner terrain beyond the table.
    int keptBeyond(model::CellIndex b, LayeredSwaps& out) const
    {
        const model::TerrainId tb = map_->terrain(b);
        const int n = layeredSwaps(*map_, *rules_, a_, b, out);
        if (tb >= 64 || ((readMask_ >> tb) & 1) == 0)
            return 0;
        int kept = 0;
        for (int i = 0; i < n; ++i)
            if (out[static_cast<size_t>(i)].layer != model::Layer::Token)
                out[static_cast<size_t>(kept++)] = out[static_cast<size_t>(i)];
        return kept;
    }
    const model::Map* map_ = nullptr;
    const rules::RuleSet* rules_ = nullptr;
    model::CellIndex a_ = model::kNoCell;
    int count_ = 0;
    std::array<uint8_t, kMaxTerrains> kind_{}; // by the partner's terrain
    bool kept_ = false;     // keepOnly() since begin()
    uint64_t readMask_ = 0; // keepOnly(): the partner terrains it keeps
};

} // namespace hexloom::core::search
