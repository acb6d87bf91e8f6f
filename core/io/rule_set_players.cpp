#include "core/io/rule_set_players.h"

#include <QJsonArray>
#include <QJsonValue>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>

#include "core/io/terrain_looks.h"
#include "core/rules/requirement_registry.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

using text::CoreText;

using rules::PlayerSetup;
using rules::RuleSet;

int ruleSetVersion(const RuleSet& r)
{
    if (r.symmetry != symmetry::SymmetryMode::None)
        return 5;
    for (const auto& t : r.terrains)
        if (hasTerrainLooks(t))
            return 4;
    for (const auto& t : r.terrains)
        if (!t.zone.empty())
            return 3;
    for (const auto& t : r.terrains)
        if (!t.attributes.empty() || t.fixed)
            return 2;
    return r.players.empty() ? 1 : 2;
}

void parseTerrainAttributes(const JsonFields& terrain, rules::Terrain& t)
{
    if (!terrain.has("attributes"))
        return;
    const JsonFields attrs = terrain.object("attributes");
    for (auto it = attrs.raw().begin(); it != attrs.raw().end(); ++it) {
        const std::string name = it.key().toStdString();
        const bool ok = !name.empty() && name.size() <= 32 &&
                        name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == std::string::npos;
        if (!ok)
            attrs.fail(attrs.field(name.c_str()), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "an attribute name is 1 to 32 letters, digits, '-' or '_'")});
        t.attributes[name] = attrs.number(name.c_str(), -1e6, 1e6);
    }
}

void writeTerrainAttributes(const rules::Terrain& t, QJsonObject& out)
{
    if (t.attributes.empty())
        return;
    QJsonObject attrs;
    for (const auto& [name, value] : t.attributes)
        attrs[QString::fromStdString(name)] = value;
    out["attributes"] = attrs;
}

std::optional<model::Board> shapedBoard(const rules::BoardSpec& b)
{
    if (b.shape == "hexagon")
        return model::Board::hexagon(b.a);
    if (b.shape == "rectangle")
        return model::Board::rectangle(b.a, b.b);
    if (b.shape == "terra-mystica")
        return model::Board::terraMystica(b.a, b.b, b.firstRowLong);
    return std::nullopt;
}

void checkPoolFitsBoard(const JsonFields& root, const RuleSet& r)
{
    const auto board = shapedBoard(r.board);
    if (!board || !r.hasPool())
        return;
    const long total = std::accumulate(r.pool.begin(), r.pool.end(), 0L);
    if (total == board->size())
        return;
    const long off = total - board->size();
    root.fail(root.field("pool"),
              CoreText{off > 0 ? QT_TRANSLATE_NOOP("hexloom::core", "the pool holds %1 tiles but the board has %2 cells (%3 too many)")
                               : QT_TRANSLATE_NOOP("hexloom::core", "the pool holds %1 tiles but the board has %2 cells (%3 too few)"),
                       {{std::to_string(total)}, {std::to_string(board->size())}, {std::to_string(off > 0 ? off : -off)}}});
}

namespace {
// No two players on one home cell; every home cell on the board of a shaped rule set.
void checkHomeCells(const JsonFields& block, const RuleSet& r)
{
    const auto board = shapedBoard(r.board);
    std::map<std::pair<int, int>, size_t> owner;
    for (size_t i = 0; i < r.players.players.size(); ++i) {
        const auto& player = r.players.players[i];
        const JsonFields p = block.element(block.raw().value(QLatin1String("list")).toArray(), "list", static_cast<int>(i));
        for (size_t k = 0; k < player.homeCells.size(); ++k) {
            const auto& o = player.homeCells[k];
            const std::string cell = "[" + std::to_string(o.row) + ", " + std::to_string(o.col) + "]";
            if (board && board->indexAtOffset(o) == model::kNoCell)
                p.fail(p.at("home", static_cast<int>(k)),
                       text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "home cell %1 is not on the board (%2)"), {{cell}, text::nested(board->describeText())}});
            const auto [it, fresh] = owner.emplace(std::make_pair(o.row, o.col), i);
            if (!fresh)
                p.fail(p.at("home", static_cast<int>(k)), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "home cell %1 is already the home of player \"%2\"; two players cannot share a home"), {{cell}, {r.players.players[it->second].id}}});
        }
    }
}

rules::Player parsePlayer(const JsonFields& p, const RuleSet& r, std::set<std::string>& ids)
{
    p.allowOnly({"id", "name", "home", "home_kind", "home_tile"});
    rules::Player player;
    player.id = p.text("id", 32);
    if (player.id.empty() || !ids.insert(player.id).second)
        p.fail(p.field("id"), player.id.empty() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")} : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate player id \"%1\""), {{player.id}}});
    player.name = p.text("name", player.id, 64);
    if (p.has("home") == p.has("home_kind"))
        p.fail(p.field("home"), p.has("home") ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "give either home (cells [row, col]) or home_kind (a terrain id), not both")}
                                               : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "player \"%1\" has no home: give home (cells [row, col]) or home_kind (a terrain id)"), {{player.id}}});
    if (p.has("home_kind")) {
        if (p.has("home_tile"))
            p.fail(p.field("home_tile"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "only a home given as cells holds a home tile; this player's home is the kind home_kind")});
        player.homeKind = p.text("home_kind", 64);
        if (r.byId(player.homeKind) == model::kNoTerrain)
            p.fail(p.field("home_kind"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no terrain with id \"%1\""), {{player.homeKind}}});
        return player;
    }
    const QJsonArray cells = p.array("home", 64);
    if (cells.isEmpty())
        p.fail(p.field("home"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "needs at least one cell [row, col]")});
    for (int i = 0; i < cells.size(); ++i) {
        const QJsonArray rc = cells.at(i).toArray();
        const bool ok = cells.at(i).isArray() && rc.size() == 2 && rc.at(0).isDouble() && rc.at(1).isDouble() && rc.at(0).toDouble() >= 0 &&
                        rc.at(1).toDouble() >= 0 && rc.at(0).toDouble() == rc.at(0).toInt() && rc.at(1).toDouble() == rc.at(1).toInt();
        if (!ok)
            p.fail(p.at("home", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected [row, col], two whole numbers from 0")});
        player.homeCells.push_back({rc.at(0).toInt(), rc.at(1).toInt()});
    }
    // The kind the home cells hold: named, or the rule set's kind "home"; null: none (the cells are
    // only where the player's reach is measured from, held by no particular kind and not locked).
    if (p.has("home_tile") && p.raw().value(QLatin1String("home_tile")).isNull())
        return player;
    player.homeTile = p.text("home_tile", r.byId("home") == model::kNoTerrain ? std::string() : std::string("home"), 64);
    if (player.homeTile.empty() && p.has("home_tile"))
        p.fail(p.field("home_tile"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a terrain id, or null for home cells that hold no particular kind")});
    if (player.homeTile.empty())
        p.fail(p.field("home"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "name the kind these home cells hold in home_tile (a terrain id); the rule set has no kind \"home\" to default to")});
    if (r.byId(player.homeTile) == model::kNoTerrain)
        p.fail(p.field("home_tile"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no terrain with id \"%1\""), {{player.homeTile}}});
    return player;
}
} // namespace

void parsePlayers(const JsonFields& root, RuleSet& r)
{
    if (!root.has("players"))
        return;
    const JsonFields block = root.object("players");
    block.allowOnly({"distance_weights", "path_cost", "list"});
    const QJsonArray list = block.array("list", PlayerSetup::kMaxPlayers + 1);
    if (list.size() < PlayerSetup::kMinPlayers || list.size() > PlayerSetup::kMaxPlayers)
        block.fail(block.field("list"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "2 to 8 players, found %1"), {{std::to_string(list.size())}}});
    std::set<std::string> ids;
    for (int i = 0; i < list.size(); ++i)
        r.players.players.push_back(parsePlayer(block.element(list, "list", i), r, ids));
    checkHomeCells(block, r);
    if (block.has("distance_weights")) {
        const QJsonArray w = block.array("distance_weights", PlayerSetup::kMaxReach);
        if (w.isEmpty())
            block.fail(block.field("distance_weights"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "needs at least one weight (distance 0)")});
        r.players.distanceWeights.clear();
        for (int i = 0; i < w.size(); ++i) {
            const double d = w.at(i).toDouble(-1);
            if (!w.at(i).isDouble() || !std::isfinite(d) || d < 0 || d > 1e6)
                block.fail(block.at("distance_weights", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a number from 0 to 1000000")});
            r.players.distanceWeights.push_back(d);
        }
    }
    if (block.has("path_cost")) {
        const JsonFields costs = block.object("path_cost");
        for (auto it = costs.raw().begin(); it != costs.raw().end(); ++it) {
            const std::string id = it.key().toStdString();
            if (r.byId(id) == model::kNoTerrain)
                costs.fail(costs.field(id.c_str()), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no terrain with id \"%1\""), {{id}}});
            r.players.pathCost[id] = costs.integer(id.c_str(), -1, PlayerSetup::kMaxReach);
        }
    }
}

void writePlayers(const RuleSet& r, QJsonObject& root)
{
    if (r.players.empty())
        return;
    QJsonArray list;
    for (const auto& p : r.players.players) {
        QJsonObject o{{"id", QString::fromStdString(p.id)}, {"name", QString::fromStdString(p.name)}};
        if (!p.homeKind.empty()) {
            o["home_kind"] = QString::fromStdString(p.homeKind);
        } else {
            QJsonArray cells;
            for (const auto& c : p.homeCells)
                cells.append(QJsonArray{c.row, c.col});
            o["home"] = cells;
            // Absent reads as "home"; an empty tile (home cells that hold no particular kind) is null.
            if (p.homeTile.empty())
                o["home_tile"] = QJsonValue::Null;
            else if (p.homeTile != "home")
                o["home_tile"] = QString::fromStdString(p.homeTile);
        }
        list.append(o);
    }
    QJsonArray weights;
    for (double w : r.players.distanceWeights)
        weights.append(w);
    QJsonObject block{{"distance_weights", weights}, {"list", list}};
    if (!r.players.pathCost.empty()) {
        QJsonObject costs;
        for (const auto& [id, c] : r.players.pathCost)
            costs[QString::fromStdString(id)] = c;
        block["path_cost"] = costs;
    }
    root["players"] = block;
}

void checkRequirementReferences(const JsonFields& root, const RuleSet& r)
{
    for (size_t i = 0; i < r.requirements.size(); ++i) {
        try {
            rules::validateRequirementAgainst(r.requirements[i], r);
        } catch (const std::invalid_argument& e) {
            root.fail(root.at("requirements", static_cast<int>(i)),
                      text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "requirement %1: %2"), {{r.requirements[i].id}, text::nested(text::reasonOf(e))}});
        }
    }
}

} // namespace hexloom::core::io
