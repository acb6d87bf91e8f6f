// generate --fewest-changes / --near ROW,COL --radius N: the result changes only hexes near the
// chosen one, the printed count is the number of differing hexes, the budget travels in the
// recipe so replay makes the same map, and malformed budgets are refused naming the option.
#include <QJsonDocument>
#include <QJsonObject>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

class ChangeBudgetCliTest : public CliTest {
protected:
    static QString original() { return QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/terra-mystica-original.txt"); }
    static QStringList generate(const QStringList& more)
    {
        return QStringList{QStringLiteral("generate"), original(), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"),
                           QStringLiteral("--algorithm"), QStringLiteral("fast"), QStringLiteral("--iterations"), QStringLiteral("20000"),
                           QStringLiteral("--target"), QStringLiteral("0"), QStringLiteral("--quiet")} +
               more;
    }
};

TEST_F(ChangeBudgetCliTest, NearScopeCountsTravelsInTheRecipeAndReplays)
{
    const QString made = path(QStringLiteral("near.json")), again = path(QStringLiteral("again.json"));
    const CliResult g = runCli(generate({QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--fewest-changes"), QStringLiteral("--near"),
                                         QStringLiteral("4,6"), QStringLiteral("--radius"), QStringLiteral("2"), QStringLiteral("--json"),
                                         QStringLiteral("--out"), made}));
    ASSERT_EQ(g.exitCode, 0) << g.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(g.out).object();
    const auto start = core::io::loadMap(original()), result = core::io::loadMap(made);
    const core::model::CellIndex centre = start.board.indexAtOffset({4, 6});
    int changed = 0;
    for (core::model::CellIndex c = 0; c < start.board.size(); ++c)
        if (start.map.terrain(c) != result.map.terrain(c) || start.map.token(c) != result.map.token(c)) {
            ++changed;
            EXPECT_LE(core::model::distance(start.board.hex(c), start.board.hex(centre)), 2) << "hex " << c;
        }
    EXPECT_EQ(o.value(QStringLiteral("changed_hexes")).toInt(-1), changed);
    EXPECT_NE(result.metadata.recipe.find("--fewest-changes --near 4,6 --radius 2"), std::string::npos) << result.metadata.recipe;
    const CliResult r = runCli({QStringLiteral("replay"), made, QStringLiteral("--out"), again});
    EXPECT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
}

TEST_F(ChangeBudgetCliTest, FewestChangesNeverChangesMoreThanThePlainRun)
{
    for (const char* seed : {"1", "2", "3"}) {
        const CliResult plain = runCli(generate({QStringLiteral("--seed"), QLatin1String(seed), QStringLiteral("--json")}));
        const CliResult fewest =
            runCli(generate({QStringLiteral("--seed"), QLatin1String(seed), QStringLiteral("--json"), QStringLiteral("--fewest-changes")}));
        ASSERT_EQ(plain.exitCode, 0);
        ASSERT_EQ(fewest.exitCode, 0) << fewest.err.toStdString();
        const QJsonObject p = QJsonDocument::fromJson(plain.out).object(), f = QJsonDocument::fromJson(fewest.out).object();
        EXPECT_LE(f.value(QStringLiteral("best")).toDouble(), p.value(QStringLiteral("best")).toDouble());
        EXPECT_LE(f.value(QStringLiteral("changed_hexes")).toInt(), p.value(QStringLiteral("changed_hexes")).toInt()) << "seed " << seed;
    }
    const CliResult text = runCli(generate({QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--fewest-changes")}));
    EXPECT_TRUE(text.out.contains("hexes of the start map")) << text.out.toStdString();
}

TEST_F(ChangeBudgetCliTest, MalformedBudgetsAreRefusedNamingTheOption)
{
    const std::pair<QStringList, const char*> cases[] = {
        {{QStringLiteral("--near"), QStringLiteral("99,99")}, "--near"},
        {{QStringLiteral("--near"), QStringLiteral("four")}, "--near"},
        {{QStringLiteral("--near"), QStringLiteral("4,6"), QStringLiteral("--radius"), QStringLiteral("-1")}, "--radius"},
        {{QStringLiteral("--radius"), QStringLiteral("3")}, "--radius"},
        {{QStringLiteral("--fewest-changes"), QStringLiteral("--portfolio"), QStringLiteral("fast,sahc")}, "--portfolio"},
    };
    for (const auto& [args, option] : cases) {
        QStringList all = generate(args);
        if (args.contains(QStringLiteral("--portfolio")))
            all.erase(all.begin() + 4, all.begin() + 6); // --portfolio takes no --algorithm
        const CliResult r = runCli(all);
        EXPECT_EQ(r.exitCode, 2) << args.join(' ').toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(option)) << r.err.toStdString();
    }
}

} // namespace
} // namespace hexloom::test
