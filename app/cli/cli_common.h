#pragma once
// Shared plumbing for hexloom-cli commands: exit codes, errors, parsing helpers, JSON output.
// Exit 0 on success, 1 with a one-line reason on stderr for bad input, 2 for bad usage.
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <cstdint>
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

// The one checked reading of every numeric option (core::io::parseFiniteNumber underneath): NaN,
// infinities, trailing text and values outside [minimum, maximum] throw UsageError naming
// --option, the text and the allowed range.
double numberOption(const QString& text, const char* option, double minimum, double maximum);
int64_t wholeOption(const QString& text, const char* option, int64_t minimum, int64_t maximum);
// The one time-limit syntax of every command: "5s", "250ms", "2m" or a plain number of seconds
// ("5", "1.5"), from 0 to `maxSeconds`; anything else throws UsageError naming --option.
double durationOption(const QString& text, const char* option, double maxSeconds);
// A random seed: any whole number from 0 to 2^64 - 1.
uint64_t seedOption(const QString& text, const char* option);

void printJson(const QJsonDocument& doc);
void printLine(const QString& text);

} // namespace hexloom::cli
