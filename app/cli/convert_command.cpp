// hexloom-cli convert: between the native JSON map and the letter format.
#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"

namespace hexloom::cli {

namespace {

core::io::MapFormat parseFormat(const QString& value)
{
    if (value.isEmpty())
        return core::io::MapFormat::ByExtension;
    if (value == QLatin1String("json"))
        return core::io::MapFormat::Json;
    if (value == QLatin1String("letters"))
        return core::io::MapFormat::Letters;
    throw UsageError("--to expects json or letters, not \"" + value.toStdString() + "\"");
}

// What the letter format cannot hold, said once on stderr so a conversion never loses data silently.
void warnAboutLetterLosses(const core::io::MapFile& file)
{
    int empty = 0;
    for (core::model::CellIndex i = 0; i < file.board.size(); ++i)
        empty += file.map.terrain(i) == core::model::kNoTerrain ? 1 : 0;
    if (file.map.lockedCount() > 0)
        std::fprintf(stderr, "note: the letter format has no locks; %d locked cells are written unlocked\n", file.map.lockedCount());
    if (empty > 0)
        std::fprintf(stderr, "note: %d empty cells become padding (N) in the letter format\n", empty);
    if (!core::io::builtinRuleSetNames().contains(QString::fromStdString(file.rules->name)) || file.rulesEmbedded)
        std::fprintf(stderr, "note: the letter format does not hold the rule set \"%s\"; read the file back with --rules\n",
                     file.rules->name.c_str());
}

} // namespace

int runConvert(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("IN"), QStringLiteral("Map to read (.json native, otherwise letter format)."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("Map to write; the format follows the extension unless --to is given."));
    const QCommandLineOption to(QStringLiteral("to"), QStringLiteral("Output format: json or letters."), QStringLiteral("FORMAT"));
    const QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("Rule set to read IN with: built-in name or file."),
                                   QStringLiteral("NAME|FILE"));
    parser.addOptions({to, rules});
    parseOrThrow(parser, args,
                 QStringLiteral("Convert a map between the native JSON format (.json) and the letter format (.txt and others). "
                                "Writing is atomic."));
    if (parser.positionalArguments().size() != 2)
        throw UsageError("expected IN and OUT");
    const QString out = parser.positionalArguments()[1];
    const auto format = core::io::formatFor(out, parseFormat(parser.value(to)));
    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(rules));
    if (format == core::io::MapFormat::Letters)
        warnAboutLetterLosses(file);
    core::io::saveMap(out, file, format);
    return kExitOk;
}

} // namespace hexloom::cli
