// hexloom-cli new-rules: every template written and read back by the rule-set reader and
// usable by `generate`; bad options refused in one line naming the option or field; an existing
// file kept unless --force.
#include <QFile>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/new_game.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using NewRulesCommandTest = CliTest;

TEST_F(NewRulesCommandTest, EveryTemplateReadsBackAndFillsItsBoard)
{
    for (const char* name : {"blank", "terrain", "tokens", "slices"}) {
        SCOPED_TRACE(name);
        const QString out = path(QStringLiteral("%1.json").arg(QLatin1String(name)));
        const CliResult r = runCli({QStringLiteral("new-rules"), out, QStringLiteral("--template"), QLatin1String(name)});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.out.startsWith(out.toUtf8())) << r.out.toStdString();
        const auto rules = core::io::loadRuleSetFile(out);
        EXPECT_EQ(rules.name, name);
        int tiles = 0;
        for (int n : rules.pool)
            tiles += n;
        EXPECT_EQ(tiles, core::rules::boardOf(rules.board).size());
    }
}

TEST_F(NewRulesCommandTest, OptionsShapeTheGameAndAMapCanBeGeneratedOnIt)
{
    const QString out = path(QStringLiteral("mine.json"));
    const CliResult r = runCli({QStringLiteral("new-rules"), out, QStringLiteral("--board"), QStringLiteral("rect:6x5"), QStringLiteral("--kinds"),
                                QStringLiteral("3"), QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--name"), QStringLiteral("mine"),
                                QStringLiteral("--pool"), QStringLiteral("kind-1=20,kind-2=5,kind-3=5"), QStringLiteral("--rename"),
                                QStringLiteral("kind-1=sea")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto rules = core::io::loadRuleSetFile(out);
    EXPECT_EQ(rules.board.shape, "rectangle");
    EXPECT_EQ(rules.board.a, 6);
    EXPECT_EQ(rules.board.b, 5);
    EXPECT_EQ(rules.pool, (std::vector<int>{20, 5, 5}));
    EXPECT_EQ(rules.terrains[0].id, "sea");
    EXPECT_EQ(rules.players.players.size(), 3u);
    const QString map = path(QStringLiteral("map.json"));
    const CliResult g = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), out, QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--out"), map, QStringLiteral("--iterations"),
                                QStringLiteral("200")});
    ASSERT_EQ(g.exitCode, 0) << g.err.toStdString();
    const auto made = core::io::loadMap(map);
    EXPECT_EQ(made.board.size(), 30);
    for (core::model::CellIndex c = 0; c < made.board.size(); ++c)
        EXPECT_NE(made.map.terrain(c), core::model::kNoTerrain); // filled from the pool
}

TEST_F(NewRulesCommandTest, BadInputIsOneLineNamingTheOptionOrField)
{
    struct Bad {
        QStringList args;
        int exitCode;
        const char* says;
    };
    const QString out = path(QStringLiteral("bad.json"));
    const Bad cases[] = {
        {{QStringLiteral("--template"), QStringLiteral("chess")}, 2, "--template expects blank, terrain, tokens or slices"},
        {{QStringLiteral("--board"), QStringLiteral("circle:3")}, 2, "--board expects"},
        {{QStringLiteral("--board"), QStringLiteral("hexagon:x")}, 2, "--board: board spec"},
        {{QStringLiteral("--kinds"), QStringLiteral("30")}, 2, "new-rules: --kinds: \"30\" is not a whole number from 1 to"},
        {{QStringLiteral("--players"), QStringLiteral("9")}, 2, "new-rules: --players: \"9\" is not a whole number from 0 to 8"},
        {{QStringLiteral("--pool"), QStringLiteral("kind-1=x")}, 2, "new-rules: --pool: \"x\" is not a whole number"},
        {{QStringLiteral("--template"), QStringLiteral("tokens"), QStringLiteral("--kinds"), QStringLiteral("3")}, 2, "--kinds is for --template blank"},
        {{QStringLiteral("--players"), QStringLiteral("1")}, 1, "players: 0 (none) or 2 to 8"},
        {{QStringLiteral("--pool"), QStringLiteral("kind-1=40")}, 1, "field \"pool\": the pool holds"},
        {{QStringLiteral("--pool"), QStringLiteral("gold=4")}, 2, "--pool: no kind \"gold\""},
        {{QStringLiteral("--rename"), QStringLiteral("kind-1=kind-2")}, 2, "--rename: a kind with id \"kind-2\" exists already"},
    };
    for (const Bad& bad : cases) {
        SCOPED_TRACE(bad.args.join(QLatin1Char(' ')).toStdString());
        const CliResult r = runCli(QStringList{QStringLiteral("new-rules"), out} + bad.args);
        EXPECT_EQ(r.exitCode, bad.exitCode);
        EXPECT_TRUE(r.err.contains(bad.says)) << r.err.toStdString();
        EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
        EXPECT_FALSE(QFile::exists(out));
    }
}

TEST_F(NewRulesCommandTest, AnExistingFileIsKeptUnlessForced)
{
    const QString out = write(QStringLiteral("mine.json"), "keep me");
    EXPECT_EQ(runCli({QStringLiteral("new-rules"), out}).exitCode, 2);
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), "keep me");
    f.close();
    EXPECT_EQ(runCli({QStringLiteral("new-rules"), out, QStringLiteral("--force")}).exitCode, 0);
    EXPECT_EQ(core::io::loadRuleSetFile(out).name, "mine");
}

} // namespace
} // namespace hexloom::test
