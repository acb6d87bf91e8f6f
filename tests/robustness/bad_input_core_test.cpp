// The catalogue's tile-set and constraint-graph rows (tests/data/bad/catalogue.tsv, editor kind
// "tileset" or "graph") read through the core's own loaders, the ones the editor's docks call:
// each is refused with a ParseError whose message names the file and the same line:column and
// field that hexloom-cli prints (tests/app/robustness checks the CLI side).
#include <gtest/gtest.h>

#include "core/partition/constraint_graph_file.h"
#include "core/io/map_file.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/assembly/tile_set_file.h"
#include "tests/robustness/bad_input_catalogue.h"

namespace hexloom::test {
namespace {

class BadInputCore : public ::testing::TestWithParam<BadInput> {};

TEST_P(BadInputCore, RefusedWithTheFileLineAndField)
{
    const BadInput& row = GetParam();
    if (row.made()) {
        ASSERT_TRUE(makeInput(row)) << "cannot make " << row.path().toStdString();
    }
    try {
        const QString kind = row.openedAs();
        if (kind == QLatin1String("tileset"))
            core::assembly::loadTileSetFile(row.path());
        else if (kind == QLatin1String("graph"))
            core::partition::loadConstraintGraphFile(row.path());
        else if (kind == QLatin1String("rules"))
            core::io::loadRuleSetFile(row.path());
        else
            core::io::loadMap(row.path());
        ADD_FAILURE() << "accepted " << row.file.toStdString();
    } catch (const core::io::ParseError& e) {
        const QString message = QString::fromStdString(e.what());
        EXPECT_TRUE(message.contains(row.path())) << "message does not name the file: " << e.what();
        EXPECT_TRUE(message.contains(row.fragment)) << "expected \"" << row.fragment.toStdString() << "\" in: " << e.what();
        if (!row.made()) { // a FIFO or a folder has no lines
            EXPECT_GT(e.line(), 0) << "no line: " << e.what();
        }
    }
}

// Tile sets and graphs, and every file made at run time (FIFOs, folders, devices, sockets,
// symlink loops), whatever it is given as: each is refused by the one reader before a byte is read.
std::vector<BadInput> tileSetAndGraphRows()
{
    std::vector<BadInput> rows;
    for (const auto& row : badInputCatalogue())
        if (row.editorKind == QLatin1String("tileset") || row.editorKind == QLatin1String("graph") || row.made())
            rows.push_back(row);
    return rows;
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadInputCore, ::testing::ValuesIn(tileSetAndGraphRows()),
                         [](const auto& info) { return badInputTestName(info.param); });

TEST(BadInputCore, CoversEveryParseRowOfBothFormats)
{
    int tileSets = 0, graphs = 0;
    for (const auto& row : tileSetAndGraphRows())
        if (!row.made())
            ++(row.editorKind == QLatin1String("tileset") ? tileSets : graphs);
    EXPECT_GE(tileSets, 7);
    EXPECT_GE(graphs, 5);
}

} // namespace
} // namespace hexloom::test
