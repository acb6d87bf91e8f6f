#pragma once
// The per-run rows of `bench` (one per seed and grid combination) and their CSV form, which
// `bench --csv` writes and `merge` reads back: shards of one study, read together, give the same
// rows as the unsharded run.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hexloom::cli {

struct BenchRow {
    int64_t job = 0;            // index of the run in the whole study: block × runs + run
    int64_t jobs = 0;           // runs in the whole study (every shard)
    int64_t block = 0;          // grid combination, in grid order
    QString parameters;         // the combination as "key=value key=value" (empty without a grid)
    uint64_t seed = 0;
    double best = 0;
    std::vector<int> violations; // per requirement, in BenchTable::requirementIds order
    double timeToBestMs = 0;
    std::optional<double> timeToTargetMs; // set when the run reached the target
    int64_t iterations = 0;
    int64_t evaluations = 0;
    double evaluationsPerSecond = 0;
};

struct BenchTable {
    std::vector<std::string> requirementIds;
    std::vector<BenchRow> rows; // by job
    // What makes the rows one study, written on every row (the CSV's last column) so that shards
    // of different studies are never merged: "rules=catan;map=catan-standard.txt;algorithm=tabu;
    // grid=tabu_size:10|20;seeds=1+30;hexloom=0.9.0;hash=..." (the hash covers the rule set's and
    // start map's content, every parameter, the stop criteria and the random start). Empty in
    // files written before the column existed.
    QString study;
};

// One grid combination of a table: its parameters (key, value) in grid order and its rows.
struct BenchBlock {
    QString parameters;
    std::vector<std::pair<QString, QString>> combination;
    std::vector<const BenchRow*> rows;
};

// The blocks of `table` in block order (only those with rows).
std::vector<BenchBlock> blocksOf(const BenchTable& table);

// The grid's axes: (key, values in order of first appearance in block order).
std::vector<std::pair<QString, QStringList>> axesOf(const std::vector<BenchBlock>& blocks);

// The CSV text: a header, then one line per row (columns in docs/cli.md, "bench").
QByteArray benchCsv(const BenchTable& table);

// Reads and joins the CSV files of one study (shards in any order). Throws
// std::invalid_argument naming the file, line and column for a malformed row, files whose
// columns differ, a job present twice, rows of different studies (their study column or jobs),
// or missing jobs.
BenchTable readBenchCsvFiles(const QStringList& paths);

} // namespace hexloom::cli
