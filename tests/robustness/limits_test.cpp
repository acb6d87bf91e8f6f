// Every parser refuses oversized input (cells, tiles, nodes, string lengths, file size) with a
// message naming the limit, and does so before it allocates structures of the declared size: the
// heap bytes held during a refused parse stay small (AllocationCounter counts at malloc, so Qt's
// QByteArray and JSON buffers count too), and the heap (mallinfo2) holds no more afterwards.
#include <gtest/gtest.h>

#include "core/run/parameter.h"
#include "core/partition/constraint_graph_file.h"
#include "core/io/letter_format.h"
#include "core/io/map_json.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/assembly/tile_set_file.h"
#include "core/model/board.h"
#include "tests/robustness/allocation_counter.h"
#include "tests/support/fixtures.h"
#include "tests/support/heap_usage.h"

namespace hexloom::test {
namespace {

constexpr std::size_t kSmall = 1 << 20; // what a refusal of a tiny file may hold at most

// Runs `parse`, expects a ParseError whose message contains `fragment`, returns the peak bytes.
template <typename Parse>
std::size_t expectRefused(Parse parse, const std::string& fragment)
{
    const std::size_t heapBefore = heapBytesInUse();
    std::size_t peak = 0;
    {
        AllocationCounter counter;
        try {
            parse();
            ADD_FAILURE() << "accepted; expected a refusal mentioning \"" << fragment << "\"";
        } catch (const core::io::ParseError& e) {
            EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
        }
        peak = counter.peakBytes();
    }
    EXPECT_LT(heapBytesInUse(), heapBefore + kSmall) << "the refused parse kept heap memory";
    return peak;
}

QByteArray repeat(const QByteArray& unit, int times, const QByteArray& separator)
{
    QByteArray out;
    for (int i = 0; i < times; ++i)
        out += (i ? separator : QByteArray()) + unit;
    return out;
}

class LetterLimits : public ::testing::Test {
protected:
    std::shared_ptr<const core::rules::RuleSet> rules = builtinRules("terra-mystica-published");
    std::size_t refuse(const QByteArray& text, const std::string& fragment)
    {
        return expectRefused([&] { core::io::parseLetterFormat(text, *rules, "big.txt"); }, fragment);
    }
};

TEST_F(LetterLimits, FileSizeRowsRowLengthAndEntryLength)
{
    EXPECT_LT(refuse(QByteArray(core::io::kMaxInputBytes + 1, 'Y'), "limit of 16777216 bytes"), kSmall);
    EXPECT_LT(refuse(repeat("Y", 2001, "\n"), "more than 2000 rows"), kSmall);
    EXPECT_LT(refuse(repeat("Y", 2001, ","), "more than 2000 cells in a row"), kSmall);
    EXPECT_LT(refuse("Y,U\nB," + QByteArray(100000, 'G'), "entry longer than 16 characters"), kSmall);
}

TEST_F(LetterLimits, CellsAndEntriesAreCountedWhileReading)
{
    // 126 rows of 1999 land hexes: 251874 cells, above the board limit of 250000.
    const QByteArray land = repeat(repeat("Y", 1999, ","), 126, "\n");
    EXPECT_LT(refuse(land, "more than 250000 cells"), 64 * static_cast<std::size_t>(land.size()));
    // 300 rows of 1999 padding entries: nothing to build, but too much to hold.
    const QByteArray padding = repeat(repeat("N", 1999, ","), 300, "\n");
    EXPECT_LT(refuse(padding, "more than 500000 entries"), 64 * static_cast<std::size_t>(padding.size()));
}

TEST(RuleSetLimits, DeclaredBoardTerrainsPoolAndText)
{
    const auto parse = [](const std::string& body) {
        return [body] { core::io::parseRuleSet(QByteArray::fromStdString(body), "big-rules.json"); };
    };
    const std::string head = R"({"name": "x", "terrains": [{"id": "a", "letter": "A"}], "requirements": [])";
    EXPECT_LT(expectRefused(parse(head + R"(, "board": {"shape": "terra-mystica", "rows": 2000, "long_row": 2000}})"),
                            "field \"board.shape\": a board of 3999000 cells exceeds the limit of 250000"), kSmall);
    // Short rows are counted one hex short, as the board is built: 800 rows of 313 and 312 is exactly the limit.
    const auto tm = [&](const std::string& rows, const std::string& firstLong) {
        return head + R"(, "board": {"shape": "terra-mystica", "rows": )" + rows + R"(, "long_row": 313, "first_row_long": )" + firstLong + "}}";
    };
    EXPECT_EQ(core::io::parseRuleSet(QByteArray::fromStdString(tm("800", "true")), "big-rules.json").board.a, 800);
    EXPECT_EQ(core::model::Board::terraMystica(800, 313, true).size(), 250000); // the oracle: the board the rule set declares
    EXPECT_LT(expectRefused(parse(tm("801", "true")), "a board of 250313 cells exceeds"), kSmall);
    EXPECT_LT(expectRefused(parse(tm("801", "false")), "a board of 250312 cells exceeds"), kSmall);
    EXPECT_EQ(core::io::parseRuleSet(QByteArray::fromStdString(tm("799", "false")), "big-rules.json").board.a, 799);
    EXPECT_EQ(core::model::Board::terraMystica(799, 313, false).size(), 249687);
    EXPECT_LT(expectRefused(parse(head + R"(, "board": {"shape": "hexagon", "radius": 2000}})"), "exceeds the limit of 250000"), kSmall);
    EXPECT_LT(expectRefused(parse(head + R"(, "pool": {"a": 1e9}})"), "field \"pool.a\": must be between 0 and 250000"), kSmall);
    EXPECT_LT(expectRefused(parse(head + R"(, "description": ")" + std::string(5000, 'd') + "\"}"),
                            "field \"description\": text longer than 4096"), kSmall);
    std::string terrains;
    for (int i = 0; i < 65; ++i)
        terrains += std::string(i ? "," : "") + R"({"id": "t)" + std::to_string(i) + R"(", "letter": "A"})";
    EXPECT_LT(expectRefused(parse(R"({"name": "x", "requirements": [], "terrains": [)" + terrains + "]}"),
                            "field \"terrains\": list has 65 items; the limit is 64"), kSmall);
}

TEST(MapJsonLimits, DeclaredBoardsAreRefusedBeforeTheyAreBuilt)
{
    const auto parse = [](const std::string& board) {
        return [board] {
            core::io::parseMapJson(QByteArray::fromStdString(R"({"format": "hexloom-map", "version": 1, "rules": "catan", "board": )" +
                                                             board + R"(, "cells": []})"),
                                   "big-map.json");
        };
    };
    EXPECT_LT(expectRefused(parse(R"({"shape": "terra-mystica", "rows": 2000, "long_row": 2000})"), "exceeds the limit of 250000"), kSmall);
    EXPECT_LT(expectRefused(parse(R"({"shape": "hexagon", "radius": 2000})"), "exceeds the limit of 250000"), kSmall);
    EXPECT_LT(expectRefused(parse(R"({"shape": "rectangle", "width": 2000, "height": 2000})"), "exceeds the limit of 250000"), kSmall);
    EXPECT_LT(expectRefused(parse(R"({"shape": "rectangle", "width": 2001, "height": 1})"), "board.width"), kSmall);
}

TEST(TileSetLimits, KindsCellsAndCounts)
{
    const auto parse = [](const std::string& tiles) {
        return [tiles] {
            core::assembly::parseTileSet(QByteArray::fromStdString(R"({"format": "hexloom-tileset", "version": 1, "name": "t", )"
                                                             R"("rules": "terra-mystica-published", "board": "rect:4x4", "tiles": )" +
                                                             tiles + "}"),
                                   "big-tiles.json");
        };
    };
    const std::string tile = R"({"id": "a", "max": 1, "cells": [{"hex": [0, 0], "terrain": "Y"}]})";
    std::string many;
    for (int i = 0; i < 257; ++i)
        many += (i ? "," : "") + tile;
    EXPECT_LT(expectRefused(parse("[" + many + "]"), "field \"tiles\": list has 257 items; the limit is 256"), kSmall);
    EXPECT_LT(expectRefused(parse(R"([{"id": "a", "max": 1000000, "cells": [{"hex": [0, 0], "terrain": "Y"}]}])"), "tiles[0].max"), kSmall);
    std::string cells;
    for (int i = 0; i < 65; ++i)
        cells += std::string(i ? "," : "") + R"({"hex": [)" + std::to_string(i) + R"(, 0], "terrain": "Y"})";
    EXPECT_LT(expectRefused(parse(R"([{"id": "a", "max": 1, "cells": [)" + cells + "]}]"), "list has 65 items; the limit is 64"), kSmall);
}

TEST(ConstraintGraphLimits, Nodes)
{
    std::string nodes;
    for (int i = 0; i < 65; ++i)
        nodes += std::string(i ? "," : "") + R"({"id": "n)" + std::to_string(i) + R"("})";
    const std::string text = R"({"format": "hexloom-graph", "version": 1, "name": "g", "edges": [], "nodes": [)" + nodes + "]}";
    EXPECT_LT(expectRefused([&] { core::partition::parseConstraintGraph(QByteArray::fromStdString(text), "big-graph.json"); },
                            "field \"nodes\": list has 65 items; the limit is 64"),
              kSmall);
}

TEST(ParameterLimits, LongAndHugeValuesAreRefused)
{
    using core::run::ParameterDescriptor;
    const std::vector<ParameterDescriptor> ds{{"iterations", ParameterDescriptor::Type::Integer, 1, 1e9, 10, {}, ""}};
    core::run::ParameterValues values;
    EXPECT_THROW(core::run::parseParameterAssignment("a", ds, "iterations=" + std::string(100000, '1'), values), std::invalid_argument);
    EXPECT_THROW(core::run::parseParameterAssignment("a", ds, "iterations=1e309", values), std::invalid_argument);
    EXPECT_THROW(core::run::parseParameterAssignment("a", ds, "iterations=nan", values), std::invalid_argument);
    EXPECT_THROW(core::run::parseParameterAssignment("a", ds, "iterations=1e10", values), std::invalid_argument);
    EXPECT_TRUE(values.empty());
}

} // namespace
} // namespace hexloom::test
