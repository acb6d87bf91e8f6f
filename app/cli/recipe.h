#pragma once
// Recipes: everything `generate` needs to make a map again, as one line of text
//   hexloom-recipe/1 exact|timed hexloom=VERSION --rules NAME --rules-sha256 H --shuffle
//     --algorithm tabu --set tabu_size=50 ... --seed 3 --iterations 2000 --target 0
// (generate's own options; every parameter and stop criterion spelled out, a start map or rule-set
// file embedded as --map-data / --rules-data, zlib + base64url). `exact` recipes stop on
// iterations, target or stagnation, which do not depend on the machine, so `replay` gives the
// same cells; `timed` ones stopped at their time limit and are replayed for the same time. An exact
// replay is still bounded in time (recipeArguments says how), and absurd limits are refused.
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include "app/cli/search_setup.h"

namespace hexloom::cli {

inline constexpr const char* kRecipeMagic = "hexloom-recipe/1";
// What a replay runs at most: a day, and 10^10 iterations or stagnation steps (hours at any rate
// Hexloom reaches); a recipe asking for more is refused.
inline constexpr double kMaxReplaySeconds = 86400;
inline constexpr double kMaxReplayIterations = 1e10;

// The recipe of a finished generate run. `args` are generate's arguments (args[0] "generate").
QString makeRecipe(const QStringList& args, const SearchSetup& setup, const std::string& stopReason);

struct ReplayArguments {
    QStringList args; // generate's arguments (args[0] "generate"), files written into `dir`
    bool exact = false;
    double timeLimitSeconds = 0; // the replay's bound (0: none, the counted stop bounds it)
    QString rulesHash; // what the rule set hashed to when the recipe was made; empty if unknown
};
// Throws std::invalid_argument naming what is wrong with the text.
ReplayArguments recipeArguments(const QString& recipe, const QTemporaryDir& dir);
// A short hash of a rule set's canonical text.
QString rulesHash(const core::rules::RuleSet& rules);

} // namespace hexloom::cli
