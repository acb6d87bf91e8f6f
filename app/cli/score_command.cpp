// hexloom-cli score: per-requirement violation counts, the weighted total and, with --cells, the
// violating cells in file terms (row, column, 0-based, as in the letter format).
#include <QJsonArray>
#include <QJsonObject>
#include <cstdio>
#include <optional>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/draft_output.h"
#include "app/cli/fairness_output.h"
#include "core/rules/homes.h"
#include "core/io/map_file.h"
#include "core/rules/balance_report.h"
#include "core/rules/evaluator.h"

namespace hexloom::cli {

namespace {

QJsonObject reportJson(const core::io::MapFile& file, const core::rules::ScoreReport& report, bool withCells)
{
    QJsonArray requirements;
    for (const auto& r : report.requirements) {
        QJsonObject o{{"id", QString::fromStdString(r.id)}, {"name", QString::fromStdString(r.name)}, {"weight", r.weight},
                      {"enabled", r.enabled}, {"violations", r.violations}};
        if (withCells) {
            QJsonArray cells;
            for (auto c : r.cells) {
                const auto at = file.board.offset(c);
                cells.append(QJsonArray{at.row, at.col});
            }
            o["cells"] = cells;
        }
        requirements.append(o);
    }
    return {{"rules", QString::fromStdString(file.rules->name)}, {"total", report.total}, {"requirements", requirements}};
}

QJsonArray balanceJson(const core::io::MapFile& file)
{
    QJsonArray out;
    for (const auto& b : core::rules::balanceReport(file.board, file.map, *file.rules))
        out.append(QJsonObject{{"terrain", QString::fromStdString(file.rules->terrain(b.terrain).id)}, {"hexes", b.hexes},
                               {"one_spade", b.withOneSpadeNeighbour}, {"water", b.withWaterContact}});
    return out;
}

void printBalance(const core::io::MapFile& file)
{
    std::printf("balance (hexes, with a land neighbour one spade away, touching water):\n");
    for (const auto& b : core::rules::balanceReport(file.board, file.map, *file.rules))
        std::printf("  %s: %d, %d, %d\n", file.rules->terrain(b.terrain).name.c_str(), b.hexes, b.withOneSpadeNeighbour, b.withWaterContact);
}

void printText(const core::io::MapFile& file, const core::rules::ScoreReport& report, bool withCells)
{
    std::printf("rules: %s\n", file.rules->name.c_str());
    for (const auto& r : report.requirements) {
        std::printf("%s %s: %d (weight %g%s)\n", r.id.c_str(), r.name.c_str(), r.violations, r.weight, r.enabled ? "" : ", off");
        if (!withCells || r.cells.empty())
            continue;
        std::printf("  cells:");
        for (auto c : r.cells) {
            const auto at = file.board.offset(c);
            std::printf(" %d,%d", at.row, at.col);
        }
        std::printf("\n");
    }
    std::printf("total: %g\n", report.total);
}

} // namespace

int runScore(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Map file (.json native, .tmj/.tmx Tiled, otherwise letter format)."));
    const QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file (default: the map's own)."),
                                   QStringLiteral("NAME|FILE"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON (docs/cli.md) instead of text."));
    const QCommandLineOption cells(QStringLiteral("cells"), QStringLiteral("List the violating cells (row,column) of every requirement."));
    const QCommandLineOption balance(QStringLiteral("balance"),
                                     QStringLiteral("Add the balance report: per land terrain, its hexes, those with a land "
                                                    "neighbour one spade away, and those touching water."));
    const QCommandLineOption fairness(QStringLiteral("fairness"),
                                      QStringLiteral("Add every player-value requirement's players: value, parts per attribute, "
                                                     "and (in JSON) the hexes that count for each with their weights."));
    const QCommandLineOption draft(QStringLiteral("draft"),
                                   QStringLiteral("Add the seat draft of a Catan-like map: each seat's corners and pips in the greedy "
                                                  "opening, the noisy drafts' intervals, and who is disadvantaged (docs/rules.md)."));
    parser.addOptions({rules, json, cells, balance, fairness, draft});
    parseOrThrow(parser, args,
                 QStringLiteral("Score a map: violations per requirement, the weighted total of the enabled ones, and with --cells "
                                "the violating cells as row,column (0-based, as in the letter format)."));
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one map FILE");
    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(rules));
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    const auto report = eval.report(file.map, parser.isSet(cells));
    const auto seatDraft = parser.isSet(draft) ? std::optional(draftReportOf(file)) : std::nullopt;
    // Homes are constraints: a declared home holding another kind is reported, and the map is not fair.
    std::vector<std::string> movedHomes;
    for (const auto& h : core::rules::misplacedHomes(*file.rules, file.board, file.map))
        movedHomes.push_back(core::rules::describeMisplacedHome(*file.rules, file.board, file.map, h));
    if (parser.isSet(json)) {
        QJsonObject doc = reportJson(file, report, parser.isSet(cells));
        QJsonArray homes;
        for (const auto& text : movedHomes)
            homes.append(QString::fromStdString(text));
        doc["misplaced_homes"] = homes;
        if (parser.isSet(balance))
            doc["balance"] = balanceJson(file);
        if (parser.isSet(fairness))
            doc["fairness"] = fairnessJson(file, eval);
        if (seatDraft)
            doc["draft"] = draftJson(file, *seatDraft);
        printJson(QJsonDocument(doc));
    } else {
        printText(file, report, parser.isSet(cells));
        for (const auto& text : movedHomes)
            std::printf("not fair: %s\n", text.c_str());
        if (parser.isSet(balance))
            printBalance(file);
        if (parser.isSet(fairness))
            printFairness(file, eval);
        if (seatDraft)
            printDraft(file, *seatDraft);
    }
    return kExitOk;
}

} // namespace hexloom::cli
