#include "app/cli/partition_options.h"

#include <QRegularExpression>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>

#include "app/cli/cli_common.h"
#include "core/partition/voronoi_graph.h"
#include "core/partition/constraint_graph_file.h"
#include "core/io/rule_set_file.h"
#include "core/recipe/partition_recipe.h"
#include "core/rules/homes.h"

namespace hexloom::cli {

namespace partition = core::partition;

void PartitionOptions::addTo(QCommandLineParser& parser) const
{
    for (const auto* o : {&map, &graph, &rules, &scope, &seed, &coarsen, &restart, &removal, &deterministic, &timeLimit, &energy, &weight, &border, &plainSeeds, &kernel, &ties, &duplicates, &goalTest})
        parser.addOption(*o);
}

namespace {
// The value of a named choice ("--ties f-only"); anything else throws UsageError listing the names.
template <typename T>
T choiceOption(const QString& text, const char* option, std::initializer_list<std::pair<const char*, T>> choices)
{
    std::string names;
    for (const auto& [name, value] : choices) {
        if (text == QLatin1String(name))
            return value;
        names += (names.empty() ? "" : " or ") + std::string(name);
    }
    throw UsageError(std::string("--") + option + " expects " + names + ", got \"" + text.left(40).toStdString() + "\"");
}

std::pair<int64_t, int64_t> numberPair(const QString& text, const char* option)
{
    const auto m = QRegularExpression(QStringLiteral("^(\\d{1,9}),(\\d{1,9})$")).match(text);
    if (!m.hasMatch())
        throw UsageError(std::string("--") + option + " expects two whole numbers like 40,10, got \"" + text.toStdString() + "\"");
    return {m.captured(1).toLongLong(), m.captured(2).toLongLong()};
}

// The digits of a board spec as an int; more than an int holds is too many hexes for any board.
int specNumber(const QString& digits)
{
    bool ok = false;
    const qlonglong v = digits.size() <= 12 ? digits.toLongLong(&ok) : 0;
    if (!ok || v > std::numeric_limits<int>::max())
        throw std::invalid_argument(digits.left(20).toStdString() + " is far more than a board of " +
                                    std::to_string(core::model::kMaxBoardCells) + " hexes allows");
    return static_cast<int>(v);
}

// A board spec ("hexagon:8", "rect:15x14", "terra-mystica"), a built-in map name, or a map file.
core::io::MapFile readBoard(const QString& spec, const QString& rulesName)
{
    const QString rules = rulesName.isEmpty() ? QStringLiteral("terra-mystica-published") : rulesName;
    const auto hex = QRegularExpression(QStringLiteral("^hexagon:(\\d+)$")).match(spec);
    const auto rect = QRegularExpression(QStringLiteral("^rect:(\\d+)x(\\d+)$")).match(spec);
    if (!hex.hasMatch() && !rect.hasMatch() && spec != QLatin1String("terra-mystica")) {
        auto file = core::io::loadMap(core::io::builtinMapNames().contains(spec) ? QStringLiteral(":/hexloom/maps/") + spec + QStringLiteral(".txt") : spec,
                                      rulesName);
        core::rules::lockHomes(*file.rules, file.board, file.map); // a home the file left unlocked is kept all the same
        return file;
    }
    core::model::Board board;
    // A board spec out of range is said as such (the board's own limits), never "no such file".
    try {
        if (hex.hasMatch())
            board = core::model::Board::hexagon(specNumber(hex.captured(1)));
        else if (rect.hasMatch())
            board = core::model::Board::rectangle(specNumber(rect.captured(1)), specNumber(rect.captured(2)));
        else
            board = core::model::Board::terraMystica();
    } catch (const std::invalid_argument& e) {
        throw UsageError("--map " + spec.left(40).toStdString() + ": " + e.what());
    }
    core::io::MapFile file;
    file.rules = core::io::loadRuleSet(rules);
    file.map = core::rules::newMapWithHomes(*file.rules, board); // homes locked: the regions go round them
    file.board = std::move(board);
    return file;
}
} // namespace

PartitionSetup readPartitionSetup(const QCommandLineParser& parser, const PartitionOptions& o)
{
    if (!parser.isSet(o.map) || !parser.isSet(o.graph))
        throw UsageError("--map and --graph are required");
    PartitionSetup s;
    const QString scope = parser.value(o.scope);
    if (scope != QLatin1String("all") && scope != QLatin1String("land") && !core::recipe::isCellsScopeWord(scope))
        throw UsageError("--scope expects all, land or cells:ROW,COL/ROW,COL/..., got \"" + scope.left(40).toStdString() + "\"");
    s.config.seed = seedOption(parser.value(o.seed), "seed");
    if (parser.isSet(o.coarsen)) {
        const auto [k, d] = numberPair(parser.value(o.coarsen), "coarsen");
        s.config.coarsenNodes = static_cast<int>(k);
        s.config.coarsenStep = static_cast<int>(d);
    }
    if (parser.isSet(o.restart)) {
        const auto [l, d] = numberPair(parser.value(o.restart), "restart");
        s.config.nodeLimit = l;
        s.config.nodeLimitStep = d;
    }
    s.config.timeLimitSeconds = durationOption(parser.value(o.timeLimit), "time-limit", 1e7);
    // Ranges as PartitionConfig::validate states them; (0, ...] bounds start just above 0.
    if (parser.isSet(o.energy))
        s.config.spectralEnergy = numberOption(parser.value(o.energy), "energy", 1e-9, 1);
    if (parser.isSet(o.weight))
        s.config.heuristicWeight = numberOption(parser.value(o.weight), "weight", 1e-9, 1e6);
    if (parser.isSet(o.border))
        s.config.borderWeight = numberOption(parser.value(o.border), "border-weight", 0, 1e6);
    s.config.layoutSeeds = !parser.isSet(o.plainSeeds);
    s.config.allowRemoval = parser.isSet(o.removal);
    s.config.kernelClustering = parser.isSet(o.kernel);
    s.config.deterministicStart = parser.isSet(o.deterministic);
    s.config.ties = choiceOption<partition::Ties>(parser.value(o.ties), "ties", {{"h-then-age", partition::Ties::SmallerHThenOlder}, {"f-only", partition::Ties::FOnly}});
    s.config.duplicates = choiceOption<partition::Duplicates>(parser.value(o.duplicates), "duplicates", {{"partition", partition::Duplicates::Partition}, {"quotient", partition::Duplicates::Quotient}});
    s.config.goalTest = choiceOption<partition::GoalTest>(parser.value(o.goalTest), "goal-test", {{"generated", partition::GoalTest::Generated}, {"expanded", partition::GoalTest::Expanded}});
    s.config.validate();
    const auto voronoi = QRegularExpression(QStringLiteral("^voronoi(-poisson)?:(\\d+)$")).match(parser.value(o.map));
    if (voronoi.hasMatch()) { // the paper's random Voronoi basic graphs, a new one per restart
        bool ok = false;
        const int cells = voronoi.captured(2).size() <= 6 ? voronoi.captured(2).toInt(&ok) : 0;
        if (!ok || cells < partition::kMinVoronoiCells || cells > partition::kMaxVoronoiCells)
            throw UsageError("--map " + parser.value(o.map).left(40).toStdString() + ": a Voronoi basic graph has " +
                             std::to_string(partition::kMinVoronoiCells) + " to " + std::to_string(partition::kMaxVoronoiCells) + " cells");
        s.problem.graph = core::partition::loadConstraintGraph(parser.value(o.graph));
        // voronoi-poisson: points by Poisson-disc sampling, as the paper's code draws them.
        const auto points = voronoi.captured(1).isEmpty() ? partition::VoronoiPoints::Uniform : partition::VoronoiPoints::PoissonDisc;
        s.problem.basicGraphs = [cells, points](uint64_t seed) { return partition::voronoiBasicGraph(cells, seed, points); };
        return s;
    }
    s.file = readBoard(parser.value(o.map), parser.value(o.rules));
    s.problem.board = std::make_shared<const core::model::Board>(s.file.board);
    s.problem.graph = core::partition::loadConstraintGraph(parser.value(o.graph));
    if (core::recipe::isCellsScopeWord(scope)) {
        try {
            s.problem.scope = core::recipe::cellsOfScopeWord(s.file.board, scope);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    } else {
        s.problem.scope = partition::scopeCells(s.file.board, s.file.map, *s.file.rules,
                                                scope == QLatin1String("land") ? partition::Scope::Land : partition::Scope::All);
    }
    return s;
}

} // namespace hexloom::cli
