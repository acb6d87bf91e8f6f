#pragma once
// What `prove` and `repair` share: the map and its locks (--rules, --lock-terrain), the time
// limit, and the JSON of an exact answer (docs/cli.md, "prove").
#include <QCommandLineParser>
#include <QJsonObject>
#include <memory>

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
    QString out(const QCommandLineParser& parser) const { return parser.value(out_); }

private:
    QCommandLineOption rules_, lockTerrain_, timeLimit_, json_, out_;
};

// Leaves the engine (its formula and CaDiCaL's clauses, up to seconds to free on a big board) to
// the process exit: called after the answer is printed, so the exit follows the answer at once.
void leaveToProcessExit(std::unique_ptr<core::exact::ExactEngine> engine);

// status, target, lower_bound, best, covered, not_covered, core, core_minimal, message, reason.
QJsonObject proofJson(const core::exact::ProofAnswer& answer, const core::io::MapFile& file);
// The same as text lines on stdout.
void printProof(const core::exact::ProofAnswer& answer, const core::io::MapFile& file);
// Writes `map` on the file's board and rules (--out), through the atomic writer; the file's recipe
// is kept, marked recipe_edited when `map` differs from the file's.
void saveExactMap(const QString& path, const core::io::MapFile& file, const core::model::Map& map);

} // namespace hexloom::cli
