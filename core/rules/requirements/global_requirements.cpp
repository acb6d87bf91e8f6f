// The whole-map requirements: water connectivity, island size, pip balance.
#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/requirements/water_components_requirement.h"
#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"
#include "core/text/measured.h"

#include <algorithm>
#include <cmath>

namespace hexloom::core::rules {

namespace {
// Runs of water among the six neighbours of `c`, taken round the ring of directions (neighbours
// in consecutive directions touch each other, so one run is one connected arc). Off-board is dry.
template <class Water>
int waterArcs(const Board& board, CellIndex c, Water water)
{
    int arcs = 0;
    bool all = true;
    bool previous = water(board.neighbourAt(c, model::kDirectionCount - 1));
    for (int d = 0; d < model::kDirectionCount; ++d) {
        const bool w = water(board.neighbourAt(c, d));
        arcs += (w && !previous) ? 1 : 0;
        all = all && w;
        previous = w;
    }
    return all ? 1 : arcs;
}
} // namespace

int WaterComponentsRequirement::pieces(const Map& map)
{
    bits_.clear();
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (isWater(map.terrain(c)))
            bits_.set(c);
    return bits_.count();
}

int WaterComponentsRequirement::count(const Map& map) { return clipped(pieces(map)); }

int WaterComponentsRequirement::swapDelta(Map& map, const Swap& s)
{
    if (!matters(map, s))
        return 0;
    const CellIndex wet = isWater(map.terrain(s.a)) ? s.a : s.b, dry = wet == s.a ? s.b : s.a;
    // Drying `wet` cannot split its piece when its water neighbours form one arc, and removes the
    // piece when it has none. Flooding `dry` afterwards joins nothing when its water neighbours
    // (`wet` now dry) form one arc, and starts a piece when it has none. Otherwise: re-count.
    const int removedArcs = waterArcs(board_, wet, [&](CellIndex n) { return n != model::kNoCell && isWater(map.terrain(n)); });
    const int addedArcs =
        waterArcs(board_, dry, [&](CellIndex n) { return n != model::kNoCell && n != wet && isWater(map.terrain(n)); });
    const bool local = removedArcs <= 1 && addedArcs <= 1;
    const int change = (addedArcs == 0 ? 1 : 0) - (removedArcs == 0 ? 1 : 0);
    if (local && change == 0)
        return 0;
    // There is water before (wet) and after (dry), so at least one piece both times: with at most
    // one piece allowed, clipping never applies and the change is exact without counting.
    if (local && allowed_ <= 1)
        return change;
    const int before = pieces(map);
    if (local)
        return clipped(before + change) - clipped(before);
    bits_.flip(wet);
    bits_.flip(dry);
    return clipped(bits_.count()) - clipped(before);
}

void WaterComponentsRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    const int n = components_.label(board_, [&](CellIndex c) { return isWater(map.terrain(c)); });
    if (n <= allowed_)
        return;
    // Keep the `allowed_` largest components (ties: lowest label); the rest violate.
    std::vector<int> order(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        order[static_cast<size_t>(i)] = i;
    const auto& sizes = components_.sizes();
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return sizes[static_cast<size_t>(a)] > sizes[static_cast<size_t>(b)]; });
    std::vector<uint8_t> kept(static_cast<size_t>(n), 0);
    for (int i = 0; i < std::max(0, allowed_); ++i)
        kept[static_cast<size_t>(order[static_cast<size_t>(i)])] = 1;
    for (CellIndex c = 0; c < board_.size(); ++c) {
        const int l = components_.labelOf(c);
        if (l >= 0 && !kept[static_cast<size_t>(l)])
            out.push_back(c);
    }
}

text::CoreTexts WaterComponentsRequirement::explain(const Map& map, CellIndex c) const
{
    if (!isWater(map.terrain(c)))
        return {};
    std::vector<CellIndex> bad;
    const_cast<WaterComponentsRequirement*>(this)->cells(map, bad);
    if (!std::binary_search(bad.begin(), bad.end(), c))
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "this water is cut off from the main river")}};
}

// Only the regions of `gone` (land turning water) and those around `come` (turning land) before,
// and those of `come` and around `gone` after, differ between the two maps: any other region
// neither holds nor touches a changed hex, so it is the same region before and after.
int MinIslandRequirement::swapDelta(Map& map, const Swap& s)
{
    if (!matters(map, s))
        return 0;
    const CellIndex gone = isLand(map.terrain(s.a)) ? s.a : s.b, come = gone == s.a ? s.b : s.a;
    const auto none = [](std::span<const CellIndex>) {};
    const int before = smallAround(search_, gone, come, [&](CellIndex c) { return isLand(map.terrain(c)); }, none);
    const int after = smallAround(search_, come, gone, [&](CellIndex c) { return c != gone && (c == come || isLand(map.terrain(c))); }, none);
    return after - before;
}

int MinIslandRequirement::count(const Map& map)
{
    const int n = components_.label(board_, [&](CellIndex c) { return isLand(map.terrain(c)); });
    const auto& sizes = components_.sizes();
    return static_cast<int>(std::count_if(sizes.begin(), sizes.begin() + n, [&](int s) { return s < minSize_; }));
}

void MinIslandRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    countWithCells(map, out);
}

int MinIslandRequirement::countWithCells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    const int n = components_.label(board_, [&](CellIndex c) { return isLand(map.terrain(c)); });
    for (CellIndex c = 0; c < board_.size(); ++c) {
        const int l = components_.labelOf(c);
        if (l >= 0 && components_.sizes()[static_cast<size_t>(l)] < minSize_)
            out.push_back(c);
    }
    const auto& sizes = components_.sizes();
    return static_cast<int>(std::count_if(sizes.begin(), sizes.begin() + n, [&](int s) { return s < minSize_; }));
}

text::CoreTexts MinIslandRequirement::explain(const Map& map, CellIndex c) const
{
    auto& self = const_cast<MinIslandRequirement&>(*this);
    self.components_.label(board_, [&](CellIndex x) { return isLand(map.terrain(x)); });
    const int l = components_.labelOf(c);
    if (l < 0 || components_.sizes()[static_cast<size_t>(l)] >= minSize_)
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "island of %1 hexes (at least %2 wanted)"),
             {{std::to_string(components_.sizes()[static_cast<size_t>(l)])}, {std::to_string(minSize_)}}}};
}

void PipBalanceRequirement::evaluate(const Map& map, std::vector<int>& pips, std::vector<uint8_t>& off) const
{
    pips.assign(rules_.terrains.size(), 0);
    off.assign(rules_.terrains.size(), 0);
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (const auto t = map.terrain(c); t != model::kNoTerrain && t < pips.size())
            pips[t] += PipBalanceRequirement::pips(map.token(c));
    for (const auto& g : groups_) {
        int sum = 0;
        for (auto t : g)
            sum += pips[t];
        for (auto t : g)
            off[t] = PipBalanceRequirement::off(pips[t], sum, g.size()) ? 1 : 0;
    }
}

int PipBalanceRequirement::count(const Map& map)
{
    evaluate(map, pips_, off_);
    return static_cast<int>(std::count(off_.begin(), off_.end(), uint8_t{1}));
}

void PipBalanceRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    evaluate(map, pips_, off_);
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (const auto t = map.terrain(c); t != model::kNoTerrain && t < off_.size() && off_[t])
            out.push_back(c);
}

text::CoreTexts PipBalanceRequirement::explain(const Map& map, CellIndex c) const
{
    std::vector<int> pips;
    std::vector<uint8_t> off;
    evaluate(map, pips, off);
    const auto t = map.terrain(c);
    if (t == model::kNoTerrain || t >= off.size() || !off[t])
        return {};
    for (const auto& g : groups_) {
        if (std::find(g.begin(), g.end(), t) == g.end())
            continue;
        double mean = 0;
        for (auto m : g)
            mean += pips[m];
        mean /= static_cast<double>(g.size());
        // The average is a quotient ("3.33333" for the CLI): the editor shows two decimals in its locale.
        return {{QT_TRANSLATE_NOOP("hexloom::core", "%1 has %2 pips; its group averages %3 (tolerance %4)"),
                 {{terrainName(rules_, t)}, {std::to_string(pips[t])}, text::measured(mean, 2), text::number(tolerance_)}}};
    }
    return {};
}

} // namespace hexloom::core::rules
