#include "app/cli/portfolio_run.h"

#include <QJsonArray>
#include <cstdio>
#include <limits>
#include <map>
#include <mutex>

#include "app/cli/cli_common.h"
#include "core/search/algorithm_names.h"
#include "core/run/run_control.h"
#include "core/search/solver.h"

namespace hexloom::cli {

using namespace core;

namespace {

// Records the improvements the portfolio forwards (only new bests reach it) and passes
// progress points on to the trace.
class CreditSink : public search::ProgressSink {
public:
    explicit CreditSink(search::ProgressSink* trace) : trace_(trace) {}
    void snapshot(std::shared_ptr<const search::Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        if (s->final || s->best >= best_)
            return;
        best_ = s->best;
        improvements.push_back({s->elapsedSeconds * 1000, s->best, s->foundBy, s->iteration});
    }
    void progress(const search::ProgressPoint& p) override
    {
        if (trace_)
            trace_->progress(p);
    }
    std::vector<PortfolioImprovement> improvements;

private:
    search::ProgressSink* trace_;
    std::mutex mutex_;
    double best_ = std::numeric_limits<double>::infinity();
};

std::map<std::string, int> creditOf(const PortfolioOutcome& o)
{
    std::map<std::string, int> credit;
    for (const auto& m : o.members)
        credit[m] = 0;
    for (const auto& i : o.improvements)
        ++credit[i.algorithm];
    return credit;
}

// The first member to reach the final best (members tying later are not credited).
std::string foundByOf(const PortfolioOutcome& o)
{
    for (const auto& i : o.improvements)
        if (i.best <= o.result->best)
            return i.algorithm;
    return o.result->foundBy; // the start map was already the best
}

} // namespace

std::vector<search::PortfolioMember> parsePortfolio(const QString& list)
{
    std::vector<search::PortfolioMember> members;
    for (const QString& part : list.split(QLatin1Char(','))) {
        const auto* info = search::findAlgorithm(part.trimmed().toStdString());
        if (!info || info->id == "portfolio")
            throw UsageError("--portfolio: unknown algorithm \"" + part.trimmed().toStdString() + "\" (" + search::algorithmIdList(false) + ")");
        const std::string& id = info->id; // an alias becomes the id
        for (const auto& m : members)
            if (m.algorithm == id)
                throw UsageError("--portfolio: \"" + id + "\" is listed twice");
        members.push_back({id, {}});
    }
    if (members.size() < 2)
        throw UsageError("--portfolio: list at least two algorithms, e.g. fast,tabu,sahc");
    return members;
}

PortfolioOutcome runPortfolio(const std::vector<search::PortfolioMember>& members, const search::Problem& problem,
                              search::RunSettings settings, search::ProgressSink* trace)
{
    PortfolioOutcome outcome;
    for (const auto& m : members)
        outcome.members.push_back(m.algorithm);
    // Every improvement becomes a snapshot (no rate limit), so each one is credited to its finder.
    settings.maxSnapshotsPerSecond = std::numeric_limits<double>::max();
    run::RunControl control;
    CreditSink sink(trace);
    outcome.result = search::Portfolio(members).run(problem, settings, control, sink);
    outcome.improvements = std::move(sink.improvements);
    return outcome;
}

QJsonObject portfolioJson(const PortfolioOutcome& o)
{
    QJsonArray members, improvements;
    for (const auto& m : o.members)
        members.append(QString::fromStdString(m));
    for (const auto& i : o.improvements)
        improvements.append(QJsonObject{{"elapsed_ms", i.elapsedMs}, {"best", i.best}, {"algorithm", QString::fromStdString(i.algorithm)},
                                        {"iteration", static_cast<qint64>(i.iteration)}});
    QJsonObject credit;
    const std::string foundBy = foundByOf(o);
    for (const auto& [id, n] : creditOf(o))
        credit.insert(QString::fromStdString(id), n);
    return QJsonObject{{"members", members}, {"found_by", QString::fromStdString(foundBy)}, {"credit", credit},
                       {"improvements", improvements}};
}

void printPortfolio(const PortfolioOutcome& o)
{
    const auto credit = creditOf(o);
    std::string counts;
    for (const auto& m : o.members)
        counts += (counts.empty() ? "" : ", ") + m + " " + std::to_string(credit.at(m));
    std::printf("portfolio: best found by %s; improvements: %s\n", foundByOf(o).c_str(), counts.c_str());
    for (const auto& i : o.improvements)
        std::printf("  %10.3f ms  best %-8g %s (its iteration %lld)\n", i.elapsedMs, i.best, i.algorithm.c_str(), static_cast<long long>(i.iteration));
}

} // namespace hexloom::cli
