// hexloom-cli replay of the maps `assemble --out` and `partition --out` write: each carries a
// hexloom-recipe/3 line naming its command, with its inputs embedded, and replay makes the same
// cells again (checked here by reading both maps, apart from replay's own comparison) even when
// the input files are gone; a recipe that cannot be replayed is refused before anything runs, in
// one message naming the file, the line, the field and the word.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

class CommandReplayTest : public CliTest {
protected:
    // Hexes whose terrain, token or lock differ between two map files.
    static int differing(const QString& a, const QString& b)
    {
        const auto x = core::io::loadMap(a), y = core::io::loadMap(b);
        EXPECT_EQ(x.board.size(), y.board.size());
        int n = 0;
        for (core::model::CellIndex c = 0; c < x.board.size() && c < y.board.size(); ++c)
            n += x.map.terrain(c) != y.map.terrain(c) || x.map.token(c) != y.map.token(c) || x.map.locked(c) != y.map.locked(c);
        return n;
    }
    static QString recipeOf(const QString& map) { return QString::fromStdString(core::io::loadMap(map).metadata.recipe); }
    // `map` with its recipe replaced by `recipe`, as a new file.
    QString withRecipe(const QString& map, const QString& recipe, const QString& name)
    {
        core::io::MapFile f = core::io::loadMap(map);
        f.metadata.recipe = recipe.toStdString();
        core::io::saveMap(path(name), f);
        return path(name);
    }
    // Replay refuses: exit 1, nothing replayed, the message names `where` and says `what`.
    static void expectRefused(const QStringList& args, const QString& where, const QString& what)
    {
        const CliResult r = runCli(args);
        EXPECT_EQ(r.exitCode, 1) << r.out.toStdString() << r.err.toStdString();
        EXPECT_FALSE(r.out.contains("replayed")) << "refused before running: " << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(where.toUtf8())) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(what.toUtf8())) << r.err.toStdString();
        EXPECT_EQ(r.err.count('\n'), 1) << "one message: " << r.err.toStdString();
    }
};

TEST_F(CommandReplayTest, AnAssembledMapIsMadeAgainFromItsRecipeAndTheSameSeedMakesTheSameMap)
{
    const QString made = path(QStringLiteral("a.json")), twice = path(QStringLiteral("a2.json")), again = path(QStringLiteral("again.json"));
    for (const QString& out : {made, twice}) {
        const CliResult a = runCli({"assemble", "--tileset", "country-roads", "--seed", "3", "--out", out});
        ASSERT_EQ(a.exitCode, 0) << a.err.toStdString();
    }
    EXPECT_EQ(differing(made, twice), 0) << "an assembly depends only on its inputs and seed";
    const QString recipe = recipeOf(made);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/3 assemble exact hexloom="))) << recipe.left(80).toStdString();
    for (const char* word : {" --tileset-data json:", " --rules-sha256 ", " --seed 3 ", " --time-limit 10 ", " --max-placements 1000000"})
        EXPECT_TRUE(recipe.contains(QLatin1String(word))) << word;

    const CliResult r = runCli({"replay", made, "--out", again});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("replayed assemble seed 3")) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("reproduced exactly: all 108 hexes are the same")) << r.out.toStdString();
    EXPECT_EQ(differing(made, again), 0);
    EXPECT_EQ(recipeOf(again), recipe) << "the replayed map keeps the recipe";
    // The one-line recipe alone makes the map too.
    const CliResult line = runCli({"replay", recipe, "--out", path(QStringLiteral("line.json"))});
    EXPECT_EQ(line.exitCode, 0) << line.err.toStdString();
    EXPECT_EQ(differing(made, path(QStringLiteral("line.json"))), 0);

    // Another seed makes another map: replay names how many hexes differ and the first of them.
    const QString other = withRecipe(made, QString(recipe).replace(QStringLiteral(" --seed 3 "), QStringLiteral(" --seed 4 ")), QStringLiteral("seed4.json"));
    const CliResult d = runCli({"replay", other, "--out", path(QStringLiteral("four.json"))});
    EXPECT_EQ(d.exitCode, 1) << "an exact recipe that makes another map fails";
    const int n = differing(other, path(QStringLiteral("four.json")));
    ASSERT_GT(n, 0);
    EXPECT_TRUE(d.out.contains(QStringLiteral("differs from the map: %1 hexes, the first at row ").arg(n).toUtf8())) << d.out.toStdString();
}

TEST_F(CommandReplayTest, AnAssemblyAroundLockedHexesAndPinnedTilesReplaysWithoutItsInputFiles)
{
    // A map with locks: the assembly keeps the locked terrains; a tile pinned at a place of its own.
    const QString base = path(QStringLiteral("base.json"));
    ASSERT_EQ(runCli({"assemble", "--tileset", "country-roads", "--seed", "3", "--out", base}).exitCode, 0);
    core::io::MapFile locked = core::io::loadMap(base);
    for (core::model::CellIndex c = 0; c < locked.board.size(); c += 9)
        locked.map.setLocked(c, true);
    const QString start = path(QStringLiteral("locked.json"));
    core::io::saveMap(start, locked);
    const CliResult json = runCli({"assemble", "--tileset", "country-roads", "--seed", "3", "--json"});
    const QJsonObject pinned = QJsonDocument::fromJson(json.out).object()["placements"].toArray()[10].toObject();
    const QJsonArray anchor = pinned["cells"].toArray()[0].toArray();
    const QString pin = QStringLiteral("%1,%2,%3,%4").arg(anchor[0].toInt()).arg(anchor[1].toInt()).arg(pinned["rotation"].toInt()).arg(pinned["tile"].toString());

    const QString made = path(QStringLiteral("made.json"));
    const CliResult a = runCli({"assemble", "--tileset", "country-roads", "--map", start, "--pin", pin, "--seed", "8", "--out", made});
    ASSERT_EQ(a.exitCode, 0) << a.err.toStdString();
    const auto result = core::io::loadMap(made);
    for (core::model::CellIndex c = 0; c < locked.board.size(); c += 9)
        EXPECT_EQ(result.map.terrain(c), locked.map.terrain(c)) << "a locked hex keeps its terrain";
    const QString recipe = recipeOf(made);
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --map-data json:"))) << "the start map travels in the recipe";
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --pin ") + pin + QLatin1Char(' '))) << recipe.right(200).toStdString();

    QFile::remove(start);
    const CliResult r = runCli({"replay", made, "--out", path(QStringLiteral("again.json"))});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
    EXPECT_EQ(differing(made, path(QStringLiteral("again.json"))), 0);
}

TEST_F(CommandReplayTest, APartitionedMapIsMadeAgainFromItsRecipeWithoutItsMapAndGraphFiles)
{
    // The board from a map file, the constraint graph from a file (a copy of a shipped one).
    const QString board = path(QStringLiteral("board.json"));
    ASSERT_EQ(runCli({"partition", "--map", "hexagon:4", "--graph", "chain-8", "--seed", "9", "--out", board}).exitCode, 0);
    const QString graph = write(QStringLiteral("graph.json"), core::io::builtinResource(QStringLiteral("graphs/chain-8.json")));
    const QString made = path(QStringLiteral("p.json")), twice = path(QStringLiteral("p2.json"));
    for (const QString& out : {made, twice}) {
        const CliResult p = runCli({"partition", "--map", board, "--graph", graph, "--seed", "2", "--blocking", "I", "--out", out});
        ASSERT_EQ(p.exitCode, 0) << p.err.toStdString();
    }
    EXPECT_EQ(differing(made, twice), 0) << "a partition depends only on its inputs and seed";
    const auto file = core::io::loadMap(made);
    EXPECT_EQ(file.metadata.algorithm, "partition");
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/3 partition exact hexloom="))) << recipe.left(80).toStdString();
    for (const char* word : {" --map-data json:", " --graph-data json:", " --rules-sha256 ", " --seed 2 ", " --ties h-then-age ", " --blocking I"})
        EXPECT_TRUE(recipe.contains(QLatin1String(word))) << word;

    QFile::remove(board);
    QFile::remove(graph);
    const CliResult r = runCli({"replay", made, "--out", path(QStringLiteral("again.json"))});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("replayed partition seed 2")) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
    EXPECT_EQ(differing(made, path(QStringLiteral("again.json"))), 0);

    // A board spec and a shipped graph by name; a search that restarted six times replays alike.
    const QString spec = path(QStringLiteral("spec.json"));
    ASSERT_EQ(runCli({"partition", "--map", "hexagon:5", "--graph", "chain-8", "--seed", "5", "--time-limit", "5", "--out", spec}).exitCode, 0);
    EXPECT_TRUE(recipeOf(spec).contains(QStringLiteral(" --map hexagon:5 ")));
    EXPECT_TRUE(recipeOf(spec).contains(QStringLiteral(" --time-limit 5 ")));
    const CliResult s = runCli({"replay", spec});
    EXPECT_EQ(s.exitCode, 0) << s.err.toStdString();
    EXPECT_TRUE(s.out.contains("reproduced exactly")) << s.out.toStdString();
}

TEST_F(CommandReplayTest, ARecipeThatCannotBeReplayedIsRefusedNamingTheFileLineFieldAndWord)
{
    const QString made = path(QStringLiteral("p.json"));
    ASSERT_EQ(runCli({"partition", "--map", "hexagon:4", "--graph", "chain-8", "--seed", "2", "--out", made}).exitCode, 0);
    const QString recipe = recipeOf(made);
    const QString where = made + QStringLiteral(":");
    const QString field = QStringLiteral(": field \"metadata.recipe\": ");

    // An option no partition recipe holds; one that would write a file (nothing is written).
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" --seed 2 ", " --seed 2 --frobnicate 3 "), "unknown.json")},
                  path("unknown.json") + QStringLiteral(":"), field + QStringLiteral("word 15 \"--frobnicate\": not an option of partition's recipes"));
    const QString png = path(QStringLiteral("written.png"));
    expectRefused({"replay", withRecipe(made, recipe + QStringLiteral(" --png ") + png, "png.json")}, field, QStringLiteral("\"--png\": not an option"));
    EXPECT_FALSE(QFile::exists(png));
    // A built-in rule set changed since (its hash differs), or gone.
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" --rules-sha256 ", " --rules-sha256 0"), "hash.json")}, field,
                  QStringLiteral("--rules-sha256: the rule set terra-mystica-published is not the one the map was made with"));
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" --scope ", " --rules no-such-rules --scope "), "gone.json")}, field,
                  QStringLiteral("no-such-rules: no such rule-set file, and not a built-in rule set"));
    // An embedded file cut short; a value its option refuses; a command replay does not know.
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" --graph-data json:", " --graph-data json:AAAA"), "damaged.json")}, field,
                  QStringLiteral("\"--graph-data\": the embedded graph"));
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" --ties h-then-age ", " --ties sideways "), "ties.json")}, field,
                  QStringLiteral("--ties expects h-then-age or f-only, got \"sideways\""));
    expectRefused({"replay", withRecipe(made, QString(recipe).replace(" partition exact ", " dissolve exact "), "command.json")}, field,
                  QStringLiteral("word 2 \"dissolve\": no such command"));
    // A value missing at the end of the line (given as the line itself).
    expectRefused({"replay", recipe + QStringLiteral(" --seed")}, QStringLiteral("hexloom-recipe/3 partition"), QStringLiteral("\"--seed\": no value follows"));
}

} // namespace
} // namespace hexloom::test
