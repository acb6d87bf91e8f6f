#include "core/rules/homes.h"

#include <stdexcept>

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
                throw std::invalid_argument("field \"players.list[" + std::to_string(p) + "].home\": cell [" + std::to_string(o.row) + ", " +
                                            std::to_string(o.col) + "] is not on the board (" + board.describe() + ")");
            out.push_back({static_cast<int>(p), c, kind});
        }
    }
    return out;
}

void placeHomes(const RuleSet& rules, const model::Board& board, model::Map& map)
{
    for (const HomeCell& h : homeCells(rules, board)) {
        map.setTerrain(h.cell, h.kind);
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
