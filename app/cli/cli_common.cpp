#include "app/cli/cli_common.h"

#include <QCoreApplication>
#include <cstdio>

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

void printJson(const QJsonDocument& doc) { std::fputs(doc.toJson(QJsonDocument::Indented).constData(), stdout); }

void printLine(const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stdout);
    std::fputc('\n', stdout);
}

} // namespace hexloom::cli
