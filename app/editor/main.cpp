// hexloom: the editor. Opens the map file given on the command line, or the built-in Terra
// Mystica Original board with the published rules; offers to restore work left by a crash.
// --quit-after-load opens the map, shows the window, prints its title and quits: a check that an
// installation works (tests/package, docs/install.md).
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <algorithm>
#include <cstdio>

#include "app/editor/scripted_edits.h"
#include "core/platform/platform.h"
#include "ui/document/document_files.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/ui_language.h"

namespace {
// --quit-after-load: no recovery offer, no dialog (a bad map is reported on stderr); once the
// window has been shown and its events handled, its title and the data folder found on stdout.
int openShowAndQuit(QApplication& app, hexloom::ui::main_window::MainWindow& window, const QStringList& files)
{
    if (files.isEmpty()) {
        window.openDefault();
    } else {
        try {
            window.installDocument(hexloom::ui::document::openMapFile(files.first()), files.first());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "hexloom: %s\n", e.what());
            return 1;
        }
    }
    window.show();
    int status = 0;
    QTimer::singleShot(0, &app, [&] {
        const QByteArray title = window.windowTitle().replace(QStringLiteral("[*]"), QString()).toUtf8();
        const QString data = hexloom::core::platform::dataDir();
        const QByteArray dataLine = data.isEmpty() ? QByteArray("none beside the program") : data.toUtf8();
        if (std::printf("hexloom: opened %s\nhexloom: data folder %s\n", title.constData(), dataLine.constData()) < 0 ||
            std::fflush(stdout) != 0)
            status = 2; // stdout is gone: the check cannot report
        QApplication::quit();
    });
    const int loop = QApplication::exec();
    return loop != 0 ? loop : status;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexloom"));
    QApplication::setOrganizationName(QStringLiteral("Hexloom"));
    QApplication::setApplicationVersion(QStringLiteral(HEXLOOM_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.hexloom.Hexloom")); // packaging/linux: window ↔ desktop entry
    hexloom::ui::main_window::installTranslations(app); // the system's language or View → Language
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Hexloom: design hex maps together with search algorithms"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("map"), QCoreApplication::translate("main", "A map file to open (.json, Tiled .tmj or .tmx, or letter format)"));
    // Test hooks (docs/robustness.md, "No edit lost").
    const QCommandLineOption autosave(QStringLiteral("autosave-interval"), QCoreApplication::translate("main", "Autosave every MS milliseconds (default 15000)"),
                                      QStringLiteral("MS"));
    const QCommandLineOption edits(QStringLiteral("apply-edits"), QCoreApplication::translate("main", "Apply the designer edits listed in FILE after opening"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption recover(QStringLiteral("recover"), QCoreApplication::translate("main", "Restore work left by a crash without asking"));
    const QCommandLineOption quitAfterLoad(
        QStringLiteral("quit-after-load"),
        QCoreApplication::translate("main", "Open the map (or the built-in board), show the window, print its title and quit; on a map that cannot be "
                                            "opened, print why and exit with status 1 (checks an installation)"));
    parser.addOptions({autosave, edits, recover, quitAfterLoad});
    parser.process(app);
    // The installed theme icon (hicolor "hexloom"), else the one built in.
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("hexloom"), QIcon(QStringLiteral(":/icons/hexloom.svg"))));

    hexloom::ui::main_window::MainWindow window;
    if (parser.isSet(quitAfterLoad))
        return openShowAndQuit(app, window, parser.positionalArguments());
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
