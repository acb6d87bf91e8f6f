#include "core/rules/homes.h"

#include <stdexcept>

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

void placeHomes(const RuleSet& rules, const model::Board& board, model::Map& map)
{
    const auto homes = homeCells(rules, board);
    std::vector<uint8_t> isHome(static_cast<size_t>(map.size()), 0);
    for (const HomeCell& h : homes)
        isHome[static_cast<size_t>(h.cell)] = 1;
    for (const HomeCell& h : homes) {
        if (map.terrain(h.cell) != h.kind) {
            // A home tile standing elsewhere trades places with what holds the home, so the map
            // keeps its tiles (the pool still fits); on a blank map the tile is simply put there.
            model::CellIndex stray = model::kNoCell;
            for (model::CellIndex c = 0; c < map.size() && stray == model::kNoCell; ++c)
                if (!isHome[static_cast<size_t>(c)] && map.terrain(c) == h.kind)
                    stray = c;
            if (stray != model::kNoCell) {
                const model::TerrainId displaced = map.terrain(h.cell);
                map.setTerrain(stray, displaced);
                map.setToken(stray, map.token(h.cell));
                map.setLocked(stray, displaced != model::kNoTerrain && rules.terrain(displaced).fixed);
            }
            map.setTerrain(h.cell, h.kind);
        }
        map.setToken(h.cell, model::kNoToken);
        map.setLocked(h.cell, true);
    }
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
