#pragma once
// An independent seat draft for tests, written from docs/rules.md ("Seat draft") alone: corners
// found from the hexes' pixel positions (a pointy-top hex of radius 1 centred at
// (sqrt(3) (q + r/2), 1.5 r), its corners at distance 1), two corners adjacent when they lie one
// edge length apart, a corner's hexes those whose centres lie at distance 1, numbered top to
// bottom then left to right; the greedy player picks by value, then distinct resources, then the
// lowest number, in snake order. Shares no code with core/rules/draft.
#include <algorithm>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::test::draft_oracle {

struct Corner {
    double x = 0, y = 0;
    std::vector<core::model::CellIndex> cells;
    std::vector<int> adjacent;
};

inline std::vector<Corner> corners(const core::model::Board& board)
{
    std::map<std::pair<long long, long long>, Corner> at; // (y, x) rounded: the documented order
    const double pi = std::acos(-1.0);
    for (core::model::CellIndex c = 0; c < board.size(); ++c) {
        const auto h = board.hex(c);
        const double cx = std::sqrt(3.0) * (h.q + h.r / 2.0), cy = 1.5 * h.r;
        for (int i = 0; i < 6; ++i) {
            const double a = pi / 180 * (-90 + 60 * i);
            const double x = cx + std::cos(a), y = cy + std::sin(a);
            Corner& k = at[{std::llround(y * 1000), std::llround(x * 1000)}];
            k.x = x;
            k.y = y;
        }
    }
    std::vector<Corner> out;
    for (auto& [key, k] : at)
        out.push_back(k);
    for (size_t i = 0; i < out.size(); ++i) {
        for (core::model::CellIndex c = 0; c < board.size(); ++c) {
            const auto h = board.hex(c);
            if (std::hypot(std::sqrt(3.0) * (h.q + h.r / 2.0) - out[i].x, 1.5 * h.r - out[i].y) < 1.001)
                out[i].cells.push_back(c);
        }
        for (size_t j = 0; j < out.size(); ++j)
            if (i != j && std::abs(std::hypot(out[i].x - out[j].x, out[i].y - out[j].y) - 1) < 1e-3)
                out[i].adjacent.push_back(static_cast<int>(j));
    }
    return out;
}

inline bool producing(const core::rules::RuleSet& rules, const core::model::Map& m, core::model::CellIndex c)
{
    const auto t = m.terrain(c);
    return t != core::model::kNoTerrain && rules.terrains[t].takesToken && m.token(c) > 0;
}

inline int value(const core::rules::RuleSet& rules, const core::model::Map& m, const Corner& k)
{
    int v = 0;
    for (const auto c : k.cells)
        if (producing(rules, m, c))
            v += 6 - std::abs(7 - m.token(c));
    return v;
}

inline int distinct(const core::rules::RuleSet& rules, const core::model::Map& m, const Corner& k)
{
    std::vector<int> kinds;
    for (const auto c : k.cells)
        if (producing(rules, m, c) && std::find(kinds.begin(), kinds.end(), m.terrain(c)) == kinds.end())
            kinds.push_back(m.terrain(c));
    return static_cast<int>(kinds.size());
}

inline bool place(const core::rules::RuleSet& rules, const core::model::Map& m, const Corner& k)
{
    for (const auto c : k.cells)
        if (m.terrain(c) != core::model::kNoTerrain && !rules.terrains[m.terrain(c)].water)
            return true;
    return false;
}

struct Draft {
    std::vector<int> picks;  // per turn: the corner taken, -1 when none was legal
    std::vector<int> totals; // per seat
    int spread() const { return *std::max_element(totals.begin(), totals.end()) - *std::min_element(totals.begin(), totals.end()); }
};

// The seat of turn t: seats 1..N, then N..1, and so on (0-based here).
inline int seatOf(int t, int seats) { return (t / seats) % 2 == 0 ? t % seats : seats - 1 - t % seats; }

// The legal corners for the next pick, given the corners taken.
inline std::vector<int> legal(const std::vector<Corner>& ks, const core::rules::RuleSet& rules, const core::model::Map& m, const std::vector<int>& taken)
{
    std::vector<int> out;
    for (size_t i = 0; i < ks.size(); ++i) {
        bool ok = place(rules, m, ks[i]);
        for (const int t : taken)
            ok = ok && t != static_cast<int>(i) && std::find(ks[i].adjacent.begin(), ks[i].adjacent.end(), t) == ks[i].adjacent.end();
        if (ok)
            out.push_back(static_cast<int>(i));
    }
    // Best first: value, then distinct resources, then the lowest number.
    std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
        const int va = value(rules, m, ks[static_cast<size_t>(a)]), vb = value(rules, m, ks[static_cast<size_t>(b)]);
        if (va != vb)
            return va > vb;
        return distinct(rules, m, ks[static_cast<size_t>(a)]) > distinct(rules, m, ks[static_cast<size_t>(b)]);
    });
    return out;
}

inline Draft greedy(const core::model::Board& board, const core::rules::RuleSet& rules, const core::model::Map& m, int seats, int placements)
{
    const auto ks = corners(board);
    Draft d;
    d.totals.assign(static_cast<size_t>(seats), 0);
    std::vector<int> taken;
    for (int t = 0; t < seats * placements; ++t) {
        const auto options = legal(ks, rules, m, taken);
        const int pick = options.empty() ? -1 : options.front();
        d.picks.push_back(pick);
        if (pick < 0)
            continue;
        taken.push_back(pick);
        d.totals[static_cast<size_t>(seatOf(t, seats))] += value(rules, m, ks[static_cast<size_t>(pick)]);
    }
    return d;
}

} // namespace hexloom::test::draft_oracle
