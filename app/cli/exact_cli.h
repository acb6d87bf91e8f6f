#pragma once
// What `prove` and `repair` share: the map and its locks (--rules, --lock-terrain), the time
// limit, and the JSON of an exact answer (docs/cli.md, "prove").
#include <QCommandLineParser>
#include <QJsonObject>
#include <memory>
#include <optional>
#include <string>

#include "core/exact/exact_engine.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

class ExactOptions {
public:
    explicit ExactOptions(QCommandLineParser& parser);
    // The map (positional MAP) with the --lock-terrain locks added; throws UsageError / std::invalid_argument.
    core::io::MapFile file(const QCommandLineParser& parser) const;
    core::exact::ExactLimits limits(const QCommandLineParser& parser) const;
    bool json(const QCommandLineParser& parser) const { return parser.isSet(json_); }
    // The recipe words of these options (core/recipe/command_recipe.h): the MAP file embedded as
    // given (its locks, and its own recipe as the input's history, inside it), the rule set by
    // built-in name or embedded, its hash (of `file`'s rules), every --lock-terrain and the time
    // limit in seconds (10 when not given). Throws std::runtime_error naming a file that cannot be
    // read again.
    QStringList recipeWords(const QCommandLineParser& parser, const core::io::MapFile& file) const;
    QString out(const QCommandLineParser& parser) const { return parser.value(out_); }

private:
    QCommandLineOption rules_, lockTerrain_, timeLimit_, json_, out_;
};

// prove's --target and --check, which its recipe holds too.
class ProveOptions {
public:
    explicit ProveOptions(QCommandLineParser& parser);
    std::optional<int> target(const QCommandLineParser& parser) const; // throws UsageError
    bool checkOnly(const QCommandLineParser& parser) const { return parser.isSet(check_); }
    // --target T and --check as recipe words.
    QStringList recipeWords(const QCommandLineParser& parser) const;

private:
    QCommandLineOption target_, check_;
};

// Leaves the engine (its formula and CaDiCaL's clauses, up to seconds to free on a big board) to
// the process exit: called after the answer is printed, so the exit follows the answer at once.
void leaveToProcessExit(std::unique_ptr<core::exact::ExactEngine> engine);

// status, target, lower_bound, best, covered, not_covered, core, core_minimal, message, reason.
QJsonObject proofJson(const core::exact::ProofAnswer& answer, const core::io::MapFile& file);
// The same as text lines on stdout.
void printProof(const core::exact::ProofAnswer& answer, const core::io::MapFile& file);
// Whether an exact answer's reason says its run was cut by the time limit, not ended by a proof.
bool cutByTime(const std::string& reason);

// The map `command` (repair, prove) wrote from `file`, with `recipe` as its own (the input's
// recipe is not its: it stays inside the recipe's embedded input map) and the input's note.
core::io::MapFile exactMapFile(const core::io::MapFile& file, const core::model::Map& map, const QString& command, const QString& recipe);
// Writes exactMapFile (--out) through the atomic writer.
void saveExactMap(const QString& path, const core::io::MapFile& file, const core::model::Map& map, const QString& command, const QString& recipe);

} // namespace hexloom::cli
