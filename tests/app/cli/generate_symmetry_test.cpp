// hexloom-cli generate --symmetry: the Original pool under point symmetry is refused with its odd
// kinds named, `--symmetry-pool fit` lists its changes and makes a map that is point symmetric by
// cell positions, replay makes the same cells, and bad modes are usage errors. Every generator
// (fast, particle swarm, ant colony among them) makes a symmetric map end to end, and the change
// budgets (--fewest-changes, --near) keep the symmetry.
#include "core/io/map_file.h"
#include "core/rules/tile_pool.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::test {
namespace {

using core::symmetry::SymmetryMode;

class GenerateSymmetryTest : public CliTest {
protected:
    // A symmetric map with violations left (one hill-climbing step from a random symmetric fill).
    QString roughSymmetricMap(const QString& name)
    {
        const QString out = path(name);
        const CliResult r = runCli(QStringList{QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"),
                                               QStringLiteral("--symmetry"), QStringLiteral("rotate-2"), QStringLiteral("--symmetry-pool"), QStringLiteral("fit"),
                                               QStringLiteral("--algorithm"), QStringLiteral("sahc"), QStringLiteral("--iterations"), QStringLiteral("1"),
                                               QStringLiteral("--out"), out});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return out;
    }
};

QStringList generateArgs(const QString& mode, const QStringList& more)
{
    return QStringList{QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"), QStringLiteral("--symmetry"),
                       mode, QStringLiteral("--iterations"), QStringLiteral("200")} +
           more;
}

TEST_F(GenerateSymmetryTest, TheOriginalPoolUnderPointSymmetryIsRefusedNamingTheOddKinds)
{
    const CliResult r = runCli(generateArgs(QStringLiteral("rotate-2"), {}));
    EXPECT_EQ(r.exitCode, 1);
    const std::string err = r.err.toStdString();
    EXPECT_NE(err.find("7 kinds have counts that are not a multiple of 2"), std::string::npos) << err;
    EXPECT_NE(err.find("Wasteland (11)"), std::string::npos) << err;
    EXPECT_NE(err.find("the board has 1 free"), std::string::npos) << err;
    EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err; // one line
}

TEST_F(GenerateSymmetryTest, FitListsTheChangesAndEveryMirrorModeGivesAnInvariantMapThatReplays)
{
    for (const auto mode : {SymmetryMode::Rotate2, SymmetryMode::MirrorV, SymmetryMode::MirrorH, SymmetryMode::Mirror2}) {
        const QString name = QString::fromStdString(std::string(core::symmetry::modeName(mode)));
        const QString out = path(name + QStringLiteral(".json")), again = path(name + QStringLiteral("-again.json"));
        const CliResult r = runCli(generateArgs(name, {QStringLiteral("--symmetry-pool"), QStringLiteral("fit"), QStringLiteral("--out"), out,
                                                       QStringLiteral("--json")}));
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_EQ(r.json()["symmetry"].toString(), name);
        // The horizontal axis runs through 13 hexes, room for the 7 odd kinds: nothing changes.
        if (mode == SymmetryMode::MirrorH) {
            EXPECT_EQ(r.json()["pool_changes"].toString(), QStringLiteral("none"));
        } else {
            EXPECT_TRUE(r.json()["pool_changes"].toString().contains(QStringLiteral("-1"))) << r.out.toStdString();
        }
        EXPECT_EQ(r.json()["algorithm"].toString(), QStringLiteral("fast")); // the default, with a symmetry too
        const auto made = core::io::loadMap(out);
        EXPECT_TRUE(core::symmetry::invariantByPositions(made.board, made.map, mode)) << name.toStdString();
        const CliResult replay = runCli({QStringLiteral("replay"), out, QStringLiteral("--out"), again});
        ASSERT_EQ(replay.exitCode, 0) << replay.err.toStdString();
        EXPECT_TRUE(core::io::loadMap(again).map.sameContents(made.map)) << name.toStdString();
    }
}

// Catan's number tokens do not divide under point or three-fold symmetry (2 and 12 once, the rest
// twice), nor do its kinds: fit names the token changes after the kinds', and the map's tokens are symmetric too.
TEST_F(GenerateSymmetryTest, FitMovesCatanTokensAndTheTokensAreSymmetric)
{
    for (const auto mode : {SymmetryMode::Rotate2, SymmetryMode::Rotate3}) {
        const QString name = QString::fromStdString(std::string(core::symmetry::modeName(mode)));
        const QString out = path(QStringLiteral("catan-") + name + QStringLiteral(".json")), again = path(QStringLiteral("catan-again.json"));
        const QStringList args{QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("catan"), QStringLiteral("--symmetry"), name,
                               QStringLiteral("--iterations"), QStringLiteral("100")};
        const CliResult keep = runCli(args);
        EXPECT_EQ(keep.exitCode, 1);
        EXPECT_TRUE(keep.err.contains("the pool cannot be " + name.toUtf8())) << keep.err.toStdString();
        const CliResult r = runCli(args + QStringList{QStringLiteral("--symmetry-pool"), QStringLiteral("fit"), QStringLiteral("--out"), out, QStringLiteral("--json")});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.json()["pool_changes"].toString().contains(QStringLiteral("token 2 -1"))) << r.out.toStdString();
        const auto made = core::io::loadMap(out);
        EXPECT_TRUE(core::symmetry::invariantByPositions(made.board, made.map, mode)) << name.toStdString();
        const CliResult replay = runCli({QStringLiteral("replay"), out, QStringLiteral("--out"), again});
        ASSERT_EQ(replay.exitCode, 0) << replay.err.toStdString();
        EXPECT_TRUE(core::io::loadMap(again).map.sameContents(made.map)) << name.toStdString();
    }
}

TEST_F(GenerateSymmetryTest, BadModesPoolsAndBoardsAreNamed)
{
    CliResult r = runCli(generateArgs(QStringLiteral("rotate-4"), {}));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--symmetry: expected one of none, mirror-v")) << r.err.toStdString();
    r = runCli(generateArgs(QStringLiteral("rotate-2"), {QStringLiteral("--symmetry-pool"), QStringLiteral("some")}));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--symmetry-pool: expected keep or fit")) << r.err.toStdString();
    r = runCli(generateArgs(QStringLiteral("rotate-6"), {}));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("is not rotate-6 symmetric")) << r.err.toStdString();
}

TEST_F(GenerateSymmetryTest, TheFastSolverTheSwarmAndTheColonyMakeSymmetricMaps)
{
    for (const QString& algorithm : {QStringLiteral("fast"), QStringLiteral("pso"), QStringLiteral("aco")}) {
        const QString out = path(algorithm + QStringLiteral(".json"));
        const CliResult r = runCli(generateArgs(QStringLiteral("rotate-2"), {QStringLiteral("--symmetry-pool"), QStringLiteral("fit"), QStringLiteral("--algorithm"),
                                                                           algorithm, QStringLiteral("--out"), out, QStringLiteral("--json")}));
        ASSERT_EQ(r.exitCode, 0) << algorithm.toStdString() << ": " << r.err.toStdString();
        EXPECT_EQ(r.json()["algorithm"].toString(), algorithm);
        const auto made = core::io::loadMap(out);
        EXPECT_TRUE(core::symmetry::invariantByPositions(made.board, made.map, SymmetryMode::Rotate2)) << algorithm.toStdString();
        EXPECT_EQ(core::rules::TilePool::ofMap(made.map, *made.rules).terrains, made.rules->pool) << algorithm.toStdString();
    }
}

TEST_F(GenerateSymmetryTest, FewestChangesTakesBackWholeOrbits)
{
    const QString start = roughSymmetricMap(QStringLiteral("rough.json"));
    const auto before = core::io::loadMap(start);
    const QString out = path(QStringLiteral("fewest.json"));
    const CliResult r = runCli({QStringLiteral("generate"), QStringLiteral("--map"), start, QStringLiteral("--algorithm"), QStringLiteral("fast"),
                                QStringLiteral("--fewest-changes"), QStringLiteral("--iterations"), QStringLiteral("3000"), QStringLiteral("--out"), out,
                                QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto made = core::io::loadMap(out);
    EXPECT_TRUE(core::symmetry::invariantByPositions(made.board, made.map, SymmetryMode::Rotate2));
    int changed = 0;
    for (core::model::CellIndex c = 0; c < made.map.size(); ++c)
        changed += made.map.terrain(c) != before.map.terrain(c) ? 1 : 0;
    EXPECT_EQ(r.json()["changed_hexes"].toInt(), changed);
    EXPECT_GT(changed, 0);
    EXPECT_EQ(changed % 2, 0); // whole pairs: the board's one fixed cell cannot change alone (no other fixed cell)
    // The same run without the budget changes more, at the same score.
    const CliResult plain = runCli({QStringLiteral("generate"), QStringLiteral("--map"), start, QStringLiteral("--algorithm"), QStringLiteral("fast"),
                                    QStringLiteral("--iterations"), QStringLiteral("3000"), QStringLiteral("--json")});
    ASSERT_EQ(plain.exitCode, 0) << plain.err.toStdString();
    EXPECT_LT(changed, plain.json()["changed_hexes"].toInt());
    EXPECT_LE(r.json()["best"].toDouble(), plain.json()["best"].toDouble());
}

TEST_F(GenerateSymmetryTest, NearChangesOnlyHexesNearTheHexOrItsImage)
{
    const QString start = roughSymmetricMap(QStringLiteral("rough.json"));
    const auto before = core::io::loadMap(start);
    const QString out = path(QStringLiteral("near.json"));
    const CliResult r = runCli({QStringLiteral("generate"), QStringLiteral("--map"), start, QStringLiteral("--near"), QStringLiteral("2,3"),
                                QStringLiteral("--radius"), QStringLiteral("2"), QStringLiteral("--iterations"), QStringLiteral("2000"), QStringLiteral("--out"),
                                out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto made = core::io::loadMap(out);
    EXPECT_TRUE(core::symmetry::invariantByPositions(made.board, made.map, SymmetryMode::Rotate2));
    // The image of the hex by the half turn, from pixel geometry.
    const core::model::CellIndex near = made.board.indexAtOffset({2, 3});
    const auto maps = core::symmetry::planeMaps(made.board, SymmetryMode::Rotate2);
    const core::model::CellIndex image = core::symmetry::cellAt(made.board, maps[1](core::model::HexLayout::centre(made.board.hex(near), 1.0)));
    ASSERT_NE(image, core::model::kNoCell);
    ASSERT_GT(core::model::distance(made.board.hex(near), made.board.hex(image)), 4); // two scopes apart
    int changed = 0;
    for (core::model::CellIndex c = 0; c < made.map.size(); ++c) {
        if (made.map.terrain(c) == before.map.terrain(c))
            continue;
        ++changed;
        EXPECT_TRUE(core::model::distance(made.board.hex(c), made.board.hex(near)) <= 2 ||
                    core::model::distance(made.board.hex(c), made.board.hex(image)) <= 2)
            << "hex " << c << " changed outside the scope";
    }
    EXPECT_GT(changed, 0);

    // On a map that is not symmetric outside the scope the reason is named.
    const CliResult refused = runCli(generateArgs(QStringLiteral("rotate-2"), {QStringLiteral("--symmetry-pool"), QStringLiteral("fit"), QStringLiteral("--near"),
                                                                              QStringLiteral("2,3")}));
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_TRUE(refused.err.contains("outside the scope keep their contents and are not rotate-2 symmetric")) << refused.err.toStdString();
}

} // namespace
} // namespace hexloom::test
