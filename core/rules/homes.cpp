#include "core/rules/homes.h"

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "core/text/text_error.h"

namespace hexloom::core::rules {

std::vector<HomeCell> homeCells(const RuleSet& rules, const model::Board& board)
{
    std::vector<HomeCell> out;
    const auto& players = rules.players.players;
    for (size_t p = 0; p < players.size(); ++p) {
        const model::TerrainId kind = rules.byId(players[p].homeTile);
        if (kind == model::kNoTerrain)
            continue; // a home given as a kind, or a rule set built in code without a home tile
        for (const auto& o : players[p].homeCells) {
            const model::CellIndex c = board.indexAtOffset(o);
            if (c == model::kNoCell)
                throw text::TextError(text::inField("players.list[" + std::to_string(p) + "].home",
                                                    {QT_TRANSLATE_NOOP("hexloom::core", "cell [%1, %2] is not on the board (%3)"),
                                                     {{std::to_string(o.row)}, {std::to_string(o.col)}, text::nested(board.describeText())}}));
            out.push_back({static_cast<int>(p), c, kind});
        }
    }
    return out;
}

namespace {
// The number tokens of the pool that no cell of `map` holds, smallest first (empty when the rule
// set's pool has no tokens: then the map's own tokens are its pool, none left over).
std::vector<model::Token> unusedTokens(const RuleSet& rules, const model::Map& map)
{
    std::vector<int> left(128, 0);
    for (int t : rules.tokenPool)
        if (t > 0 && t < static_cast<int>(left.size()))
            ++left[static_cast<size_t>(t)];
    for (model::CellIndex c = 0; c < map.size(); ++c)
        if (map.token(c) > 0 && left[static_cast<size_t>(map.token(c))] > 0)
            --left[static_cast<size_t>(map.token(c))];
    std::vector<model::Token> out;
    for (size_t t = 1; t < left.size(); ++t)
        out.insert(out.end(), static_cast<size_t>(left[t]), static_cast<model::Token>(t));
    return out;
}
} // namespace

void placeHomes(const RuleSet& rules, const model::Board& board, model::Map& map)
{
    const auto homes = homeCells(rules, board);
    std::vector<uint8_t> isHome(static_cast<size_t>(map.size()), 0);
    for (const HomeCell& h : homes)
        isHome[static_cast<size_t>(h.cell)] = 1;
    for (const HomeCell& h : homes) {
        if (map.terrain(h.cell) != h.kind) {
            // A home tile standing elsewhere trades places (with its token) with what holds the
            // home, so the map keeps its tiles and tokens (the pool still fits); on a blank map
            // the tile is simply put there.
            model::CellIndex stray = model::kNoCell;
            for (model::CellIndex c = 0; c < map.size() && stray == model::kNoCell; ++c)
                if (!isHome[static_cast<size_t>(c)] && map.terrain(c) == h.kind)
                    stray = c;
            if (stray != model::kNoCell) {
                const model::TerrainId displaced = map.terrain(h.cell);
                const model::Token displacedToken = map.token(h.cell);
                map.setTerrain(stray, displaced);
                map.setToken(h.cell, map.token(stray));
                map.setToken(stray, displacedToken);
                map.setLocked(stray, displaced != model::kNoTerrain && rules.terrain(displaced).fixed);
            }
            map.setTerrain(h.cell, h.kind);
        }
        if (!rules.takesToken(h.kind))
            map.setToken(h.cell, model::kNoToken);
        map.setLocked(h.cell, true);
    }
    // A home whose kind takes a number token (a resource hex of a Catan-like game) is locked with
    // one, or the free pool would have more tokens than the unlocked hexes that take one. It
    // keeps the token it holds; else it gets the middle one of the tokens no hex holds, so the
    // homes' numbers are alike (on Catan's pool 8, 6, 8: five pips each) and the same every time.
    std::vector<model::Token> unused;
    bool counted = false;
    for (const HomeCell& h : homes) {
        if (!rules.takesToken(h.kind) || map.token(h.cell) != model::kNoToken)
            continue;
        if (!counted) {
            unused = unusedTokens(rules, map);
            counted = true;
        }
        if (unused.empty())
            break; // the pool has none left: the search's pool check says so
        const auto middle = unused.begin() + static_cast<std::ptrdiff_t>(unused.size() / 2);
        map.setToken(h.cell, *middle);
        unused.erase(middle);
    }
}

void lockHomes(const RuleSet& rules, const model::Board& board, model::Map& map)
{
    for (const Player& player : rules.players.players) {
        if (rules.byId(player.homeTile) == model::kNoTerrain)
            continue; // as homeCells(): home cells that hold no particular kind bind nothing
        for (const auto& o : player.homeCells) {
            const model::CellIndex c = board.indexAtOffset(o);
            if (c != model::kNoCell && c < map.size())
                map.setLocked(c, true);
        }
    }
}

model::Map newMapWithHomes(const RuleSet& rules, const model::Board& board)
{
    model::Map map(board.size());
    placeHomes(rules, board, map);
    return map;
}

std::vector<HomeCell> misplacedHomes(const RuleSet& rules, const model::Board& board, const model::Map& map)
{
    std::vector<HomeCell> out;
    for (const HomeCell& h : homeCells(rules, board))
        if (map.terrain(h.cell) != h.kind)
            out.push_back(h);
    return out;
}

std::string describeMisplacedHome(const RuleSet& rules, const model::Board& board, const model::Map& map, const HomeCell& home)
{
    const auto at = board.offset(home.cell);
    const model::TerrainId held = map.terrain(home.cell);
    return rules.players.players[static_cast<size_t>(home.player)].name + "'s home (" + std::to_string(at.row) + ", " +
           std::to_string(at.col) + ") holds " + (held == model::kNoTerrain ? std::string("nothing") : rules.terrain(held).name) + ", not " +
           rules.terrain(home.kind).name;
}

} // namespace hexloom::core::rules
