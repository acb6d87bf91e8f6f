// hexloom: the editor. Opens the map file given on the command line, or the built-in Terra
// Mystica Original board with the published rules; offers to restore work left by a crash.
#include <QApplication>
#include <QCommandLineParser>

#include "ui/main_window/main_window.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexloom"));
    QApplication::setOrganizationName(QStringLiteral("Hexloom"));
    QApplication::setApplicationVersion(QStringLiteral(HEXLOOM_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Hexloom: design hex maps together with search algorithms"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("map"), QStringLiteral("A map file to open (.json or letter format)"));
    parser.process(app);

    hexloom::ui::main_window::MainWindow window;
    const QStringList files = parser.positionalArguments();
    bool opened = window.offerRecovery();
    if (!opened && !files.isEmpty())
        opened = window.openFile(files.first());
    if (!opened)
        window.openDefault();
    window.show();
    return app.exec();
}
