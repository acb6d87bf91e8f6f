#pragma once
// Recipes: everything `generate` needs to make a map again, as one line of text
//   hexloom-recipe/1 exact|timed hexloom=VERSION --rules NAME --rules-sha256 H --shuffle
//     --algorithm tabu --set tabu_size=50 ... --seed 3 --iterations 2000 --target 0
// (generate's own options; every parameter and stop criterion spelled out, a start map or rule-set
// file embedded as --map-data / --rules-data, zlib + base64url). `exact` recipes stop on
// iterations, evaluations, target or stagnation, which do not depend on the machine, so `replay`
// gives the same cells; `timed` ones stopped at their time limit and are replayed for the same time.
// An exact replay is still bounded in time (recipeArguments says how), and absurd limits are refused.
// A run the designer edited while it ran is recorded in segments (core/io/recipe_segments.h), and its
// recipe starts with hexloom-recipe/2.
//
// The model is the CLI's and the editor's alike: `generate` describes its options with
// RecipeInputs, the editor describes the run that made its map (inputsForMap), and both write the
// line with writeRecipe, so `hexloom-cli replay` makes either map again.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <optional>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/io/recipe_segments.h"
#include "core/rules/rule_set.h"
#include "core/search/run/budgeted_solver.h"
#include "core/search/run/portfolio.h"
#include "core/search/solver.h"

namespace hexloom::core::recipe {

inline constexpr const char* kRecipeMagic = "hexloom-recipe/1";
// Segments are read by the map reader too (it checks them), so they live in core/io.
using io::kMaxSegmentChars;
using io::kMaxSegments;
using io::kSegmentedRecipeMagic;
using io::packSegments;
using io::PackedSegments;
using io::readSegmentWord;
using io::RecipeSegment;
using io::SegmentStart;
using io::unpackSegments;
// Whether `text` starts like a recipe line of any version ("hexloom-recipe/").
bool isRecipeLine(const QString& text);
bool isRecipeLine(const QByteArray& text);
// What a replay runs at most: a day, and 10^10 iterations or stagnation steps (hours at any rate
// Hexloom reaches); a recipe asking for more is refused.
inline constexpr double kMaxReplaySeconds = 86400;
inline constexpr double kMaxReplayIterations = 1e10;

// A file carried inside a recipe: the extension that picks its reader ("json" native, anything
// else the letter format) and its bytes.
struct EmbeddedFile {
    QString type;
    QByteArray bytes;
};

// What a recipe says. Either `builtinRules` or `rulesFile` names the rule set, or neither when the
// start map carries it (an editor's map embeds an edited rule set itself).
struct RecipeInputs {
    QString builtinRules;
    std::optional<EmbeddedFile> rulesFile;
    QString rulesHash; // rulesHash() of the rule set the run used
    std::optional<EmbeddedFile> startMap; // none: the rule set's shipped map
    QStringList lockTerrains;
    bool shuffle = false;
    QString symmetry; // --symmetry MODE as given on the command line; empty: none given
    bool fitPool = false; // --symmetry-pool fit
    const search::AlgorithmInfo* algorithm = nullptr;
    run::ParameterValues values;
    uint64_t seed = 1;
    search::StopCriteria stop;
    std::optional<search::ChangeBudget> budget;
    // The designer's edits during the run, as segments after the first (packSegments).
    PackedSegments segments;
};

// The recipe line of a run that ended for `stopReason` (Snapshot::stopReason). A run the designer
// stopped ("cancelled") stopped between two iterations, where an iteration limit stops too: its
// recipe is exact, with `--iterations` set to the iterations it made (`iterationsDone`).
// `board` places a change budget's --near hex. Throws std::invalid_argument when a value cannot be
// written (spaces) or no algorithm is given.
QString writeRecipe(const RecipeInputs& inputs, const model::Board& board, const std::string& stopReason, int64_t iterationsDone = 0);

// A file read for embedding; throws std::runtime_error naming the path when it cannot be read.
EmbeddedFile embedFile(const QString& path);
// `start` on `board` as a native map file of `rules` (its locks kept), for a recipe's start map.
EmbeddedFile embeddedMap(const model::Board& board, const rules::RuleSet& rules, const model::Map& start);

// The inputs that make `start` again on `board` with `rules` (the editor's run): the start map
// embedded as a native map, with its locks and tokens, and the rule set by name when it is the
// built-in one, else inside the map. The algorithm, values, seed, stops and budget are the caller's.
RecipeInputs inputsForMap(const model::Board& board, const rules::RuleSet& rules, const model::Map& start);

// The inputs of a portfolio race (the editor's registered "portfolio", generate's --portfolio) as
// those of the one member run that made `result`, the race's final snapshot: member i of `members`
// (in race order) ran with the race's seed + i, so the result's seed names it. Its algorithm, its
// values and its own seed; stops and the rest as the race's, from the race's start map
// (`problem.start`, embedded when the race shuffled it: the member's seed would shuffle another).
// The recipe of a race the designer edited or stopped, which the race itself cannot replay (each
// member took the edits, or the Stop, at an iteration of its own), while the winner's run alone,
// with the edits it adopted as segments, makes the map again exactly. Throws
// std::invalid_argument when the result names no member of the race.
RecipeInputs raceWinnerInputs(RecipeInputs race, const std::vector<search::PortfolioMember>& members, const search::Problem& problem,
                              const search::Snapshot& result);

// The change budget as recipe words ("--fewest-changes --near 3,4 --radius 2"), empty without one.
QString budgetWords(const std::optional<search::ChangeBudget>& budget, const model::Board& board);

struct ReplayArguments {
    QStringList args; // generate's arguments (args[0] "generate"), files written into `dir`
    bool exact = false;
    double timeLimitSeconds = 0; // the replay's bound (0: none, the counted stop bounds it)
    QString rulesHash; // what the rule set hashed to when the recipe was made; empty if unknown
    // The segments after the first (checked for form and order; their deltas by unpackSegments).
    std::vector<RecipeSegment> segments;
    int segmentsDropped = 0; // edits of the run the recipe left out (--segments-dropped)
};
// Throws std::invalid_argument naming what is wrong with the text.
ReplayArguments recipeArguments(const QString& recipe, const QTemporaryDir& dir);
// An embedded file as recipe text ("json:" then its bytes zlib-compressed in unpadded base64url).
QString embeddedText(const EmbeddedFile& file);
// Writes embedded text back into the file `name`.TYPE of `dir`; returns its path. Throws
// std::invalid_argument ("recipe: the embedded NAME ...") when it is damaged or unpacks too big.
QString materialise(const QString& data, const QString& name, const QTemporaryDir& dir);
// A recipe's number word for `option`, refused (std::invalid_argument) when it is none, negative
// or more than `maximum`.
double recipeNumber(const QString& option, const QString& text, double maximum);
// "hexloom=VERSION": the Hexloom that writes the recipe.
QString versionWord();
// The time bound of an exact replay of a run whose time limit was `recipeSeconds` (0: none):
// ten times it, at least 10 s, at most a day; a day without one.
double exactReplayBound(double recipeSeconds);
// A short hash of a rule set's canonical text.
QString rulesHash(const rules::RuleSet& rules);

} // namespace hexloom::core::recipe
