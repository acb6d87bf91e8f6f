#include "app/cli/bench_report.h"

#include <QJsonValue>
#include <cmath>
#include <cstdio>

namespace hexloom::cli {

using core::search::AnovaTable;
using core::search::oneWayAnova;
using core::search::summarize;
using core::search::Summary;

namespace {

QJsonObject summaryJson(const Summary& s)
{
    return QJsonObject{{"count", s.count}, {"mean", s.mean}, {"std", s.std}, {"min", s.min}, {"median", s.median}, {"p90", s.p90}, {"max", s.max}};
}

QJsonValue finiteOrNull(double v, bool defined)
{
    return defined && std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

} // namespace

QJsonObject blockSummaryJson(const BenchBlock& block)
{
    std::vector<double> best, toBest, toTarget, rate;
    for (const BenchRow* r : block.rows) {
        best.push_back(r->best);
        toBest.push_back(r->timeToBestMs);
        if (r->timeToTargetMs)
            toTarget.push_back(*r->timeToTargetMs);
        rate.push_back(r->evaluationsPerSecond);
    }
    const double success = block.rows.empty() ? 0.0 : static_cast<double>(toTarget.size()) / static_cast<double>(block.rows.size());
    return QJsonObject{{"best", summaryJson(summarize(best))},
                       {"time_to_best_ms", summaryJson(summarize(toBest))},
                       {"time_to_target_ms", summaryJson(summarize(toTarget))},
                       {"success_rate", success},
                       {"evaluations_per_second", summaryJson(summarize(rate))}};
}

std::vector<AxisAnova> anovaByAxis(const std::vector<BenchBlock>& blocks)
{
    std::vector<AxisAnova> result;
    const auto axes = axesOf(blocks);
    for (size_t a = 0; a < axes.size(); ++a) {
        std::vector<std::vector<double>> groups(static_cast<size_t>(axes[a].second.size()));
        for (const BenchBlock& b : blocks) {
            if (a >= b.combination.size())
                continue;
            const auto level = static_cast<size_t>(axes[a].second.indexOf(b.combination[a].second));
            for (const BenchRow* r : b.rows)
                groups[level].push_back(r->best);
        }
        result.push_back({axes[a].first, oneWayAnova(groups)});
    }
    return result;
}

QJsonObject anovaFJson(const std::vector<AxisAnova>& anova)
{
    QJsonObject o;
    for (const AxisAnova& a : anova)
        o.insert(a.key, finiteOrNull(a.table.f, a.table.defined));
    return o;
}

QJsonObject anovaTableJson(const std::vector<AxisAnova>& anova)
{
    QJsonObject o;
    for (const AxisAnova& a : anova) {
        const AnovaTable& t = a.table;
        o.insert(a.key, QJsonObject{{"between", QJsonObject{{"ss", t.ssBetween}, {"df", t.dfBetween}, {"ms", t.msBetween}}},
                                    {"within", QJsonObject{{"ss", t.ssWithin}, {"df", t.dfWithin}, {"ms", t.msWithin}}},
                                    {"total", QJsonObject{{"ss", t.ssTotal}, {"df", t.dfTotal}}},
                                    {"f", finiteOrNull(t.f, t.defined)},
                                    {"p", t.defined ? QJsonValue(t.p) : QJsonValue()},
                                    {"f_critical", t.dfBetween > 0 && t.dfWithin > 0 ? QJsonValue(t.fCritical) : QJsonValue()},
                                    {"alpha", t.alpha}});
    }
    return o;
}

void printBlockSummary(const BenchBlock& block, const QJsonObject& summary)
{
    QString params = block.parameters;
    if (!params.isEmpty())
        params += QLatin1Char(' ');
    const QJsonObject best = summary.value("best").toObject(), ttb = summary.value("time_to_best_ms").toObject(),
                      ttt = summary.value("time_to_target_ms").toObject(), eps = summary.value("evaluations_per_second").toObject();
    std::printf("%s%d runs: best mean %.3f std %.3f min %g median %g p90 %g max %g; success %.1f%%\n", params.toLocal8Bit().constData(),
                best.value("count").toInt(), best.value("mean").toDouble(), best.value("std").toDouble(), best.value("min").toDouble(),
                best.value("median").toDouble(), best.value("p90").toDouble(), best.value("max").toDouble(),
                100 * summary.value("success_rate").toDouble());
    std::printf("  time to best ms: median %.4g p90 %.4g max %.4g; time to target ms: mean %.4g median %.4g p90 %.4g max %.4g; "
                "evaluations/s mean %.4g\n",
                ttb.value("median").toDouble(), ttb.value("p90").toDouble(), ttb.value("max").toDouble(), ttt.value("mean").toDouble(),
                ttt.value("median").toDouble(), ttt.value("p90").toDouble(), ttt.value("max").toDouble(), eps.value("mean").toDouble());
}

void printAnova(const std::vector<AxisAnova>& anova)
{
    for (const AxisAnova& a : anova) {
        const AnovaTable& t = a.table;
        const QByteArray key = a.key.toLocal8Bit();
        std::printf("ANOVA F(%s) = %s\n", key.constData(), t.defined ? QByteArray::number(t.f, 'g', 5).constData() : "undefined");
        if (t.dfBetween == 0 || t.dfWithin == 0)
            continue;
        std::printf("  %-8s %12s %6s %12s %10s %10s %10s\n", "source", "SS", "df", "MS", "F", "p", "F crit");
        std::printf("  %-8s %12.6g %6d %12.6g %10s %10s %10.4g\n", "between", t.ssBetween, t.dfBetween, t.msBetween,
                    t.defined ? QByteArray::number(t.f, 'g', 5).constData() : "-", t.defined ? QByteArray::number(t.p, 'g', 4).constData() : "-",
                    t.fCritical);
        std::printf("  %-8s %12.6g %6d %12.6g\n", "within", t.ssWithin, t.dfWithin, t.msWithin);
        std::printf("  %-8s %12.6g %6d\n", "total", t.ssTotal, t.dfTotal);
        if (t.defined)
            std::printf("  %s at the %g level (F %s F crit)\n", t.p < t.alpha ? "significant" : "not significant", t.alpha,
                        t.f > t.fCritical ? ">" : "<=");
    }
}

QJsonObject rowJson(const BenchRow& row, const std::vector<std::string>& requirementIds)
{
    QJsonObject violations;
    for (size_t i = 0; i < requirementIds.size() && i < row.violations.size(); ++i)
        violations.insert(QString::fromStdString(requirementIds[i]), row.violations[i]);
    return QJsonObject{{"job", static_cast<qint64>(row.job)},
                       {"seed", row.seed <= (1ull << 53) ? QJsonValue(static_cast<double>(row.seed)) : QJsonValue(QString::number(row.seed))},
                       {"best", row.best},
                       {"violations", violations},
                       {"time_to_best_ms", row.timeToBestMs},
                       {"time_to_target_ms", row.timeToTargetMs ? QJsonValue(*row.timeToTargetMs) : QJsonValue()},
                       {"iterations", static_cast<qint64>(row.iterations)},
                       {"evaluations", static_cast<qint64>(row.evaluations)},
                       {"evaluations_per_second", row.evaluationsPerSecond}};
}

} // namespace hexloom::cli
