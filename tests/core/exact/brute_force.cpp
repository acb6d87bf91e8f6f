#include "brute_force.h"

#include <algorithm>
#include <functional>

#include <gtest/gtest.h>

#include "core/exact/core_message.h"
#include "core/exact/exact_engine.h"
#include "core/rules/evaluator.h"
#include "core/rules/homes.h"
#include "core/rules/tile_pool.h"

namespace hexloom::test {

using core::model::Token;

core::rules::Terrain tinyKind(const std::string& id, char letter)
{
    core::rules::Terrain k;
    k.id = id;
    k.letter = letter;
    k.name = "Kind " + id;
    return k;
}

BruteItems allItems(const core::model::Map& map, const core::rules::RuleSet& rules)
{
    BruteItems items;
    for (CellIndex c = 0; c < map.size(); ++c)
        if (map.locked(c))
            items.locks.push_back(c);
    for (int t = 0; t < rules.terrainCount(); ++t)
        items.countedKinds.insert(static_cast<TerrainId>(t));
    for (const auto& p : rules.players.players)
        items.homes.insert(p.id);
    for (const auto& r : rules.requirements)
        items.requirements.insert(r.id);
    return items;
}

BruteItems itemsOf(const std::vector<core::exact::ExactItem>& core)
{
    BruteItems items;
    for (const auto& i : core) {
        if (i.kind == core::exact::ExactItem::Kind::Lock)
            items.locks.push_back(i.cell);
        else if (i.kind == core::exact::ExactItem::Kind::Pool)
            items.countedKinds.insert(i.terrain);
        else if (i.kind == core::exact::ExactItem::Kind::Requirement)
            items.requirements.insert(i.id);
        else if (i.kind == core::exact::ExactItem::Kind::Home)
            items.homes.insert(i.id);
    }
    return items;
}

BruteResult bruteForce(const core::model::Board& board, const core::rules::RuleSet& rules, const core::model::Map& map, const BruteItems& items)
{
    auto scored = std::make_shared<core::rules::RuleSet>(rules);
    for (auto& r : scored->requirements)
        r.enabled = r.enabled && items.requirements.count(r.id) > 0;
    core::rules::Evaluator evaluator(std::make_shared<const core::model::Board>(board), scored);
    const auto pool = core::rules::TilePool::forMap(map, rules).terrains;
    // What a cell may hold: the pool's kinds, and a locked cell's own kind.
    std::vector<std::vector<TerrainId>> domain(static_cast<size_t>(board.size()));
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int t = 0; t < rules.terrainCount(); ++t)
            if (pool[static_cast<size_t>(t)] > 0 || (map.locked(c) && map.terrain(c) == t))
                domain[static_cast<size_t>(c)].push_back(static_cast<TerrainId>(t));
    BruteResult result;
    core::model::Map m = map;
    std::vector<size_t> digit(static_cast<size_t>(board.size()), 0);
    std::vector<int> used(pool.size());
    std::vector<core::rules::HomeCell> homes;
    for (const auto& h : core::rules::homeCells(rules, board))
        if (items.homes.count(rules.players.players[static_cast<size_t>(h.player)].id) > 0)
            homes.push_back(h);
    for (;;) {
        for (CellIndex c = 0; c < board.size(); ++c)
            m.setTerrain(c, domain[static_cast<size_t>(c)][digit[static_cast<size_t>(c)]]);
        bool valid = true;
        for (CellIndex c : items.locks)
            valid = valid && m.terrain(c) == map.terrain(c);
        for (const auto& h : homes)
            valid = valid && m.terrain(h.cell) == h.kind;
        std::fill(used.begin(), used.end(), 0);
        for (CellIndex c = 0; c < board.size(); ++c)
            ++used[m.terrain(c)];
        for (TerrainId t : items.countedKinds)
            valid = valid && used[t] <= pool[t];
        if (valid) {
            const double s = evaluator.score(m);
            int changes = 0;
            for (CellIndex c = 0; c < board.size(); ++c)
                changes += m.terrain(c) != map.terrain(c) ? 1 : 0;
            if (s < result.best) {
                result.best = s;
                result.map = m;
                result.fewestChanges = changes;
            } else if (s == result.best) {
                result.fewestChanges = std::min(result.fewestChanges, changes);
            }
        }
        size_t i = 0;
        while (i < digit.size() && ++digit[i] == domain[i].size())
            digit[i++] = 0;
        if (i == digit.size())
            return result;
    }
}

TinyTrial randomTokenTrial(std::mt19937& rng, const std::function<std::vector<RequirementSpec>(std::mt19937&)>& candidates)
{
    TinyTrial t{rng() % 2 == 0 ? Board::hexagon(1) : Board::rectangle(3, 2), std::make_shared<RuleSet>(), {}};
    RuleSet& r = *t.rules;
    r.name = "tokens";
    const char* ids[] = {"f", "g", "d"};
    for (int i = 0; i < 3; ++i) {
        core::rules::Terrain k = tinyKind(ids[i], static_cast<char>('F' + i));
        k.takesToken = i < 2;
        r.terrains.push_back(k);
    }
    const std::vector<RequirementSpec> all = candidates(rng);
    for (const auto& spec : all)
        if (rng() % 3 != 0)
            r.requirements.push_back(spec);
    const int n = t.board.size();
    const int deserts = 1 + static_cast<int>(rng() % 2);
    const int fs = static_cast<int>(rng() % static_cast<unsigned>(n - deserts + 1));
    r.pool = {fs, n - deserts - fs, deserts};
    const Token numbers[] = {2, 3, 5, 6, 8, 11};
    std::vector<Token> pick(std::begin(numbers), std::end(numbers));
    std::shuffle(pick.begin(), pick.end(), rng);
    for (int i = 0; i < n - deserts; ++i)
        r.tokenPool.push_back(pick[rng() % 3]);
    r.finalize();
    t.map = Map(n);
    const int locks = static_cast<int>(rng() % 3);
    for (int i = 0; i < locks; ++i) {
        const auto c = static_cast<CellIndex>(rng() % static_cast<unsigned>(n));
        const auto kind = static_cast<TerrainId>(rng() % 3);
        t.map.setTerrain(c, kind);
        t.map.setToken(c, kind < 2 ? pick[rng() % 3] : core::model::kNoToken); // may break the pool
        t.map.setLocked(c, true);
    }
    return t;
}

double bruteForceTokens(const TinyTrial& t)
{
    core::rules::Evaluator evaluator(std::make_shared<const Board>(t.board), t.rules);
    const RuleSet& r = *t.rules;
    std::vector<int> numberCount(128, 0);
    std::vector<Token> numbers;
    for (int k : r.tokenPool)
        if (numberCount[static_cast<size_t>(k)]++ == 0)
            numbers.push_back(static_cast<Token>(k));
    const int n = t.board.size();
    Map m(n);
    std::vector<int> kinds(3, 0);
    double best = std::numeric_limits<double>::infinity();
    std::function<void(CellIndex)> tokens = [&](CellIndex c) {
        if (c == n) {
            best = std::min(best, evaluator.score(m));
            return;
        }
        if (!r.takesToken(m.terrain(c))) {
            m.setToken(c, core::model::kNoToken);
            tokens(c + 1);
            return;
        }
        for (Token k : numbers) {
            if (t.map.locked(c) && t.map.token(c) != k)
                continue;
            if (numberCount[static_cast<size_t>(k)]-- > 0) {
                m.setToken(c, k);
                tokens(c + 1);
            }
            ++numberCount[static_cast<size_t>(k)];
        }
    };
    std::function<void(CellIndex)> terrains = [&](CellIndex c) {
        if (c == n) {
            tokens(0);
            return;
        }
        for (int k = 0; k < 3; ++k) {
            if ((t.map.locked(c) && t.map.terrain(c) != k) || kinds[static_cast<size_t>(k)] == r.pool[static_cast<size_t>(k)])
                continue;
            ++kinds[static_cast<size_t>(k)];
            m.setTerrain(c, static_cast<TerrainId>(k));
            terrains(c + 1);
            --kinds[static_cast<size_t>(k)];
        }
    };
    terrains(0);
    return best;
}

BruteTally expectAgreesWithBruteForce(const std::function<TinyTrial(std::mt19937&)>& make, unsigned seed, int rounds)
{
    std::mt19937 rng(seed);
    BruteTally tally;
    for (int round = 0; round < rounds; ++round) {
        const TinyTrial t = make(rng);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        const std::optional<int> target = rng() % 2 == 0 ? std::optional<int>(static_cast<int>(rng() % 2)) : std::nullopt;
        core::exact::ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove(target);
        SCOPED_TRACE("round " + std::to_string(round) + ": " + core::exact::describeCore(answer.core, t.board, *t.rules));
        if (!answer.notCovered.empty()) {
            ADD_FAILURE() << answer.notCovered.front().id << " not covered: " << answer.notCovered.front().reason;
            continue;
        }
        if (brute.map) {
            tally.nonZero += brute.best > 0 ? 1 : 0;
            EXPECT_EQ(answer.lowerBound, brute.best);
            EXPECT_TRUE(answer.best.has_value());
            EXPECT_EQ(answer.bestScore, brute.best);
        }
        const int goal = target.value_or(1'000'000);
        if (brute.best <= goal) {
            EXPECT_EQ(answer.status, core::exact::ProofStatus::Optimal);
            continue;
        }
        if (answer.status != core::exact::ProofStatus::Infeasible) {
            ADD_FAILURE() << "brute force finds no map reaching " << goal << ", the engine says " << core::exact::statusName(answer.status);
            continue;
        }
        ++tally.cores;
        EXPECT_TRUE(answer.coreMinimal);
        EXPECT_GT(bruteForce(t.board, *t.rules, t.map, itemsOf(answer.core)).best, goal) << "the core alone reaches the target";
        for (size_t drop = 0; drop < answer.core.size(); ++drop) {
            auto rest = answer.core;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
            EXPECT_LE(bruteForce(t.board, *t.rules, t.map, itemsOf(rest)).best, goal) << "without item " << drop << " still none";
        }
    }
    return tally;
}

double expectLockedMapProvenAtItsScore(const std::shared_ptr<const Board>& board, const std::shared_ptr<const RuleSet>& rules, Map map)
{
    for (CellIndex c = 0; c < map.size(); ++c)
        map.setLocked(c, true);
    core::exact::ExactEngine engine(board, rules, map, {.timeLimit = std::chrono::seconds(60)});
    const auto answer = engine.prove();
    EXPECT_TRUE(answer.notCovered.empty()) << answer.notCovered.front().id << ": " << answer.notCovered.front().reason;
    EXPECT_EQ(answer.status, core::exact::ProofStatus::Optimal) << answer.reason;
    EXPECT_EQ(answer.lowerBound, engine.score(map));
    return engine.score(map);
}

} // namespace hexloom::test
