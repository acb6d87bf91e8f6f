#pragma once
// Shared plumbing for hexloom-cli commands: exit codes, errors, parsing helpers, JSON output.
// Exit 0 on success, 1 with a one-line reason on stderr for bad input, 2 for bad usage.
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <stdexcept>
#include <string>

namespace hexloom::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;

// Thrown for bad usage (unknown option, missing argument); main() turns it into exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Parses `args` (args[0] is the command name) with `parser`, handling --help (prints the help
// and throws HelpShown) and turning parse failures into UsageError.
void parseOrThrow(QCommandLineParser& parser, const QStringList& args, const QString& description);
class HelpShown : public std::exception {};

void printJson(const QJsonDocument& doc);
void printLine(const QString& text);

} // namespace hexloom::cli
