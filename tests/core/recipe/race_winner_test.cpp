// A portfolio race as the run of the member whose map it kept (raceWinnerInputs), the one function
// generate --portfolio and the editor's race share: the member is told by the result's seed (member
// i runs with the race's seed + i), its algorithm, values and seed replace the race's, the race's
// shuffled start is embedded, and a seed that names no member is refused.
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "core/io/map_file.h"
#include "core/recipe/recipe.h"
#include "core/search/algorithm_names.h"
#include "core/search/run/portfolio.h"
#include "core/search/snapshot.h"

namespace hexloom::test {
namespace {

using namespace core;

struct Race {
    io::MapFile file = io::loadMap(QStringLiteral(":/hexloom/maps/catan-standard.txt"), QStringLiteral("catan"));
    search::Problem problem{std::make_shared<const model::Board>(file.board), file.rules, file.map, 0};
    std::vector<search::PortfolioMember> members{{"fast", {}}, {"tabu", {{"tabu_size", 17}}}, {"sahc", {}}};

    recipe::RecipeInputs inputs() const
    {
        recipe::RecipeInputs in;
        in.builtinRules = QStringLiteral("catan");
        in.algorithm = &search::Portfolio::info();
        in.seed = 40;
        in.stop.iterationLimit = 300;
        in.stop.hasTarget = true;
        return in;
    }
    static search::Snapshot madeWithSeed(uint64_t seed)
    {
        search::Snapshot s;
        s.seed = seed;
        return s;
    }
};

TEST(RaceWinnerTest, TheResultsSeedNamesTheMemberWhoseRunIsRecorded)
{
    const Race race;
    for (size_t i = 0; i < race.members.size(); ++i) {
        const auto in = recipe::raceWinnerInputs(race.inputs(), race.members, race.problem, Race::madeWithSeed(40 + i));
        ASSERT_NE(in.algorithm, nullptr);
        EXPECT_EQ(in.algorithm->id, race.members[i].algorithm) << "member " << i;
        EXPECT_EQ(in.values, race.members[i].values) << "member " << i;
        EXPECT_EQ(in.seed, 40 + i) << "the member's own seed";
        EXPECT_EQ(in.stop.iterationLimit, 300) << "the race's stops";
        EXPECT_TRUE(in.stop.hasTarget);
        EXPECT_EQ(in.builtinRules, QStringLiteral("catan"));
        EXPECT_FALSE(in.startMap) << "an unshuffled race starts from the rule set's map, as its member does";
    }
}

TEST(RaceWinnerTest, AShuffledStartIsEmbeddedBecauseTheMembersSeedWouldShuffleAnother)
{
    Race race;
    race.problem.start.setTerrain(0, race.problem.start.terrain(5)); // "the race's shuffle"
    auto in = race.inputs();
    in.shuffle = true;
    const auto winner = recipe::raceWinnerInputs(in, race.members, race.problem, Race::madeWithSeed(41));
    EXPECT_FALSE(winner.shuffle);
    ASSERT_TRUE(winner.startMap);
    EXPECT_EQ(winner.startMap->type, QStringLiteral("json"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("start.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(winner.startMap->bytes);
    f.close();
    EXPECT_TRUE(io::loadMap(path).map.sameContents(race.problem.start)) << "the race's start map, as it ran";
}

TEST(RaceWinnerTest, ASeedThatNamesNoMemberIsRefused)
{
    const Race race;
    for (const uint64_t seed : {39ull, 43ull})
        EXPECT_THROW(recipe::raceWinnerInputs(race.inputs(), race.members, race.problem, Race::madeWithSeed(seed)), std::invalid_argument)
            << seed;
    // The editor's registered race lists its members in the registry's order.
    run::ParameterValues values;
    for (const auto& p : search::Portfolio::info().parameters)
        values[p.name] = p.name == "tabu" || p.name == "aco" ? 1 : 0;
    const auto members = search::Portfolio::members(values);
    const auto in = recipe::raceWinnerInputs(race.inputs(), members, race.problem, Race::madeWithSeed(41));
    EXPECT_EQ(in.algorithm->id, "aco");
}

} // namespace
} // namespace hexloom::test
