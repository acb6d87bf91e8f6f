// Homes are constraints on the command line: `score` and `score --fairness` report a galaxy whose
// home cell holds another system (never fair), and every generator keeps every declared home:
// `generate` with each registered algorithm on a game of one's own (`new-rules`, homes of a kind
// that takes a number token), `assemble` and `partition` on a new board of a rule set with homes.
// The homes are checked in the written files as plain JSON, against the rule set's own file.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <map>
#include <utility>

#include "core/io/map_file.h"
#include "core/rules/homes.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::test {
namespace {

// The shipped galaxy with Player 1's home system (row 0, column 1) swapped with the industrial
// system beside it.
const QByteArray kMovedHome = "N,R,H,P,H,N\nN,B,D,T,A,Q,N\nE,R,P,B,Z,K\nH,D,T,C,R,P,H\nB,T,D,A,B,E\nN,S,Z,Q,K,G,N\nN,H,E,E,H,N\n";

class HomesCliTest : public CliTest {
public:
    QString writeFile(const QString& name, const QByteArray& data) { return write(name, data); }
};

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Every home cell of the rule-set file `rules` (players.list[].home, holding home_tile) as the map
// file `map` holds it: the homes that do not hold their tile, locked, as "p1 [0,2]: kind-3".
QStringList homesNotHeld(const QString& rules, const QString& map)
{
    std::map<std::pair<int, int>, QJsonObject> cells;
    for (const auto& c : readJson(map)[QStringLiteral("cells")].toArray())
        cells[{c[QStringLiteral("row")].toInt(), c[QStringLiteral("col")].toInt()}] = c.toObject();
    QStringList wrong;
    int homes = 0;
    for (const auto& p : readJson(rules)[QStringLiteral("players")][QStringLiteral("list")].toArray())
        for (const auto& h : p[QStringLiteral("home")].toArray()) {
            ++homes;
            const QJsonObject cell = cells[{h[0].toInt(), h[1].toInt()}];
            if (cell[QStringLiteral("terrain")].toString() != p[QStringLiteral("home_tile")].toString() || !cell[QStringLiteral("locked")].toBool())
                wrong << QStringLiteral("%1 [%2,%3]: %4").arg(p[QStringLiteral("id")].toString()).arg(h[0].toInt()).arg(h[1].toInt()).arg(cell[QStringLiteral("terrain")].toString());
        }
    if (homes == 0)
        wrong << QStringLiteral("the rule set declares no home: the check proves nothing");
    return wrong;
}

void expectHomesHeld(const QString& rules, const QString& map, const std::string& what = {})
{
    const QStringList wrong = homesNotHeld(rules, map);
    EXPECT_TRUE(wrong.isEmpty()) << what << ": " << wrong.join(QStringLiteral("; ")).toStdString();
}

// `map` as a hand-edited file that unlocks every hex, written as `name`.
QString unlocked(HomesCliTest& t, const QString& map, const QString& name)
{
    QJsonObject m = readJson(map);
    QJsonArray cells;
    for (const auto& c : m[QStringLiteral("cells")].toArray()) {
        QJsonObject cell = c.toObject();
        cell.remove(QStringLiteral("locked"));
        cells.append(cell);
    }
    m[QStringLiteral("cells")] = cells;
    m.remove(QStringLiteral("metadata"));
    return t.writeFile(name, QJsonDocument(m).toJson());
}

void expectReplayedExactly(const QString& made)
{
    const auto r = runCli({QStringLiteral("replay"), made});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
}

TEST_F(HomesCliTest, ScoreReportsAMovedHomeAndNeverCallsItFair)
{
    const QString map = write(QStringLiteral("moved.txt"), kMovedHome);
    const auto text = runCli({QStringLiteral("score"), map, QStringLiteral("--rules"), QStringLiteral("space-galaxy")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains("not fair: Player 1's home (0, 1) holds Industrial system (3 resources, 1 influence), not Home system"))
        << text.out.toStdString();
    const auto fair = runCli({QStringLiteral("score"), map, QStringLiteral("--rules"), QStringLiteral("space-galaxy"), QStringLiteral("--fairness"),
                              QStringLiteral("--json")});
    ASSERT_EQ(fair.exitCode, 0) << fair.err.toStdString();
    const QJsonObject req = fair.json()[QStringLiteral("fairness")].toArray().at(0).toObject();
    EXPECT_EQ(req[QStringLiteral("misplaced_homes")].toArray().size(), 1);
    EXPECT_GE(req[QStringLiteral("violations")].toInt(), 1) << "a moved home is a violation: never fair";
    EXPECT_EQ(fair.json()[QStringLiteral("misplaced_homes")].toArray().size(), 1);
    // The shipped galaxy is fair: the oracle above could have failed.
    const auto shipped = runCli({QStringLiteral("score"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/space-galaxy.txt"), QStringLiteral("--rules"),
                                 QStringLiteral("space-galaxy"), QStringLiteral("--fairness")});
    EXPECT_FALSE(shipped.out.contains("not fair")) << shipped.out.toStdString();
    EXPECT_FALSE(shipped.out.contains(" *\n")) << "offenders are named in words, not starred";
}

TEST_F(HomesCliTest, GenerateKeepsEveryHomeEvenFromAMapThatMovedOne)
{
    const QString map = write(QStringLiteral("moved.txt"), kMovedHome);
    const QString out = path(QStringLiteral("out.json"));
    const auto r = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("space-galaxy"), QStringLiteral("--map"), map,
                           QStringLiteral("--iterations"), QStringLiteral("300"), QStringLiteral("--shuffle"), QStringLiteral("--out"), out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto file = core::io::loadMap(out, QString());
    EXPECT_TRUE(core::rules::misplacedHomes(*file.rules, file.board, file.map).empty());
    for (const auto& h : core::rules::homeCells(*file.rules, file.board))
        EXPECT_TRUE(file.map.locked(h.cell));
}

// A number-token game of one's own with three players: its homes hold wood, which takes a token.
// Every registered algorithm (and a race of them) generates a new map that holds the homes.
TEST_F(HomesCliTest, EveryAlgorithmGeneratesANewMapOfATokenGameWithItsHomes)
{
    const QString rules = path(QStringLiteral("tokens.json"));
    const auto made = runCli({QStringLiteral("new-rules"), QStringLiteral("--template"), QStringLiteral("tokens"), QStringLiteral("--players"),
                              QStringLiteral("3"), rules});
    ASSERT_EQ(made.exitCode, 0) << made.err.toStdString();
    auto ids = singleAlgorithmIds();
    ids.push_back("portfolio");
    for (const auto& id : ids) {
        const QString out = path(QString::fromStdString(id) + QStringLiteral(".json"));
        const auto r = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), rules, QStringLiteral("--algorithm"), QString::fromStdString(id),
                               QStringLiteral("--shuffle"), QStringLiteral("--iterations"), QStringLiteral("50"), QStringLiteral("--out"), out});
        ASSERT_EQ(r.exitCode, 0) << id << ": " << r.err.toStdString();
        expectHomesHeld(rules, out, id);
        const auto score = runCli({QStringLiteral("score"), out});
        EXPECT_FALSE(score.out.contains("not fair")) << id << ": " << score.out.toStdString();
    }
    expectReplayedExactly(path(QStringLiteral("tabu.json")));
}

// A blank game of three players on a hexagon of radius 3, kinds A to D (homes hold kind-1, A).
QString blankGame(const QString& rules)
{
    const auto made = runCli({QStringLiteral("new-rules"), QStringLiteral("--players"), QStringLiteral("3"), rules});
    EXPECT_EQ(made.exitCode, 0) << made.err.toStdString();
    return rules;
}

TEST_F(HomesCliTest, AssembleOnANewBoardGoesRoundTheHomes)
{
    const QString rules = blankGame(path(QStringLiteral("blank.json")));
    // One-hex tiles of each kind, any of them beside any other: without the homes' locks the
    // assembly puts whatever comes first on a home hex.
    QJsonArray connections, tiles;
    const QString codes = QStringLiteral("abcd");
    for (int k = 0; k < 4; ++k) {
        connections.append(QJsonObject{{"code", codes.mid(k, 1)}, {"name", QStringLiteral("k%1").arg(k)}, {"fits", QString(codes).remove(k, 1)}, {"rim", true}});
        tiles.append(QJsonObject{{"id", QStringLiteral("t%1").arg(k)}, {"name", QStringLiteral("Tile %1").arg(k)}, {"min", 0}, {"max", 20}, {"rotate", true},
                                 {"cells", QJsonArray{QJsonObject{{"hex", QJsonArray{0, 0}}, {"terrain", QString(QChar('A' + k))}, {"edges", codes.mid(k, 1).repeated(6)}}}}});
    }
    const QJsonObject set{{"format", "hexloom-tileset"}, {"version", 1}, {"name", "singles"}, {"title", "Singles"}, {"description", "one-hex tiles"},
                          {"rules", rules}, {"board", "hexagon:3"}, {"connections", connections}, {"tiles", tiles}};
    const QString tileset = write(QStringLiteral("singles.json"), QJsonDocument(set).toJson());
    const QString out = path(QStringLiteral("assembled.json"));
    const auto r = runCli({QStringLiteral("assemble"), QStringLiteral("--tileset"), tileset, QStringLiteral("--out"), out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    expectHomesHeld(rules, out);
    expectReplayedExactly(out);
    // A hand-edited map that unlocks the homes: they are kept all the same (and locked).
    const QString again = path(QStringLiteral("again.json"));
    const auto r2 = runCli({QStringLiteral("assemble"), QStringLiteral("--tileset"), tileset, QStringLiteral("--map"),
                            unlocked(*this, out, QStringLiteral("unlocked.json")), QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--out"), again});
    ASSERT_EQ(r2.exitCode, 0) << r2.err.toStdString();
    expectHomesHeld(rules, again, "from a map with the homes unlocked");
}

TEST_F(HomesCliTest, PartitionOfANewBoardKeepsTheHomes)
{
    const QString rules = blankGame(path(QStringLiteral("blank.json")));
    // Three regions of kinds C, D, C: none of them the homes' kind, so a home hex is held only
    // by its lock.
    const QString graph = write(QStringLiteral("chain.json"), R"({"format": "hexloom-graph", "version": 1, "name": "chain-3", "description": "",
        "nodes": [{"id": "r0", "terrain": "C"}, {"id": "r1", "terrain": "D"}, {"id": "r2", "terrain": "C"}], "edges": [["r0", "r1"], ["r1", "r2"]]})");
    const QString out = path(QStringLiteral("regions.json"));
    const auto r = runCli({QStringLiteral("partition"), QStringLiteral("--rules"), rules, QStringLiteral("--map"), QStringLiteral("hexagon:3"),
                           QStringLiteral("--graph"), graph, QStringLiteral("--out"), out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    expectHomesHeld(rules, out);
    expectReplayedExactly(out);
    // A hand-edited map that unlocks the homes: the regions go round them all the same.
    const QString again = path(QStringLiteral("again.json"));
    const auto r2 = runCli({QStringLiteral("partition"), QStringLiteral("--rules"), rules, QStringLiteral("--map"), unlocked(*this, out, QStringLiteral("unlocked.json")),
                            QStringLiteral("--graph"), graph, QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--out"), again});
    ASSERT_EQ(r2.exitCode, 0) << r2.err.toStdString();
    expectHomesHeld(rules, again, "from a map with the homes unlocked");
}

} // namespace
} // namespace hexloom::test
