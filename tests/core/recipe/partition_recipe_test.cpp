// The recipe of a region partition: every setting comes back as `partition`'s arguments with the
// graph unpacked byte for byte and defaults written out; a scope of chosen hexes is written in the
// order given and read back to the same cells, and a bad hex in it is refused by position and why.
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <random>

#include "core/partition/constraint_graph_file.h"
#include "core/recipe/command_recipe.h"
#include "core/recipe/partition_recipe.h"

namespace hexloom::test {
namespace {

using namespace core::recipe;
using core::model::Board;
using core::model::CellIndex;

QString valueAfter(const QStringList& args, const QString& option)
{
    const auto at = args.indexOf(option);
    return at < 0 ? QStringLiteral("(absent)") : args.value(at + 1);
}

TEST(PartitionRecipe, EverySettingComesBackAsPartitionsArguments)
{
    PartitionRecipeInputs in;
    in.boardSpec = QStringLiteral("hexagon:4");
    const QByteArray graph = core::partition::writeConstraintGraph(*core::partition::loadConstraintGraph(QStringLiteral("chain-8")));
    in.graph = {QStringLiteral("json"), graph};
    in.builtinRules = QStringLiteral("terra-mystica-published");
    in.rulesHash = QStringLiteral("abc");
    in.config.seed = 9;
    in.config.allowRemoval = true;
    in.config.coarsenNodes = 30;
    in.config.coarsenStep = 5;
    in.config.timeLimitSeconds = 2.5;
    in.config.ties = core::partition::Ties::FOnly;
    in.blocking = 'I';
    const QString line = writePartitionRecipe(in);
    EXPECT_TRUE(line.startsWith(QStringLiteral("hexloom-recipe/3 partition exact hexloom=")));
    QTemporaryDir dir;
    const CommandReplay r = commandRecipeArguments(line, dir);
    EXPECT_EQ(r.command, QStringLiteral("partition"));
    EXPECT_EQ(r.rulesHash, QStringLiteral("abc"));
    QFile g(valueAfter(r.args, QStringLiteral("--graph")));
    ASSERT_TRUE(g.open(QIODevice::ReadOnly));
    EXPECT_EQ(g.readAll(), graph);
    const std::vector<std::pair<const char*, const char*>> expected{
        {"--map", "hexagon:4"}, {"--rules", "terra-mystica-published"}, {"--scope", "all"},  {"--seed", "9"},
        {"--coarsen", "30,5"},  {"--restart", "100,50"},                 {"--weight", "2"},   {"--border-weight", "1"},
        {"--ties", "f-only"},                    {"--duplicates", "partition"},
        {"--goal-test", "generated"}, {"--blocking", "I"},              {"--time-limit", "25"}};
    for (const auto& [option, value] : expected)
        EXPECT_EQ(valueAfter(r.args, QLatin1String(option)), QLatin1String(value)) << option;
    EXPECT_EQ(valueAfter(r.args, QStringLiteral("--energy")).toDouble(), 0.9) << "written to 17 digits: the same double back";
    EXPECT_TRUE(r.args.contains(QStringLiteral("--allow-removal")));
    EXPECT_FALSE(r.args.contains(QStringLiteral("--plain-seeds")));
}

TEST(PartitionRecipe, ChosenHexesComeBackInTheirOrder)
{
    const Board board = Board::hexagon(3);
    std::vector<CellIndex> cells;
    for (CellIndex c = 0; c < board.size(); ++c)
        cells.push_back(c);
    std::shuffle(cells.begin(), cells.end(), std::mt19937(5));
    cells.resize(20);
    const QString word = cellsScopeWord(board, cells);
    EXPECT_TRUE(isCellsScopeWord(word));
    EXPECT_FALSE(word.contains(QLatin1Char(' ')));
    EXPECT_EQ(cellsOfScopeWord(board, word), cells);
}

TEST(PartitionRecipe, ABadHexInTheScopeIsRefusedByPositionAndWhy)
{
    const Board board = Board::hexagon(2);
    const auto refusal = [&](const char* word) {
        try {
            cellsOfScopeWord(board, QLatin1String(word));
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("(accepted)");
    };
    EXPECT_EQ(refusal("cells:0,1/99,0"), "--scope cells: hex 2 \"99,0\": not on the board");
    EXPECT_EQ(refusal("cells:0,1/1,1/0,1"), "--scope cells: hex 3 \"0,1\": listed twice");
    EXPECT_EQ(refusal("cells:0,1/x"), "--scope cells: hex 2 \"x\": expected ROW,COL (0-based)");
    EXPECT_NE(refusal("cells:").find("expects ROW,COL/ROW,COL"), std::string::npos);
    EXPECT_EQ(refusal("cells:0,1/"), "--scope cells: hex 2 \"\": expected ROW,COL (0-based)");
}

} // namespace
} // namespace hexloom::test
