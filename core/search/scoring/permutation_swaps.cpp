#include "core/search/scoring/permutation_swaps.h"

#include <algorithm>
#include <utility>

namespace hexloom::core::search {

namespace {
template <class Value>
size_t key(Value v)
{
    return static_cast<uint8_t>(v);
}
} // namespace

template <class Value, class Move>
bool PermutationSwaps::sortSlots(std::vector<Value>& cur, const std::vector<Value>& want, Move move)
{
    // Buckets only up to the largest value in play: a candidate that changes nothing, or a few
    // terrains, costs a few operations rather than passes over 256 buckets.
    const size_t n = cur.size();
    size_t top = 0;
    for (size_t i = 0; i < n; ++i)
        if (cur[i] != want[i])
            top = std::max({top, key(cur[i]) + 1, key(want[i]) + 1});
    if (top == 0)
        return true;
    std::fill_n(start_.begin(), top + 1, 0);
    for (size_t i = 0; i < n; ++i)
        start_[key(want[i]) + 1] += cur[i] != want[i] ? 1 : 0;
    for (size_t v = 0; v < top; ++v) {
        start_[v + 1] += start_[v];
        next_[v] = start_[v];
    }
    byWant_.resize(static_cast<size_t>(start_[top]));
    for (size_t i = 0; i < n; ++i)
        if (cur[i] != want[i])
            byWant_[static_cast<size_t>(next_[key(want[i])]++)] = static_cast<int>(i);
    std::copy_n(start_.begin(), top, next_.begin());
    // Slot i's value goes to a wrong slot that wants it, which is then right; i takes that slot's
    // value and goes on until it holds its own (the end of its cycle). A slot once right is never
    // moved again, so a wanting slot found right when read is skipped for good.
    for (size_t i = 0; i < n; ++i)
        while (cur[i] != want[i]) {
            const size_t v = key(cur[i]);
            int j = -1;
            while (j < 0 && next_[v] < start_[v + 1]) {
                const int k = byWant_[static_cast<size_t>(next_[v]++)];
                j = cur[static_cast<size_t>(k)] != want[static_cast<size_t>(k)] ? k : -1;
            }
            if (j < 0)
                return false; // nobody wants cur[i]: not one multiset
            const auto sj = static_cast<size_t>(j);
            swaps_.push_back({cell_[i], cell_[sj], move(i, sj)});
            std::swap(cur[i], cur[sj]);
        }
    return true;
}

bool PermutationSwaps::between(const model::Map& from, const model::Map& to, std::span<const model::CellIndex> cells)
{
    cell_.assign(cells.begin(), cells.end());
    terrain_.resize(cells.size());
    wantTerrain_.resize(cells.size());
    token_.resize(cells.size());
    wantToken_.resize(cells.size());
    for (size_t i = 0; i < cells.size(); ++i) {
        terrain_[i] = from.terrain(cells[i]);
        wantTerrain_[i] = to.terrain(cells[i]);
        token_[i] = from.token(cells[i]);
        wantToken_[i] = to.token(cells[i]);
    }
    swaps_.clear();
    // Terrains first: alike cells trade terrains only (tokens stay), a bearer and a token-less
    // cell trade both layers (the token follows its terrain), so bearers alone hold tokens.
    const bool terrains = sortSlots(terrain_, wantTerrain_, [&](size_t i, size_t j) {
        if (rules_.takesToken(terrain_[i]) == rules_.takesToken(terrain_[j]))
            return model::Layer::Terrain;
        std::swap(token_[i], token_[j]);
        return model::Layer::Both;
    });
    if (!terrains)
        return false;
    for (size_t i = 0; i < cells.size(); ++i)
        if (token_[i] != wantToken_[i] && !rules_.takesToken(wantTerrain_[i]))
            return false; // a token-less hex that would need a token change: no layered swap gives it
    return sortSlots(token_, wantToken_, [](size_t, size_t) { return model::Layer::Token; });
}

} // namespace hexloom::core::search
