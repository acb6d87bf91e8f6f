#pragma once
// Brute-force counts of the distance, corner-pips and player-value requirements, written from
// their definitions (docs/rules.md) for any parameters and without the production code's
// shortcuts: every pair of listed hexes, every triangle of mutually adjacent hexes found through
// hex coordinates, shortest paths by Dijkstra's algorithm with a heap. Swap deltas are checked
// against the difference of two such counts.
#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <functional>
#include <queue>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"

namespace hexloom::test::oracle {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::rules::RequirementSpec;
using core::rules::RuleSet;

inline std::vector<std::string> split(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        out.push_back(item);
    return out;
}

// Per terrain id: listed in `text` ("x,y").
inline std::vector<bool> kinds(const RuleSet& rules, const std::string& text)
{
    std::vector<bool> out(256, false);
    for (const std::string& id : split(text))
        out[rules.byId(id)] = true;
    return out;
}

inline int hexDistance(const Board& b, CellIndex x, CellIndex y) { return core::model::distance(b.hex(x), b.hex(y)); }

inline int distanceCount(const Board& b, const Map& m, const RuleSet& r, const RequirementSpec& s)
{
    const std::string fromText = s.text("from", "");
    const auto from = kinds(r, fromText), to = kinds(r, s.text("to", "").empty() ? fromText : s.text("to", ""));
    const int min = static_cast<int>(s.number("min", 0)), max = static_cast<int>(s.number("max", 0));
    std::vector<CellIndex> listed;
    for (CellIndex c = 0; c < b.size(); ++c)
        if (from[m.terrain(c)] || to[m.terrain(c)])
            listed.push_back(c);
    const auto isFrom = [&](CellIndex c) { return from[m.terrain(c)]; };
    const auto isTo = [&](CellIndex c) { return to[m.terrain(c)]; };
    int v = 0;
    for (size_t i = 0; i < listed.size(); ++i)
        for (size_t j = i + 1; j < listed.size(); ++j) {
            const CellIndex x = listed[i], y = listed[j];
            v += hexDistance(b, x, y) < min && ((isFrom(x) && isTo(y)) || (isFrom(y) && isTo(x))) ? 1 : 0;
        }
    for (const CellIndex x : listed) {
        bool near = false;
        for (const CellIndex y : listed)
            near = near || (y != x && isTo(y) && hexDistance(b, x, y) <= max);
        v += max > 0 && isFrom(x) && !near ? 1 : 0;
    }
    return v;
}

// Every three mutually adjacent cells, each once (sorted triples).
inline std::vector<std::array<CellIndex, 3>> triangles(const Board& b)
{
    std::set<std::array<CellIndex, 3>> out;
    for (CellIndex c = 0; c < b.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n1 = b.indexOf(core::model::neighbour(b.hex(c), d)), n2 = b.indexOf(core::model::neighbour(b.hex(c), (d + 1) % 6));
            if (n1 == core::model::kNoCell || n2 == core::model::kNoCell)
                continue;
            std::array<CellIndex, 3> t{c, n1, n2};
            std::sort(t.begin(), t.end());
            out.insert(t);
        }
    return {out.begin(), out.end()};
}

inline int pips(int n) { return n <= 0 ? 0 : 6 - std::abs(7 - n); }

inline int cornerCount(const std::vector<std::array<CellIndex, 3>>& corners, const Board& b, const Map& m, const RuleSet& r, const RequirementSpec& s)
{
    const int min = static_cast<int>(s.number("min", 5)), max = static_cast<int>(s.number("max", 11));
    const bool distinct = s.number("distinct", 0) != 0, unique = s.number("unique_per_resource", 0) != 0;
    const auto producing = [&](CellIndex c) { return r.takesToken(m.terrain(c)) && m.token(c) > 0; };
    int v = 0;
    for (const auto& [i, j, k] : corners) {
        if (!producing(i) || !producing(j) || !producing(k))
            continue;
        const int sum = pips(m.token(i)) + pips(m.token(j)) + pips(m.token(k));
        v += sum < min || sum > max ? 1 : 0;
        v += distinct && (m.token(i) == m.token(j) || m.token(j) == m.token(k) || m.token(i) == m.token(k)) ? 1 : 0;
    }
    if (!unique)
        return v;
    std::vector<int> holders(256 * 128, 0);
    for (CellIndex c = 0; c < b.size(); ++c)
        if (producing(c))
            ++holders[static_cast<size_t>(m.terrain(c)) * 128 + static_cast<size_t>(m.token(c))];
    for (int h : holders)
        v += std::max(0, h - 1);
    return v;
}

inline double attribute(const Board& b, const Map& m, const RuleSet& r, CellIndex c, const std::string& name)
{
    const auto t = m.terrain(c);
    if (t == core::model::kNoTerrain)
        return 0;
    bool any = false;
    for (CellIndex n : b.neighbours(c)) {
        const auto u = m.terrain(n);
        if (name == "one-spade")
            any = any || (r.isLand(t) && r.isLand(u) && r.spadeDistance(t, u) == 1);
        else if (name == "water-contact")
            any = any || r.isWater(u);
    }
    if (name == "pips")
        return pips(m.token(c));
    if (name == "one-spade" || name == "water-contact")
        return any ? 1 : 0;
    return r.terrain(t).attribute(name);
}

inline std::vector<double> weightsOf(const RuleSet& r, const RequirementSpec& s)
{
    if (s.text("weights", "").empty())
        return r.players.distanceWeights;
    std::vector<double> out;
    for (const std::string& w : split(s.text("weights", "")))
        out.push_back(std::stod(w));
    return out;
}

// Per player: the hexes within reach of its home by Dijkstra's algorithm (entering a hex costs its
// kind's whole path cost, default 1, negative impassable), weighted by distance, in cell order.
inline std::vector<double> playerValues(const Board& b, const Map& m, const RuleSet& r, const RequirementSpec& s)
{
    const auto weights = weightsOf(r, s);
    const auto attributes = split(s.text("attributes", ""));
    const auto reach = static_cast<int>(weights.size());
    std::vector<int> kindCost(256, -1); // kNoTerrain: impassable
    for (size_t t = 0; t < r.terrains.size(); ++t) {
        const auto it = r.players.pathCost.find(r.terrains[t].id);
        kindCost[t] = it == r.players.pathCost.end() ? 1 : it->second < 0 ? -1 : static_cast<int>(it->second);
    }
    const auto cost = [&](CellIndex c) { return kindCost[m.terrain(c)]; };
    std::vector<double> out;
    for (const auto& p : r.players.players) {
        std::unordered_map<CellIndex, int> dist; // the reached hexes only: a big board's homes reach a few
        const auto at = [&](CellIndex c) -> int& { return dist.try_emplace(c, INT_MAX).first->second; };
        using Item = std::pair<int, CellIndex>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
        const auto kind = p.homeKind.empty() ? core::model::kNoTerrain : r.byId(p.homeKind);
        for (CellIndex c = 0; kind != core::model::kNoTerrain && c < b.size(); ++c)
            if (m.terrain(c) == kind)
                heap.push({at(c) = 0, c});
        for (const auto& o : p.homeCells)
            heap.push({at(b.indexAtOffset(o)) = 0, b.indexAtOffset(o)});
        std::vector<CellIndex> reached;
        while (!heap.empty()) {
            const auto [d, c] = heap.top();
            heap.pop();
            if (d != at(c))
                continue;
            reached.push_back(c);
            for (CellIndex n : b.neighbours(c)) // farther than the weights reach counts nothing
                if (cost(n) >= 0 && d + cost(n) < std::min(reach, at(n)))
                    heap.push({at(n) = d + cost(n), n});
        }
        std::sort(reached.begin(), reached.end());
        reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
        double v = 0;
        for (CellIndex c : reached)
            for (const std::string& a : attributes)
                v += weights[static_cast<size_t>(at(c))] * attribute(b, m, r, c, a);
        out.push_back(v);
    }
    return out;
}

inline int roundedUp(double x) { return x > 1e-9 ? static_cast<int>(std::ceil(x - 1e-9)) : 0; }

inline int playerValueCount(const Board& b, const Map& m, const RuleSet& r, const RequirementSpec& s)
{
    const auto v = playerValues(b, m, r, s);
    int n = s.number("spread", 1) != 0 ? roundedUp(*std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end()) - s.number("tolerance", 0)) : 0;
    for (double x : v)
        n += s.number("minimum", -1) >= 0 ? roundedUp(s.number("minimum", -1) - x) : 0;
    return n;
}

} // namespace hexloom::test::oracle
