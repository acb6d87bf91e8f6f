// Shared main for every test executable: a headless QGuiApplication (a QApplication
// for the widget tests under tests/ui) so Qt resources, fonts and painting work.
#ifdef HEXLOOM_WIDGET_TESTS
#include <QApplication>
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
    TestApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
