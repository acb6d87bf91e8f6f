#include "core/io/map_json.h"

#include <QJsonArray>
#include <QJsonObject>
#include <cerrno>
#include <cstdlib>
#include <vector>

#include "core/io/json_fields.h"
#include "core/io/json_locator.h"
#include "core/io/rule_set_file.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"
#include "core/io/recipe_segments.h"

namespace hexloom::core::io {

namespace {

using model::Board;
using text::CoreText;
using model::kMaxBoardCells;
using model::kMaxBoardExtent;

constexpr uint64_t kMaxExactSeed = uint64_t{1} << 53; // larger seeds are written as text

void checkCellCount(const JsonFields& b, const char* key, int64_t cells)
{
    if (cells > kMaxBoardCells)
        b.fail(b.field(key), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a board of %1 cells exceeds the limit of %2"), {{std::to_string(cells)}, {std::to_string(kMaxBoardCells)}}});
}

Board parseCustomBoard(const JsonFields& b)
{
    b.allowOnly({"shape", "shifted_rows", "cells"});
    const std::string shifted = b.text("shifted_rows", "odd", 8);
    if (shifted != "odd" && shifted != "even")
        b.fail(b.field("shifted_rows"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected \"odd\" or \"even\", found \"%1\""), {{shifted}}});
    const QJsonArray list = b.array("cells", kMaxBoardCells);
    if (list.isEmpty())
        b.fail(b.field("cells"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a board needs at least one cell")});
    // parity 1 shifts row 0 (and every even row) half a hex right.
    const model::HexLayout layout(shifted == "even" ? 1 : 0, 0, 0);
    std::vector<model::Hex> hexes;
    hexes.reserve(static_cast<size_t>(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        const QJsonArray pair = list.at(i).toArray();
        const double row = pair.at(0).toDouble(-1), col = pair.at(1).toDouble(-1);
        if (!list.at(i).isArray() || pair.size() != 2 || row < 0 || col < 0 || row > kMaxBoardExtent || col > kMaxBoardExtent ||
            row != static_cast<int>(row) || col != static_cast<int>(col))
            b.fail(b.at("cells", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected [row, column], whole numbers from 0 to %1"), {{std::to_string(kMaxBoardExtent)}}});
        hexes.push_back(layout.fromOffset({static_cast<int>(row), static_cast<int>(col)}));
    }
    const size_t listed = hexes.size();
    const std::vector<model::Hex> asListed = hexes;
    Board board = Board::fromCells(std::move(hexes), layout.parity());
    if (static_cast<size_t>(board.size()) != listed)
        b.fail(b.field("cells"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "lists a cell more than once")});
    // The board counts rows and columns from its own first row and column; a list that starts
    // elsewhere would put every cell of the map somewhere else than the file says.
    for (size_t i = 0; i < listed; ++i) {
        const model::OffsetCoord wanted = layout.toOffset(asListed[i]);
        if (board.offset(board.indexOf(asListed[i])) != wanted)
            b.fail(b.at("cells", static_cast<int>(i)),
                   "[" + std::to_string(wanted.row) + ", " + std::to_string(wanted.col) +
                       "] is not where the board puts it: a custom board's rows and columns are counted from its first row "
                       "and its leftmost hex (list the cells from row 0 and column 0)");
    }
    return board;
}

Board parseBoard(const JsonFields& root)
{
    const JsonFields b = root.object("board");
    const std::string shape = b.text("shape", 32);
    if (shape == "terra-mystica") {
        b.allowOnly({"shape", "rows", "long_row", "first_row_long"});
        const int rows = b.integer("rows", 1, kMaxBoardExtent), longRow = b.integer("long_row", 2, kMaxBoardExtent);
        const bool firstLong = b.boolean("first_row_long", true);
        // Short rows have one hex less: the 800 x 313 board has 250,000 hexes, not 250,400.
        const int shortRows = firstLong ? rows / 2 : (rows + 1) / 2;
        checkCellCount(b, "rows", int64_t{rows} * longRow - shortRows);
        return Board::terraMystica(rows, longRow, firstLong);
    }
    if (shape == "hexagon") {
        b.allowOnly({"shape", "radius"});
        const int radius = b.integer("radius", 0, kMaxBoardExtent);
        checkCellCount(b, "radius", 3 * int64_t{radius} * (radius + 1) + 1);
        return Board::hexagon(radius);
    }
    if (shape == "rectangle") {
        b.allowOnly({"shape", "width", "height"});
        const int width = b.integer("width", 1, kMaxBoardExtent), height = b.integer("height", 1, kMaxBoardExtent);
        checkCellCount(b, "width", int64_t{width} * height);
        return Board::rectangle(width, height);
    }
    if (shape == "custom")
        return parseCustomBoard(b);
    b.fail(b.field("shape"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected terra-mystica, hexagon, rectangle or custom, found \"%1\""), {{shape}}});
}

std::shared_ptr<const rules::RuleSet> parseRules(const JsonFields& root, const QString& rulesOverride, bool& embedded)
{
    embedded = false;
    if (!rulesOverride.isEmpty())
        return loadRuleSet(rulesOverride);
    const QJsonValue v = root.raw().value(QLatin1String("rules"));
    if (v.isObject()) {
        embedded = true;
        return std::make_shared<const rules::RuleSet>(parseRuleSetObject(root.object("rules")));
    }
    if (!v.isString())
        root.fail("rules", v.isUndefined() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "missing; name a built-in rule set or embed a rule-set object")}
                                           : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a built-in rule-set name or a rule-set object")});
    const QString name = v.toString();
    if (!builtinRuleSetNames().contains(name))
        root.fail("rules", "\"" + name.left(64).toStdString() + "\" is not a built-in rule set (built-in: " +
                               builtinRuleSetNames().join(QStringLiteral(", ")).toStdString() + "); embed the rule set or pass --rules");
    return loadRuleSet(name);
}

std::string knownTerrainIds(const rules::RuleSet& rules)
{
    std::string known;
    for (const auto& t : rules.terrains)
        known += (known.empty() ? "" : ", ") + t.id;
    return known;
}

void parseCells(const JsonFields& root, const Board& board, const rules::RuleSet& rules, model::Map& map)
{
    if (!root.has("cells"))
        return;
    const QJsonArray list = root.array("cells", kMaxBoardCells);
    std::vector<uint8_t> seen(static_cast<size_t>(board.size()), 0);
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields c = root.element(list, "cells", i);
        c.allowOnly({"row", "col", "terrain", "token", "locked"});
        const int row = c.integer("row", 0, kMaxBoardExtent), col = c.integer("col", 0, kMaxBoardExtent);
        const model::CellIndex cell = board.indexAtOffset({row, col});
        if (cell == model::kNoCell)
            c.fail(root.at("cells", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no cell at row %1, column %2 on a %3 board"),
                                                 {{std::to_string(row)}, {std::to_string(col)}, text::nested(board.describeText())}});
        if (seen[static_cast<size_t>(cell)]++)
            c.fail(root.at("cells", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "row %1, column %2 is listed twice"), {{std::to_string(row)}, {std::to_string(col)}}});
        if (c.has("terrain")) {
            const std::string id = c.text("terrain", 64);
            const model::TerrainId t = rules.byId(id);
            if (t == model::kNoTerrain)
                c.fail(c.field("terrain"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "unknown terrain \"%1\" for rule set %2 (known: %3)"),
                                                    {{id}, {rules.name}, {knownTerrainIds(rules)}}});
            map.setTerrain(cell, t);
        }
        map.setToken(cell, static_cast<model::Token>(c.integer("token", 1, 127, 0)));
        map.setLocked(cell, c.boolean("locked", false));
    }
}

MapMetadata parseMetadata(const JsonFields& root, const Board& board, const rules::RuleSet& rules)
{
    MapMetadata m;
    if (!root.has("metadata"))
        return m;
    const JsonFields f = root.object("metadata");
    f.allowOnly({"algorithm", "seed", "created", "note", "recipe", "recipe_edited"});
    m.algorithm = f.text("algorithm", "", 64);
    m.created = f.text("created", "", 64);
    m.note = f.text("note", "", 4096);
    m.recipe = f.text("recipe", "", 1 << 20);
    m.recipeEdited = f.boolean("recipe_edited", false);
    // A recipe of a run the designer edited (version 4): its segments name cells and terrains of
    // this board and rule set; a damaged one is refused here, not at replay.
    if (m.recipe.rfind(std::string(kSegmentedRecipeMagic) + ' ', 0) == 0) {
        try {
            checkSegments(m.recipe, board, rules.terrainCount());
        } catch (const std::invalid_argument& e) {
            f.fail(f.field("recipe"), text::reasonOf(e));
        }
    }
    if (!f.has("seed"))
        return m;
    m.hasSeed = true;
    const QJsonValue v = f.raw().value(QLatin1String("seed"));
    if (v.isString()) {
        const std::string s = f.text("seed", 20);
        errno = 0;
        char* end = nullptr;
        m.seed = std::strtoull(s.c_str(), &end, 10);
        if (s.empty() || *end != '\0' || errno == ERANGE || s.find_first_not_of("0123456789") != std::string::npos)
            f.fail(f.field("seed"), "expected a whole number from 0 to 18446744073709551615, found \"" + s + "\"");
    } else {
        const double d = f.number("seed", 0, static_cast<double>(kMaxExactSeed));
        if (d != static_cast<double>(static_cast<uint64_t>(d)))
            f.fail(f.field("seed"), "expected a whole number");
        m.seed = static_cast<uint64_t>(d);
    }
    return m;
}

MapFile parseDocument(const QByteArray& data, const std::string& source, const QString& rulesOverride)
{
    const JsonFields root(parseJson(data, source).object(), source);
    if (root.has("ObjectStates"))
        root.fail("ObjectStates", "this is a Tabletop Simulator save, not a Hexloom map; Hexloom writes these saves but does not read them");
    if (root.has("orientation") && root.has("tilesets"))
        root.fail("orientation", "this is a Tiled map; rename it to .tmj to read it");
    root.allowOnly({"format", "version", "board", "rules", "cells", "metadata"});
    if (root.text("format", 32) != "hexloom-map")
        root.fail("format", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected \"hexloom-map\" (is this a Hexloom map file?)")});
    const int version = root.integer("version", 1, 1'000'000);
    if (version > kMapFormatVersion)
        root.fail("version", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "written by a newer Hexloom (version %1); this one reads version %2"),
                                      {{std::to_string(version)}, {std::to_string(kMapFormatVersion)}}});
    MapFile f;
    f.board = parseBoard(root);
    f.rules = parseRules(root, rulesOverride, f.rulesEmbedded);
    f.map = model::Map(f.board.size());
    parseCells(root, f.board, *f.rules, f.map);
    f.metadata = parseMetadata(root, f.board, *f.rules);
    return f;
}

} // namespace

MapFile parseMapJson(const QByteArray& data, const std::string& source, const QString& rulesOverride)
{
    return withFieldPositions(data, source, [&] { return parseDocument(data, source, rulesOverride); });
}

} // namespace hexloom::core::io

namespace hexloom::core::io {

namespace {

QByteArray compact(const QJsonValue& v)
{
    const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2); // strip the surrounding [ ]
}

QByteArray boardText(const Board& board)
{
    switch (board.shape()) {
    case model::BoardShape::TerraMysticaRows:
        return compact(QJsonObject{{"shape", "terra-mystica"}, {"rows", board.shapeParameter(0)},
                                   {"long_row", board.shapeParameter(1)}, {"first_row_long", board.shapeParameter(2) != 0}});
    case model::BoardShape::Hexagon:
        return compact(QJsonObject{{"shape", "hexagon"}, {"radius", board.shapeParameter(0)}});
    case model::BoardShape::Rectangle:
        return compact(QJsonObject{{"shape", "rectangle"}, {"width", board.shapeParameter(0)}, {"height", board.shapeParameter(1)}});
    case model::BoardShape::Custom:
        break;
    }
    // One board row per line, so that large masks stay readable.
    QByteArray out = "{\"shape\": \"custom\", \"shifted_rows\": \"";
    out += board.layout().isShiftedRow(0) ? "even" : "odd";
    out += "\", \"cells\": [";
    int lastRow = -1;
    for (model::CellIndex i = 0; i < board.size(); ++i) {
        const auto o = board.offset(i);
        if (i > 0)
            out += ',';
        if (o.row != lastRow)
            out += "\n    ";
        lastRow = o.row;
        out += '[' + QByteArray::number(o.row) + ',' + QByteArray::number(o.col) + ']';
    }
    return out + "\n  ]}";
}

bool isUnchangedBuiltin(const rules::RuleSet& rules)
{
    const QString name = QString::fromStdString(rules.name);
    return builtinRuleSetNames().contains(name) && writeRuleSet(*loadRuleSet(name)) == writeRuleSet(rules);
}

QByteArray rulesText(const MapFile& f)
{
    if (!f.rulesEmbedded && isUnchangedBuiltin(*f.rules))
        return compact(QString::fromStdString(f.rules->name));
    QByteArray text = QJsonDocument(ruleSetToJson(*f.rules)).toJson(QJsonDocument::Indented).trimmed();
    return text.replace("\n", "\n  ");
}

QByteArray metadataText(const MapMetadata& m)
{
    QJsonObject o;
    if (!m.algorithm.empty())
        o["algorithm"] = QString::fromStdString(m.algorithm);
    if (m.hasSeed)
        o["seed"] = m.seed <= kMaxExactSeed ? QJsonValue(static_cast<double>(m.seed)) : QJsonValue(QString::number(m.seed));
    if (!m.created.empty())
        o["created"] = QString::fromStdString(m.created);
    if (!m.note.empty())
        o["note"] = QString::fromStdString(m.note);
    if (!m.recipe.empty())
        o["recipe"] = QString::fromStdString(m.recipe);
    if (!m.recipe.empty() && m.recipeEdited)
        o["recipe_edited"] = true;
    return o.isEmpty() ? QByteArray() : compact(o);
}

QByteArray cellsText(const MapFile& f)
{
    QByteArray out = "[";
    bool first = true;
    for (model::CellIndex i = 0; i < f.board.size(); ++i) {
        const auto t = f.map.terrain(i);
        if (t == model::kNoTerrain && f.map.token(i) == model::kNoToken && !f.map.locked(i))
            continue;
        const auto o = f.board.offset(i);
        out += first ? "\n    " : ",\n    ";
        first = false;
        out += "{\"row\": " + QByteArray::number(o.row) + ", \"col\": " + QByteArray::number(o.col);
        if (t != model::kNoTerrain)
            out += ", \"terrain\": " + compact(QString::fromStdString(f.rules->terrain(t).id));
        if (f.map.token(i) != model::kNoToken)
            out += ", \"token\": " + QByteArray::number(f.map.token(i));
        if (f.map.locked(i))
            out += ", \"locked\": true";
        out += '}';
    }
    return out + (first ? "]" : "\n  ]");
}

} // namespace

QByteArray writeMapJson(const MapFile& file)
{
    // Older Hexlooms read what needs no recipe (version 1), no edited mark (version 2) or no
    // segments (version 3).
    const std::string& recipe = file.metadata.recipe;
    const int version = recipe.empty() ? 1 : recipe.rfind(std::string(kSegmentedRecipeMagic) + ' ', 0) == 0 ? 4 : file.metadata.recipeEdited ? 3 : 2;
    QByteArray out = "{\n  \"format\": \"hexloom-map\",\n  \"version\": " + QByteArray::number(version) + ",\n";
    out += "  \"board\": " + boardText(file.board) + ",\n";
    out += "  \"rules\": " + rulesText(file) + ",\n";
    if (const QByteArray meta = metadataText(file.metadata); !meta.isEmpty())
        out += "  \"metadata\": " + meta + ",\n";
    out += "  \"cells\": " + cellsText(file) + "\n}\n";
    return out;
}

} // namespace hexloom::core::io
