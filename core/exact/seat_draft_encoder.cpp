#include "core/exact/seat_draft_encoder.h"

#include <array>
#include <limits>

#include "core/exact/spread_encoding.h"
#include "core/exact/token_encoders.h"
#include "core/rules/draft/corner_graph.h"
#include "core/rules/draft/seat_draft.h"
#include "core/rules/requirements/seat_draft_requirement.h"
#include "core/text/core_text.h"

// The unit replays the greedy draft (SeatDraft): per turn, the seat takes the legal place of
// highest rank, rank being (pips, distinct resources, lower corner number); a place touches land,
// and it is legal while neither it nor a corner one edge away is taken. Encoded per corner k:
// - its pips V_k as an exact UnarySum of its hexes' "at least j pips" (a hex produces exactly when
//   it bears a token), its distinct resources D_k as one of "bears, and no earlier hex of the
//   corner bears the same kind", and its key K_k = 4 V_k + D_k as exact order literals;
// - per pair a < b one literal g "a ranks before b", exactly K_a >= K_b (two clauses per level);
// - per turn t: take[t][k] implies k a place and not blocked, blocked[t][k] exactly "taken
//   at or next to k before t"; take[t][k] and a legal k' force k to rank before k'; some corner is
//   taken or none[t], which no legal place allows. As ranks are a strict order, every model takes
//   the corner the unit takes (about turns x corners^2 clauses);
// - the turn's value as exact unary literals (the taken corner's V), each seat's total their
//   UnarySum, and the spread against the tolerance through encodeSpread.
// Every literal but the spread's is defined exactly, so the spread literals can sum to the
// unit's count and never to less.

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using rules::CornerGraph;

// Constants in clauses: a clause holding kTrue is dropped, kFalse is left out of it.
constexpr Lit kTrue = std::numeric_limits<Lit>::max();
constexpr Lit kFalse = -kTrue;

void add(Cnf& cnf, std::initializer_list<Lit> lits)
{
    std::array<Lit, 8> clause{};
    size_t n = 0;
    for (const Lit l : lits) {
        if (l == kTrue)
            return;
        if (l != kFalse)
            clause[n++] = l;
    }
    if (n == 0)
        clause[n++] = -cnf.trueLit();
    cnf.add(std::span<const Lit>(clause.data(), n));
}

// Literal j of a sorted unary number: "at least j" (true for j <= 0, false past its end).
Lit level(const std::vector<Lit>& u, int j)
{
    return j <= 0 ? kTrue : j > static_cast<int>(u.size()) ? kFalse : u[static_cast<size_t>(j - 1)];
}

// y <-> a or (b and c).
Lit orAnd(Cnf& cnf, Lit a, Lit b, Lit c)
{
    const Lit y = cnf.newVar();
    add(cnf, {-a, y});
    add(cnf, {-b, -c, y});
    add(cnf, {-y, a, b});
    add(cnf, {-y, a, c});
    return y;
}

struct Corner {
    Lit place = kTrue;   // touches land
    std::vector<Lit> v;  // pips, sorted unary
    std::vector<Lit> key; // 4 x pips + distinct resources, sorted unary
};

// "The corner's hexes i and j both bear tokens of one kind", exactly.
Lit sameResource(EncodeContext& x, CellIndex i, CellIndex j)
{
    const Lit bi = x.tokens.bearer(i), bj = x.tokens.bearer(j);
    if (bi == 0 || bj == 0)
        return kFalse;
    const Lit s = x.cnf.newVar();
    add(x.cnf, {-s, bi});
    for (int t = 0; t < x.cells.kinds(); ++t) {
        const auto kind = static_cast<model::TerrainId>(t);
        if (!x.rules.takesToken(kind))
            continue;
        const Lit li = x.cells.lit(i, kind), lj = x.cells.lit(j, kind);
        if (li != 0)
            add(x.cnf, {-s, -li, lj == 0 ? kFalse : lj});
        if (li != 0 && lj != 0)
            add(x.cnf, {-li, -lj, s});
    }
    return s;
}

Corner encodeCorner(EncodeContext& x, const std::array<CellIndex, 3>& cells, const std::vector<std::vector<Lit>>& pips)
{
    Corner k;
    std::vector<std::vector<Lit>> pipLeaves, firstLeaves;
    std::vector<Lit> land;
    for (size_t i = 0; i < cells.size(); ++i) {
        const CellIndex c = cells[i];
        if (c == model::kNoCell)
            continue;
        const Lit water = x.cells.water(c);
        land.push_back(water == 0 ? kTrue : -water);
        pipLeaves.push_back(pips[static_cast<size_t>(c)]);
        const Lit bears = x.tokens.bearer(c);
        if (bears == 0)
            continue;
        // first: bears, and no earlier hex of the corner bears the same kind.
        const Lit first = x.cnf.newVar();
        add(x.cnf, {-first, bears});
        std::vector<Lit> same;
        for (size_t j = 0; j < i; ++j)
            if (cells[j] != model::kNoCell)
                if (const Lit s = sameResource(x, cells[j], c); s != kFalse) {
                    add(x.cnf, {-first, -s});
                    same.push_back(s);
                }
        std::vector<Lit> clause{-bears, first};
        clause.insert(clause.end(), same.begin(), same.end());
        x.cnf.add(clause);
        firstLeaves.push_back({first});
    }
    bool anyLand = false;
    for (const Lit l : land)
        anyLand = anyLand || l == kTrue;
    if (!anyLand) {
        k.place = x.cnf.newVar();
        std::vector<Lit> clause{-k.place};
        for (const Lit l : land) {
            add(x.cnf, {-l, k.place});
            clause.push_back(l);
        }
        x.cnf.add(clause);
    }
    k.v = UnarySum(x.cnf, std::move(pipLeaves)).outputs();
    const std::vector<Lit> d = UnarySum(x.cnf, std::move(firstLeaves)).outputs();
    const int top = 4 * static_cast<int>(k.v.size()) + static_cast<int>(d.size());
    for (int m = 1; m <= top; ++m) {
        const int q = m / 4, r = m % 4; // K >= 4q + r: V > q, or V >= q and D >= r
        k.key.push_back(r == 0 ? level(k.v, q) : orAnd(x.cnf, level(k.v, q + 1), level(k.v, q), level(d, r)));
    }
    return k;
}

// g <-> K_a >= K_b.
Lit atLeastAsHigh(Cnf& cnf, const std::vector<Lit>& a, const std::vector<Lit>& b)
{
    const Lit g = cnf.newVar();
    for (int m = 1; m <= static_cast<int>(b.size()); ++m)
        add(cnf, {-g, -level(b, m), level(a, m)});
    for (int m = 0; m <= static_cast<int>(a.size()); ++m)
        add(cnf, {g, -level(a, m), level(b, m + 1)});
    return g;
}

class DraftEncoding {
public:
    DraftEncoding(EncodeContext& x, const CornerGraph& graph) : x_(x), graph_(graph)
    {
        const auto pips = pipsAtLeast(x);
        for (int k = 0; k < graph.size(); ++k)
            corners_.push_back(encodeCorner(x, graph.cells(k), pips));
        const auto n = static_cast<size_t>(graph.size());
        before_.assign(n * n, 0);
        for (size_t a = 0; a < n; ++a)
            for (size_t b = a + 1; b < n; ++b)
                before_[a * n + b] = atLeastAsHigh(x.cnf, corners_[a].key, corners_[b].key);
    }

    // Literal "corner a ranks before corner b" (a != b).
    Lit ranksBefore(int a, int b) const
    {
        const auto n = static_cast<size_t>(graph_.size());
        return a < b ? before_[static_cast<size_t>(a) * n + static_cast<size_t>(b)] : -before_[static_cast<size_t>(b) * n + static_cast<size_t>(a)];
    }

    // The value of the corner taken this turn (after the turns encoded before), as unary literals.
    std::vector<Lit> turn()
    {
        const int n = graph_.size();
        std::vector<Lit> take(static_cast<size_t>(n)), blocked(static_cast<size_t>(n), kFalse);
        for (int k = 0; k < n; ++k)
            blocked[static_cast<size_t>(k)] = blockedNow(k);
        const Lit none = x_.cnf.newVar();
        std::vector<Lit> some{none};
        for (int k = 0; k < n; ++k) {
            const Lit y = take[static_cast<size_t>(k)] = x_.cnf.newVar();
            some.push_back(y);
            add(x_.cnf, {-y, corners_[static_cast<size_t>(k)].place});
            add(x_.cnf, {-y, -blocked[static_cast<size_t>(k)]});
            add(x_.cnf, {-none, -corners_[static_cast<size_t>(k)].place, blocked[static_cast<size_t>(k)]});
        }
        x_.cnf.add(some);
        for (int k = 0; k < n; ++k)
            for (int o = 0; o < n; ++o)
                if (o != k)
                    add(x_.cnf, {-take[static_cast<size_t>(k)], -corners_[static_cast<size_t>(o)].place, blocked[static_cast<size_t>(o)], ranksBefore(k, o)});
        blocked_ = std::move(blocked);
        taken_ = take;
        return value(take, none);
    }

private:
    // Blocked before this turn: blocked before the last one, or taken then at or next to k.
    Lit blockedNow(int k)
    {
        if (taken_.empty())
            return kFalse;
        const Lit y = x_.cnf.newVar();
        std::vector<Lit> why{-y, blocked_[static_cast<size_t>(k)]};
        add(x_.cnf, {-blocked_[static_cast<size_t>(k)], y});
        std::array<int, 4> near{k, graph_.adjacent(k)[0], graph_.adjacent(k)[1], graph_.adjacent(k)[2]};
        for (const int o : near)
            if (o != CornerGraph::kNone) {
                add(x_.cnf, {-taken_[static_cast<size_t>(o)], y});
                why.push_back(taken_[static_cast<size_t>(o)]);
            }
        std::erase(why, kFalse);
        x_.cnf.add(why);
        return y;
    }

    std::vector<Lit> value(const std::vector<Lit>& take, Lit none)
    {
        size_t most = 0;
        for (const Corner& k : corners_)
            most = std::max(most, k.v.size());
        std::vector<Lit> out;
        for (int j = 1; j <= static_cast<int>(most); ++j) {
            const Lit u = x_.cnf.newVar();
            add(x_.cnf, {-u, -none});
            for (size_t k = 0; k < corners_.size(); ++k) {
                add(x_.cnf, {-take[k], -level(corners_[k].v, j), u});
                add(x_.cnf, {-u, -take[k], level(corners_[k].v, j)});
            }
            out.push_back(u);
        }
        return out;
    }

    EncodeContext& x_;
    const CornerGraph& graph_;
    std::vector<Corner> corners_;
    std::vector<Lit> before_;          // corners x corners, a < b: "a ranks before b"
    std::vector<Lit> taken_, blocked_; // of the last turn encoded, per corner
};

} // namespace

const char* seatDraftRefusal(const rules::RequirementSpec& spec, const EncodeContext& x)
{
    if (!rules::draftSetupOf(x.rules))
        return QT_TRANSLATE_NOOP("hexloom::core", "the rule set has no draft (no kind takes number tokens)");
    return pipBalanceRefusal(spec, x);
}

void encodeSeatDraft(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::SeatDraftRequirement unit(spec, x.rules, x.board);
    const rules::DraftSetup setup = *rules::draftSetupOf(x.rules);
    const CornerGraph graph(x.board);
    DraftEncoding draft(x, graph);
    std::vector<std::vector<std::vector<Lit>>> turns(static_cast<size_t>(setup.seats));
    for (int t = 0; t < setup.seats * setup.placements; ++t)
        turns[static_cast<size_t>(rules::SeatDraft::seatOfTurn(t, setup.seats))].push_back(draft.turn());
    std::vector<UnarySum> totals;
    for (auto& seat : turns)
        totals.emplace_back(x.cnf, std::move(seat));
    encodeSpread(x.cnf, totals, [&](int spread) { return unit.violations(spread); }, out);
}

} // namespace hexloom::core::exact
