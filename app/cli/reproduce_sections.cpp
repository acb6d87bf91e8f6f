#include "app/cli/reproduce_sections.h"

#include <QFile>
#include <QJsonArray>

#include "app/cli/report_plots.h"

namespace hexloom::cli {

namespace {

QString num(double v, int precision = 4)
{
    return QString::number(v, 'g', precision);
}

QString cell(const QJsonValue& v, int precision = 4)
{
    return v.isNull() || v.isUndefined() ? QStringLiteral("–") : num(v.toDouble(), precision);
}

// A bench JSON as blocks: with a grid it has "blocks"; without, one block of "runs".
QJsonArray blocksOf(const QJsonObject& o)
{
    if (o.contains("blocks"))
        return o.value("blocks").toArray();
    return QJsonArray{QJsonObject{{"parameters", QJsonObject()}, {"runs", o.value("runs")}, {"summary", o.value("summary")}}};
}

QString settingOf(const QString& label, const QJsonObject& parameters)
{
    QString s = label;
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        s += QLatin1Char(' ') + it.key() + QLatin1Char('=') + it.value().toString();
    return s;
}

QString anovaTable(const QJsonObject& tables)
{
    if (tables.isEmpty())
        return {};
    QString md = QStringLiteral("One-way ANOVA of the best scores:\n\n| parameter | source | SS | df | MS | F | p | F crit (0.05) |\n|---|---|---|---|---|---|---|---|\n");
    for (auto it = tables.begin(); it != tables.end(); ++it) {
        const QJsonObject t = it.value().toObject(), b = t.value("between").toObject(), w = t.value("within").toObject(), total = t.value("total").toObject();
        md += QStringLiteral("| %1 | between | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                  .arg(it.key(), cell(b.value("ss"), 6), cell(b.value("df")), cell(b.value("ms"), 6), cell(t.value("f")), cell(t.value("p")),
                       cell(t.value("f_critical")));
        md += QStringLiteral("| | within | %1 | %2 | %3 | | | |\n").arg(cell(w.value("ss"), 6), cell(w.value("df")), cell(w.value("ms"), 6));
        md += QStringLiteral("| | total | %1 | %2 | | | | |\n").arg(cell(total.value("ss"), 6), cell(total.value("df")));
    }
    return md + QStringLiteral("\n");
}

StepReport benchStep(const ReproStep& step, const StepResults& r)
{
    StepReport out;
    out.markdown = QStringLiteral("| setting | runs | mean | std | min | median | max | score 0 | evaluations/s |\n|---|---|---|---|---|---|---|---|---|\n");
    std::vector<BoxSeries> boxes;
    for (size_t k = 0; k < r.json.size(); ++k) {
        for (const QJsonValue& bv : blocksOf(r.json[k])) {
            const QJsonObject block = bv.toObject(), s = block.value("summary").toObject(), best = s.value("best").toObject();
            const QString setting = settingOf(r.labels[static_cast<int>(k)], block.value("parameters").toObject());
            out.markdown += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                                .arg(setting, cell(best.value("count")), cell(best.value("mean")), cell(best.value("std")), cell(best.value("min")),
                                     cell(best.value("median")), cell(best.value("max")),
                                     QString::number(qRound(s.value("success_rate").toDouble() * best.value("count").toDouble())),
                                     cell(s.value("evaluations_per_second").toObject().value("mean"), 3));
            BoxSeries series{setting, {}};
            for (const QJsonValue& run : block.value("runs").toArray())
                series.values.push_back(run.toObject().value("best").toDouble());
            boxes.push_back(std::move(series));
        }
    }
    out.markdown += QStringLiteral("\n");
    for (const QJsonObject& o : r.json)
        out.markdown += anovaTable(o.value("anova_table").toObject());
    out.png = boxPlotPng(step.title, QStringLiteral("best score"), boxes);
    return out;
}

std::vector<std::pair<double, double>> readTrace(const QString& path)
{
    QFile f(path);
    std::vector<std::pair<double, double>> points;
    if (!f.open(QIODevice::ReadOnly))
        return points;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (int i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cells = lines[i].split(',');
        if (cells.size() > 4)
            points.emplace_back(cells[0].toDouble(), cells[4].toDouble()); // elapsed_s, best
    }
    return points;
}

StepReport traceStep(const ReproStep& step, const StepResults& r)
{
    StepReport out;
    out.markdown = QStringLiteral("| run | best | time to best (ms) | iterations | evaluations |\n|---|---|---|---|---|\n");
    std::vector<LineSeries> lines;
    for (size_t k = 0; k < r.json.size(); ++k) {
        const QJsonObject& o = r.json[k];
        out.markdown += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                            .arg(r.labels[static_cast<int>(k)], cell(o.value("best")), cell(o.value("time_to_best_ms")), cell(o.value("iterations"), 10),
                                 cell(o.value("evaluations"), 10));
        lines.push_back({r.labels[static_cast<int>(k)], readTrace(r.traceFiles.value(static_cast<int>(k)))});
    }
    out.markdown += QStringLiteral("\n");
    out.png = stepPlotPng(step.title, QStringLiteral("elapsed (s)"), QStringLiteral("best score"), lines);
    return out;
}

StepReport assembleStep(const ReproStep& step, const StepResults& r)
{
    StepReport out;
    out.markdown = QStringLiteral("| tile set | runs | assembled | mean (ms) | median (ms) | max (ms) | median backtracks | max backtracks |\n"
                                  "|---|---|---|---|---|---|---|---|\n");
    std::vector<BoxSeries> boxes;
    for (size_t k = 0; k < r.json.size(); ++k) {
        const QJsonObject s = r.json[k].value("summary").toObject();
        out.markdown += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                            .arg(r.labels[static_cast<int>(k)], cell(s.value("runs")), cell(s.value("solved")), cell(s.value("mean_ms")),
                                 cell(s.value("median_ms")), cell(s.value("max_ms")), cell(s.value("median_backtracks")), cell(s.value("max_backtracks")));
        BoxSeries series{r.labels[static_cast<int>(k)], {}};
        for (const QJsonValue& run : r.json[k].value("runs").toArray())
            series.values.push_back(run.toObject().value("time_ms").toDouble());
        boxes.push_back(std::move(series));
    }
    out.markdown += QStringLiteral("\n");
    out.png = boxPlotPng(step.title, QStringLiteral("time (ms)"), boxes);
    return out;
}

StepReport partitionStep(const StepResults& r)
{
    StepReport out;
    out.markdown = QStringLiteral("| run | solved | measure | max | min | std | mean | median |\n|---|---|---|---|---|---|---|---|\n");
    for (size_t k = 0; k < r.json.size(); ++k) {
        const QJsonObject& o = r.json[k];
        bool first = true;
        for (const char* key : {"expanded", "wasted", "path_length", "time_ms", "cpu_ms"}) {
            const QJsonObject m = o.value(QLatin1String(key)).toObject();
            out.markdown += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                                .arg(first ? r.labels[static_cast<int>(k)] : QString(),
                                     first ? cell(o.value("solved")) + QLatin1Char('/') + cell(o.value("runs")) : QString(), QLatin1String(key),
                                     cell(m.value("max")), cell(m.value("min")), cell(m.value("std")), cell(m.value("mean")), cell(m.value("median")));
            first = false;
        }
    }
    out.markdown += QStringLiteral("\n");
    return out;
}

} // namespace

StepReport renderStep(const ReproStep& step, const StepResults& results)
{
    switch (step.kind) {
    case ReproStep::Kind::Bench:
        return benchStep(step, results);
    case ReproStep::Kind::Trace:
        return traceStep(step, results);
    case ReproStep::Kind::AssembleBench:
        return assembleStep(step, results);
    case ReproStep::Kind::PartitionBench:
        return partitionStep(results);
    }
    return {};
}

} // namespace hexloom::cli
