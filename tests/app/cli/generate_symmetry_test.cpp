// hexloom-cli generate --symmetry: the Original pool under point symmetry is refused with its odd
// kinds named, `--symmetry-pool fit` lists its changes and makes a map that is point symmetric by
// cell positions, replay makes the same cells, and bad modes are usage errors.
#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::test {
namespace {

using core::symmetry::SymmetryMode;

class GenerateSymmetryTest : public CliTest {};

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
        EXPECT_EQ(r.json()["algorithm"].toString(), QStringLiteral("tabu")); // the default with a symmetry
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
    r = runCli(generateArgs(QStringLiteral("mirror-v"), {QStringLiteral("--symmetry-pool"), QStringLiteral("fit"), QStringLiteral("--algorithm"),
                                                         QStringLiteral("pso")}));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("cannot keep a map mirror-v symmetric")) << r.err.toStdString();
}

} // namespace
} // namespace hexloom::test
