// Shared main for every test executable: a headless QGuiApplication (a QApplication
// for the widget tests under tests/ui) so Qt resources, fonts and painting work.
#include <QDir>
#include <QFile>
#include <unistd.h>
#ifdef HEXLOOM_WIDGET_TESTS
#include <QApplication>

#include "ui/main_window/ui_language.h"
using TestApplication = QApplication;
#else
#include <QGuiApplication>
using TestApplication = QGuiApplication;
#endif
#include <cstdlib>
#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        const QByteArray dir = QDir::tempPath().toUtf8() + "/hexloom-runtime-" + QByteArray::number(getuid());
        QDir().mkpath(QString::fromUtf8(dir));
        QFile::setPermissions(QString::fromUtf8(dir), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        setenv("XDG_RUNTIME_DIR", dir.constData(), 1);
    }
    TestApplication app(argc, argv);
#ifdef HEXLOOM_WIDGET_TESTS
    // The editor in English, as a start of the program shows it: its plurals read "1 kind", "7 kinds".
    hexloom::ui::main_window::installEnglishPlurals(app);
#endif
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
