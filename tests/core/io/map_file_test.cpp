// Round-trips of every map format: letters <-> letters, letters -> JSON -> JSON, JSON <-> letters,
// with tokens, locks, metadata, custom shapes, short-first boards and embedded rule sets.
#include "core/io/map_file.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_json.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::io {
namespace {

using model::Board;
using model::CellIndex;
using model::OffsetCoord;

// Contents per file position: boards compare equal when every (row, col) holds the same thing.
struct CellContents {
    OffsetCoord at;
    model::TerrainId terrain;
    model::Token token;
    bool locked;
    friend bool operator==(const CellContents&, const CellContents&) = default;
};

std::vector<CellContents> contents(const MapFile& f)
{
    std::vector<CellContents> out;
    for (CellIndex i = 0; i < f.board.size(); ++i)
        out.push_back({f.board.offset(i), f.map.terrain(i), f.map.token(i), f.map.locked(i)});
    return out;
}

void expectSameMap(const MapFile& a, const MapFile& b)
{
    EXPECT_EQ(contents(a), contents(b));
    EXPECT_EQ(a.board.shape(), b.board.shape());
    EXPECT_EQ(a.board.describe(), b.board.describe());
    for (CellIndex i = 0; i < a.board.size(); ++i)
        EXPECT_EQ(a.board.layout().isShiftedRow(a.board.offset(i).row), b.board.layout().isShiftedRow(b.board.offset(i).row));
    EXPECT_EQ(writeRuleSet(*a.rules), writeRuleSet(*b.rules));
}

MapFile builtin(const QString& name)
{
    return parseMap(builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt")), name.toStdString(), MapFormat::Letters);
}

TEST(MapFileTest, EveryBuiltinMapRoundTripsThroughLettersExactly)
{
    for (const QString& name : builtinMapNames()) {
        const QByteArray text = builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt"));
        const MapFile f = parseMap(text, name.toStdString(), MapFormat::Letters);
        EXPECT_EQ(writeMap(f, MapFormat::Letters).trimmed(), text.trimmed()) << name.toStdString();
    }
}

TEST(MapFileTest, EveryBuiltinMapRoundTripsThroughJson)
{
    for (const QString& name : builtinMapNames()) {
        const MapFile letters = builtin(name);
        const QByteArray json = writeMap(letters, MapFormat::Json);
        const MapFile back = parseMap(json, "roundtrip.json", MapFormat::Json);
        SCOPED_TRACE(name.toStdString());
        expectSameMap(letters, back);
        EXPECT_FALSE(back.rulesEmbedded);
        EXPECT_EQ(writeMap(back, MapFormat::Json), json) << "writing is stable";
        EXPECT_EQ(writeMap(back, MapFormat::Letters), writeMap(letters, MapFormat::Letters));
    }
}

TEST(MapFileTest, ShortFirstBoardKeepsItsShape)
{
    const MapFile f = builtin(QStringLiteral("terra-mystica-loon-lakes"));
    ASSERT_EQ(f.board.size(), 112);
    const MapFile back = parseMap(writeMap(f, MapFormat::Json), "x.json", MapFormat::Json);
    EXPECT_EQ(back.board.shape(), model::BoardShape::TerraMysticaRows);
    EXPECT_EQ(back.board.shapeParameter(2), 0) << "first row short";
    EXPECT_TRUE(back.board.layout().isShiftedRow(0));
    EXPECT_EQ(back.board, f.board);
    EXPECT_TRUE(back.map.sameContents(f.map));
}

TEST(MapFileTest, TokensLocksAndMetadataRoundTrip)
{
    MapFile f = builtin(QStringLiteral("catan-standard"));
    f.map.setLocked(0, true);
    f.map.setLocked(7, true);
    f.metadata = {"annealing", 18446744073709551557ull, true, "2024-05-01T10:00:00Z", "a \"quoted\" note\nwith a line break", {}};
    const MapFile back = parseMap(writeMap(f, MapFormat::Json), "x.json", MapFormat::Json);
    expectSameMap(f, back);
    EXPECT_EQ(back.map.lockedCount(), 2);
    EXPECT_EQ(back.metadata.algorithm, "annealing");
    EXPECT_TRUE(back.metadata.hasSeed);
    EXPECT_EQ(back.metadata.seed, 18446744073709551557ull);
    EXPECT_EQ(back.metadata.created, "2024-05-01T10:00:00Z");
    EXPECT_EQ(back.metadata.note, f.metadata.note);
    // Small seeds are plain JSON numbers.
    f.metadata.seed = 42;
    EXPECT_TRUE(writeMap(f, MapFormat::Json).contains("\"seed\":42"));
    EXPECT_EQ(parseMap(writeMap(f, MapFormat::Json), "x.json", MapFormat::Json).metadata.seed, 42u);
}

TEST(MapFileTest, TokensSurviveTheLetterFormat)
{
    const MapFile f = builtin(QStringLiteral("catan-standard"));
    int tokens = 0;
    for (CellIndex i = 0; i < f.board.size(); ++i)
        tokens += f.map.token(i) > 0 ? 1 : 0;
    EXPECT_EQ(tokens, 18);
    const MapFile back = parseMap(writeMap(f, MapFormat::Letters), "x.txt", MapFormat::Letters, QStringLiteral("catan"));
    EXPECT_EQ(contents(back), contents(f));
}

// A ring of cells with a hole, even rows shifted, one empty cell.
MapFile customRing()
{
    auto rules = loadRuleSet(QStringLiteral("terra-mystica-strict"));
    const model::HexLayout layout(1, 0, 0);
    std::vector<model::Hex> hexes;
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            if (!(r == 1 && c == 1) && !(r == 3 && c == 3))
                hexes.push_back(layout.fromOffset({r, c}));
    MapFile f{rules, false, Board::fromCells(hexes, 1), {}, {}};
    f.map = model::Map(f.board.size());
    for (CellIndex i = 1; i < f.board.size(); ++i)
        f.map.setTerrain(i, static_cast<model::TerrainId>(i % rules->terrainCount()));
    f.map.setLocked(3, true);
    return f;
}

TEST(MapFileTest, CustomShapeRoundTripsThroughJsonAndLetters)
{
    const MapFile f = customRing();
    ASSERT_EQ(f.board.size(), 14);
    const QByteArray json = writeMap(f, MapFormat::Json);
    EXPECT_TRUE(json.contains("\"shifted_rows\": \"even\""));
    const MapFile back = parseMap(json, "x.json", MapFormat::Json);
    expectSameMap(f, back);
    EXPECT_EQ(back.board, f.board);
    EXPECT_EQ(back.map, f.map);
    // Letters keep the mask and the shifted rows (an empty cell becomes padding, locks are lost).
    const MapFile letters = parseMap(writeMap(f, MapFormat::Letters), "x.txt", MapFormat::Letters, QStringLiteral("terra-mystica-strict"));
    EXPECT_EQ(letters.board.size(), 13);
    for (CellIndex i = 0; i < letters.board.size(); ++i) {
        const CellIndex j = f.board.indexAtOffset(letters.board.offset(i));
        ASSERT_NE(j, model::kNoCell);
        EXPECT_EQ(letters.map.terrain(i), f.map.terrain(j));
        EXPECT_EQ(letters.board.layout().isShiftedRow(letters.board.offset(i).row), f.board.layout().isShiftedRow(f.board.offset(j).row));
    }
}

TEST(MapFileTest, HexagonAndRectangleShapesRoundTrip)
{
    auto rules = loadRuleSet(QStringLiteral("catan"));
    for (const Board& board : {Board::hexagon(3), Board::rectangle(5, 4)}) {
        MapFile f{rules, false, board, model::Map(board.size()), {}};
        for (CellIndex i = 0; i < board.size(); i += 2)
            f.map.setTerrain(i, static_cast<model::TerrainId>(i % 6));
        const MapFile back = parseMap(writeMap(f, MapFormat::Json), "x.json", MapFormat::Json);
        EXPECT_EQ(back.board, board);
        EXPECT_EQ(back.board.shape(), board.shape());
        EXPECT_EQ(back.map, f.map);
    }
}

TEST(MapFileTest, ChangedRuleSetIsEmbeddedAndReadBack)
{
    MapFile f = builtin(QStringLiteral("terra-mystica-original"));
    EXPECT_TRUE(writeMap(f, MapFormat::Json).contains("\"rules\": \"terra-mystica-published\""));
    auto changed = std::make_shared<rules::RuleSet>(*f.rules);
    changed->requirements[0].weight = 3;
    changed->requirements[4].enabled = true;
    f.rules = changed;
    const MapFile back = parseMap(writeMap(f, MapFormat::Json), "x.json", MapFormat::Json);
    EXPECT_TRUE(back.rulesEmbedded);
    EXPECT_EQ(writeRuleSet(*back.rules), writeRuleSet(*changed));
    // Marked embedded, an unchanged built-in rule set is embedded too.
    MapFile plain = builtin(QStringLiteral("terra-mystica-original"));
    plain.rulesEmbedded = true;
    EXPECT_TRUE(parseMap(writeMap(plain, MapFormat::Json), "x.json", MapFormat::Json).rulesEmbedded);
}

TEST(MapFileTest, RulesOverrideReplacesTheFilesRuleSet)
{
    const QByteArray json = writeMap(builtin(QStringLiteral("terra-mystica-original")), MapFormat::Json);
    const MapFile f = parseMap(json, "x.json", MapFormat::Json, QStringLiteral("terra-mystica-strict"));
    EXPECT_EQ(f.rules->name, "terra-mystica-strict");
}

TEST(MapFileTest, SaveAndLoadPickTheFormatByExtension)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const MapFile f = customRing();
    for (const QString& name : {QStringLiteral("m.json"), QStringLiteral("m.txt")}) {
        const QString path = dir.filePath(name);
        saveMap(path, f);
        const MapFile back = loadMap(path, name.endsWith(QStringLiteral(".txt")) ? QStringLiteral("terra-mystica-strict") : QString());
        EXPECT_EQ(back.rules->name, "terra-mystica-strict");
        EXPECT_EQ(back.board.size(), name.endsWith(QStringLiteral(".txt")) ? 13 : 14);
    }
    EXPECT_EQ(formatFor(QStringLiteral("A.JSON"), MapFormat::ByExtension), MapFormat::Json);
    EXPECT_EQ(formatFor(QStringLiteral("a.json"), MapFormat::Letters), MapFormat::Letters);
}

TEST(MapFileTest, SavingOverAFileReplacesItWhole)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.json"));
    saveMap(path, builtin(QStringLiteral("terra-mystica-original")));
    saveMap(path, builtin(QStringLiteral("catan-standard")));
    EXPECT_EQ(loadMap(path).board.size(), 19);
    EXPECT_THROW(saveMap(dir.filePath(QStringLiteral("no/such/folder/m.json")), builtin(QStringLiteral("catan-standard"))), std::runtime_error);
}

} // namespace
} // namespace hexloom::core::io

namespace hexloom::core::io {
namespace {

// The limit counts the hexes a Terra Mystica-shaped board really has (short rows one less): the
// 800 x 313 board of 250,000 hexes saves and opens again; two more rows are refused.
TEST(MapFileTest, AQuarterMillionHexTerraMysticaBoardRoundTripsThroughJson)
{
    auto rules = loadRuleSet(QStringLiteral("terra-mystica-published"));
    const Board board = Board::terraMystica(800, 313);
    ASSERT_EQ(board.size(), model::kMaxBoardCells);
    MapFile f{rules, false, board, model::Map(board.size()), {}};
    for (CellIndex i = 0; i < board.size(); ++i) {
        f.map.setTerrain(i, static_cast<model::TerrainId>(i % 8));
        f.map.setLocked(i, i % 7 == 0);
    }
    const MapFile back = parseMap(writeMap(f, MapFormat::Json), "big.json", MapFormat::Json);
    EXPECT_EQ(back.board, board);
    EXPECT_EQ(back.map, f.map);
    QByteArray bigger = writeMap(f, MapFormat::Json);
    ASSERT_TRUE(bigger.contains("\"rows\":800"));
    bigger.replace("\"rows\":800", "\"rows\":802"); // 250,625 hexes
    try {
        parseMap(bigger, "bigger.json", MapFormat::Json);
        ADD_FAILURE() << "a board over the limit was read";
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("250625 cells exceeds the limit of 250000"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace hexloom::core::io
