#include "core/search/run/fewest_changes.h"

#include <array>
#include <span>
#include <vector>

#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/layered_swaps.h"

namespace hexloom::core::search {

using model::CellIndex;
using model::Map;

namespace {

constexpr double kTolerance = 1e-9; // weighted scores are sums of doubles
constexpr int kPartners = 64;       // partners tried per hex and pass: a pass stays linear on any board

bool differs(const Map& m, const Map& base, CellIndex c) { return m.terrain(c) != base.terrain(c) || m.token(c) != base.token(c); }

// How many of the swap's two cells hold `base`'s contents afterwards, minus before (-2..2).
int restored(const Map& m, const Map& base, const model::Swap& s)
{
    auto wrong = [&](CellIndex c, model::TerrainId t, model::Token k) { return t != base.terrain(c) || k != base.token(c) ? 1 : 0; };
    const model::TerrainId ta = m.terrain(s.a), tb = m.terrain(s.b);
    const model::Token ka = m.token(s.a), kb = m.token(s.b);
    const bool terrain = s.layer != model::Layer::Token, token = s.layer != model::Layer::Terrain;
    const int before = wrong(s.a, ta, ka) + wrong(s.b, tb, kb);
    const int after = wrong(s.a, terrain ? tb : ta, token ? kb : ka) + wrong(s.b, terrain ? ta : tb, token ? ka : kb);
    return before - after;
}

// One pass over the changed hexes: each takes back the best swap (most hexes restored, then the
// lowest score change) with another changed hex that keeps the score within `limit`. Partners
// come from buckets by their current terrain and token, so a pass stays near-linear.
// A swap as the revert weighs and makes it: alone, or with a symmetry with its images (the two
// hexes' whole orbits trading contents).
class RevertMove {
public:
    RevertMove(IncrementalScore& score, const OrbitMoves* orbits) : score_(score), orbits_(orbits) {}
    bool allowed(CellIndex c, CellIndex d) const { return !orbits_ || orbits_->canPair(c, d); }
    // The hexes it brings back to `base`'s contents, minus those it takes away.
    int gain(const Map& base, const model::Swap& s)
    {
        int g = 0;
        for (const model::Swap& one : expand(s))
            g += restored(score_.map(), base, one);
        return g;
    }
    double delta(const model::Swap& s) { return orbits_ ? score_.totalAfter(expand(s)) - score_.total() : score_.delta(s); }
    void apply(const model::Swap& s)
    {
        if (orbits_)
            score_.applyMany(expand(s));
        else
            score_.apply(s);
    }

private:
    std::span<const model::Swap> expand(const model::Swap& s)
    {
        if (!orbits_) {
            swaps_[0] = s;
            return {swaps_.data(), 1};
        }
        return {swaps_.data(), static_cast<size_t>(orbits_->expand(s, swaps_))};
    }
    IncrementalScore& score_;
    const OrbitMoves* orbits_;
    std::array<model::Swap, OrbitMoves::kMaxOrbit> swaps_;
};

bool revertPass(IncrementalScore& score, const rules::RuleSet& rules, const Map& base, double limit,
                std::chrono::steady_clock::time_point deadline, const OrbitMoves* orbits)
{
    RevertMove move(score, orbits);
    const Map& m = score.map();
    std::vector<CellIndex> changed;
    std::array<std::vector<CellIndex>, 256> byTerrain, byToken;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (!m.locked(c) && differs(m, base, c)) {
            changed.push_back(c);
            byTerrain[m.terrain(c)].push_back(c);
            byToken[static_cast<uint8_t>(m.token(c))].push_back(c);
        }
    bool moved = false;
    LayeredSwaps swaps;
    for (size_t i = 0; i < changed.size(); ++i) {
        const CellIndex c = changed[i];
        if ((i & 63) == 0 && std::chrono::steady_clock::now() >= deadline)
            return false; // out of time: the swaps made so far stand
        if (!differs(m, base, c))
            continue;
        model::Swap best{};
        int bestGain = 0;
        double bestDelta = 0;
        int tried = 0;
        auto consider = [&](CellIndex d) {
            if (d == c || !differs(m, base, d) || tried >= kPartners || !move.allowed(c, d))
                return;
            ++tried;
            const int n = layeredSwaps(m, rules, c, d, swaps);
            for (int k = 0; k < n; ++k) {
                const model::Swap& s = swaps[static_cast<size_t>(k)];
                const int g = move.gain(base, s);
                if (g <= 0 || g < bestGain)
                    continue;
                const double delta = move.delta(s);
                if (score.total() + delta > limit || (g == bestGain && delta >= bestDelta))
                    continue;
                best = s, bestGain = g, bestDelta = delta;
            }
        };
        for (CellIndex d : byTerrain[base.terrain(c)])
            consider(d);
        if (m.terrain(c) == base.terrain(c))
            for (CellIndex d : byToken[static_cast<uint8_t>(base.token(c))])
                consider(d);
        if (bestGain > 0) {
            move.apply(best);
            moved = true;
        }
    }
    return moved;
}

} // namespace

int changedHexes(const Map& a, const Map& b)
{
    int n = 0;
    for (CellIndex c = 0; c < a.size() && c < b.size(); ++c)
        n += differs(a, b, c) ? 1 : 0;
    return n;
}

Map fewestChanges(rules::Evaluator& evaluator, const Map& base, const Map& result, std::chrono::steady_clock::time_point deadline,
                  const OrbitMoves* orbits)
{
    IncrementalScore score(evaluator);
    score.reset(result);
    const double limit = score.total() + kTolerance;
    while (revertPass(score, evaluator.rules(), base, limit, deadline, orbits)) {
    }
    return score.map();
}

} // namespace hexloom::core::search
