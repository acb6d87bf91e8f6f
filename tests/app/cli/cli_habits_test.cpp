// Habits every command shares: --version, progress on stderr, the map as a plain argument (with --map as an alias)
// in the search, assembly and partition commands, and output in words, not internal names.
#include <QJsonDocument>
#include <QRegularExpression>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using CliHabitsTest = CliTest;

TEST_F(CliHabitsTest, VersionIsPrinted)
{
    const CliResult r = runCli({QStringLiteral("--version")});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(QString::fromUtf8(r.out).contains(QRegularExpression(QStringLiteral("^hexloom-cli \\d+\\.\\d+\\.\\d+\\n$")))) << r.out.toStdString();
}

TEST_F(CliHabitsTest, MapIsAPlainArgumentOrMapOption)
{
    const QString a = path(QStringLiteral("a.json")), b = path(QStringLiteral("b.json"));
    const QStringList common{QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--iterations"), QStringLiteral("30"),
                             QStringLiteral("--algorithm"), QStringLiteral("tabu")};
    ASSERT_EQ(runCli(QStringList{QStringLiteral("generate"), tiny} + common + QStringList{QStringLiteral("--out"), a}).exitCode, 0);
    ASSERT_EQ(runCli(QStringList{QStringLiteral("generate"), QStringLiteral("--map"), tiny} + common + QStringList{QStringLiteral("--out"), b}).exitCode, 0);
    const auto x = core::io::loadMap(a), y = core::io::loadMap(b);
    ASSERT_EQ(x.board.size(), 5) << "the tiny map was the start, not the rule set's own";
    for (core::model::CellIndex c = 0; c < x.board.size(); ++c)
        EXPECT_EQ(x.map.terrain(c), y.map.terrain(c));
    const CliResult both = runCli({QStringLiteral("generate"), tiny, QStringLiteral("--map"), tiny, QStringLiteral("--iterations"), QStringLiteral("1")});
    EXPECT_EQ(both.exitCode, 2) << "a map given twice is refused";
    const CliResult assemble = runCli({QStringLiteral("assemble"), QStringLiteral("terra-mystica"), QStringLiteral("--tileset"),
                                       QStringLiteral("terra-mystica-modular"), QStringLiteral("--time-limit"), QStringLiteral("20")});
    EXPECT_EQ(assemble.exitCode, 0) << assemble.err.toStdString();
}

TEST_F(CliHabitsTest, ProgressGoesToStderrWhenAskedAndNeverToStdout)
{
    const QStringList run{QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"),
                          QStringLiteral("--shuffle"), QStringLiteral("--time-limit"), QStringLiteral("1.3s"), QStringLiteral("--target"),
                          QStringLiteral("-1"), QStringLiteral("--json")};
    const CliResult shown = runCli(run + QStringList{QStringLiteral("--progress")});
    ASSERT_EQ(shown.exitCode, 0);
    // Not a terminal: one line a second, the first at once.
    EXPECT_GE(shown.err.count("iteration "), 2) << shown.err.toStdString();
    EXPECT_TRUE(QJsonDocument::fromJson(shown.out).isObject()) << "stdout holds only the JSON";
    const CliResult silent = runCli(run);
    EXPECT_TRUE(silent.err.isEmpty()) << "no progress unless stderr is a terminal or --progress: " << silent.err.toStdString();
    EXPECT_EQ(runCli(run + QStringList{QStringLiteral("--progress"), QStringLiteral("--quiet")}).exitCode, 2);
}

TEST_F(CliHabitsTest, AssemblyOutputSpeaksInWords)
{
    const CliResult r = runCli({QStringLiteral("assemble"), QStringLiteral("--tileset"), QStringLiteral("terra-mystica-modular"),
                                QStringLiteral("--time-limit"), QStringLiteral("20")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("dead ends: uncovered gap ")) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains("assembled (assembled)")) << r.out.toStdString();
    EXPECT_FALSE(QString::fromUtf8(r.out).contains(QRegularExpression(QStringLiteral("[a-z]_[a-z]")))) << r.out.toStdString();
    const CliResult refused = runCli({QStringLiteral("assemble"), QStringLiteral("--tileset"), QStringLiteral("terra-mystica-modular"),
                                      QStringLiteral("--max-placements"), QStringLiteral("1")});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_TRUE(refused.err.contains("list of candidate placements")) << refused.err.toStdString();
    EXPECT_FALSE(refused.err.contains("posTileList"));
    const CliResult help = runCli({QStringLiteral("assemble"), QStringLiteral("--help")});
    EXPECT_FALSE(help.out.contains("posTileList")) << help.out.toStdString();
}

// One time-limit syntax in every command: "5s", "250ms", "2m" and plain seconds are read alike by
// generate, assemble and partition (assemble and partition used to refuse "5s").
TEST_F(CliHabitsTest, EveryTimeLimitTakesOneSyntax)
{
    for (const QString& limit : {QStringLiteral("5s"), QStringLiteral("5"), QStringLiteral("5000ms")}) {
        const CliResult g = runCli({QStringLiteral("generate"), tiny, QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--time-limit"), limit});
        EXPECT_EQ(g.exitCode, 0) << limit.toStdString() << ": " << g.err.toStdString();
        const CliResult a = runCli({QStringLiteral("assemble"), QStringLiteral("--tileset"), QStringLiteral("terra-mystica-modular"),
                                    QStringLiteral("--time-limit"), limit});
        EXPECT_NE(a.exitCode, 2) << limit.toStdString() << ": " << a.err.toStdString();
        const CliResult p = runCli({QStringLiteral("partition"), QStringLiteral("--graph"), QStringLiteral("chain-8"), QStringLiteral("--map"),
                                    QStringLiteral("hexagon:3"), QStringLiteral("--time-limit"), limit});
        EXPECT_NE(p.exitCode, 2) << limit.toStdString() << ": " << p.err.toStdString();
    }
    for (const char* command : {"generate", "assemble", "partition"}) {
        const CliResult help = runCli({QString::fromLatin1(command), QStringLiteral("--help")});
        EXPECT_TRUE(help.out.contains("--time-limit <DURATION>")) << command << ": " << help.out.toStdString();
    }
}

// The algorithm lists name every algorithm, the portfolio race too, and hill climbing answers to
// its name as well as to "sahc" (the recipe still records the id).
TEST_F(CliHabitsTest, AlgorithmListsAreCompleteAndHillClimbingIsAnAlias)
{
    const CliResult help = runCli({QStringLiteral("generate"), QStringLiteral("--help")});
    EXPECT_TRUE(help.out.contains("portfolio")) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains("hill-climbing")) << help.out.toStdString();
    const QString out = path(QStringLiteral("hc.json"));
    const CliResult hc = runCli({QStringLiteral("generate"), tiny, QStringLiteral("--algorithm"), QStringLiteral("hill-climbing"), QStringLiteral("--iterations"),
                                 QStringLiteral("10"), QStringLiteral("--out"), out});
    ASSERT_EQ(hc.exitCode, 0) << hc.err.toStdString();
    EXPECT_EQ(core::io::loadMap(out).metadata.algorithm, "sahc");
    const CliResult unknown = runCli({QStringLiteral("generate"), tiny, QStringLiteral("--algorithm"), QStringLiteral("climbing")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains("portfolio")) << unknown.err.toStdString();
}

} // namespace
} // namespace hexloom::test
