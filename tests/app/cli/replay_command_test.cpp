// hexloom-cli replay: a map made by generate carries its recipe, and replaying it (from the map
// or from the one-line text) makes the same cells again, for every algorithm; a start map, its
// locks and a rule-set file travel inside the recipe; a changed map or a missing recipe is said.
#include <QElapsedTimer>
#include <QFile>

#include "core/search/solver.h"
#include "core/io/letter_format.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

class ReplayCommandTest : public CliTest {
protected:
    // Cells compared independently of replay's own comparison: terrain, token and lock per hex.
    static void expectSameCells(const QString& a, const QString& b)
    {
        const auto x = core::io::loadMap(a), y = core::io::loadMap(b);
        ASSERT_EQ(x.board.size(), y.board.size());
        int differing = 0;
        for (core::model::CellIndex c = 0; c < x.board.size(); ++c)
            differing += x.map.terrain(c) != y.map.terrain(c) || x.map.token(c) != y.map.token(c) || x.map.locked(c) != y.map.locked(c);
        EXPECT_EQ(differing, 0) << a.toStdString() << " vs " << b.toStdString();
    }
};

TEST_F(ReplayCommandTest, EveryAlgorithmsMapIsReproducedFromTheMapAndFromTheOneLineRecipe)
{
    for (const auto& info : core::search::algorithms()) {
        const QString id = QString::fromStdString(info.id);
        const QString made = path(id + QStringLiteral(".json")), again = path(id + QStringLiteral("-again.json")),
                      fromLine = path(id + QStringLiteral("-line.json"));
        const CliResult g = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"),
                                    QStringLiteral("--shuffle"), QStringLiteral("--algorithm"), id, QStringLiteral("--seed"), QStringLiteral("11"),
                                    QStringLiteral("--iterations"), QStringLiteral("150"), QStringLiteral("--out"), made});
        ASSERT_EQ(g.exitCode, 0) << id.toStdString() << ": " << g.err.toStdString();
        const std::string recipe = core::io::loadMap(made).metadata.recipe;
        ASSERT_EQ(recipe.rfind("hexloom-recipe/1 exact ", 0), 0u) << recipe;
        EXPECT_NE(recipe.find("--algorithm " + info.id), std::string::npos);
        for (const auto& p : info.parameters)
            EXPECT_NE(recipe.find("--set " + p.name + "="), std::string::npos) << "every parameter is spelled out: " << p.name;

        const CliResult r = runCli({QStringLiteral("replay"), made, QStringLiteral("--out"), again});
        EXPECT_EQ(r.exitCode, 0) << id.toStdString() << ": " << r.out.toStdString() << r.err.toStdString();
        EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
        expectSameCells(made, again);
        EXPECT_EQ(core::io::loadMap(again).metadata.recipe, recipe);

        const CliResult line = runCli({QStringLiteral("replay"), QString::fromStdString(recipe), QStringLiteral("--out"), fromLine});
        EXPECT_EQ(line.exitCode, 0) << line.err.toStdString();
        expectSameCells(made, fromLine);
    }
}

TEST_F(ReplayCommandTest, StartMapLocksAndRuleSetFileTravelInTheRecipe)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    const QString start = write(QStringLiteral("start.txt"), core::io::writeLetterFormat(tm.board, tm.map, *rules));
    QFile ruleFile(path(QStringLiteral("my-rules.json")));
    ASSERT_TRUE(ruleFile.open(QIODevice::WriteOnly));
    ruleFile.write(core::io::writeRuleSet(*rules));
    ruleFile.close();
    const QString made = path(QStringLiteral("made.json")), again = path(QStringLiteral("again.json"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), QStringLiteral("--rules"), ruleFile.fileName(), QStringLiteral("--map"), start,
                      QStringLiteral("--lock-terrain"), QStringLiteral("river"), QStringLiteral("--algorithm"), QStringLiteral("tabu"),
                      QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--iterations"), QStringLiteral("100"), QStringLiteral("--out"), made})
                  .exitCode,
              0);
    // The start files are gone: the recipe holds them.
    QFile::remove(start);
    QFile::remove(ruleFile.fileName());
    const CliResult r = runCli({QStringLiteral("replay"), made, QStringLiteral("--out"), again});
    EXPECT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    expectSameCells(made, again);
    const auto m = core::io::loadMap(again);
    for (core::model::CellIndex c = 0; c < m.board.size(); ++c)
        EXPECT_EQ(m.map.locked(c), m.rules->isWater(m.map.terrain(c))) << "river hexes locked, the rest not";
}

TEST_F(ReplayCommandTest, ChangedMapsTimedRecipesAndMapsWithoutRecipe)
{
    const QString made = path(QStringLiteral("made.json"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"), QStringLiteral("--shuffle"),
                      QStringLiteral("--algorithm"), QStringLiteral("sahc"), QStringLiteral("--iterations"), QStringLiteral("50"),
                      QStringLiteral("--out"), made})
                  .exitCode,
              0);
    auto file = core::io::loadMap(made);
    file.map.setTerrain(0, file.map.terrain(0) == 0 ? 1 : 0); // a designer's edit after generating
    core::io::saveMap(made, file);
    const CliResult changed = runCli({QStringLiteral("replay"), made});
    EXPECT_EQ(changed.exitCode, 1);
    EXPECT_TRUE(changed.out.contains("differs from the map: 1 hex")) << changed.out.toStdString();

    const QString timed = path(QStringLiteral("timed.json"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"), QStringLiteral("--shuffle"),
                      QStringLiteral("--algorithm"), QStringLiteral("pso"), QStringLiteral("--time-limit"), QStringLiteral("200ms"),
                      QStringLiteral("--target"), QStringLiteral("-1"), QStringLiteral("--out"), timed})
                  .exitCode,
              0);
    EXPECT_EQ(core::io::loadMap(timed).metadata.recipe.rfind("hexloom-recipe/1 timed ", 0), 0u);
    EXPECT_EQ(runCli({QStringLiteral("replay"), timed}).exitCode, 0) << "a timed recipe may differ: said, not an error";

    const QString plain = path(QStringLiteral("plain.json"));
    ASSERT_EQ(runCli({QStringLiteral("convert"), tiny, plain}).exitCode, 0);
    const CliResult none = runCli({QStringLiteral("replay"), plain});
    EXPECT_EQ(none.exitCode, 1);
    EXPECT_TRUE(none.err.contains("has no recipe")) << none.err.toStdString();
    EXPECT_EQ(runCli({QStringLiteral("replay"), QStringLiteral("hexloom-recipe/1 maybe")}).exitCode, 1);
}

// An exact recipe whose only stop besides the time limit is a target it never reaches (a pasted or
// edited line) used to replay forever: the time limit was dropped. Its replay is bounded (ten times
// the recipe's limit, at least 10 s) and then refused; a generous margin, not a tight timer.
TEST_F(ReplayCommandTest, AnExactRecipeThatNeverReachesItsStopEndsWithinItsBound)
{
    const QString recipe = QStringLiteral("hexloom-recipe/1 exact hexloom=0.9.0 --rules catan --algorithm tabu --seed 1 --time-limit 0.2 --target -1");
    QElapsedTimer clock;
    clock.start();
    const CliResult r = runCli({QStringLiteral("replay"), recipe}, 120'000);
    EXPECT_EQ(r.exitCode, 1) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains("did not reach its stop")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("bound of 10 s")) << r.err.toStdString();
    EXPECT_LT(clock.elapsed(), 60'000);
}

// The files a recipe embeds are unpacked to a temporary folder; a message about one names the
// recipe (the map it came from), never the temporary file that is gone by then.
TEST_F(ReplayCommandTest, ErrorsInAnEmbeddedFileNameTheRecipe)
{
    const QString recipe = QString::fromStdString(testDataPath("bad/recipes/embedded-rules-invalid.txt"));
    const CliResult r = runCli({QStringLiteral("replay"), recipe});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("the rule set embedded in " + recipe.toUtf8())) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains("rules.json")) << r.err.toStdString();
}

// A recipe line in segments: the replay hands the run the segment's map at its iteration (here a
// hex set to another terrain and locked, which the replayed map keeps), says how many segments it
// replayed and how many edits the recipe left out; a segment the run cannot take (it ends before
// its iteration) and a damaged segment are refused naming it.
TEST_F(ReplayCommandTest, ARecipeInSegmentsReplaysTheDesignersEdits)
{
    const auto rules = builtinRules("catan");
    const auto catan = builtinMap("catan-standard", *rules);
    // Two unlocked hexes of different terrains trade terrain and token, and the first is locked.
    core::model::CellIndex hex = 0, other = 1;
    while (catan.map.locked(hex))
        ++hex;
    while (catan.map.locked(other) || catan.map.terrain(other) == catan.map.terrain(hex))
        ++other;
    const auto entry = [&](core::model::CellIndex c, core::model::CellIndex from, int lock) {
        const auto at = catan.board.offset(c);
        return QStringLiteral("%1,%2,%3,%4,%5").arg(at.row).arg(at.col).arg(catan.map.terrain(from)).arg(catan.map.token(from)).arg(lock);
    };
    const QString head = QStringLiteral("hexloom-recipe/2 exact hexloom=0.9.0 --rules catan --algorithm tabu --seed 3 --iterations 300 --target -1 ");
    const QString edit = QStringLiteral("--segment 40:") + entry(hex, other, 1) + QLatin1Char(';') + entry(other, hex, 0);
    const QString out = path(QStringLiteral("segments.json"));
    const CliResult r = runCli({QStringLiteral("replay"), head + edit, QStringLiteral("--out"), out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("2 segments: the designer's edits during the run")) << r.out.toStdString();
    const auto replayed = core::io::loadMap(out);
    EXPECT_EQ(replayed.map.terrain(hex), catan.map.terrain(other)) << "the segment's locked hex";

    const CliResult dropped = runCli({QStringLiteral("replay"), head + edit + QStringLiteral(" --segments-dropped 12")});
    EXPECT_EQ(dropped.exitCode, 0) << dropped.err.toStdString();
    EXPECT_TRUE(dropped.out.contains("the run took 12 more edits than its recipe holds")) << dropped.out.toStdString();

    const CliResult late = runCli({QStringLiteral("replay"), QString(head).replace(QStringLiteral("--target -1"), QStringLiteral("--target 0")) + edit});
    EXPECT_EQ(late.exitCode, 1) << late.out.toStdString();
    EXPECT_TRUE(late.err.contains("segment 2 (iteration 40) was not taken: the run ended at iteration")) << late.err.toStdString();

    const CliResult damaged = runCli({QStringLiteral("replay"), head + QStringLiteral("--segment 40:99,0,0,0,1")});
    EXPECT_EQ(damaged.exitCode, 1);
    EXPECT_TRUE(damaged.err.contains("recipe: segment 2 (iteration 40): entry 1: no cell at row 99, column 0")) << damaged.err.toStdString();
}

} // namespace
} // namespace hexloom::test
