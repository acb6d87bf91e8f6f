#include "core/recipe/partition_recipe.h"

#include <QRegularExpression>
#include <QStringList>
#include <stdexcept>
#include <utility>

#include "core/recipe/command_recipe.h"

namespace hexloom::core::recipe {

namespace {
namespace partition = core::partition;

// The names `partition` reads these settings by (app/cli/partition_options.cpp).
QString tiesName(partition::Ties t) { return t == partition::Ties::FOnly ? QStringLiteral("f-only") : QStringLiteral("h-then-age"); }
QString duplicatesName(partition::Duplicates d)
{
    return d == partition::Duplicates::Quotient ? QStringLiteral("quotient") : QStringLiteral("partition");
}
QString goalTestName(partition::GoalTest g) { return g == partition::GoalTest::Expanded ? QStringLiteral("expanded") : QStringLiteral("generated"); }
QString number(double v) { return QString::number(v, 'g', 17); }
} // namespace

bool isCellsScopeWord(const QString& word) { return word.startsWith(QLatin1String("cells:")); }

QString cellsScopeWord(const model::Board& board, const std::vector<model::CellIndex>& cells)
{
    QStringList hexes;
    hexes.reserve(static_cast<qsizetype>(cells.size()));
    for (const model::CellIndex c : cells) {
        const auto at = board.offset(c);
        hexes << QStringLiteral("%1,%2").arg(at.row).arg(at.col);
    }
    return QStringLiteral("cells:") + hexes.join(QLatin1Char('/'));
}

std::vector<model::CellIndex> cellsOfScopeWord(const model::Board& board, const QString& word)
{
    if (!isCellsScopeWord(word) || word.size() == 6)
        throw std::invalid_argument("--scope cells: expects ROW,COL/ROW,COL/... (0-based), got \"" + word.left(40).toStdString() + "\"");
    static const QRegularExpression pair(QStringLiteral("^(\\d{1,6}),(\\d{1,6})$"));
    std::vector<model::CellIndex> cells;
    std::vector<bool> seen(static_cast<size_t>(board.size()), false);
    const QStringList hexes = word.mid(6).split(QLatin1Char('/'));
    for (const QString& hex : hexes) {
        const auto m = pair.match(hex);
        const model::CellIndex c = m.hasMatch() ? board.indexAtOffset({m.captured(1).toInt(), m.captured(2).toInt()}) : model::kNoCell;
        const std::string where = "--scope cells: hex " + std::to_string(cells.size() + 1) + " \"" + hex.left(20).toStdString() + "\"";
        if (!m.hasMatch())
            throw std::invalid_argument(where + ": expected ROW,COL (0-based)");
        if (c == model::kNoCell)
            throw std::invalid_argument(where + ": not on the board");
        if (seen[static_cast<size_t>(c)])
            throw std::invalid_argument(where + ": listed twice");
        seen[static_cast<size_t>(c)] = true;
        cells.push_back(c);
    }
    return cells;
}

QString writePartitionRecipe(const PartitionRecipeInputs& in)
{
    QStringList w;
    if (in.startMap)
        w << QStringLiteral("--map-data") << embeddedText(*in.startMap);
    else if (!in.boardSpec.isEmpty())
        w << QStringLiteral("--map") << in.boardSpec;
    else
        throw std::invalid_argument("a partition recipe needs the map or the board it partitioned");
    w << QStringLiteral("--graph-data") << embeddedText(in.graph);
    if (in.rulesFile)
        w << QStringLiteral("--rules-data") << embeddedText(*in.rulesFile);
    else if (!in.builtinRules.isEmpty())
        w << QStringLiteral("--rules") << in.builtinRules;
    const auto& c = in.config;
    w << QStringLiteral("--rules-sha256") << in.rulesHash << QStringLiteral("--scope") << in.scope
      << QStringLiteral("--seed") << QString::number(c.seed) << QStringLiteral("--coarsen") << QStringLiteral("%1,%2").arg(c.coarsenNodes).arg(c.coarsenStep)
      << QStringLiteral("--restart") << QStringLiteral("%1,%2").arg(c.nodeLimit).arg(c.nodeLimitStep) << QStringLiteral("--time-limit")
      << number(c.timeLimitSeconds) << QStringLiteral("--weight") << number(c.heuristicWeight) << QStringLiteral("--border-weight")
      << number(c.borderWeight) << QStringLiteral("--energy") << number(c.spectralEnergy) << QStringLiteral("--ties") << tiesName(c.ties)
      << QStringLiteral("--duplicates") << duplicatesName(c.duplicates) << QStringLiteral("--goal-test") << goalTestName(c.goalTest);
    if (in.blocking)
        w << QStringLiteral("--blocking") << QString(QChar::fromLatin1(in.blocking));
    for (const auto& [flag, on] : {std::pair{"--allow-removal", c.allowRemoval}, std::pair{"--deterministic", c.deterministicStart},
                                   std::pair{"--plain-seeds", !c.layoutSeeds}, std::pair{"--kernel", c.kernelClustering}})
        if (on)
            w << QString::fromLatin1(flag);
    return writeCommandRecipe(QStringLiteral("partition"), w);
}

} // namespace hexloom::core::recipe
