#include "app/cli/bench_rows.h"

#include <QLocale>
#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>

#include "core/io/input_file.h"
#include "core/io/number_text.h"

namespace hexloom::cli {

namespace {

// Shortest text that reads back as the same double, so merged rows equal the shards' exactly.
QByteArray number(double v)
{
    return QByteArray::number(v, 'g', QLocale::FloatingPointShortest);
}

QByteArray headerLine(const std::vector<std::string>& requirementIds)
{
    QByteArray h = "block,parameters,seed,best";
    for (const auto& id : requirementIds)
        h += "," + QByteArray::fromStdString(id);
    return h + ",time_to_best_ms,time_to_target_ms,iterations,evaluations,evaluations_per_second,job,jobs,study";
}

// The fields of two study texts that differ, for the message ("algorithm=tabu / algorithm=sahc").
std::string studyDifference(const QString& a, const QString& b)
{
    const QStringList x = a.split(QLatin1Char(';')), y = b.split(QLatin1Char(';'));
    QStringList differ;
    for (int i = 0; i < std::max(x.size(), y.size()); ++i)
        if (x.value(i) != y.value(i))
            differ << x.value(i) + QStringLiteral(" / ") + y.value(i);
    return differ.join(QStringLiteral(", ")).left(400).toStdString();
}

constexpr int kFixedColumns = 11; // the columns besides one per requirement
// More runs than any study holds (bench refuses more): a larger "jobs" is a damaged file, and
// merge never allocates or loops by it.
constexpr int64_t kMaxJobs = 100'000'000;

class RowReader {
public:
    RowReader(const QString& path, int line, const QList<QByteArray>& cells, const QList<QByteArray>& header)
        : path_(path), line_(line), cells_(cells), header_(header)
    {
    }
    const QByteArray& text(int column) const { return cells_[column]; }
    // A finite number from `minimum` up: "nan", "inf" and "1e999" are refused.
    double real(int column, double minimum = 0) const
    {
        const auto v = core::io::parseFiniteNumber(cells_[column].toStdString());
        if (!v || *v < minimum)
            fail(column, minimum == 0 ? "is not a finite number >= 0" : "is not a finite number");
        return *v;
    }
    // A whole number from `minimum` to `maximum`; one past the int64 range is refused, not wrapped.
    int64_t whole(int column, int64_t minimum, int64_t maximum = std::numeric_limits<int64_t>::max()) const
    {
        bool ok = false;
        const qlonglong v = cells_[column].toLongLong(&ok);
        if (!ok || v < minimum || v > maximum)
            fail(column, "is not a whole number from " + std::to_string(minimum) + " to " + std::to_string(maximum));
        return v;
    }
    uint64_t seed(int column) const
    {
        const auto v = core::io::parseUnsigned(cells_[column].toStdString());
        if (!v)
            fail(column, "is not a whole number from 0 to 18446744073709551615");
        return *v;
    }
    [[noreturn]] void fail(int column, const std::string& what) const
    {
        throw std::invalid_argument(path_.toStdString() + ":" + std::to_string(line_) + ": column \"" + header_[column].toStdString() +
                                    "\": \"" + cells_[column].toStdString() + "\" " + what);
    }

private:
    QString path_;
    int line_;
    const QList<QByteArray>& cells_;
    const QList<QByteArray>& header_;
};

BenchRow parseRow(const RowReader& r, int requirements)
{
    BenchRow row;
    row.block = r.whole(0, 0);
    row.parameters = QString::fromUtf8(r.text(1));
    row.seed = r.seed(2);
    row.best = r.real(3, -std::numeric_limits<double>::max());
    for (int i = 0; i < requirements; ++i)
        row.violations.push_back(static_cast<int>(r.whole(4 + i, 0, std::numeric_limits<int>::max())));
    const int c = 4 + requirements;
    row.timeToBestMs = r.real(c);
    if (!r.text(c + 1).isEmpty())
        row.timeToTargetMs = r.real(c + 1);
    row.iterations = r.whole(c + 2, 0);
    row.evaluations = r.whole(c + 3, 0);
    row.evaluationsPerSecond = r.real(c + 4);
    row.job = r.whole(c + 5, 0);
    row.jobs = r.whole(c + 6, 1, kMaxJobs);
    if (row.job >= row.jobs)
        r.fail(c + 5, "is not below jobs (" + std::to_string(row.jobs) + ")");
    return row;
}

// Reads one file's rows into `table`, checking its header against the table's.
void readFile(const QString& path, BenchTable& table, QByteArray& header, std::string& firstStudy)
{
    // The checked reader: a FIFO, a device or a folder is refused by name, the size is bounded.
    QByteArray text = core::io::readInputFile(path);
    if (text.startsWith("\xEF\xBB\xBF")) // a BOM from a spreadsheet's "CSV UTF-8"
        text.remove(0, 3);
    const QList<QByteArray> lines = text.split('\n');
    const QByteArray head = lines.value(0).trimmed();
    QList<QByteArray> columns = head.split(',');
    // Files written before the study column end with ",job,jobs"; they have no study to compare.
    const bool hasStudy = head.endsWith(",job,jobs,study");
    if (columns.size() < kFixedColumns + 1 + (hasStudy ? 1 : 0) || !head.startsWith("block,parameters,seed,best,") ||
        !(hasStudy || head.endsWith(",job,jobs")))
        throw std::invalid_argument(path.toStdString() + ":1: not a bench --csv file (expected the header block,parameters,seed,best,...,job,jobs,study)");
    const QByteArray withoutStudy = hasStudy ? head.left(head.size() - 6) : head;
    if (header.isEmpty()) {
        header = withoutStudy;
        for (int i = 4; i < columns.size() - (kFixedColumns - 4) - (hasStudy ? 1 : 0); ++i)
            table.requirementIds.push_back(columns[i].toStdString());
    } else if (withoutStudy != header) {
        throw std::invalid_argument(path.toStdString() + ":1: its columns differ from the first file's (another rule set?)");
    }
    const int requirements = static_cast<int>(table.requirementIds.size());
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QList<QByteArray> cells = line.split(',');
        if (cells.size() != columns.size())
            throw std::invalid_argument(path.toStdString() + ":" + std::to_string(i + 1) + ": " + std::to_string(cells.size()) +
                                        " columns where the header has " + std::to_string(columns.size()));
        const QString study = hasStudy ? QString::fromUtf8(cells.takeLast()) : QString();
        if (firstStudy.empty()) {
            table.study = study;
            firstStudy = path.toStdString() + ":" + std::to_string(i + 1);
        } else if (study != table.study) {
            throw std::invalid_argument(path.toStdString() + ":" + std::to_string(i + 1) + ": a row of another study than " + firstStudy +
                                        " (" + studyDifference(table.study, study) + "); merge joins the shards of one study");
        }
        table.rows.push_back(parseRow(RowReader(path, i + 1, cells, columns), requirements));
    }
}

void checkComplete(const BenchTable& table, const QStringList& paths)
{
    const std::string files = paths.join(QStringLiteral(", ")).toStdString() + ": ";
    if (table.rows.empty())
        throw std::invalid_argument(files + "no rows in the files given");
    const int64_t jobs = table.rows.front().jobs;
    std::map<int64_t, QString> parametersOfBlock;
    for (size_t i = 0; i < table.rows.size(); ++i) {
        const BenchRow& r = table.rows[i];
        const auto [it, inserted] = parametersOfBlock.emplace(r.block, r.parameters);
        if (!inserted && it->second != r.parameters)
            throw std::invalid_argument(files + "rows of different studies: block " + std::to_string(r.block) + " has parameters \"" +
                                        it->second.toStdString() + "\" and \"" + r.parameters.toStdString() + "\"");
        if (r.jobs != jobs)
            throw std::invalid_argument(files + "rows of different studies: jobs " + std::to_string(jobs) + " and " + std::to_string(r.jobs));
        if (i > 0 && table.rows[i - 1].job == r.job)
            throw std::invalid_argument(files + "job " + std::to_string(r.job) + " appears twice (a shard given twice?)");
    }
    // Missing jobs are counted, and the first ten listed, without a list as long as "jobs".
    std::string list;
    int64_t missing = 0, expected = 0;
    const auto gap = [&](int64_t from, int64_t to) { // jobs [from, to) are missing
        for (int64_t j = from; j < to && missing + (j - from) < 10; ++j)
            list += (list.empty() ? "" : ", ") + std::to_string(j);
        missing += to - from;
    };
    for (const BenchRow& r : table.rows) {
        gap(expected, r.job);
        expected = r.job + 1;
    }
    gap(expected, jobs);
    if (missing > 0)
        throw std::invalid_argument(files + std::to_string(missing) + " of " + std::to_string(jobs) + " jobs missing (" + list +
                                    (missing > 10 ? ", ..." : "") + "): a shard is missing or incomplete");
}

} // namespace

std::vector<BenchBlock> blocksOf(const BenchTable& table)
{
    std::map<int64_t, BenchBlock> byIndex;
    for (const BenchRow& r : table.rows) {
        BenchBlock& b = byIndex[r.block];
        if (b.rows.empty()) {
            b.parameters = r.parameters;
            for (const QString& kv : r.parameters.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const auto eq = kv.indexOf(QLatin1Char('='));
                b.combination.emplace_back(kv.left(eq), kv.mid(eq + 1));
            }
        }
        b.rows.push_back(&r);
    }
    std::vector<BenchBlock> blocks;
    for (auto& [index, b] : byIndex)
        blocks.push_back(std::move(b));
    return blocks;
}

std::vector<std::pair<QString, QStringList>> axesOf(const std::vector<BenchBlock>& blocks)
{
    std::vector<std::pair<QString, QStringList>> axes;
    for (const BenchBlock& b : blocks)
        for (size_t a = 0; a < b.combination.size(); ++a) {
            if (a >= axes.size())
                axes.emplace_back(b.combination[a].first, QStringList());
            if (!axes[a].second.contains(b.combination[a].second))
                axes[a].second.append(b.combination[a].second);
        }
    return axes;
}

QByteArray benchCsv(const BenchTable& table)
{
    QByteArray csv = headerLine(table.requirementIds) + "\n";
    for (const BenchRow& r : table.rows) {
        csv += QByteArray::number(static_cast<qlonglong>(r.block)) + "," + r.parameters.toUtf8() + "," +
               QByteArray::number(static_cast<qulonglong>(r.seed)) + "," + number(r.best);
        for (int v : r.violations)
            csv += "," + QByteArray::number(v);
        csv += "," + number(r.timeToBestMs) + "," + (r.timeToTargetMs ? number(*r.timeToTargetMs) : QByteArray()) + "," +
               QByteArray::number(static_cast<qlonglong>(r.iterations)) + "," + QByteArray::number(static_cast<qlonglong>(r.evaluations)) + "," +
               number(r.evaluationsPerSecond) + "," + QByteArray::number(static_cast<qlonglong>(r.job)) + "," +
               QByteArray::number(static_cast<qlonglong>(r.jobs)) + "," + table.study.toUtf8() + "\n";
    }
    return csv;
}

BenchTable readBenchCsvFiles(const QStringList& paths)
{
    BenchTable table;
    QByteArray header;
    std::string firstStudy; // where the first row's study was read, for the message
    for (const QString& path : paths)
        readFile(path, table, header, firstStudy);
    std::stable_sort(table.rows.begin(), table.rows.end(), [](const BenchRow& a, const BenchRow& b) { return a.job < b.job; });
    checkComplete(table, paths);
    return table;
}

} // namespace hexloom::cli
