// IncrementalScore::totalAfter (the total of a multi-cell move without applying it, as tabu search
// scores its candidates) against full re-scoring of the moved map, and the state left unchanged:
// the counts, the map and every later swap delta still agree with the Evaluator.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/run/random.h"
#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/water_components_tracker.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
namespace {

struct Case {
    std::shared_ptr<const model::Board> board;
    std::shared_ptr<rules::RuleSet> rules;
    model::Map map;
};

Case builtin(const std::string& rulesName, const std::string& mapName, bool allEnabled)
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules(rulesName));
    for (auto& r : rules->requirements)
        r.enabled = r.enabled || allEnabled;
    auto loaded = test::builtinMap(mapName, *rules);
    return {std::make_shared<const model::Board>(loaded.board), rules, loaded.map};
}

// k distinct cells: random, or (every other move) a walk of neighbours, so rings overlap.
std::vector<model::CellIndex> moveCells(const model::Board& board, run::Random& random, int k, bool near)
{
    std::vector<model::CellIndex> cells;
    auto c = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board.size())));
    while (static_cast<int>(cells.size()) < k) {
        if (std::find(cells.begin(), cells.end(), c) == cells.end())
            cells.push_back(c);
        const auto nbrs = board.neighbours(c);
        c = near ? nbrs[random.below(static_cast<uint32_t>(nbrs.size()))] : static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(board.size())));
    }
    return cells;
}

void checkTotalAfter(const Case& s, const std::string& where, int localWaterFrom = 0)
{
    rules::Evaluator eval(s.board, s.rules), oracle(s.board, s.rules);
    IncrementalScore score(eval, localWaterFrom);
    score.reset(s.map);
    model::Map map = s.map;
    run::Random random(29);
    const auto cells = static_cast<uint32_t>(s.board->size());
    for (int step = 0; step < 1500; ++step) {
        const std::string at = where + " step " + std::to_string(step);
        const auto moved = moveCells(*s.board, random, 2 + static_cast<int>(random.below(6)), step % 2 == 0);
        const model::Layer layer = random.below(4) == 0 ? model::Layer::Token : model::Layer::Both;
        std::vector<model::Swap> forward;
        for (size_t i = 0; i + 1 < moved.size(); ++i)
            forward.push_back({moved[i], moved[i + 1], layer});
        model::Map after = map;
        for (const auto& sw : forward)
            after.apply(sw);
        const std::vector<int> counts(score.counts().begin(), score.counts().end());
        ASSERT_NEAR(score.totalAfter(forward), oracle.score(after), 1e-9) << at;
        ASSERT_TRUE(score.map() == map) << at;
        ASSERT_TRUE(std::equal(counts.begin(), counts.end(), score.counts().begin(), score.counts().end())) << at;
        // The neighbour state was put back: a swap's delta still matches re-scoring.
        const model::Swap probe{static_cast<model::CellIndex>(random.below(cells)), static_cast<model::CellIndex>(random.below(cells)), model::Layer::Both};
        model::Map probed = map;
        probed.apply(probe);
        ASSERT_NEAR(score.delta(probe), oracle.score(probed) - oracle.score(map), 1e-9) << at << " probe";
        if (step % 3 == 0) {
            score.applyMany(forward);
            map = after;
            ASSERT_NEAR(score.total(), oracle.score(map), 1e-9) << at << " applied";
        }
    }
}

TEST(IncrementalScorePreviewTest, TotalAfterEqualsFullRescoringAndChangesNothing)
{
    // Default rule sets (every requirement specialised: the in-place preview), all requirements on
    // (min island size scores itself: applied and undone), and tokens (Catan: applied and undone).
    for (bool all : {false, true}) {
        checkTotalAfter(builtin("terra-mystica-strict", "terra-mystica-original", all), "strict");
        checkTotalAfter(builtin("terra-mystica-published", "terra-mystica-fjords", all), "published");
        checkTotalAfter(builtin("catan", "catan-standard", all), "catan");
    }
}

// The Original board's terrain mix on a rows x columns board.
Case scaled(int rows, int columns, unsigned seed)
{
    Case s = builtin("terra-mystica-strict", "terra-mystica-original", false);
    s.board = std::make_shared<const model::Board>(model::Board::terraMystica(rows, columns));
    model::Map map(s.board->size());
    run::Random random(seed);
    for (model::CellIndex c = 0; c < s.board->size(); ++c)
        map.setTerrain(c, s.map.terrain(static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(s.map.size())))));
    s.map = map;
    return s;
}

// A board of 128 hexes or more has no bit words for the water flood: a move that turns one river
// hex to land and one land hex to river takes the water tracker's swap delta, others apply and undo.
TEST(IncrementalScorePreviewTest, LargerBoardEqualsFullRescoring)
{
    checkTotalAfter(scaled(18, 26, 31), "18x26");
}

// The same with the water labels a board under 1,024 hexes uses by default: rebuilt when a
// river-moving swap made them stale (the tests above keep them across moves on every board).
TEST(IncrementalScorePreviewTest, LargerBoardWithLazyWaterLabelsEqualsFullRescoring)
{
    checkTotalAfter(scaled(18, 26, 37), "18x26 lazy", WaterComponentsTracker::kLocalFrom);
}

} // namespace
} // namespace hexloom::core::search
