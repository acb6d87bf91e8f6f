#pragma once
// Every command takes its map as the first plain argument, as score and render do; `--map FILE`
// stays as an alias. Commands call this after adding their options and before parsing.
#include <QCommandLineParser>
#include <QStringList>

namespace hexloom::cli {

// `args` with a lone positional argument turned into `--map ARG` (unchanged when there is none,
// when --map is given too, or when the arguments do not parse: the real parse reports that).
// Also lists [MAP] in the command's --help.
QStringList positionalMapAsOption(QCommandLineParser& parser, const QStringList& args);

} // namespace hexloom::cli
