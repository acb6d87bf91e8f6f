#include "core/exact/token_encoders.h"

#include <algorithm>

#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/requirements/token_pairs_requirement.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

int pipsOf(model::Token n) { return rules::PipBalanceRequirement::pips(n); }

// The pips of kind t, exactly: per hex the unary number "holds t and has >= k pips".
UnarySum pipsOfKind(EncodeContext& x, const std::vector<std::vector<Lit>>& atLeast, TerrainId t)
{
    std::vector<std::vector<Lit>> leaves;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const Lit here = x.cells.lit(c, t);
        if (here == 0)
            continue;
        std::vector<Lit> leaf;
        for (Lit p : atLeast[static_cast<size_t>(c)]) {
            const Lit d = x.cnf.newVar(); // d <-> here and p
            x.cnf.add({-d, here});
            x.cnf.add({-d, p});
            x.cnf.add({-here, -p, d});
            leaf.push_back(d);
        }
        leaves.push_back(std::move(leaf));
    }
    return UnarySum(x.cnf, std::move(leaves));
}

} // namespace

std::vector<std::vector<Lit>> pipsAtLeast(EncodeContext& x)
{
    const auto& tokens = x.tokens;
    std::vector<std::vector<Lit>> out(static_cast<size_t>(x.board.size()));
    int most = 0;
    for (const model::Token n : tokens.numbers())
        most = std::max(most, pipsOf(n));
    std::vector<Lit> any;
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (int k = 1; k <= most; ++k) {
            any.clear();
            for (size_t i = 0; i < tokens.numbers().size(); ++i)
                if (const Lit y = tokens.lit(c, i); y != 0 && pipsOf(tokens.numbers()[i]) >= k)
                    any.push_back(y);
            if (any.empty())
                break;
            const Lit p = x.cnf.newVar(); // p <-> one of them
            for (Lit y : any)
                x.cnf.add({-y, p});
            any.push_back(-p);
            x.cnf.add(any);
            out[static_cast<size_t>(c)].push_back(p);
        }
    return out;
}

const char* pipBalanceRefusal(const rules::RequirementSpec&, const EncodeContext& x)
{
    for (const model::Token n : x.tokens.numbers())
        if (pipsOf(n) < 0)
            return QT_TRANSLATE_NOOP("hexloom::core", "a token number above 13 has negative pips, which the unary sums cannot hold");
    return nullptr;
}

void encodeTokenPairs(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::TokenPairsRequirement unit(spec, x.rules, x.board);
    std::vector<Lit> hot(static_cast<size_t>(x.board.size()), 0); // forced true by a listed number
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (size_t i = 0; i < x.tokens.numbers().size(); ++i)
            if (const Lit y = x.tokens.lit(c, i); y != 0 && unit.hot(x.tokens.numbers()[i])) {
                if (hot[static_cast<size_t>(c)] == 0)
                    hot[static_cast<size_t>(c)] = x.cnf.newVar();
                x.cnf.add({-y, hot[static_cast<size_t>(c)]});
            }
    for (CellIndex c = 0; c < x.board.size(); ++c)
        for (CellIndex n : x.board.neighbours(c))
            if (n > c && hot[static_cast<size_t>(c)] != 0 && hot[static_cast<size_t>(n)] != 0) {
                const Lit pair = x.cnf.newVar();
                x.cnf.add({-hot[static_cast<size_t>(c)], -hot[static_cast<size_t>(n)], pair});
                out.push_back({pair, 1});
            }
}

// Per group: each kind's pips S and the group's G as exact unary sums. The unit's comparison
// off(S, G, size) is monotone on each side of G = size x S, so per value s of S one clause per
// side suffices: S >= s and G <= the largest G still too low force the violation, and S <= s
// and G >= the smallest G too high force it.
void encodePipBalance(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::PipBalanceRequirement unit(spec, x.rules, x.board);
    const auto atLeastPips = pipsAtLeast(x);
    const auto& groups = unit.groups();
    // A kind in several groups is judged by its last one, as the unit's evaluate() leaves it.
    std::vector<int> lastGroup(static_cast<size_t>(x.cells.kinds()), -1);
    for (size_t g = 0; g < groups.size(); ++g)
        for (TerrainId t : groups[g])
            lastGroup[t] = static_cast<int>(g);
    for (size_t g = 0; g < groups.size(); ++g) {
        std::vector<UnarySum> kinds;
        std::vector<std::vector<Lit>> leaves;
        for (TerrainId t : groups[g]) {
            kinds.push_back(pipsOfKind(x, atLeastPips, t));
            leaves.push_back(kinds.back().outputs());
        }
        const UnarySum group(x.cnf, std::move(leaves));
        const size_t size = groups[g].size();
        for (size_t k = 0; k < groups[g].size(); ++k) {
            if (lastGroup[groups[g][k]] != static_cast<int>(g))
                continue;
            const UnarySum& kind = kinds[k];
            const Lit v = x.cnf.newVar();
            bool used = false;
            for (int s = 0; s <= kind.max(); ++s) {
                // Too many pips: the largest G with off(s, G) below the mean.
                int low = -1;
                while (low + 1 <= group.max() && low + 1 <= static_cast<int>(size) * s && unit.off(s, low + 1, size))
                    ++low;
                if (low >= 0 && s >= 1) { // S >= s and not G >= low + 1
                    std::vector<Lit> clause{-kind.atLeast(s), v};
                    if (const auto b = atLeast(group, low + 1); !b.never)
                        clause.push_back(b.lit);
                    x.cnf.add(clause);
                    used = true;
                }
                // Too few: the smallest G with off(s, G) above the mean.
                int high = std::max(static_cast<int>(size) * s, 0);
                while (high <= group.max() && !unit.off(s, high, size))
                    ++high;
                if (high <= group.max()) { // not S >= s + 1 and G >= high
                    std::vector<Lit> clause{v};
                    if (const auto b = atLeast(kind, s + 1); !b.never)
                        clause.push_back(b.lit);
                    if (const auto b = atLeast(group, high); !b.always)
                        clause.push_back(-b.lit);
                    x.cnf.add(clause);
                    used = true;
                }
            }
            if (used)
                out.push_back({v, 1});
        }
    }
}

} // namespace hexloom::core::exact
