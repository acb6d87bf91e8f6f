// RunControl's waits: the teaching delay after each step ends early for a cancel, a pause or a
// designer edit, so none of them waits out a slow speed setting.
#include <chrono>
#include <future>
#include <optional>
#include <gtest/gtest.h>

#include "core/run/run_control.h"

namespace hexloom::test {
namespace {

using core::run::RunControl;
using namespace std::chrono_literals;

// Runs one checkpoint with a one-hour step delay on another thread, applies `interrupt` once the
// worker is waiting, and returns the checkpoint's answer; waits at most a minute for it.
template <class F> std::optional<bool> checkpointInterruptedBy(F interrupt)
{
    RunControl control;
    control.setStepDelay(1h);
    auto done = std::async(std::launch::async, [&] { return control.checkpoint(); });
    EXPECT_EQ(done.wait_for(50ms), std::future_status::timeout) << "the delay holds the worker";
    interrupt(control);
    if (done.wait_for(60s) != std::future_status::ready) {
        control.setStepDelay(0us);
        control.cancel(); // cannot wake a sleeping worker; the test fails either way
        return std::nullopt;
    }
    return done.get();
}

TEST(RunControl, CancelEndsTheTeachingDelay)
{
    EXPECT_EQ(checkpointInterruptedBy([](RunControl& c) { c.cancel(); }), std::optional<bool>(false));
}

TEST(RunControl, AnEditEndsTheTeachingDelay)
{
    EXPECT_EQ(checkpointInterruptedBy([](RunControl& c) { c.postEdit(core::model::Map(3), 2); }), std::optional<bool>(true));
}

TEST(RunControl, PauseEndsTheDelayAndHoldsUntilAStep)
{
    RunControl control;
    control.setStepDelay(1h);
    auto done = std::async(std::launch::async, [&] { return control.checkpoint(); });
    EXPECT_EQ(done.wait_for(50ms), std::future_status::timeout);
    control.setPaused(true);
    EXPECT_EQ(done.wait_for(100ms), std::future_status::timeout) << "paused: the worker waits for a step";
    control.step();
    ASSERT_EQ(done.wait_for(60s), std::future_status::ready);
    EXPECT_TRUE(done.get());
}

} // namespace
} // namespace hexloom::test
