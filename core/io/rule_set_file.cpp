#include "core/io/rule_set_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <cstdint>
#include <cstdio>
#include <set>

#include "core/symmetry/board_symmetry.h"
#include "core/io/json_fields.h"
#include "core/io/json_locator.h"
#include "core/io/rule_set_draft.h"
#include "core/io/rule_set_players.h"
#include "core/io/terrain_looks.h"
#include "core/rules/requirement_registry.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

using rules::RuleSet;
using text::CoreText;

namespace {

uint32_t parseColour(const JsonFields& f, const char* key)
{
    const std::string s = f.text(key, 16);
    unsigned value = 0;
    if (s.size() != 7 || s[0] != '#' || std::sscanf(s.c_str() + 1, "%6x", &value) != 1 ||
        s.find_first_not_of("0123456789abcdefABCDEF", 1) != std::string::npos)
        f.fail(f.field(key), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a colour like \"#3f7fd9\", found \"%1\""), {{s}}});
    return value;
}

// Ids are keys elsewhere (the pool object, map cells) and are looked up as C strings there, so a
// control character (a NUL above all) would cut them short: refuse it where the id is defined.
void checkIdText(const JsonFields& f, const char* key, const std::string& id)
{
    for (size_t i = 0; i < id.size(); ++i) {
        const auto c = static_cast<unsigned char>(id[i]);
        if (c < 0x20 || c == 0x7f) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x", c);
            f.fail(f.field(key), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not contain control characters (byte %1 at position %2)"), {{std::string(hex)}, {std::to_string(i)}}});
        }
    }
}

// `zone` (version 3): the kind's swap zone, 1 to 32 letters, digits, '-' or '_'; "" or absent is
// the main zone.
std::string parseZone(const JsonFields& t)
{
    const std::string zone = t.text("zone", "", 32);
    if (zone.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != std::string::npos)
        t.fail(t.field("zone"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a zone name is 1 to 32 letters, digits, '-' or '_' (leave it out for the main zone), found \"%1\""), {{zone}}});
    return zone;
}

void parseTerrains(const JsonFields& root, RuleSet& r)
{
    const QJsonArray list = root.array("terrains", kMaxTerrains);
    if (list.isEmpty())
        root.fail(root.field("terrains"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a rule set needs at least one terrain")});
    std::set<std::string> ids;
    std::set<char> letters;
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields t = root.element(list, "terrains", i);
        t.allowOnly({"id", "letter", "name", "colour", "water", "token", "cycle", "attributes", "fixed", "zone", "label", "glyph", "badges"});
        rules::Terrain terrain;
        terrain.id = t.text("id", 64);
        checkIdText(t, "id", terrain.id);
        if (terrain.id.empty() || !ids.insert(terrain.id).second)
            t.fail(t.field("id"), terrain.id.empty() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")} : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate terrain id \"%1\""), {{terrain.id}}});
        const std::string letter = t.text("letter", 1);
        if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])) || letter[0] == 'N')
            t.fail(t.field("letter"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected one capital letter other than N (N marks padding), found \"%1\""), {{letter}}});
        if (!letters.insert(letter[0]).second)
            t.fail(t.field("letter"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate letter \"%1\""), {{letter}}});
        terrain.letter = letter[0];
        terrain.name = t.text("name", terrain.id, 64);
        terrain.colour = t.has("colour") ? parseColour(t, "colour") : 0x808080;
        terrain.water = t.boolean("water", false);
        terrain.takesToken = t.boolean("token", false);
        terrain.cyclePosition = t.integer("cycle", 0, kMaxTerrains - 1, -1);
        parseTerrainAttributes(t, terrain);
        terrain.fixed = t.boolean("fixed", false);
        terrain.zone = parseZone(t);
        parseTerrainLooks(t, terrain);
        r.terrains.push_back(std::move(terrain));
    }
    std::set<int> positions;
    for (const auto& t : r.terrains)
        if (t.cyclePosition >= 0 && !positions.insert(t.cyclePosition).second)
            root.fail(root.field("terrains"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "two terrains share terraform-cycle position %1"), {{std::to_string(t.cyclePosition)}}});
    if (!positions.empty() && *positions.rbegin() + 1 != static_cast<int>(positions.size()))
        root.fail(root.field("terrains"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "terraform-cycle positions must be 0..%1 without gaps"), {{std::to_string(positions.size() - 1)}}});
}

void parsePool(const JsonFields& root, RuleSet& r)
{
    if (root.has("pool")) {
        const JsonFields pool = root.object("pool");
        r.pool.assign(r.terrains.size(), 0);
        long total = 0;
        for (auto it = pool.raw().begin(); it != pool.raw().end(); ++it) {
            const std::string id = it.key().toStdString();
            const auto t = r.byId(id);
            if (t == model::kNoTerrain)
                pool.fail(pool.field(id.c_str()), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no terrain with id \"%1\""), {{id}}});
            r.pool[t] = pool.integer(id.c_str(), 0, kMaxPoolTiles);
            total += r.pool[t];
        }
        if (total > kMaxPoolTiles)
            root.fail(root.field("pool"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "holds %1 tiles; the limit is %2"), {{std::to_string(total)}, {std::to_string(kMaxPoolTiles)}}});
    }
    if (root.has("tokens")) {
        const QJsonArray tokens = root.array("tokens", kMaxPoolTiles);
        for (int i = 0; i < tokens.size(); ++i) {
            const QJsonValue v = tokens.at(i);
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d < 1 || d > 127 || d != static_cast<int>(d))
                root.fail(root.at("tokens", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a whole number from 1 to 127")});
            r.tokenPool.push_back(static_cast<int>(d));
        }
    }
}

void parseRequirements(const JsonFields& root, RuleSet& r)
{
    const QJsonArray list = root.array("requirements", kMaxRequirements);
    std::set<std::string> ids;
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields q = root.element(list, "requirements", i);
        q.allowOnly({"id", "type", "name", "weight", "enabled", "params"});
        rules::RequirementSpec spec;
        spec.id = q.text("id", 32);
        if (spec.id.empty() || !ids.insert(spec.id).second)
            q.fail(q.field("id"), spec.id.empty() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")} : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate requirement id \"%1\""), {{spec.id}}});
        spec.type = q.text("type", 64);
        spec.name = q.text("name", spec.id, 128);
        spec.weight = q.number("weight", 0, 1e6, 1.0);
        spec.enabled = q.boolean("enabled", true);
        if (q.has("params")) {
            const JsonFields params = q.object("params");
            for (auto it = params.raw().begin(); it != params.raw().end(); ++it) {
                const std::string key = it.key().toStdString();
                if (it.value().isDouble())
                    spec.params[key] = it.value().toDouble();
                else if (it.value().isString())
                    spec.params[key] = params.text(key.c_str(), 1024);
                else
                    params.fail(params.field(key.c_str()), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a number or text")});
            }
        }
        try {
            rules::validateRequirement(spec, r);
        } catch (const std::invalid_argument& e) {
            q.fail(root.at("requirements", i), text::reasonOf(e));
        }
        r.requirements.push_back(std::move(spec));
    }
}

} // namespace

namespace {
// `symmetry`: a mode name (core/symmetry/symmetry_mode.h). A board of a named shape must be
// invariant under it; a custom board is checked when a map is generated.
void parseSymmetry(const JsonFields& root, RuleSet& r)
{
    if (!root.has("symmetry"))
        return;
    const std::string name = root.text("symmetry", 16);
    const auto mode = symmetry::parseMode(name);
    if (!mode)
        root.fail(root.field("symmetry"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected one of %1, found \"%2\""), {{symmetry::modeNameList()}, {name}}});
    r.symmetry = *mode;
    if (const auto board = shapedBoard(r.board)) {
        if (const auto missing = symmetry::BoardSymmetry::cellsWithoutImage(*board, r.symmetry); !missing.empty())
            root.fail(root.field("symmetry"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "the board (%1) is not %2 symmetric: %3 cells have no image (%4)"),
                                                       {text::nested(board->describeText()), {name}, {std::to_string(missing.size())},
                                                        text::nested(symmetry::describeCellsText(*board, missing))}});
    }
}
} // namespace

RuleSet parseRuleSet(const QByteArray& json, const std::string& source)
{
    return withFieldPositions(json, source, [&] {
        const JsonFields root(parseJson(json, source).object(), source);
        RuleSet r = parseRuleSetObject(root);
        // A rule-set file's pool fills the board it declares; a rule set embedded in a map is played
        // on the map's own board, which the search checks the pool against.
        checkPoolFitsBoard(root, r);
        return r;
    });
}

RuleSet parseRuleSetObject(const JsonFields& root)
{
    root.allowOnly({"format", "version", "name", "title", "description", "board", "terrains", "pool", "tokens", "requirements", "players",
                    "symmetry", "draft"});
    if (root.has("format") && root.text("format", 32) != "hexloom-rules")
        root.fail(root.field("format"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected \"hexloom-rules\"")});
    if (root.integer("version", 1, 1000, 1) > kRuleSetVersion)
        root.fail(root.field("version"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this file was written by a newer Hexloom (version %1); this one reads versions 1 to %2"),
                                                  {{std::to_string(root.integer("version", 1, 1000))}, {std::to_string(kRuleSetVersion)}}});
    RuleSet r;
    r.name = root.text("name", 64);
    if (r.name.empty())
        root.fail(root.field("name"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")});
    r.title = root.text("title", r.name, 128);
    r.description = root.text("description", "", 4096);
    parseTerrains(root, r);
    r.finalize();
    parsePool(root, r);
    if (root.has("board")) {
        const JsonFields b = root.object("board");
        b.allowOnly({"shape", "rows", "long_row", "first_row_long", "radius", "width", "height", "map"});
        r.board.shape = b.text("shape", 32);
        if (r.board.shape == "terra-mystica") {
            r.board.a = b.integer("rows", 1, model::kMaxBoardExtent, 9);
            r.board.b = b.integer("long_row", 2, model::kMaxBoardExtent, 13);
            r.board.firstRowLong = b.boolean("first_row_long", true);
        } else if (r.board.shape == "hexagon") {
            r.board.a = b.integer("radius", 0, model::kMaxBoardExtent);
        } else if (r.board.shape == "rectangle") {
            r.board.a = b.integer("width", 1, model::kMaxBoardExtent);
            r.board.b = b.integer("height", 1, model::kMaxBoardExtent);
        } else if (r.board.shape != "custom") {
            b.fail(b.field("shape"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected terra-mystica, hexagon, rectangle or custom, found \"%1\""), {{r.board.shape}}});
        }
        // Refused here, with the file's name, rather than when a board of this shape is built.
        const int64_t a = r.board.a;
        const int64_t shortRows = r.board.firstRowLong ? a / 2 : (a + 1) / 2; // Terra Mystica rows alternate with rows one hex shorter
        const int64_t cells = r.board.shape == "hexagon"         ? 3 * a * (a + 1) + 1
                              : r.board.shape == "terra-mystica" ? a * r.board.b - shortRows
                                                                 : a * r.board.b;
        if (r.board.shape != "custom" && cells > model::kMaxBoardCells)
            b.fail(b.field("shape"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a board of %1 cells exceeds the limit of %2"), {{std::to_string(cells)}, {std::to_string(model::kMaxBoardCells)}}});
        r.board.map = b.text("map", "", 256);
    }
    parseSymmetry(root, r);
    parsePlayers(root, r);
    parseDraft(root, r);
    parseRequirements(root, r);
    checkRequirementReferences(root, r);
    return r;
}

QByteArray writeRuleSet(const RuleSet& r) { return QJsonDocument(ruleSetToJson(r)).toJson(QJsonDocument::Indented); }

QJsonObject ruleSetToJson(const RuleSet& r)
{
    QJsonObject root{{"format", "hexloom-rules"}, {"version", ruleSetVersion(r)}, {"name", QString::fromStdString(r.name)},
                     {"title", QString::fromStdString(r.title)}, {"description", QString::fromStdString(r.description)}};
    if (r.symmetry != symmetry::SymmetryMode::None)
        root["symmetry"] = QString::fromUtf8(symmetry::modeName(r.symmetry).data(), static_cast<int>(symmetry::modeName(r.symmetry).size()));
    QJsonObject board{{"shape", QString::fromStdString(r.board.shape)}};
    if (r.board.shape == "terra-mystica") {
        board["rows"] = r.board.a;
        board["long_row"] = r.board.b;
        board["first_row_long"] = r.board.firstRowLong;
    } else if (r.board.shape == "hexagon") {
        board["radius"] = r.board.a;
    } else if (r.board.shape == "rectangle") {
        board["width"] = r.board.a;
        board["height"] = r.board.b;
    }
    if (!r.board.map.empty())
        board["map"] = QString::fromStdString(r.board.map);
    root["board"] = board;
    QJsonArray terrains;
    for (const auto& t : r.terrains) {
        QJsonObject o{{"id", QString::fromStdString(t.id)}, {"letter", QString(QChar(t.letter))},
                      {"name", QString::fromStdString(t.name)},
                      {"colour", QStringLiteral("#%1").arg(t.colour, 6, 16, QLatin1Char('0'))}, {"water", t.water}};
        if (t.takesToken)
            o["token"] = true;
        if (t.cyclePosition >= 0)
            o["cycle"] = t.cyclePosition;
        writeTerrainAttributes(t, o);
        if (t.fixed)
            o["fixed"] = true;
        if (!t.zone.empty())
            o["zone"] = QString::fromStdString(t.zone);
        writeTerrainLooks(t, o);
        terrains.append(o);
    }
    root["terrains"] = terrains;
    if (!r.pool.empty()) {
        QJsonObject pool;
        for (size_t i = 0; i < r.terrains.size() && i < r.pool.size(); ++i)
            pool[QString::fromStdString(r.terrains[i].id)] = r.pool[i];
        root["pool"] = pool;
    }
    if (!r.tokenPool.empty()) {
        QJsonArray tokens;
        for (int t : r.tokenPool)
            tokens.append(t);
        root["tokens"] = tokens;
    }
    QJsonArray reqs;
    for (const auto& q : r.requirements) {
        QJsonObject o{{"id", QString::fromStdString(q.id)}, {"type", QString::fromStdString(q.type)},
                      {"name", QString::fromStdString(q.name)}, {"weight", q.weight}, {"enabled", q.enabled}};
        if (!q.params.empty()) {
            QJsonObject params;
            for (const auto& [k, v] : q.params) {
                if (const double* d = std::get_if<double>(&v))
                    params[QString::fromStdString(k)] = *d;
                else
                    params[QString::fromStdString(k)] = QString::fromStdString(std::get<std::string>(v));
            }
            o["params"] = params;
        }
        reqs.append(o);
    }
    root["requirements"] = reqs;
    writePlayers(r, root);
    writeDraft(r, root);
    return root;
}

RuleSet loadRuleSetFile(const QString& path) { return parseRuleSet(readInputFile(path), path.toStdString()); }

QByteArray builtinResource(const QString& relativePath)
{
    QFile f(QStringLiteral(":/hexloom/") + relativePath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

namespace {
QStringList listBuiltin(const QString& folder, const QString& suffix)
{
    QStringList names;
    for (const QString& file : QDir(QStringLiteral(":/hexloom/") + folder).entryList(QDir::Files, QDir::Name))
        if (file.endsWith(suffix))
            names << file.left(file.size() - suffix.size());
    return names;
}
} // namespace

QStringList builtinRuleSetNames() { return listBuiltin(QStringLiteral("rules"), QStringLiteral(".json")); }
QStringList builtinMapNames() { return listBuiltin(QStringLiteral("maps"), QStringLiteral(".txt")); }

std::shared_ptr<const RuleSet> loadRuleSet(const QString& nameOrPath)
{
    if (builtinRuleSetNames().contains(nameOrPath)) {
        const QByteArray data = builtinResource(QStringLiteral("rules/") + nameOrPath + QStringLiteral(".json"));
        return std::make_shared<const RuleSet>(parseRuleSet(data, "built-in rule set " + nameOrPath.toStdString()));
    }
    if (inputPathExists(nameOrPath))
        return std::make_shared<const RuleSet>(loadRuleSetFile(nameOrPath));
    throw ParseError(nameOrPath.toStdString(), 0, 0, {},
                     text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no such rule-set file, and not a built-in rule set (built-in: %1)"),
                                    {{builtinRuleSetNames().join(QStringLiteral(", ")).toStdString()}}});
}

} // namespace hexloom::core::io
