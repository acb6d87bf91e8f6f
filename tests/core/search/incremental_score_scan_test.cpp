// IncrementalScore's partner scan (beginScan / scanDelta, the fast solver's step) against full
// re-scoring by the Evaluator and against delta(s, cutoff) on a twin score: below the cutoff the
// same value to the last bit (so a search takes the same moves), at or above it never under the
// cutoff, one evaluation counted per call; caches cold and warm, swaps applied in between.
#include <gtest/gtest.h>

#include <limits>

#include "core/search/scoring/incremental_score_scan.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

struct ScanCounts {
    int below = 0, cut = 0, far = 0;
};

// A partner of a: near it (within two hexes) or anywhere on the board.
model::CellIndex partnerOf(const model::Board& board, model::CellIndex a, run::Random& random)
{
    if (random.below(3) != 0)
        return static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board.size())));
    const auto ring = board.neighbours(a);
    const model::CellIndex n = ring[random.below(static_cast<uint32_t>(ring.size()))];
    const auto second = board.neighbours(n);
    return random.below(2) == 0 ? n : second[random.below(static_cast<uint32_t>(second.size()))];
}

void checkScans(const std::shared_ptr<rules::RuleSet>& rules, const core::io::BoardAndMap& loaded, uint64_t seed, ScanCounts& counts)
{
    auto board = std::make_shared<const model::Board>(loaded.board);
    rules::Evaluator eval(board, rules), twinEval(board, rules), oracle(board, rules);
    IncrementalScore score(eval), twin(twinEval);
    model::Map map = loaded.map;
    run::Random random(seed);
    std::vector<model::CellIndex> all(static_cast<size_t>(board->size()));
    for (model::CellIndex c = 0; c < board->size(); ++c)
        all[static_cast<size_t>(c)] = c;
    shuffleUnlocked(map, all, *rules, random);
    score.reset(map);
    twin.reset(map);
    for (int step = 0; step < 300; ++step) {
        const double current = oracle.score(map);
        const auto a = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size())));
        score.beginScan(a);
        model::Swap last{a, a, model::Layer::Terrain};
        for (int k = 0; k < 24; ++k) {
            const model::CellIndex b = partnerOf(*board, a, random);
            const model::Layer layer = random.below(5) == 0 ? model::Layer::Both : model::Layer::Terrain;
            const model::Swap s{a, b, layer};
            model::Map after = map;
            after.apply(s);
            const double exact = oracle.score(after) - current;
            const model::Hex off = board->hex(b) - board->hex(a);
            counts.far += model::distance(off, {}) > 2 ? 1 : 0;
            for (const double cutoff : {exact - 1.0, exact, exact + 0.5, static_cast<double>(random.below(7)) - 3.0,
                                        std::numeric_limits<double>::infinity()}) {
                const int64_t evaluations = score.evaluations();
                const double d = score.scanDelta(s, cutoff);
                ASSERT_EQ(score.evaluations(), evaluations + 1);
                if (exact < cutoff - 1e-9) {
                    ASSERT_NEAR(d, exact, 1e-9) << "step " << step << " partner " << b << " cutoff " << cutoff;
                    ASSERT_EQ(d, twin.delta(s, cutoff)) << "step " << step << " partner " << b << " cutoff " << cutoff;
                    ++counts.below;
                } else {
                    ASSERT_GE(d, cutoff - 1e-9) << "step " << step << " partner " << b << " cutoff " << cutoff;
                    ++counts.cut;
                }
            }
            last = s;
        }
        // The last partner's swap, or now and then a swap elsewhere: the caches of some cells stay.
        const model::Swap applied = step % 4 == 3 ? model::Swap{static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board->size()))), a, model::Layer::Both} : last;
        score.apply(applied);
        twin.apply(applied);
        map.apply(applied);
        ASSERT_NEAR(score.total(), oracle.score(map), 1e-9) << "step " << step;
    }
}

TEST(IncrementalScoreScanTest, StrictScanEqualsFullRescoringAndDelta)
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-strict"));
    ScanCounts counts;
    checkScans(rules, test::builtinMap("terra-mystica-original", *rules), 61, counts);
    EXPECT_GT(counts.below, 5000);
    EXPECT_GT(counts.cut, 5000);
    EXPECT_GT(counts.far, 2000);
}

TEST(IncrementalScoreScanTest, PublishedScanEqualsFullRescoringAndDelta)
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-published"));
    ScanCounts counts;
    checkScans(rules, test::builtinMap("terra-mystica-fjords", *rules), 62, counts);
    EXPECT_GT(counts.below, 5000);
    EXPECT_GT(counts.cut, 5000);
}

// Min island size and cluster size (scored by piece trackers, bounded in the scan): the short
// path with their lower bounds, alone and together.
TEST(IncrementalScoreScanTest, PieceRequirementsScanEqualsFullRescoringAndDelta)
{
    rules::RequirementSpec cluster;
    cluster.id = "CLUSTER";
    cluster.type = "cluster-size";
    cluster.name = "cluster";
    for (const auto& [island, kinds] : {std::pair{true, ""}, std::pair{false, "river"}, std::pair{true, "desert,river"}}) {
        auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("terra-mystica-strict"));
        for (auto& r : rules->requirements)
            r.enabled = r.enabled || (island && r.id == "ISLAND");
        cluster.params = {{"kinds", std::string(kinds)}, {"max", 2.0}};
        if (*kinds != '\0')
            rules->requirements.push_back(cluster);
        ScanCounts counts;
        checkScans(rules, test::builtinMap("terra-mystica-original", *rules), 65, counts);
        EXPECT_GT(counts.below, 3000) << kinds;
        EXPECT_GT(counts.cut, 3000) << kinds;
        EXPECT_GT(counts.far, 2000) << kinds;
    }
}

// Every requirement on: fallbacks and pip balance take the general path; Catan moves tokens.
TEST(IncrementalScoreScanTest, EveryRequirementOnAndCatanScanEqualsFullRescoring)
{
    for (const auto& [rulesName, mapName] : {std::pair{"terra-mystica-strict", "terra-mystica-original"}, std::pair{"catan", "catan-standard"}}) {
        auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules(rulesName));
        for (auto& r : rules->requirements)
            r.enabled = true;
        ScanCounts counts;
        checkScans(rules, test::builtinMap(mapName, *rules), 63, counts);
        EXPECT_GT(counts.below, 3000) << rulesName;
    }
    auto catan = std::make_shared<rules::RuleSet>(*test::builtinRules("catan"));
    ScanCounts counts;
    checkScans(catan, test::builtinMap("catan-standard", *catan), 64, counts);
    EXPECT_GT(counts.below, 3000);
}

} // namespace
} // namespace hexloom::core::search
