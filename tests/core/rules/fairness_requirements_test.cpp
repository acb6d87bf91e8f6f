// The fairness requirement types against brute-force oracles written independently here (all
// pairs, all triples, Bellman-Ford distances) on a tiny board, every swap's delta against
// re-counting, and bad parameters naming the field.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>
#include <numeric>

#include "core/rules/evaluator.h"
#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "tests/core/rules/fair_rules.h"

namespace hexloom::test {
namespace {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::rules::RequirementSpec;
using core::rules::RuleSet;

int hexDistance(const Board& b, CellIndex x, CellIndex y) { return core::model::distance(b.hex(x), b.hex(y)); }
int pips(int n) { return n <= 0 ? 0 : 6 - std::abs(7 - n); }

int forbiddenOracle(const Board& b, const Map& m, const RuleSet& r)
{
    // pairs "a:b,x:x|y"
    auto bad = [&](const std::string& p, const std::string& q) { return (p == "a" && q == "b") || (p == "b" && q == "a") || (p == "x" && (q == "x" || q == "y")) || (p == "y" && q == "x"); };
    int v = 0;
    for (CellIndex i = 0; i < b.size(); ++i)
        for (CellIndex j = i + 1; j < b.size(); ++j)
            v += hexDistance(b, i, j) == 1 && bad(r.terrain(m.terrain(i)).id, r.terrain(m.terrain(j)).id) ? 1 : 0;
    return v;
}

int clusterOracle(const Board& b, const Map& m, const RuleSet& r, int max)
{
    // kinds "a,c": union-find over adjacent equal listed kinds.
    std::vector<int> parent(static_cast<size_t>(b.size()));
    std::iota(parent.begin(), parent.end(), 0);
    std::function<int(int)> find = [&](int x) { return parent[static_cast<size_t>(x)] == x ? x : parent[static_cast<size_t>(x)] = find(parent[static_cast<size_t>(x)]); };
    auto listed = [&](CellIndex c) { return r.terrain(m.terrain(c)).id == "a" || r.terrain(m.terrain(c)).id == "c"; };
    for (CellIndex i = 0; i < b.size(); ++i)
        for (CellIndex j = 0; j < b.size(); ++j)
            if (listed(i) && hexDistance(b, i, j) == 1 && m.terrain(i) == m.terrain(j))
                parent[static_cast<size_t>(find(i))] = find(j);
    std::vector<int> size(static_cast<size_t>(b.size()), 0);
    for (CellIndex i = 0; i < b.size(); ++i)
        size[static_cast<size_t>(find(i))] += listed(i) ? 1 : 0;
    int v = 0;
    for (int s : size)
        v += std::max(0, s - max);
    return v;
}

int distanceOracle(const Board& b, const Map& m, const RuleSet& r, int min, int max)
{
    // from "x", to "x,y"
    auto from = [&](CellIndex c) { return r.terrain(m.terrain(c)).id == "x"; };
    auto to = [&](CellIndex c) { return from(c) || r.terrain(m.terrain(c)).id == "y"; };
    int v = 0;
    for (CellIndex i = 0; i < b.size(); ++i)
        for (CellIndex j = i + 1; j < b.size(); ++j)
            v += ((from(i) && to(j)) || (from(j) && to(i))) && hexDistance(b, i, j) < min ? 1 : 0;
    for (CellIndex i = 0; max > 0 && i < b.size(); ++i) {
        bool near = false;
        for (CellIndex j = 0; j < b.size(); ++j)
            near = near || (j != i && to(j) && hexDistance(b, i, j) <= max);
        v += from(i) && !near ? 1 : 0;
    }
    return v;
}

int cornerOracle(const Board& b, const Map& m, const RuleSet& r)
{
    // min 5, max 11, distinct, unique per resource
    auto producing = [&](CellIndex c) { return r.takesToken(m.terrain(c)) && m.token(c) > 0; };
    int v = 0;
    for (CellIndex i = 0; i < b.size(); ++i)
        for (CellIndex j = i + 1; j < b.size(); ++j)
            for (CellIndex k = j + 1; k < b.size(); ++k) {
                if (hexDistance(b, i, j) != 1 || hexDistance(b, j, k) != 1 || hexDistance(b, i, k) != 1 || !producing(i) || !producing(j) || !producing(k))
                    continue;
                const int s = pips(m.token(i)) + pips(m.token(j)) + pips(m.token(k));
                v += s < 5 || s > 11 ? 1 : 0;
                v += m.token(i) == m.token(j) || m.token(j) == m.token(k) || m.token(i) == m.token(k) ? 1 : 0;
            }
    for (CellIndex i = 0; i < b.size(); ++i) {
        bool earlier = false;
        for (CellIndex j = 0; j < i; ++j)
            earlier = earlier || (producing(i) && producing(j) && m.terrain(i) == m.terrain(j) && m.token(i) == m.token(j));
        v += earlier ? 1 : 0;
    }
    return v;
}

// Per player: sum over hexes within reach of weights[d] x (resources + influence), d by
// Bellman-Ford relaxation with costs (x: 2, y: impassable, others 1).
std::vector<double> playerOracle(const Board& b, const Map& m, const RuleSet& r)
{
    std::vector<double> out;
    for (const auto& p : r.players.players) {
        std::vector<int> d(static_cast<size_t>(b.size()), INT_MAX / 2);
        for (CellIndex c = 0; c < b.size(); ++c)
            if ((!p.homeKind.empty() && r.terrain(m.terrain(c)).id == p.homeKind) ||
                (!p.homeCells.empty() && b.offset(c) == p.homeCells[0]))
                d[static_cast<size_t>(c)] = 0;
        for (int round = 0; round < b.size(); ++round)
            for (CellIndex i = 0; i < b.size(); ++i)
                for (CellIndex j = 0; j < b.size(); ++j) {
                    const std::string id = r.terrain(m.terrain(j)).id;
                    if (hexDistance(b, i, j) == 1 && id != "y")
                        d[static_cast<size_t>(j)] = std::min(d[static_cast<size_t>(j)], d[static_cast<size_t>(i)] + (id == "x" ? 2 : 1));
                }
        double v = 0;
        for (CellIndex c = 0; c < b.size(); ++c)
            if (d[static_cast<size_t>(c)] < 3)
                v += r.players.distanceWeights[static_cast<size_t>(d[static_cast<size_t>(c)])] *
                     (r.terrain(m.terrain(c)).attribute("resources") + r.terrain(m.terrain(c)).attribute("influence"));
        out.push_back(v);
    }
    return out;
}

int playerViolations(const std::vector<double>& v, double tolerance, double minimum)
{
    const double spread = *std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end());
    int n = spread > tolerance + 1e-9 ? static_cast<int>(std::ceil(spread - tolerance - 1e-9)) : 0;
    for (double x : v)
        n += x < minimum - 1e-9 ? static_cast<int>(std::ceil(minimum - x - 1e-9)) : 0;
    return n;
}

struct Fixture {
    std::shared_ptr<const Board> board;
    std::shared_ptr<RuleSet> rules;
};

Fixture tiny()
{
    Fixture f{std::make_shared<const Board>(Board::hexagon(1)), nullptr};
    f.rules = fairRules(*f.board);
    f.rules->requirements = {
        fairSpec("forbidden-neighbours", {{"pairs", std::string("a:b,x:x|y")}}),
        fairSpec("cluster-size", {{"kinds", std::string("a,c")}, {"max", 2.0}}),
        fairSpec("distance", {{"from", std::string("x")}, {"to", std::string("x,y")}, {"min", 2.0}, {"max", 1.0}}),
        fairSpec("corner-pips", {{"min", 5.0}, {"max", 11.0}, {"distinct", 1.0}, {"unique_per_resource", 1.0}}),
        fairSpec("player-value", {{"attributes", std::string("resources,influence")}, {"tolerance", 1.5}, {"minimum", 4.0}}),
    };
    return f;
}

std::vector<int> oracleCounts(const Fixture& f, const Map& m)
{
    return {forbiddenOracle(*f.board, m, *f.rules), clusterOracle(*f.board, m, *f.rules, 2), distanceOracle(*f.board, m, *f.rules, 2, 1),
            cornerOracle(*f.board, m, *f.rules), playerViolations(playerOracle(*f.board, m, *f.rules), 1.5, 4.0)};
}

TEST(FairnessRequirementsTest, TinyBoardMatchesBruteForceAndEverySwapDelta)
{
    const Fixture f = tiny();
    core::rules::Evaluator eval(f.board, f.rules);
    core::run::Random random(11);
    std::vector<int> counts(5), perRequirement(5), nonZero(5, 0), zero(5, 0);
    for (int round = 0; round < 1500; ++round) {
        Map m = randomFairMap(*f.board, *f.rules, random);
        eval.counts(m, counts);
        ASSERT_EQ(counts, oracleCounts(f, m)) << "round " << round;
        for (size_t i = 0; i < counts.size(); ++i)
            ++(counts[i] > 0 ? nonZero : zero)[i];
        for (CellIndex a = 0; a < f.board->size(); ++a)
            for (CellIndex b = a + 1; b < f.board->size(); ++b)
                for (auto layer : {core::model::Layer::Both, core::model::Layer::Terrain, core::model::Layer::Token}) {
                    const core::model::Swap s{a, b, layer};
                    std::fill(perRequirement.begin(), perRequirement.end(), 0);
                    eval.swapDelta(m, s, perRequirement);
                    Map after = m;
                    after.apply(s);
                    const auto expected = oracleCounts(f, after);
                    for (size_t i = 0; i < counts.size(); ++i)
                        ASSERT_EQ(perRequirement[i], expected[i] - counts[i]) << f.rules->requirements[i].type << " round " << round;
                }
    }
    // The random maps exercise both outcomes of every requirement.
    for (size_t i = 0; i < counts.size(); ++i) {
        EXPECT_GT(nonZero[i], 20) << f.rules->requirements[i].type;
        EXPECT_GT(zero[i], 20) << f.rules->requirements[i].type;
    }
}

TEST(FairnessRequirementsTest, PlayerValuesAndPartsMatchTheOracle)
{
    const Fixture f = tiny();
    core::rules::Evaluator eval(f.board, f.rules);
    auto& requirement = dynamic_cast<core::rules::PlayerValueRequirement&>(eval.requirement(4));
    core::run::Random random(5);
    for (int round = 0; round < 300; ++round) {
        const Map m = randomFairMap(*f.board, *f.rules, random);
        std::vector<double> values;
        requirement.values().values(m, values);
        const auto expected = playerOracle(*f.board, m, *f.rules);
        const auto parts = requirement.values().parts(m);
        for (size_t p = 0; p < expected.size(); ++p) {
            ASSERT_NEAR(values[p], expected[p], 1e-9);
            ASSERT_NEAR(parts[p][0] + parts[p][1], expected[p], 1e-9);
        }
    }
}

void expectRefused(RequirementSpec spec, const std::string& field, const std::string& reason, const RuleSet* rules = nullptr)
{
    const Fixture f = tiny();
    const RuleSet& r = rules ? *rules : *f.rules;
    try {
        core::rules::validateRequirement(spec);
        core::rules::makeRequirement(spec, r, *f.board);
        FAIL() << "accepted " << spec.type;
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("field \"" + field + "\""), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find(reason), std::string::npos) << e.what();
    }
}

TEST(FairnessRequirementsTest, BadParametersNameTheField)
{
    expectRefused(fairSpec("forbidden-neighbours", {{"pairs", std::string("a:harbour")}}), "params.pairs", "unknown kind \"harbour\"");
    expectRefused(fairSpec("forbidden-neighbours", {{"pairs", std::string("a-b")}}), "params.pairs", "is not a pair");
    expectRefused(fairSpec("forbidden-neighbours", {}), "params.pairs", "needs at least one pair");
    expectRefused(fairSpec("cluster-size", {{"kinds", std::string("a,zz")}}), "params.kinds", "unknown kind \"zz\"");
    expectRefused(fairSpec("cluster-size", {{"max", 0.0}}), "params.max", "must be between");
    expectRefused(fairSpec("distance", {{"from", std::string("x")}}), "params.min", "set min or max above 0");
    expectRefused(fairSpec("distance", {{"from", std::string("q")}, {"min", 2.0}}), "params.from", "unknown kind \"q\"");
    expectRefused(fairSpec("corner-pips", {{"min", 12.0}, {"max", 11.0}}), "params.min", "must not exceed params.max");
    expectRefused(fairSpec("player-value", {{"attributes", std::string("resources")}, {"tolerance", -1.0}}), "params.tolerance", "must be between");
    expectRefused(fairSpec("player-value", {{"attributes", std::string("gold")}}), "params.attributes", "unknown attribute \"gold\"");
    expectRefused(fairSpec("player-value", {{"attributes", std::string("resources")}, {"weights", std::string("3,-2")}}), "params.weights", "\"-2\" is not a number");
    RuleSet noPlayers = *tiny().rules;
    noPlayers.players.players.clear();
    expectRefused(fairSpec("player-value", {{"attributes", std::string("resources")}}), "players", "needs the rule set's players", &noPlayers);
    RuleSet offBoard = *tiny().rules;
    offBoard.players.players[0].homeCells = {{40, 40}};
    expectRefused(fairSpec("player-value", {{"attributes", std::string("resources")}}), "players.list[0].home", "is not on the board", &offBoard);
}

} // namespace
} // namespace hexloom::test
