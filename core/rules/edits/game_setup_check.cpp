#include "core/rules/edits/game_setup_check.h"

#include <map>
#include <numeric>

#include "core/text/core_text.h"

namespace hexloom::core::rules {

using text::CoreText;

namespace {

std::string cellText(model::OffsetCoord c) { return "(" + std::to_string(c.row) + ", " + std::to_string(c.col) + ")"; }

void checkPool(const RuleSet& rules, const model::Board& board, std::vector<SetupProblem>& out)
{
    if (!rules.hasPool())
        return;
    const int total = std::accumulate(rules.pool.begin(), rules.pool.end(), 0);
    if (total != board.size()) {
        const int off = total - board.size();
        const char* pattern = off > 0 ? QT_TRANSLATE_NOOP("hexloom::core", "the pool holds %1 tiles but the board has %2 cells (%3 too many)")
                                      : QT_TRANSLATE_NOOP("hexloom::core", "the pool holds %1 tiles but the board has %2 cells (%3 too few)");
        out.push_back({"pool", CoreText{pattern, {{std::to_string(total)}, {std::to_string(board.size())}, {std::to_string(off > 0 ? off : -off)}}}});
    }
    if (rules.tokenPool.empty())
        return;
    int tokenHexes = 0;
    for (int t = 0; t < rules.terrainCount() && t < static_cast<int>(rules.pool.size()); ++t)
        tokenHexes += rules.takesToken(static_cast<TerrainId>(t)) ? rules.pool[static_cast<size_t>(t)] : 0;
    if (tokenHexes != static_cast<int>(rules.tokenPool.size()))
        out.push_back({"tokens", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1 number tokens for %2 tiles that take one (their kinds' pool counts)"),
                                          {{std::to_string(rules.tokenPool.size())}, {std::to_string(tokenHexes)}}}});
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
            out.push_back({"players.list[" + std::to_string(i) + "].home_tile",
                           CoreText{QT_TRANSLATE_NOOP("hexloom::core", "player %1's home needs a home tile: the kind its hex holds"), {{p.name}}}});
            continue;
        }
        homes.try_emplace(tile, 0, i).first->second.first += static_cast<int>(p.homeCells.size());
    }
    if (!rules.hasPool())
        return;
    for (const auto& [tile, use] : homes)
        if (rules.pool[tile] < use.first)
            out.push_back({"players.list[" + std::to_string(use.second) + "].home_tile",
                           CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1 homes hold %2 but the pool has %3 of it"),
                                    {{std::to_string(use.first)}, {rules.terrain(tile).name}, {std::to_string(rules.pool[tile])}}}});
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
            out.push_back({field, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "player %1 has no home: give it a home hex or a home kind"), {{p.name}}}});
            continue;
        }
        for (const model::OffsetCoord c : p.homeCells) {
            if (board.indexAtOffset(c) == model::kNoCell)
                out.push_back({field, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "player %1's home %2 is off the board (%3)"),
                                               {{p.name}, {cellText(c)}, text::nested(board.describeText())}}});
            else if (const auto [it, fresh] = owner.emplace(c, p.name); !fresh)
                out.push_back({field, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "player %1's home %2 is already player %3's home"),
                                               {{p.name}, {cellText(c)}, {it->second}}}});
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
