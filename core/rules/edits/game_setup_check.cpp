#include "core/rules/edits/game_setup_check.h"

#include <map>
#include <numeric>

namespace hexloom::core::rules {

namespace {

std::string cellText(model::OffsetCoord c) { return "(" + std::to_string(c.row) + ", " + std::to_string(c.col) + ")"; }

void checkPool(const RuleSet& rules, const model::Board& board, std::vector<SetupProblem>& out)
{
    if (!rules.hasPool())
        return;
    const int total = std::accumulate(rules.pool.begin(), rules.pool.end(), 0);
    if (total != board.size()) {
        const int off = total - board.size();
        out.push_back({"pool", "the pool holds " + std::to_string(total) + " tiles but the board has " + std::to_string(board.size()) + " cells (" +
                                   std::to_string(off > 0 ? off : -off) + (off > 0 ? " too many)" : " too few)")});
    }
    if (rules.tokenPool.empty())
        return;
    int tokenHexes = 0;
    for (int t = 0; t < rules.terrainCount() && t < static_cast<int>(rules.pool.size()); ++t)
        tokenHexes += rules.takesToken(static_cast<TerrainId>(t)) ? rules.pool[static_cast<size_t>(t)] : 0;
    if (tokenHexes != static_cast<int>(rules.tokenPool.size()))
        out.push_back({"tokens", std::to_string(rules.tokenPool.size()) + " number tokens for " + std::to_string(tokenHexes) +
                                     " tiles that take one (their kinds' pool counts)"});
}

// Every home cell holds its player's home tile: the tile must be a kind, and the pool must hold
// one for each home cell that takes it.
void checkHomeTiles(const RuleSet& rules, std::vector<SetupProblem>& out)
{
    std::map<TerrainId, std::pair<int, size_t>> homes; // tile -> (home cells, first player)
    for (size_t i = 0; i < rules.players.players.size(); ++i) {
        const Player& p = rules.players.players[i];
        if (!p.homeKind.empty() || p.homeCells.empty())
            continue;
        const TerrainId tile = rules.byId(p.homeTile);
        if (tile == model::kNoTerrain) {
            out.push_back({"players.list[" + std::to_string(i) + "].home_tile", "player " + p.name + "'s home needs a home tile: the kind its hex holds"});
            continue;
        }
        homes.try_emplace(tile, 0, i).first->second.first += static_cast<int>(p.homeCells.size());
    }
    if (!rules.hasPool())
        return;
    for (const auto& [tile, use] : homes)
        if (rules.pool[tile] < use.first)
            out.push_back({"players.list[" + std::to_string(use.second) + "].home_tile",
                           std::to_string(use.first) + " homes hold " + rules.terrain(tile).name + " but the pool has " + std::to_string(rules.pool[tile]) +
                               " of it"});
}

void checkHomes(const RuleSet& rules, const model::Board& board, std::vector<SetupProblem>& out)
{
    std::map<model::OffsetCoord, std::string> owner;
    for (size_t i = 0; i < rules.players.players.size(); ++i) {
        const Player& p = rules.players.players[i];
        const std::string field = "players.list[" + std::to_string(i) + "].home";
        if (!p.homeKind.empty())
            continue;
        if (p.homeCells.empty()) {
            out.push_back({field, "player " + p.name + " has no home: give it a home hex or a home kind"});
            continue;
        }
        for (const model::OffsetCoord c : p.homeCells) {
            if (board.indexAtOffset(c) == model::kNoCell)
                out.push_back({field, "player " + p.name + "'s home " + cellText(c) + " is off the board (" + board.describe() + ")"});
            else if (const auto [it, fresh] = owner.emplace(c, p.name); !fresh)
                out.push_back({field, "player " + p.name + "'s home " + cellText(c) + " is already player " + it->second + "'s home"});
        }
    }
}

} // namespace

std::vector<SetupProblem> setupProblems(const RuleSet& rules, const model::Board& board)
{
    std::vector<SetupProblem> out;
    checkPool(rules, board, out);
    checkHomes(rules, board, out);
    checkHomeTiles(rules, out);
    return out;
}

std::optional<SetupProblem> firstSetupProblem(const RuleSet& rules, const model::Board& board)
{
    auto all = setupProblems(rules, board);
    if (all.empty())
        return std::nullopt;
    return all.front();
}

} // namespace hexloom::core::rules
