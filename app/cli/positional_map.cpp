#include "app/cli/positional_map.h"

namespace hexloom::cli {

QStringList positionalMapAsOption(QCommandLineParser& parser, const QStringList& args)
{
    parser.addPositionalArgument(QStringLiteral("MAP"), QStringLiteral("The map (same as --map)."), QStringLiteral("[MAP]"));
    if (!parser.parse(args))
        return args;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || parser.isSet(QStringLiteral("map")))
        return args;
    // The positional is the last argument equal to it that is not an option's value; options
    // with values are written "--opt value", so it is the one whose removal keeps it positional.
    for (qsizetype i = args.size() - 1; i >= 1; --i) {
        if (args[i] != positional[0])
            continue;
        QStringList out = args;
        out.removeAt(i);
        out << QStringLiteral("--map") << positional[0];
        if (parser.parse(out) && parser.positionalArguments().isEmpty())
            return out;
    }
    return args;
}

} // namespace hexloom::cli
