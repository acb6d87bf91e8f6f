#include "app/cli/reproduce_plan.h"

#include <QRegularExpression>
#include <stdexcept>

namespace hexloom::cli {

namespace {

// "0.66" -> 0.66, "paper" -> "paper": numbers stay numbers in the JSON.
QJsonValue scalar(const QString& text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? QJsonValue(v) : QJsonValue(text);
}

// "300s", "200ms", "2m", "200" (partition-bench: seconds) -> seconds.
double seconds(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9.]+)(ms|s|m)?$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        throw std::logic_error("reproduce plan: unreadable time limit " + text.toStdString());
    const double v = m.captured(1).toDouble();
    return m.captured(2) == QLatin1String("ms") ? v / 1000 : m.captured(2) == QLatin1String("m") ? v * 60 : v;
}

// "1..1000" -> 1000 seeds.
int seedCount(const QString& text)
{
    const QStringList ends = text.split(QStringLiteral(".."));
    return ends.size() == 2 ? ends[1].toInt() - ends[0].toInt() + 1 : 1;
}

QString kindName(ReproStep::Kind kind)
{
    switch (kind) {
    case ReproStep::Kind::Bench:
        return QStringLiteral("bench");
    case ReproStep::Kind::Trace:
        return QStringLiteral("trace");
    case ReproStep::Kind::AssembleBench:
        return QStringLiteral("assemble");
    case ReproStep::Kind::PartitionBench:
        return QStringLiteral("partition");
    }
    return {};
}

struct ParsedRun {
    QJsonObject cell;                            // everything but the grid's parameters
    QJsonObject params;
    std::vector<std::pair<QString, QStringList>> axes; // --grid name=v1,v2,...
};

// Options that take a value; every other option is a flag (true).
bool takesValue(const QString& name, const QStringList& args, int i)
{
    return i + 1 < args.size() && !args[i + 1].startsWith(QLatin1String("--")) && name != QLatin1String("shuffle");
}

ParsedRun parseRun(const ReproStep& step, const ReproRun& run)
{
    ParsedRun p;
    QJsonObject stop;
    int runs = step.kind == ReproStep::Kind::Trace ? 1 : 0;
    p.cell[QStringLiteral("algorithm")] = step.kind == ReproStep::Kind::AssembleBench ? QStringLiteral("rma2")
                                          : step.kind == ReproStep::Kind::PartitionBench ? QStringLiteral("astar")
                                                                                         : QString();
    for (int i = 0; i < run.args.size(); ++i) {
        if (!run.args[i].startsWith(QLatin1String("--")))
            throw std::logic_error("reproduce plan: stray argument " + run.args[i].toStdString());
        const QString name = run.args[i].mid(2);
        if (!takesValue(name, run.args, i)) {
            if (name == QLatin1String("shuffle"))
                p.cell[QStringLiteral("start")] = QStringLiteral("shuffled"); // a random start map, not a parameter
            else
                p.params[name] = true;
            continue;
        }
        const QString value = run.args[++i];
        if (name == QLatin1String("algorithm") || name == QLatin1String("rules"))
            p.cell[name] = value;
        else if (name == QLatin1String("runs"))
            runs = value.toInt();
        else if (name == QLatin1String("seeds"))
            runs = seedCount(value);
        else if (name == QLatin1String("iterations") || name == QLatin1String("evaluations"))
            stop[name] = value.toDouble();
        else if (name == QLatin1String("time-limit"))
            stop[QStringLiteral("time_limit_s")] = seconds(value);
        else if (name == QLatin1String("set"))
            p.params[value.section(QLatin1Char('='), 0, 0)] = scalar(value.section(QLatin1Char('='), 1));
        else if (name == QLatin1String("grid"))
            p.axes.emplace_back(value.section(QLatin1Char('='), 0, 0), value.section(QLatin1Char('='), 1).split(QLatin1Char(',')));
        else if (name == QLatin1String("coarsen") || name == QLatin1String("restart")) {
            // --coarsen K,STEP (K 0: none) and --restart L,D (L 0: none), as partition-bench reads them
            const QStringList pair = value.split(QLatin1Char(','));
            p.params[name + (name == QLatin1String("coarsen") ? QStringLiteral("_k") : QStringLiteral("_l"))] = pair.value(0).toDouble();
            p.params[name + (name == QLatin1String("coarsen") ? QStringLiteral("_step") : QStringLiteral("_d"))] = pair.value(1).toDouble();
        } else
            p.params[name] = scalar(value);
    }
    p.cell[QStringLiteral("runs")] = runs;
    p.cell[QStringLiteral("stop")] = stop;
    p.cell[QStringLiteral("step")] = step.id;
    p.cell[QStringLiteral("kind")] = kindName(step.kind);
    p.cell[QStringLiteral("label")] = run.label;
    p.cell[QStringLiteral("variant")] = run.deviation.isEmpty() ? QStringLiteral("paper") : run.deviation;
    return p;
}

// Every combination of the axes' values (the first axis slowest, as bench's blocks).
void expand(const ParsedRun& p, size_t axis, QJsonObject params, QJsonArray& out)
{
    if (axis == p.axes.size()) {
        QJsonObject cell = p.cell;
        cell[QStringLiteral("params")] = params;
        out.append(cell);
        return;
    }
    for (const QString& v : p.axes[axis].second) {
        params[p.axes[axis].first] = scalar(v);
        expand(p, axis + 1, params, out);
    }
}

} // namespace

QJsonArray planCells(const PaperSpec& spec)
{
    QJsonArray cells;
    for (const ReproStep& step : spec.steps)
        for (const ReproRun& run : step.runs) {
            const ParsedRun p = parseRun(step, run);
            expand(p, 0, p.params, cells);
        }
    return cells;
}

QJsonObject reproductionPlan(const QStringList& papers, ReproBudget budget, const QString& budgetName)
{
    QJsonArray list;
    for (const QString& id : papers)
        list.append(QJsonObject{{QStringLiteral("paper"), id}, {QStringLiteral("cells"), planCells(paperSpec(id, budget))}});
    return QJsonObject{{QStringLiteral("budget"), budgetName}, {QStringLiteral("papers"), list}};
}

} // namespace hexloom::cli
