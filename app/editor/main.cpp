// hexloom: the editor. Opens the map file given on the command line, or the built-in Terra
// Mystica Original board with the published rules; offers to restore work left by a crash.
#include <QApplication>
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>

#include "app/editor/scripted_edits.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/ui_language.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexloom"));
    QApplication::setOrganizationName(QStringLiteral("Hexloom"));
    QApplication::setApplicationVersion(QStringLiteral(HEXLOOM_VERSION));
    hexloom::ui::main_window::installTranslations(app); // the system's language or View → Language
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Hexloom: design hex maps together with search algorithms"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("map"), QCoreApplication::translate("main", "A map file to open (.json or letter format)"));
    // Test hooks (docs/robustness.md, "No edit lost").
    const QCommandLineOption autosave(QStringLiteral("autosave-interval"), QCoreApplication::translate("main", "Autosave every MS milliseconds (default 15000)"),
                                      QStringLiteral("MS"));
    const QCommandLineOption edits(QStringLiteral("apply-edits"), QCoreApplication::translate("main", "Apply the designer edits listed in FILE after opening"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption recover(QStringLiteral("recover"), QCoreApplication::translate("main", "Restore work left by a crash without asking"));
    parser.addOptions({autosave, edits, recover});
    parser.process(app);

    hexloom::ui::main_window::MainWindow window;
    if (parser.isSet(autosave))
        window.autosave()->setIntervalMs(std::max(10, parser.value(autosave).toInt()));
    const QStringList files = parser.positionalArguments();
    bool opened = parser.isSet(recover) ? window.restoreRecovery() : window.offerRecovery();
    // As File → Open: a big file loads in the background with the window up (scripted edits need
    // the map open at once).
    if (!opened && !files.isEmpty())
        opened = parser.isSet(edits) ? window.openFile(files.first()) : window.loadFile(files.first());
    if (!opened)
        window.openDefault();
    if (parser.isSet(edits)) {
        try {
            const int n = hexloom::editor::applyScriptedEdits(window, parser.value(edits));
            std::printf("hexloom: applied %d edits\n", n);
            std::fflush(stdout);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "hexloom: %s\n", e.what());
            return 1;
        }
    }
    window.show();
    hexloom::ui::main_window::showGettingStartedOnce(&window, window.menuBar());
    return app.exec();
}
