#pragma once
// `replay` of the recipes of repair and prove (hexloom-recipe/3 repair|prove, core/recipe/command_recipe.h):
// the exact engine runs again on the embedded input map with the recipe's rule set, locks, target
// and time limit.
#include <string>

#include "core/io/map_file.h"
#include "core/recipe/command_recipe.h"

namespace hexloom::cli {

struct ExactReplayed {
    core::io::MapFile file; // the map the replay made, with `recipe` as its own
    std::string summary;    // what the run did, for the first line
};

// Throws std::runtime_error (a reason, without the recipe's place) when the recipe's options are
// refused, the rule set's hash differs, the replay of an exact recipe does not finish its proof
// within its bound, or the replay writes no map.
ExactReplayed replayExactRecipe(const core::recipe::CommandReplay& replay, const QString& recipe);

} // namespace hexloom::cli
