#include "core/search/scoring/candidate_scorer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/search/solvers/pool_decoder.h"

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// A problem's start fitted to its pool with every fifth cell locked.
FittedStart lockedStart(const Problem& problem, uint64_t seed)
{
    model::Map start = problem.start;
    for (model::CellIndex c = 0; c < start.size(); c += 5)
        start.setLocked(c, true);
    run::Random random(seed);
    return fitToPool(start, *problem.rules, random);
}

// Checks the scorer's score and counts against an independent Evaluator's after each candidate.
class Oracle {
public:
    explicit Oracle(const Problem& p) : eval_(p.board, p.rules), expected_(static_cast<size_t>(eval_.requirementCount())) {}
    void check(CandidateScorer& scorer, const model::Map& candidate, const std::string& what)
    {
        const double score = scorer.score(candidate);
        eval_.enabledCounts(candidate, expected_);
        const auto counts = scorer.counts();
        ASSERT_EQ(counts.size(), expected_.size()) << what;
        for (size_t r = 0; r < expected_.size(); ++r)
            ASSERT_EQ(counts[r], expected_[r]) << what << ": requirement " << eval_.requirement(static_cast<int>(r)).spec().id;
        ASSERT_EQ(score, eval_.score(candidate)) << what;
    }

private:
    rules::Evaluator eval_;
    std::vector<int> expected_;
};

// Decoded maps as a particle swarm produces them: a position moved a few components at a time
// (the decoder's repair passes a change on to later cells), now and then drawn anew; every
// candidate's counts are the Evaluator's. With `resetShare` 1 the scorer steps to every candidate
// but the first: every decoded map holds the free pool, tokens and swap zones included, so the
// swaps between two of them always exist.
void expectEveryDecodedMapCounted(const char* rulesName, const char* mapName, uint64_t seed, double resetShare)
{
    const auto problem = test::builtinProblem(rulesName, mapName);
    const FittedStart f = lockedStart(problem, seed);
    std::vector<int> zones;
    for (model::CellIndex c : f.unlocked)
        zones.push_back(problem.rules->zone(f.map.terrain(c)));
    PoolDecoder decoder(f.freePool, f.unlocked, problem.rules.get(), zones);
    rules::Evaluator eval(problem.board, problem.rules);
    CandidateScorer scorer(eval, false, resetShare);
    scorer.restart();
    Oracle oracle(problem);
    run::Random random(seed);
    const auto dim = static_cast<uint32_t>(decoder.dimension());
    const auto draw = [&](uint32_t i) { return random.unit() * decoder.extent(static_cast<int>(i)); };
    std::vector<double> x(dim);
    model::Map map = f.map;
    for (int k = 0; k < 300; ++k) {
        for (uint32_t i = 0, moved = k % 29 == 0 ? dim : 1 + random.below(3); i < moved; ++i) {
            const uint32_t d = moved == dim ? i : random.below(dim);
            x[d] = draw(d);
        }
        decoder.decode(x, *problem.rules, map);
        oracle.check(scorer, map, std::string(rulesName) + " candidate " + std::to_string(k));
        if (::testing::Test::HasFatalFailure())
            return;
    }
    EXPECT_GT(scorer.stats().swaps, 2 * scorer.stats().steps) << rulesName;
    if (resetShare >= 1) {
        EXPECT_EQ(scorer.stats().resets, 1) << rulesName;
    } else { // the Original board: redrawn positions reset, moved ones mostly step
        EXPECT_TRUE(scorer.stats().resets > 10 && scorer.stats().steps > 200) << rulesName;
    }
}

TEST(CandidateScorerTest, EveryDecodedMapCountedAsTheEvaluatorDoes)
{
    for (uint64_t seed : {1, 2}) {
        for (const auto& [rules, map] : {std::pair{"terra-mystica-strict", "terra-mystica-original"},
                                         std::pair{"terra-mystica-published", "terra-mystica-original"}, std::pair{"catan", "catan-standard"},
                                         std::pair{"catan-fair", "catan-fair"}})
            expectEveryDecodedMapCounted(rules, map, seed, 1.0);
        expectEveryDecodedMapCounted("terra-mystica-published", "terra-mystica-original", seed, CandidateScorer::kResetShare);
    }
}

// Ant-like maps: each candidate reshuffles a random share of the free cells of the one before;
// maps that leave the pool (a cell given another terrain) are reset to, and counted right too.
TEST(CandidateScorerTest, ReshuffledAndForeignMapsCountedAsTheEvaluatorDoes)
{
    for (const char* rulesName : {"terra-mystica-published", "catan-fair"}) {
        const auto problem = test::builtinProblem(rulesName, rulesName == std::string("catan-fair") ? "catan-fair" : "terra-mystica-original");
        const FittedStart f = lockedStart(problem, 3);
        rules::Evaluator eval(problem.board, problem.rules);
        CandidateScorer scorer(eval, false);
        scorer.restart();
        Oracle oracle(problem);
        run::Random random(3);
        model::Map map = f.map;
        for (int k = 0; k < 200; ++k) {
            std::vector<model::CellIndex> some = f.unlocked;
            random.shuffle(some);
            some.resize(1 + random.below(static_cast<uint32_t>(k % 3 == 0 ? some.size() : some.size() / 10)));
            std::sort(some.begin(), some.end());
            model::Map next = map;
            shuffleUnlocked(next, some, *problem.rules, random);
            if (k % 50 == 49) // a foreign map: one cell takes the terrain of another of its zone
                for (model::CellIndex c : f.unlocked)
                    if (next.terrain(c) != next.terrain(some[0]) && problem.rules->sameZone(next.terrain(c), next.terrain(some[0]))) {
                        next.setTerrain(some[0], next.terrain(c));
                        break;
                    }
            oracle.check(scorer, next, std::string(rulesName) + " candidate " + std::to_string(k));
            if (HasFatalFailure())
                return;
            map = next;
        }
        EXPECT_GT(scorer.stats().steps, 100) << rulesName;
    }
}

// The reference path scores from scratch and has no counts of its own.
TEST(CandidateScorerTest, FullRescoringScoresFromScratch)
{
    const auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    rules::Evaluator eval(problem.board, problem.rules);
    CandidateScorer scorer(eval, true);
    scorer.restart();
    EXPECT_EQ(scorer.score(problem.start), test::fullScore(problem, problem.start));
    EXPECT_TRUE(scorer.counts().empty());
    EXPECT_EQ(scorer.stats().steps + scorer.stats().resets, 0);
}

} // namespace
} // namespace hexloom::core::search
