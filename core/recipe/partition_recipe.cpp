#include "core/recipe/partition_recipe.h"

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
    w << QStringLiteral("--rules-sha256") << in.rulesHash << QStringLiteral("--scope") << (in.landOnly ? QStringLiteral("land") : QStringLiteral("all"))
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
