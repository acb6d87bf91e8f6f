#include "core/exact/local_encoders.h"

#include <bit>
#include <functional>

#include "core/model/hex_rows.h"
#include "core/model/map.h"
#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/distance_requirement.h"
#include "core/rules/requirements/forbidden_neighbours_requirement.h"
#include "core/rules/requirements/kind_list.h"
#include "core/rules/requirements/one_spade_requirement.h"
#include "core/rules/requirements/same_terrain_pairs_requirement.h"
#include "core/rules/requirements/water_degree_requirement.h"

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

bool landKind(const EncodeContext& x, int t) { return x.rules.isLand(static_cast<TerrainId>(t)); }

// One literal per adjacent pair (c < n), forced by every pair of kinds (a at c, b at n) that
// `bad` names; `weight` violations each.
void encodePairs(EncodeContext& x, const std::function<bool(int, int)>& bad, int weight, std::vector<WeightedLit>& out)
{
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (CellIndex n : x.board.neighbours(c)) {
            if (n <= c)
                continue;
            Lit p = 0;
            for (int a = 0; a < x.cells.kinds(); ++a)
                for (int b = 0; b < x.cells.kinds(); ++b) {
                    const Lit la = x.cells.lit(c, static_cast<TerrainId>(a)), lb = x.cells.lit(n, static_cast<TerrainId>(b));
                    if (la == 0 || lb == 0 || !bad(a, b))
                        continue;
                    if (p == 0)
                        p = x.cnf.newVar();
                    x.cnf.add({-la, -lb, p});
                }
            if (p != 0)
                out.push_back({p, weight});
        }
}

// Calls f(mask) for every subset of `count` neighbours (bit i: the i-th neighbour) of size `size`.
template <class F>
void subsetsOfSize(int count, int size, F f)
{
    if (size < 0 || size > count)
        return;
    for (unsigned mask = 0; mask < (1u << count); ++mask)
        if (std::popcount(mask) == size)
            f(mask);
}

// Per hex: true exactly when it holds one of `kinds` (0: it never does).
std::vector<Lit> holdsOneOf(EncodeContext& x, const std::vector<TerrainId>& kinds)
{
    std::vector<Lit> out(static_cast<size_t>(x.board.size()), 0), any;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        any.clear();
        for (TerrainId t : kinds)
            if (const Lit l = x.cells.lit(c, t); l != 0)
                any.push_back(l);
        if (any.size() == 1) {
            out[static_cast<size_t>(c)] = any[0];
        } else if (!any.empty()) {
            const Lit h = x.cnf.newVar();
            for (Lit l : any)
                x.cnf.add({-l, h});
            any.push_back(-h);
            x.cnf.add(any);
            out[static_cast<size_t>(c)] = h;
        }
    }
    return out;
}

} // namespace

void encodeSameTerrainHexes(const rules::RequirementSpec&, EncodeContext& x, std::vector<WeightedLit>& out)
{
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        Lit v = 0;
        for (int t = 0; t < x.cells.kinds(); ++t) {
            const Lit here = x.cells.lit(c, static_cast<TerrainId>(t));
            if (here == 0 || !landKind(x, t))
                continue;
            for (CellIndex n : x.board.neighbours(c))
                if (const Lit there = x.cells.lit(n, static_cast<TerrainId>(t)); there != 0) {
                    if (v == 0)
                        v = x.cnf.newVar();
                    x.cnf.add({-here, -there, v});
                }
        }
        if (v != 0)
            out.push_back({v, 1});
    }
}

void encodeSameTerrainPairs(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    // count_twice 1: every land hex counts each same neighbour, so a pair is 2 violations.
    const int weight = rules::sameTerrainPairsType().number(spec, "count_twice") != 0 ? 2 : 1;
    encodePairs(x, [&](int a, int b) { return a == b && landKind(x, a); }, weight, out);
}

void encodeForbiddenNeighbours(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    // The unit's own predicate decides which kinds may not touch: asked on a two-hex board.
    const auto board = model::Board::fromCells({model::Hex{0, 0}, model::Hex{1, 0}});
    rules::ForbiddenNeighboursRequirement unit(spec, x.rules, board);
    model::Map pair(2);
    encodePairs(
        x,
        [&](int a, int b) {
            pair.setTerrain(0, static_cast<TerrainId>(a));
            pair.setTerrain(1, static_cast<TerrainId>(b));
            return unit.related(pair, 0, 1);
        },
        1, out);
}

void encodeOneSpade(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const int minLand = static_cast<int>(rules::oneSpadeType().number(spec, "min_land_neighbours"));
    std::vector<Lit> clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const auto around = x.board.neighbours(c);
        const int degree = static_cast<int>(around.size());
        Lit v = 0;
        for (int t = 0; t < x.cells.kinds(); ++t) {
            const Lit here = x.cells.lit(c, static_cast<TerrainId>(t));
            if (here == 0 || !landKind(x, t))
                continue;
            // c holds t, no neighbour holds a land kind one spade from t, and the neighbours in
            // some set S of minLand are all land: a violation. One clause per S.
            subsetsOfSize(degree, minLand, [&](unsigned mask) {
                clause.assign({-here});
                for (int i = 0; i < degree; ++i) {
                    const CellIndex n = around[static_cast<size_t>(i)];
                    if ((mask >> i) & 1u)
                        x.cells.waterLits(n, clause);
                    for (int u = 0; u < x.cells.kinds(); ++u)
                        if (landKind(x, u) && x.rules.spadeDistance(static_cast<TerrainId>(t), static_cast<TerrainId>(u)) == 1)
                            if (const Lit near = x.cells.lit(n, static_cast<TerrainId>(u)); near != 0)
                                clause.push_back(near);
                }
                if (v == 0)
                    v = x.cnf.newVar();
                clause.push_back(v);
                x.cnf.add(clause);
            });
        }
        if (v != 0)
            out.push_back({v, 1});
    }
}

// min: per pair of hexes closer than min, one literal forced by (from, to) at either end; max: per
// from hex, one literal forced by "from here and no to hex within max" (to hexes exactly).
void encodeDistance(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const auto& type = rules::distanceType();
    const int low = static_cast<int>(type.number(spec, "min")), high = static_cast<int>(type.number(spec, "max"));
    const std::string fromText = type.text(spec, "from"), toText = type.text(spec, "to");
    const auto from = holdsOneOf(x, rules::parseKindList(x.rules, "from", fromText, false));
    const auto to = holdsOneOf(x, rules::parseKindList(x.rules, "to", toText.empty() ? fromText : toText, false));
    const model::HexRows rows(x.board);
    auto at = [](const std::vector<Lit>& v, CellIndex c) { return v[static_cast<size_t>(c)]; };
    std::vector<Lit> clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        if (low > 0)
            rows.forEachWithin(x.board.hex(c), low - 1, [&](CellIndex y) {
                if (y <= c)
                    return;
                const bool ends = (at(from, c) != 0 && at(to, y) != 0), mirrored = (at(to, c) != 0 && at(from, y) != 0);
                if (!ends && !mirrored)
                    return;
                const Lit pair = x.cnf.newVar();
                if (ends)
                    x.cnf.add({-at(from, c), -at(to, y), pair});
                if (mirrored)
                    x.cnf.add({-at(to, c), -at(from, y), pair});
                out.push_back({pair, 1});
            });
        if (high > 0 && at(from, c) != 0) {
            clause.assign({-at(from, c)});
            rows.forEachWithin(x.board.hex(c), high, [&](CellIndex y) {
                if (y != c && at(to, y) != 0)
                    clause.push_back(at(to, y));
            });
            const Lit lonely = x.cnf.newVar();
            clause.push_back(lonely);
            x.cnf.add(clause);
            out.push_back({lonely, 1});
        }
    }
}

void encodeWaterDegree(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const int low = static_cast<int>(rules::waterDegreeType().number(spec, "min"));
    const int high = static_cast<int>(rules::waterDegreeType().number(spec, "max"));
    std::vector<Lit> clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const Lit wet = x.cells.water(c);
        if (wet == 0)
            continue;
        const auto around = x.board.neighbours(c);
        const int degree = static_cast<int>(around.size());
        Lit v = 0;
        auto violation = [&] {
            if (v == 0)
                v = x.cnf.newVar();
            clause.push_back(v);
            x.cnf.add(clause);
        };
        // Too many: some high + 1 neighbours all water.
        subsetsOfSize(degree, high + 1, [&](unsigned mask) {
            clause.assign({-wet});
            for (int i = 0; i < degree; ++i)
                if ((mask >> i) & 1u) {
                    const Lit w = x.cells.water(around[static_cast<size_t>(i)]);
                    if (w == 0)
                        return; // that neighbour is never water
                    clause.push_back(-w);
                }
            violation();
        });
        // Too few: some degree - low + 1 neighbours all dry.
        if (low > 0)
            subsetsOfSize(degree, degree - low + 1, [&](unsigned mask) {
                clause.assign({-wet});
                for (int i = 0; i < degree; ++i)
                    if ((mask >> i) & 1u)
                        if (const Lit w = x.cells.water(around[static_cast<size_t>(i)]); w != 0)
                            clause.push_back(w);
                violation();
            });
        if (v != 0)
            out.push_back({v, 1});
    }
}

} // namespace hexloom::core::exact
