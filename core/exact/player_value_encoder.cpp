#include "core/exact/player_value_encoder.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <queue>
#include <tuple>
#include <utility>

#include "core/exact/spread_encoding.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "core/rules/requirements/player_values.h"
#include "core/text/core_text.h"

// Per player p, hex c and distance d below the weights' length, E(p, c, d) is "c is within d of
// p's home": true at a home cell, else exactly when some neighbour n and cost s <= d have c's
// kind costing s to enter and E(p, n, d - s). Positive costs step down in d, so the definition
// is well founded and the literals are the distances, not merely consistent with them. A kind
// free to cross (cost 0) would let two touching free hexes hold each other up, so a free hex is
// entered from a hex that is not free (or a home), or through a chain of free hexes built in
// rounds (freeChains), each round reading only the one before: as many rounds as a map can hold
// free hexes less one (the pool's count, so exact while that count holds: the reliance; where the
// counts may be dropped, the cells that may hold a free kind), none where no two may touch. Each hex's part w(d) x A(kind), scaled to whole numbers, is a sorted unary number;
// a player's value the exact UnarySum of its parts. The spread's violations are literals forced
// by "highest >= a and lowest < a - T + 1" per threshold T where the count rises, the minimum's by
// "value <= S" per S where the deficit falls: weights that telescope to the unit's count.

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

constexpr double kEpsilon = 1e-9; // as PlayerValues rounds
constexpr int kMostScale = 1000;  // the finest common fraction 1/q tried
constexpr int kMostValue = 2000;  // per player, in steps of 1/q: the unary sums grow with its square

int roundedUp(double excess) { return excess > kEpsilon ? static_cast<int>(std::ceil(excess - kEpsilon)) : 0; }

// The smallest q (1 .. kMostScale) with every x x q whole, 0 when there is none.
int commonScale(const std::vector<double>& xs)
{
    for (int q = 1; q <= kMostScale; ++q)
        if (std::all_of(xs.begin(), xs.end(), [&](double x) { return std::abs(x * q - std::round(x * q)) <= kEpsilon * std::max(1.0, std::abs(x * q)); }))
            return q;
    return 0;
}

// The requirement's numbers as whole multiples of 1/scale, or why they are not.
struct Scaled {
    std::vector<int> weights;   // per distance
    std::vector<int> kindValue; // per kind: its attributes' sum
    int scale = 1;
    const char* refusal = nullptr;
};

Scaled scaledNumbers(const rules::PlayerValues& values, const rules::RuleSet& rules)
{
    Scaled out;
    std::vector<double> sums;
    for (const auto& t : rules.terrains) {
        double sum = 0;
        for (const auto& a : values.attributes())
            sum += t.attribute(a);
        sums.push_back(sum);
    }
    const auto negative = [](const std::vector<double>& xs) { return std::any_of(xs.begin(), xs.end(), [](double x) { return x < 0; }); };
    if (negative(sums) || negative(values.weights())) {
        out.refusal = QT_TRANSLATE_NOOP("hexloom::core", "a negative weight or attribute sum: the unary sums hold non-negative parts only");
        return out;
    }
    const int qw = commonScale(values.weights()), qa = commonScale(sums);
    if (qw == 0 || qa == 0) {
        out.refusal = QT_TRANSLATE_NOOP("hexloom::core", "the weights or attribute sums are not multiples of one fraction 1/q (q up to 1000)");
        return out;
    }
    out.scale = qw * qa;
    for (double w : values.weights())
        out.weights.push_back(static_cast<int>(std::lround(w * qw)));
    for (double s : sums)
        out.kindValue.push_back(static_cast<int>(std::lround(s * qa)));
    return out;
}

// How many hexes free to cross (path cost 0) a map can hold: the pool's count of free kinds, or
// without a pool (or where its counts may be dropped) the cells that may hold one.
int freeTiles(const EncodeContext& x, const rules::PlayerValues& values)
{
    int n = 0;
    if (x.rules.hasPool() && x.countsHold) {
        for (size_t t = 0; t < x.rules.pool.size(); ++t)
            if (values.cost(static_cast<TerrainId>(t)) == 0)
                n += x.rules.pool[t];
        return std::min(n, x.board.size());
    }
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (x.cells.can(c, static_cast<TerrainId>(t)) && values.cost(static_cast<TerrainId>(t)) == 0) {
                ++n;
                break;
            }
    return n;
}

// Per cell, the least distance from player p's home over every kind the cell may hold, with at
// most freeTiles() hexes free to cross on the way (a lower bound of its distance on any map the
// pool allows); the weights' length where it is out of reach.
std::vector<int> leastDistances(const EncodeContext& x, const rules::PlayerValues& values, int p)
{
    const int reach = values.reachLimit(), most = freeTiles(x, values);
    const auto cells = static_cast<size_t>(x.board.size());
    std::vector<int> enter(cells, reach); // cheapest positive entry cost
    std::vector<uint8_t> free(cells, 0);  // may be free to cross
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (const int cost = values.cost(static_cast<TerrainId>(t)); x.cells.can(c, static_cast<TerrainId>(t)) && cost >= 0) {
                if (cost == 0)
                    free[static_cast<size_t>(c)] = 1;
                else
                    enter[static_cast<size_t>(c)] = std::min(enter[static_cast<size_t>(c)], cost);
            }
    // State: (cell, free hexes entered so far).
    const auto at = [&](CellIndex c, int f) { return static_cast<size_t>(c) * static_cast<size_t>(most + 1) + static_cast<size_t>(f); };
    std::vector<int> dist(cells * static_cast<size_t>(most + 1), reach);
    using Item = std::tuple<int, CellIndex, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    for (CellIndex h : values.homeCells(p)) {
        dist[at(h, 0)] = 0;
        open.push({0, h, 0});
    }
    const auto relax = [&](CellIndex n, int f, int d) {
        if (d < dist[at(n, f)]) {
            dist[at(n, f)] = d;
            open.push({d, n, f});
        }
    };
    while (!open.empty()) {
        const auto [d, c, f] = open.top();
        open.pop();
        if (d > dist[at(c, f)])
            continue;
        for (CellIndex n : x.board.neighbours(c)) {
            if (free[static_cast<size_t>(n)] != 0 && f < most)
                relax(n, f + 1, d);
            if (d + enter[static_cast<size_t>(n)] < reach)
                relax(n, f, d + enter[static_cast<size_t>(n)]);
        }
    }
    std::vector<int> out(cells, reach);
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (int f = 0; f <= most; ++f)
            out[static_cast<size_t>(c)] = std::min(out[static_cast<size_t>(c)], dist[at(c, f)]);
    return out;
}

// A literal true exactly when all of `lits` are (trueLit when empty, the literal itself when one).
Lit andOf(Cnf& cnf, std::initializer_list<Lit> lits)
{
    std::vector<Lit> in;
    for (Lit l : lits)
        if (l != cnf.trueLit())
            in.push_back(l);
    if (in.empty())
        return cnf.trueLit();
    if (in.size() == 1)
        return in[0];
    const Lit a = cnf.newVar();
    std::vector<Lit> back{a};
    for (Lit l : in) {
        cnf.add({-a, l});
        back.push_back(-l);
    }
    cnf.add(back);
    return a;
}

// A literal true exactly when one of `lits` is (0, never, when empty).
Lit orOf(Cnf& cnf, const std::vector<Lit>& lits)
{
    if (lits.size() <= 1)
        return lits.empty() ? 0 : lits[0];
    const Lit o = cnf.newVar();
    std::vector<Lit> back{-o};
    for (Lit l : lits) {
        cnf.add({-l, o});
        back.push_back(l);
    }
    cnf.add(back);
    return o;
}

bool isHome(const rules::PlayerValues& values, int p, CellIndex c)
{
    const auto& homes = values.homeCells(p);
    return std::find(homes.begin(), homes.end(), c) != homes.end();
}

// Whether any two touching cells may both hold a kind free to cross.
bool freeKindsMayTouch(const EncodeContext& x, const rules::PlayerValues& values)
{
    const auto mayBeFree = [&](CellIndex c) {
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (x.cells.can(c, static_cast<TerrainId>(t)) && values.cost(static_cast<TerrainId>(t)) == 0)
                return true;
        return false;
    };
    if (freeTiles(x, values) <= 1)
        return false;
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (CellIndex n : x.board.neighbours(c))
            if (mayBeFree(c) && mayBeFree(n))
                return true;
    return false;
}

// Per cell, "it holds a free kind and is within the distance through a chain of at most `steps`
// more free hexes" (0: never), exactly: from the terms entering it from a hex not free, a step
// from a free neighbour so reached per round. Each round reads only the one before, so no two
// free hexes hold each other up, and `steps` (the free hexes a map can hold, less one) reaches
// every chain.
std::vector<Lit> freeChains(EncodeContext& x, const std::vector<std::vector<Lit>>& costLit, const std::vector<std::vector<Lit>>& entered, int steps)
{
    Cnf& cnf = x.cnf;
    const auto cells = static_cast<size_t>(x.board.size());
    std::vector<Lit> reached(cells, 0), next(cells, 0);
    for (size_t c = 0; c < cells; ++c)
        reached[c] = orOf(cnf, entered[c]);
    for (int step = 0; step < steps; ++step) {
        for (CellIndex c = 0; c < x.board.size(); ++c) {
            const Lit free = costLit[static_cast<size_t>(c)][0];
            std::vector<Lit> from;
            for (CellIndex n : x.board.neighbours(c))
                if (reached[static_cast<size_t>(n)] != 0)
                    from.push_back(reached[static_cast<size_t>(n)]);
            Lit& out = next[static_cast<size_t>(c)];
            out = reached[static_cast<size_t>(c)];
            if (free == 0 || from.empty())
                continue;
            const Lit viaNeighbour = andOf(cnf, {free, orOf(cnf, from)});
            out = out == 0 ? viaNeighbour : orOf(cnf, {out, viaNeighbour});
        }
        std::swap(reached, next);
    }
    return reached;
}

// Player p's value in steps of 1/scale, exactly.
UnarySum playerValue(EncodeContext& x, const rules::PlayerValues& values, const Scaled& num, int p, const std::vector<std::vector<Lit>>& costLit)
{
    Cnf& cnf = x.cnf;
    const int reach = values.reachLimit();
    const auto least = leastDistances(x, values, p);
    // within[c][d]: c is within d of the home.
    std::vector<std::vector<Lit>> within(static_cast<size_t>(x.board.size()), std::vector<Lit>(static_cast<size_t>(reach), 0));
    // Per cell at the distance being encoded: the clause supporting "within", and its terms that
    // enter a free hex from a hex not free (the chains' first step).
    std::vector<std::vector<Lit>> supports(static_cast<size_t>(x.board.size())), entered(static_cast<size_t>(x.board.size()));
    const int chainSteps = freeKindsMayTouch(x, values) ? freeTiles(x, values) - 1 : 0;
    for (int d = 0; d < reach; ++d) {
        for (CellIndex c = 0; c < x.board.size(); ++c)
            if (least[static_cast<size_t>(c)] <= d)
                within[static_cast<size_t>(c)][static_cast<size_t>(d)] = isHome(values, p, c) ? cnf.trueLit() : cnf.newVar();
        for (CellIndex c = 0; c < x.board.size(); ++c) {
            const Lit e = within[static_cast<size_t>(c)][static_cast<size_t>(d)];
            if (e == 0 || isHome(values, p, c))
                continue;
            auto& support = supports[static_cast<size_t>(c)];
            support = {-e};
            for (CellIndex n : x.board.neighbours(c))
                for (int s = 0; s <= d; ++s) {
                    const Lit k = costLit[static_cast<size_t>(c)][static_cast<size_t>(s)];
                    const Lit en = within[static_cast<size_t>(n)][static_cast<size_t>(d - s)];
                    if (k == 0 || en == 0)
                        continue;
                    const Lit notFree = s == 0 && !isHome(values, p, n) && costLit[static_cast<size_t>(n)][0] != 0 ? -costLit[static_cast<size_t>(n)][0]
                                                                                                                : cnf.trueLit();
                    const Lit a = andOf(cnf, {k, en, notFree});
                    cnf.add({-a, e});
                    support.push_back(a);
                    if (s == 0)
                        entered[static_cast<size_t>(c)].push_back(a);
                }
        }
        if (chainSteps > 0) {
            const auto chained = freeChains(x, costLit, entered, chainSteps);
            for (CellIndex c = 0; c < x.board.size(); ++c)
                if (const Lit e = within[static_cast<size_t>(c)][static_cast<size_t>(d)], r = chained[static_cast<size_t>(c)];
                    e != 0 && r != 0 && !isHome(values, p, c)) {
                    cnf.add({-r, e});
                    supports[static_cast<size_t>(c)].push_back(r);
                }
        }
        for (CellIndex c = 0; c < x.board.size(); ++c) {
            const Lit e = within[static_cast<size_t>(c)][static_cast<size_t>(d)];
            if (e != 0 && !isHome(values, p, c))
                cnf.add(supports[static_cast<size_t>(c)]);
            supports[static_cast<size_t>(c)].clear();
            entered[static_cast<size_t>(c)].clear();
        }
    }
    std::vector<std::vector<Lit>> leaves;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const auto& w = within[static_cast<size_t>(c)];
        int most = 0, mostKind = 0;
        for (int t = 0; t < x.cells.kinds(); ++t)
            if (x.cells.can(c, static_cast<TerrainId>(t)))
                mostKind = std::max(mostKind, num.kindValue[static_cast<size_t>(t)]);
        std::vector<Lit> exactly(static_cast<size_t>(reach), 0); // at distance d exactly
        for (int d = 0; d < reach; ++d) {
            const Lit e = w[static_cast<size_t>(d)];
            if (e == 0 || num.weights[static_cast<size_t>(d)] == 0)
                continue;
            const Lit before = d > 0 ? w[static_cast<size_t>(d - 1)] : 0;
            exactly[static_cast<size_t>(d)] = before == 0 ? e : before == cnf.trueLit() ? 0 : andOf(cnf, {e, -before});
            if (exactly[static_cast<size_t>(d)] != 0)
                most = std::max(most, num.weights[static_cast<size_t>(d)] * mostKind);
        }
        // worth[a]: c's kind is worth a or more; terms[(d, a)] cached.
        std::vector<Lit> worth(static_cast<size_t>(mostKind) + 1, 0);
        for (int a = 1; a <= mostKind; ++a) {
            std::vector<Lit> kinds;
            for (int t = 0; t < x.cells.kinds(); ++t)
                if (const Lit l = x.cells.lit(c, static_cast<TerrainId>(t)); l != 0 && num.kindValue[static_cast<size_t>(t)] >= a)
                    kinds.push_back(l);
            worth[static_cast<size_t>(a)] = orOf(cnf, kinds);
        }
        std::vector<Lit> leaf;
        std::vector<std::vector<Lit>> term(static_cast<size_t>(reach), std::vector<Lit>(static_cast<size_t>(mostKind) + 1, 0));
        for (int k = 1; k <= most; ++k) {
            std::vector<Lit> any; // at distance d with a kind worth ceil(k / w(d)) or more
            for (int d = 0; d < reach; ++d) {
                const int wd = num.weights[static_cast<size_t>(d)];
                const Lit at = exactly[static_cast<size_t>(d)];
                if (at == 0 || wd == 0 || (k + wd - 1) / wd > mostKind)
                    continue;
                const int a = (k + wd - 1) / wd;
                Lit& t = term[static_cast<size_t>(d)][static_cast<size_t>(a)];
                if (t == 0 && worth[static_cast<size_t>(a)] != 0)
                    t = andOf(cnf, {at, worth[static_cast<size_t>(a)]});
                if (t != 0)
                    any.push_back(t);
            }
            const Lit l = orOf(cnf, any);
            if (l == 0)
                break;
            leaf.push_back(l);
        }
        if (!leaf.empty())
            leaves.push_back(std::move(leaf));
    }
    return UnarySum(cnf, std::move(leaves));
}

} // namespace

const char* playerValueRefusal(const rules::RequirementSpec& spec, const EncodeContext& x)
{
    rules::PlayerValues values(spec, x.rules);
    values.bind(x.board);
    for (const auto& a : values.attributes())
        if (rules::isMapAttribute(a))
            return QT_TRANSLATE_NOOP("hexloom::core", "pips, one-spade and water-contact read each hex's token or neighbours: only kind attributes are encoded");
    for (const auto& p : x.rules.players.players)
        if (!p.homeKind.empty())
            return QT_TRANSLATE_NOOP("hexloom::core", "a player's home is given as a kind, which moves with the map: only home cells are encoded");
    const Scaled num = scaledNumbers(values, x.rules);
    if (num.refusal != nullptr)
        return num.refusal;
    for (int p = 0; p < values.playerCount(); ++p) {
        const auto least = leastDistances(x, values, p);
        int64_t most = 0;
        for (CellIndex c = 0; c < x.board.size(); ++c)
            if (least[static_cast<size_t>(c)] < values.reachLimit()) {
                int best = 0;
                for (int t = 0; t < x.cells.kinds(); ++t)
                    if (x.cells.can(c, static_cast<TerrainId>(t)))
                        best = std::max(best, num.kindValue[static_cast<size_t>(t)]);
                most += static_cast<int64_t>(best) * *std::max_element(num.weights.begin(), num.weights.end());
            }
        if (most > kMostValue)
            return QT_TRANSLATE_NOOP("hexloom::core", "a player's value can reach more than 2000 steps of its common fraction: too large for the unary sums");
    }
    return nullptr;
}

const char* playerValueReliance(const rules::RequirementSpec& spec, const EncodeContext& x, std::vector<model::TerrainId>& kinds)
{
    if (!x.rules.hasPool())
        return nullptr; // the free hexes were bounded by the cells that may hold a free kind
    rules::PlayerValues values(spec, x.rules);
    values.bind(x.board);
    for (int t = 0; t < x.cells.kinds(); ++t)
        if (values.cost(static_cast<TerrainId>(t)) == 0)
            for (CellIndex c = 0; c < x.board.size(); ++c)
                if (x.cells.can(c, static_cast<TerrainId>(t))) {
                    kinds.push_back(static_cast<TerrainId>(t));
                    break;
                }
    return kinds.empty() ? nullptr : QT_TRANSLATE_NOOP("hexloom::core", "its distances follow chains of at most this count's hexes free to cross (path cost 0)");
}

void encodePlayerValue(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    rules::PlayerValues values(spec, x.rules);
    values.bind(x.board);
    const Scaled num = scaledNumbers(values, x.rules);
    const auto& type = rules::playerValueType();
    const double tolerance = type.number(spec, "tolerance"), minimum = type.number(spec, "minimum");
    const bool spread = type.number(spec, "spread") != 0;
    const double q = num.scale;
    // Per cell and cost s below the reach: "its kind costs s to enter".
    std::vector<std::vector<Lit>> costLit(static_cast<size_t>(x.board.size()), std::vector<Lit>(static_cast<size_t>(values.reachLimit()), 0));
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (int s = 0; s < values.reachLimit(); ++s) {
            std::vector<Lit> kinds;
            for (int t = 0; t < x.cells.kinds(); ++t)
                if (const Lit l = x.cells.lit(c, static_cast<TerrainId>(t)); l != 0 && values.cost(static_cast<TerrainId>(t)) == s)
                    kinds.push_back(l);
            costLit[static_cast<size_t>(c)][static_cast<size_t>(s)] = orOf(x.cnf, kinds);
        }
    std::vector<UnarySum> value;
    for (int p = 0; p < values.playerCount(); ++p)
        value.push_back(playerValue(x, values, num, p, costLit));
    if (minimum >= 0)
        for (const UnarySum& v : value) {
            // The deficit at value S falls as S rises: "value <= S" carries what it falls by next.
            for (int s = 0; s <= v.max(); ++s) {
                const int here = roundedUp(minimum - s / q);
                const int drop = s < v.max() ? here - roundedUp(minimum - (s + 1) / q) : here;
                if (drop <= 0)
                    continue;
                const Lit y = x.cnf.newVar();
                if (s < v.max())
                    x.cnf.add({v.atLeast(s + 1), y});
                else
                    x.cnf.add({y});
                out.push_back({y, drop});
            }
        }
    if (spread)
        encodeSpread(x.cnf, value, [&](int t) { return roundedUp(t / q - tolerance); }, out);
}

} // namespace hexloom::core::exact
