// The recipe model: the line a run on a map of the editor gets (inputsForMap) is read back by the
// parser every replay uses, and the start map it embeds is the map it was made from, locks and
// tokens included; a run the designer stopped is written as the iteration stop it reached; a
// budget travels as generate's words.
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/recipe/recipe.h"
#include "core/run/run_control.h"
#include "core/search/algorithm_names.h"
#include "core/search/snapshot.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::test {
namespace {

using namespace core;

struct Fixture {
    io::MapFile file = io::loadMap(QStringLiteral(":/hexloom/maps/catan-standard.txt"), QStringLiteral("catan"));
    Fixture()
    {
        file.map.setLocked(3, true);
        file.map.setToken(4, 9);
    }
    recipe::RecipeInputs inputs() const
    {
        auto in = recipe::inputsForMap(file.board, *file.rules, file.map);
        in.algorithm = search::findAlgorithm("tabu");
        in.seed = 12;
        in.stop.evaluationLimit = 5000;
        in.stop.timeLimitSeconds = 30;
        return in;
    }
};

QString option(const QStringList& args, const QString& name)
{
    const int i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : QString();
}

TEST(Recipe, AnEditorsMapTravelsWholeInItsRecipe)
{
    Fixture f;
    const QString line = recipe::writeRecipe(f.inputs(), f.file.board, "evaluations");
    EXPECT_TRUE(line.startsWith(QStringLiteral("hexloom-recipe/1 exact hexloom=")));
    EXPECT_FALSE(line.contains(QStringLiteral("--rules "))) << "the start map carries its rule set";
    QTemporaryDir dir;
    const auto replay = recipe::recipeArguments(line, dir);
    EXPECT_TRUE(replay.exact);
    EXPECT_EQ(replay.rulesHash, recipe::rulesHash(*f.file.rules));
    EXPECT_EQ(option(replay.args, QStringLiteral("--seed")), QStringLiteral("12"));
    EXPECT_EQ(option(replay.args, QStringLiteral("--evaluations")), QStringLiteral("5000"));
    EXPECT_EQ(option(replay.args, QStringLiteral("--algorithm")), QStringLiteral("tabu"));
    const auto start = io::loadMap(option(replay.args, QStringLiteral("--map")));
    EXPECT_EQ(start.rules->name, f.file.rules->name);
    ASSERT_EQ(start.map.size(), f.file.map.size());
    for (model::CellIndex c = 0; c < start.map.size(); ++c) {
        EXPECT_EQ(start.map.terrain(c), f.file.map.terrain(c)) << c;
        EXPECT_EQ(start.map.token(c), f.file.map.token(c)) << c;
        EXPECT_EQ(start.map.locked(c), f.file.map.locked(c)) << c;
    }
}

TEST(Recipe, ARunStoppedByTheDesignerIsTheIterationStopItReached)
{
    Fixture f;
    QTemporaryDir dir;
    const auto replay = recipe::recipeArguments(recipe::writeRecipe(f.inputs(), f.file.board, "cancelled", 345), dir);
    EXPECT_TRUE(replay.exact);
    EXPECT_EQ(option(replay.args, QStringLiteral("--iterations")), QStringLiteral("345"));
    EXPECT_THROW(recipe::writeRecipe(f.inputs(), f.file.board, "cancelled", 0), std::invalid_argument);
    EXPECT_TRUE(recipe::writeRecipe(f.inputs(), f.file.board, "time").startsWith(QStringLiteral("hexloom-recipe/1 timed ")));
}

// Why a run the designer stopped is written as an iteration stop: stopped from outside (here from
// its own progress, as the editor's Stop does from the GUI thread), a run ends between two
// iterations, where an iteration limit of the iterations it made ends it too, on the same map.
TEST(Recipe, AStoppedRunIsMadeAgainByItsIterationStop)
{
    Fixture f;
    struct StopAtThird : search::ProgressSink {
        run::RunControl* control = nullptr;
        int seen = 0;
        void snapshot(std::shared_ptr<const search::Snapshot>) override
        {
            if (++seen == 3)
                control->cancel();
        }
    };
    const search::Problem problem{std::make_shared<const model::Board>(f.file.board), f.file.rules, f.file.map, 0};
    int compared = 0;
    for (const std::string& algorithm : singleAlgorithmIds()) {
        SCOPED_TRACE(algorithm);
        const auto* info = search::findAlgorithm(algorithm);
        ASSERT_NE(info, nullptr);
        search::RunSettings settings;
        settings.seed = 21;
        settings.stop.timeLimitSeconds = 2;
        settings.maxSnapshotsPerSecond = 1e9; // every new best is a snapshot
        run::RunControl control;
        StopAtThird stopper;
        stopper.control = &control;
        const auto stopped = info->make({})->run(problem, settings, control, stopper);
        if (stopped->stopReason != "cancelled")
            continue; // it reached its end before a third new best: nothing to compare
        ASSERT_GE(stopped->iteration, 1);
        settings.stop.iterationLimit = stopped->iteration;
        run::RunControl again;
        struct Quiet : search::ProgressSink {
            void snapshot(std::shared_ptr<const search::Snapshot>) override {}
        } quiet;
        const auto replayed = info->make({})->run(problem, settings, again, quiet);
        EXPECT_EQ(replayed->stopReason, "iterations");
        EXPECT_EQ(replayed->iteration, stopped->iteration);
        EXPECT_TRUE(replayed->map.sameContents(stopped->map));
        ++compared;
    }
    EXPECT_GE(compared, 2) << "too few algorithms were stopped to compare anything";
}

TEST(Recipe, ABudgetIsWrittenAsGeneratesWords)
{
    Fixture f;
    auto in = f.inputs();
    in.budget = search::ChangeBudget{true, f.file.board.indexAtOffset({2, 3}), 1};
    const QString line = recipe::writeRecipe(in, f.file.board, "evaluations");
    EXPECT_TRUE(line.endsWith(QStringLiteral(" --fewest-changes --near 2,3 --radius 1"))) << line.right(60).toStdString();
    in.algorithm = nullptr;
    EXPECT_THROW(recipe::writeRecipe(in, f.file.board, "evaluations"), std::invalid_argument);
}

} // namespace
} // namespace hexloom::test
