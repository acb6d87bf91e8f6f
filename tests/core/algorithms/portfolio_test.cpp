#include "core/algorithms/run/portfolio.h"

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <thread>

#include "tests/core/algorithms/solver_test_support.h"

namespace hexloom::core::algorithms {
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
    RunControl control;
    test::CollectingSink sink;
    auto result = Portfolio(std::vector<PortfolioMember>{{"fast", {}}, {"sahc", {}}, {"tabu", {}}}).run(problem, settings, control, sink);
    ASSERT_FALSE(sink.snapshots.empty());
    for (size_t i = 1; i + 1 < sink.snapshots.size(); ++i)
        EXPECT_LT(sink.snapshots[i]->best, sink.snapshots[i - 1]->best);
    EXPECT_EQ(sink.snapshots.back(), result);
    EXPECT_TRUE(result->final);
    EXPECT_TRUE(result->algorithm == "fast" || result->algorithm == "sahc" || result->algorithm == "tabu");
    EXPECT_EQ(result->best, test::fullScore(problem, result->map));
    EXPECT_EQ(result->best, 0); // the fast solver reaches 0 well within 0.4 s and stops the others
}

TEST(PortfolioTest, MirrorsCancelAndEdits)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunControl control;
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

} // namespace
} // namespace hexloom::core::algorithms
