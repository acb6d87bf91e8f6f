#include "exact_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <numeric>

#include "tests/support/fixtures.h"

namespace hexloom::test {

TinyTrial tinyTrial(std::mt19937& rng, const std::string& name, const std::vector<std::string>& ids, char firstLetter,
                    const std::vector<std::string>& water)
{
    TinyTrial t{rng() % 2 == 0 ? Board::hexagon(1) : Board::rectangle(3, 2), std::make_shared<RuleSet>(), {}};
    t.rules->name = name;
    for (size_t i = 0; i < ids.size(); ++i) {
        t.rules->terrains.push_back(tinyKind(ids[i], static_cast<char>(firstLetter + static_cast<char>(i))));
        t.rules->terrains.back().water = std::find(water.begin(), water.end(), ids[i]) != water.end();
    }
    t.map = Map(t.board.size());
    return t;
}

void fillPool(TinyTrial& t, std::mt19937& rng, const std::function<TerrainId(std::mt19937&)>& pick)
{
    RuleSet& r = *t.rules;
    r.finalize();
    r.pool.assign(r.terrains.size(), 0);
    for (CellIndex c = 0; c < t.board.size(); ++c) {
        const TerrainId kind = pick(rng);
        ++r.pool[kind];
        t.map.setTerrain(c, kind);
    }
}

void lockSome(TinyTrial& t, std::mt19937& rng, int maxLocks)
{
    const RuleSet& r = *t.rules;
    const int locks = static_cast<int>(rng() % static_cast<unsigned>(maxLocks));
    for (int i = 0; i < locks; ++i) {
        const auto c = static_cast<CellIndex>(rng() % static_cast<unsigned>(t.board.size()));
        t.map.setTerrain(c, static_cast<TerrainId>(rng() % r.terrains.size())); // may break the pool
        t.map.setLocked(c, true);
    }
}

core::exact::ProofAnswer proveTrial(const TinyTrial& t, std::optional<int> target)
{
    core::exact::ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
    return engine.prove(target);
}

TokenTally expectTokenTrialsAgree(std::mt19937& rng, int rounds, const std::string& id,
                                  const std::function<std::vector<RequirementSpec>(std::mt19937&)>& candidates,
                                  const std::function<void(TinyTrial&, std::mt19937&)>& adjust)
{
    TokenTally tally;
    for (int round = 0; round < rounds; ++round) {
        TinyTrial t = randomTokenTrial(rng, candidates);
        if (adjust)
            adjust(t, rng);
        tally.holding += t.rules->requirement(id) != nullptr ? 1 : 0;
        const double brute = bruteForceTokens(t);
        const std::optional<int> target = rng() % 2 == 0 ? std::optional<int>(static_cast<int>(rng() % 2)) : std::nullopt;
        const auto answer = proveTrial(t, target);
        SCOPED_TRACE("round " + std::to_string(round));
        if (!answer.notCovered.empty()) {
            ADD_FAILURE() << answer.notCovered.front().id << " not covered: " << answer.notCovered.front().reason;
            continue;
        }
        if (brute > target.value_or(1'000'000)) {
            ++tally.infeasible;
            EXPECT_EQ(answer.status, core::exact::ProofStatus::Infeasible);
            EXPECT_TRUE(answer.coreMinimal);
            tally.cores += answer.core.empty() ? 0 : 1;
        } else {
            ++tally.optimal;
            EXPECT_EQ(answer.status, core::exact::ProofStatus::Optimal);
        }
        if (brute == std::numeric_limits<double>::infinity())
            continue;
        tally.nonZero += brute > 0 ? 1 : 0;
        EXPECT_EQ(answer.lowerBound, brute);
        if (!answer.best) {
            ADD_FAILURE() << "no best map where brute force has one";
            continue;
        }
        EXPECT_EQ(answer.bestScore, brute);
        for (CellIndex c = 0; c < t.board.size(); ++c) // tokens exactly where kinds take them
            EXPECT_EQ(answer.best->token(c) != core::model::kNoToken, t.rules->takesToken(answer.best->terrain(c)));
    }
    return tally;
}

BuiltinCase builtinCase(const std::string& rules, const std::string& map, const std::string& id, const std::string& type)
{
    auto r = std::make_shared<RuleSet>(*builtinRules(rules));
    const auto* spec = r->requirement(id);
    EXPECT_TRUE(spec != nullptr && spec->type == type) << rules << " has no " << id << " of type " << type;
    auto loaded = builtinMap(map, *r);
    return {r, std::make_shared<const Board>(loaded.board), loaded.map};
}

Map shuffledHexes(const Map& map, std::mt19937& rng)
{
    std::vector<CellIndex> from(static_cast<size_t>(map.size()));
    std::iota(from.begin(), from.end(), 0);
    std::shuffle(from.begin(), from.end(), rng);
    Map out = map;
    for (CellIndex c = 0; c < map.size(); ++c) {
        out.setTerrain(c, map.terrain(from[static_cast<size_t>(c)]));
        out.setToken(c, map.token(from[static_cast<size_t>(c)]));
    }
    return out;
}

} // namespace hexloom::test
