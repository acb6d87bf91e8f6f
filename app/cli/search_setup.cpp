#include "app/cli/search_setup.h"

#include <QJsonArray>
#include <atomic>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "app/cli/cli_common.h"
#include "core/search/algorithm_names.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/rules/edits/new_game.h"
#include "core/io/number_text.h"
#include "core/io/rule_set_file.h"
#include "core/rules/evaluator.h"
#include "core/rules/homes.h"
#include "core/symmetry/pool/symmetric_pool.h"

namespace hexloom::cli {

using namespace core;

SearchOptions::SearchOptions(QCommandLineParser& parser)
    : rules_(QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file."), QStringLiteral("NAME|FILE")),
      map_(QStringLiteral("map"), QStringLiteral("Start map (.json native, .tmj/.tmx Tiled, otherwise letter format); default: the rule set's map."),
           QStringLiteral("FILE")),
      shuffle_(QStringLiteral("shuffle"), QStringLiteral("Start from a random arrangement of the unlocked cells (from the seed).")),
      lockTerrain_(QStringLiteral("lock-terrain"), QStringLiteral("Lock every start-map cell of this terrain id (repeatable)."),
                   QStringLiteral("ID")),
      algorithm_(QStringLiteral("algorithm"), QString::fromStdString(search::algorithmIdList() + " (default fast; with a symmetry, tabu)."), QStringLiteral("A")),
      set_(QStringLiteral("set"), QStringLiteral("Algorithm parameter (repeatable), see docs/algorithms.md."), QStringLiteral("KEY=VALUE")),
      seed_(QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."), QStringLiteral("S")),
      timeLimit_(QStringLiteral("time-limit"), QStringLiteral("Stop after this long: 5s, 250ms, 2m or 5 (seconds); 0 for none (default 5s)."), QStringLiteral("DURATION")),
      iterations_(QStringLiteral("iterations"), QStringLiteral("Stop after this many iterations."), QStringLiteral("N")),
      evaluations_(QStringLiteral("evaluations"), QStringLiteral("Stop after this many evaluations (scored maps or swaps)."), QStringLiteral("N")),
      target_(QStringLiteral("target"), QStringLiteral("Stop when the score is at most T (default 0; none: no target)."), QStringLiteral("T")),
      stagnation_(QStringLiteral("stagnation"), QStringLiteral("Stop after N iterations without a new best."), QStringLiteral("N")),
      symmetry_(QStringLiteral("symmetry"),
                QString::fromStdString("Keep the map symmetric: " + symmetry::modeNameList() + " (default: the rule set's symmetry field, else none)."),
                QStringLiteral("MODE")),
      symmetryPool_(QStringLiteral("symmetry-pool"),
                    QStringLiteral("keep: refuse a pool that does not divide over the orbits (default); fit: move as few tiles as needed between kinds."),
                    QStringLiteral("keep|fit"))
{
    for (const auto* o : {&rules_, &map_, &shuffle_, &lockTerrain_, &algorithm_, &set_, &seed_, &timeLimit_, &iterations_, &evaluations_, &target_, &stagnation_,
                          &symmetry_, &symmetryPool_})
        parser.addOption(*o);
}

namespace {

// Iteration counts are stored as int64; 10^15 steps take years at any rate Hexloom reaches.
constexpr int64_t kMaxIterations = 1'000'000'000'000'000;

// Refuses, before any run, a pool the board cannot hold, locks that take more of a tile than
// the pool has, and maps with nothing to search; the message names the files the problem comes from.
void checkPool(const io::MapFile& file, const QString& rulesName, const QString& mapPath)
{
    try {
        rules::freePool(file.map, *file.rules, rules::TilePool::forMap(file.map, *file.rules));
        search::requireSomethingToSearch(file.map, *file.rules);
    } catch (const std::invalid_argument& e) {
        std::string where = mapPath.isEmpty() ? std::string("map ") + file.rules->board.map : mapPath.toStdString();
        if (!rulesName.isEmpty())
            where += " with rules " + rulesName.toStdString();
        throw std::invalid_argument(where + ": " + e.what());
    }
}

// The symmetry of the run: --symmetry MODE (none switches off the rule set's), else the rule
// set's field; with one, the board is checked and the pool either refused in numbers (keep) or
// fitted to the orbits (fit, the changes kept for the summary). The run's rule set carries both.
void applySymmetry(SearchSetup& s, const std::optional<QString>& option, const QString& poolMode, const QString& rulesName, const QString& mapPath)
{
    if (poolMode != QLatin1String("keep") && poolMode != QLatin1String("fit"))
        throw UsageError("--symmetry-pool: expected keep or fit, found \"" + poolMode.toStdString() + "\"");
    auto rules = std::make_shared<rules::RuleSet>(*s.file.rules);
    if (option) {
        const auto mode = symmetry::parseMode(option->toStdString());
        if (!mode)
            throw UsageError("--symmetry: expected one of " + symmetry::modeNameList() + ", found \"" + option->toStdString() + "\"");
        rules->symmetry = *mode;
        s.symmetryGiven = true;
    }
    s.fitPool = poolMode == QLatin1String("fit");
    if (rules->symmetry == symmetry::SymmetryMode::None) {
        s.file.rules = rules;
        return;
    }
    std::string where = mapPath.isEmpty() ? std::string("map ") + rules->board.map : mapPath.toStdString();
    if (!rulesName.isEmpty())
        where += " with rules " + rulesName.toStdString();
    try {
        const auto sym = symmetry::BoardSymmetry::of(s.file.board, rules->symmetry);
        const rules::TilePool pool = rules::TilePool::forMap(s.file.map, *rules);
        if (s.fitPool) {
            const symmetry::FittedPool fitted = symmetry::fitPoolToSymmetry(s.file.board, sym, s.file.map, *rules, pool);
            symmetry::adoptPool(*rules, fitted);
            s.poolChanges = symmetry::describeChanges(fitted, *rules);
        }
        symmetry::requireSymmetricPool(s.file.board, sym, s.file.map, *rules, rules::TilePool::forMap(s.file.map, *rules));
    } catch (const symmetry::SymmetryError& e) {
        throw std::invalid_argument(where + ": " + e.what());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(where + ": " + e.what());
    }
    s.file.rules = rules;
}

io::MapFile startFile(const QString& rulesName, const QString& mapPath)
{
    if (!mapPath.isEmpty())
        return io::loadMap(mapPath, rulesName);
    if (rulesName.isEmpty())
        throw UsageError("give --rules or --map");
    auto rules = io::loadRuleSet(rulesName);
    if (rules->board.map.empty() && rules->board.shape != "custom") {
        // A rule set with a board but no start map (hexloom-cli new-rules): the search starts from
        // its empty board and fills it from the pool.
        model::Board board = rules::boardOf(rules->board);
        model::Map map(board.size());
        return io::MapFile{rules, false, std::move(board), std::move(map), {}};
    }
    if (rules->board.map.empty())
        throw std::invalid_argument(rules->name + ": the rule set names no start map; give --map");
    const QByteArray text = io::builtinResource(QStringLiteral("maps/") + QString::fromStdString(rules->board.map));
    if (text.isEmpty())
        throw std::invalid_argument(rules->name + ": no built-in map " + rules->board.map + "; give --map");
    return io::parseMap(text, rules->board.map, io::MapFormat::Letters, rulesName);
}

} // namespace

run::ParameterValues SearchOptions::parameterValues(const search::AlgorithmInfo& info, const QStringList& assignments)
{
    run::ParameterValues values;
    for (const QString& a : assignments)
        run::parseParameterAssignment(info.id, info.parameters, a.toStdString(), values);
    return values;
}

SearchSetup SearchOptions::read(const QCommandLineParser& parser) const
{
    SearchSetup s;
    const std::string id = parser.isSet(algorithm_) ? parser.value(algorithm_).toStdString() : search::defaultAlgorithm();
    s.algorithm = search::findAlgorithm(id);
    if (!s.algorithm)
        throw UsageError("--algorithm: unknown algorithm \"" + id + "\" (" + search::algorithmIdList() + ")");
    if (parser.isSet(algorithm_) || !parser.isSet(symmetry_) || parser.value(symmetry_) == QLatin1String("none"))
        s.values = parameterValues(*s.algorithm, parser.values(set_)); // else after the symmetry is known (below)
    s.seed = parser.isSet(seed_) ? seedOption(parser.value(seed_), "seed") : 1;
    s.stop.timeLimitSeconds = durationOption(parser.isSet(timeLimit_) ? parser.value(timeLimit_) : QStringLiteral("5s"), "time-limit", 1e7);
    if (parser.isSet(iterations_)) {
        s.stop.iterationLimit = wholeOption(parser.value(iterations_), "iterations", 1, kMaxIterations);
        if (!parser.isSet(timeLimit_))
            s.stop.timeLimitSeconds = 0;
    }
    if (parser.isSet(evaluations_)) {
        s.stop.evaluationLimit = wholeOption(parser.value(evaluations_), "evaluations", 1, kMaxIterations);
        if (!parser.isSet(timeLimit_))
            s.stop.timeLimitSeconds = 0;
    }
    if (parser.isSet(stagnation_))
        s.stop.stagnationIterations = wholeOption(parser.value(stagnation_), "stagnation", 1, kMaxIterations);
    // "none": no target (the editor's runs with Stop at Target off, as their recipes say).
    s.stop.hasTarget = parser.value(target_) != QLatin1String("none");
    if (parser.isSet(target_) && s.stop.hasTarget)
        s.stop.target = numberOption(parser.value(target_), "target", -1e15, 1e15);
    s.shuffle = parser.isSet(shuffle_);
    s.file = startFile(parser.value(rules_), parser.value(map_));
    // Homes are constraints: every declared home holds its tile, locked, before the run.
    core::rules::placeHomes(*s.file.rules, s.file.board, s.file.map);
    for (const QString& id : parser.values(lockTerrain_)) {
        const auto t = s.file.rules->byId(id.toStdString());
        if (t == model::kNoTerrain)
            throw std::invalid_argument("--lock-terrain: the rule set has no terrain \"" + id.toStdString() + "\"");
        for (model::CellIndex c = 0; c < s.file.map.size(); ++c)
            if (s.file.map.terrain(c) == t)
                s.file.map.setLocked(c, true);
    }
    checkPool(s.file, parser.value(rules_), parser.value(map_));
    applySymmetry(s, parser.isSet(symmetry_) ? std::optional<QString>(parser.value(symmetry_)) : std::nullopt,
                  parser.isSet(symmetryPool_) ? parser.value(symmetryPool_) : QStringLiteral("keep"), parser.value(rules_), parser.value(map_));
    if (s.values.empty())
        s.values = parameterValues(*s.algorithm, parser.values(set_));
    return s;
}

search::Problem problemFor(const SearchSetup& setup, uint64_t seed)
{
    search::Problem p{std::make_shared<const model::Board>(setup.file.board), setup.file.rules, setup.file.map, 0};
    if (setup.shuffle) {
        // A different stream from the run's own generator, so a random start and a run differ.
        run::Random random(seed ^ 0x5eed5eed5eed5eedull);
        auto fitted = search::fitToPool(p.start, *p.rules, random);
        search::shuffleUnlocked(fitted.map, fitted.unlocked, *p.rules, random);
        p.start = std::move(fitted.map);
    }
    return p;
}

std::shared_ptr<const search::Snapshot> withFullReport(std::shared_ptr<const search::Snapshot> s, const search::Problem& problem)
{
    if (!s || s->report.complete())
        return s;
    auto full = std::make_shared<search::Snapshot>(*s);
    rules::Evaluator(problem.board, problem.rules).complete(full->map, full->report, true);
    return full;
}

QJsonObject runJson(const search::Snapshot& s, const search::StopCriteria& stop, const model::Board& board)
{
    QJsonArray requirements;
    for (const auto& r : s.report.requirements) {
        QJsonArray cells;
        for (auto c : r.cells) {
            const auto at = board.offset(c);
            cells.append(QJsonArray{at.row, at.col});
        }
        requirements.append(QJsonObject{{"id", QString::fromStdString(r.id)}, {"name", QString::fromStdString(r.name)},
                                        {"weight", r.weight}, {"enabled", r.enabled}, {"violations", r.violations}, {"cells", cells}});
    }
    const bool reached = stop.hasTarget && s.best <= stop.target;
    const double seconds = s.elapsedSeconds > 0 ? s.elapsedSeconds : 1e-9;
    return QJsonObject{{"algorithm", QString::fromStdString(s.algorithm)},
                       {"seed", s.seed <= (1ull << 53) ? QJsonValue(static_cast<double>(s.seed)) : QJsonValue(QString::number(s.seed))},
                       {"best", s.best},
                       {"requirements", requirements},
                       {"time_to_best_ms", s.timeToBestSeconds * 1000},
                       {"time_to_target_ms", reached ? QJsonValue(s.timeToBestSeconds * 1000) : QJsonValue()},
                       {"iterations", static_cast<qint64>(s.iteration)},
                       {"evaluations", static_cast<qint64>(s.evaluations)},
                       {"evaluations_per_second", static_cast<double>(s.evaluations) / seconds},
                       {"elapsed_ms", s.elapsedSeconds * 1000},
                       {"processor_ms", s.processorSeconds * 1000},
                       {"stop_reason", QString::fromStdString(s.stopReason)}};
}

std::vector<std::shared_ptr<const search::Snapshot>> runParallel(
    int count, int threads, const std::function<std::shared_ptr<const search::Snapshot>(int)>& job)
{
    std::vector<std::shared_ptr<const search::Snapshot>> results(static_cast<size_t>(count));
    std::atomic<int> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto worker = [&] {
        for (int i; (i = next.fetch_add(1)) < count;) {
            try {
                results[static_cast<size_t>(i)] = job(i);
            } catch (...) {
                std::lock_guard lock(failureMutex);
                failure = std::current_exception();
                next.store(count);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, std::min(threads, count)); ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    return results;
}

namespace {

QString optionValue(const QStringList& args, const QString& name)
{
    const int i = args.indexOf(QStringLiteral("--") + name);
    if (i >= 0 && i + 1 < args.size())
        return args[i + 1];
    for (const QString& a : args)
        if (a.startsWith(QStringLiteral("--") + name + QLatin1Char('=')))
            return a.mid(name.size() + 3);
    return {};
}

} // namespace

recipe::RecipeInputs recipeInputs(const QStringList& args, const SearchSetup& setup, const std::optional<search::ChangeBudget>& budget)
{
    recipe::RecipeInputs in;
    const QString rules = optionValue(args, QStringLiteral("rules")), map = optionValue(args, QStringLiteral("map"));
    if (io::builtinRuleSetNames().contains(rules))
        in.builtinRules = rules;
    else if (!rules.isEmpty())
        in.rulesFile = recipe::embedFile(rules);
    in.rulesHash = recipe::rulesHash(*setup.file.rules);
    if (!map.isEmpty())
        in.startMap = recipe::embedFile(map);
    for (int i = 0; i + 1 < args.size(); ++i)
        if (args[i] == QLatin1String("--lock-terrain"))
            in.lockTerrains << args[i + 1];
    in.shuffle = setup.shuffle;
    if (setup.symmetryGiven)
        in.symmetry = QString::fromStdString(std::string(symmetry::modeName(setup.file.rules->symmetry)));
    in.fitPool = setup.fitPool;
    in.algorithm = setup.algorithm;
    in.values = setup.values;
    in.seed = setup.seed;
    in.stop = setup.stop;
    in.budget = budget;
    return in;
}

void saveResultMap(const QString& path, const SearchSetup& setup, const core::search::Snapshot& result, const std::string& recipe)
{
    core::io::MapFile file = setup.file;
    file.map = result.map;
    file.metadata.algorithm = result.algorithm;
    file.metadata.seed = result.seed;
    file.metadata.hasSeed = true;
    file.metadata.recipe = recipe;
    core::io::saveMap(path, file);
}

} // namespace hexloom::cli
