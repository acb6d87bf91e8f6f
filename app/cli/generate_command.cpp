// hexloom-cli generate: one search run from a seed; writes the map, a picture, a trace, JSON.
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <cstdio>
#include <mutex>
#include <optional>
#include <set>

#include "app/cli/change_budget_options.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/portfolio_run.h"
#include "app/cli/positional_map.h"
#include "app/cli/progress_line.h"
#include "app/cli/search_setup.h"
#include "core/recipe/recipe.h"
#include "core/search/run/fewest_changes.h"
#include "core/symmetry/symmetry_mode.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::cli {

namespace {

using namespace core;

// Keeps every progress point for --trace and shows the run's progress on stderr.
class TraceSink : public search::ProgressSink {
public:
    explicit TraceSink(ProgressLine& line) : line_(line) {}
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
    void progress(const search::ProgressPoint& p) override
    {
        points.push_back(p);
        line_.update(QStringLiteral("iteration %1, best %2, current %3").arg(p.iteration).arg(p.best).arg(p.current));
    }
    std::vector<search::ProgressPoint> points;

private:
    ProgressLine& line_;
};

void writeTrace(const QString& path, const std::vector<search::ProgressPoint>& points, const search::Snapshot& last)
{
    QByteArray csv = "elapsed_s,iteration,evaluations,current,best";
    for (const auto& r : last.report.requirements)
        csv += "," + QByteArray::fromStdString(r.id);
    csv += "\n";
    auto row = [&](double t, int64_t it, int64_t ev, double current, double best, const std::vector<int>& counts) {
        csv += QByteArray::number(t, 'g', 9) + "," + QByteArray::number(it) + "," + QByteArray::number(ev) + "," +
               QByteArray::number(current) + "," + QByteArray::number(best);
        for (int c : counts)
            csv += "," + QByteArray::number(c);
        csv += "\n";
    };
    for (const auto& p : points)
        row(p.elapsedSeconds, p.iteration, p.evaluations, p.current, p.best, p.bestCounts);
    std::vector<int> finalCounts;
    for (const auto& r : last.report.requirements)
        finalCounts.push_back(r.violations);
    row(last.elapsedSeconds, last.iteration, last.evaluations, last.current, last.best, finalCounts);
    io::saveFileAtomically(path, csv);
}

// Fitted, not refused: generate has no size option, and a search's picture should not be lost
// after the search (render/picture_writer.h).
void writePng(const QString& path, const SearchSetup& setup, const search::Snapshot& s)
{
    render::RenderOptions options;
    std::set<model::CellIndex> bad;
    for (const auto& r : s.report.requirements)
        if (r.enabled)
            bad.insert(r.cells.begin(), r.cells.end());
    options.outlined.assign(bad.begin(), bad.end());
    render::PictureDrawing d;
    d.hexSize = options.hexSize;
    d.format = QImage::Format_ARGB32;
    d.background = options.background; // the extra row and column were left uninitialised before
    d.size = [&](double size) { return render::BoardRenderer::bounds(setup.file.board, size).size() + QSizeF(1, 1); };
    d.paint = [&](QPainter& painter, double size) {
        render::RenderOptions sized = options;
        sized.hexSize = size;
        render::BoardRenderer::paintBoard(painter, setup.file.board, s.map, *setup.file.rules, sized);
    };
    render::writePng(path, d, render::SizePolicy::Fit);
}

void printSummary(const search::Snapshot& s, const search::StopCriteria& stop)
{
    const bool reached = stop.hasTarget && s.best <= stop.target;
    std::printf("%s seed %llu: best %g%s after %.3f ms; %lld iterations, %lld evaluations (%.3g per second); stopped: %s\n",
                s.algorithm.c_str(), static_cast<unsigned long long>(s.seed), s.best, reached ? " (target reached)" : "",
                s.timeToBestSeconds * 1000, static_cast<long long>(s.iteration), static_cast<long long>(s.evaluations),
                static_cast<double>(s.evaluations) / std::max(s.elapsedSeconds, 1e-9), s.stopReason.c_str());
    for (const auto& r : s.report.requirements)
        std::printf("  %s %s: %d%s\n", r.id.c_str(), r.name.c_str(), r.violations, r.enabled ? "" : " (off)");
}

} // namespace

int runGenerate(const QStringList& args)
{
    QCommandLineParser parser;
    SearchOptions search(parser);
    const ChangeBudgetOptions budgetOptions(parser);
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Write the map (.json native, .tmj/.tmx Tiled, otherwise letter format)."), QStringLiteral("FILE"));
    const QCommandLineOption png(QStringLiteral("png"), QStringLiteral("Draw the map, violating cells outlined."), QStringLiteral("FILE"));
    const QCommandLineOption trace(QStringLiteral("trace"), QStringLiteral("Write (elapsed, iteration, evaluations, current, best, per requirement) as CSV."),
                                   QStringLiteral("CSV"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the result as JSON."));
    const QCommandLineOption portfolio(QStringLiteral("portfolio"),
                                       QStringLiteral("Race these algorithms (defaults each) on one map; credit each improvement to its finder."),
                                       QStringLiteral("A,B,..."));
    for (const auto* o : {&out, &png, &trace, &json, &portfolio})
        parser.addOption(*o);
    ProgressLine::addOptions(parser);
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Search the unlocked cells of a map for a low score."));
    ProgressLine line(parser);
    if (!parser.positionalArguments().isEmpty())
        throw UsageError("unexpected argument \"" + parser.positionalArguments()[0].toStdString() + "\"");
    std::vector<search::PortfolioMember> members;
    if (parser.isSet(portfolio)) {
        if (parser.isSet(QStringLiteral("algorithm")) || parser.isSet(QStringLiteral("set")))
            throw UsageError("--portfolio runs each algorithm with its defaults: give no --algorithm or --set");
        members = parsePortfolio(parser.value(portfolio));
    }
    const SearchSetup setup = search.read(parser);
    const auto budget = budgetOptions.read(parser, setup.file.board);
    if (budget && !members.empty())
        throw UsageError("--portfolio takes no change budget (--fewest-changes, --near)");
    const symmetry::SymmetryMode symmetryMode = setup.file.rules->symmetry;
    const search::Problem problem = problemFor(setup, setup.seed);
    search::RunSettings settings;
    settings.seed = setup.seed;
    settings.stop = setup.stop;
    run::RunControl control;
    TraceSink sink(line);
    std::optional<PortfolioOutcome> race;
    if (!members.empty())
        race = runPortfolio(members, problem, settings, &sink);
    const auto result = withFullReport(
        race ? race->result : withBudget(setup.algorithm->make(setup.values), budget)->run(problem, settings, control, sink), problem);
    line.finish();
    if (parser.isSet(out)) {
        // The recipe lets `replay` make the map again. A race's is the run of the member that made
        // the map (a replay makes it with that member alone), from the race's start map.
        recipe::RecipeInputs inputs = recipeInputs(mapArgs, setup, budget);
        if (race)
            inputs = recipe::raceWinnerInputs(std::move(inputs), members, problem, *result);
        const QString recipe = recipe::writeRecipe(inputs, setup.file.board, result->stopReason);
        saveResultMap(parser.value(out), setup, *result, recipe.toStdString());
    }
    if (parser.isSet(png))
        writePng(parser.value(png), setup, *result);
    if (parser.isSet(trace))
        writeTrace(parser.value(trace), sink.points, *result);
    if (parser.isSet(json)) {
        QJsonObject o = runJson(*result, setup.stop, setup.file.board);
        if (race)
            o.insert(QStringLiteral("portfolio"), portfolioJson(*race));
        o.insert(QStringLiteral("changed_hexes"), search::changedHexes(problem.start, result->map));
        if (symmetryMode != symmetry::SymmetryMode::None) {
            o.insert(QStringLiteral("symmetry"), QString::fromStdString(std::string(symmetry::modeName(symmetryMode))));
            if (setup.fitPool)
                o.insert(QStringLiteral("pool_changes"), QString::fromStdString(setup.poolChanges));
        }
        printJson(QJsonDocument(o));
    } else {
        printSummary(*result, setup.stop);
        if (symmetryMode != symmetry::SymmetryMode::None)
            std::printf("  symmetry %s%s%s\n", std::string(symmetry::modeName(symmetryMode)).c_str(), setup.fitPool ? "; pool fitted: " : "",
                        setup.fitPool ? setup.poolChanges.c_str() : "");
        if (budget)
            std::printf("  changed %d of %d hexes of the start map\n", search::changedHexes(problem.start, result->map), result->map.size());
        if (race)
            printPortfolio(*race);
    }
    return kExitOk;
}

} // namespace hexloom::cli
