#pragma once
// Recipes of `assemble`, `partition`, `repair` and `prove` (docs/file-format.md, "Recipes of
// assemble and partition"):
//   hexloom-recipe/3 COMMAND exact|timed hexloom=VERSION WORDS
// WORDS are the command's own options, defaults written out, every input file embedded
// (--tileset-data, --graph-data, --map-data, --rules-data: TYPE:zlib+base64url, as recipe.h) and
// the rule set's hash (--rules-sha256), so a replay needs no file but the recipe and refuses a
// built-in rule set that changed since. Both commands write a map only when they succeed, and a
// success does not depend on the machine's speed (the time limit only ends a run that fails), so
// every such recipe is exact. Repair and prove write a map when their time limit ends them before a
// proof, too: such a recipe is "timed", and its replay may stop at another point. Generate keeps
// hexloom-recipe/1 and /2 (recipe.h), which the
// Hexlooms before this one read; the new magic makes those refuse a line they cannot replay by
// its version rather than by an option they do not know.
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace hexloom::core::recipe {

inline constexpr const char* kCommandRecipeMagic = "hexloom-recipe/3";

bool isCommandRecipe(const QString& text);

// The line for `command` ("assemble", "partition", "repair" or "prove") with `words` (option,
// value, option, ...). `timed`: the run ended at its time limit, not by a proof ("timed" instead of
// "exact"; repair and prove only). Throws std::invalid_argument for an unknown command, an option
// its recipes do not hold, a timed recipe of a command that is never timed, or a word with spaces
// or empty.
QString writeCommandRecipe(const QString& command, const QStringList& words, bool timed = false);

struct CommandReplay {
    QString command;   // "assemble", "partition", "repair" or "prove"
    QStringList args;  // the command's options; embedded files written into the replay's folder
    QString rulesHash; // --rules-sha256 (empty when the recipe has none)
    double timeLimitSeconds = 0; // the replay's bound (exactReplayBound of the recipe's limit; a timed one's own limit)
    bool exact = true; // false: a repair or proof its time limit ended (word 3 "timed"), which may end elsewhere now
};
// Checks every word before anything runs: the magic, the command, `exact`, hexloom=VERSION, each
// option known to the command's recipes with a value where it takes one, embedded files whole.
// Throws std::invalid_argument ("recipe: word 9 \"--out\": ...") naming the word and what is wrong.
CommandReplay commandRecipeArguments(const QString& recipe, const QTemporaryDir& dir);

} // namespace hexloom::core::recipe
