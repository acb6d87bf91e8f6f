#include "app/cli/cli_common.h"

#include <QCoreApplication>
#include <cmath>
#include <cstdio>

#include "core/io/number_text.h"

namespace hexloom::cli {

void parseOrThrow(QCommandLineParser& parser, const QStringList& args, const QString& description)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    QStringList full = args;
    full[0] = QStringLiteral("hexloom-cli ") + args[0];
    if (!parser.parse(full))
        throw UsageError(parser.errorText().toStdString());
    if (parser.isSet(help)) {
        // Qt names the executable's full path; people type "hexloom-cli COMMAND".
        QString text = parser.helpText();
        text.replace(QCoreApplication::arguments().value(0), full[0]);
        std::fputs(text.toLocal8Bit().constData(), stdout);
        throw HelpShown();
    }
}

namespace {
std::string shown(double v) { return QString::number(v, 'g', 12).toStdString(); }

[[noreturn]] void refuse(const QString& text, const char* option, const std::string& expected)
{
    throw UsageError(std::string("--") + option + ": \"" + text.left(64).toStdString() + "\" is not " + expected);
}
} // namespace

double numberOption(const QString& text, const char* option, double minimum, double maximum)
{
    const auto v = core::io::parseFiniteNumber(text.toStdString());
    if (!v || *v < minimum || *v > maximum)
        refuse(text, option, "a number from " + shown(minimum) + " to " + shown(maximum));
    return *v;
}

int64_t wholeOption(const QString& text, const char* option, int64_t minimum, int64_t maximum)
{
    const auto v = core::io::parseFiniteNumber(text.toStdString());
    if (!v || *v != std::floor(*v) || *v < static_cast<double>(minimum) || *v > static_cast<double>(maximum))
        refuse(text, option, "a whole number from " + std::to_string(minimum) + " to " + std::to_string(maximum));
    return static_cast<int64_t>(*v);
}

double durationOption(const QString& text, const char* option, double maxSeconds)
{
    QString t = text.trimmed();
    double scale = 1;
    if (t.endsWith(QLatin1String("ms"))) {
        scale = 0.001;
        t.chop(2);
    } else if (t.endsWith(QLatin1Char('s'))) {
        t.chop(1);
    } else if (t.endsWith(QLatin1Char('m'))) {
        scale = 60;
        t.chop(1);
    }
    // The one checked number reader: "nan" or "inf" would otherwise make a limit no clock reaches.
    const auto v = core::io::parseFiniteNumber(t.toStdString());
    if (!v || *v < 0 || *v * scale > maxSeconds)
        refuse(text, option, "a duration such as 5s, 250ms, 2m or 5 (seconds), from 0 to " + shown(maxSeconds) + " seconds");
    return *v * scale;
}

uint64_t seedOption(const QString& text, const char* option)
{
    const auto v = core::io::parseUnsigned(text.toStdString());
    if (!v)
        refuse(text, option, "a whole number from 0 to 18446744073709551615");
    return *v;
}

void printJson(const QJsonDocument& doc) { std::fputs(doc.toJson(QJsonDocument::Indented).constData(), stdout); }

void printLine(const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stdout);
    std::fputc('\n', stdout);
}

} // namespace hexloom::cli
