#pragma once
// Player homes as constraints: a declared home cell holds its player's home tile (Player::homeTile)
// on every new map, locked, so no generator moves it; a map whose home cell holds something else
// is reported (Fairness dock, `score`) and never counted as fair.
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

struct HomeCell {
    int player = 0;             // index in RuleSet::players.players
    model::CellIndex cell = 0;
    model::TerrainId kind = 0;  // the kind it must hold
};

// Every declared home cell of `rules` on `board`, in player order (players whose home is a kind
// have none). Throws std::invalid_argument naming "players.list[i].home" when a cell is not on
// the board.
std::vector<HomeCell> homeCells(const RuleSet& rules, const model::Board& board);

// Puts each home's tile on its cells and locks them: what every new map of the rule set starts
// with. A home tile standing on another cell trades places (token and all) with what held the
// home, so the map keeps its tiles. A home whose kind takes a number token keeps its token or
// gets the middle one of the pool's unused tokens (locked with it); others hold none. Throws as
// homeCells().
void placeHomes(const RuleSet& rules, const model::Board& board, model::Map& map);

// Locks every declared home cell of `rules` on `board`, whatever it holds (cells off the board
// are left to homeCells() to refuse): what the editor's generators start from, so a home the
// designer unlocked is still no hex a search, an assembly or a partition may change.
void lockHomes(const RuleSet& rules, const model::Board& board, model::Map& map);

// A blank map of `board` with every home of `rules` placed and locked: every new map of a
// rule set starts so, whatever made it (the editor's New, generate, assemble, partition).
model::Map newMapWithHomes(const RuleSet& rules, const model::Board& board);

// The home cells that hold another kind than their home tile (or nothing), in player order.
std::vector<HomeCell> misplacedHomes(const RuleSet& rules, const model::Board& board, const model::Map& map);

// "Player 2's home (0, 4) holds Industrial system, not Home system" (English; for the CLI and as
// the fallback of the editor's translated text).
std::string describeMisplacedHome(const RuleSet& rules, const model::Board& board, const model::Map& map, const HomeCell& home);

} // namespace hexloom::core::rules
