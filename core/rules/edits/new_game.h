#pragma once
// A new rule set from a blank page or from a template: a hex-terrain game like Terra Mystica, a
// number-token game like Catan, a player-slice game like the galaxy. What File -> New Game...
// starts from and what `hexloom-cli new-rules` writes (docs/cli.md, docs/user-guide.md).
#include <optional>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

enum class GameTemplate { Blank, Terrain, Tokens, Slices };

// "blank", "terrain", "tokens", "slices".
const char* gameTemplateName(GameTemplate t);
std::optional<GameTemplate> gameTemplateNamed(const std::string& name);
const std::vector<GameTemplate>& gameTemplates();

struct NewGameOptions {
    GameTemplate from = GameTemplate::Blank;
    std::string name = "my-game"; // the rule set's id
    std::string title;            // empty: the template's
    // Empty: the template's board (blank: hexagon of radius 3). Shape "custom" is refused.
    std::optional<BoardSpec> board;
    int kinds = 4;    // blank only: 1 to 25 kinds named "kind-1", ... with letters A, B, ...
    int players = -1; // -1: the template's (blank and tokens: none; slices: 6; terrain: 7 factions)
};

inline constexpr int kMaxBlankKinds = 25; // one capital letter each, N marks padding

// The rule set; its pool fits the board and players' homes lie on it. Throws
// std::invalid_argument naming the option ("players: the terrain template has 7 factions, ...").
RuleSet makeNewGame(const NewGameOptions& options);

// The board a spec describes; std::invalid_argument for "custom" or sizes out of range.
model::Board boardOf(const BoardSpec& spec);
// The spec of a board of one of the regular shapes (terra-mystica, hexagon, rectangle).
BoardSpec boardSpecOf(const model::Board& board);

// `total` tiles shared out in proportion to `weights` (largest remainders first, ties to the
// earlier kind).
std::vector<int> sharedPool(const std::vector<double>& weights, int total);
// `players` distinct cells spread round the board at equal angles, most of the way out from its
// centre: starting homes for a new game, the designer moves them.
std::vector<model::OffsetCoord> spreadHomes(const model::Board& board, int players);

} // namespace hexloom::core::rules
