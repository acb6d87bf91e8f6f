// The hexloom-recipe/3 line of assemble, partition, repair and prove: written words come back as the command's
// arguments (embedded files unpacked byte for byte, the time limit replaced by the replay's bound),
// and every word a writer would not write is refused by position and name, on writing and reading.
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <stdexcept>

#include "core/assembly/tile_set_file.h"
#include "core/recipe/assembly_recipe.h"
#include "core/recipe/command_recipe.h"

namespace hexloom::test {
namespace {

using namespace core::recipe;

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

TEST(CommandRecipe, AnAssemblysWordsComeBackAsItsArgumentsWithTheTileSetUnpacked)
{
    AssemblyRecipeInputs in;
    in.tiles = core::assembly::loadTileSet(QStringLiteral("country-roads"));
    in.boardSpec = QStringLiteral("rect:12x9");
    in.pins = {{"road-pair", {4, 11}, 4}};
    in.options.seed = 42;
    in.options.timeLimitSeconds = 3;
    in.options.tricks.mrv = false;
    const QString line = writeAssemblyRecipe(in);
    EXPECT_TRUE(line.startsWith(QStringLiteral("hexloom-recipe/3 assemble exact hexloom=")));
    EXPECT_TRUE(isCommandRecipe(line));
    EXPECT_FALSE(isCommandRecipe(QStringLiteral("hexloom-recipe/1 exact hexloom=0.1.0 --seed 1")));

    QTemporaryDir dir;
    const CommandReplay r = commandRecipeArguments(line, dir);
    EXPECT_EQ(r.command, QStringLiteral("assemble"));
    EXPECT_EQ(r.rulesHash, rulesHash(*in.tiles->rules));
    EXPECT_DOUBLE_EQ(r.timeLimitSeconds, 30) << "ten times the recipe's limit";
    const int tileset = static_cast<int>(r.args.indexOf(QStringLiteral("--tileset")));
    ASSERT_GE(tileset, 0);
    EXPECT_EQ(fileBytes(r.args[tileset + 1]), QByteArray::fromStdString(in.tiles->sourceText));
    for (const QStringList& pair : {QStringList{"--map", "rect:12x9"}, QStringList{"--pin", "4,11,4,road-pair"}, QStringList{"--seed", "42"},
                                    QStringList{"--disable", "mrv"}, QStringList{"--time-limit", "30"}}) {
        const int at = static_cast<int>(r.args.indexOf(pair[0]));
        ASSERT_GE(at, 0) << pair[0].toStdString();
        EXPECT_EQ(r.args.value(at + 1), pair[1]) << pair[0].toStdString();
    }
    EXPECT_EQ(r.args.count(QStringLiteral("--time-limit")), 1) << "the recipe's own limit does not reach the command";
    const auto pin = pinFromWord(QStringLiteral("4,11,4,road-pair"));
    EXPECT_EQ(pin.tile, "road-pair");
    EXPECT_EQ(pin.at.row, 4);
    EXPECT_EQ(pin.rotation, 4);
    EXPECT_THROW(pinFromWord(QStringLiteral("4,11,6,road-pair")), std::invalid_argument);
    EXPECT_THROW(pinFromWord(QStringLiteral("4,road-pair")), std::invalid_argument);
}

TEST(CommandRecipe, ATimeLimitOfNoneIsBoundedByADay)
{
    QTemporaryDir dir;
    const CommandReplay r = commandRecipeArguments(writeCommandRecipe(QStringLiteral("partition"), {"--map", "hexagon:4", "--seed", "1"}), dir);
    EXPECT_DOUBLE_EQ(r.timeLimitSeconds, kMaxReplaySeconds);
}

TEST(CommandRecipe, WordsNoWriterWritesAreRefusedByPositionAndName)
{
    EXPECT_THROW(writeCommandRecipe(QStringLiteral("generate"), {}), std::invalid_argument);
    EXPECT_THROW(writeCommandRecipe(QStringLiteral("assemble"), {"--out", "x.json"}), std::invalid_argument);
    EXPECT_THROW(writeCommandRecipe(QStringLiteral("assemble"), {"--seed", "1 2"}), std::invalid_argument);
    const auto refused = [](const QString& line) {
        QTemporaryDir dir;
        try {
            commandRecipeArguments(line, dir);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    const QString head = QStringLiteral("hexloom-recipe/3 partition exact hexloom=0.1.0 ");
    EXPECT_EQ(refused(head + "--map hexagon:4 --png out.png"),
              "recipe: word 7 \"--png\": not an option of partition's recipes (--map, --map-data, --graph-data, --rules, --rules-data, "
              "--rules-sha256, --scope, --seed, --coarsen, --restart, --time-limit, --weight, --border-weight, --energy, --ties, --duplicates, "
              "--goal-test, --blocking, --allow-removal, --deterministic, --plain-seeds, --kernel)");
    EXPECT_EQ(refused(head + "--seed"), "recipe: word 5 \"--seed\": no value follows");
    EXPECT_EQ(refused(head + "--time-limit 1e9"), "recipe: --time-limit 1e9 is more than replay runs (at most 86400)");
    EXPECT_EQ(refused(head + "--graph-data json:AAAAAQAA"), "recipe: word 5 \"--graph-data\": the embedded graph is damaged");
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 assemble timed hexloom=0.1.0")),
              "recipe: word 3 \"timed\": expected exact (an assembly or partition is never timed)");
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 generate exact hexloom=0.1.0")),
              "recipe: word 2 \"generate\": no such command in a hexloom-recipe/3 recipe (assemble, partition, repair or prove)");
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 assemble exact 0.1.0")), "recipe: word 4 \"0.1.0\": expected hexloom=VERSION");
}

// A repair or a proof its time limit cut is "timed": replayed for its own limit, not within the
// wider bound of an exact one. Only repair and prove may be timed, and a timed line needs its limit.
TEST(CommandRecipe, RepairAndProveMayBeTimedAndAreReplayedForTheirOwnLimit)
{
    const QStringList words{QStringLiteral("--map-data"), embeddedText({QStringLiteral("txt"), QByteArray("Y,Y,U\nI,I\n")}),
                            QStringLiteral("--lock-terrain"), QStringLiteral("desert"), QStringLiteral("--time-limit"), QStringLiteral("3")};
    QTemporaryDir dir;
    const QString timed = writeCommandRecipe(QStringLiteral("prove"), words + QStringList{QStringLiteral("--target"), QStringLiteral("0")}, true);
    EXPECT_TRUE(timed.startsWith(QStringLiteral("hexloom-recipe/3 prove timed hexloom=")));
    const CommandReplay t = commandRecipeArguments(timed, dir);
    EXPECT_FALSE(t.exact);
    EXPECT_EQ(t.timeLimitSeconds, 3);
    EXPECT_EQ(fileBytes(t.args.value(t.args.indexOf(QStringLiteral("--map")) + 1)), QByteArray("Y,Y,U\nI,I\n"));
    EXPECT_TRUE(t.args.contains(QStringLiteral("--target")));
    const CommandReplay e = commandRecipeArguments(writeCommandRecipe(QStringLiteral("repair"), words), dir);
    EXPECT_TRUE(e.exact);
    EXPECT_EQ(e.timeLimitSeconds, 30) << "an exact recipe's replay gets ten times its limit";

    EXPECT_THROW(writeCommandRecipe(QStringLiteral("assemble"), {}, true), std::invalid_argument);
    EXPECT_THROW(writeCommandRecipe(QStringLiteral("repair"), {QStringLiteral("--target"), QStringLiteral("0")}), std::invalid_argument);
    const auto refused = [&](const QString& line) -> std::string {
        try {
            commandRecipeArguments(line, dir);
        } catch (const std::invalid_argument& e) {
            return e.what();
        }
        return "accepted";
    };
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 repair timed hexloom=0.1.0 --lock-terrain desert")),
              "recipe: a timed recipe needs the --time-limit its run ended at");
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 repair sometimes hexloom=0.1.0")), "recipe: word 3 \"sometimes\": expected exact or timed");
    EXPECT_EQ(refused(QStringLiteral("hexloom-recipe/3 repair exact hexloom=0.1.0 --check")),
              "recipe: word 5 \"--check\": not an option of repair's recipes (--map-data, --rules, --rules-data, --rules-sha256, --lock-terrain, "
              "--time-limit)");
}

} // namespace
} // namespace hexloom::test
