#include "core/exact/corner_pips_encoder.h"

#include <array>

#include "core/exact/token_encoders.h"
#include "core/rules/requirements/corner_pips_requirement.h"

// The unit counts, per corner of three mutually adjacent hexes that all produce (bear a number),
// one violation when its pips lie outside [min, max] and, with `distinct`, one more when two of
// its numbers are equal; with `unique_per_resource`, every hex of a resource beyond the first
// with one number. A hex produces exactly when it bears a token (TokenVars numbers are >= 1), so:
// - range: v forced by "all three bear and pips >= max + 1" and by "all three bear and not
//   pips >= min", the pips an exact UnarySum of the three hexes' sorted "at least k pips";
// - distinct: w forced by "two hold number i and the third bears", per pair and number;
// - repeats: per resource and number, the holders sorted by an upward network, "more than s
//   holders" for s >= 1 one violation each (k holders are k - 1 repeats).
// Each literal is forced exactly when its violation happens, so the true literals can sum to the
// count and never sum to less.

namespace hexloom::core::exact {

namespace {

using model::CellIndex;
using model::TerrainId;

struct CornerRule {
    int min = 0, max = 0;
    bool distinct = false;
};

void encodeCorner(const std::array<CellIndex, 3>& k, const CornerRule& rule, const std::vector<std::vector<Lit>>& pips, EncodeContext& x,
                  std::vector<WeightedLit>& out)
{
    std::array<Lit, 3> bears{};
    for (size_t i = 0; i < 3; ++i)
        if ((bears[i] = x.tokens.bearer(k[i])) == 0)
            return; // a hex that never bears a token: the corner never counts
    const UnarySum sum(x.cnf, {pips[static_cast<size_t>(k[0])], pips[static_cast<size_t>(k[1])], pips[static_cast<size_t>(k[2])]});
    const Lit v = x.cnf.newVar();
    bool used = false;
    if (const auto high = atLeast(sum, rule.max + 1); !high.never) {
        std::vector<Lit> clause{-bears[0], -bears[1], -bears[2], v};
        if (!high.always)
            clause.push_back(-high.lit);
        x.cnf.add(clause);
        used = true;
    }
    if (const auto low = atLeast(sum, rule.min); !low.always) {
        std::vector<Lit> clause{-bears[0], -bears[1], -bears[2], v};
        if (!low.never)
            clause.push_back(low.lit);
        x.cnf.add(clause);
        used = true;
    }
    if (used)
        out.push_back({v, 1});
    if (!rule.distinct)
        return;
    const Lit w = x.cnf.newVar();
    used = false;
    for (size_t a = 0; a < 3; ++a)
        for (size_t b = a + 1; b < 3; ++b)
            for (size_t i = 0; i < x.tokens.numbers().size(); ++i) {
                const Lit ya = x.tokens.lit(k[a], i), yb = x.tokens.lit(k[b], i);
                if (ya != 0 && yb != 0) {
                    x.cnf.add({-ya, -yb, -bears[3 - a - b], w});
                    used = true;
                }
            }
    if (used)
        out.push_back({w, 1});
}

void encodeRepeats(EncodeContext& x, std::vector<WeightedLit>& out)
{
    for (int t = 0; t < x.cells.kinds(); ++t) {
        if (!x.rules.takesToken(static_cast<TerrainId>(t)))
            continue;
        for (size_t i = 0; i < x.tokens.numbers().size(); ++i) {
            std::vector<Lit> holders; // "holds kind t and number i"
            for (CellIndex c = 0; c < x.board.size(); ++c) {
                const Lit kind = x.cells.lit(c, static_cast<TerrainId>(t)), number = x.tokens.lit(c, i);
                if (kind == 0 || number == 0)
                    continue;
                const Lit both = x.cnf.newVar();
                x.cnf.add({-both, kind});
                x.cnf.add({-both, number});
                x.cnf.add({-kind, -number, both});
                holders.push_back(both);
            }
            const auto count = sortedUpward(x.cnf, holders);
            for (size_t s = 1; s < count.size(); ++s) // more than s holders: s repeats at least
                if (count[s] != 0)
                    out.push_back({count[s], 1});
        }
    }
}

} // namespace

void encodeCornerPips(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const rules::CornerPipsRequirement unit(spec, x.rules, x.board);
    const auto& type = rules::cornerPipsType();
    const CornerRule rule{static_cast<int>(type.number(spec, "min")), static_cast<int>(type.number(spec, "max")), type.number(spec, "distinct") != 0};
    const auto pips = pipsAtLeast(x);
    for (const auto& corner : unit.corners())
        encodeCorner(corner, rule, pips, x, out);
    if (type.number(spec, "unique_per_resource") != 0)
        encodeRepeats(x, out);
}

} // namespace hexloom::core::exact
