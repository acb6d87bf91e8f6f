// Shared main for every test executable: a headless QGuiApplication (a QApplication
// for the widget tests under tests/ui) so Qt resources, fonts and painting work.
#ifdef HEXLOOM_WIDGET_TESTS
#include <QApplication>

#include "ui/main_window/ui_language.h"
using TestApplication = QApplication;
#else
#include <QGuiApplication>
using TestApplication = QGuiApplication;
#endif
#include <gtest/gtest.h>

#include "core/platform/platform.h"

int main(int argc, char** argv)
{
    hexloom::core::platform::useOffscreenGraphicsUnlessSet();
    // The editor's File -> Open Recipe runs hexloom-cli, which is not beside a test executable: the
    // one this build made (ui/main_window/recipe_opener.h, defaultCliPath).
    if (!qEnvironmentVariableIsSet("HEXLOOM_CLI"))
        qputenv("HEXLOOM_CLI", HEXLOOM_CLI_PATH);
    TestApplication app(argc, argv);
#ifdef HEXLOOM_WIDGET_TESTS
    // The editor in English, as a start of the program shows it: its plurals read "1 kind", "7 kinds".
    hexloom::ui::main_window::installEnglishPlurals(app);
#endif
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
