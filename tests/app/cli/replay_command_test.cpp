// hexloom-cli replay: a map made by generate carries its recipe, and replaying it (from the map
// or from the one-line text) makes the same cells again, for every algorithm; a start map, its
// locks and a rule-set file travel inside the recipe; a changed map or a missing recipe is said.
#include <QElapsedTimer>
#include <QFile>

#include "core/search/solver.h"
#include "core/search/run/portfolio.h"
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include "core/io/letter_format.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/support/fixtures.h"
#include "tests/support/tiled_without_kinds.h"

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

// A generated map taken to Tiled and retiled there (its tiles lose their "kind" property) keeps its
// recipe as a map property, which holds everything the replay needs: replay makes the map again
// without the kinds and says why the cells were not compared (the tile, its field and --kind-map);
// with --kind-map it compares them, and a wrong mapping is found as a difference. --kind-map on
// anything but a Tiled map is bad usage.
TEST_F(ReplayCommandTest, ATiledMapWithoutKindsIsReplayedAndComparedWithKindMap)
{
    const QString made = path(QStringLiteral("made.json")), tiled = path(QStringLiteral("dev.tmj"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("catan"), QStringLiteral("--shuffle"),
                      QStringLiteral("--algorithm"), QStringLiteral("tabu"), QStringLiteral("--seed"), QStringLiteral("4"),
                      QStringLiteral("--iterations"), QStringLiteral("60"), QStringLiteral("--out"), made})
                  .exitCode,
              0);
    ASSERT_EQ(runCli({QStringLiteral("convert"), made, tiled}).exitCode, 0);
    const std::map<int, QString> kinds = stripTiledKinds(tiled);
    ASSERT_GE(kinds.size(), 2u);
    QStringList right, swapped;
    for (const auto& [tile, kind] : kinds)
        right << QString::number(tile) + QLatin1Char('=') + kind;
    swapped = right;
    swapped[0] = QString::number(kinds.begin()->first) + QLatin1Char('=') + std::next(kinds.begin())->second;
    swapped[1] = QString::number(std::next(kinds.begin())->first) + QLatin1Char('=') + kinds.begin()->second;

    const QString without = path(QStringLiteral("without.json"));
    const CliResult bare = runCli({QStringLiteral("replay"), tiled, QStringLiteral("--out"), without});
    EXPECT_EQ(bare.exitCode, 0) << bare.err.toStdString();
    EXPECT_TRUE(bare.out.contains("note: the cells were not compared with the map: " + tiled.toUtf8())) << bare.out.toStdString();
    EXPECT_TRUE(bare.out.contains("tilesets[0]")) << "the field: " << bare.out.toStdString();
    EXPECT_TRUE(bare.out.contains("--kind-map")) << bare.out.toStdString();
    EXPECT_FALSE(bare.out.contains("reproduced")) << bare.out.toStdString();
    expectSameCells(made, without);

    const QString with = path(QStringLiteral("with.json"));
    const CliResult mapped = runCli({QStringLiteral("replay"), tiled, QStringLiteral("--kind-map"), right.join(QLatin1Char(',')),
                                     QStringLiteral("--out"), with});
    EXPECT_EQ(mapped.exitCode, 0) << mapped.err.toStdString();
    EXPECT_TRUE(mapped.out.contains("reproduced exactly")) << mapped.out.toStdString();
    EXPECT_FALSE(mapped.out.contains("not compared")) << mapped.out.toStdString();
    expectSameCells(made, with);

    const CliResult wrong = runCli({QStringLiteral("replay"), tiled, QStringLiteral("--kind-map"), swapped.join(QLatin1Char(','))});
    EXPECT_EQ(wrong.exitCode, 1) << "an exact recipe that does not make the map as read";
    EXPECT_TRUE(wrong.out.contains("differs from the map")) << wrong.out.toStdString();

    const CliResult badEntry = runCli({QStringLiteral("replay"), tiled, QStringLiteral("--kind-map"), QStringLiteral("0=lava")});
    EXPECT_EQ(badEntry.exitCode, 1);
    EXPECT_TRUE(badEntry.err.contains("0=lava")) << badEntry.err.toStdString();
    for (const QString& notTiled : {made, QString::fromStdString(core::io::loadMap(made).metadata.recipe)}) {
        const CliResult usage = runCli({QStringLiteral("replay"), notTiled, QStringLiteral("--kind-map"), QStringLiteral("0=forest")});
        EXPECT_EQ(usage.exitCode, 2);
        EXPECT_TRUE(usage.err.contains("--kind-map is for Tiled maps")) << usage.err.toStdString();
    }
    EXPECT_EQ(runCli({QStringLiteral("replay"), tiled, QStringLiteral("--kind-map"), QStringLiteral("zero")}).exitCode, 2);
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

// Two unlocked hexes of catan-standard of different terrains, and a --segment entry that puts
// `from`'s terrain and token on `c` with the given lock.
struct CatanEdit {
    std::shared_ptr<const core::rules::RuleSet> rules = builtinRules("catan");
    core::io::BoardAndMap catan = builtinMap("catan-standard", *rules);
    core::model::CellIndex hex = 0, other = 1;
    CatanEdit()
    {
        while (catan.map.locked(hex))
            ++hex;
        while (catan.map.locked(other) || catan.map.terrain(other) == catan.map.terrain(hex))
            ++other;
    }
    QString entry(core::model::CellIndex c, int terrain, int token, int lock) const
    {
        const auto at = catan.board.offset(c);
        return QStringLiteral("%1,%2,%3,%4,%5").arg(at.row).arg(at.col).arg(terrain).arg(token).arg(lock);
    }
    // The two hexes trade terrain and token; the first is locked.
    QString swap() const
    {
        return entry(hex, catan.map.terrain(other), catan.map.token(other), 1) + QLatin1Char(';') +
               entry(other, catan.map.terrain(hex), catan.map.token(hex), 0);
    }
};

// A portfolio recipe in segments (written by hand: the editor records an edited race as its
// winner's run) replays: every member takes the segment at its iteration, and the race's map is
// the one its winner's run alone makes with the same segment (an independent replay of a
// single-algorithm recipe).
TEST_F(ReplayCommandTest, APortfolioRecipeInSegmentsReplaysAsItsWinnersRunAlone)
{
    const CatanEdit e;
    QString sets;
    core::run::ParameterValues values;
    for (const auto& a : core::search::singleAlgorithms()) {
        const bool races = a.id == "tabu" || a.id == "sahc";
        sets += QStringLiteral("--set %1=%2 ").arg(QString::fromStdString(a.id)).arg(races ? 1 : 0);
        values[a.id] = races ? 1 : 0;
    }
    const QString tail = QStringLiteral("--iterations 300 --target -1 --segment 40:") + e.swap();
    const QString race = QStringLiteral("hexloom-recipe/2 exact hexloom=0.9.0 --rules catan --algorithm portfolio ") + sets +
                         QStringLiteral("--seed 3 ") + tail;
    const QString raced = path(QStringLiteral("race.json")), alone = path(QStringLiteral("alone.json"));
    const CliResult r = runCli({QStringLiteral("replay"), race, QStringLiteral("--out"), raced});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("2 segments: the designer's edits during the run")) << r.out.toStdString();
    const auto seed = QRegularExpression(QStringLiteral("replayed portfolio seed (\\d+)")).match(r.out);
    ASSERT_TRUE(seed.hasMatch()) << r.out.toStdString();
    const auto* winner = core::search::Portfolio::winner(values, 3, seed.captured(1).toULongLong());
    ASSERT_NE(winner, nullptr);
    const QString single = QStringLiteral("hexloom-recipe/2 exact hexloom=0.9.0 --rules catan --algorithm ") +
                           QString::fromStdString(winner->id) + QStringLiteral(" --seed ") + seed.captured(1) + QLatin1Char(' ') + tail;
    const CliResult a = runCli({QStringLiteral("replay"), single, QStringLiteral("--out"), alone});
    ASSERT_EQ(a.exitCode, 0) << a.err.toStdString();
    expectSameCells(raced, alone);
    EXPECT_EQ(core::io::loadMap(raced).map.terrain(e.hex), e.catan.map.terrain(e.other)) << "the segment's locked hex";
}

// A recipe that cannot be replayed is refused before anything runs, with one message naming where
// the recipe is (the line given, or the map file, its line and metadata.recipe) and the true reason.
TEST_F(ReplayCommandTest, RecipesThatCannotBeReplayedAreRefusedWithTheReason)
{
    const CatanEdit e;
    const QString head = QStringLiteral("hexloom-recipe/2 exact hexloom=0.9.0 --rules catan --algorithm tabu --seed 3 --iterations 300 --target -1 ");
    // Both hexes made desert and locked: the pool has one desert.
    const int desert = e.rules->byId("desert");
    const QString twoDeserts = QStringLiteral("--segment 40:") + e.entry(e.hex, desert, 0, 1) + QLatin1Char(';') + e.entry(e.other, desert, 0, 1);
    struct Case {
        QString segments;
        const char* says;
    };
    const std::vector<Case> cases{
        {twoDeserts, "segment 2 (iteration 40): no run can take its map: "},
        {QStringLiteral("--segment 40:") + e.swap() + QStringLiteral(" --segment 30:") + e.swap(),
         "segment 3: iteration 30 does not come after the segment before (iteration 40)"},
        {QStringLiteral("--segment 40:") + e.swap() + QStringLiteral(" --segment 40:"), "segment 3: iteration 40 does not come after"},
        {QStringLiteral("--segment 40"), "segment 2: expected ITERATION:CHANGES"},
        {QStringLiteral("--segment 40:1,1"), "segment 2 (iteration 40): entry 1: expected ROW,COL,TERRAIN,TOKEN,LOCK"},
        {QStringLiteral("--segment 40:") + e.entry(e.hex, 99, 0, 1), "segment 2 (iteration 40): entry 1: terrain \"99\" is not '-' or a terrain index"},
        {QStringLiteral("--segments-dropped many"), "--segments-dropped \"many\" is not a number"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.segments.toStdString());
        const CliResult r = runCli({QStringLiteral("replay"), head + c.segments});
        EXPECT_EQ(r.exitCode, 1) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(QByteArray("...: recipe: ") + c.says)) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains("refused its map")) << r.err.toStdString();
        EXPECT_EQ(r.err.count('\n'), 1) << "one message: " << r.err.toStdString();
    }
    const CliResult old = runCli({QStringLiteral("replay"), QString(head).replace(QStringLiteral("recipe/2"), QStringLiteral("recipe/1")) +
                                                               QStringLiteral("--segment 40:") + e.swap()});
    EXPECT_EQ(old.exitCode, 1);
    EXPECT_TRUE(old.err.contains("--segment belongs to a hexloom-recipe/2 recipe, not a hexloom-recipe/1 one")) << old.err.toStdString();

    // In a map file (which the reader takes: its segments are well formed) the message names the
    // file, the line of metadata.recipe and the field.
    const QString made = path(QStringLiteral("locks.json"));
    ASSERT_EQ(runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("catan"), QStringLiteral("--algorithm"),
                      QStringLiteral("tabu"), QStringLiteral("--iterations"), QStringLiteral("20"), QStringLiteral("--out"), made})
                  .exitCode,
              0);
    QFile f(made);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject metadata = root[QStringLiteral("metadata")].toObject();
    metadata[QStringLiteral("recipe")] = head + twoDeserts;
    root[QStringLiteral("metadata")] = metadata;
    root[QStringLiteral("version")] = 4;
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(root).toJson());
    f.close();
    const CliResult file = runCli({QStringLiteral("replay"), made});
    EXPECT_EQ(file.exitCode, 1) << file.out.toStdString();
    const QRegularExpression place(QRegularExpression::escape(made) + QStringLiteral(":\\d+: field \"metadata.recipe\": segment 2 \\(iteration 40\\): no run can take its map: "));
    EXPECT_TRUE(place.match(QString::fromUtf8(file.err)).hasMatch()) << file.err.toStdString();
}

} // namespace
} // namespace hexloom::test
