// IncrementalScore with the piece requirements (min island size, cluster size) scored by their
// trackers: on boards up to 250,000 hexes the kept counts equal the Evaluator's full counts, and
// the move-choice hint (drawGlobalConflict) draws only hexes that break a violated requirement,
// handing the piece requirements' trackers with their hexes.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/search/scoring/incremental_score.h"
#include "core/run/random.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

// Strict Terra Mystica with ISLAND on and a cluster-size requirement over `kinds`.
std::shared_ptr<rules::RuleSet> piecesRules(const std::string& kinds, int max)
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-strict"));
    for (auto& r : rules->requirements)
        r.enabled = r.id != "FAIR";
    rules::RequirementSpec cluster;
    cluster.id = "CLUSTER";
    cluster.type = "cluster-size";
    cluster.name = "cluster";
    cluster.params = {{"kinds", kinds}, {"max", static_cast<double>(max)}};
    rules->requirements.push_back(cluster);
    return rules;
}

// A board of `rows` x `longRow` filled at random with the Original map's terrain mix.
model::Map mixedMap(const model::Board& board, const rules::RuleSet& rules, run::Random& random)
{
    const auto original = test::builtinMap("terra-mystica-original", rules);
    model::Map map(board.size());
    for (model::CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, original.map.terrain(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(original.map.size())))));
    return map;
}

void expectFullCounts(const IncrementalScore& score, rules::Evaluator& oracle, const model::Map& map, const std::string& where)
{
    std::vector<int> expected(static_cast<size_t>(oracle.requirementCount()));
    oracle.enabledCounts(map, expected);
    for (size_t i = 0; i < expected.size(); ++i)
        ASSERT_EQ(score.counts()[i], expected[i]) << where << " requirement " << oracle.requirement(static_cast<int>(i)).spec().id;
}

// Swaps near each other and far apart, each delta against the Evaluator's own swap delta (the
// requirements' searches, checked against brute force in tests/core/rules), a third of them
// applied, and the counts against full re-scoring every `fullEvery` swaps and at the end.
void checkLargeBoard(const model::Board& shape, const std::string& kinds, int swaps, int fullEvery)
{
    const auto rules = piecesRules(kinds, 3);
    auto board = std::make_shared<const model::Board>(shape);
    run::Random random(71);
    model::Map map = mixedMap(*board, *rules, random);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    expectFullCounts(score, oracle, map, "start");
    const auto cells = static_cast<uint32_t>(board->size());
    for (int step = 0; step < swaps; ++step) {
        const auto a = static_cast<model::CellIndex>(random.below(cells));
        const auto near = board->neighbours(a);
        const model::CellIndex b = step % 2 == 0 ? near[random.below(static_cast<uint32_t>(near.size()))] : static_cast<model::CellIndex>(random.below(cells));
        const model::Swap s{a, b, model::Layer::Terrain};
        ASSERT_NEAR(score.delta(s), oracle.swapDelta(map, s), 1e-9) << "step " << step;
        if (step % 3 != 0)
            continue;
        score.apply(s);
        map.apply(s);
        if (step % fullEvery == 0)
            expectFullCounts(score, oracle, map, "step " + std::to_string(step));
    }
    expectFullCounts(score, oracle, map, "end");
}

TEST(IncrementalScorePiecesTest, Board29880KeepsFullCounts)
{
    checkLargeBoard(model::Board::terraMystica(144, 208), "", 600, 30);
}

TEST(IncrementalScorePiecesTest, Board250000KeepsFullCounts)
{
    checkLargeBoard(model::Board::terraMystica(800, 313), "desert,plains,swamp,lakes,forest,mountains,wasteland", 300, 60);
}

// Every draw is a hex that a violated global requirement lists (the Evaluator's report), every
// violated one is drawn from, and the draws follow the map through moves; with the water pieces'
// own draw (minor pieces, boards of 1,024 hexes or more) too. The player-value requirement keeps
// no list of its own: its cells are listed by the score (at most hexes / 256 moves old). A hex of
// min island size or cluster size comes with that requirement's tracker, any other with none.
void checkDraws(const model::Board& shape, uint64_t seed)
{
    auto rules = piecesRules("", 2);
    for (auto& r : rules->requirements)
        r.enabled = true;
    auto board = std::make_shared<const model::Board>(shape);
    run::Random random(seed);
    model::Map map = mixedMap(*board, *rules, random);
    rules::Evaluator eval(board, rules), oracle(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    const std::set<std::string> global = {"water-components", "min-island-size", "cluster-size", "player-value"};
    for (int round = 0; round < 3; ++round) {
        const auto report = oracle.scoredReport(score.map(), true);
        std::vector<std::set<model::CellIndex>> listed;
        std::vector<bool> tracked; // a piece requirement's list
        for (size_t r = 0; r < report.requirements.size(); ++r)
            if (global.count(rules->requirements[r].type) && report.requirements[r].violations > 0) {
                listed.emplace_back(report.requirements[r].cells.begin(), report.requirements[r].cells.end());
                tracked.push_back(rules->requirements[r].type == "min-island-size" || rules->requirements[r].type == "cluster-size");
            }
        ASSERT_GE(listed.size(), 3u) << "round " << round;
        std::vector<int> drawn(listed.size(), 0);
        std::set<const PieceTracker*> pieces;
        for (int i = 0; i < 4000; ++i) {
            const auto [c, piece] = score.drawGlobalConflict(random, i % 2 == 0);
            bool found = false;
            for (size_t k = 0; k < listed.size(); ++k)
                if (listed[k].count(c) && tracked[k] == (piece != nullptr)) {
                    found = true;
                    ++drawn[k];
                }
            ASSERT_TRUE(found) << "round " << round << " draw " << i << ": hex " << c << " breaks no violated global requirement of its kind";
            // The tracker handed with the hex is the one of the requirement it was drawn for.
            if (piece) {
                ASSERT_NE(std::find(piece->cells().begin(), piece->cells().end(), c), piece->cells().end()) << "round " << round << " draw " << i;
                pieces.insert(piece);
            }
        }
        for (size_t k = 0; k < listed.size(); ++k)
            EXPECT_GT(drawn[k], 0) << "round " << round << ": requirement " << k << " never drawn from";
        EXPECT_EQ(pieces.size(), static_cast<size_t>(std::count(tracked.begin(), tracked.end(), true))) << "round " << round;
        // A few moves, then a reset on another map: every list (the player-value one too, kept
        // for up to hexes / 256 moves) follows it.
        for (int m = 0; m < 3; ++m)
            score.apply({static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size()))),
                         static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size()))), model::Layer::Terrain});
        score.reset(mixedMap(*board, *rules, random));
    }
}

TEST(IncrementalScorePiecesTest, GlobalConflictCellDrawsViolatingHexes)
{
    checkDraws(model::Board::terraMystica(), 81);
    checkDraws(model::Board::terraMystica(36, 52), 82);
}

// With no global requirement violated: kNoCell, and the generator untouched.
TEST(IncrementalScorePiecesTest, NoGlobalViolationDrawsNothing)
{
    const auto rules = piecesRules("river", 3);
    auto board = std::make_shared<const model::Board>(model::Board::terraMystica());
    model::Map map(board->size());
    for (model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, 0); // all desert: no water, one island, no river group
    rules::Evaluator eval(board, rules);
    IncrementalScore score(eval);
    score.reset(map);
    ASSERT_EQ(score.globalViolations(), 0);
    run::Random random(5), twin(5);
    EXPECT_EQ(score.drawGlobalConflict(random, true).cell, model::kNoCell);
    EXPECT_EQ(random.next(), twin.next());
}

} // namespace
} // namespace hexloom::core::search
