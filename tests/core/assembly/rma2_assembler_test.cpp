// The RMA2 Assembler behind the TileAssembler face (core/assembly/tile_assembler.h): found by
// id, the same assembly as the Assembler run directly for the same seed, a final snapshot posted
// at the end, single steps while paused, and bad options refused before any work.
#include "core/assembly/rma2_assembler.h"

#include <gtest/gtest.h>
#include <thread>

#include "core/assembly/assembler.h"
#include "core/io/board_spec.h"
#include "core/assembly/tile_set_file.h"
#include "tests/support/posted_snapshots.h"

namespace hexloom::test {
namespace {

using namespace core::assembly;
using core::run::RunControl;

AssemblyProblem shipped(const char* name)
{
    auto set = core::assembly::loadTileSet(QString::fromLatin1(name));
    return {set, std::make_shared<const core::model::Board>(*core::io::parseBoardSpec(set->board)), {}, {}};
}

using Posts = PostedSnapshots<AssemblySnapshot>;

TEST(Rma2Assembler, IsRegisteredAndUnknownIdsAreNamed)
{
    EXPECT_EQ(core::assembly::tileAssembler(core::assembly::kDefaultTileAssembler).id, "rma2");
    EXPECT_THROW(core::assembly::tileAssembler("wfc"), std::invalid_argument);
}

TEST(Rma2Assembler, AssemblesWhatTheAssemblerAssemblesForTheSameSeed)
{
    const auto problem = shipped("terra-mystica-modular");
    for (uint64_t seed : {1u, 7u}) {
        AssemblyOptions options;
        options.seed = seed;
        options.timeLimitSeconds = 20;
        RunControl control;
        Posts posts;
        const auto viaFace = core::assembly::tileAssembler("rma2").make()->run(problem, options, control, posts.post());
        const auto direct = Assembler(problem, options).run();
        ASSERT_EQ(viaFace.success, direct.success) << viaFace.message;
        EXPECT_EQ(viaFace.map, direct.map) << "seed " << seed;
        ASSERT_FALSE(posts.all.empty());
        EXPECT_NE(posts.last()->status, AssemblyStatus::Running) << "the last snapshot is the end";
        EXPECT_EQ(posts.last()->map, viaFace.map);
    }
}

TEST(Rma2Assembler, PausedItTakesOneStepPerStep)
{
    const auto problem = shipped("terra-mystica-modular");
    AssemblyOptions options;
    options.timeLimitSeconds = 60;
    RunControl control;
    control.setPaused(true);
    Posts posts;
    AssemblyResult result;
    std::thread worker([&] { result = Rma2Assembler().run(problem, options, control, posts.post()); });
    auto steps = [&] { auto s = posts.last(); return s ? s->stats.steps : -1; };
    auto waitFor = [&](int64_t n) {
        for (int i = 0; i < 2000 && steps() < n; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return steps();
    };
    const int64_t first = waitFor(0);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    EXPECT_EQ(steps(), first) << "a paused run went on without a step";
    control.step();
    EXPECT_EQ(waitFor(first + 1), first + 1);
    control.cancel();
    worker.join();
    EXPECT_EQ(result.status, AssemblyStatus::Cancelled);
}

TEST(Rma2Assembler, BadOptionsAreRefusedBeforeAnyWork)
{
    auto problem = shipped("terra-mystica-modular");
    problem.start = core::model::Map(3); // the wrong size for the board
    RunControl control;
    Posts posts;
    EXPECT_THROW(Rma2Assembler().run(problem, {}, control, posts.post()), std::invalid_argument);
    EXPECT_TRUE(posts.all.empty());
}

} // namespace
} // namespace hexloom::test
