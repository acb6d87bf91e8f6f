#include "app/cli/bench_rows.h"

#include <QFile>
#include <QLocale>
#include <algorithm>
#include <map>
#include <stdexcept>

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
    return h + ",time_to_best_ms,time_to_target_ms,iterations,evaluations,evaluations_per_second,job,jobs";
}

constexpr int kFixedColumns = 11; // the columns besides one per requirement

class RowReader {
public:
    RowReader(const QString& path, int line, const QList<QByteArray>& cells, const QList<QByteArray>& header)
        : path_(path), line_(line), cells_(cells), header_(header)
    {
    }
    const QByteArray& text(int column) const { return cells_[column]; }
    double real(int column) const
    {
        bool ok = false;
        const double v = cells_[column].toDouble(&ok);
        if (!ok)
            fail(column, "is not a number");
        return v;
    }
    int64_t whole(int column, int64_t minimum) const
    {
        bool ok = false;
        const qlonglong v = cells_[column].toLongLong(&ok);
        if (!ok || v < minimum)
            fail(column, "is not a whole number >= " + std::to_string(minimum));
        return v;
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
    row.seed = static_cast<uint64_t>(r.whole(2, 0));
    row.best = r.real(3);
    for (int i = 0; i < requirements; ++i)
        row.violations.push_back(static_cast<int>(r.whole(4 + i, 0)));
    const int c = 4 + requirements;
    row.timeToBestMs = r.real(c);
    if (!r.text(c + 1).isEmpty())
        row.timeToTargetMs = r.real(c + 1);
    row.iterations = r.whole(c + 2, 0);
    row.evaluations = r.whole(c + 3, 0);
    row.evaluationsPerSecond = r.real(c + 4);
    row.job = r.whole(c + 5, 0);
    row.jobs = r.whole(c + 6, 1);
    if (row.job >= row.jobs)
        r.fail(c + 5, "is not below jobs (" + std::to_string(row.jobs) + ")");
    return row;
}

// Reads one file's rows into `table`, checking its header against the table's.
void readFile(const QString& path, BenchTable& table, QByteArray& header)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw std::invalid_argument(path.toStdString() + ": cannot read: " + f.errorString().toStdString());
    const QList<QByteArray> lines = f.readAll().split('\n');
    const QByteArray head = lines.value(0).trimmed();
    const QList<QByteArray> columns = head.split(',');
    if (columns.size() < kFixedColumns + 1 || !head.startsWith("block,parameters,seed,best,") || !head.endsWith(",job,jobs"))
        throw std::invalid_argument(path.toStdString() + ":1: not a bench --csv file (expected the header block,parameters,seed,best,...,job,jobs)");
    if (header.isEmpty()) {
        header = head;
        for (int i = 4; i < columns.size() - (kFixedColumns - 4); ++i)
            table.requirementIds.push_back(columns[i].toStdString());
    } else if (head != header) {
        throw std::invalid_argument(path.toStdString() + ":1: its columns differ from the first file's (another rule set?)");
    }
    const int requirements = static_cast<int>(table.requirementIds.size());
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> cells = line.split(',');
        if (cells.size() != columns.size())
            throw std::invalid_argument(path.toStdString() + ":" + std::to_string(i + 1) + ": " + std::to_string(cells.size()) +
                                        " columns where the header has " + std::to_string(columns.size()));
        table.rows.push_back(parseRow(RowReader(path, i + 1, cells, columns), requirements));
    }
}

void checkComplete(const BenchTable& table)
{
    if (table.rows.empty())
        throw std::invalid_argument("no rows in the files given");
    const int64_t jobs = table.rows.front().jobs;
    std::vector<int64_t> missing;
    std::map<int64_t, QString> parametersOfBlock;
    for (size_t i = 0; i < table.rows.size(); ++i) {
        const BenchRow& r = table.rows[i];
        const auto [it, inserted] = parametersOfBlock.emplace(r.block, r.parameters);
        if (!inserted && it->second != r.parameters)
            throw std::invalid_argument("rows of different studies: block " + std::to_string(r.block) + " has parameters \"" +
                                        it->second.toStdString() + "\" and \"" + r.parameters.toStdString() + "\"");
        if (r.jobs != jobs)
            throw std::invalid_argument("rows of different studies: jobs " + std::to_string(jobs) + " and " + std::to_string(r.jobs));
        if (i > 0 && table.rows[i - 1].job == r.job)
            throw std::invalid_argument("job " + std::to_string(r.job) + " appears twice (a shard given twice?)");
    }
    int64_t expected = 0;
    for (const BenchRow& r : table.rows) {
        for (; expected < r.job; ++expected)
            missing.push_back(expected);
        expected = r.job + 1;
    }
    for (; expected < jobs; ++expected)
        missing.push_back(expected);
    if (!missing.empty()) {
        std::string list;
        for (size_t i = 0; i < std::min<size_t>(missing.size(), 10); ++i)
            list += (i ? ", " : "") + std::to_string(missing[i]);
        throw std::invalid_argument(std::to_string(missing.size()) + " of " + std::to_string(jobs) + " jobs missing (" + list +
                                    (missing.size() > 10 ? ", ..." : "") + "): a shard is missing or incomplete");
    }
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
               QByteArray::number(static_cast<qlonglong>(r.jobs)) + "\n";
    }
    return csv;
}

BenchTable readBenchCsvFiles(const QStringList& paths)
{
    BenchTable table;
    QByteArray header;
    for (const QString& path : paths)
        readFile(path, table, header);
    std::stable_sort(table.rows.begin(), table.rows.end(), [](const BenchRow& a, const BenchRow& b) { return a.job < b.job; });
    checkComplete(table);
    return table;
}

} // namespace hexloom::cli
