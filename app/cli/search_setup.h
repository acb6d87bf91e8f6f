#pragma once
// What `generate` and `bench` share: the options that define a search (rule set, start map,
// locks, random start, algorithm and its --set parameters, stop criteria), the problem they
// describe, the JSON of one run, and running many seeds on several threads.
#include <QCommandLineParser>
#include <QJsonObject>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/recipe/recipe.h"
#include "core/search/solver.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

struct SearchSetup {
    core::io::MapFile file;   // rules, board and the start map with its locks
    const core::search::AlgorithmInfo* algorithm = nullptr;
    core::run::ParameterValues values;
    core::search::StopCriteria stop;
    bool shuffle = false;
    uint64_t seed = 1;
    // --symmetry (or the rule set's `symmetry` field; file.rules carries the mode) and
    // --symmetry-pool fit: the pool was fitted to the orbits with these changes ("Plains -1, ...").
    bool symmetryGiven = false; // --symmetry was on the command line (recipes repeat it)
    bool fitPool = false;
    std::string poolChanges;
};

// The search options as QCommandLineOptions, added to a parser and read back after parsing.
class SearchOptions {
public:
    explicit SearchOptions(QCommandLineParser& parser);
    // Throws UsageError for malformed values, std::invalid_argument / ParseError for bad input.
    SearchSetup read(const QCommandLineParser& parser) const;
    // The --set assignments (validated against the algorithm's descriptors).
    static core::run::ParameterValues parameterValues(const core::search::AlgorithmInfo& info, const QStringList& assignments);

private:
    QCommandLineOption rules_, map_, shuffle_, lockTerrain_, algorithm_, set_, seed_, timeLimit_, iterations_, evaluations_, target_, stagnation_,
        symmetry_, symmetryPool_;
};

// The problem of one run: the start map, shuffled from `seed` when asked (locks kept).
core::search::Problem problemFor(const SearchSetup& setup, uint64_t seed);

// The generate object of one final snapshot (docs/cli.md); requirements as `score --json --cells`
// gives them (violating cells as [row, column]).
// `s` with its report complete: the switched-off requirements, which a run leaves uncounted, are
// counted after the run (its own figures do not change). What the CLI prints and writes.
std::shared_ptr<const core::search::Snapshot> withFullReport(std::shared_ptr<const core::search::Snapshot> s,
                                                                 const core::search::Problem& problem);
QJsonObject runJson(const core::search::Snapshot& s, const core::search::StopCriteria& stop, const core::model::Board& board);

// Saves a run's best map on the setup's board and rules, with its algorithm, seed and recipe
// (generate --out, replay --out).
void saveResultMap(const QString& path, const SearchSetup& setup, const core::search::Snapshot& result, const std::string& recipe);

// What the recipe of a run of `setup` says: generate's arguments `args` (args[0] "generate") name
// the rule set (by name when built in, else embedded), the start map (embedded) and the locked
// terrains; `setup` the rest.
core::recipe::RecipeInputs recipeInputs(const QStringList& args, const SearchSetup& setup,
                                        const std::optional<core::search::ChangeBudget>& budget);

// Runs `count` jobs on `threads` threads; job(i) returns run i's final snapshot.
std::vector<std::shared_ptr<const core::search::Snapshot>> runParallel(
    int count, int threads, const std::function<std::shared_ptr<const core::search::Snapshot>(int)>& job);

} // namespace hexloom::cli
