#include "app/cli/exact_cli.h"

#include <QJsonArray>
#include <chrono>
#include <cstdio>
#include <string>

#include "app/cli/cli_common.h"
#include "app/cli/search_setup.h"
#include "core/exact/core_message.h"
#include "core/io/rule_set_file.h"
#include "core/recipe/recipe.h"

namespace hexloom::cli {

namespace ex = core::exact;

namespace {

// Taken before main(), during static initialisation: the time limit counts from here.
const ex::Clock::time_point kProcessStarted = ex::Clock::now();

// Reachable from here until exit, so leak checkers do not count it.
ex::ExactEngine* leftToExit = nullptr;

} // namespace

void leaveToProcessExit(std::unique_ptr<ex::ExactEngine> engine)
{
    delete leftToExit; // a second call in one process (tests): the earlier engine is freed now
    leftToExit = engine.release();
}

ExactOptions::ExactOptions(QCommandLineParser& parser)
    : rules_(QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file (default: the map's own)."), QStringLiteral("NAME|FILE")),
      lockTerrain_(QStringLiteral("lock-terrain"), QStringLiteral("Lock every cell of the map holding this terrain id (repeatable)."),
                   QStringLiteral("ID")),
      timeLimit_(QStringLiteral("time-limit"), QStringLiteral("Stop after this long: 5s, 250ms, 2m (default 10s)."), QStringLiteral("T")),
      json_(QStringLiteral("json"), QStringLiteral("Print JSON (docs/cli.md) instead of text.")),
      out_(QStringLiteral("out"), QStringLiteral("Write the best map found to this file."), QStringLiteral("FILE"))
{
    parser.addPositionalArgument(QStringLiteral("MAP"), QStringLiteral("Map file (.json native, .tmj/.tmx Tiled, otherwise letter format); its locks hold."));
    parser.addOptions({rules_, lockTerrain_, timeLimit_, json_, out_});
}

core::io::MapFile ExactOptions::file(const QCommandLineParser& parser) const
{
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one MAP file");
    auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(rules_));
    for (const QString& id : parser.values(lockTerrain_)) {
        const auto t = file.rules->byId(id.toStdString());
        if (t == core::model::kNoTerrain)
            throw std::invalid_argument("--lock-terrain: the rule set has no terrain \"" + id.toStdString() + "\"");
        for (core::model::CellIndex c = 0; c < file.map.size(); ++c)
            if (file.map.terrain(c) == t)
                file.map.setLocked(c, true);
    }
    return file;
}

QStringList ExactOptions::recipeWords(const QCommandLineParser& parser, const core::io::MapFile& file) const
{
    namespace recipe = core::recipe;
    QStringList w{QStringLiteral("--map-data"), recipe::embeddedText(recipe::embedFile(parser.positionalArguments().value(0)))};
    if (parser.isSet(rules_)) {
        const QString rules = parser.value(rules_);
        if (core::io::builtinRuleSetNames().contains(rules))
            w << QStringLiteral("--rules") << rules;
        else
            w << QStringLiteral("--rules-data") << recipe::embeddedText(recipe::embedFile(rules));
    }
    w << QStringLiteral("--rules-sha256") << recipe::rulesHash(*file.rules);
    for (const QString& id : parser.values(lockTerrain_))
        w << QStringLiteral("--lock-terrain") << id;
    const double seconds = parser.isSet(timeLimit_) ? durationOption(parser.value(timeLimit_), "time-limit", 86400)
                                                    : std::chrono::duration<double>(ex::ExactLimits{}.timeLimit).count();
    w << QStringLiteral("--time-limit") << QString::number(seconds, 'g', 17);
    return w;
}

ProveOptions::ProveOptions(QCommandLineParser& parser)
    : target_(QStringLiteral("target"),
              QStringLiteral("Score to reach: is any map at most this? When none is, the conflicting items (default: prove the optimum)."),
              QStringLiteral("T")),
      check_(QStringLiteral("check"), QStringLiteral("With --target: only decide it (the core when no map reaches it), no bound search after."))
{
    parser.addOptions({target_, check_});
}

std::optional<int> ProveOptions::target(const QCommandLineParser& parser) const
{
    if (parser.isSet(check_) && !parser.isSet(target_))
        throw UsageError("--check needs --target");
    if (!parser.isSet(target_))
        return std::nullopt;
    return static_cast<int>(wholeOption(parser.value(target_), "target", 0, 1'000'000));
}

QStringList ProveOptions::recipeWords(const QCommandLineParser& parser) const
{
    QStringList w;
    if (const auto goal = target(parser))
        w << QStringLiteral("--target") << QString::number(*goal);
    if (checkOnly(parser))
        w << QStringLiteral("--check");
    return w;
}

ex::ExactLimits ExactOptions::limits(const QCommandLineParser& parser) const
{
    ex::ExactLimits limits;
    limits.started = kProcessStarted;
    if (parser.isSet(timeLimit_)) {
        const double seconds = durationOption(parser.value(timeLimit_), "time-limit", 86400);
        limits.timeLimit = std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
    }
    return limits;
}

namespace {

QJsonObject itemJson(const ex::ExactItem& item, const core::io::MapFile& file)
{
    switch (item.kind) {
    case ex::ExactItem::Kind::Lock: {
        const auto at = file.board.offset(item.cell);
        return {{"type", "lock"}, {"row", at.row}, {"col", at.col}};
    }
    case ex::ExactItem::Kind::Home:
        return {{"type", "home"}, {"player", QString::fromStdString(item.id)}};
    case ex::ExactItem::Kind::Pool:
        if (item.token != core::model::kNoToken)
            return {{"type", "pool"}, {"token", static_cast<int>(item.token)}};
        return {{"type", "pool"}, {"kind", QString::fromStdString(file.rules->terrain(item.terrain).id)}};
    case ex::ExactItem::Kind::Requirement:
        break;
    }
    return {{"type", "requirement"}, {"id", QString::fromStdString(item.id)}};
}

} // namespace

QJsonObject proofJson(const ex::ProofAnswer& answer, const core::io::MapFile& file)
{
    QJsonArray covered, notCovered, core;
    for (const auto& id : answer.covered)
        covered.append(QString::fromStdString(id));
    for (const auto& n : answer.notCovered)
        notCovered.append(QJsonObject{{"id", QString::fromStdString(n.id)}, {"reason", QString::fromStdString(n.reason)}});
    for (const auto& item : answer.core) {
        QJsonObject o = itemJson(item, file);
        if (!item.kept.empty()) // a count another item relies on whose deletion test was not decided (time, a cap)
            o["kept"] = QString::fromStdString(item.kept);
        core.append(o);
    }
    QJsonObject o{{"status", ex::statusName(answer.status)},
                  {"lower_bound", answer.lowerBound},
                  {"covered", covered},
                  {"not_covered", notCovered},
                  {"solver_calls", answer.solverCalls},
                  {"seconds", answer.seconds}};
    o["target"] = answer.target ? QJsonValue(*answer.target) : QJsonValue();
    o["best"] = answer.best ? QJsonValue(answer.bestScore) : QJsonValue();
    if (answer.status == ex::ProofStatus::Infeasible) {
        o["core"] = core;
        o["core_minimal"] = answer.coreMinimal;
        o["message"] = QString::fromStdString(ex::describeCore(answer.core, file.board, *file.rules));
    }
    if (!answer.reason.empty())
        o["reason"] = QString::fromStdString(answer.reason);
    QJsonArray parts;
    for (const auto& p : answer.encoding)
        parts.append(QJsonObject{{"part", QString::fromStdString(p.name)}, {"clauses", static_cast<double>(p.clauses)}, {"variables", p.variables}});
    o["encoding"] = QJsonObject{{"variables", answer.variables}, {"clauses", static_cast<double>(answer.clauses)}, {"parts", parts}};
    return o;
}

void printProof(const ex::ProofAnswer& answer, const core::io::MapFile& file)
{
    std::printf("status: %s\n", ex::statusName(answer.status));
    std::printf("lower bound: %d\n", answer.lowerBound);
    if (answer.best)
        std::printf("best: %g\n", answer.bestScore);
    std::string covered;
    for (const auto& id : answer.covered)
        covered += " " + id;
    std::printf("covered:%s\n", covered.c_str());
    for (const auto& n : answer.notCovered)
        std::printf("not covered: %s (%s)\n", n.id.c_str(), n.reason.c_str());
    if (answer.status == ex::ProofStatus::Infeasible)
        std::printf("%s%s\n", ex::describeCore(answer.core, file.board, *file.rules).c_str(), answer.coreMinimal ? "" : " (not shown minimal in time)");
    if (!answer.reason.empty())
        std::printf("reason: %s\n", answer.reason.c_str());
    std::printf("time: %.3f s, %d solver calls\n", answer.seconds, answer.solverCalls);
}

bool cutByTime(const std::string& reason) { return reason.find("time limit") != std::string::npos; }

core::io::MapFile exactMapFile(const core::io::MapFile& file, const core::model::Map& map, const QString& command, const QString& recipe)
{
    core::io::MapFile out = file;
    out.map = map;
    out.metadata = {};
    out.metadata.note = file.metadata.note;
    out.metadata.algorithm = command.toStdString();
    out.metadata.recipe = recipe.toStdString();
    return out;
}

void saveExactMap(const QString& path, const core::io::MapFile& file, const core::model::Map& map, const QString& command, const QString& recipe)
{
    core::io::saveMap(path, exactMapFile(file, map, command, recipe));
}

} // namespace hexloom::cli
