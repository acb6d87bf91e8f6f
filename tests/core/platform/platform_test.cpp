// core/platform: the data folder is found relative to the program, in every layout docs/install.md
// lists, and nowhere else.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/platform/platform.h"

namespace hexloom::core::platform {
namespace {

// Makes `relative` (and its parents) under `root`; returns its canonical path.
QString makeDir(const QTemporaryDir& root, const QString& relative)
{
    EXPECT_TRUE(QDir(root.path()).mkpath(relative));
    return QDir(root.filePath(relative)).canonicalPath();
}

TEST(Platform, FindsTheDataFolderBesideAnInstalledProgram)
{
    QTemporaryDir root;
    ASSERT_TRUE(root.isValid());
    const QString bin = makeDir(root, QStringLiteral("opt/hexloom/bin"));
    const QString data = makeDir(root, QStringLiteral("opt/hexloom/share/hexloom"));
    makeDir(root, QStringLiteral("opt/hexloom/share/hexloom/rules"));
    EXPECT_EQ(dataDirFor(bin), data);
}

TEST(Platform, FindsTheStagedDataFolderOfABuildTree)
{
    QTemporaryDir root;
    const QString app = makeDir(root, QStringLiteral("build/app"));
    makeDir(root, QStringLiteral("build/share/hexloom/rules"));
    EXPECT_EQ(dataDirFor(app), QDir(root.filePath(QStringLiteral("build/share/hexloom"))).canonicalPath());
}

TEST(Platform, IgnoresAShareFolderWithoutRules)
{
    QTemporaryDir root;
    const QString bin = makeDir(root, QStringLiteral("usr/bin"));
    makeDir(root, QStringLiteral("usr/share/hexloom/translations")); // someone else's leftovers
    EXPECT_EQ(dataDirFor(bin), QString());
    EXPECT_EQ(dataDirFor(QString()), QString()); // no QCoreApplication yet
}

TEST(Platform, NamesASiblingProgramInTheProgramsFolder)
{
    const QString cli = siblingProgram(QStringLiteral("hexloom-cli"));
    EXPECT_EQ(QFileInfo(cli).absolutePath(), QFileInfo(QCoreApplication::applicationDirPath()).absoluteFilePath());
#if defined(Q_OS_WIN)
    EXPECT_EQ(QFileInfo(cli).fileName(), QStringLiteral("hexloom-cli.exe"));
#else
    EXPECT_EQ(QFileInfo(cli).fileName(), QStringLiteral("hexloom-cli"));
#endif
}

} // namespace
} // namespace hexloom::core::platform
