#pragma once
// The fixture of the CLI tests that need small files of their own (runCli: tests/support/cli_process.h).
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {

// A folder with one small Terra Mystica map whose scores are derived by hand in score_command_test.
class CliTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        tiny = write(QStringLiteral("tiny.txt"), "Y,Y,U\nI,I\n");
    }
    QString write(const QString& name, const QByteArray& data)
    {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return f.fileName();
    }
    QString path(const QString& name) const { return dir.filePath(name); }

    QTemporaryDir dir;
    QString tiny;
};

} // namespace hexloom::test
