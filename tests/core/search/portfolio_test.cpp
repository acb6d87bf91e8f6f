#include "core/search/run/portfolio.h"

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <future>
#include <mutex>
#include <thread>

#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

using namespace std::chrono_literals;

TEST(PortfolioTest, RefusesBadMembers)
{
    using Members = std::vector<PortfolioMember>;
    EXPECT_THROW(Portfolio(Members{}), std::invalid_argument);
    EXPECT_THROW(Portfolio(Members{{"nope", {}}}), std::invalid_argument);
    EXPECT_THROW(Portfolio(Members{{"tabu", {{"tabu_size", -1}}}}), std::invalid_argument);
}

TEST(PortfolioTest, StreamsOnlyImprovementsAndCreditsTheFinder)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    RunSettings settings;
    settings.stop.timeLimitSeconds = 0.4;
    settings.stop.hasTarget = true;
    run::RunControl control;
    test::CollectingSink sink;
    auto result = Portfolio(std::vector<PortfolioMember>{{"fast", {}}, {"sahc", {}}, {"tabu", {}}}).run(problem, settings, control, sink);
    ASSERT_FALSE(sink.snapshots.empty());
    for (size_t i = 1; i + 1 < sink.snapshots.size(); ++i)
        EXPECT_LT(sink.snapshots[i]->best, sink.snapshots[i - 1]->best);
    EXPECT_EQ(sink.snapshots.back(), result);
    EXPECT_TRUE(result->final);
    EXPECT_EQ(result->algorithm, "portfolio");
    EXPECT_TRUE(result->foundBy == "fast" || result->foundBy == "sahc" || result->foundBy == "tabu") << result->foundBy;
    for (const auto& s : sink.snapshots)
        EXPECT_FALSE(s->foundBy.empty());
    EXPECT_EQ(result->best, test::fullScore(problem, result->map));
    EXPECT_EQ(result->best, 0); // the fast solver reaches 0 well within 0.4 s and stops the others
}

// A member's last new best may reach the race only in its final snapshot (the rate limit held
// the improvement back): it is still streamed as an improvement and credited, so the race's
// result is its last improvement, found by the member the improvements name.
TEST(PortfolioTest, AnImprovementOnlyInAMembersFinalSnapshotIsStreamedAndCredited)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::Random random(3);
    std::vector<model::CellIndex> all(static_cast<size_t>(problem.start.size()));
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<model::CellIndex>(i);
    shuffleUnlocked(problem.start, all, *problem.rules, random);
    RunSettings settings = test::iterations(3, 300);
    settings.maxSnapshotsPerSecond = 0.01; // no snapshot before a member's final one
    run::RunControl control;
    test::CollectingSink sink;
    auto result = Portfolio(std::vector<PortfolioMember>{{"tabu", {}}, {"sahc", {}}}).run(problem, settings, control, sink);
    ASSERT_GE(sink.snapshots.size(), 2u) << "no improvement streamed";
    const auto& last = sink.snapshots[sink.snapshots.size() - 2];
    EXPECT_FALSE(last->final);
    EXPECT_EQ(last->best, result->best);
    EXPECT_EQ(last->foundBy, result->foundBy);
    EXPECT_EQ(sink.snapshots.back(), result);
}

TEST(PortfolioTest, MirrorsCancelAndEdits)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    control.setPaused(true);
    test::CollectingSink sink;
    auto future = std::async(std::launch::async, [&] { return Portfolio(std::vector<PortfolioMember>{{"fast", {}}, {"aco", {}}}).run(problem, RunSettings{}, control, sink); });
    model::Map edited = problem.start;
    edited.setLocked(5, true);
    control.postEdit(edited, 7);
    control.step();
    std::this_thread::sleep_for(200ms);
    control.cancel();
    ASSERT_EQ(future.wait_for(1s), std::future_status::ready);
    auto result = future.get();
    EXPECT_EQ(result->revision, 7u);
    EXPECT_EQ(result->stopReason, "cancelled");
}

TEST(PortfolioTest, TheRegisteredRaceRunsTheSwitchedOnAlgorithmsOnly)
{
    const AlgorithmInfo* race = findAlgorithm("portfolio");
    ASSERT_NE(race, nullptr);
    EXPECT_THROW(race->make({{"fast", 0}, {"tabu", 0}, {"sahc", 0}, {"pso", 0}, {"aco", 0}}), std::invalid_argument);
    EXPECT_THROW(Portfolio(std::vector<PortfolioMember>{{"portfolio", {}}}), std::invalid_argument) << "no race inside a race";
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = race->make({{"fast", 0}, {"pso", 0}, {"aco", 0}})->run(problem, test::iterations(5, 300), control, sink);
    // At least the final snapshot (a member may reach the target before its first report).
    ASSERT_GE(sink.snapshots.size(), 1u);
    for (const auto& s : sink.snapshots) {
        EXPECT_EQ(s->algorithm, "portfolio");
        EXPECT_TRUE(s->foundBy == "tabu" || s->foundBy == "sahc") << s->foundBy;
    }
    EXPECT_TRUE(result->foundBy == "tabu" || result->foundBy == "sahc") << result->foundBy;
    EXPECT_EQ(result->best, test::fullScore(problem, result->map));
}

// After a posted edit the members work on another map: their first snapshots of it are
// forwarded even when they score worse than the best of the map before.
class RevisionSink : public ProgressSink {
public:
    void snapshot(std::shared_ptr<const Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        revisions_.push_back(s->revision);
        bests_.push_back(s->best);
    }
    bool has(size_t count, uint64_t revision)
    {
        std::lock_guard lock(mutex_);
        return revisions_.size() >= count && revisions_.back() == revision;
    }

    // The best of the last snapshot of `before` and of the first of `after`.
    std::pair<double, double> bestsAround(uint64_t before, uint64_t after)
    {
        std::lock_guard lock(mutex_);
        double last = -1, first = -1;
        for (size_t i = 0; i < revisions_.size(); ++i) {
            if (revisions_[i] == before)
                last = bests_[i];
            if (revisions_[i] == after && first < 0)
                first = bests_[i];
        }
        return {last, first};
    }

private:
    std::mutex mutex_;
    std::vector<uint64_t> revisions_;
    std::vector<double> bests_;
};

bool waitFor(const std::function<bool()>& done)
{
    for (int i = 0; i < 2500 && !done(); ++i)
        std::this_thread::sleep_for(2ms);
    return done();
}

TEST(PortfolioTest, AnEditStartsTheRaceForTheBestAgain)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    ASSERT_EQ(problem.revision, 7u);
    run::RunControl control;
    RevisionSink sink;
    auto future = std::async(std::launch::async, [&] {
        return Portfolio(std::vector<PortfolioMember>{{"sahc", {}}, {"tabu", {}}}).run(problem, test::iterations(1, 0), control, sink);
    });
    ASSERT_TRUE(waitFor([&] { return sink.has(1, 7); })) << "the race improves the start map";
    std::this_thread::sleep_for(100ms);
    control.postEdit(problem.start, 9); // the unsolved start map again: worse than the best so far
    EXPECT_TRUE(waitFor([&] { return sink.has(1, 9); })) << "a snapshot of the edited map arrives";
    const auto [before, after] = sink.bestsAround(7, 9);
    EXPECT_GT(after, before) << "the first snapshot of the edited map is forwarded though it scores worse";
    control.cancel();
    ASSERT_EQ(future.wait_for(5s), std::future_status::ready);
    EXPECT_EQ(future.get()->revision, 9u);
}

// Recipes of races the designer edited. A shuffled Terra Mystica start, and an edit of it: two
// unlocked hexes of different terrains trade places and the first is locked.
struct EditedRace {
    Problem problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    model::Map edited;
    EditedRace()
    {
        run::Random random(3);
        std::vector<model::CellIndex> all(static_cast<size_t>(problem.start.size()));
        for (size_t i = 0; i < all.size(); ++i)
            all[i] = static_cast<model::CellIndex>(i);
        shuffleUnlocked(problem.start, all, *problem.rules, random);
        edited = problem.start;
        model::CellIndex a = 0, b = 1;
        while (edited.locked(a))
            ++a;
        while (edited.locked(b) || edited.terrain(b) == edited.terrain(a))
            ++b;
        const model::TerrainId t = edited.terrain(a);
        edited.setTerrain(a, edited.terrain(b));
        edited.setTerrain(b, t);
        edited.setLocked(a, true);
    }
};

int differingHexes(const model::Map& x, const model::Map& y)
{
    int n = 0;
    for (model::CellIndex c = 0; c < x.size(); ++c)
        n += x.terrain(c) != y.terrain(c) || x.token(c) != y.token(c) || x.locked(c) != y.locked(c);
    return n;
}

// The winner's run alone, handed the edit at the iteration it adopted it in the race.
std::shared_ptr<const Snapshot> winnersRunAlone(const EditedRace& race, const run::ParameterValues& values, const RunSettings& settings,
                                                 const Snapshot& result, const run::RunControl& raced)
{
    const AlgorithmInfo* winner = Portfolio::winner(values, settings.seed, result.seed);
    EXPECT_NE(winner, nullptr);
    if (!winner)
        return nullptr;
    std::vector<std::pair<int64_t, model::Map>> edits;
    for (const auto& adopted : raced.adoptedEdits())
        edits.emplace_back(adopted.iteration, race.edited);
    run::RunControl alone;
    alone.scheduleEdits(std::move(edits));
    RunSettings own = settings;
    own.seed = result.seed;
    test::CollectingSink sink;
    auto made = winner->make({})->run(race.problem, own, alone, sink);
    EXPECT_EQ(alone.adoptedEdits().size(), raced.adoptedEdits().size());
    return made;
}

// An edit posted while the race runs reaches each member at an iteration of its own. The race
// tells its caller the iterations its winner took it at, and that member's run alone (its
// algorithm, defaults and seed, the edit handed to it at that iteration) makes the race's map.
TEST(PortfolioTest, ARaceEditedWhileItRunsIsMadeAgainByItsWinnersRunAlone)
{
    const EditedRace race;
    const AlgorithmInfo* portfolio = findAlgorithm("portfolio");
    ASSERT_NE(portfolio, nullptr);
    const run::ParameterValues values{{"fast", 0}, {"pso", 0}, {"aco", 0}}; // tabu and sahc race
    RunSettings settings = test::iterations(21, 1500);
    run::RunControl control;
    control.setStepDelay(std::chrono::microseconds(300)); // the edit arrives mid-run (the delay changes no step)
    test::CollectingSink sink;
    auto future = std::async(std::launch::async, [&] { return portfolio->make(values)->run(race.problem, settings, control, sink); });
    std::this_thread::sleep_for(100ms);
    control.postEdit(race.edited, 9);
    ASSERT_EQ(future.wait_for(60s), std::future_status::ready);
    const auto result = future.get();
    ASSERT_EQ(control.adoptedEdits().size(), 1u) << "the winner took the edit";
    EXPECT_EQ(control.adoptedEdits()[0].revision, 9u);
    EXPECT_GT(control.adoptedEdits()[0].iteration, 1) << "taken mid-run";
    EXPECT_EQ(result->revision, 9u);
    const auto alone = winnersRunAlone(race, values, settings, *result, control);
    ASSERT_NE(alone, nullptr);
    EXPECT_EQ(differingHexes(alone->map, result->map), 0);
    EXPECT_EQ(alone->best, result->best);
    EXPECT_TRUE(result->map.locked(0) == race.edited.locked(0));
}

// A replay's scheduled edits go to every member at the scheduled iteration, and the race reports
// its winner's adoption to its caller (a replay checks every segment was taken).
TEST(PortfolioTest, ScheduledEditsReachEveryMemberAtTheirIteration)
{
    const EditedRace race;
    RunSettings settings = test::iterations(4, 400);
    run::RunControl control;
    control.scheduleEdits({{60, race.edited}});
    test::CollectingSink sink;
    const run::ParameterValues values{{"fast", 0}, {"pso", 0}, {"aco", 0}};
    auto result = findAlgorithm("portfolio")->make(values)->run(race.problem, settings, control, sink);
    ASSERT_EQ(control.adoptedEdits().size(), 1u);
    EXPECT_EQ(control.adoptedEdits()[0].iteration, 60);
    EXPECT_EQ(control.adoptedEdits()[0].revision, 1u);
    const auto alone = winnersRunAlone(race, values, settings, *result, control);
    ASSERT_NE(alone, nullptr);
    EXPECT_EQ(differingHexes(alone->map, result->map), 0);
    EXPECT_EQ(Portfolio::winner(values, 4, 3), nullptr) << "a seed before the race's";
    EXPECT_EQ(Portfolio::winner(values, 4, 6), nullptr) << "a seed past its two members";
}

} // namespace
} // namespace hexloom::core::search
